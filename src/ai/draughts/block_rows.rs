//! A block's configuration read by shifts instead of piece by piece: each row of a 4x4
//! block holds two dark squares on neighbouring bits of the board's bit set, so a side's
//! pieces in the block are four 2-bit pairs. Blocks overlap, so each pair of the board is
//! read once: a table turns its bits of both sides into its two base-3 digits, and a
//! block's configuration is its four rows' values. The evaluation reads every block at
//! every leaf, where the piece by piece sum was its largest cost.

use super::learned::BLOCK_SQUARES;
use crate::rules::draughts::position::Position;

const SQUARES: usize = BLOCK_SQUARES as usize;

#[derive(Clone, Debug)]
pub struct BlockRows {
    /// Per side to move: the lower bit of every row pair some block reads. Blocks overlap
    /// (bands share rows, neighbouring columns share pairs), so each pair is read once.
    lows: [Vec<u8>; 2],
    /// Per side to move, per block: its rows' places in `lows`, in the block's row order as
    /// the mover sees it.
    rows: [Vec<[u8; 4]>; 2],
    /// Per side to move: a pair's value in its row (its two base-3 digits), indexed by the
    /// mover's two bits with the opponent's two above them.
    pair_values: [[u16; 16]; 2],
}

impl BlockRows {
    /// The rows of blocks whose squares are given as `bits[mover][block][index]` (the
    /// square of each base-3 digit); None where some row's two squares are not neighbouring
    /// bits, or not in the same order in every block of a side.
    pub fn new(bits: &[Vec<[Option<u8>; SQUARES]>; 2]) -> Option<Self> {
        let mut rows = Self {
            lows: [Vec::new(), Vec::new()],
            rows: [Vec::new(), Vec::new()],
            pair_values: [[0; 16]; 2],
        };
        for (mover, side_blocks) in bits.iter().enumerate() {
            // Whether a row's first digit sits on the higher bit (Black's view runs the
            // columns the other way); the same in every row of the side.
            let mut swapped = None;
            let lows = &mut rows.lows[mover];
            for block in side_blocks {
                let mut places = [0u8; 4];
                for (row, place) in places.iter_mut().enumerate() {
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
                    let low = first.min(second);
                    let at = lows.iter().position(|&l| l == low).unwrap_or_else(|| {
                        lows.push(low);
                        lows.len() - 1
                    });
                    *place = at as u8;
                }
                rows.rows[mover].push(places);
            }
            let swapped = swapped.unwrap_or(false);
            for (pair, value) in rows.pair_values[mover].iter_mut().enumerate() {
                // Bit b of the pair is the row's digit b, or 1 - b where the row is swapped.
                let power = |b: usize| 3u16.pow((if swapped { b ^ 1 } else { b }) as u32);
                let digit = |b: usize| (pair >> b & 1) as u16 + 2 * (pair >> (b + 2) & 1) as u16;
                *value = (0..2).map(|b| digit(b) * power(b)).sum();
            }
        }
        Some(rows)
    }

    /// Each block's configuration from the mover's view (0 empty, 1 the mover's, 2 the
    /// opponent's, in base 3).
    #[inline]
    pub fn configurations(&self, pos: &Position, out: &mut [u16]) {
        let mover = usize::from(pos.side);
        let values = &self.pair_values[mover];
        let (own, enemy) = (pos.own(), pos.enemy());
        let lows = &self.lows[mover];
        let mut pairs = [0u16; 64];
        for (pair, &low) in pairs.iter_mut().zip(lows) {
            *pair = values[(own >> low & 3 | (enemy >> low & 3) << 2) as usize];
        }
        for (config, rows) in out.iter_mut().zip(&self.rows[mover]) {
            let pair = |row: usize| pairs[usize::from(rows[row]) & 63];
            *config = pair(0) + 9 * pair(1) + 81 * pair(2) + 729 * pair(3);
        }
    }
}
