//! The knight's tour: one knight visits every square of a board once.

mod board;

pub use board::{Board, JUMPS};
