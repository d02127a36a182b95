//! The knight's tour's registration: tour levels, and any free board `ROWSxCOLS`.

use super::{AnyGame, Family, natural_order};
use crate::level::tour::{self, FOLDER};
use crate::level::{DataFile, DataKind, LevelError, shipped};
use crate::rules::knight::{Board, KnightTour};

/// The registry id.
pub const ID: &str = "tour";

pub struct TourFamily;
pub static TOUR: TourFamily = TourFamily;

fn read(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let level = tour::parse(file, text)?;
    Ok(DataFile::new(tour::KIND, level.name.clone(), level))
}

static KINDS: [DataKind; 1] = [DataKind {
    name: tour::KIND,
    read,
    check: read,
}];

impl Family for TourFamily {
    fn id(&self) -> &'static str {
        ID
    }

    fn seat_names(&self) -> &'static [&'static str] {
        &["Player"]
    }

    fn data_kinds(&self) -> &'static [DataKind] {
        &KINDS
    }

    fn variant_names(&self) -> Vec<String> {
        natural_order(shipped::names_in(FOLDER))
    }

    fn knows_variant(&self, name: &str) -> bool {
        Board::parse_size(name).is_ok() || self.variant_names().iter().any(|n| n == name)
    }

    fn opens_kind(&self, kind: &str) -> bool {
        kind == tour::KIND
    }

    /// A level by name or file, or a free board written `ROWSxCOLS`.
    fn start(&self, name: &str) -> Result<Box<dyn AnyGame>, String> {
        if let Ok(board) = Board::parse_size(name) {
            return Ok(Box::new(KnightTour::new(board, false)));
        }
        let level = shipped::shipped_or_file(FOLDER, name, tour::parse)?;
        Ok(Box::new(level.game()))
    }

    fn scenes(&self) -> &'static [&'static str] {
        &["tour"]
    }
}
