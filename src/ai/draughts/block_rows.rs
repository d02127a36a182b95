//! A block's configuration read by shifts instead of piece by piece: each row of a 4x4
//! block holds two dark squares on neighbouring bits of the board's bit set, so a side's
//! pieces in the block are four 2-bit fields, and a table turns those 8 bits into the
//! block's base-3 digits. The evaluation reads every block at every leaf, where the piece
//! by piece sum was its largest cost.

use super::learned::BLOCK_SQUARES;
use crate::rules::draughts::position::Position;

const SQUARES: usize = BLOCK_SQUARES as usize;

#[derive(Clone, Debug)]
pub struct BlockRows {
    /// Per side to move, per block: the lower bit of each of its rows' pairs, in the
    /// block's row order as the mover sees it.
    fields: [Vec<[u8; 4]>; 2],
    /// Per side to move: the 8 field bits as a sum of their squares' powers of three.
    digits: [[u16; 256]; 2],
}

impl BlockRows {
    /// The rows of blocks whose squares are given as `bits[mover][block][index]` (the
    /// square of each base-3 digit); None where some row's two squares are not neighbouring
    /// bits, or not in the same order in every block of a side.
    pub fn new(bits: &[Vec<[Option<u8>; SQUARES]>; 2]) -> Option<Self> {
        let mut rows = Self {
            fields: [Vec::new(), Vec::new()],
            digits: [[0; 256]; 2],
        };
        for (mover, side_blocks) in bits.iter().enumerate() {
            // Whether a row's first digit sits on the higher bit (Black's view runs the
            // columns the other way); the same in every row of the side.
            let mut swapped = None;
            for block in side_blocks {
                let mut lows = [0u8; 4];
                for (row, low) in lows.iter_mut().enumerate() {
                    let (first, second) = (block[2 * row]?, block[2 * row + 1]?);
                    let this = if second == first.wrapping_add(1) {
                        false
                    } else if first == second.wrapping_add(1) {
                        true
                    } else {
                        return None;
                    };
                    if *swapped.get_or_insert(this) != this {
                        return None;
                    }
                    *low = first.min(second);
                }
                rows.fields[mover].push(lows);
            }
            let swapped = swapped.unwrap_or(false);
            for (field, digit) in rows.digits[mover].iter_mut().enumerate() {
                *digit = (0..SQUARES)
                    .filter(|bit| field >> bit & 1 == 1)
                    .map(|bit| 3u16.pow((if swapped { bit ^ 1 } else { bit }) as u32))
                    .sum();
            }
        }
        Some(rows)
    }

    /// Each block's configuration from the mover's view (0 empty, 1 the mover's, 2 the
    /// opponent's, in base 3).
    #[inline]
    pub fn configurations(&self, pos: &Position, out: &mut [u16]) {
        let mover = usize::from(pos.side);
        let digits = &self.digits[mover];
        let (own, enemy) = (pos.own(), pos.enemy());
        for (config, lows) in out.iter_mut().zip(&self.fields[mover]) {
            let read = |set: u64| {
                let field = |row: usize| (set >> lows[row] & 3) as usize;
                field(0) | field(1) << 2 | field(2) << 4 | field(3) << 6
            };
            *config = digits[read(own)] + 2 * digits[read(enemy)];
        }
    }
}
