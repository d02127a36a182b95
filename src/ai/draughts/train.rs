//! Fitting the learned evaluation (`leapfrog train draughts`), on the reversi training's
//! method: positions from noisy self-play (random opening plies, then a shallow search), each
//! labelled by a deeper search blended with the game's result, and the weights of each phase
//! fitted to the labels by ridge least squares. The first generation plays and labels on the
//! hand-set evaluation, a later one (`--player`) on the weights before it. Every tenth game
//! is held back to measure the fit on positions it never saw, against the hand-set
//! evaluation's error on the same positions.

use std::sync::Arc;
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::eval::Evaluator;
use super::learned::{
    Blocks, CONFIGURATIONS, Extras, Features, Layout, LearnedEval, MAX_BLOCKS, PHASE_WIDTH, pieces,
};
use super::samples::Sample;
use super::{DraughtsSearch, Node, WIN};
use crate::ai::budget::Instant;
use crate::ai::fit::{Row, Solution, least_squares};
use crate::ai::pattern_weights::{PhaseWeights, Weights, blend_of, phase_of};
use crate::ai::search::{Search, SearchGame};
use crate::ai::{Budget, Cancel, Step, Thinking};
use crate::rules::draughts::position::{Move, Position};
use crate::rules::draughts::{Draughts, Variant};
use crate::rules::{Game, Outcome};

#[derive(Clone)]
pub struct TrainOptions {
    pub games: u32,
    /// Depth of the labelling search.
    pub depth: u32,
    /// Depth of the self-play search.
    pub play_depth: u32,
    /// Random plies that open each game (variety).
    pub random_plies: u32,
    /// A game still going after this many plies counts as a draw.
    pub max_plies: u32,
    /// One position is labelled every this many plies.
    pub every: u32,
    pub seed: u64,
    /// The share of a label that is the game's result (the rest is the search's score); the
    /// fit blends them, the samples keep them apart.
    pub result_share: f32,
    pub threads: usize,
    /// An earlier generation's weights for the self-play player and the labelling search
    /// (else the hand-set evaluation).
    pub player: Option<Arc<LearnedEval>>,
    /// How hard rarely seen block configurations are pulled towards zero.
    pub ridge: f64,
    /// Where the fitted weights' blocks lie.
    pub layout: Layout,
    /// Which whole-board features the fitted weights have.
    pub features: Features,
    /// Pieces per phase of the fitted weights.
    pub phase_width: u8,
    /// Whether the fitted phases blend ([`Weights::blend`]), fitted jointly.
    pub blend: bool,
}

impl Default for TrainOptions {
    fn default() -> Self {
        Self {
            games: 2000,
            depth: 6,
            play_depth: 3,
            random_plies: 6,
            max_plies: 300,
            every: 2,
            seed: 1,
            result_share: 0.3,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            player: None,
            ridge: 4.0,
            layout: Layout::EvenLines,
            features: Features::Basic,
            phase_width: PHASE_WIDTH,
            blend: false,
        }
    }
}

/// Search scores are clipped to this many men (a won position is not a feature sum).
const CLIP_MEN: f32 = 15.0;

/// What one phase's fit achieved.
#[derive(Clone, Debug)]
pub struct PhaseReport {
    pub phase: usize,
    pub pieces: (u32, u32),
    pub fitted: usize,
    pub held_back: usize,
    /// Mean absolute error in men on the positions fitted and on those held back.
    pub train_error: f64,
    pub holdout_error: f64,
    /// The hand-set evaluation's mean absolute error on the held-back positions.
    pub hand_error: f64,
    pub seconds: f64,
}

impl PhaseReport {
    /// A phase's report: the solution's errors on the rows fitted and held back.
    fn of(
        phase: usize,
        pieces: (u32, u32),
        solution: &Solution,
        (fitted, held_back): (&[Row], &[Row]),
        hand_error: f64,
        seconds: f64,
    ) -> Self {
        Self {
            phase,
            pieces,
            fitted: fitted.len(),
            held_back: held_back.len(),
            train_error: solution.mean_error(fitted),
            holdout_error: solution.mean_error(held_back),
            hand_error,
            seconds,
        }
    }
}

fn search_to_depth(search: DraughtsSearch, pos: Position, depth: u32) -> Option<(Move, i32)> {
    let root = Node { pos, ply: 0 };
    let mut run = Search::with_table(search, root, Budget::depth(depth), Cancel::default(), 1, 14)
        .always_score();
    while run.step(Duration::from_millis(100)) == Step::Running {}
    run.completed().map(|(mv, score, _)| (mv, score))
}

fn self_play_search(variant: &Arc<Variant>, opts: &TrainOptions, seed: u64) -> DraughtsSearch {
    let search = DraughtsSearch::new(variant.clone(), 30, seed).with_endgames(None);
    match &opts.player {
        Some(learned) => search.with_learned(learned.clone()),
        None => search.with_hand_eval(),
    }
}

/// The labelling search's score in men for the side to move, clipped: on the earlier
/// generation's weights where there are some, else on the hand-set evaluation.
fn search_label(variant: &Arc<Variant>, opts: &TrainOptions, pos: Position) -> f32 {
    let search = DraughtsSearch::new(variant.clone(), 0, 0).with_endgames(None);
    let search = match &opts.player {
        Some(learned) => search.with_learned(learned.clone()),
        None => search.with_hand_eval(),
    };
    let score = search_to_depth(search, pos, opts.depth).map_or(0, |(_, s)| s);
    let men = if score.abs() >= WIN / 2 {
        score.signum() as f32 * CLIP_MEN
    } else {
        score as f32 / 100.0
    };
    men.clamp(-CLIP_MEN, CLIP_MEN)
}

/// One self-play game and its labelled positions.
fn play_game(variant: &Arc<Variant>, opts: &TrainOptions, g: u32) -> Vec<Sample> {
    let mut rng = SmallRng::seed_from_u64(opts.seed.wrapping_mul(1_000_003) + u64::from(g));
    let probe = DraughtsSearch::new(variant.clone(), 0, 0).with_endgames(None);
    let mut game = Draughts::new(variant.clone());
    let mut kept = Vec::new();
    for ply in 0..opts.max_plies {
        if game.outcome().is_some() {
            break;
        }
        let legal = game.legal_moves();
        let pos = *game.position();
        let node = Node { pos, ply: 0 };
        if ply >= opts.random_plies && ply % opts.every == 0 && probe.quiet(&node) {
            kept.push(pos);
        }
        let chosen = if ply < opts.random_plies {
            Some(rng.random_range(0..legal.len()))
        } else {
            let search = self_play_search(variant, opts, rng.random());
            search_to_depth(search, pos, opts.play_depth)
                .and_then(|(mv, _)| legal.iter().position(|full| full.mv == mv))
        };
        let Some(i) = chosen else { break };
        game.play(&legal[i]);
    }
    let result = game.outcome();
    kept.into_iter()
        .map(|pos| {
            let outcome = match result {
                Some(Outcome::Win(s)) if s == pos.side => 1,
                Some(Outcome::Win(_)) => -1,
                _ => 0,
            };
            Sample {
                pos,
                searched: search_label(variant, opts, pos),
                outcome: Some(outcome),
                held_back: g % 10 == 9,
            }
        })
        .collect()
}

/// Plays and labels every game over the threads; the samples come back in game order, so a
/// seed gives the same weights whatever the thread count.
pub fn samples(
    variant: &Arc<Variant>,
    opts: &TrainOptions,
    progress: &mut dyn FnMut(&str),
) -> Vec<Sample> {
    let threads = opts.threads.max(1) as u32;
    let (sender, receiver) = std::sync::mpsc::channel();
    let mut by_game: Vec<Option<Vec<Sample>>> = vec![None; opts.games as usize];
    std::thread::scope(|scope| {
        for t in 0..threads {
            let sender = sender.clone();
            scope.spawn(move || {
                for g in (t..opts.games).step_by(threads as usize) {
                    if sender.send((g, play_game(variant, opts, g))).is_err() {
                        return;
                    }
                }
            });
        }
        drop(sender);
        let mut done = 0;
        let mut positions = 0;
        for (g, samples) in receiver {
            done += 1;
            positions += samples.len();
            by_game[g as usize] = Some(samples);
            if done % 50 == 0 || done == opts.games {
                progress(&format!("self-play: {done} games, {positions} positions"));
            }
        }
    });
    by_game.into_iter().flatten().flatten().collect()
}

/// A sample's features: the blocks' slots, then the counts, the hand-set evaluation in men
/// and the set's further features (the order [`LearnedEval`] reads).
fn row(blocks: &Blocks, hand: &Evaluator, extras: &Extras, sample: &Sample, share: f32) -> Row {
    let mut configurations = [0u16; MAX_BLOCKS];
    blocks.configurations(&sample.pos, &mut configurations);
    let slots = configurations[..blocks.count]
        .iter()
        .enumerate()
        .map(|(block, &c)| (block * CONFIGURATIONS + usize::from(c)) as u32)
        .collect();
    let mut scalars: Vec<f64> = blocks
        .counts(&sample.pos)
        .iter()
        .map(|&v| f64::from(v))
        .collect();
    scalars.push(f64::from(hand.evaluate(&sample.pos)) / 100.0);
    extras.each(&sample.pos, |v| scalars.push(f64::from(v)));
    Row::new(slots, scalars, f64::from(sample.label(share)))
}

/// Fits weights for `variant` to labelled positions (from [`samples`]), with the ridge,
/// block layout, whole-board features and phase width `opts` gives; and each phase's report.
pub fn fit(
    variant: &Arc<Variant>,
    all: &[Sample],
    opts: &TrainOptions,
) -> (Weights, Vec<PhaseReport>) {
    let (ridge, share, layout, features, width) = (
        opts.ridge,
        opts.result_share,
        opts.layout,
        opts.features,
        opts.phase_width.max(1),
    );
    let blocks = Blocks::new(&variant.geo, layout);
    let extras = features.extras(variant);
    let scalar_count = features.scalar_count();
    let start_pieces = pieces(&variant.start);
    let phase_count = (start_pieces / u32::from(width)) as usize + 1;
    let mut weights = Weights {
        side: variant.geo.size,
        width,
        phases: vec![
            PhaseWeights {
                scalars: vec![0; scalar_count],
                slots: vec![0; blocks.slot_count()],
            };
            phase_count
        ],
        blend: opts.blend,
    };
    let hand = Evaluator::new(variant);
    if opts.blend {
        let to_row = |s: &Sample| row(&blocks, &hand, &extras, s, share);
        let hand_errors = |test: &[&Sample]| hand_error(&hand, test, share);
        let reports = fit_blended(
            all,
            &to_row,
            &hand_errors,
            &mut weights,
            ridge,
            start_pieces,
        );
        return (weights, reports);
    }
    let mut reports = Vec::new();
    for phase in 0..phase_count {
        let started = Instant::now();
        let in_phase: Vec<&Sample> = all
            .iter()
            .filter(|s| phase_of(pieces(&s.pos), width, phase_count) == phase)
            .collect();
        let (test, fit): (Vec<&Sample>, Vec<&Sample>) =
            in_phase.into_iter().partition(|s| s.held_back);
        if fit.len() < 10 {
            continue;
        }
        let to_row = |s: &&Sample| row(&blocks, &hand, &extras, s, share);
        let rows: Vec<Row> = fit.iter().map(to_row).collect();
        let test_rows: Vec<Row> = test.iter().map(to_row).collect();
        let solution = least_squares(&rows, blocks.slot_count(), scalar_count, ridge);
        weights.phases[phase] = solution.quantised();
        reports.push(PhaseReport::of(
            phase,
            phase_pieces(phase, width, phase_count, start_pieces),
            &solution,
            (&rows, &test_rows),
            hand_error(&hand, &test, share),
            started.elapsed().as_secs_f64(),
        ));
    }
    (weights, reports)
}

/// Fits every phase at once, each position's features shared between the two phases it
/// blends, so that the blended score is what is fitted; reports the fit's errors phase by
/// phase (by the stepped phases' piece ranges), all with the whole fit's time.
fn fit_blended(
    all: &[Sample],
    to_row: &dyn Fn(&Sample) -> Row,
    hand_error: &dyn Fn(&[&Sample]) -> f64,
    weights: &mut Weights,
    ridge: f64,
    start_pieces: u32,
) -> Vec<PhaseReport> {
    let started = Instant::now();
    let (width, phase_count) = (weights.width, weights.phases.len());
    let (slot_count, scalar_count) = (
        weights.phases[0].slots.len(),
        weights.phases[0].scalars.len(),
    );
    let spread = |s: &Sample| {
        let (phase, share) = blend_of(pieces(&s.pos), width, phase_count);
        let upper = f64::from(share) / f64::from(width);
        let mut parts = vec![(phase, 1.0 - upper)];
        if share > 0 {
            parts.push((phase + 1, upper));
        }
        to_row(s).spread(&parts, phase_count, slot_count, scalar_count)
    };
    // Each side sorted by phase, so that a phase's rows are one run of them.
    let phase_of_sample = |s: &Sample| phase_of(pieces(&s.pos), width, phase_count);
    let (mut test, mut fit): (Vec<&Sample>, Vec<&Sample>) = all.iter().partition(|s| s.held_back);
    test.sort_by_key(|s| phase_of_sample(s));
    fit.sort_by_key(|s| phase_of_sample(s));
    let rows: Vec<Row> = fit.iter().map(|s| spread(s)).collect();
    let test_rows: Vec<Row> = test.iter().map(|s| spread(s)).collect();
    let solution = least_squares(
        &rows,
        phase_count * slot_count,
        phase_count * scalar_count,
        ridge,
    );
    weights.phases = solution.split(phase_count);
    let seconds = started.elapsed().as_secs_f64();
    let run_of = |samples: &[&Sample], phase: usize| {
        samples.partition_point(|s| phase_of_sample(s) < phase)
            ..samples.partition_point(|s| phase_of_sample(s) <= phase)
    };
    (0..phase_count)
        .filter_map(|phase| {
            let (fitted, held_back) = (run_of(&fit, phase), run_of(&test, phase));
            if fitted.is_empty() {
                return None;
            }
            Some(PhaseReport::of(
                phase,
                phase_pieces(phase, width, phase_count, start_pieces),
                &solution,
                (&rows[fitted], &test_rows[held_back.clone()]),
                hand_error(&test[held_back]),
                seconds,
            ))
        })
        .collect()
}

/// The hand-set evaluation's mean absolute error in men on `samples`.
fn hand_error(hand: &Evaluator, samples: &[&Sample], share: f32) -> f64 {
    samples
        .iter()
        .map(|s| (f64::from(hand.evaluate(&s.pos)) / 100.0 - f64::from(s.label(share))).abs())
        .sum::<f64>()
        / samples.len().max(1) as f64
}

/// The pieces a stepped phase spans, the last one up to the start's.
fn phase_pieces(phase: usize, width: u8, phase_count: usize, start_pieces: u32) -> (u32, u32) {
    let lo = phase as u32 * u32::from(width);
    if phase + 1 == phase_count {
        (lo, start_pieces)
    } else {
        (lo, lo + u32::from(width) - 1)
    }
}
