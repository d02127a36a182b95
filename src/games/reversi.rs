//! Reversi's registration: 6x6, 8x8 and 10x10 from data, GTP, its bitboard perft.

use super::{AnyGame, Family, natural_order, with_first};
use crate::level::reversi::{self, FOLDER, ReversiVariant};
use crate::level::{DataFile, DataKind, LevelError, shipped};
use crate::rules::reversi::Reversi;

/// The registry id, and the variant a new player starts with.
pub const ID: &str = "reversi";
pub const DEFAULT_VARIANT: &str = "reversi-8";

pub struct ReversiFamily;
pub static REVERSI: ReversiFamily = ReversiFamily;

fn read(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let variant = reversi::parse(file, text)?;
    Ok(DataFile::new(reversi::KIND, variant.name.clone(), variant))
}

static KINDS: [DataKind; 1] = [DataKind {
    name: reversi::KIND,
    read,
    check: read,
}];

fn variant(name: &str) -> Result<ReversiVariant, String> {
    reversi::shipped_or_file(name)
}

impl Family for ReversiFamily {
    fn id(&self) -> &'static str {
        ID
    }

    fn seat_names(&self) -> &'static [&'static str] {
        &["Black", "White"]
    }

    fn data_kinds(&self) -> &'static [DataKind] {
        &KINDS
    }

    /// The 8x8 board first: it is the default.
    fn variant_names(&self) -> Vec<String> {
        with_first(natural_order(shipped::names_in(FOLDER)), DEFAULT_VARIANT)
    }

    fn opens_kind(&self, kind: &str) -> bool {
        kind == reversi::KIND
    }

    fn start(&self, name: &str) -> Result<Box<dyn AnyGame>, String> {
        Ok(Box::new(Reversi::new(&variant(name)?.setup())))
    }

    fn perft(&self, name: &str, depth: u32) -> Result<Vec<u64>, String> {
        let game = Reversi::new(&variant(name)?.setup());
        Ok((1..=depth).map(|d| game.perft(d)).collect())
    }

    fn scenes(&self) -> &'static [&'static str] {
        &["match"]
    }
}
