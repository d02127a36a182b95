//! Whole-board features of the learned evaluation's fourth feature set
//! ([`super::learned::Features::SafeSteps`]): the men's steps after which the man that
//! stepped cannot be taken at once by a short jump, and whether each side has none left.
//! A side without a safe step must give a man away or step into an exchange, which is how
//! strong engines win locked positions ("out of tempo"); the blocks see it only inside one
//! block. The first is the mover's count less the opponent's; the other two are the mover's
//! and the opponent's own.

use super::mobility::jumpers;
use crate::rules::draughts::Variant;
use crate::rules::draughts::board::{ALL_DIRECTIONS, Geometry};
use crate::rules::draughts::position::Position;

/// Features in the set.
pub const EXTRAS: usize = 3;

#[derive(Clone, Debug)]
pub struct SafeSteps {
    geo: Geometry,
    men_capture_backward: bool,
}

impl SafeSteps {
    pub fn new(variant: &Variant) -> Self {
        Self {
            geo: variant.geo,
            men_capture_backward: variant.rules.men_capture_backward,
        }
    }

    /// Safe steps (the mover's less the opponent's), 1 where the mover has none, 1 where the
    /// opponent has none (a side without men has none: its kings are the blocks' and the
    /// mobility features' business).
    pub fn features(&self, pos: &Position) -> [i32; EXTRAS] {
        let mover = usize::from(pos.side);
        let own = self.safe_steps(pos, mover);
        let enemy = self.safe_steps(pos, 1 - mover);
        [own - enemy, i32::from(own == 0), i32::from(enemy == 0)]
    }

    /// One side's man steps to a square where no adjacent enemy piece can jump the man.
    fn safe_steps(&self, pos: &Position, side: usize) -> i32 {
        let geo = &self.geo;
        let empty = geo.squares & !pos.occupied();
        let men = pos.pieces[side] & !pos.kings;
        let other = 1 - side;
        let mut safe = 0;
        for step in Geometry::forward(side as u8) {
            let targets = geo.shift(men, step) & empty;
            let mut exposed = 0u64;
            // An attacker beside a target in direction `toward` jumps the other way and lands
            // on the square past the target, which is free if empty or the one just left.
            for toward in ALL_DIRECTIONS {
                let jump = Geometry::reverse(toward);
                let beside = geo.shift(jumpers(pos, other, jump, self.men_capture_backward), jump);
                let landing_free = if toward == step {
                    u64::MAX
                } else {
                    geo.shift(empty, toward)
                };
                exposed |= beside & landing_free;
            }
            safe += (targets & !exposed).count_ones() as i32;
        }
        safe
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::draughts::placed::{international, place};
    use crate::rules::draughts::board::BLACK;

    #[test]
    fn a_step_next_to_an_enemy_with_the_square_behind_free_is_not_safe() {
        let variant = international();
        let safe = SafeSteps::new(&variant);
        assert_eq!(safe.features(&variant.start), [0, 0, 0]);
        // Lone men far apart: two safe steps each.
        let pos = place(&variant, &[(5, 4)], &[(0, 1)]);
        assert_eq!(safe.features(&pos), [0, 0, 0]);
        // Black at (3, 6) jumps a white man on (4, 5) into (5, 4), the square it left, so
        // only White's step to (4, 3) is safe; likewise only Black's step to (4, 7).
        let pos = place(&variant, &[(5, 4)], &[(3, 6)]);
        assert_eq!(safe.features(&pos), [0, 0, 0]);
        // A second black man at (3, 2) covers (4, 3) too: White has no safe step, Black two
        // ((4, 1) and (4, 7)).
        let pos = place(&variant, &[(5, 4)], &[(3, 6), (3, 2)]);
        assert_eq!(safe.features(&pos), [-2, 1, 0]);
        let mut turned = pos;
        turned.side = BLACK;
        assert_eq!(safe.features(&turned), [2, 0, 1]);
        // Men take backwards here: a black man at (5, 6) jumps a white man on (4, 5) into
        // (3, 4), and a white man at (5, 4) one on (6, 5) into (7, 6).
        let pos = place(&variant, &[(5, 4)], &[(5, 6)]);
        assert_eq!(safe.features(&pos), [0, 0, 0]);
        let pos = place(&variant, &[(5, 4)], &[(5, 6), (3, 2)]);
        assert_eq!(safe.features(&pos), [-2, 1, 0]);
    }
}
