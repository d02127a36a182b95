//! A quick VCF (victory by continuous fours) for the main search's horizon: before a quiet
//! leaf is judged by the evaluation, the side to move looks for a win by fours alone, within
//! a small node budget. Only the lines through the last four can hold new fours, so each
//! step scans those instead of the board. The answer is sound: a defender's block that makes
//! a four of his own must be answered on its five point by a four, and a renju black
//! defender is assumed to block even on a forbidden point.

use super::board::{Geometry, PatternBoard};
use super::patterns::Shape;
use crate::rules::gomoku::{BLACK, EMPTY, WHITE};

/// Fours the attacker may make in a row, and nodes one look may spend.
pub const HORIZON_FOURS: u32 = 12;
pub const HORIZON_NODES: u32 = 120;

/// Plies to the five when the side to move wins by continuous fours, within `depth` fours
/// and `nodes` nodes; None when no such win was found. `board` is given back as it came.
pub fn vcf_plies(board: &mut PatternBoard, geo: &Geometry, depth: u32, nodes: u32) -> Option<u32> {
    let attacker = board.to_move;
    let mut fours = Vec::with_capacity(32);
    for cell in 0..geo.cells() {
        if board.cells[cell] == EMPTY
            && board.is_near(cell)
            && makes_four(board, geo, cell, attacker)
        {
            fours.push(cell as u16);
        }
    }
    let mut budget = nodes;
    attack(board, geo, &fours, None, depth, &mut budget)
}

/// Whether a stone of `colour` on the empty `cell` makes a four (or a five) in some line.
fn makes_four(board: &PatternBoard, geo: &Geometry, cell: usize, colour: u8) -> bool {
    (0..4).any(|d| board.shape(geo, cell, d, colour) >= Shape::Four)
}

/// The empty points on the lines through `cell` (within four points) where `colour` would
/// make at least `shape` in that line.
fn on_lines(
    board: &PatternBoard,
    geo: &Geometry,
    cell: usize,
    colour: u8,
    shape: Shape,
    out: &mut Vec<u16>,
) {
    for d in 0..4 {
        for &t in &geo.around(cell, d)[1..9] {
            if t >= 0 {
                let t = t as usize;
                if board.cells[t] == EMPTY && board.shape(geo, t, d, colour) >= shape {
                    out.push(t as u16);
                }
            }
        }
    }
}

/// The attacker (to move) tries its fours: those in `fours`, or only `forced` where the
/// defender's last block made a four that must be answered.
fn attack(
    board: &mut PatternBoard,
    geo: &Geometry,
    fours: &[u16],
    forced: Option<u16>,
    depth: u32,
    budget: &mut u32,
) -> Option<u32> {
    let attacker = board.to_move;
    let defender = BLACK + WHITE - attacker;
    let forced = forced.map(|cell| [cell]);
    let tries = forced.as_ref().map_or(fours, |f| &f[..]);
    for (i, &four) in tries.iter().enumerate() {
        let c = usize::from(four);
        if board.cells[c] != EMPTY || tries[..i].contains(&four) {
            continue;
        }
        let threat = board.threat(geo, c, attacker);
        if threat.five {
            return Some(1);
        }
        if !threat.is_four() || !board.allowed(geo, c, attacker) {
            continue;
        }
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        if threat.open_fours > 0 || threat.fours >= 2 {
            // Two five points: the defender, who has no five of his own, cannot stop both.
            return Some(3);
        }
        board.place(geo, c, attacker);
        let mut blocks = Vec::with_capacity(4);
        on_lines(board, geo, c, attacker, Shape::Five, &mut blocks);
        let won = match blocks.first() {
            Some(&block) if depth > 1 => {
                let b = usize::from(block);
                board.place(geo, b, defender);
                let mut counter = Vec::with_capacity(4);
                on_lines(board, geo, b, defender, Shape::Five, &mut counter);
                // The block's own four must be answered by a four on its five point.
                let won = if counter.len() <= 1 {
                    let mut next = fours.to_vec();
                    on_lines(board, geo, c, attacker, Shape::Four, &mut next);
                    let forced = counter.first().copied();
                    attack(board, geo, &next, forced, depth - 1, budget).map(|plies| plies + 2)
                } else {
                    None
                };
                board.take_back(geo, b);
                won
            }
            _ => None,
        };
        board.take_back(geo, c);
        if won.is_some() {
            return won;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::gomoku::board_of;
    use crate::level::gomoku::{Pack, shipped_puzzles};
    use crate::rules::gomoku::{RuleSet, Rules};

    #[test]
    fn the_shipped_vcf_puzzles_are_won_at_the_horizon() {
        let puzzles: Vec<_> = shipped_puzzles()
            .into_iter()
            .filter(|p| p.pack == Pack::Vcf)
            .collect();
        assert!(!puzzles.is_empty());
        for puzzle in puzzles {
            let (geo, mut board) = board_of(&puzzle.game());
            let before = board.key;
            let plies = vcf_plies(&mut board, &geo, 40, 1_000_000);
            let name = &puzzle.name;
            assert!(plies.is_some(), "{name}: no VCF found");
            assert_eq!(board.key, before, "{name}: the board came back changed");
        }
    }

    fn at(row: usize, col: usize) -> usize {
        row * 15 + col
    }

    #[test]
    fn no_win_is_claimed_where_a_block_makes_a_four() {
        // (row, column) from the top. Black (4,3) (4,4) (4,5) has two four points, (4,6)
        // and (4,7); the other is white's block, and either block completes a white four in
        // its column (white (1..=3, 6) and (1..=3, 7)). After (4,6) and white's (4,7),
        // black's diagonal (4,6) (5,7) (6,8) would make an open four at (7,9): a win only if
        // white's four is overlooked.
        let geo = Geometry::new(15, Rules::of(RuleSet::Freestyle));
        let mut cells = vec![EMPTY; 225];
        for c in [at(4, 3), at(4, 4), at(4, 5), at(5, 7), at(6, 8)] {
            cells[c] = BLACK;
        }
        for c in [
            at(4, 2),
            at(1, 6),
            at(2, 6),
            at(3, 6),
            at(1, 7),
            at(2, 7),
            at(3, 7),
        ] {
            cells[c] = WHITE;
        }
        let mut board = PatternBoard::new(&geo, &cells, BLACK);
        assert_eq!(vcf_plies(&mut board, &geo, 10, 1000), None);
        // Without white's columns the same attack wins: (4,6), (4,7), the open four (7,9).
        for c in [at(1, 6), at(2, 6), at(3, 6), at(1, 7), at(2, 7), at(3, 7)] {
            cells[c] = EMPTY;
        }
        let mut board = PatternBoard::new(&geo, &cells, BLACK);
        assert!(vcf_plies(&mut board, &geo, 10, 1000).is_some());
    }
}
