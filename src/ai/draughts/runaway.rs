//! Whole-board features of the learned evaluation's third feature set
//! ([`super::learned::Features::Runaway`]): men with no enemy piece anywhere in the cone
//! ahead of them (the squares within as many columns as rows ahead, up to the crowning
//! row), near and far from the crowning row. The
//! 4x4 blocks see a free man only where its whole cone fits in one block; these see it
//! across the board. Each is the mover's count less the opponent's.

use crate::rules::draughts::Variant;
use crate::rules::draughts::board::{BLACK, Bits, WHITE};
use crate::rules::draughts::position::Position;

/// Features in the set.
pub const EXTRAS: usize = 2;
/// Rows to go up to which a free man counts as near.
const NEAR_ROWS: usize = 2;
/// Rows to go up to which a free man counts as far (past that it is not counted).
const FAR_ROWS: usize = 4;

#[derive(Clone, Debug)]
pub struct Runaway {
    /// Per side and bit: the squares of the cone ahead of a man there.
    cone: [[u64; 64]; 2],
    /// Per side: the men that count as near, and as far.
    near: [u64; 2],
    far: [u64; 2],
}

impl Runaway {
    pub fn new(variant: &Variant) -> Self {
        let geo = &variant.geo;
        let size = usize::from(geo.size);
        let mut runaway = Self {
            cone: [[0; 64]; 2],
            near: [0; 2],
            far: [0; 2],
        };
        for bit in Bits(geo.squares) {
            let (row, col) = geo.row_col(bit);
            for side in [WHITE, BLACK] {
                // White crowns on row 0, Black on the last row.
                let to_go = if side == WHITE { row } else { size - 1 - row };
                let s = usize::from(side);
                if (1..=NEAR_ROWS).contains(&to_go) {
                    runaway.near[s] |= 1 << bit;
                } else if (NEAR_ROWS + 1..=FAR_ROWS).contains(&to_go) {
                    runaway.far[s] |= 1 << bit;
                }
                for ahead in 1..=to_go {
                    let r = if side == WHITE {
                        row - ahead
                    } else {
                        row + ahead
                    };
                    for c in col.saturating_sub(ahead)..=(col + ahead).min(size - 1) {
                        if let Some(square) = geo.bit_at(r, c) {
                            runaway.cone[s][usize::from(bit)] |= 1 << square;
                        }
                    }
                }
            }
        }
        runaway
    }

    /// Free men near the crowning row and free men farther off: the mover's less the
    /// opponent's.
    pub fn features(&self, pos: &Position) -> [i32; EXTRAS] {
        let mover = usize::from(pos.side);
        let own = self.side_features(pos, mover);
        let enemy = self.side_features(pos, 1 - mover);
        [own[0] - enemy[0], own[1] - enemy[1]]
    }

    fn side_features(&self, pos: &Position, side: usize) -> [i32; EXTRAS] {
        let enemies = pos.pieces[1 - side];
        let men = pos.pieces[side] & !pos.kings & (self.near[side] | self.far[side]);
        let free = Bits(men)
            .filter(|&b| self.cone[side][usize::from(b)] & enemies == 0)
            .fold(0u64, |acc, b| acc | 1 << b);
        [
            (free & self.near[side]).count_ones() as i32,
            (free & self.far[side]).count_ones() as i32,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::draughts::placed::{international, place};

    #[test]
    fn a_man_with_an_empty_cone_ahead_counts_by_its_distance_and_one_in_it_stops_it() {
        let variant = international();
        let runaway = Runaway::new(&variant);
        assert_eq!(runaway.features(&variant.start), [0, 0]);
        // A white man two rows from crowning and a black man far back on its own side.
        let pos = place(&variant, &[(2, 3)], &[(1, 8)]);
        assert_eq!(runaway.features(&pos), [1, 0]);
        // A black man inside the cone (two rows up, two columns over) stops it.
        let pos = place(&variant, &[(2, 3)], &[(0, 1)]);
        assert_eq!(runaway.features(&pos), [0, 0]);
        // Four rows to go is far; five is not counted.
        assert_eq!(runaway.features(&place(&variant, &[(4, 5)], &[])), [0, 1]);
        assert_eq!(runaway.features(&place(&variant, &[(5, 4)], &[])), [0, 0]);
        // Seen from Black to move, a free white man counts against the mover.
        let mut pos = place(&variant, &[(2, 3)], &[(1, 8)]);
        pos.side = BLACK;
        assert_eq!(runaway.features(&pos), [-1, 0]);
        // Black's man on row 8 has one row to go and nothing ahead of it: one each.
        let pos = place(&variant, &[(2, 3)], &[(8, 1)]);
        assert_eq!(runaway.features(&pos), [0, 0]);
    }
}
