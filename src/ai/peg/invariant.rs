//! Position classes: a jump flips three holes, so over GF(2) every position reachable from `s`
//! is `s` plus a sum of jump vectors. If no goal position lies in that coset the puzzle is
//! hopeless, whatever the order of jumps. (For the English board this is the classic "rule of
//! three"; computing it from the jump list covers any board.)

use super::puzzle::{Puzzle, State};
use crate::rules::peg::Target;

pub struct Classes {
    /// A row-echelon basis of the span of the jump vectors, by leading bit.
    basis: [u64; 64],
    /// The single-peg positions the goal accepts.
    goals: Vec<u64>,
}

impl Classes {
    pub fn new(puzzle: &Puzzle) -> Self {
        let mut basis = [0u64; 64];
        for jump in &puzzle.jumps {
            let j = jump.jump;
            let mut v = (1u64 << j.from) | (1u64 << j.over) | (1u64 << j.to);
            while v != 0 {
                let top = 63 - v.leading_zeros() as usize;
                if basis[top] == 0 {
                    basis[top] = v;
                    break;
                }
                v ^= basis[top];
            }
        }
        let goals = match puzzle.target {
            Target::OneLeftAt(hole) => vec![1u64 << hole],
            Target::OneLeft | Target::OnlyNamed => (0..puzzle.holes).map(|h| 1u64 << h).collect(),
        };
        Self { basis, goals }
    }

    fn in_span(&self, mut v: u64) -> bool {
        while v != 0 {
            let top = 63 - v.leading_zeros() as usize;
            if self.basis[top] == 0 {
                return false;
            }
            v ^= self.basis[top];
        }
        true
    }

    /// False when no sequence of jumps can turn the position into a goal position.
    pub fn can_reach_goal(&self, state: State) -> bool {
        self.goals.iter().any(|&g| self.in_span(g ^ state.pegs))
    }
}
