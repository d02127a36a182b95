//! How many discs a move on the board's last empty square flips, without flipping them: with
//! one square left, every other square holds a disc, so the opponent's discs are all that the
//! mover does not hold and each of the four lines through the square is read as one byte of
//! the mover's discs. The endgame solver counts its final move this way.

use super::eight::DIAGONALS;

/// The discs flipped when `me` plays on `cell`, the only empty square; every other square is
/// the opponent's unless it is `me`'s. Zero means the move is not legal.
#[inline(always)]
pub fn last_flip_count(me: u64, cell: u32) -> u32 {
    let cell = cell as usize;
    let (row, col) = (cell / 8, cell % 8);
    let row_bits = (me >> (8 * row)) & 0xff;
    let col_bits = ((me >> col) & FILE_A).wrapping_mul(COLUMN_TO_BYTE) >> 56;
    let rising_bits = (me & DIAGONALS.0[7 + row - col]).wrapping_mul(FILE_SUM) >> 56;
    let falling_bits = (me & DIAGONALS.1[row + col]).wrapping_mul(FILE_SUM) >> 56;
    u32::from(LINE_COUNT[col][row_bits as usize])
        + u32::from(LINE_COUNT[row][col_bits as usize])
        + u32::from(LINE_COUNT[col][rising_bits as usize])
        + u32::from(LINE_COUNT[col][falling_bits as usize])
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Gathers file A's bits (row k at bit 8k) into the top byte as bit 56 + k.
const COLUMN_TO_BYTE: u64 = 0x0102_0408_1020_4080;
/// Adds a diagonal's rows onto the top byte: each square lands on its column's bit.
const FILE_SUM: u64 = 0x0101_0101_0101_0101;

/// For a square at `pos` on a line of eight and the mover's discs on the line as a byte:
/// the opponent's discs flipped, every other square (and any square off a short diagonal,
/// which lies beyond the line's ends) being the opponent's.
const LINE_COUNT: [[u8; 256]; 8] = line_counts();

const fn line_counts() -> [[u8; 256]; 8] {
    let mut out = [[0u8; 256]; 8];
    let mut pos = 0;
    while pos < 8 {
        let mut mine = 0;
        while mine < 256 {
            let mut total = 0;
            let mut step = -1;
            while step <= 1 {
                let mut at = pos as i32 + step;
                let mut run = 0;
                while at >= 0 && at < 8 && mine & (1 << at) == 0 {
                    run += 1;
                    at += step;
                }
                if at >= 0 && at < 8 {
                    total += run;
                }
                step += 2;
            }
            out[pos][mine] = total;
            mine += 1;
        }
        pos += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::reversi::eight::flips;
    use rand::{Rng, SeedableRng, rngs::SmallRng};

    #[test]
    fn counts_agree_with_flipping_on_random_full_boards() {
        let mut rng = SmallRng::seed_from_u64(7);
        for _ in 0..20_000 {
            let cell = rng.random_range(0..64u32);
            let me = rng.random::<u64>() & !(1 << cell);
            let opp = !me & !(1 << cell);
            assert_eq!(
                last_flip_count(me, cell),
                flips(me, opp, cell).count_ones(),
                "me {me:#018x} cell {cell}"
            );
        }
    }

    #[test]
    fn sparse_boards_too() {
        // Few discs of the mover: long runs of the opponent, most to the edge.
        let mut rng = SmallRng::seed_from_u64(8);
        for _ in 0..20_000 {
            let cell = rng.random_range(0..64u32);
            let me = rng.random::<u64>() & rng.random::<u64>() & rng.random::<u64>() & !(1 << cell);
            let opp = !me & !(1 << cell);
            assert_eq!(last_flip_count(me, cell), flips(me, opp, cell).count_ones());
        }
    }
}
