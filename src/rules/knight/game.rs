//! The knight's tour as a one-player game: the first move puts the knight on any square, every
//! later move jumps it to a square it has not visited. Solved when every square is visited
//! (and, in the closed challenge, the last square is a knight's move from the first); a dead
//! end (no unvisited square in reach, board not covered) ends the game unsolved.

use std::hash::{Hash, Hasher};

use super::Board;
use crate::rules::{Cell, Change, Game, Layout, Outcome, Piece, PieceKind};

/// The knight as the view draws it (owner 4 is the palette's gold; the game has one side).
pub const KNIGHT: Piece = Piece {
    owner: 4,
    kind: PieceKind::Knight,
};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnightTour {
    board: Board,
    /// Squares in the order visited; the knight stands on the last.
    path: Vec<Cell>,
    visited: Vec<bool>,
    /// The closed-tour challenge: the tour must end a knight's move from where it began.
    closed: bool,
}

impl KnightTour {
    /// A board of at most 65,536 squares (the view's cell index is 16 bits).
    pub fn new(board: Board, closed: bool) -> Self {
        assert!(board.squares() <= 1 << 16 && board.squares() > 0);
        Self {
            board,
            path: Vec::new(),
            visited: vec![false; board.squares()],
            closed,
        }
    }

    pub fn board(&self) -> Board {
        self.board
    }

    pub fn path(&self) -> &[Cell] {
        &self.path
    }

    pub fn closed(&self) -> bool {
        self.closed
    }

    pub fn is_covered(&self) -> bool {
        self.path.len() == self.board.squares()
    }

    /// The path as board squares, for the solver.
    pub fn squares(&self) -> Vec<u32> {
        self.path.iter().map(|&c| u32::from(c)).collect()
    }
}

impl Game for KnightTour {
    /// The square the knight goes to.
    type Move = Cell;

    fn sides(&self) -> usize {
        1
    }

    fn side_to_move(&self) -> u8 {
        0
    }

    fn legal_moves(&self) -> Vec<Cell> {
        match self.path.last() {
            None => (0..self.board.squares() as u32)
                .map(|s| s as Cell)
                .collect(),
            Some(&at) => self
                .board
                .neighbours(u32::from(at))
                .filter(|&s| !self.visited[s as usize])
                .map(|s| s as Cell)
                .collect(),
        }
    }

    fn play(&mut self, mv: &Cell) -> Vec<Change> {
        let change = match self.path.last() {
            None => Change::Place {
                cell: *mv,
                piece: KNIGHT,
            },
            Some(&from) => Change::Move {
                path: vec![from, *mv],
            },
        };
        self.visited[usize::from(*mv)] = true;
        self.path.push(*mv);
        vec![change]
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.is_covered() {
            let first = u32::from(self.path[0]);
            let last = u32::from(*self.path.last().unwrap());
            let closes = self.board.squares() == 1 || self.board.is_knight_move(last, first);
            Some(if !self.closed || closes {
                Outcome::Win(0)
            } else {
                Outcome::Draw
            })
        } else if !self.path.is_empty() && self.legal_moves().is_empty() {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    fn hash(&self) -> u64 {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.visited.hash(&mut hasher);
        self.path.last().hash(&mut hasher);
        hasher.finish()
    }

    fn path(&self, mv: &Cell) -> Vec<Cell> {
        match self.path.last() {
            None => vec![*mv],
            Some(&from) => vec![from, *mv],
        }
    }

    fn layout(&self) -> Layout {
        Layout::grid(self.board.rows as usize, self.board.cols as usize)
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        self.path
            .last()
            .map(|&at| (at, KNIGHT))
            .into_iter()
            .collect()
    }

    fn cell_name(&self, cell: Cell) -> Option<String> {
        Some(self.board.square_text(u32::from(cell)))
    }

    fn move_text(&self, mv: &Cell) -> String {
        self.board.square_text(u32::from(*mv))
    }

    fn score(&self) -> Option<Vec<u32>> {
        Some(vec![self.path.len() as u32])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tour_is_solved_and_a_dead_end_is_not() {
        let board = Board::new(5, 5);
        let tour = crate::ai::knight::tour(board, 0, crate::ai::knight::Kind::Open).unwrap();
        let mut game = KnightTour::new(board, false);
        for &sq in &tour {
            assert!(game.outcome().is_none());
            assert!(game.legal_moves().contains(&(sq as Cell)));
            game.play(&(sq as Cell));
        }
        assert_eq!(game.outcome(), Some(Outcome::Win(0)));

        // The same open tour does not meet the closed challenge (5x5 has no closed tour).
        let mut closed = KnightTour::new(board, true);
        for &sq in &tour {
            closed.play(&(sq as Cell));
        }
        assert_eq!(closed.outcome(), Some(Outcome::Draw));

        // Always jumping to the highest-numbered square strands the knight on 6x6.
        let mut stuck = KnightTour::new(Board::new(6, 6), false);
        stuck.play(&0);
        while let Some(&next) = stuck.legal_moves().iter().max() {
            assert!(stuck.outcome().is_none());
            stuck.play(&next);
        }
        assert!(!stuck.is_covered());
        assert_eq!(stuck.outcome(), Some(Outcome::Draw));
    }

    #[test]
    fn moves_change_the_board_as_the_view_expects() {
        let mut game = KnightTour::new(Board::new(8, 8), false);
        assert_eq!(game.legal_moves().len(), 64);
        assert_eq!(
            game.play(&0),
            vec![Change::Place {
                cell: 0,
                piece: KNIGHT
            }]
        );
        assert_eq!(game.legal_moves(), vec![10, 17]);
        assert_eq!(game.play(&17), vec![Change::Move { path: vec![0, 17] }]);
        assert!(!game.legal_moves().contains(&0));
        assert_eq!(game.pieces(), vec![(17, KNIGHT)]);
        assert_eq!(game.move_text(&17), "3,2");
    }
}
