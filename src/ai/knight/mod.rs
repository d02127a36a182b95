//! Knight's tours: which boards have them, and a tour from any start on any board that has one.
//!
//! Small boards (both sides at most 12) are searched directly; the search is exhaustive, so "none
//! from this square" is a proof. Strips 3 wide are decided exactly in linear time (`strip`).
//! Bigger boards are built from blocks in linear time (`blocks`), long boards 4 wide in two
//! halves (`four_wide`, with `strip` behind it). Board-level facts come from the theorems: open
//! tours exist unless the short side is 1 (beyond 1x1) or 2, or the board is 3x3, 3x5, 3x6 or 4x4
//! (Conrad et al. 1994); closed tours exist unless both sides are odd, the short side is 1, 2 or
//! 4, or the board is 3x4, 3x6 or 3x8 (Schwenk 1991).

mod blocks;
mod complete;
mod four_wide;
pub mod search;
mod strip;
#[cfg(test)]
mod tests;

pub use complete::Completion;
pub use search::{Found, PathSearch};

use crate::rules::knight::Board;

/// Nodes a direct search may spend before giving up. Exhaustive proofs on boards up to 12 x 12
/// take far fewer.
const DIRECT_BUDGET: u64 = 5_000_000;
/// Boards with both sides up to this are searched directly.
const DIRECT_SIDE: u32 = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Open,
    Closed,
}

/// Why no tour is printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoTour {
    /// No tour of this kind exists on this board or from this square; the text says why.
    Impossible(String),
    /// The search gave up. Not seen on any board tried; kept so a failure is never a false "none".
    GaveUp(String),
}

impl std::fmt::Display for NoTour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoTour::Impossible(why) | NoTour::GaveUp(why) => f.write_str(why),
        }
    }
}

/// Why the board has no open tour, if it has none.
pub fn open_tour_impossible(board: Board) -> Option<String> {
    let (short, long) = sides(board);
    let size = format!("{}x{}", board.rows, board.cols);
    match (short, long) {
        (1, 1) => None,
        (1, _) => Some(format!(
            "a knight cannot move at all on a {size} board (one square wide)"
        )),
        (2, _) => Some(format!(
            "on a {size} board a knight can only move away along the strip, never back, so it cannot reach every square"
        )),
        (3, 3) => Some("on 3x3 the knight can never reach the centre square".into()),
        (3, 5 | 6) | (4, 4) => Some(format!(
            "no knight's tour exists on {size} (Conrad et al. 1994: 3x3, 3x5, 3x6 and 4x4 have none)"
        )),
        _ => None,
    }
}

/// Why the board has no closed tour, if it has none (Schwenk's theorem).
pub fn closed_tour_impossible(board: Board) -> Option<String> {
    let (short, long) = sides(board);
    let size = format!("{}x{}", board.rows, board.cols);
    if short % 2 == 1 && long % 2 == 1 {
        Some(format!(
            "{size} has an odd number of squares, and a closed tour alternates colours, so it needs an even number"
        ))
    } else if matches!(short, 1 | 2 | 4) {
        Some(format!(
            "no closed tour exists on a board {short} squares wide (Schwenk 1991)"
        ))
    } else if short == 3 && matches!(long, 4 | 6 | 8) {
        Some(format!(
            "no closed tour exists on {size} (Schwenk 1991: 3x4, 3x6 and 3x8 have none)"
        ))
    } else {
        None
    }
}

fn sides(board: Board) -> (u32, u32) {
    (board.rows.min(board.cols), board.rows.max(board.cols))
}

/// A tour of `board` from `start`: every square once, consecutive squares a knight's move
/// apart, and for `Kind::Closed` the last a knight's move from the first.
pub fn tour(board: Board, start: u32, kind: Kind) -> Result<Vec<u32>, NoTour> {
    if let Some(why) = open_tour_impossible(board) {
        return Err(NoTour::Impossible(why));
    }
    if kind == Kind::Closed
        && let Some(why) = closed_tour_impossible(board)
    {
        return Err(NoTour::Impossible(why));
    }
    if board.squares() % 2 == 1 && !board.is_corner_colour(start) {
        return Err(NoTour::Impossible(format!(
            "{} has an odd number of squares, so every tour starts and ends on the corners' colour, and {} is the other colour",
            size(board),
            board.square_text(start)
        )));
    }
    let (short, long) = sides(board);
    let (row, col) = board.row_col(start);
    let across = if board.rows == 4 { row } else { col };
    if short == 4 && long > 4 && (across == 1 || across == 2) {
        return Err(NoTour::Impossible(format!(
            "on {} the two outer lines touch only the two inner ones, so a tour must alternate between them and can only start on an outer line; {} is on an inner one",
            size(board),
            board.square_text(start)
        )));
    }
    let use_blocks = long > DIRECT_SIDE && short >= 5;
    if use_blocks {
        // A closed tour serves every start of an open one too.
        return blocks::tour(board, start).ok_or_else(|| {
            NoTour::GaveUp(format!(
                "the block construction failed on {} (please report this)",
                size(board)
            ))
        });
    }
    let closed = kind == Kind::Closed;
    let none_from_start = || {
        NoTour::Impossible(format!(
            "no {} tour of {} starts on {} (exhaustive search)",
            if closed { "closed" } else { "open" },
            size(board),
            board.square_text(start)
        ))
    };
    if short == 3 {
        return strip::tour(board, start, closed).ok_or_else(none_from_start);
    }
    if short == 4 && long > DIRECT_SIDE {
        // The two-halves search is fast; the exact strip walk (seconds at length 1000) backs it.
        return four_wide::tour(board, start, DIRECT_BUDGET)
            .or_else(|| strip::tour(board, start, closed))
            .ok_or_else(none_from_start);
    }
    // A closed tour can be searched from any square and turned to begin at the start.
    let rotated_cycle = || {
        let middle = board.square(board.rows / 2, board.cols / 2);
        match PathSearch::new(board, &[middle], true, 1).run(DIRECT_BUDGET) {
            Found::Path(cycle) => {
                let at = cycle.iter().position(|&sq| sq == start)?;
                Some([&cycle[at..], &cycle[..at]].concat())
            }
            _ => None,
        }
    };
    let first = PathSearch::new(board, &[start], closed, 1).run(DIRECT_BUDGET);
    if let Found::Path(path) = first {
        return Ok(path);
    }
    if closed_tour_impossible(board).is_none()
        && let Some(tour) = rotated_cycle()
    {
        return Ok(tour);
    }
    Err(match first {
        Found::None => none_from_start(),
        _ => NoTour::GaveUp(format!(
            "gave up after {DIRECT_BUDGET} search nodes on {} from {}",
            size(board),
            board.square_text(start)
        )),
    })
}

fn size(board: Board) -> String {
    format!("{}x{}", board.rows, board.cols)
}

/// Checks a tour: every square once, knight moves, and closed when asked. The message names the
/// first fault.
pub fn check_tour(board: Board, tour: &[u32], kind: Kind) -> Result<(), String> {
    if tour.len() != board.squares() {
        return Err(format!(
            "{} squares, the board has {}",
            tour.len(),
            board.squares()
        ));
    }
    let mut seen = vec![false; board.squares()];
    for (i, &sq) in tour.iter().enumerate() {
        if std::mem::replace(&mut seen[sq as usize], true) {
            return Err(format!("square {} visited twice", board.square_text(sq)));
        }
        if i > 0 && !board.is_knight_move(tour[i - 1], sq) {
            return Err(format!("step {i} is not a knight's move"));
        }
    }
    if kind == Kind::Closed && !board.is_knight_move(tour[tour.len() - 1], tour[0]) {
        return Err("the last square is not a knight's move from the first".into());
    }
    Ok(())
}
