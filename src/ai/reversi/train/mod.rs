//! Training the learned evaluation (`leapfrog train reversi`). Self-play with noise makes the
//! positions; each phase, from the last empties back to the opening, is labelled and then
//! fitted by least squares: positions near the end by the exact solver, earlier ones by a
//! search whose leaves land in the phases already fitted.

mod label;
mod selfplay;

use std::sync::Arc;
use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

use super::pattern_eval::{PatternEval, fill_states};
use super::patterns::PatternSet;
use super::scalars::ScalarFeatures;
use super::weights::{PhaseWeights, Weights};
use crate::ai::fit;
use crate::rules::reversi::bits::{Bits, Geometry};
use crate::rules::reversi::position::Position;
use crate::rules::reversi::{Board, Reversi};

#[derive(Clone, Debug)]
pub struct TrainOptions {
    pub side: usize,
    pub seed: u64,
    /// Self-play games that supply the positions.
    pub games: usize,
    /// Positions labelled per phase (a tenth of them held back to measure the error).
    pub per_phase: usize,
    /// Search depth of the labels before the exact range.
    pub depth: u32,
    /// Positions with this many empties or fewer are labelled with their exact score.
    pub exact_empties: u32,
    pub threads: usize,
    /// Weights of an earlier generation for the self-play player (else the hand-set one).
    pub player: Option<Weights>,
}

impl TrainOptions {
    /// Sensible settings for a board side: the exact range is what the solvers do quickly.
    pub fn for_side(side: usize) -> Self {
        Self {
            side,
            seed: 1,
            games: 4000,
            per_phase: 4000,
            depth: 4,
            exact_empties: match side {
                ..=6 => 14,
                7..=8 => 14,
                _ => 10,
            },
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            player: None,
        }
    }
}

/// Empties per phase.
pub fn phase_width(side: usize) -> u8 {
    if side >= 10 { 6 } else { 4 }
}

/// What one phase's fit achieved.
#[derive(Clone, Debug)]
pub struct PhaseReport {
    pub phase: usize,
    pub empties: (u32, u32),
    pub trained: usize,
    pub held_back: usize,
    /// Mean absolute error in discs on the positions fitted and on those held back.
    pub train_error: f64,
    pub holdout_error: f64,
    pub seconds: f64,
}

/// Trains weights for `opts.side`, reporting each phase as it finishes.
pub fn train(opts: &TrainOptions, report: &mut dyn FnMut(&PhaseReport)) -> Weights {
    match *Reversi::standard(opts.side).board() {
        Board::Small(geo, pos) => train_on(geo, pos, opts, report),
        Board::Large(geo, pos) => train_on(geo, pos, opts, report),
    }
}

fn train_on<B: Bits>(
    geo: Geometry<B>,
    start: Position<B>,
    opts: &TrainOptions,
    report: &mut dyn FnMut(&PhaseReport),
) -> Weights {
    let set = PatternSet::new(opts.side);
    let features = ScalarFeatures::new(opts.side);
    let width = phase_width(opts.side);
    let cells = (opts.side * opts.side) as u32;
    // The start position joins the last phase rather than having one of its own.
    let phase_count = (cells - 5) as usize / usize::from(width) + 1;
    let mut weights = Weights {
        side: opts.side as u8,
        width,
        blend: false,
        phases: vec![
            PhaseWeights {
                scalars: vec![0; features.count()],
                slots: vec![0; set.total_slots],
            };
            phase_count
        ],
    };
    let mut rng = SmallRng::seed_from_u64(opts.seed);
    let player = opts.player.as_ref().map(|w| Arc::new(PatternEval::new(w)));
    let positions = selfplay::play(&geo, start, opts.games, opts.seed, player.as_ref());
    let mut buckets: Vec<Vec<Position<B>>> = vec![Vec::new(); phase_count];
    for pos in positions {
        buckets[weights.phase_of(pos.empties(&geo))].push(pos);
    }
    for (phase, bucket) in buckets.iter_mut().enumerate() {
        let started = Instant::now();
        bucket.shuffle(&mut rng);
        bucket.truncate(opts.per_phase);
        if bucket.len() < 10 {
            continue;
        }
        let learned = Arc::new(PatternEval::new(&weights));
        let labels = label::label_all(&geo, bucket, &learned, opts);
        let rows: Vec<fit::Row> = bucket
            .iter()
            .zip(&labels)
            .map(|(pos, &label)| row(&set, &features, &geo, pos, label))
            .collect();
        let held_back = rows.len() / 10;
        let (test, fitted) = rows.split_at(held_back);
        let solution = fit::least_squares(fitted, set.total_slots, features.count(), fit::RIDGE);
        weights.phases[phase] = solution.quantised();
        let lo = phase as u32 * u32::from(width);
        let hi = if phase + 1 == phase_count {
            cells - 4
        } else {
            lo + u32::from(width) - 1
        };
        report(&PhaseReport {
            phase,
            empties: (lo, hi),
            trained: fitted.len(),
            held_back,
            train_error: solution.mean_error(fitted),
            holdout_error: solution.mean_error(test),
            seconds: started.elapsed().as_secs_f64(),
        });
    }
    weights
}

/// A position as the fit sees it: its pattern slots and whole-board features.
fn row<B: Bits>(
    set: &PatternSet,
    features: &ScalarFeatures,
    geo: &Geometry<B>,
    pos: &Position<B>,
    label: f32,
) -> fit::Row {
    let mut states = [0u8; 128];
    fill_states(&mut states, pos.me, pos.opp);
    let slots = set
        .configurations(&states)
        .map(|raw| set.slot(raw) as u32)
        .collect();
    let moves = super::scalars::move_counts(geo, pos.me, pos.opp);
    let values = features.values(geo, pos.me, pos.opp, moves);
    let scalars = values[..features.count()]
        .iter()
        .map(|&v| f64::from(v))
        .collect();
    fit::Row::new(slots, scalars, f64::from(label))
}
