//! Gomoku's registration: five rule sets on 7x7 to 20x20 boards from data, the VCF and VCT
//! puzzle packs.

use super::{AnyGame, Family, natural_order, with_first};
use crate::level::gomoku::{self, FOLDER, KIND, PUZZLE_KIND};
use crate::level::{DataFile, DataKind, LevelError, shipped};
use crate::rules::gomoku::Gomoku;

pub const ID: &str = "gomoku";
pub const DEFAULT_VARIANT: &str = "gomoku-15";

pub struct GomokuFamily;
pub static GOMOKU: GomokuFamily = GomokuFamily;

fn read_variant(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let variant = gomoku::parse(file, text)?;
    Ok(DataFile::new(KIND, variant.name.clone(), variant))
}

fn read_puzzle(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let puzzle = gomoku::parse_puzzle(file, text)?;
    Ok(DataFile::new(PUZZLE_KIND, puzzle.id(), puzzle))
}

fn check_puzzle(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let puzzle = gomoku::check_puzzle(file, text)?;
    Ok(DataFile::new(PUZZLE_KIND, puzzle.id(), puzzle))
}

static KINDS: [DataKind; 2] = [
    DataKind {
        name: KIND,
        read: read_variant,
        check: read_variant,
    },
    DataKind {
        name: PUZZLE_KIND,
        read: read_puzzle,
        check: check_puzzle,
    },
];

/// A puzzle's game, by `pack/name` or a puzzle file.
fn puzzle(name: &str) -> Option<Gomoku> {
    gomoku::puzzle_shipped_or_file(name).ok().map(|p| p.game())
}

impl Family for GomokuFamily {
    fn id(&self) -> &'static str {
        ID
    }

    fn seat_names(&self) -> &'static [&'static str] {
        &["Black", "White"]
    }

    fn data_kinds(&self) -> &'static [DataKind] {
        &KINDS
    }

    fn variant_names(&self) -> Vec<String> {
        with_first(natural_order(shipped::names_in(FOLDER)), DEFAULT_VARIANT)
    }

    /// A shipped variant, or a puzzle by `pack/name` (`vcf/vcf-01`).
    fn knows_variant(&self, name: &str) -> bool {
        self.variant_names().iter().any(|n| n == name)
            || shipped::named(gomoku::PUZZLES, name).is_some()
    }

    fn opens_kind(&self, kind: &str) -> bool {
        kind == KIND || kind == PUZZLE_KIND
    }

    fn start(&self, name: &str) -> Result<Box<dyn AnyGame>, String> {
        if let Some(game) = puzzle(name) {
            return Ok(Box::new(game));
        }
        let variant = gomoku::shipped_or_file(name)?;
        Ok(Box::new(Gomoku::new(&variant.setup(variant.opening))))
    }

    fn scenes(&self) -> &'static [&'static str] {
        &["gomoku", "gomoku-renju", "gomoku-won", "gomoku-puzzles"]
    }
}
