//! Peg solitaire and its relatives (Hopping Dots, Puzzle 67): one player jumps a piece over a
//! neighbour into an empty hole and removes the jumped piece, until the goal is met.

mod board;
mod game;
mod notation;
#[cfg(test)]
mod tests;

pub use board::{
    BoardError, Directions, GridHole, HOPPING_DOTS_LINES, Hole, Jump, MAX_HOLES, Naming, PegBoard,
};
pub use game::{COLOURS, Goal, PegGame, Status, Target};
pub use notation::{ReplayError, parse_chain, replay};
