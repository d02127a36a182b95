//! Knight's tour level files: a board of any size the view can hold, the closed-tour challenge,
//! and optionally the square the knight starts on. A shipped level must have a tour (checked
//! with the solver).
//!
//! ```ron
//! TourLevel(
//!     name: "tour-8x8",
//!     title: (en: "8x8 from the corner", zh: Some("8x8 从角落出发")),
//!     rows: 8,
//!     cols: 8,
//!     closed: false,       // optional, default false
//!     start: Some((1, 1)), // optional (row, column), 1-based from the top-left
//! )
//! ```

use serde::{Deserialize, Serialize};

use super::Title;
use super::error::{LevelError, find_field};
use crate::ai::knight::{self, Kind};
use crate::rules::Game;
use crate::rules::knight::{Board, KnightTour};

/// Largest side a level may have: the view numbers cells with 16 bits.
pub const MAX_SIDE: u32 = 256;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TourLevel {
    pub name: String,
    pub title: Title,
    pub rows: u32,
    pub cols: u32,
    #[serde(default)]
    pub closed: bool,
    #[serde(default)]
    pub start: Option<(u32, u32)>,
}

impl TourLevel {
    pub fn board(&self) -> Board {
        Board::new(self.rows, self.cols)
    }

    /// The level's starting position: an empty board, or the knight on its start square.
    pub fn game(&self) -> KnightTour {
        let board = self.board();
        let mut game = KnightTour::new(board, self.closed);
        if let Some((r, c)) = self.start {
            game.play(&(board.square(r - 1, c - 1) as u16));
        }
        game
    }
}

/// The struct name files of this kind start with.
pub const KIND: &str = "TourLevel";

/// Where the shipped levels live.
pub const FOLDER: &str = "levels/tour/";

/// Parses and validates a level, including that a tour of the asked kind exists from its start.
pub fn parse(file: &str, text: &str) -> Result<TourLevel, LevelError> {
    let level: TourLevel = ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    let at = |field: &str, message: String| {
        let offset = find_field(text, field).unwrap_or(0);
        LevelError::at_offset(file, text, offset, message)
    };
    for (field, side) in [("rows", level.rows), ("cols", level.cols)] {
        if !(1..=MAX_SIDE).contains(&side) {
            return Err(at(
                field,
                format!("`{field}` must be 1 to {MAX_SIDE}, found {side}"),
            ));
        }
    }
    let board = level.board();
    if let Some((r, c)) = level.start
        && (r == 0 || c == 0 || r > level.rows || c > level.cols)
    {
        return Err(at(
            "start",
            format!(
                "start ({r}, {c}) is off the {}x{} board (rows and columns count from 1)",
                level.rows, level.cols
            ),
        ));
    }
    let kind = if level.closed {
        Kind::Closed
    } else {
        Kind::Open
    };
    let from = level.start.map_or(0, |(r, c)| board.square(r - 1, c - 1));
    if let Err(why) = knight::tour(board, from, kind) {
        let field = if level.start.is_some() {
            "start"
        } else {
            "rows"
        };
        return Err(at(field, format!("this level cannot be solved: {why}")));
    }
    Ok(level)
}
