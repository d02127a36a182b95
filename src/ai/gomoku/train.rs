//! Fitting the learned evaluation ([`super::learned`]): games of self-play from random
//! openings by the main search on a node budget, every quiet position of them labelled by
//! its game's result for the side to move, and a logistic regression of those labels on the
//! positions' point codes (Adam, full batches, a ridge towards zero). Every tenth game is held
//! back to measure the fit, beside the hand-set evaluation's best logistic fit on the same
//! positions.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use super::board::{Geometry, PatternBoard};
use super::horizon::{HORIZON_FOURS, HORIZON_NODES, vcf_plies};
use super::learned::{self, Learned, SCALARS, SCALE, SLOTS};
use super::openings::opening_cells;
use super::search::GomokuSearch;
use crate::ai::search::Search;
use crate::ai::{Budget, Cancel, think_to_end};
use crate::rules::gomoku::{BLACK, EMPTY, RuleSet, Rules, WHITE};

pub struct TrainOptions {
    pub set: RuleSet,
    pub size: usize,
    pub games: u32,
    /// The self-play search's depth and node budgets a move.
    pub depth: u32,
    pub nodes: u64,
    pub threads: usize,
    /// Openings are numbered from this (the bench's matches use 0 up).
    pub seed: u32,
    /// The evaluation the self-play searches use (None: the hand-set one).
    pub player: Option<Arc<Learned>>,
    pub ridge: f64,
    pub epochs: usize,
}

impl Default for TrainOptions {
    fn default() -> Self {
        Self {
            set: RuleSet::Freestyle,
            size: 15,
            games: 2000,
            depth: 8,
            nodes: 6000,
            threads: 1,
            seed: 1_000_000,
            player: None,
            ridge: 1e-4,
            epochs: 400,
        }
    }
}

/// One position as the fit sees it.
pub struct Sample {
    /// (slot, how many points have it).
    slots: Vec<(u16, u16)>,
    scalars: [f64; SCALARS],
    /// The hand-set evaluation's score, for the comparison.
    hand: f64,
    /// 1 the side to move won, 0 lost, 0.5 drawn.
    label: f64,
    held_back: bool,
}

/// A game of self-play: its moves (the opening's first) and the winner (EMPTY: drawn).
#[derive(Debug)]
pub struct Played {
    pub moves: Vec<u16>,
    pub winner: u8,
}

fn geometry(opts: &TrainOptions, eval: Option<Arc<Learned>>) -> Arc<Geometry> {
    Arc::new(Geometry::with_eval(opts.size, Rules::of(opts.set), eval))
}

/// Plays game `round` of self-play.
pub fn play_game(opts: &TrainOptions, geo: &Arc<Geometry>, round: u32) -> Played {
    let mut board = PatternBoard::new(geo, &vec![EMPTY; geo.cells()], BLACK);
    let mut moves = Vec::new();
    for cell in opening_cells(opts.size, round) {
        board.play(geo, cell);
        moves.push(cell as u16);
    }
    while board.winner == EMPTY && !board.full(geo) {
        let game = GomokuSearch {
            geo: geo.clone(),
            width: 12,
            noise: 0,
            seed: u64::from(round),
            notes: Default::default(),
            fail_high_probes: false,
        };
        let budget = Budget {
            max_depth: Some(opts.depth),
            max_nodes: Some(opts.nodes),
            ..Budget::default()
        };
        let mut search = Search::with_table(game, board, budget, Cancel::default(), 1, 14);
        let Some(mv) = think_to_end(&mut search) else {
            break;
        };
        board.play(geo, usize::from(mv));
        moves.push(mv);
    }
    Played {
        moves,
        winner: board.winner,
    }
}

/// Plays the options' games on their threads; `progress` hears each finished count.
pub fn self_play(opts: &TrainOptions, progress: &(dyn Fn(u32) + Sync)) -> Vec<Played> {
    let geo = geometry(opts, opts.player.clone());
    let next = AtomicU32::new(0);
    let done = AtomicU32::new(0);
    let mut games: Vec<(u32, Played)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..opts.threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        if k >= opts.games {
                            return mine;
                        }
                        mine.push((k, play_game(opts, &geo, opts.seed + k)));
                        progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a self-play thread"))
            .collect()
    });
    games.sort_by_key(|(k, _)| *k);
    games.into_iter().map(|(_, g)| g).collect()
}

/// The positions of the games the evaluation is asked about: no five to make for either
/// side and no quick win by fours for the side to move (the search settles those first).
pub fn samples(opts: &TrainOptions, games: &[Played]) -> Vec<Sample> {
    let hand_geo = geometry(opts, None);
    let by_colour = learned::colours_differ(opts.set);
    let mut out = Vec::new();
    let mut fives = Vec::new();
    for (k, game) in games.iter().enumerate() {
        let mut board = PatternBoard::new(&hand_geo, &vec![EMPTY; hand_geo.cells()], BLACK);
        for (ply, &mv) in game.moves.iter().enumerate() {
            board.play(&hand_geo, usize::from(mv));
            if ply + 1 < 4 || board.winner != EMPTY {
                continue;
            }
            let mover = BLACK + WHITE - board.to_move;
            board.five_points(&hand_geo, mover, &mut fives);
            if !fives.is_empty() {
                continue;
            }
            board.five_points(&hand_geo, board.to_move, &mut fives);
            let mut work = board;
            if !fives.is_empty()
                || vcf_plies(&mut work, &hand_geo, HORIZON_FOURS, HORIZON_NODES).is_some()
            {
                continue;
            }
            let label = match game.winner {
                EMPTY => 0.5,
                w if w == board.to_move => 1.0,
                _ => 0.0,
            };
            let mut counts: Vec<(u16, u16)> = Vec::new();
            learned::for_each_slot(&board, &hand_geo, by_colour, |s| {
                match counts.iter_mut().find(|(slot, _)| usize::from(*slot) == s) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((s as u16, 1)),
                }
            });
            out.push(Sample {
                slots: counts,
                scalars: learned::scalars(&board),
                hand: f64::from(super::eval::hand_set(&board, &hand_geo)),
                label,
                held_back: k % 10 == 9,
            });
        }
    }
    out
}

/// How the fit went: mean log-loss on fitted and held-back positions, and the hand-set
/// evaluation's (its score scaled by the best single factor) on the held-back ones.
pub struct Report {
    pub fitted: usize,
    pub held_back: usize,
    pub train_loss: f64,
    pub holdout_loss: f64,
    pub hand_loss: f64,
    pub hand_scale: f64,
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn log_loss(p: f64, label: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    -(label * p.ln() + (1.0 - label) * (1.0 - p).ln())
}

fn logit(weights: &[f64], s: &Sample) -> f64 {
    let mut z = s
        .scalars
        .iter()
        .zip(&weights[SLOTS..])
        .map(|(x, w)| x * w)
        .sum::<f64>();
    for &(slot, n) in &s.slots {
        z += weights[usize::from(slot)] * f64::from(n);
    }
    z
}

/// Fits the weights by Adam on the whole batch.
pub fn fit(opts: &TrainOptions, samples: &[Sample]) -> (Learned, Report) {
    let fitted: Vec<&Sample> = samples.iter().filter(|s| !s.held_back).collect();
    let held: Vec<&Sample> = samples.iter().filter(|s| s.held_back).collect();
    let n = fitted.len().max(1) as f64;
    let mut w = vec![0.0f64; SLOTS + SCALARS];
    let (mut m, mut v) = (vec![0.0f64; w.len()], vec![0.0f64; w.len()]);
    let (rate, beta1, beta2) = (0.05, 0.9, 0.999);
    for epoch in 1..=opts.epochs {
        let mut grad = vec![0.0f64; w.len()];
        for s in &fitted {
            let g = sigmoid(logit(&w, s)) - s.label;
            for &(slot, count) in &s.slots {
                grad[usize::from(slot)] += g * f64::from(count);
            }
            for (i, x) in s.scalars.iter().enumerate() {
                grad[SLOTS + i] += g * x;
            }
        }
        for i in 0..w.len() {
            let g = grad[i] / n + opts.ridge * w[i];
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(epoch as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(epoch as i32));
            w[i] -= rate * m_hat / (v_hat.sqrt() + 1e-8);
        }
    }
    let mean_loss = |set: &[&Sample], z: &dyn Fn(&Sample) -> f64| {
        set.iter()
            .map(|s| log_loss(sigmoid(z(s)), s.label))
            .sum::<f64>()
            / set.len().max(1) as f64
    };
    let hand_scale = hand_scale(&fitted);
    let to_i16 = |x: f64| (x * SCALE).round().clamp(-30_000.0, 30_000.0) as i16;
    let weights = Learned {
        set: opts.set,
        by_colour: learned::colours_differ(opts.set),
        scalars: w[SLOTS..].iter().map(|&x| to_i16(x)).collect(),
        slots: w[..SLOTS].iter().map(|&x| to_i16(x)).collect(),
    };
    let report = Report {
        fitted: fitted.len(),
        held_back: held.len(),
        train_loss: mean_loss(&fitted, &|s| logit(&w, s)),
        holdout_loss: mean_loss(&held, &|s| logit(&w, s)),
        hand_loss: mean_loss(&held, &|s| s.hand * hand_scale),
        hand_scale,
    };
    (weights, report)
}

/// The factor that turns hand-set scores into the logits that fit the labels best (a
/// search over powers of two, then halving steps).
fn hand_scale(samples: &[&Sample]) -> f64 {
    let loss = |k: f64| {
        samples
            .iter()
            .map(|s| log_loss(sigmoid(s.hand * k), s.label))
            .sum::<f64>()
    };
    let mut best = (-24..=4)
        .map(|e| 2f64.powi(e))
        .min_by(|a, b| loss(*a).total_cmp(&loss(*b)))
        .unwrap_or(1.0);
    let mut step = best / 2.0;
    for _ in 0..30 {
        let candidates = [best - step, best, best + step];
        best = candidates
            .into_iter()
            .filter(|&k| k > 0.0)
            .min_by(|a, b| loss(*a).total_cmp(&loss(*b)))
            .unwrap_or(best);
        step /= 2.0;
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_training_fits_its_positions_better_than_nothing() {
        let opts = TrainOptions {
            size: 10,
            games: 20,
            depth: 2,
            nodes: 300,
            epochs: 60,
            ..TrainOptions::default()
        };
        let games = self_play(&opts, &|_| {});
        assert_eq!(games.len(), 20);
        assert!(games.iter().all(|g| g.moves.len() > 4));
        let samples = samples(&opts, &games);
        assert!(samples.len() > 50, "{} positions", samples.len());
        let (weights, report) = fit(&opts, &samples);
        // Knowing nothing scores ln 2 a position.
        assert!(
            report.train_loss < 0.69,
            "fitted loss {}",
            report.train_loss
        );
        assert_eq!(weights.slots.len(), SLOTS);
        assert!(weights.slots.iter().any(|&w| w != 0));
    }
}
