//! The static evaluation of a draughts position, for the side to move: material (kings worth
//! about three men where they fly), advancement of men, a guarded back row, the centre, kings
//! on the long diagonal, and in big-man checkers the carrier's distance to the far row.

use crate::rules::draughts::Variant;
use crate::rules::draughts::board::{BLACK, Bits, WHITE};
use crate::rules::draughts::position::Position;

pub const MAN: i32 = 100;
/// A win: larger than any evaluation, below the search's infinity.
pub const WIN: i32 = 1 << 28;

/// Per-variant tables, computed once.
#[derive(Clone)]
pub struct Evaluator {
    king: i32,
    /// Bonus of a man of each side on each bit, by how far it has come.
    man_square: [[i32; 64]; 2],
    king_square: [i32; 64],
    /// Bonus of the figure's carrier on each bit, for each side.
    carrier_square: [[i32; 64]; 2],
    back_rows: [u64; 2],
}

impl Evaluator {
    pub fn new(variant: &Variant) -> Self {
        let geo = &variant.geo;
        let size = i32::from(geo.size);
        let mut eval = Self {
            king: if variant.rules.flying_kings { 320 } else { 190 },
            man_square: [[0; 64]; 2],
            king_square: [0; 64],
            carrier_square: [[0; 64]; 2],
            back_rows: [geo.far_row(BLACK), geo.far_row(WHITE)],
        };
        for bit in Bits(geo.squares) {
            let (row, col) = geo.row_col(bit);
            let (row, col) = (row as i32, col as i32);
            // Distance from the edge files: 0 on the sides, more in the middle.
            let centre = col.min(size - 1 - col).min(3);
            for side in [WHITE, BLACK] {
                let advanced = if side == WHITE { size - 1 - row } else { row };
                let mut bonus = 2 * advanced + advanced * advanced / 2 + 2 * centre;
                if advanced == 0 {
                    bonus += 6;
                }
                eval.man_square[usize::from(side)][usize::from(bit)] = bonus;
                let to_go = size - 1 - advanced;
                eval.carrier_square[usize::from(side)][usize::from(bit)] =
                    (size - to_go) * (size - to_go) * 14;
            }
            let on_long_diagonal = row + col == size - 1;
            eval.king_square[usize::from(bit)] = if on_long_diagonal { 20 } else { 0 } + centre * 3;
        }
        eval
    }

    /// Score for White; the caller negates it for Black.
    fn white_score(&self, pos: &Position) -> i32 {
        let mut score = 0;
        for side in [WHITE, BLACK] {
            let sign = if side == WHITE { 1 } else { -1 };
            let own = pos.pieces[usize::from(side)];
            let men = own & !pos.kings;
            let kings = own & pos.kings;
            let mut part = MAN * men.count_ones() as i32 + self.king * kings.count_ones() as i32;
            part += Bits(men)
                .map(|b| self.man_square[usize::from(side)][usize::from(b)])
                .sum::<i32>();
            part += Bits(kings)
                .map(|b| self.king_square[usize::from(b)])
                .sum::<i32>();
            part += 4 * (men & self.back_rows[usize::from(side)]).count_ones() as i32;
            if let Some(carrier) = pos.carrier(side) {
                part += self.carrier_square[usize::from(side)][usize::from(carrier)];
            }
            score += sign * part;
        }
        score
    }

    pub fn evaluate(&self, pos: &Position) -> i32 {
        let white = self.white_score(pos);
        if pos.side == WHITE { white } else { -white }
    }
}
