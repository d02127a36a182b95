//! `leapfrog bench reversi --versus-hand [--games N] [--millis M] [--size S]`: the expert with
//! the learned evaluation against the same expert on the hand-set evaluation (strength 6 before
//! the patterns), at equal time per move, from varied openings with colours swapped.

use std::io::Write;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::arena::Tally;
use crate::ai::reversi::{MAX_STRENGTH, pattern_eval, plan, start_with_plan};
use crate::ai::{Cancel, think_to_end};
use crate::rules::reversi::Reversi;
use crate::rules::{Game, Outcome};

/// Nodes and seconds each side searched: [learned, hand-set].
type Effort = [(u64, f64); 2];

/// Plays game `g`: opening `g / 2` (2 to 7 random plies), the learned side black when `g` is
/// even. Returns the learned side's result.
fn duel(size: usize, g: u32, millis: u64, effort: &mut Effort) -> Outcome {
    let mut rng = SmallRng::seed_from_u64(u64::from(g / 2) * 7919 + 3);
    let mut game = Reversi::standard(size);
    for _ in 0..rng.random_range(2..=7) {
        let moves = game.legal_moves();
        game.play(&moves[rng.random_range(0..moves.len())]);
    }
    let learned_side = (g % 2) as u8;
    while game.outcome().is_none() {
        let mut p = plan(MAX_STRENGTH);
        p.budget.max_time = Some(Duration::from_millis(millis));
        p.learned = game.side_to_move() == learned_side;
        // The hand-set expert is the engine as it was before the learned evaluation.
        p.probcut = p.learned;
        let side = usize::from(!p.learned);
        let started = Instant::now();
        let mut thinking = start_with_plan(&game, p, Cancel::default());
        let mv = think_to_end(thinking.as_mut()).expect("an unfinished game has a move");
        effort[side].0 += thinking.nodes();
        effort[side].1 += started.elapsed().as_secs_f64();
        game.play(&mv);
    }
    match game.outcome() {
        Some(Outcome::Win(s)) if s == learned_side => Outcome::Win(0),
        Some(Outcome::Win(_)) => Outcome::Win(1),
        _ => Outcome::Draw,
    }
}

pub fn run(size: usize, games: u32, millis: u64, out: &mut dyn Write) -> Result<(), String> {
    if pattern_eval::for_side(size as u32).is_none() {
        return Err(pattern_eval::problem().map_or_else(
            || format!("no learned weights for {size}x{size} are loaded"),
            |e| format!("{e}; no learned weights for {size}x{size}"),
        ));
    }
    let started = Instant::now();
    let threads = super::cores() as u32;
    let (tally, effort) = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    let mut effort: Effort = [(0, 0.0); 2];
                    for g in (t..games).step_by(threads as usize) {
                        match duel(size, g, millis, &mut effort) {
                            Outcome::Win(0) => tally.wins += 1,
                            Outcome::Win(_) => tally.losses += 1,
                            Outcome::Draw => tally.draws += 1,
                        }
                    }
                    (tally, effort)
                })
            })
            .collect();
        let mut effort: Effort = [(0, 0.0); 2];
        let mut sum = Tally::default();
        for w in workers {
            let (t, e) = w.join().expect("a duel thread");
            sum.wins += t.wins;
            sum.draws += t.draws;
            sum.losses += t.losses;
            for side in 0..2 {
                effort[side].0 += e[side].0;
                effort[side].1 += e[side].1;
            }
        }
        (sum, effort)
    });
    let score = (f64::from(tally.wins) + f64::from(tally.draws) / 2.0) / f64::from(games.max(1));
    writeln!(
        out,
        "{size}x{size}: learned expert vs hand-set expert, {millis} ms a move, {games} games: \
         {} - {} - {} \
         ({:.1}%) in {:.0} s",
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * score,
        started.elapsed().as_secs_f64()
    )
    .map_err(super::io)?;
    let rate = |(nodes, secs): (u64, f64)| nodes as f64 / secs.max(1e-9) / 1e6;
    writeln!(
        out,
        "search speed: learned {:.2} M nodes/s, hand-set {:.2} M nodes/s",
        rate(effort[0]),
        rate(effort[1])
    )
    .map_err(super::io)
}
