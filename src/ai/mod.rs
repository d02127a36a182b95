//! Computer players and solvers. No Bevy: a search is a value that is stepped in short slices
//! ([`Thinking::step`]), so the same code runs on a worker thread on desktop and between frames
//! in the browser, and a cancel flag is seen within one slice.

pub mod budget;
pub mod chinese_checkers;
pub mod draughts;
pub mod fit;
pub mod gomoku;
pub mod hashing;
pub mod huge_pages;
pub mod jump;
pub mod knight;
pub mod lazy_smp;
pub mod pattern_weights;
pub mod peg;
pub mod player;
pub mod reversi;
pub mod search;
pub mod shared_table;
pub mod table;

pub use budget::{Budget, Cancel};
pub use player::{ComputerPlayer, choose};

use std::time::Duration;

/// How far a search got after one slice.
#[derive(Clone, Debug, PartialEq)]
pub enum Step<M> {
    /// Still thinking; call `step` again.
    Running,
    /// The chosen move (None only when the side to move has no move at all).
    Done(Option<M>),
}

/// A search in progress. `step` does about `slice` of work and returns.
pub trait Thinking<M>: Send {
    fn step(&mut self, slice: Duration) -> Step<M>;
    /// Nodes searched so far.
    fn nodes(&self) -> u64 {
        0
    }
    /// The depth of the deepest finished iteration, where the search deepens.
    fn depth(&self) -> Option<u32> {
        None
    }
    /// The deepest finished iteration's score for the side to move, where the search has one.
    fn score(&self) -> Option<i32> {
        None
    }
    /// Once the search is done, the opponent's reply it expects to the move it chose (for
    /// thinking on the opponent's time), where it knows one.
    fn expected_reply(&self) -> Option<M> {
        None
    }
}

/// An answer known at once.
pub struct Ready<M>(pub Option<M>);

impl<M: Clone + Send> Thinking<M> for Ready<M> {
    fn step(&mut self, _slice: Duration) -> Step<M> {
        Step::Done(self.0.clone())
    }
}

/// Runs a search to the end on this thread.
pub fn think_to_end<M>(thinking: &mut dyn Thinking<M>) -> Option<M> {
    loop {
        if let Step::Done(mv) = thinking.step(Duration::from_millis(50)) {
            return mv;
        }
    }
}
