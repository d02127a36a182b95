//! Strength 1, the source's player: every five-point line on the board is a possible win;
//! each empty point scores the lines through it that the opponent has not touched (attack)
//! and those the player has not touched (defence), weighted by the stones already in them.
//! It plays its best attacking point or the opponent's best, whichever scores higher.

use crate::rules::gomoku::lines::{DIRECTIONS, step};
use crate::rules::gomoku::{BLACK, EMPTY, WHITE};

/// What a line holding 0..4 of one side's stones adds to each of its empty points.
const WEIGHTS: [i64; 5] = [1, 6, 40, 400, 20_000];

/// The source player's point for `colour`; `allowed` filters out forbidden points.
pub fn choose(
    size: usize,
    cells: &[u8],
    colour: u8,
    seed: u64,
    mut allowed: impl FnMut(usize) -> bool,
) -> Option<usize> {
    let enemy = BLACK + WHITE - colour;
    let mut attack = vec![0i64; cells.len()];
    let mut defence = vec![0i64; cells.len()];
    for start in 0..cells.len() {
        for dir in DIRECTIONS {
            let Some(line) = (0..5)
                .map(|k| step(size, start, dir, k))
                .collect::<Option<Vec<usize>>>()
            else {
                continue;
            };
            let own = line.iter().filter(|&&c| cells[c] == colour).count();
            let theirs = line.iter().filter(|&&c| cells[c] == enemy).count();
            for &c in line.iter().filter(|&&c| cells[c] == EMPTY) {
                if theirs == 0 {
                    attack[c] += WEIGHTS[own.min(4)];
                }
                if own == 0 {
                    defence[c] += WEIGHTS[theirs.min(4)];
                }
            }
        }
    }
    // Ties go to a seeded pick, so that games from one opening differ.
    let tie = |c: usize| crate::rules::hash_mix(seed ^ c as u64) % 1000;
    let open: Vec<usize> = (0..cells.len())
        .filter(|&c| cells[c] == EMPTY && allowed(c))
        .collect();
    let best = |scores: &[i64]| open.iter().copied().max_by_key(|&c| (scores[c], tie(c)));
    let attack_at = best(&attack)?;
    let defend_at = best(&defence)?;
    Some(if attack[attack_at] >= defence[defend_at] {
        attack_at
    } else {
        defend_at
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completes_its_four_and_blocks_the_opponents() {
        let size = 10;
        let mut cells = vec![EMPTY; 100];
        for c in [40, 41, 42, 43] {
            cells[c] = BLACK;
        }
        for c in [60, 61, 62] {
            cells[c] = WHITE;
        }
        let black = choose(size, &cells, BLACK, 1, |_| true).unwrap();
        assert_eq!(black, 44, "the four on the left edge has one five point");
        let white = choose(size, &cells, WHITE, 1, |_| true).unwrap();
        assert_eq!(white, 44, "white must block the four");
    }
}
