//! The generic evaluation, linear in features read off the description alone: material by
//! the kinds' values, kings, the steps still to the promotion zone and to the target zone
//! (distances over the board's neighbours computed once per game), the last piece of a race,
//! mobility and capture threats, and the shape of the position: pieces in the centre, pieces
//! beside a friend, men guarding the row where the others crown, and how near to crowning the
//! men are (squared, so the last steps count most). Each side's worth is the weighted sum of
//! its features; the score is the mover's worth less the strongest other side's. The weights are the defaults
//! below, or those `leapfrog train jump` fitted for the game ([`super::weights`]). Trained
//! weights may also weigh each kind on each cell, read through the side's view of the board
//! ([`super::views`]), so that one table serves every side.

use std::sync::Arc;

use super::patterns::Blocks;
use super::views::{Views, side_views};
use crate::rules::jump::bits::Bits;
use crate::rules::jump::compile::MAX_SIDES;
use crate::rules::jump::{Position, Rules, count};

/// The features, in the order of a weights vector.
/// Files written before the last four list the first seven only; those weigh nothing.
pub const FEATURES: [&str; 11] = [
    "material",
    "kings",
    "promotion",
    "target",
    "straggler",
    "mobility",
    "threats",
    "centre",
    "together",
    "guards",
    "promotion_squared",
];
pub const FEATURE_COUNT: usize = FEATURES.len();
pub type Features = [f32; FEATURE_COUNT];

/// An evaluation's weights: one per feature, and (trained games only) one per kind and cell
/// of the first side's view, at `cells[kind * cells + cell]`, and one per window and
/// configuration of the block patterns ([`super::patterns`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Weights {
    pub linear: Features,
    pub cells: Arc<[f32]>,
    pub patterns: Arc<[f32]>,
}

impl From<Features> for Weights {
    fn from(linear: Features) -> Self {
        Self {
            linear,
            cells: Arc::from([]),
            patterns: Arc::from([]),
        }
    }
}

/// How many per-cell weights `rules` takes: one per kind and cell where every side has a view
/// of the board, else none.
pub fn cell_weight_count(rules: &Rules) -> usize {
    side_views(rules).map_or(0, |_| rules.kinds.len() * rules.geo.cells())
}

/// Points per step nearer the goal.
const STEP_WORTH: f32 = 6.0;
/// Points per step nearer for a racing piece (a race is won by distance alone).
const RACE_STEP_WORTH: f32 = 40.0;

/// The weights a game has before training: material at face value, a step toward promotion
/// or the target worth `STEP_WORTH` (a race's `RACE_STEP_WORTH`), the rest nothing.
pub fn default_weights(rules: &Rules) -> Features {
    let race = rules.end.fill_target.is_some();
    let step = if race { RACE_STEP_WORTH } else { STEP_WORTH };
    let mut weights = [0.0; FEATURE_COUNT];
    weights[0] = 1.0;
    weights[2] = -STEP_WORTH;
    weights[3] = -step;
    weights
}

/// Where the shape features sit in a weights vector.
const CENTRE: usize = 7;
const TOGETHER: usize = 8;
const GUARDS: usize = 9;
const PROMOTION_SQUARED: usize = 10;

#[derive(Clone)]
pub struct Evaluator {
    /// Per side and cell: steps to the promotion zone.
    promotion: [Vec<i32>; MAX_SIDES],
    /// Per side and cell: steps to the target zone (0 when the game has none).
    target: [Vec<i32>; MAX_SIDES],
    /// Per cell: steps to the board's edge.
    centre: Vec<i32>,
    /// Per side: the cells where another side's men crown.
    guarded: [Bits; MAX_SIDES],
    weights: Features,
    /// Per-cell weights and the views they are read through (both empty when untrained).
    cells: Arc<[f32]>,
    views: Views,
    /// Block pattern weights and the windows they are read in (None when untrained).
    patterns: Option<(Blocks, Arc<[f32]>)>,
    /// Per side, at `kind * cells + cell`: what a piece there adds through the features
    /// that count pieces one by one and the per-cell weights, summed once per game so that
    /// the search reads one number a piece.
    piece_worth: [Vec<f32>; MAX_SIDES],
}

/// The cells on the board's edge: those with fewer neighbours than the most any cell has.
fn edge(rules: &Rules) -> Bits {
    let count = |c: usize| rules.geo.neighbour[c].iter().flatten().count();
    let most = (0..rules.geo.cells()).map(count).max().unwrap_or(0);
    (0..rules.geo.cells())
        .filter(|&c| count(c) < most)
        .fold(Bits::EMPTY, |bits, c| bits.with(c as u8))
}

/// For each piece of `own`, its neighbours that are also in `own`, summed.
fn friends_beside(rules: &Rules, own: &Bits) -> u32 {
    match &rules.shifts {
        Some(shifts) if shifts.one_word() => {
            let own = own.0[0];
            shifts
                .dirs
                .iter()
                .map(|shift| (shift.apply_word(own) & own).count_ones())
                .sum()
        }
        Some(shifts) => shifts
            .dirs
            .iter()
            .map(|shift| shift.apply(own).and(own).count())
            .sum(),
        None => own
            .cells()
            .map(|c| {
                let beside = rules.geo.neighbour[usize::from(c)].iter().flatten();
                beside.filter(|&&n| own.has(n)).count() as u32
            })
            .sum(),
    }
}

/// Steps from every cell to the nearest cell of `zone` along any direction (breadth first),
/// capped at the board's size where the zone cannot be reached.
fn distances(rules: &Rules, zone: &Bits) -> Vec<i32> {
    let n = rules.geo.cells();
    let mut dist = vec![i32::MAX; n];
    let mut queue: Vec<usize> = zone.cells().map(usize::from).collect();
    for &c in &queue {
        dist[c] = 0;
    }
    let mut head = 0;
    while head < queue.len() {
        let at = queue[head];
        head += 1;
        for next in rules.geo.neighbour[at].into_iter().flatten() {
            if dist[usize::from(next)] == i32::MAX {
                dist[usize::from(next)] = dist[at] + 1;
                queue.push(usize::from(next));
            }
        }
    }
    let far = n as i32;
    dist.iter()
        .map(|&d| if d == i32::MAX { far } else { d })
        .collect()
}

/// Steps to `zone` from outside it, and inside it minus the steps still to go deeper (to
/// the cells farthest from its edge): a race fills the far end first, so that the last
/// pieces find room at the entrance.
fn depth_scored(rules: &Rules, zone: &Bits) -> Vec<i32> {
    let to_zone = distances(rules, zone);
    let mut outside = Bits::default();
    for cell in 0..rules.geo.cells() {
        if !zone.has(cell as u8) {
            outside.set(cell as u8);
        }
    }
    let to_edge = distances(rules, &outside);
    let deepest = zone
        .cells()
        .map(|c| to_edge[usize::from(c)])
        .max()
        .unwrap_or(1);
    (0..rules.geo.cells())
        .map(|c| {
            if zone.has(c as u8) {
                deepest - to_edge[c]
            } else {
                to_zone[c] + deepest
            }
        })
        .collect()
}

impl Evaluator {
    /// The evaluation with the game's weights: trained ones where installed, else defaults.
    pub fn new(rules: &Rules) -> Self {
        let weights = super::weights::for_game(&rules.spec.name)
            .unwrap_or_else(|| default_weights(rules).into());
        Self::with_weights(rules, &weights)
    }

    /// The evaluation with `weights`; per-cell weights that do not fit the board are left out
    /// (a weights file is checked against its game where it is installed).
    pub fn with_weights(rules: &Rules, weights: &Weights) -> Self {
        let sides = rules.sides.len();
        let mut promotion: [Vec<i32>; MAX_SIDES] = Default::default();
        let mut target: [Vec<i32>; MAX_SIDES] = Default::default();
        for s in 0..sides {
            promotion[s] = match rules.kinds.iter().find_map(|k| k.promotes) {
                Some((_, zones)) => distances(rules, &zones[s]),
                None => vec![0; rules.geo.cells()],
            };
            let goal = if !rules.end.target[s].is_empty() {
                Some(rules.end.target[s])
            } else {
                rules.end.reach.map(|(_, zones)| zones[s])
            };
            target[s] = match goal {
                Some(zone) => depth_scored(rules, &zone),
                None => vec![0; rules.geo.cells()],
            };
        }
        let mut guarded = [Bits::EMPTY; MAX_SIDES];
        for (s, bits) in guarded.iter_mut().enumerate().take(sides) {
            for other in (0..sides).filter(|&o| o != s) {
                for (_, zones) in rules.kinds.iter().filter_map(|k| k.promotes) {
                    *bits = bits.or(&zones[other]);
                }
            }
        }
        // The views are looked for only where there are weights to read through them.
        let views = (!weights.cells.is_empty() || !weights.patterns.is_empty())
            .then(|| side_views(rules))
            .flatten();
        let patterns = views
            .as_ref()
            .filter(|_| !weights.patterns.is_empty())
            .and_then(|views| Blocks::new(rules, views))
            .filter(|blocks| blocks.slot_count() == weights.patterns.len())
            .map(|blocks| (blocks, weights.patterns.clone()));
        let views = views.filter(|_| weights.cells.len() == rules.kinds.len() * rules.geo.cells());
        let (cells, views) = match views {
            Some(views) => (weights.cells.clone(), views),
            None => (Arc::from([]), Vec::new()),
        };
        let mut eval = Self {
            promotion,
            target,
            centre: distances(rules, &edge(rules)),
            guarded,
            weights: weights.linear,
            cells,
            views,
            patterns,
            piece_worth: Default::default(),
        };
        for side in 0..sides {
            eval.piece_worth[side] = eval.piece_worths(rules, side);
        }
        eval
    }

    /// `side`'s [`Self::piece_worth`]: the terms of [`Self::features`] that a piece adds
    /// on its own, weighed, with its per-cell weight.
    fn piece_worths(&self, rules: &Rules, side: usize) -> Vec<f32> {
        let w = &self.weights;
        let n = rules.geo.cells();
        let mut worths = Vec::with_capacity(rules.kinds.len() * n);
        for (k, kind) in rules.kinds.iter().enumerate() {
            let king = if rules.king_kinds >> k & 1 != 0 {
                w[1]
            } else {
                0.0
            };
            for c in 0..n {
                let mut worth = w[0] * kind.value as f32 + king;
                if kind.promotes.is_some() {
                    let steps = self.promotion[side][c] as f32;
                    worth += w[2] * steps + w[PROMOTION_SQUARED] * steps * steps;
                }
                worth += w[3] * self.target[side][c] as f32 + w[CENTRE] * self.centre[c] as f32;
                if self.guarded[side].has(c as u8) {
                    worth += w[GUARDS];
                }
                if !self.cells.is_empty() {
                    worth += self.cells[k * n + usize::from(self.views[side][c])];
                }
                worths.push(worth);
            }
        }
        worths
    }

    pub fn weights(&self) -> &Features {
        &self.weights
    }

    /// Whether per-cell weights take part.
    pub fn weighs_cells(&self) -> bool {
        !self.cells.is_empty()
    }

    /// Whether block pattern weights take part.
    pub fn weighs_patterns(&self) -> bool {
        self.patterns.is_some()
    }

    /// What the block patterns from `side`'s view are worth to it.
    fn patterns_worth(&self, pos: &Position, side: usize) -> f32 {
        self.patterns.as_ref().map_or(0.0, |(blocks, weights)| {
            blocks.slots(pos, side).map(|slot| weights[slot]).sum()
        })
    }

    /// The per-cell weights' index of each of `side`'s pieces (kind and viewed cell), given
    /// the board's views.
    pub fn cell_indices<'a>(
        rules: &'a Rules,
        views: &'a Views,
        pos: &'a Position,
        side: usize,
    ) -> impl Iterator<Item = usize> + 'a {
        let n = rules.geo.cells();
        let own = pos.side[side];
        (0..rules.kinds.len()).flat_map(move |k| {
            own.and(&pos.kind[k])
                .cells()
                .map(move |c| k * n + usize::from(views[side][usize::from(c)]))
        })
    }

    /// How much nearer its goal a move from `from` to `to` brings the side's piece.
    pub fn progress(&self, side: usize, from: u8, to: u8) -> i32 {
        let (f, t) = (usize::from(from), usize::from(to));
        (self.target[side][f] - self.target[side][t])
            + (self.promotion[side][f] - self.promotion[side][t])
    }

    /// One side's features (mobility and threats only where their weight asks for them).
    pub fn features(&self, rules: &Rules, pos: &Position, side: usize, all: bool) -> Features {
        let mut f = [0.0; FEATURE_COUNT];
        let own = pos.side[side];
        for (k, kr) in rules.kinds.iter().enumerate() {
            let mine = own.and(&pos.kind[k]);
            if mine.is_empty() {
                continue;
            }
            let count = mine.count() as f32;
            f[0] += count * kr.value as f32;
            if rules.king_kinds >> k & 1 != 0 {
                f[1] += count;
            }
            if kr.promotes.is_some() {
                for cell in mine.cells() {
                    let steps = self.promotion[side][usize::from(cell)] as f32;
                    f[2] += steps;
                    f[PROMOTION_SQUARED] += steps * steps;
                }
            }
        }
        let mut worst = 0;
        for cell in own.cells() {
            let c = usize::from(cell);
            f[3] += self.target[side][c] as f32;
            worst = worst.max(self.target[side][c]);
            f[CENTRE] += self.centre[c] as f32;
        }
        if all || self.weights[TOGETHER] != 0.0 {
            f[TOGETHER] = friends_beside(rules, &own) as f32;
        }
        f[GUARDS] = own.and(&self.guarded[side]).count() as f32;
        f[4] = worst as f32;
        if all || self.weights[5] != 0.0 || self.weights[6] != 0.0 {
            let (moves, captures) = count::moves(rules, pos, side);
            f[5] = moves as f32;
            f[6] = captures as f32;
        }
        f
    }

    /// The other side worth most to this evaluation (the one `side` is scored against).
    pub fn strongest_other(&self, rules: &Rules, pos: &Position, side: u8) -> Option<usize> {
        (0..rules.sides.len())
            .filter(|&s| s != usize::from(side))
            .max_by(|&a, &b| {
                let worth = |s| self.side_worth(rules, pos, s);
                worth(a).total_cmp(&worth(b))
            })
    }

    /// The feature differences behind [`Self::evaluate_for`]: `side`'s less those of the
    /// other side worth most (the training's inputs).
    pub fn differences(&self, rules: &Rules, pos: &Position, side: u8) -> Features {
        let mine = self.features(rules, pos, usize::from(side), true);
        let other = self
            .strongest_other(rules, pos, side)
            .map_or([0.0; FEATURE_COUNT], |s| self.features(rules, pos, s, true));
        std::array::from_fn(|i| mine[i] - other[i])
    }

    /// The score for the side to move.
    pub fn evaluate(&self, rules: &Rules, pos: &Position) -> i32 {
        self.evaluate_for(rules, pos, pos.to_move)
    }

    /// `side`'s worth: its features, its pieces' cells and the patterns it sees, weighed
    /// (the same sum as the features', read a piece at a time from [`Self::piece_worth`]).
    fn side_worth(&self, rules: &Rules, pos: &Position, side: usize) -> f32 {
        let w = &self.weights;
        let own = pos.side[side];
        let n = rules.geo.cells();
        let table = &self.piece_worth[side];
        let mut worth = 0.0;
        for k in 0..rules.kinds.len() {
            let mine = own.and(&pos.kind[k]);
            worth += mine
                .cells()
                .map(|c| table[k * n + usize::from(c)])
                .sum::<f32>();
        }
        if w[4] != 0.0 {
            let worst = own.cells().map(|c| self.target[side][usize::from(c)]).max();
            worth += w[4] * worst.unwrap_or(0) as f32;
        }
        if w[TOGETHER] != 0.0 {
            worth += w[TOGETHER] * friends_beside(rules, &own) as f32;
        }
        if w[5] != 0.0 || w[6] != 0.0 {
            let (moves, captures) = count::moves(rules, pos, side);
            worth += w[5] * moves as f32 + w[6] * captures as f32;
        }
        worth + self.patterns_worth(pos, side)
    }

    /// The score for `side`: its worth less the strongest other side's.
    pub fn evaluate_for(&self, rules: &Rules, pos: &Position, side: u8) -> i32 {
        let me = usize::from(side);
        let mine = self.side_worth(rules, pos, me);
        let best_other = (0..rules.sides.len())
            .filter(|&s| s != me)
            .map(|s| self.side_worth(rules, pos, s))
            .reduce(f32::max)
            .unwrap_or(0.0);
        (mine - best_other).round() as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::jump::JumpState;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// `side`'s worth the long way: every feature weighed, then each piece's per-cell weight
    /// and the patterns.
    fn worth_by_features(eval: &Evaluator, rules: &Rules, pos: &Position, side: usize) -> f32 {
        let features = eval.features(rules, pos, side, true);
        let linear: f32 = features
            .iter()
            .zip(eval.weights())
            .map(|(f, w)| f * w)
            .sum();
        let cells: f32 = if eval.weighs_cells() {
            Evaluator::cell_indices(rules, &eval.views, pos, side)
                .map(|i| eval.cells[i])
                .sum()
        } else {
            0.0
        };
        linear + cells + eval.patterns_worth(pos, side)
    }

    #[test]
    fn a_side_worth_read_a_piece_at_a_time_is_the_weighed_features() {
        let mut rng = SmallRng::seed_from_u64(5);
        for name in [
            "konane-8",
            "halma-2",
            "halma-4",
            "turkish-draughts",
            "pool-checkers",
        ] {
            let rules = crate::games::jump::load(name).expect("shipped").rules;
            let eval = Evaluator::new(&rules);
            // Konane's trained weights include per-cell ones: those are summed in too.
            assert!(eval.weighs_cells() || name != "konane-8");
            let mut game = JumpState::new(rules.clone());
            for _ in 0..60 {
                for side in 0..rules.sides.len() {
                    let fast = eval.side_worth(&rules, &game.pos, side);
                    let long = worth_by_features(&eval, &rules, &game.pos, side);
                    assert!(
                        (fast - long).abs() <= 1e-3 * long.abs().max(100.0),
                        "{name}, side {side}: {fast} against {long}"
                    );
                }
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(&moves[rng.random_range(0..moves.len())]);
            }
        }
    }
}
