//! RON data files (variants, levels) and their validation, with errors that name the file,
//! line and column. Uses the rules; knows nothing of Bevy.

pub mod draughts;
pub mod error;
pub mod peg;
pub mod reversi;
pub mod shipped;
pub mod tour;

pub use error::LevelError;

use serde::{Deserialize, Serialize};

/// A title in English and, where given, Chinese.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Title {
    pub en: String,
    #[serde(default)]
    pub zh: Option<String>,
}

/// Any data file Leapfrog reads, told apart by its top-level struct name.
#[derive(Clone, Debug)]
pub enum DataFile {
    Reversi(reversi::ReversiVariant),
    Draughts(Box<draughts::LoadedVariant>),
    DraughtsLevel(Box<draughts::LoadedLevel>),
    Tour(tour::TourLevel),
    Peg(Box<peg::PegPuzzle>),
    /// A pack's `pack.ron`, with the pack (folder) name.
    PegPack(String, peg::PegPack),
}

/// Checks one data file's text; `file` is only used in messages.
pub fn check_text(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let kind = error::struct_name(text);
    match kind.as_deref() {
        Some("ReversiVariant") => reversi::parse(file, text).map(DataFile::Reversi),
        Some("DraughtsVariant") => {
            draughts::parse(file, text).map(|d| DataFile::Draughts(Box::new(d)))
        }
        Some("DraughtsLevel") => {
            draughts::parse_level(file, text).map(|d| DataFile::DraughtsLevel(Box::new(d)))
        }
        Some("TourLevel") => tour::parse(file, text).map(DataFile::Tour),
        Some("PegLevel") => peg::parse_solvable(file, text).map(|p| DataFile::Peg(Box::new(p))),
        Some("PegPack") => {
            let pack = peg::parse_pack(file, text)?;
            Ok(DataFile::PegPack(peg::pack_and_name(file).0, pack))
        }
        other => Err(LevelError::at_start(
            file,
            text,
            format!(
                "expected a data file starting with `ReversiVariant(`, `DraughtsVariant(`, `DraughtsLevel(`, `TourLevel(`, `PegLevel(` or `PegPack(`, found {}",
                other.map_or("no struct name".to_string(), |n| format!("`{n}`"))
            ),
        )),
    }
}
