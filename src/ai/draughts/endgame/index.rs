//! Where a position lies in its database: the material (men and kings of each side) picks
//! the table, and each group's squares are ranked as a combination (colex order), so a
//! table of n squares holds C(n, white men) · C(n, white kings) · C(n, black men) ·
//! C(n, black kings) · 2 entries (the side to move last). Indices whose groups overlap, or
//! that put a man on its own crowning row, are no position and stay unused.

use crate::rules::draughts::board::{BLACK, Geometry, WHITE};
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
        all.sort_by_key(|m| (m.pieces(), m.0[0] + m.0[2], m.0));
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

/// Binomial coefficients up to the board's 50 squares.
pub struct Indexer {
    squares: usize,
    choose: Vec<[u64; 6]>,
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
        Self { squares, choose }
    }

    fn c(&self, n: usize, k: usize) -> u64 {
        if n > self.squares {
            0
        } else {
            self.choose[n][k]
        }
    }

    /// Entries in the table of `material`.
    pub fn size(&self, material: Material) -> u64 {
        material
            .0
            .iter()
            .map(|&k| self.c(self.squares, usize::from(k)))
            .product::<u64>()
            * 2
    }

    /// Colex rank of the squares of `set` (bits of the geometry).
    fn rank(&self, geo: &Geometry, set: u64) -> u64 {
        let mut rank = 0;
        let mut rest = set;
        let mut i = 0;
        while rest != 0 {
            let bit = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            i += 1;
            rank += self.c(geo.square_of_bit(bit), i);
        }
        rank
    }

    /// The bits of the combination of `k` squares with colex rank `rank`.
    fn unrank(&self, geo: &Geometry, mut rank: u64, k: usize) -> u64 {
        let mut set = 0u64;
        let mut top = self.squares;
        for i in (1..=k).rev() {
            // The largest square s (below the last) with C(s, i) <= rank.
            let mut s = top - 1;
            while self.c(s, i) > rank {
                s -= 1;
            }
            rank -= self.c(s, i);
            set |= 1 << geo.bit_of_square(s);
            top = s;
        }
        set
    }

    /// The index of `pos` in its material's table.
    pub fn index(&self, geo: &Geometry, pos: &Position) -> u64 {
        let material = Material::of(pos);
        let [white, black] = pos.pieces;
        let groups = [
            white & !pos.kings,
            white & pos.kings,
            black & !pos.kings,
            black & pos.kings,
        ];
        let mut index = 0;
        for (set, &k) in groups.iter().zip(&material.0) {
            index = index * self.c(self.squares, usize::from(k)) + self.rank(geo, *set);
        }
        index * 2 + u64::from(pos.side)
    }

    /// The position at `index` of `material`'s table, or None where the index is no position.
    pub fn position(&self, geo: &Geometry, material: Material, index: u64) -> Option<Position> {
        let side = (index % 2) as u8;
        let mut rest = index / 2;
        let mut groups = [0u64; 4];
        for g in (0..4).rev() {
            let k = usize::from(material.0[g]);
            let count = self.c(self.squares, k);
            groups[g] = self.unrank(geo, rest % count, k);
            rest /= count;
        }
        let [wm, wk, bm, bk] = groups;
        let all = wm | wk | bm | bk;
        let placed = material.pieces();
        if all.count_ones() != placed {
            return None;
        }
        if wm & geo.far_row(WHITE) != 0 || bm & geo.far_row(BLACK) != 0 {
            return None;
        }
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

    #[test]
    fn every_position_of_a_table_comes_back_from_its_index() {
        let geo = Geometry::new(8);
        let indexer = Indexer::new(&geo);
        let material = Material([1, 1, 0, 2]);
        let size = indexer.size(material);
        assert_eq!(size, 32 * 32 * 496 * 2);
        let mut valid = 0;
        for index in 0..size {
            if let Some(pos) = indexer.position(&geo, material, index) {
                assert_eq!(Material::of(&pos), material);
                assert_eq!(indexer.index(&geo, &pos), index);
                valid += 1;
            }
        }
        // A white man on 28 squares (not the top row), then the king and two black kings
        // on the squares left: 28 · 31 · C(30, 2) · 2 sides.
        assert_eq!(valid, 28 * 31 * 435 * 2);
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
