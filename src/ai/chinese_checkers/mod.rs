//! The Chinese checkers engines. Strength 1 is the source's player with some noise, 2 the
//! source's player with its opening book, 3 and 4 best-reply search over the
//! distance-to-goal cost (alpha-beta with two seats). A solo puzzle is answered by the solo
//! solvers: the proven fewest moves while the marbles are few, else a beam search.

pub mod search;
pub mod solo;
pub mod source;
pub mod tables;
#[cfg(test)]
mod tests;

use std::time::Duration;

use super::budget::Instant;
use super::search::Search;
use super::{Budget, Cancel, ComputerPlayer, Ready, Step, Thinking};
use crate::rules::Game;
use crate::rules::chinese_checkers::{ChineseCheckers, StarMove};
use search::{Hop, StarSearch};
use solo::{Beam, Fewest, Progress};

pub const MAX_STRENGTH: u8 = 4;

/// What a strength means for the search: how long, how deep, how much noise.
pub fn budget(strength: u8) -> Budget {
    let (depth, secs) = match strength {
        0..=3 => (4, 0.6),
        _ => (8, 1.5),
    };
    Budget {
        max_depth: Some(depth),
        max_nodes: None,
        max_time: Some(Duration::from_secs_f32(secs)),
        whole_time: false,
    }
}

/// The best-reply search on `game` with its own budget.
pub fn start_search(
    game: &ChineseCheckers,
    budget: Budget,
    cancel: Cancel,
    seed: u64,
) -> Box<dyn Thinking<StarMove>> {
    let (search, root) = StarSearch::new(game, 0, seed);
    Box::new(HopsToMoves(Search::new(search, root, budget, cancel, 1)))
}

struct HopsToMoves(Search<StarSearch>);

impl Thinking<StarMove> for HopsToMoves {
    fn step(&mut self, slice: Duration) -> Step<StarMove> {
        match self.0.step(slice) {
            Step::Running => Step::Running,
            Step::Done(mv) => Step::Done(mv.map(|Hop { from, to }| {
                if from == to {
                    StarMove::Pass
                } else {
                    StarMove::Go { from, to }
                }
            })),
        }
    }

    fn nodes(&self) -> u64 {
        self.0.nodes()
    }
}

/// States a solo search widens between two looks at the clock: a few milliseconds even in
/// the browser, where a slice must stay short.
const STATES_PER_CHUNK: usize = 250;
/// Marbles up to this many are solved exactly.
const FEWEST_MARBLES: u32 = 5;
/// States the exact solver may hold for a hint.
const FEWEST_LIMIT: usize = 4_000_000;

enum SoloSearch {
    Fewest(Fewest),
    Beam(Beam),
}

/// The next move of a solo puzzle's line, found in slices.
struct SoloThinking {
    search: SoloSearch,
    cancel: Cancel,
    fallback: Option<StarMove>,
}

impl Thinking<StarMove> for SoloThinking {
    fn step(&mut self, slice: Duration) -> Step<StarMove> {
        let started = Instant::now();
        loop {
            if self.cancel.is_cancelled() {
                return Step::Done(self.fallback);
            }
            let progress = match &mut self.search {
                SoloSearch::Fewest(s) => s.step(STATES_PER_CHUNK),
                SoloSearch::Beam(s) => s.step(STATES_PER_CHUNK),
            };
            match progress {
                Progress::Running if started.elapsed() < slice => {}
                Progress::Running => return Step::Running,
                Progress::Solved(line) => {
                    return Step::Done(
                        line.first()
                            .map(|&(from, to)| StarMove::Go { from, to })
                            .or(self.fallback),
                    );
                }
                Progress::Failed(_) => return Step::Done(self.fallback),
            }
        }
    }
}

fn solo_thinking(game: &ChineseCheckers, cancel: Cancel) -> SoloThinking {
    let seat = game.seat_of_side(0);
    let marbles = game.marbles(seat);
    let goal = game.target(seat);
    let search = if marbles.count_ones() <= FEWEST_MARBLES {
        SoloSearch::Fewest(Fewest::new(marbles, goal, FEWEST_LIMIT))
    } else {
        SoloSearch::Beam(Beam::new(seat, marbles, goal, 3_000, 80))
    };
    SoloThinking {
        search,
        cancel,
        fallback: source::choose(game, 0, 0),
    }
}

impl ComputerPlayer for ChineseCheckers {
    const MAX_STRENGTH: u8 = MAX_STRENGTH;
    const HINT_STRENGTH: u8 = MAX_STRENGTH;

    fn think(&self, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<StarMove>> {
        if self.outcome().is_some() {
            return Box::new(Ready(None));
        }
        if self.is_solo() {
            return Box::new(solo_thinking(self, cancel));
        }
        match strength {
            0 | 1 => Box::new(Ready(source::choose(self, 40, seed))),
            2 => Box::new(Ready(source::choose(self, 0, seed))),
            _ => start_search(self, budget(strength), cancel, seed),
        }
    }
}
