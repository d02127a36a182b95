//! Test positions for the evaluation's features: men placed by (row, column) on a board.

use std::sync::Arc;

use crate::rules::draughts::Variant;
use crate::rules::draughts::board::{BLACK, WHITE};
use crate::rules::draughts::position::Position;

pub fn international() -> Arc<Variant> {
    crate::level::draughts::shipped_or_file("draughts-international")
        .expect("shipped")
        .variant
}

/// White's and Black's men on the given squares, White to move.
pub fn place(variant: &Variant, white: &[(usize, usize)], black: &[(usize, usize)]) -> Position {
    let mut pos = variant.start;
    pos.pieces = [0, 0];
    pos.kings = 0;
    pos.side = WHITE;
    for (side, cells) in [(WHITE, white), (BLACK, black)] {
        for &(row, col) in cells {
            let bit = variant.geo.bit_at(row, col).expect("a dark square");
            pos.pieces[usize::from(side)] |= 1 << bit;
        }
    }
    pos
}
