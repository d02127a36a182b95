//! Matching picked cells against the paths of the legal moves, in one place: the selection
//! turns clicks into moves with it, and the board marks the cells a click can go to.

use crate::rules::{Cell, Game};

/// The cells each legal move visits, in the order of `legal_moves`.
pub fn legal_paths<G: Game>(game: &G) -> (Vec<G::Move>, Vec<Vec<Cell>>) {
    let moves = game.legal_moves();
    let paths = moves.iter().map(|m| game.path(m)).collect();
    (moves, paths)
}

/// What a click means after the cells picked so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The click completes the move at this index.
    Move(usize),
    /// The click goes on towards a move: the cells picked now.
    Partial(Vec<Cell>),
    /// The click starts no legal move: the selection empties.
    Nothing,
}

/// A placement is one click, a jump chain one click per cell of its path, or just the landing
/// cell when only one move ends there (of the picked piece's moves, once one is picked); a
/// click off every path starts afresh from that cell.
pub fn pick(paths: &[Vec<Cell>], picked: &[Cell], cell: Cell) -> Pick {
    let mut wanted = picked.to_vec();
    wanted.push(cell);
    if !paths.iter().any(|p| p.starts_with(&wanted)) {
        let start = &picked[..picked.len().min(1)];
        let ending_here: Vec<usize> = (0..paths.len())
            .filter(|&i| {
                let path = &paths[i];
                path.len() > 1 && path.last() == Some(&cell) && path.starts_with(start)
            })
            .collect();
        if let [only] = ending_here[..] {
            return Pick::Move(only);
        }
        wanted = vec![cell];
    }
    let complete: Vec<usize> = (0..paths.len()).filter(|&i| paths[i] == wanted).collect();
    let extendable = paths
        .iter()
        .any(|p| p.len() > wanted.len() && p.starts_with(&wanted));
    // A path of two cells or more that is a whole move ends there, even if a longer move
    // passes through (a Chinese checkers chain may stop after any jump).
    if let [only] = complete[..]
        && (!extendable || wanted.len() > 1)
    {
        Pick::Move(only)
    } else if paths.iter().any(|p| p.starts_with(&wanted)) {
        Pick::Partial(wanted)
    } else {
        Pick::Nothing
    }
}

/// After the cells picked so far: the next cell of every move that goes on from them, and
/// the cell each such move ends on.
pub fn next_cells(paths: &[Vec<Cell>], picked: &[Cell]) -> Vec<Cell> {
    let mut cells = Vec::new();
    for path in paths {
        if path.len() > picked.len() && path.starts_with(picked) {
            cells.push(path[picked.len()]);
            cells.extend(path.last());
        }
    }
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// Cells to mark as playable: where moves start, or where they land when every move starts on
/// the same cell (a lone knight).
pub fn start_cells(paths: &[Vec<Cell>]) -> Vec<Cell> {
    let one_origin = paths.len() > 1 && paths.iter().all(|p| p.len() > 1 && p[0] == paths[0][0]);
    paths
        .iter()
        .filter_map(|p| if one_origin { p.last() } else { p.first() })
        .copied()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_is_picked_cell_by_cell_or_by_its_landing() {
        let paths = vec![vec![1, 5, 9], vec![1, 5, 7], vec![2, 6]];
        assert_eq!(pick(&paths, &[], 1), Pick::Partial(vec![1]));
        assert_eq!(pick(&paths, &[1], 5), Pick::Partial(vec![1, 5]));
        assert_eq!(pick(&paths, &[1, 5], 9), Pick::Move(0));
        // The landing alone is enough when one move ends there.
        assert_eq!(pick(&paths, &[], 7), Pick::Move(1));
        assert_eq!(pick(&paths, &[], 3), Pick::Nothing);
        assert_eq!(next_cells(&paths, &[1]), vec![5, 7, 9]);
        assert_eq!(start_cells(&paths), vec![1, 1, 2]);
    }

    #[test]
    fn a_picked_piece_takes_the_landing_that_other_pieces_share() {
        // Pieces 1 and 2 can both end on 9; with 1 picked, clicking 9 moves piece 1.
        let paths = vec![vec![1, 5, 9], vec![2, 6, 9]];
        assert_eq!(pick(&paths, &[], 9), Pick::Nothing);
        assert_eq!(pick(&paths, &[1], 9), Pick::Move(0));
        assert_eq!(pick(&paths, &[2], 9), Pick::Move(1));
    }

    #[test]
    fn a_chain_may_stop_on_a_hole_a_longer_one_passes() {
        let paths = vec![vec![1, 5], vec![1, 5, 9]];
        assert_eq!(pick(&paths, &[1], 5), Pick::Move(0));
        assert_eq!(pick(&paths, &[1], 9), Pick::Move(1));
    }
}
