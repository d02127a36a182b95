//! The solver as the app asks it: the next jump of a solution from the current position (the
//! hint, and "solve" one jump at a time), in slices, honouring the move limit.

use std::time::Duration;

use super::fewest::{Fewest, Progress};
use super::puzzle::State;
use super::solver::{Solver, Verdict};
use crate::ai::budget::Instant;
use crate::ai::{Cancel, Step, Thinking};
use crate::rules::peg::{Jump, PegGame};

/// Positions between looks at the clock.
const CHUNK: u64 = 4_000;

enum Search {
    /// No move limit: any solution will do.
    Free { solver: Box<Solver>, state: State },
    /// A move limit: the fewest-moves search, bounded by the moves left.
    Limited(Box<Fewest>),
}

/// Finds the next jump of a solution; `None` when the position cannot be solved.
pub struct NextJump {
    search: Search,
    cancel: Cancel,
}

impl NextJump {
    pub fn new(game: &PegGame, cancel: Cancel) -> Self {
        let search = match game.goal().max_moves {
            None => Search::Free {
                solver: Box::new(Solver::new(game)),
                state: State::of(game),
            },
            Some(max) => Search::Limited(Box::new(Fewest::new(
                game,
                Some(max.saturating_sub(game.moves())),
            ))),
        };
        Self { search, cancel }
    }

    /// One chunk of work: `Some(answer)` when finished.
    fn chunk(&mut self) -> Option<Option<Jump>> {
        match &mut self.search {
            Search::Free { solver, state } => match solver.solve(*state, CHUNK) {
                Verdict::Solvable(path) => Some(path.first().copied()),
                Verdict::Unsolvable => Some(None),
                Verdict::Unknown => None,
            },
            Search::Limited(fewest) => match fewest.run(CHUNK) {
                Progress::Found(plan) => Some(plan.chains.first().and_then(|c| c.first()).copied()),
                Progress::None => Some(None),
                Progress::Running => None,
            },
        }
    }
}

impl Thinking<Jump> for NextJump {
    fn step(&mut self, slice: Duration) -> Step<Jump> {
        let started = Instant::now();
        loop {
            if self.cancel.is_cancelled() {
                return Step::Done(None);
            }
            if let Some(answer) = self.chunk() {
                return Step::Done(answer);
            }
            if started.elapsed() >= slice {
                return Step::Running;
            }
        }
    }

    fn nodes(&self) -> u64 {
        match &self.search {
            Search::Free { solver, .. } => solver.nodes(),
            Search::Limited(fewest) => fewest.nodes(),
        }
    }
}
