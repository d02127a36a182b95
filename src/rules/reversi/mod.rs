//! Reversi (Othello) on square boards from 4x4 to 11x11: bitboards, passes, game end, score.
//! Black (side 0) moves first unless the set-up says otherwise.

pub mod bits;
pub mod eight;
pub mod last_flip;
pub mod notation;
pub mod obf;
pub mod position;

use bits::{BitIter, Bits, Geometry};
use position::Position;

use super::{Cell, Change, Game, Layout, Outcome, Piece};

pub const BLACK: u8 = 0;
pub const WHITE: u8 = 1;

/// What a variant file describes: the board side and the discs at the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReversiSetup {
    pub size: usize,
    pub black: Vec<Cell>,
    pub white: Vec<Cell>,
    pub first: u8,
}

impl ReversiSetup {
    /// The usual start: four discs in the centre, white on the a1-h8 diagonal, black first.
    pub fn standard(size: usize) -> Self {
        let c = (size / 2) as Cell;
        let s = size as Cell;
        let at = |r: Cell, col: Cell| r * s + col;
        Self {
            size,
            black: vec![at(c - 1, c), at(c, c - 1)],
            white: vec![at(c - 1, c - 1), at(c, c)],
            first: BLACK,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReversiMove {
    Place(Cell),
    Pass,
}

/// The board on the narrowest bitboard that holds it.
#[derive(Clone, Copy, Debug)]
pub enum Board {
    Small(Geometry<u64>, Position<u64>),
    Large(Geometry<u128>, Position<u128>),
}

#[derive(Clone, Debug)]
pub struct Reversi {
    size: usize,
    board: Board,
}

/// Runs `$body` with `$geo` and `$pos` bound to whichever bitboard the board uses.
macro_rules! on_board {
    ($board:expr, |$geo:ident, $pos:ident| $body:expr) => {
        match $board {
            Board::Small($geo, $pos) => $body,
            Board::Large($geo, $pos) => $body,
        }
    };
}

pub const MIN_SIZE: usize = 4;
pub const MAX_SIZE: usize = 11;

fn build<B: Bits>(setup: &ReversiSetup) -> (Geometry<B>, Position<B>) {
    let geo = Geometry::new(setup.size);
    let mask = |cells: &[Cell]| cells.iter().fold(B::ZERO, |m, &c| m | B::bit(u32::from(c)));
    let (black, white) = (mask(&setup.black), mask(&setup.white));
    let pos = if setup.first == BLACK {
        Position {
            me: black,
            opp: white,
            side: BLACK,
        }
    } else {
        Position {
            me: white,
            opp: black,
            side: WHITE,
        }
    };
    (geo, pos)
}

impl Reversi {
    /// Builds a game from a set-up; the caller has checked sizes and cells (see `level`).
    pub fn new(setup: &ReversiSetup) -> Self {
        let board = if setup.size <= u64::MAX_SIDE {
            let (g, p) = build::<u64>(setup);
            Board::Small(g, p)
        } else {
            let (g, p) = build::<u128>(setup);
            Board::Large(g, p)
        };
        Self {
            size: setup.size,
            board,
        }
    }

    pub fn standard(size: usize) -> Self {
        Self::new(&ReversiSetup::standard(size))
    }

    pub fn size(&self) -> usize {
        self.size
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Disc counts as (black, white).
    pub fn counts(&self) -> (u32, u32) {
        on_board!(&self.board, |_g, p| p.counts())
    }

    pub fn empties(&self) -> u32 {
        on_board!(&self.board, |g, p| p.empties(g))
    }

    /// Colour of the disc on a cell, if any.
    pub fn disc_at(&self, cell: Cell) -> Option<u8> {
        on_board!(&self.board, |_g, p| p.owner_of(u32::from(cell)))
    }

    /// The discs a placement would flip, for previews and animation.
    pub fn flips(&self, cell: Cell) -> Vec<Cell> {
        on_board!(&self.board, |g, p| BitIter(g.flips(
            p.me,
            p.opp,
            u32::from(cell)
        ))
        .map(|c| c as Cell)
        .collect())
    }

    /// Runs perft with the fast bitboard generator (bulk counting at the last ply).
    pub fn perft(&self, depth: u32) -> u64 {
        on_board!(&self.board, |g, p| position::perft(g, p, depth))
    }

    /// Legal placements only (no pass), as cells.
    pub fn placements(&self) -> Vec<Cell> {
        on_board!(&self.board, |g, p| BitIter(p.moves(g))
            .map(|c| c as Cell)
            .collect())
    }
}

impl Game for Reversi {
    type Move = ReversiMove;

    fn sides(&self) -> usize {
        2
    }

    fn side_to_move(&self) -> u8 {
        on_board!(&self.board, |_g, p| p.side)
    }

    fn legal_moves(&self) -> Vec<ReversiMove> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let cells = self.placements();
        if cells.is_empty() {
            vec![ReversiMove::Pass]
        } else {
            cells.into_iter().map(ReversiMove::Place).collect()
        }
    }

    fn play(&mut self, mv: &ReversiMove) -> Vec<Change> {
        let mover = self.side_to_move();
        match *mv {
            ReversiMove::Pass => {
                on_board!(&mut self.board, |_g, p| *p = p.passed());
                vec![Change::Pass]
            }
            ReversiMove::Place(cell) => {
                let flipped = self.flips(cell);
                on_board!(&mut self.board, |g, p| *p = p.play(g, u32::from(cell)));
                let mut changes = vec![Change::Place {
                    cell,
                    piece: Piece::disc(mover),
                }];
                // Flip outward from the new disc so the animation ripples away from it.
                let mut flipped = flipped;
                let size = self.size as i32;
                let (r0, c0) = (i32::from(cell) / size, i32::from(cell) % size);
                flipped.sort_by_key(|&c| {
                    let (r, col) = (i32::from(c) / size, i32::from(c) % size);
                    (r - r0).abs().max((col - c0).abs())
                });
                changes.extend(flipped.into_iter().map(|cell| Change::Flip {
                    cell,
                    to: Piece::disc(mover),
                }));
                changes
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let over = on_board!(&self.board, |g, p| p.is_over(g));
        if !over {
            return None;
        }
        let (b, w) = self.counts();
        Some(match b.cmp(&w) {
            std::cmp::Ordering::Greater => Outcome::Win(BLACK),
            std::cmp::Ordering::Less => Outcome::Win(WHITE),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    fn hash(&self) -> u64 {
        on_board!(&self.board, |_g, p| p.key())
    }

    fn path(&self, mv: &ReversiMove) -> Vec<Cell> {
        match *mv {
            ReversiMove::Place(c) => vec![c],
            ReversiMove::Pass => Vec::new(),
        }
    }

    fn layout(&self) -> Layout {
        Layout::grid(self.size, self.size)
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        (0..(self.size * self.size) as Cell)
            .filter_map(|c| self.disc_at(c).map(|side| (c, Piece::disc(side))))
            .collect()
    }

    fn cell_name(&self, cell: Cell) -> Option<String> {
        Some(notation::square_name(self.size, cell))
    }

    fn move_text(&self, mv: &ReversiMove) -> String {
        notation::move_name(self.size, *mv)
    }

    fn score(&self) -> Option<Vec<u32>> {
        let (b, w) = self.counts();
        Some(vec![b, w])
    }

    fn fast_perft(&self, depth: u32) -> Option<u64> {
        Some(self.perft(depth))
    }
}

#[cfg(test)]
mod tests;
