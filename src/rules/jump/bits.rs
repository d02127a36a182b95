//! A set of up to 256 cells as four words: the position's pieces and the description's zones.

/// Cells of a board as bits (cell `i` is bit `i % 64` of word `i / 64`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bits(pub [u64; 4]);

impl Bits {
    pub const EMPTY: Self = Self([0; 4]);

    #[inline]
    pub fn has(&self, cell: u8) -> bool {
        self.0[usize::from(cell >> 6)] >> (cell & 63) & 1 != 0
    }

    #[inline]
    pub fn set(&mut self, cell: u8) {
        self.0[usize::from(cell >> 6)] |= 1 << (cell & 63);
    }

    #[inline]
    pub fn clear(&mut self, cell: u8) {
        self.0[usize::from(cell >> 6)] &= !(1 << (cell & 63));
    }

    #[inline]
    pub fn with(mut self, cell: u8) -> Self {
        self.set(cell);
        self
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }

    #[inline]
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    #[inline]
    pub fn and(&self, other: &Self) -> Self {
        Self(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    #[inline]
    pub fn or(&self, other: &Self) -> Self {
        Self(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    #[inline]
    pub fn minus(&self, other: &Self) -> Self {
        Self(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// Whether every cell of `self` is in `other`.
    pub fn within(&self, other: &Self) -> bool {
        self.minus(other).is_empty()
    }

    /// Every cell moved `by` places up (down where negative); those pushed past either end
    /// are lost.
    #[inline]
    pub fn shifted(&self, by: i32) -> Self {
        let n = by.unsigned_abs() as usize;
        let (words, bits) = (n / 64, (n % 64) as u32);
        let w = &self.0;
        let mut out = [0u64; 4];
        if n >= 256 {
            return Self(out);
        }
        // Word `i` of the result draws on words `i - words` (and the one below it, for the
        // bits that cross) going up, `i + words` (and the one above) going down.
        let word = |j: isize| {
            usize::try_from(j)
                .ok()
                .and_then(|j| w.get(j))
                .copied()
                .unwrap_or(0)
        };
        let words = words as isize;
        for (i, slot) in out.iter_mut().enumerate() {
            let i = i as isize;
            *slot = if by >= 0 {
                let carried = if bits > 0 {
                    word(i - words - 1) >> (64 - bits)
                } else {
                    0
                };
                word(i - words) << bits | carried
            } else {
                let carried = if bits > 0 {
                    word(i + words + 1) << (64 - bits)
                } else {
                    0
                };
                word(i + words) >> bits | carried
            };
        }
        Self(out)
    }

    /// The cells in increasing order.
    #[inline]
    pub fn cells(&self) -> Cells {
        Cells {
            words: self.0,
            word: 0,
        }
    }
}

/// The cells of a [`Bits`], lowest first.
pub struct Cells {
    words: [u64; 4],
    word: usize,
}

impl Iterator for Cells {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        while self.word < 4 {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some((self.word * 64) as u8 + w.trailing_zeros() as u8);
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_go_in_and_out_in_order() {
        let mut bits = Bits::EMPTY;
        for cell in [255, 0, 64, 63, 130] {
            bits.set(cell);
        }
        assert_eq!(bits.count(), 5);
        assert!(bits.has(130) && !bits.has(129));
        assert_eq!(bits.cells().collect::<Vec<_>>(), vec![0, 63, 64, 130, 255]);
        bits.clear(64);
        assert_eq!(bits.cells().collect::<Vec<_>>(), vec![0, 63, 130, 255]);
        let other = Bits::EMPTY.with(0).with(7);
        assert_eq!(bits.and(&other).cells().collect::<Vec<_>>(), vec![0]);
        assert_eq!(bits.minus(&other).count(), 3);
        assert!(Bits::EMPTY.with(0).within(&bits));
    }

    #[test]
    fn shifts_carry_cells_across_words_and_drop_those_past_the_ends() {
        let bits = Bits::EMPTY.with(0).with(63).with(200).with(255);
        let cells = |b: Bits| b.cells().collect::<Vec<_>>();
        assert_eq!(cells(bits.shifted(1)), vec![1, 64, 201]);
        assert_eq!(cells(bits.shifted(-1)), vec![62, 199, 254]);
        assert_eq!(cells(bits.shifted(70)), vec![70, 133]);
        assert_eq!(cells(bits.shifted(-200)), vec![0, 55]);
        assert_eq!(bits.shifted(0), bits);
        assert!(bits.shifted(256).is_empty() && bits.shifted(-256).is_empty());
    }
}
