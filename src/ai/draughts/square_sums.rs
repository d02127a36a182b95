//! A per-square value summed over a bit set by a few popcounts: the values' binary digits
//! are kept as bit planes (plane k holds the squares whose value has bit k set), so a sum
//! over any set is the planes' counts weighted by their powers of two. Cheaper than a loop
//! over the men where the values span few planes (the rows a man has come: four); where
//! they span six or more (the hand-set square bonuses) the loop costs fewer instructions.

use crate::rules::draughts::board::Bits;

/// Planes enough for values spanning up to 2^16.
const MAX_PLANES: usize = 16;

#[derive(Clone, Debug)]
pub struct SquareSums {
    planes: [u64; MAX_PLANES],
    plane_count: usize,
}

impl SquareSums {
    /// The table of `value(bit)` on each of `squares`' bits; None where a value is negative
    /// or larger than the planes hold.
    pub fn new(squares: u64, value: impl Fn(u8) -> i32) -> Option<Self> {
        if Bits(squares).any(|b| value(b) < 0) {
            return None;
        }
        let largest = Bits(squares).map(&value).max().unwrap_or(0);
        let plane_count = (32 - (largest as u32).leading_zeros()) as usize;
        if plane_count > MAX_PLANES {
            return None;
        }
        let mut planes = [0; MAX_PLANES];
        for bit in Bits(squares) {
            let bits = value(bit);
            for (k, plane) in planes.iter_mut().enumerate().take(plane_count) {
                if bits >> k & 1 == 1 {
                    *plane |= 1 << bit;
                }
            }
        }
        Some(Self {
            planes,
            plane_count,
        })
    }

    /// The values' sum over `set` (a subset of the table's squares).
    #[inline]
    pub fn sum(&self, set: u64) -> i32 {
        let mut sum = 0;
        for (k, plane) in self.planes[..self.plane_count].iter().enumerate() {
            sum += ((set & plane).count_ones() as i32) << k;
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sum_by_planes_is_the_sum_square_by_square() {
        let squares = 0x003F_FFFF_FFFF_FFFEu64;
        let value = |b: u8| i32::from(b) * 37 % 101;
        let sums = SquareSums::new(squares, value).expect("values below 101 fit");
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..1000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let set = state & squares;
            let by_square: i32 = Bits(set).map(value).sum();
            assert_eq!(sums.sum(set), by_square, "{set:#x}");
        }
        assert_eq!(sums.sum(0), 0);
        assert!(SquareSums::new(squares, |b| i32::from(b) << 12).is_none());
        assert!(
            SquareSums::new(squares, |b| i32::from(b) - 2).is_none(),
            "a negative value"
        );
    }
}
