//! Fitting a `JumpGame`'s evaluation weights by self-play, on the reversi training's method:
//! positions from noisy self-play (random first plies, then a shallow search), each labelled
//! by a deeper search blended with the game's result, and the weights fitted to the labels by
//! least squares (ridge) on the feature differences and, where every side has a view of the
//! board ([`super::views`]), on the differences of pieces per kind and viewed cell. A tenth of
//! the games is held back to measure the fit on positions it never saw.

use std::sync::Arc;
use std::time::Duration;

use crate::ai::budget::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::eval::{Evaluator, FEATURE_COUNT, Features, Weights, default_weights};
use super::patterns::Blocks;
use super::samples::{Sample, Shape};
use super::views::side_views;
use super::{JumpSearch, Node};
use crate::ai::search::{Search, SearchGame};
use crate::ai::{Budget, Cancel, Step, Thinking};
use crate::rules::jump::{JumpState, Move, Rules};
use crate::rules::{Game, Outcome};

#[derive(Clone, Debug)]
pub struct TrainOptions {
    pub games: u32,
    /// Depth of the labelling search.
    pub depth: u32,
    /// Depth of the self-play's searches: deeper games give positions and results nearer
    /// those of real play, at more time a game.
    pub play_depth: u32,
    /// Random plies that open each game (variety).
    pub random_plies: u32,
    /// A game still going after this many plies counts as a draw.
    pub max_plies: u32,
    pub seed: u64,
    /// The share of a label that is the game's result (the rest is the search's score).
    pub result_share: f32,
    /// Nodes a search (labelling or self-play) may visit; it then keeps its deepest finished
    /// depth. None: no cap. A race on a big board (Halma) needs one to train in minutes.
    pub max_nodes: Option<u64>,
    /// Whether to fit a weight per kind and cell too (where every side has a view of the
    /// board).
    pub cells: bool,
    /// Whether to fit the block patterns too (where the board is a grid with views).
    pub patterns: bool,
    /// The weights the self-play and the labelling searches play with; None: the defaults.
    /// A second round from the first round's weights plays and labels with what it learned.
    pub playing: Option<Weights>,
}

impl Default for TrainOptions {
    fn default() -> Self {
        Self {
            games: 200,
            // Depth 4 labels beat depth 3 ones in play (Turkish: 62% against 44%).
            depth: 4,
            play_depth: 2,
            random_plies: 4,
            max_plies: 300,
            seed: 1,
            result_share: 0.3,
            max_nodes: None,
            cells: true,
            patterns: false,
            playing: None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct TrainReport {
    pub weights: Weights,
    pub fitted: usize,
    pub held_back: usize,
    /// Root mean square error of the fitted weights, on the fitted and the held-back positions.
    pub train_error: f32,
    pub holdout_error: f32,
    /// The same on the held-back positions with the default weights (the baseline).
    pub default_error: f32,
    pub seconds: f64,
}

/// Labelled positions taken from one self-play game at most.
const PER_GAME: usize = 40;

/// Scores are clipped to this before fitting (a won position is not a feature sum).
const CLIP: f32 = 3_000.0;

/// The score of a search of `depth` plies from `game`, for the side to move.
fn search_score(
    rules: &Arc<Rules>,
    game: &JumpState,
    opts: &TrainOptions,
    weights: &Weights,
) -> i32 {
    let mut search = JumpSearch::for_root(rules.clone(), 0, 0, game.pos.to_move);
    search.eval = Evaluator::with_weights(rules, weights);
    let root = Node::root(game);
    let budget = Budget {
        max_depth: Some(opts.depth),
        max_nodes: opts.max_nodes,
        max_time: None,
        whole_time: false,
    };
    let mut run = Search::with_table(search, root, budget, Cancel::default(), 1, 12).always_score();
    while run.step(Duration::from_millis(100)) == Step::Running {}
    run.completed().map_or(0, |(_, score, _)| score)
}

/// The weights the self-play and the labels play with.
fn playing(rules: &Rules, opts: &TrainOptions) -> Weights {
    opts.playing
        .clone()
        .unwrap_or_else(|| default_weights(rules).into())
}

/// A move of the self-play: random early, then a shallow search with some noise.
fn self_play_move(
    rules: &Arc<Rules>,
    game: &JumpState,
    ply: u32,
    rng: &mut SmallRng,
    opts: &TrainOptions,
) -> Option<Move> {
    let legal = game.legal_moves();
    if legal.is_empty() {
        return None;
    }
    if ply < opts.random_plies {
        return Some(legal[rng.random_range(0..legal.len())]);
    }
    let mut search = JumpSearch::for_root(rules.clone(), 20, rng.random(), game.pos.to_move);
    search.eval = Evaluator::with_weights(rules, &playing(rules, opts));
    let root = Node::root(game);
    let budget = Budget {
        max_depth: Some(opts.play_depth),
        max_nodes: opts.max_nodes,
        max_time: None,
        whole_time: false,
    };
    let mut run = Search::with_table(search, root, budget, Cancel::default(), 1, 12);
    let chosen = loop {
        if let Step::Done(mv) = run.step(Duration::from_millis(100)) {
            break mv;
        }
    };
    chosen
        .and_then(|m| legal.iter().find(|l| l.key() == m.key()).copied())
        .or_else(|| legal.first().copied())
}

/// Plays the self-play games and labels their quiet positions.
pub fn samples(
    rules: &Arc<Rules>,
    opts: &TrainOptions,
    progress: &mut dyn FnMut(&str),
) -> Vec<Sample> {
    let mut rng = SmallRng::seed_from_u64(opts.seed);
    let eval = Evaluator::with_weights(rules, &default_weights(rules).into());
    let views = side_views(rules);
    let blocks = views
        .as_ref()
        .filter(|_| opts.patterns)
        .and_then(|views| Blocks::new(rules, views));
    let views = views.filter(|_| opts.cells);
    let labelling = playing(rules, opts);
    let probe = JumpSearch::new(rules.clone(), 0, 0);
    let value_scale = rules.kinds.iter().map(|k| k.value).max().unwrap_or(100) as f32 * 3.0;
    let mut out = Vec::new();
    for g in 0..opts.games {
        let held_back = g % 10 == 9;
        let mut game = JumpState::new(rules.clone());
        let mut positions = Vec::new();
        let mut ply = 0;
        while game.outcome().is_none() && ply < opts.max_plies {
            let node = Node::root(&game);
            if ply >= opts.random_plies && probe.quiet(&node) && ply % 2 == 0 {
                positions.push(game.clone());
            }
            let Some(mv) = self_play_move(rules, &game, ply, &mut rng, opts) else {
                break;
            };
            game.play(&mv);
            ply += 1;
        }
        let result = game.outcome();
        // At most `PER_GAME` positions, evenly spread: a long race would spend its whole
        // budget labelling one game.
        let step = positions.len().div_ceil(PER_GAME).max(1);
        for position in positions.into_iter().step_by(step) {
            let side = position.pos.to_move;
            let searched = search_score(rules, &position, opts, &labelling);
            let searched = (searched as f32).clamp(-CLIP, CLIP);
            let outcome = match result {
                Some(Outcome::Win(s)) if s == side => 1.0,
                Some(Outcome::Win(_)) => -1.0,
                _ => 0.0,
            };
            let label =
                (1.0 - opts.result_share) * searched + opts.result_share * outcome * value_scale;
            let pos = &position.pos;
            out.push(Sample {
                features: eval.differences(rules, pos, side),
                cells: views.as_ref().map_or_else(Vec::new, |views| {
                    differences(rules, &eval, pos, side, |s| {
                        Evaluator::cell_indices(rules, views, pos, s)
                    })
                }),
                patterns: blocks.as_ref().map_or_else(Vec::new, |blocks| {
                    differences(rules, &eval, pos, side, |s| blocks.slots(pos, s))
                }),
                label,
                held_back,
            });
        }
        if (g + 1) % 10 == 0 || g + 1 == opts.games {
            progress(&format!(
                "self-play: {} games, {} positions",
                g + 1,
                out.len()
            ));
        }
    }
    out
}

/// The indices `of(side)` gives, each +1, and those of the side it is scored against, each
/// -1, summed per index without zeros: per-cell counts or pattern slots.
fn differences<I: Iterator<Item = usize>>(
    rules: &Rules,
    eval: &Evaluator,
    pos: &crate::rules::jump::Position,
    side: u8,
    of: impl Fn(usize) -> I,
) -> Vec<(usize, f32)> {
    let mut counts: Vec<(usize, f32)> = of(side.into()).map(|i| (i, 1.0)).collect();
    if let Some(other) = eval.strongest_other(rules, pos, side) {
        counts.extend(of(other).map(|i| (i, -1.0)));
    }
    merged(counts)
}

/// The counts summed per index, sorted, zeros left out.
fn merged(mut counts: Vec<(usize, f32)>) -> Vec<(usize, f32)> {
    counts.sort_unstable_by_key(|&(i, _)| i);
    let mut merged: Vec<(usize, f32)> = Vec::with_capacity(counts.len());
    for (i, count) in counts {
        match merged.last_mut() {
            Some((last, sum)) if *last == i => *sum += count,
            _ => merged.push((i, count)),
        }
    }
    merged.retain(|&(_, count)| count != 0.0);
    merged
}

/// Solves A x = b (A square, row-major, `n` wide) by Gaussian elimination with partial
/// pivoting; a column with no pivot gets 0.
fn solve_normal(mut a: Vec<f64>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| a[i * n + col].abs().total_cmp(&a[j * n + col].abs()))
            .unwrap_or(col);
        if pivot != col {
            for k in 0..n {
                a.swap(col * n + k, pivot * n + k);
            }
            b.swap(col, pivot);
        }
        let p = a[col * n + col];
        if p.abs() < 1e-12 {
            continue;
        }
        let pivot_row: Vec<f64> = a[col * n..(col + 1) * n].to_vec();
        for row in (0..n).filter(|&r| r != col) {
            let factor = a[row * n + col] / p;
            if factor == 0.0 {
                continue;
            }
            for (cell, above) in a[row * n..(row + 1) * n]
                .iter_mut()
                .zip(&pivot_row)
                .skip(col)
            {
                *cell -= factor * above;
            }
            b[row] -= factor * b[col];
        }
    }
    (0..n)
        .map(|i| {
            let d = a[i * n + i];
            if d.abs() < 1e-12 { 0.0 } else { b[i] / d }
        })
        .collect()
}

fn predict(weights: &Weights, sample: &Sample) -> f32 {
    let linear: f32 = weights
        .linear
        .iter()
        .zip(&sample.features)
        .map(|(w, f)| w * f)
        .sum();
    let cells: f32 = match weights.cells.is_empty() {
        true => 0.0,
        false => sample
            .cells
            .iter()
            .map(|&(i, c)| weights.cells[i] * c)
            .sum(),
    };
    linear + cells + patterns_part(weights, sample)
}

/// The block patterns' share of a prediction.
fn patterns_part(weights: &Weights, sample: &Sample) -> f32 {
    match weights.patterns.is_empty() {
        true => 0.0,
        false => sample
            .patterns
            .iter()
            .map(|&(i, c)| weights.patterns[i] * c)
            .sum(),
    }
}

/// Root mean square error: what least squares makes smallest.
fn mean_error(weights: &Weights, samples: &[&Sample]) -> f32 {
    if samples.is_empty() {
        return 0.0;
    }
    let squares: f64 = samples
        .iter()
        .map(|s| f64::from(predict(weights, s) - s.label).powi(2))
        .sum();
    (squares / samples.len() as f64).sqrt() as f32
}

/// Fits the weights to the samples: ridge least squares, the features scaled to unit spread
/// (so that one penalty suits them all) and pulled toward the defaults, the cells unscaled
/// and pulled toward nothing (a cell seen in few positions keeps a small weight).
/// `offsets` is what the block patterns already explain of each label.
fn fit(fit: &[&Sample], defaults: &Features, cell_count: usize, offsets: &[f64]) -> Weights {
    let n = FEATURE_COUNT + cell_count;
    let mut scale = vec![1.0f64; n];
    for (i, scale) in scale.iter_mut().enumerate().take(FEATURE_COUNT) {
        let mean_square = fit
            .iter()
            .map(|s| f64::from(s.features[i]).powi(2))
            .sum::<f64>()
            / fit.len().max(1) as f64;
        *scale = mean_square.sqrt().max(1e-6);
    }
    let mut a = vec![0.0f64; n * n];
    let mut b = vec![0.0f64; n];
    let mut x: Vec<(usize, f64)> = Vec::new();
    for (s, &offset) in fit.iter().zip(offsets) {
        x.clear();
        x.extend((0..FEATURE_COUNT).map(|i| (i, f64::from(s.features[i]) / scale[i])));
        let cells = s.cells.iter().filter(|&&(i, _)| i < cell_count);
        x.extend(cells.map(|&(i, c)| (FEATURE_COUNT + i, f64::from(c))));
        x.retain(|&(_, v)| v != 0.0);
        for &(i, xi) in &x {
            for &(j, xj) in &x {
                a[i * n + j] += xi * xj;
            }
            b[i] += xi * (f64::from(s.label) - offset);
        }
    }
    // The ridge pulls toward the defaults, not toward zero: few positions leave them be.
    let ridge = 1.0 + fit.len() as f64 * 1e-3;
    for i in 0..n {
        a[i * n + i] += ridge;
        if i < FEATURE_COUNT {
            b[i] += ridge * f64::from(defaults[i]) * scale[i];
        }
    }
    let solved = solve_normal(a, b);
    Weights {
        linear: std::array::from_fn(|i| (solved[i] / scale[i]) as f32),
        cells: solved[FEATURE_COUNT..].iter().map(|&w| w as f32).collect(),
        patterns: Arc::from([]),
    }
}

/// Rounds of fitting the patterns and the rest in turn.
const PATTERN_ROUNDS: usize = 3;
/// The pull of each pattern weight toward 0, in squared points: a configuration must be seen
/// in thousands of positions to weigh in full. On English checkers (3000 games, 74,000
/// positions) the cells' pull, 75, lost to the same training without patterns (35% at
/// strength 3); 1000 and 5000 won 53% and 54%.
const PATTERN_RIDGE: f64 = 2000.0;

/// The features and cells fitted with `slots` block pattern weights, each in turn to what the
/// other leaves of the labels.
fn fit_with_patterns(
    samples: &[&Sample],
    defaults: &Features,
    cell_count: usize,
    slots: usize,
) -> Weights {
    let mut weights = fit(samples, defaults, cell_count, &vec![0.0; samples.len()]);
    if slots == 0 {
        return weights;
    }
    let rows: Vec<&[(usize, f32)]> = samples.iter().map(|s| s.patterns.as_slice()).collect();
    for _ in 0..PATTERN_ROUNDS {
        let left: Vec<f64> = samples
            .iter()
            .map(|s| f64::from(s.label - predict(&weights, s) + patterns_part(&weights, s)))
            .collect();
        let patterns: Arc<[f32]> = super::sparse_fit::ridge(&rows, &left, slots, PATTERN_RIDGE)
            .into_iter()
            .map(|w| w as f32)
            .collect();
        weights.patterns = patterns.clone();
        let explained: Vec<f64> = samples
            .iter()
            .map(|s| f64::from(patterns_part(&weights, s)))
            .collect();
        weights = fit(samples, defaults, cell_count, &explained);
        weights.patterns = patterns;
    }
    weights
}

/// What the samples of a training with `opts` hold beside the features: the per-cell weight
/// and pattern slot counts (zero where not fitted).
pub fn shape(rules: &Rules, opts: &TrainOptions) -> Shape {
    Shape {
        game: rules.spec.name.clone(),
        cells: match opts.cells && side_views(rules).is_some() {
            true => super::eval::cell_weight_count(rules),
            false => 0,
        },
        slots: match opts.patterns {
            true => super::patterns::pattern_slot_count(rules),
            false => 0,
        },
    }
}

/// Fits the weights of a game; `progress` gets a line now and then.
pub fn train(
    rules: Arc<Rules>,
    opts: &TrainOptions,
    progress: &mut dyn FnMut(&str),
) -> TrainReport {
    let started = Instant::now();
    let all = samples(&rules, opts, progress);
    fit_samples(&rules, opts, &all, started)
}

/// Fits the weights of a game to labelled positions (of [`samples`], perhaps of several
/// trainings), those held back measuring the fit; `started` is when the training began.
pub fn fit_samples(
    rules: &Rules,
    opts: &TrainOptions,
    all: &[Sample],
    started: Instant,
) -> TrainReport {
    let fitted: Vec<&Sample> = all.iter().filter(|s| !s.held_back).collect();
    let held: Vec<&Sample> = all.iter().filter(|s| s.held_back).collect();
    let shape = shape(rules, opts);
    let defaults = default_weights(rules);
    let weights = fit_with_patterns(&fitted, &defaults, shape.cells, shape.slots);
    let defaults = Weights::from(defaults);
    TrainReport {
        fitted: fitted.len(),
        held_back: held.len(),
        train_error: mean_error(&weights, &fitted),
        holdout_error: mean_error(&weights, &held),
        default_error: mean_error(&defaults, &held),
        seconds: started.elapsed().as_secs_f64(),
        weights,
    }
}

/// Plays `games` games in which seat `g % sides` is the first player and every other seat
/// the second; `choose(game, first, seed)` picks a move (after four random plies that vary
/// the openings). Returns the first player's points: a win is 1, a draw one share in as many
/// as there are sides (so an even match scores `games / sides`). `progress` hears each game.
fn play_duel(
    rules: &Arc<Rules>,
    games: u32,
    seed: u64,
    max_plies: u32,
    choose: &mut dyn FnMut(&JumpState, bool, u64) -> Option<Move>,
    progress: &mut dyn FnMut(u32, f32),
) -> f32 {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut points = 0.0;
    let sides = rules.sides.len() as u8;
    for g in 0..games {
        let mut game = JumpState::new(rules.clone());
        let first_seat = (g % u32::from(sides)) as u8;
        let mut ply = 0;
        while game.outcome().is_none() && ply < max_plies {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = if ply < 4 {
                legal[rng.random_range(0..legal.len())]
            } else {
                choose(&game, game.pos.to_move == first_seat, rng.random()).unwrap_or(legal[0])
            };
            game.play(&mv);
            ply += 1;
        }
        let won = match game.outcome() {
            Some(Outcome::Win(s)) if s == first_seat => 1.0,
            Some(Outcome::Win(_)) => 0.0,
            _ => 1.0 / f32::from(sides),
        };
        points += won;
        progress(g, won);
    }
    points
}

/// Plays `games` games between two weight sets at `strength` (see [`play_duel`]); returns
/// the first set's points.
pub fn duel(
    rules: &Arc<Rules>,
    first: &Weights,
    second: &Weights,
    strength: u8,
    games: u32,
    seed: u64,
) -> f32 {
    let mut choose = |game: &JumpState, is_first: bool, seed: u64| {
        let weights = if is_first { first } else { second };
        super::choose_with(game, strength, seed, weights)
    };
    play_duel(rules, games, seed, 400, &mut choose, &mut |_, _| {})
}

/// Points of the expert's search `first` against `second` over `games` games at `time` a
/// move, both on `weights` (see [`play_duel`]). `progress` hears each game's points.
#[allow(clippy::too_many_arguments)]
pub fn search_duel(
    rules: &Arc<Rules>,
    weights: &Weights,
    first: super::ExpertSearch,
    second: super::ExpertSearch,
    time: Duration,
    games: u32,
    seed: u64,
    progress: &mut dyn FnMut(u32, f32),
) -> f32 {
    let mut choose = |game: &JumpState, is_first: bool, seed: u64| {
        let search = if is_first { first } else { second };
        let mut thinking = super::start_search(
            game,
            search,
            time,
            Cancel::default(),
            seed,
            Some(weights.clone()),
        );
        crate::ai::think_to_end(thinking.as_mut())
    };
    play_duel(rules, games, seed, 2000, &mut choose, progress)
}
