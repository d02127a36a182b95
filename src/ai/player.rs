//! The computer-player contract every engine and puzzle solver meets: start on a snapshot of a
//! position, step in slices, stop when the cancel flag is set. The app, `arena`, `bench` and
//! the protocol engines all drive engines through it.

use super::{Cancel, Thinking, think_to_end};
use crate::rules::Game;

pub trait ComputerPlayer: Game {
    /// The strengths this engine offers run from 1 to this.
    const MAX_STRENGTH: u8;
    /// The strength that answers hints.
    const HINT_STRENGTH: u8;
    /// Starts a search on a snapshot of this position; the caller steps it.
    fn think(&self, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<Self::Move>>;
    /// The strongest search with `time` a move and no other limit, where the engine offers
    /// one (arena matches at equal time across engines).
    fn think_for(
        &self,
        _time: std::time::Duration,
        _cancel: Cancel,
        _seed: u64,
    ) -> Option<Box<dyn Thinking<Self::Move>>> {
        None
    }
    /// The measured Elo of a strength (`bench GAME --ladder`), where one has been measured;
    /// the ladder is measured on one variant (the engine's `LADDER_VARIANT`).
    fn strength_elo(_strength: u8) -> Option<u32> {
        None
    }
}

/// Strength `strength`'s entry in a ladder of Elo figures listed from strength 1.
pub fn ladder_elo(ladder: &[u32], strength: u8) -> Option<u32> {
    ladder.get(usize::from(strength).checked_sub(1)?).copied()
}

/// Chooses a move on this thread, stepping the search to its end.
pub fn choose<G: ComputerPlayer>(game: &G, strength: u8, seed: u64) -> Option<G::Move> {
    let mut thinking = game.think(strength, Cancel::default(), seed);
    think_to_end(thinking.as_mut())
}
