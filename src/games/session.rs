//! A game behind a trait object, in its notation: what the generic command-line tools
//! (`moves`, `arena`, `perft`) need of any registered game.

use rand::rngs::SmallRng;

use crate::ai::{ComputerPlayer, choose};
use crate::rules::{Cell, Change, Game, Outcome, Piece};

pub trait AnyGame: Send + Sync {
    fn sides(&self) -> usize;
    fn side_to_move(&self) -> u8;
    fn outcome(&self) -> Option<Outcome>;
    /// The legal moves in the game's notation.
    fn legal_move_texts(&self) -> Vec<String>;
    /// Each legal move's text with the cells its piece would visit (what the app animates).
    fn legal_move_paths(&self) -> Vec<(String, Vec<crate::rules::Cell>)>;
    /// Plays the legal move written `text`; the error says why it is not one.
    fn play_text(&mut self, text: &str) -> Result<(), String>;
    /// Plays a random legal move; false when there is none.
    fn play_random(&mut self, rng: &mut SmallRng) -> bool;
    /// Lets the engine choose and play a move; returns it in notation.
    fn play_engine(&mut self, strength: u8, seed: u64) -> Option<String>;
    /// Lets the engine choose with `time` a move; an error where it has no timed search.
    fn play_engine_for(
        &mut self,
        time: std::time::Duration,
        seed: u64,
    ) -> Result<Option<String>, String>;
    fn max_strength(&self) -> u8;
    /// Leaf count `depth` plies on (the generic perft).
    fn perft(&self, depth: u32) -> u64;
    /// The game's own fast perft, where it has one.
    fn fast_perft(&self, depth: u32) -> Option<u64>;
    fn pieces(&self) -> Vec<(Cell, Piece)>;
    fn coordinate_labels(&self) -> Vec<crate::rules::coordinates::Label>;
    fn layout(&self) -> crate::rules::Layout;
    fn hash(&self) -> u64;
    /// Plays legal move number `index` (modulo their count); returns its text and what it
    /// changed, or None when there is no move.
    fn play_nth(&mut self, index: usize) -> Option<(String, Vec<Change>)>;
    fn boxed_clone(&self) -> Box<dyn AnyGame>;
    /// The rules value itself (the app takes an online game's start as its own type).
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<G: ComputerPlayer> AnyGame for G {
    fn sides(&self) -> usize {
        Game::sides(self)
    }

    fn side_to_move(&self) -> u8 {
        Game::side_to_move(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn legal_move_texts(&self) -> Vec<String> {
        self.legal_move_paths()
            .into_iter()
            .map(|(text, _)| text)
            .collect()
    }

    fn legal_move_paths(&self) -> Vec<(String, Vec<crate::rules::Cell>)> {
        if Game::outcome(self).is_some() {
            return Vec::new();
        }
        self.legal_moves()
            .iter()
            .map(|mv| (self.move_text(mv), self.path(mv)))
            .collect()
    }

    fn play_text(&mut self, text: &str) -> Result<(), String> {
        if Game::outcome(self).is_some() {
            return Err(format!("`{text}`: the game is over"));
        }
        let mv = self.read_move(text)?;
        self.play(&mv);
        Ok(())
    }

    fn play_random(&mut self, rng: &mut SmallRng) -> bool {
        Game::play_random(self, rng)
    }

    fn play_engine(&mut self, strength: u8, seed: u64) -> Option<String> {
        let mv = choose(self, strength, seed)?;
        let text = self.move_text(&mv);
        self.play(&mv);
        Some(text)
    }

    fn play_engine_for(
        &mut self,
        time: std::time::Duration,
        seed: u64,
    ) -> Result<Option<String>, String> {
        let mut thinking = self
            .think_for(time, crate::ai::Cancel::default(), seed)
            .ok_or("this game's engine plays by strength only, not by move time")?;
        let Some(mv) = crate::ai::think_to_end(thinking.as_mut()) else {
            return Ok(None);
        };
        let text = self.move_text(&mv);
        self.play(&mv);
        Ok(Some(text))
    }

    fn max_strength(&self) -> u8 {
        G::MAX_STRENGTH
    }

    fn perft(&self, depth: u32) -> u64 {
        crate::rules::perft::perft(self, depth)
    }

    fn fast_perft(&self, depth: u32) -> Option<u64> {
        Game::fast_perft(self, depth)
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        Game::pieces(self)
    }

    fn coordinate_labels(&self) -> Vec<crate::rules::coordinates::Label> {
        Game::coordinate_labels(self)
    }

    fn layout(&self) -> crate::rules::Layout {
        Game::layout(self)
    }

    fn hash(&self) -> u64 {
        Game::hash(self)
    }

    fn play_nth(&mut self, index: usize) -> Option<(String, Vec<Change>)> {
        if Game::outcome(self).is_some() {
            return None;
        }
        let moves = self.legal_moves();
        let mv = moves.get(index % moves.len().max(1))?;
        let text = self.move_text(mv);
        Some((text, self.play(mv)))
    }

    fn boxed_clone(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
