//! A level's difficulty, from the solver: how many jump sequences solve it, how many first
//! jumps already lose, the fewest moves, and the chance that jumping at random solves it. The
//! rating is that chance in tenths of a decimal order: 0 means random jumping always wins,
//! 30 means one random player in a thousand does.

use super::fewest::Fewest;
use super::puzzle::{Puzzle, State};
use super::symmetry::Symmetries;
use crate::ai::hashing::KeyMap;
use crate::rules::peg::PegGame;

/// The most positions a rating may count: the editor's check and `leapfrog rate` use it, so a
/// level rated by one gets the same score from the other.
pub const RATE_POSITIONS: usize = if cfg!(target_arch = "wasm32") {
    150_000
} else {
    600_000
};

#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// Distinct jump sequences that solve the level (move limit aside).
    pub solutions: f64,
    /// First jumps after which the level cannot be solved, of all first jumps.
    pub losing_first_jumps: usize,
    pub first_jumps: usize,
    pub fewest_moves: u32,
    /// Chance that a player jumping uniformly at random solves it (move limit aside).
    pub random_success: f64,
    pub score: u32,
}

/// Per position: (solving sequences, chance random jumping solves).
struct Tally<'a> {
    puzzle: &'a Puzzle,
    symmetries: &'a Symmetries,
    memo: KeyMap<(f64, f64)>,
    max_positions: usize,
}

impl Tally<'_> {
    fn of(&mut self, state: State) -> Option<(f64, f64)> {
        if self.puzzle.is_goal(state) {
            return Some((1.0, 1.0));
        }
        let key = self.symmetries.canonical_key(state);
        if let Some(&known) = self.memo.get(&key) {
            return Some(known);
        }
        if self.memo.len() >= self.max_positions {
            return None;
        }
        let mut count = 0.0;
        let mut chance = 0.0;
        let mut jumps = 0;
        for jump in self.puzzle.moves(state) {
            let (c, p) = self.of(self.puzzle.after(state, jump))?;
            count += c;
            chance += p;
            jumps += 1;
        }
        let result = (
            count,
            if jumps == 0 {
                0.0
            } else {
                chance / f64::from(jumps)
            },
        );
        self.memo.insert(key, result);
        Some(result)
    }
}

/// Rates a solvable level; `None` if it is unsolvable or needs more than `max_positions`
/// positions to rate.
pub fn rate(game: &PegGame, max_positions: usize) -> Option<Rating> {
    let puzzle = Puzzle::new(game);
    let symmetries = Symmetries::of(game.board(), puzzle.target);
    let mut tally = Tally {
        puzzle: &puzzle,
        symmetries: &symmetries,
        memo: KeyMap::default(),
        max_positions,
    };
    let start = State::of(game);
    let (solutions, random_success) = tally.of(start)?;
    let mut first_jumps = 0;
    let mut losing_first_jumps = 0;
    for jump in puzzle.moves(start) {
        first_jumps += 1;
        if tally.of(puzzle.after(start, jump))?.0 == 0.0 {
            losing_first_jumps += 1;
        }
    }
    let limit = game
        .goal()
        .max_moves
        .map(|m| m.saturating_sub(game.moves()));
    let fewest_moves = Fewest::new(game, limit).finish()?.moves;
    if solutions == 0.0 {
        return None;
    }
    let score = score_of(random_success);
    Some(Rating {
        solutions,
        losing_first_jumps,
        first_jumps,
        fewest_moves,
        random_success,
        score,
    })
}

/// What a level file records: the fewest moves, and the difficulty score where the level is
/// small enough to rate within [`RATE_POSITIONS`]; `None` when it has no solution.
pub fn par_and_difficulty(game: &PegGame) -> Option<(u32, Option<u32>)> {
    if let Some(rating) = rate(game, RATE_POSITIONS) {
        return Some((rating.fewest_moves, Some(rating.score)));
    }
    let limit = game
        .goal()
        .max_moves
        .map(|m| m.saturating_sub(game.moves()));
    Fewest::new(game, limit)
        .finish()
        .map(|plan| (plan.moves, None))
}

/// The rating of a level from the chance that random jumping solves it.
pub fn score_of(random_success: f64) -> u32 {
    (-10.0 * random_success.log10()).round().max(0.0) as u32
}
