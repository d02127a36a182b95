//! Where a position lies in its database: the material (men and kings of each side) picks
//! the table, and the squares of each group are ranked as a combination (colex order):
//! White's men among the squares off White's crowning row, Black's men among those off
//! Black's, then White's kings among the squares the men leave free and Black's kings among
//! those the men and White's kings leave. A table of n squares, h of them on a row, holds
//! C(n - h, wm) · C(n - h, bm) · C(n - wm - bm, wk) · C(n - wm - bm - wk, bk) · 2 entries
//! (the side to move last); only indices where a white and a black man share a square
//! are no position.

use crate::rules::draughts::board::{BLACK, Bits, Geometry, WHITE};
use crate::rules::draughts::position::Position;

/// Men and kings of each side: `[white men, white kings, black men, black kings]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material(pub [u8; 4]);

impl Material {
    pub fn of(pos: &Position) -> Self {
        let count = |set: u64| set.count_ones() as u8;
        let [white, black] = pos.pieces;
        Self([
            count(white & !pos.kings),
            count(white & pos.kings),
            count(black & !pos.kings),
            count(black & pos.kings),
        ])
    }

    /// The same material with the colours swapped.
    pub fn swapped(&self) -> Self {
        let [wm, wk, bm, bk] = self.0;
        Self([bm, bk, wm, wk])
    }

    /// Of a material and its colours swapped, the one whose table is built and kept.
    pub fn canonical(&self) -> Self {
        (*self).min(self.swapped())
    }

    /// The building order's key: fewer pieces first, then fewer men (a crowning leads to a
    /// man fewer).
    pub fn order(&self) -> (u32, u8, [u8; 4]) {
        (self.pieces(), self.0[0] + self.0[2], self.0)
    }

    pub fn pieces(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    pub fn side_pieces(&self, side: u8) -> u8 {
        let s = usize::from(side) * 2;
        self.0[s] + self.0[s + 1]
    }

    /// Every material with both sides on the board and at most `pieces` pieces, in an order
    /// where each comes after every material a move can lead to (fewer pieces, or a man
    /// fewer and a king more).
    pub fn up_to(pieces: u32) -> Vec<Material> {
        let mut all = Vec::new();
        let most = pieces as u8;
        for wm in 0..=most {
            for wk in 0..=most - wm {
                for bm in 0..=most - wm - wk {
                    for bk in 0..=most - wm - wk - bm {
                        let m = Material([wm, wk, bm, bk]);
                        if m.side_pieces(WHITE) > 0 && m.side_pieces(BLACK) > 0 {
                            all.push(m);
                        }
                    }
                }
            }
        }
        all.sort_by_key(|m| m.order());
        all
    }

    /// A short name for messages: `2m1k-1k` is two men and a king against a king.
    pub fn name(&self) -> String {
        let side = |men: u8, kings: u8| match (men, kings) {
            (0, k) => format!("{k}k"),
            (m, 0) => format!("{m}m"),
            (m, k) => format!("{m}m{k}k"),
        };
        format!(
            "{}-{}",
            side(self.0[0], self.0[1]),
            side(self.0[2], self.0[3])
        )
    }
}

/// Ranks and unranks the positions of a board's tables.
pub struct Indexer {
    squares: usize,
    /// Squares on one row: the men of a side stand on `squares - row` of them.
    row: usize,
    choose: Vec<[u64; MAX_GROUP + 1]>,
    /// Bit of the geometry to square index, and back.
    square_of: [u8; 64],
    bit_of: Vec<u8>,
}

/// The most pieces of one group a table indexes.
const MAX_GROUP: usize = 5;

impl Indexer {
    pub fn new(geo: &Geometry) -> Self {
        let squares = geo.square_count();
        let choose = (0..=squares as u64)
            .map(|n| {
                let mut row = [0u64; MAX_GROUP + 1];
                for (k, slot) in row.iter_mut().enumerate() {
                    *slot = binomial(n, k as u64);
                }
                row
            })
            .collect();
        let mut square_of = [0u8; 64];
        let bit_of: Vec<u8> = (0..squares).map(|s| geo.bit_of_square(s)).collect();
        for (square, &bit) in bit_of.iter().enumerate() {
            square_of[usize::from(bit)] = square as u8;
        }
        Self {
            squares,
            row: usize::from(geo.size / 2),
            choose,
            square_of,
            bit_of,
        }
    }

    fn c(&self, n: usize, k: usize) -> u64 {
        if n > self.squares {
            0
        } else {
            self.choose[n][k]
        }
    }

    /// How many ways each group can be placed, in index order: white men, black men, white
    /// kings, black kings.
    fn counts(&self, material: Material) -> [u64; 4] {
        let [wm, wk, bm, bk] = material.0.map(usize::from);
        let men_squares = self.squares - self.row;
        [
            self.c(men_squares, wm),
            self.c(men_squares, bm),
            self.c(self.squares - wm - bm, wk),
            self.c(self.squares - wm - bm - wk, bk),
        ]
    }

    /// Entries in the table of `material`.
    pub fn size(&self, material: Material) -> u64 {
        self.counts(material).iter().product::<u64>() * 2
    }

    /// A set of bits of the geometry as a set of square indices.
    fn to_squares(&self, set: u64) -> u64 {
        Bits(set).fold(0, |out, bit| out | 1 << self.square_of[usize::from(bit)])
    }

    fn to_bits(&self, squares: u64) -> u64 {
        Bits(squares).fold(0, |out, s| out | 1 << self.bit_of[usize::from(s)])
    }

    /// Colex rank of a set of slots.
    fn rank(&self, slots: u64) -> u64 {
        Bits(slots)
            .enumerate()
            .map(|(i, slot)| self.c(usize::from(slot), i + 1))
            .sum()
    }

    /// The set of `k` slots below `top` with colex rank `rank`.
    fn unrank(&self, mut rank: u64, k: usize, top: usize) -> u64 {
        let mut set = 0u64;
        let mut top = top;
        for i in (1..=k).rev() {
            // The largest slot s (below the last) with C(s, i) <= rank.
            let mut s = top - 1;
            while self.c(s, i) > rank {
                s -= 1;
            }
            rank -= self.c(s, i);
            set |= 1 << s;
            top = s;
        }
        set
    }

    /// Squares as slots among the squares not in `taken` (a square's slot is the square
    /// less the taken squares below it).
    fn squeeze(squares: u64, taken: u64) -> u64 {
        Bits(squares).fold(0, |out, s| {
            out | 1 << (u32::from(s) - (taken & ((1u64 << s) - 1)).count_ones())
        })
    }

    /// The inverse of [`Self::squeeze`]: each slot's square among those not `taken`.
    fn spread(slots: u64, taken: u64) -> u64 {
        Bits(slots).fold(0, |out, slot| {
            // The square s with s - (taken squares below s) == slot and s not taken.
            let mut s = u32::from(slot);
            loop {
                let next = u32::from(slot) + (taken & ((2u64 << s) - 1)).count_ones();
                if next == s {
                    break;
                }
                s = next;
            }
            out | 1 << s
        })
    }

    /// The index of `pos` in its material's table.
    pub fn index(&self, pos: &Position) -> u64 {
        let material = Material::of(pos);
        let [white, black] = pos.pieces;
        let [wm, wk, bm, bk] = [
            white & !pos.kings,
            white & pos.kings,
            black & !pos.kings,
            black & pos.kings,
        ]
        .map(|set| self.to_squares(set));
        let men = wm | bm;
        let counts = self.counts(material);
        // White's men skip the top row (the first squares), Black's the bottom row (the last).
        let ranks = [
            self.rank(wm >> self.row),
            self.rank(bm),
            self.rank(Self::squeeze(wk, men)),
            self.rank(Self::squeeze(bk, men | wk)),
        ];
        let index = ranks
            .iter()
            .zip(counts)
            .fold(0, |index, (&rank, count)| index * count + rank);
        index * 2 + u64::from(pos.side)
    }

    /// The position at `index` of `material`'s table, or None where the index is no position.
    pub fn position(&self, material: Material, index: u64) -> Option<Position> {
        let side = (index % 2) as u8;
        let mut rest = index / 2;
        let counts = self.counts(material);
        let mut ranks = [0u64; 4];
        for g in (0..4).rev() {
            ranks[g] = rest % counts[g];
            rest /= counts[g];
        }
        let [wm_n, wk_n, bm_n, bk_n] = material.0.map(usize::from);
        let men_squares = self.squares - self.row;
        let wm = self.unrank(ranks[0], wm_n, men_squares) << self.row;
        let bm = self.unrank(ranks[1], bm_n, men_squares);
        if wm & bm != 0 {
            return None;
        }
        let men = wm | bm;
        let wk = Self::spread(self.unrank(ranks[2], wk_n, self.squares - wm_n - bm_n), men);
        let bk = Self::spread(
            self.unrank(ranks[3], bk_n, self.squares - wm_n - bm_n - wk_n),
            men | wk,
        );
        let [wm, wk, bm, bk] = [wm, wk, bm, bk].map(|s| self.to_bits(s));
        Some(Position {
            pieces: [wm | wk, bm | bk],
            kings: wk | bk,
            figures: 0,
            side,
        })
    }
}

/// `pos` turned half round with the colours swapped: the same game from the other side, so
/// its value is the same (the side to move is swapped too).
pub fn colours_swapped(geo: &Geometry, pos: &Position) -> Position {
    let last = geo.square_count() - 1;
    let turn = |set: u64| {
        let mut out = 0u64;
        let mut rest = set;
        while rest != 0 {
            let bit = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            out |= 1 << geo.bit_of_square(last - geo.square_of_bit(bit));
        }
        out
    };
    Position {
        pieces: [turn(pos.pieces[1]), turn(pos.pieces[0])],
        kings: turn(pos.kings),
        figures: turn(pos.figures),
        side: 1 - pos.side,
    }
}

fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trips(size: u8, material: Material) -> u64 {
        let geo = Geometry::new(size);
        let indexer = Indexer::new(&geo);
        let mut valid = 0;
        for index in 0..indexer.size(material) {
            if let Some(pos) = indexer.position(material, index) {
                assert_eq!(Material::of(&pos), material);
                assert_eq!(pos.pieces[0] & pos.pieces[1], 0);
                assert_eq!(pos.pieces[0] & !pos.kings & geo.far_row(WHITE), 0);
                assert_eq!(pos.pieces[1] & !pos.kings & geo.far_row(BLACK), 0);
                assert_eq!(indexer.index(&pos), index);
                valid += 1;
            }
        }
        valid
    }

    #[test]
    fn every_position_of_a_table_comes_back_from_its_index() {
        let material = Material([1, 1, 0, 2]);
        let size = Indexer::new(&Geometry::new(8)).size(material);
        // A white man on 28 squares (not the top row), then the king and two black kings
        // on the squares left: 28 · 31 · C(30, 2) · 2 sides, and no entry wasted.
        assert_eq!(size, 28 * 31 * 435 * 2);
        assert_eq!(round_trips(8, material), size);
        // Men of both sides: only a white and a black man on one square is no position.
        let both = Material([1, 1, 1, 1]);
        let size = Indexer::new(&Geometry::new(8)).size(both);
        assert_eq!(size, 28 * 28 * 30 * 29 * 2);
        assert_eq!(round_trips(8, both), (28 * 28 - 24) * 30 * 29 * 2);
        assert_eq!(
            round_trips(10, Material([2, 0, 1, 1])),
            (990 * 45 - 40 * 44) * 47 * 2
        );
    }

    #[test]
    fn materials_come_after_those_a_move_leads_to() {
        let all = Material::up_to(4);
        let at = |m: [u8; 4]| all.iter().position(|x| x.0 == m).expect("listed");
        assert!(at([0, 1, 0, 1]) < at([1, 0, 0, 1]), "a man crowns");
        assert!(at([0, 3, 0, 1]) > at([0, 2, 0, 1]), "a king taken");
        assert!(at([2, 1, 0, 1]) > at([1, 1, 0, 1]), "a capture");
        assert!(all.iter().all(|m| m.pieces() <= 4));
        assert_eq!(Material([2, 1, 0, 1]).name(), "2m1k-1k");
    }
}
