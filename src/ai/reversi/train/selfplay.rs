//! Positions for training: games from the start, their first few moves random, then a
//! one-ply player with noise and an occasional random move, so the positions are varied but
//! look like play. The player uses the hand-set evaluation, or weights from an earlier training
//! (a later generation then sees positions nearer to its own play).

use std::collections::HashSet;
use std::sync::Arc;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::super::eval::Evaluator;
use super::super::pattern_eval::PatternEval;
use crate::ai::pattern_weights::UNIT;
use crate::rules::reversi::bits::{BitIter, Bits, Geometry};
use crate::rules::reversi::position::Position;

const MAX_RANDOM_OPENING: u32 = 8;
const RANDOM_MOVE_CHANCE: f64 = 0.08;
/// Noise on the one-ply evaluation: a third of a corner on the hand-set scale, two discs on
/// the learned one.
const HAND_NOISE: i32 = 300;
const LEARNED_NOISE: i32 = 2 * UNIT;

/// Every distinct position (side to move included) met in `games` games.
pub fn play<B: Bits>(
    geo: &Geometry<B>,
    start: Position<B>,
    games: usize,
    seed: u64,
    player: Option<&Arc<PatternEval>>,
) -> Vec<Position<B>> {
    let hand = Evaluator::new(geo);
    let noise = if player.is_some() {
        LEARNED_NOISE
    } else {
        HAND_NOISE
    };
    let value = |pos: &Position<B>| match player {
        Some(learned) => learned
            .evaluate(geo, pos.me, pos.opp)
            .unwrap_or_else(|| pos.final_margin(geo) * UNIT),
        None => hand.evaluate(pos),
    };
    let mut seen = HashSet::new();
    let mut positions = Vec::new();
    for game in 0..games as u64 {
        let mut rng = SmallRng::seed_from_u64(seed ^ game.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let opening = rng.random_range(0..=MAX_RANDOM_OPENING);
        let mut pos = start;
        for ply in 0.. {
            let moves = pos.moves(geo);
            if moves == B::ZERO {
                if pos.passed().moves(geo) == B::ZERO {
                    break;
                }
                pos = pos.passed();
                continue;
            }
            if seen.insert((pos.me, pos.opp)) {
                positions.push(pos);
            }
            let cells: Vec<u32> = BitIter(moves).collect();
            let random = ply < opening || rng.random_bool(RANDOM_MOVE_CHANCE);
            let cell = if random {
                cells[rng.random_range(0..cells.len())]
            } else {
                *cells
                    .iter()
                    .max_by_key(|&&c| -value(&pos.play(geo, c)) + rng.random_range(-noise..=noise))
                    .unwrap()
            };
            pos = pos.play(geo, cell);
        }
    }
    positions
}
