//! Draughts and big-man checkers: two families on one rules module. Draughts reads the
//! variant files and problem positions; big-man checkers plays the `bigman` variant.

use super::{AnyGame, Family, natural_order, with_first};
use crate::level::draughts::{self, FOLDER};
use crate::level::{DataFile, DataKind, LevelError, shipped};
use crate::rules::draughts::Draughts;
use crate::rules::draughts::perft::perft;

/// The registry ids: draughts in a chosen variant, and big-man checkers.
pub const ID: &str = "draughts";
pub const BIG_MAN_ID: &str = "bigman";

/// The variant a new player starts with: glass checkers (Russian rules).
pub const DEFAULT_VARIANT: &str = "draughts-glass";

pub struct DraughtsFamily;
pub static DRAUGHTS: DraughtsFamily = DraughtsFamily;

pub struct BigManFamily;
pub static BIG_MAN: BigManFamily = BigManFamily;

/// The big-man variant's name: the big-man card plays it, the draughts card leaves it out.
pub const BIG_MAN_VARIANT: &str = "bigman";

fn read_variant(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let loaded = draughts::parse(file, text)?;
    Ok(DataFile::new(
        draughts::KIND,
        loaded.file.name.clone(),
        loaded,
    ))
}

fn read_problem(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let loaded = draughts::parse_level(file, text)?;
    Ok(DataFile::new(
        draughts::PROBLEM_KIND,
        loaded.level.title.en.clone(),
        loaded,
    ))
}

static KINDS: [DataKind; 2] = [
    DataKind {
        name: draughts::KIND,
        read: read_variant,
        check: read_variant,
    },
    DataKind {
        name: draughts::PROBLEM_KIND,
        read: read_problem,
        check: read_problem,
    },
];

fn start(name: &str) -> Result<Box<dyn AnyGame>, String> {
    let loaded = draughts::shipped_or_file(name)?;
    Ok(Box::new(Draughts::new(loaded.variant)))
}

fn perft_of(name: &str, depth: u32) -> Result<Vec<u64>, String> {
    let variant = draughts::shipped_or_file(name)?.variant;
    Ok((1..=depth)
        .map(|d| perft(&variant, &variant.start, d))
        .collect())
}

impl Family for DraughtsFamily {
    fn id(&self) -> &'static str {
        ID
    }

    fn seat_names(&self) -> &'static [&'static str] {
        &["White", "Black"]
    }

    fn data_kinds(&self) -> &'static [DataKind] {
        &KINDS
    }

    /// The default first; big-man checkers has its own card.
    fn variant_names(&self) -> Vec<String> {
        let names = shipped::names_in(FOLDER)
            .into_iter()
            .filter(|n| *n != BIG_MAN_VARIANT);
        with_first(natural_order(names), DEFAULT_VARIANT)
    }

    fn opens_kind(&self, kind: &str) -> bool {
        kind == draughts::KIND
    }

    fn start(&self, name: &str) -> Result<Box<dyn AnyGame>, String> {
        start(name)
    }

    fn perft(&self, name: &str, depth: u32) -> Result<Vec<u64>, String> {
        perft_of(name, depth)
    }

    fn scenes(&self) -> &'static [&'static str] {
        &["draughts", "draughts-pdn"]
    }
}

impl Family for BigManFamily {
    fn id(&self) -> &'static str {
        BIG_MAN_ID
    }

    fn seat_names(&self) -> &'static [&'static str] {
        &["White", "Black"]
    }

    fn variant_names(&self) -> Vec<String> {
        vec![BIG_MAN_VARIANT.to_string()]
    }

    fn start(&self, name: &str) -> Result<Box<dyn AnyGame>, String> {
        start(name)
    }

    fn perft(&self, name: &str, depth: u32) -> Result<Vec<u64>, String> {
        perft_of(name, depth)
    }

    fn scenes(&self) -> &'static [&'static str] {
        &["bigman"]
    }
}
