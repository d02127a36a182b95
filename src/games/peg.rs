//! Peg solitaire's registration: level packs (one folder each) and their `pack.ron`.

use super::{AnyGame, Family, with_first};
use crate::level::peg::{self, FOLDER};
use crate::level::{DataFile, DataKind, LevelError, shipped};

/// The registry id, and the level a new player starts with.
pub const ID: &str = "peg";
pub const DEFAULT_LEVEL: &str = "classic/english";

pub struct PegFamily;
pub static PEG: PegFamily = PegFamily;

fn read_level(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let level = peg::parse(file, text)?;
    Ok(DataFile::new(peg::KIND, level.id(), level))
}

/// Levels from outside must be solvable: the solver proves it.
fn check_level(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let level = peg::parse_solvable(file, text)?;
    Ok(DataFile::new(peg::KIND, level.id(), level))
}

fn read_pack(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let pack = peg::parse_pack(file, text)?;
    Ok(DataFile::new(
        peg::PACK_KIND,
        peg::pack_and_name(file).0,
        pack,
    ))
}

static KINDS: [DataKind; 2] = [
    DataKind {
        name: peg::KIND,
        read: read_level,
        check: check_level,
    },
    DataKind {
        name: peg::PACK_KIND,
        read: read_pack,
        check: read_pack,
    },
];

impl Family for PegFamily {
    fn id(&self) -> &'static str {
        ID
    }

    fn seat_names(&self) -> &'static [&'static str] {
        &["Player"]
    }

    fn data_kinds(&self) -> &'static [DataKind] {
        &KINDS
    }

    /// Levels by `pack/name`, the English board first.
    fn variant_names(&self) -> Vec<String> {
        let names = shipped::under(FOLDER)
            .filter(|(path, _)| !path.ends_with("pack.ron"))
            .map(|(path, _)| {
                let (pack, name) = peg::pack_and_name(path);
                format!("{pack}/{name}")
            })
            .collect();
        with_first(names, DEFAULT_LEVEL)
    }

    fn opens_kind(&self, kind: &str) -> bool {
        kind == peg::KIND
    }

    /// A shipped level by `pack/name`, or a level file.
    fn start(&self, name: &str) -> Result<Box<dyn AnyGame>, String> {
        let level = shipped::shipped_or_file(FOLDER, name, peg::parse)?;
        Ok(Box::new(level.game))
    }

    fn scenes(&self) -> &'static [&'static str] {
        &["peg", "peg-levels", "peg-editor"]
    }
}
