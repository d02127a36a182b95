//! The knight's tour: one knight visits every square of a board once.

mod board;
mod game;

pub use board::{Board, JUMPS};
pub use game::{KNIGHT, KnightTour};
