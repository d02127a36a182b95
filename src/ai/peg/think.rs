//! The solver as the app asks it, in slices, honouring the move limit: the next jump of a
//! solution from the current position (the hint, and "solve" one jump at a time), and the
//! editor's check of a whole level (solvable, then its rating).

use std::time::Duration;

use super::fewest::{Fewest, Progress};
use super::puzzle::State;
use super::rating::{Rating, rate};
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

impl Search {
    fn new(game: &PegGame) -> Self {
        match game.goal().max_moves {
            None => Search::Free {
                solver: Box::new(Solver::new(game)),
                state: State::of(game),
            },
            Some(max) => Search::Limited(Box::new(Fewest::new(
                game,
                Some(max.saturating_sub(game.moves())),
            ))),
        }
    }

    /// One chunk of work: `Some(Some(jumps))` for a solution (empty when already solved),
    /// `Some(None)` when there is none, `None` while undecided.
    fn chunk(&mut self) -> Option<Option<Vec<Jump>>> {
        match self {
            Search::Free { solver, state } => match solver.solve(*state, CHUNK) {
                Verdict::Solvable(path) => Some(Some(path)),
                Verdict::Unsolvable => Some(None),
                Verdict::Unknown => None,
            },
            Search::Limited(fewest) => match fewest.run(CHUNK) {
                Progress::Found(plan) => Some(Some(plan.chains.concat())),
                Progress::None => Some(None),
                Progress::Running => None,
            },
        }
    }

    fn nodes(&self) -> u64 {
        match self {
            Search::Free { solver, .. } => solver.nodes(),
            Search::Limited(fewest) => fewest.nodes(),
        }
    }
}

/// Finds the next jump of a solution; `None` when the position cannot be solved.
pub struct NextJump {
    search: Search,
    cancel: Cancel,
}

impl NextJump {
    pub fn new(game: &PegGame, cancel: Cancel) -> Self {
        Self {
            search: Search::new(game),
            cancel,
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
            if let Some(answer) = self.search.chunk() {
                return Step::Done(answer.and_then(|jumps| jumps.first().copied()));
            }
            if started.elapsed() >= slice {
                return Step::Running;
            }
        }
    }

    fn nodes(&self) -> u64 {
        self.search.nodes()
    }
}

/// What checking a level found.
#[derive(Clone, Debug, PartialEq)]
pub enum LevelVerdict {
    /// Solvable, with its rating (None when rating it would take more than the budget).
    Solvable(Option<Rating>),
    NotSolvable(String),
    /// The search budget ran out first.
    Undecided(String),
}

/// The editor's check of a level, stepped in slices so the screen keeps drawing: a solution
/// within `max_nodes` positions (the fewest moves under a move limit), then the rating.
pub struct LevelCheck {
    game: PegGame,
    search: Search,
    max_nodes: u64,
    rate_positions: usize,
}

impl LevelCheck {
    pub fn new(game: &PegGame, max_nodes: u64, rate_positions: usize) -> Self {
        Self {
            game: game.clone(),
            search: Search::new(game),
            max_nodes,
            rate_positions,
        }
    }

    /// Works for about `slice`; `Some` with the verdict when finished. The rating at the end
    /// is one piece of work of at most `rate_positions` positions.
    pub fn step(&mut self, slice: Duration) -> Option<LevelVerdict> {
        let started = Instant::now();
        loop {
            match self.search.chunk() {
                Some(Some(_)) => {
                    return Some(LevelVerdict::Solvable(rate(
                        &self.game,
                        self.rate_positions,
                    )));
                }
                Some(None) => {
                    return Some(LevelVerdict::NotSolvable(format!(
                        "no sequence of jumps {}",
                        super::goal_words(&self.game)
                    )));
                }
                None if self.search.nodes() >= self.max_nodes => {
                    return Some(LevelVerdict::Undecided(format!(
                        "not decided within {} positions; `leapfrog check` searches longer",
                        self.max_nodes
                    )));
                }
                None if started.elapsed() >= slice => return None,
                None => {}
            }
        }
    }
}

/// Peg solitaire's "computer player" is its solver (hint and solve); it has one strength.
impl crate::ai::ComputerPlayer for PegGame {
    const MAX_STRENGTH: u8 = 1;
    const HINT_STRENGTH: u8 = 1;

    fn think(&self, _strength: u8, cancel: Cancel, _seed: u64) -> Box<dyn Thinking<Jump>> {
        Box::new(NextJump::new(self, cancel))
    }
}
