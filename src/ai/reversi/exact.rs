//! The expert's exact endgame on 8x8 as a stepped search: the endgame solver is asked again
//! with a growing node budget until it answers; its table carries the work over from one
//! attempt to the next, and each attempt is short enough for a browser frame.

use std::time::Duration;

use super::endgame::EndgameSolver;
use crate::ai::budget::{Instant, Stopwatch};
use crate::ai::{Cancel, Step, Thinking};
use crate::rules::reversi::ReversiMove;
use crate::rules::reversi::eight::moves;

/// The first attempt's nodes (about 3 ms) and the most one attempt may take (about 25 ms
/// natively; positions with two empties are played out inside their parent, uncounted).
const FIRST_ATTEMPT: u64 = 30_000;
const LONGEST_ATTEMPT: u64 = 250_000;

pub struct ExactThinking {
    me: u64,
    opp: u64,
    solver: EndgameSolver,
    attempt: u64,
    cancel: Cancel,
    started: Stopwatch,
    /// Past this, answer with the best root move found so far.
    time: Duration,
}

impl ExactThinking {
    pub fn new(me: u64, opp: u64, cancel: Cancel, time: Duration) -> Self {
        Self {
            me,
            opp,
            solver: EndgameSolver::new(18),
            attempt: FIRST_ATTEMPT,
            cancel,
            started: Stopwatch::start(),
            time,
        }
    }

    fn answer(&self, cell: Option<u32>) -> Option<ReversiMove> {
        let legal = moves(self.me, self.opp);
        match cell {
            Some(c) if legal & (1 << c) != 0 => Some(ReversiMove::Place(c as u16)),
            _ if legal != 0 => Some(ReversiMove::Place(legal.trailing_zeros() as u16)),
            _ if moves(self.opp, self.me) != 0 => Some(ReversiMove::Pass),
            _ => None,
        }
    }
}

impl Thinking<ReversiMove> for ExactThinking {
    fn step(&mut self, slice: Duration) -> Step<ReversiMove> {
        let slice_end = Instant::now() + slice;
        loop {
            if self.cancel.is_cancelled()
                || self.started.elapsed(self.solver.budget.nodes) >= self.time
            {
                return Step::Done(self.answer(self.solver.root_best));
            }
            if let Ok((_, best)) = self.solver.solve(self.me, self.opp, self.attempt) {
                return Step::Done(self.answer(best));
            }
            self.attempt = (self.attempt * 2).min(LONGEST_ATTEMPT);
            if Instant::now() >= slice_end {
                return Step::Running;
            }
        }
    }

    fn nodes(&self) -> u64 {
        self.solver.budget.nodes
    }
}
