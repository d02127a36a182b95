//! Reversi variant files: board size, the discs at the start, who moves first.
//!
//! ```ron
//! ReversiVariant(
//!     name: "reversi-8",
//!     title: (en: "Reversi 8x8", zh: Some("黑白棋 8x8")),
//!     first: Black,
//!     start: ["........", /* one string per row: . empty, x black, o white */],
//! )
//! ```

use serde::{Deserialize, Serialize};

use super::Title;
use super::error::{LevelError, string_literal_offset};
use crate::rules::Cell;
use crate::rules::reversi::{BLACK, MAX_SIZE, MIN_SIZE, ReversiSetup, WHITE};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Colour {
    Black,
    White,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReversiVariant {
    pub name: String,
    pub title: Title,
    #[serde(default = "black")]
    pub first: Colour,
    /// Rows top to bottom: `.` empty, `x` black, `o` white; as many rows as columns.
    pub start: Vec<String>,
}

fn black() -> Colour {
    Colour::Black
}

impl ReversiVariant {
    pub fn size(&self) -> usize {
        self.start.len()
    }

    pub fn setup(&self) -> ReversiSetup {
        let size = self.size();
        let mut setup = ReversiSetup {
            size,
            black: Vec::new(),
            white: Vec::new(),
            first: if self.first == Colour::Black {
                BLACK
            } else {
                WHITE
            },
        };
        for (r, row) in self.start.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                let cell = (r * size + c) as Cell;
                match ch {
                    'x' => setup.black.push(cell),
                    'o' => setup.white.push(cell),
                    _ => {}
                }
            }
        }
        setup
    }
}

/// Parses and validates a variant; `file` names it in errors.
pub fn parse(file: &str, text: &str) -> Result<ReversiVariant, LevelError> {
    let variant: ReversiVariant =
        ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    let size = variant.start.len();
    let at_row = |row: usize, message: String| {
        let offset = string_literal_offset(text, "start", row).unwrap_or(0);
        LevelError::at_offset(file, text, offset, message)
    };
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Err(at_row(
            0,
            format!("expected {MIN_SIZE} to {MAX_SIZE} rows in `start`, found {size}"),
        ));
    }
    for (r, row) in variant.start.iter().enumerate() {
        let len = row.chars().count();
        if len != size {
            return Err(at_row(
                r,
                format!(
                    "row {} has {len} cells, expected {size} (the board is square)",
                    r + 1
                ),
            ));
        }
        if let Some(bad) = row.chars().find(|c| !matches!(c, '.' | 'x' | 'o')) {
            return Err(at_row(
                r,
                format!(
                    "row {} has `{bad}`, expected `.` (empty), `x` (black) or `o` (white)",
                    r + 1
                ),
            ));
        }
    }
    Ok(variant)
}

/// The struct name files of this kind start with.
pub const KIND: &str = "ReversiVariant";

/// Where the shipped variants live.
pub const FOLDER: &str = "levels/reversi/";

/// A variant by shipped name or, failing that, by file path.
pub fn shipped_or_file(name_or_path: &str) -> Result<ReversiVariant, String> {
    super::shipped::shipped_or_file(FOLDER, name_or_path, parse)
}
