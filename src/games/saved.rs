//! A match as a file, for autosave and resume: the game's registry id, its start position's
//! hash (a save made from another start is refused rather than replayed wrongly), and the
//! moves in the game's own notation, so that a save reads back through the rules.

use serde::{Deserialize, Serialize};

use crate::level::LevelError;
use crate::rules::Game;

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct SavedMatch {
    pub game: String,
    pub start: u64,
    /// Every move from the start, in notation, including those undone (for redo).
    pub moves: Vec<String>,
    /// How many of them are on the board.
    pub cursor: usize,
    /// Whether the game shown at the cursor is over.
    pub finished: bool,
}

impl SavedMatch {
    pub fn of<G: Game>(game: &str, start: &G, moves: &[G::Move], cursor: usize) -> Self {
        let mut position = start.clone();
        let mut texts = Vec::with_capacity(moves.len());
        let mut finished = start.outcome().is_some();
        for (i, mv) in moves.iter().enumerate() {
            texts.push(position.move_text(mv));
            position.play(mv);
            if i + 1 == cursor {
                finished = position.outcome().is_some();
            }
        }
        Self {
            game: game.to_string(),
            start: start.hash(),
            moves: texts,
            cursor: cursor.min(moves.len()),
            finished,
        }
    }

    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("a saved match always serialises")
    }

    pub fn parse(file: &str, text: &str) -> Result<Self, LevelError> {
        ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))
    }

    /// The moves, read back from `start` through the rules.
    pub fn replay<G: Game>(&self, start: &G) -> Result<Vec<G::Move>, String> {
        if start.hash() != self.start {
            return Err("the game's start position has changed since it was saved".into());
        }
        if self.cursor > self.moves.len() {
            return Err(format!(
                "it shows {} moves of {}",
                self.cursor,
                self.moves.len()
            ));
        }
        let mut position = start.clone();
        let mut moves = Vec::with_capacity(self.moves.len());
        for (i, text) in self.moves.iter().enumerate() {
            let mv = position
                .read_move(text)
                .map_err(|why| format!("move {}: {why}", i + 1))?;
            position.play(&mv);
            moves.push(mv);
        }
        Ok(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::reversi::Reversi;

    fn some_moves(count: usize) -> (Reversi, Vec<<Reversi as Game>::Move>) {
        let start = Reversi::standard(8);
        let mut position = start.clone();
        let mut moves = Vec::new();
        for _ in 0..count {
            let mv = position.legal_moves()[0];
            position.play(&mv);
            moves.push(mv);
        }
        (start, moves)
    }

    #[test]
    fn a_saved_match_reads_back_to_the_same_moves() {
        let (start, moves) = some_moves(9);
        let saved = SavedMatch::of("reversi", &start, &moves, 7);
        let text = saved.to_text();
        let read = SavedMatch::parse("reversi.ron", &text).unwrap();
        assert_eq!(read, saved);
        assert_eq!(read.replay(&start).unwrap(), moves);
        assert_eq!(read.cursor, 7);
        assert!(!read.finished);
    }

    #[test]
    fn a_damaged_or_foreign_save_is_refused_with_a_reason() {
        let (start, moves) = some_moves(5);
        let text = SavedMatch::of("reversi", &start, &moves, 5).to_text();
        let cut = &text[..text.len() / 2];
        let error = SavedMatch::parse("reversi.ron", cut).unwrap_err();
        assert_eq!(error.file, "reversi.ron");
        assert!(error.line >= 1);
        let mut wrong = SavedMatch::parse("reversi.ron", &text).unwrap();
        wrong.moves[2] = "a1".into();
        assert!(wrong.replay(&start).unwrap_err().starts_with("move 3:"));
        let other_start = Reversi::standard(6);
        assert!(
            SavedMatch::parse("r", &text)
                .unwrap()
                .replay(&other_start)
                .is_err()
        );
    }
}
