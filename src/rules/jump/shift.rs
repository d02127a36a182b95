//! Each direction's neighbour map as a few masked shifts of a whole [`Bits`], so that a
//! question about every piece at once ("which men have an enemy ahead and room behind it") is
//! a handful of word operations. Cells whose neighbour in a direction lies the same number
//! of places on share one shift (on a full grid one per direction, on the dark squares two);
//! a board whose neighbours follow no such pattern gets none, and its callers go cell by cell.

use super::bits::Bits;
use super::board::Geometry;

/// The most shifts one direction may take before the cell-by-cell way is as quick.
const MAX_PARTS: usize = 4;

/// The most cells a board may have for its shifts to work on one word.
const ONE_WORD: usize = 64;

/// One direction: (how many places on, the cells that go that far).
#[derive(Clone, Debug, Default)]
pub struct DirShift {
    parts: Vec<(i32, Bits)>,
    /// The board fits in the first word (most do), so a shift is one word's.
    one_word: bool,
    /// On one word, each part as (mask, left shift, right shift), one of the shifts 0;
    /// unused parts have an empty mask. A fixed array, so a shift is a few branchless
    /// word operations.
    word: [(u64, u32, u32); MAX_PARTS],
}

impl DirShift {
    /// Each cell of `bits` moved to its neighbour (cells without one drop out).
    #[inline]
    pub fn apply(&self, bits: &Bits) -> Bits {
        if self.one_word {
            return Bits([self.apply_word(bits.0[0]), 0, 0, 0]);
        }
        self.parts.iter().fold(Bits::EMPTY, |acc, (by, mask)| {
            acc.or(&bits.and(mask).shifted(*by))
        })
    }

    /// [`Self::apply`] on a board of one word.
    #[inline(always)]
    pub fn apply_word(&self, word: u64) -> u64 {
        self.word.iter().fold(0, |acc, &(mask, left, right)| {
            acc | (word & mask) << left >> right
        })
    }

    fn fill_word(&mut self) {
        for (slot, &(by, mask)) in self.word.iter_mut().zip(&self.parts) {
            *slot = (
                mask.0[0],
                by.max(0).unsigned_abs(),
                by.min(0).unsigned_abs(),
            );
        }
    }
}

/// The eight directions' shifts, where the board allows them.
#[derive(Clone, Debug)]
pub struct Shifts {
    pub dirs: [DirShift; 8],
    /// Every neighbour's neighbour in the opposite direction is the cell itself, so the
    /// opposite shift takes a set of cells back where it came from.
    reversible: bool,
}

impl Shifts {
    /// The shifts of `geo`, or `None` where a direction needs more than [`MAX_PARTS`] or a
    /// neighbour's neighbour in one direction is the cell itself (a cell a jump would land
    /// back on, which the bit-set questions do not allow for).
    pub fn of(geo: &Geometry) -> Option<Self> {
        let mut dirs: [DirShift; 8] = Default::default();
        let mut reversible = true;
        for (dir, shift) in dirs.iter_mut().enumerate() {
            shift.one_word = geo.cells() <= ONE_WORD;
            for cell in 0..geo.cells() as u8 {
                let Some(next) = geo.step(cell, dir) else {
                    continue;
                };
                if geo.step(next, dir) == Some(cell) {
                    return None;
                }
                reversible &= geo.step(next, (dir + 4) % 8) == Some(cell);
                let by = i32::from(next) - i32::from(cell);
                if let Some((_, mask)) = shift.parts.iter_mut().find(|(b, _)| *b == by) {
                    mask.set(cell);
                } else if shift.parts.len() < MAX_PARTS {
                    shift.parts.push((by, Bits::EMPTY.with(cell)));
                } else {
                    return None;
                }
            }
        }
        for shift in &mut dirs {
            shift.fill_word();
        }
        Some(Self { dirs, reversible })
    }

    /// Whether each direction's opposite shift undoes it (see `reversible`).
    pub fn reversible(&self) -> bool {
        self.reversible
    }

    /// Whether the board fits in one word, so that [`DirShift::apply_word`] serves.
    pub fn one_word(&self) -> bool {
        self.dirs[0].one_word
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::jump::board::build;
    use crate::rules::jump::spec::{Board, Names, Squares};

    fn grid(art: &[&str], squares: Squares) -> Geometry {
        grid_with(art, squares, false)
    }

    fn grid_with(art: &[&str], squares: Squares, orthogonal_neighbours: bool) -> Geometry {
        build(&Board::Grid {
            art: art.iter().map(|r| r.to_string()).collect(),
            squares,
            names: Names::default(),
            orthogonal_neighbours,
        })
        .expect("a board")
    }

    /// Every cell's image under each direction's shift is its neighbour, on a full grid, the
    /// dark squares of a draughts board (with the rows and columns too: Frisian) and a
    /// board with holes.
    #[test]
    fn shifts_move_every_cell_to_its_neighbour() {
        let boards = [
            grid(&["....", "....", "...."], Squares::All),
            grid(&["........"; 8], Squares::Dark),
            grid_with(&[".........."; 10], Squares::Dark, true),
            grid(&["..........."; 11], Squares::All),
            grid(
                &["##...##", "##...##", ".......", ".......", "##...##"],
                Squares::All,
            ),
        ];
        for geo in &boards {
            let shifts = Shifts::of(geo).expect("a grid shifts");
            for cell in 0..geo.cells() as u8 {
                for dir in 0..8 {
                    let image = shifts.dirs[dir].apply(&Bits::EMPTY.with(cell));
                    let expected = geo
                        .step(cell, dir)
                        .map_or(Bits::EMPTY, |n| Bits::EMPTY.with(n));
                    assert_eq!(image, expected, "cell {cell}, direction {dir}");
                    if shifts.one_word() {
                        let word = shifts.dirs[dir].apply_word(1 << cell);
                        assert_eq!(
                            word, expected.0[0],
                            "one word: cell {cell}, direction {dir}"
                        );
                    }
                }
            }
        }
    }
}
