//! Open tours of boards 4 wide. The two outer lines touch only the two inner ones, and a knight
//! changes colour every move, so a tour splits into two halves: one over the outer squares of
//! one colour with the inner squares of the other, one step between two inner squares, and one
//! over the remaining squares. Each half is a narrow, sparse graph where the sweeping search
//! finds a Hamiltonian path quickly, so the whole board is two such searches.

use super::search::{Found, PathSearch};
use crate::rules::knight::Board;

fn across(board: Board, square: u32) -> u32 {
    let (r, c) = board.row_col(square);
    if board.rows == 4 { r } else { c }
}

fn is_inner(board: Board, square: u32) -> bool {
    matches!(across(board, square), 1 | 2)
}

/// The half a square belongs to: its colour, flipped for inner squares.
fn half(board: Board, square: u32) -> bool {
    board.is_corner_colour(square) ^ is_inner(board, square)
}

fn excluding_all_but(board: Board, keep: bool) -> Vec<bool> {
    (0..board.squares() as u32)
        .map(|sq| half(board, sq) != keep)
        .collect()
}

/// An open tour from `start` (on an outer line) of a board 4 wide, within `budget` nodes per
/// half-search, or None.
pub fn tour(board: Board, start: u32, budget: u64) -> Option<Vec<u32>> {
    let first_half = half(board, start);
    let excluded = excluding_all_but(board, first_half);
    let mut first = PathSearch::within(board, &excluded, &[start], false, 1).ending_where(is_inner);
    let Found::Path(head) = first.run(budget) else {
        return None;
    };
    let end = *head.last()?;
    let excluded = excluding_all_but(board, !first_half);
    for bridge in board.neighbours(end).filter(|&sq| is_inner(board, sq)) {
        if let Found::Path(tail) =
            PathSearch::within(board, &excluded, &[bridge], false, 1).run(budget)
        {
            return Some([head, tail].concat());
        }
    }
    None
}
