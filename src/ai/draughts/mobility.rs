//! Whole-board features of the learned evaluation's second feature set
//! ([`super::learned::Features::Mobility`]): how freely each side's men and kings move, how
//! many of its men have no step forward, how many of its pieces the other side could take by
//! a short jump, and the men's and the kings' difference when both sides have kings and the
//! pieces' difference when only kings are left (where a piece more is often only a draw).
//! Each is the mover's count less the opponent's, from bit shifts.

use crate::rules::draughts::Variant;
use crate::rules::draughts::board::{ALL_DIRECTIONS, Bits, Geometry};
use crate::rules::draughts::position::Position;

/// Features in the set.
pub const EXTRAS: usize = 7;

#[derive(Clone, Debug)]
pub struct Mobility {
    geo: Geometry,
    flying_kings: bool,
    men_capture_backward: bool,
}

impl Mobility {
    pub fn new(variant: &Variant) -> Self {
        Self {
            geo: variant.geo,
            flying_kings: variant.rules.flying_kings,
            men_capture_backward: variant.rules.men_capture_backward,
        }
    }

    /// Man steps, men without a step, king moves, pieces open to a short jump; the men's and
    /// the kings' difference where both sides have a king, and the kings' where only kings
    /// are left: the mover's less the opponent's.
    pub fn features(&self, pos: &Position) -> [i32; EXTRAS] {
        let empty = self.geo.squares & !pos.occupied();
        let mover = usize::from(pos.side);
        let own = self.side_features(pos, mover, empty);
        let enemy = self.side_features(pos, 1 - mover, empty);
        let kings_both = pos.pieces[0] & pos.kings != 0 && pos.pieces[1] & pos.kings != 0;
        let difference = |set: u64| {
            (pos.own() & set).count_ones() as i32 - (pos.enemy() & set).count_ones() as i32
        };
        let (men_drawish, kings_drawish) = if kings_both {
            (difference(!pos.kings), difference(pos.kings))
        } else {
            (0, 0)
        };
        let kings_only = if pos.occupied() & !pos.kings == 0 {
            difference(pos.kings)
        } else {
            0
        };
        [
            own[0] - enemy[0],
            own[1] - enemy[1],
            own[2] - enemy[2],
            own[3] - enemy[3],
            men_drawish,
            kings_drawish,
            kings_only,
        ]
    }

    /// One side's man steps, blocked men, king moves and pieces open to a short jump.
    fn side_features(&self, pos: &Position, side: usize, empty: u64) -> [i32; 4] {
        let geo = &self.geo;
        let men = pos.pieces[side] & !pos.kings;
        let kings = pos.pieces[side] & pos.kings;
        let mut steps = 0;
        let mut can_step = 0;
        for dir in Geometry::forward(side as u8) {
            let targets = geo.shift(men, dir) & empty;
            steps += targets.count_ones() as i32;
            can_step |= geo.shift(targets, Geometry::reverse(dir));
        }
        let blocked = (men & !can_step).count_ones() as i32;
        let king_moves: i32 = Bits(kings).map(|k| self.king_moves(k, empty)).sum();
        // A piece at v is open where an attacker stands next to it in one direction and the
        // square past it in that direction is empty.
        let other = 1 - side;
        let mut open = 0u64;
        for dir in ALL_DIRECTIONS {
            let from = jumpers(pos, other, dir, self.men_capture_backward);
            let landing_free = geo.shift(empty, Geometry::reverse(dir));
            open |= pos.pieces[side] & geo.shift(from, dir) & landing_free;
        }
        [steps, blocked, king_moves, open.count_ones() as i32]
    }

    /// Empty squares a king reaches along its diagonals (one step where kings do not fly).
    fn king_moves(&self, king: u8, empty: u64) -> i32 {
        let mut count = 0;
        for dir in ALL_DIRECTIONS {
            let mut at = king;
            while let Some(next) = self.geo.step(at, dir) {
                if empty >> next & 1 == 0 {
                    break;
                }
                count += 1;
                if !self.flying_kings {
                    break;
                }
                at = next;
            }
        }
        count
    }
}

/// `side`'s pieces that may jump in direction `dir`: all of them where its men take that
/// way (forward, or backward too where the rules allow), else its kings only.
pub(super) fn jumpers(pos: &Position, side: usize, dir: usize, men_capture_backward: bool) -> u64 {
    let men_jump = men_capture_backward || Geometry::forward(side as u8).contains(&dir);
    if men_jump {
        pos.pieces[side]
    } else {
        pos.pieces[side] & pos.kings
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::draughts::placed::{international, place};

    #[test]
    fn the_start_is_even_and_a_lone_man_counts_its_steps_and_its_danger() {
        let variant = international();
        let mobility = Mobility::new(&variant);
        assert_eq!(mobility.features(&variant.start), [0; EXTRAS]);
        // A white man in the middle and a black man diagonally above it: each has one step
        // (the other man stands on its second), and each is open to the other.
        let pos = place(&variant, &[(5, 4)], &[(4, 3)]);
        assert_eq!(mobility.features(&pos), [0; EXTRAS]);
        // A man with both squares ahead taken is blocked.
        let pos = place(&variant, &[(5, 4)], &[(4, 3), (4, 5)]);
        let [steps, blocked, ..] = mobility.features(&pos);
        assert_eq!((steps, blocked), (-2, 1));
        let pos = place(&variant, &[(5, 4), (6, 5)], &[(4, 3)]);
        let [_, _, _, open, ..] = mobility.features(&pos);
        assert_eq!(
            open, -1,
            "White's man is covered from behind; Black's is still open"
        );
    }

    #[test]
    fn a_flying_king_counts_its_squares_and_kings_on_both_sides_count_as_drawish() {
        let variant = international();
        let mobility = Mobility::new(&variant);
        let mut pos = place(&variant, &[(9, 0)], &[(0, 9)]);
        pos.kings = pos.pieces[0];
        let [_, _, kings, _, drawish @ ..] = mobility.features(&pos);
        // Along the long diagonal to the black man's square: eight empty squares.
        assert_eq!(kings, 8);
        assert_eq!(drawish, [0; 3], "only White has a king");
        pos.kings |= pos.pieces[1];
        let [_, _, kings, _, drawish @ ..] = mobility.features(&pos);
        assert_eq!((kings, drawish), (0, [0; 3]));
        // Two kings against one: a king more with kings on both sides, and only kings.
        let mut pos = place(&variant, &[(9, 0), (9, 2)], &[(0, 9)]);
        pos.kings = pos.pieces[0] | pos.pieces[1];
        assert_eq!(mobility.features(&pos)[4..], [0, 1, 1]);
        // A king and a man against a king: a man more with kings on both sides.
        pos.kings &= !(1 << variant.geo.bit_at(9, 2).unwrap());
        assert_eq!(mobility.features(&pos)[4..], [1, 0, 0]);
    }
}
