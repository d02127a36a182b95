//! Monte Carlo tree search for any `JumpGame` (UCT): the second search the expert may use,
//! for games whose evaluation misleads alpha-beta. Each iteration walks the tree by UCB1 on
//! the rewards of the side that moved, adds one position, and plays a short playout (half
//! greedy, half random) whose end is scored by the evaluation turned into each side's share
//! of a win. Rewards are kept per side, so it serves 2 to 6 sides alike (max^n backing up).

use std::sync::Arc;
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::Evaluator;
use crate::ai::budget::{Instant, Stopwatch};
use crate::ai::{Cancel, Step, Thinking};
use crate::rules::jump::compile::MAX_SIDES;
use crate::rules::jump::outcome::goal_or_count;
use crate::rules::jump::{JumpState, Move, Position, Rules, movegen};
use crate::rules::{Game, Outcome};

/// Exploration constant of UCB1 (rewards lie in 0..=1).
const EXPLORATION: f32 = 0.7;
/// Plies of a playout per side before the evaluation scores it.
const PLAYOUT_PLIES_PER_SIDE: usize = 3;
/// Iterations between looks at the clock.
const CLOCK_EVERY: u32 = 16;
/// What an iteration (a descent, a short playout, an evaluation) counts on the work clock,
/// in nodes.
const PLAYOUT_WORK: u64 = 20;

type Rewards = [f32; MAX_SIDES];

struct TreeNode {
    pos: Position,
    /// The side that moved into this position (whose rewards choose it).
    mover: u8,
    mv: Option<Move>,
    children: Vec<u32>,
    /// Indices (in move generation order) of the moves not yet made children; None until
    /// the node is first expanded. Indices, not moves: a move is ~90 bytes and most nodes
    /// are leaves, so the lists are regenerated on expansion rather than kept.
    untried: Option<Vec<u16>>,
    visits: u32,
    reward: Rewards,
    /// The shares of a decided position.
    decided: Option<Rewards>,
}

pub struct MctsThinking {
    rules: Arc<Rules>,
    eval: Evaluator,
    tree: Vec<TreeNode>,
    /// The game's own legal moves at the root: they know repetitions, the search's do not.
    root_moves: Vec<Move>,
    rng: SmallRng,
    time: Duration,
    started: Option<Stopwatch>,
    max_iterations: Option<u64>,
    iterations: u64,
    cancel: Cancel,
    /// Evaluation points that make one side's share e (≈2.7) times another's.
    scale: f32,
}

impl MctsThinking {
    /// A search from `game` for `time` (and at most `max_iterations`, for reproducible tests).
    pub fn new(
        game: &JumpState,
        eval: Evaluator,
        time: Duration,
        max_iterations: Option<u64>,
        cancel: Cancel,
        seed: u64,
    ) -> Self {
        let rules = game.rules.clone();
        let top_value = rules.kinds.iter().map(|k| k.value).max().unwrap_or(100);
        let root_moves = if game.outcome().is_none() {
            game.legal_moves()
        } else {
            Vec::new()
        };
        let root = TreeNode {
            pos: game.pos,
            mover: game.pos.previous_side(&rules),
            mv: None,
            children: Vec::new(),
            untried: Some((0..root_moves.len() as u16).collect()),
            visits: 0,
            reward: [0.0; MAX_SIDES],
            decided: None,
        };
        Self {
            scale: top_value.max(1) as f32,
            rules,
            eval,
            tree: vec![root],
            root_moves,
            rng: SmallRng::seed_from_u64(seed),
            time,
            started: None,
            max_iterations,
            iterations: 0,
            cancel,
        }
    }

    fn sides(&self) -> usize {
        self.rules.sides.len()
    }

    /// A share of 1 for `winner`, or equal shares for a draw.
    fn outcome_shares(&self, outcome: Outcome) -> Rewards {
        let mut shares = [0.0; MAX_SIDES];
        match outcome {
            Outcome::Win(s) => shares[usize::from(s)] = 1.0,
            Outcome::Draw => {
                for share in shares.iter_mut().take(self.sides()) {
                    *share = 1.0 / self.sides() as f32;
                }
            }
        }
        shares
    }

    /// The shares if `pos` is decided: a goal reached (the first side to finish takes the
    /// win, as the next place is what the unfinished sides play for), a count run out, or
    /// the side to move stuck.
    fn decided(&self, pos: &Position, mover: u8, moves: &[Move]) -> Option<Rewards> {
        let mut copy = *pos;
        let mut places = Vec::new();
        if let Some(outcome) = goal_or_count(&self.rules, &mut copy, &mut places, Some(mover)) {
            return Some(self.outcome_shares(outcome));
        }
        if let Some(&first) = places.first() {
            return Some(self.outcome_shares(Outcome::Win(first)));
        }
        if moves.is_empty() {
            let mut copy = *pos;
            let outcome = crate::rules::jump::outcome::judge_position(
                &self.rules,
                &mut copy,
                &mut Vec::new(),
                Some(mover),
            )
            .unwrap_or(Outcome::Draw);
            return Some(self.outcome_shares(outcome));
        }
        None
    }

    /// Each side's share of a win by the evaluation (a softmax of the sides' worths).
    fn evaluated_shares(&self, pos: &Position) -> Rewards {
        let n = self.sides();
        let mut worth = [0.0f32; MAX_SIDES];
        for (side, w) in worth.iter_mut().enumerate().take(n) {
            *w = self.eval.evaluate_for(&self.rules, pos, side as u8) as f32 / self.scale;
        }
        let top = worth[..n].iter().cloned().fold(f32::MIN, f32::max);
        let mut shares = [0.0; MAX_SIDES];
        let mut sum = 0.0;
        for side in 0..n {
            shares[side] = (worth[side] - top).clamp(-30.0, 0.0).exp();
            sum += shares[side];
        }
        for share in shares.iter_mut().take(n) {
            *share /= sum;
        }
        shares
    }

    /// A greedy move (most captured, then most progress) half the time, else a random one.
    fn playout_move(&mut self, pos: &Position, moves: &[Move]) -> Move {
        if self.rng.random_bool(0.5) {
            let mover = usize::from(pos.to_move);
            let gain = |m: &Move| {
                100_000 * m.captured.count() as i32 + self.eval.progress(mover, m.from, m.to)
            };
            let best = moves.iter().map(gain).max().unwrap_or(0);
            let top: Vec<&Move> = moves.iter().filter(|m| gain(m) == best).collect();
            *top[self.rng.random_range(0..top.len())]
        } else {
            moves[self.rng.random_range(0..moves.len())]
        }
    }

    /// Plays on from `pos`, whose legal moves are `moves`, and scores where it stops.
    fn playout(&mut self, mut pos: Position, mut moves: Vec<Move>) -> Rewards {
        for _ in 0..PLAYOUT_PLIES_PER_SIDE * self.sides() {
            if moves.is_empty() {
                break;
            }
            let mover = pos.to_move;
            let mv = self.playout_move(&pos, &moves);
            pos.play(&self.rules, &mv);
            moves.clear();
            movegen::generate(&self.rules, &pos, &mut moves);
            if let Some(shares) = self.decided(&pos, mover, &moves) {
                return shares;
            }
        }
        self.evaluated_shares(&pos)
    }

    /// The child of `parent` best by UCB1 for the side that moves into it.
    fn select_child(&self, parent: usize) -> usize {
        let node = &self.tree[parent];
        let log_n = (node.visits.max(1) as f32).ln();
        let mut best = (f32::MIN, node.children[0] as usize);
        for &c in &node.children {
            let child = &self.tree[c as usize];
            let mean = child.reward[usize::from(child.mover)] / child.visits.max(1) as f32;
            let score = mean + EXPLORATION * (log_n / child.visits.max(1) as f32).sqrt();
            if score > best.0 {
                best = (score, c as usize);
            }
        }
        best.1
    }

    /// The moves of a node, in the order its `untried` indices refer to.
    fn moves_of(&self, at: usize) -> Vec<Move> {
        if at == 0 {
            return self.root_moves.clone();
        }
        let mut moves = Vec::new();
        movegen::generate(&self.rules, &self.tree[at].pos, &mut moves);
        moves
    }

    fn iterate(&mut self) {
        let mut path = vec![0usize];
        let mut at = 0usize;
        // The new leaf's legal moves, which its playout starts from.
        let mut leaf_moves = None;
        loop {
            let node = &self.tree[at];
            if node.decided.is_some() {
                break;
            }
            let mut moves = None;
            if node.untried.is_none() {
                let all = self.moves_of(at);
                self.tree[at].untried = Some((0..all.len() as u16).collect());
                moves = Some(all);
            }
            let node = &self.tree[at];
            let untried_count = node.untried.as_ref().map_or(0, Vec::len);
            if untried_count > 0 {
                let pick = self.rng.random_range(0..untried_count);
                let moves = moves.unwrap_or_else(|| self.moves_of(at));
                let node = &mut self.tree[at];
                let index = node.untried.as_mut().expect("set above").swap_remove(pick);
                let mv = moves[usize::from(index)];
                let mut pos = node.pos;
                let mover = pos.to_move;
                pos.play(&self.rules, &mv);
                let mut child_moves = Vec::new();
                movegen::generate(&self.rules, &pos, &mut child_moves);
                let decided = self.decided(&pos, mover, &child_moves);
                let index = self.tree.len();
                self.tree[at].children.push(index as u32);
                self.tree.push(TreeNode {
                    pos,
                    mover,
                    mv: Some(mv),
                    children: Vec::new(),
                    untried: None,
                    visits: 0,
                    reward: [0.0; MAX_SIDES],
                    decided,
                });
                path.push(index);
                at = index;
                leaf_moves = Some(child_moves);
                break;
            }
            if node.children.is_empty() {
                // No move at the root (or a stuck position not judged): score it as it is.
                break;
            }
            at = self.select_child(at);
            path.push(at);
        }
        let pos = self.tree[at].pos;
        let shares = match (self.tree[at].decided, leaf_moves) {
            (Some(shares), _) => shares,
            (None, Some(moves)) => self.playout(pos, moves),
            (None, None) => self.evaluated_shares(&pos),
        };
        for &i in &path {
            let node = &mut self.tree[i];
            node.visits += 1;
            for (r, s) in node.reward.iter_mut().zip(shares) {
                *r += s;
            }
        }
        self.iterations += 1;
    }

    /// A move that wins at once, else the root's most visited move.
    fn best(&self) -> Option<Move> {
        let root = &self.tree[0];
        let children = || root.children.iter().map(|&c| &self.tree[c as usize]);
        let wins_now = children().find(|c| {
            c.decided
                .is_some_and(|shares| shares[usize::from(c.mover)] >= 1.0)
        });
        wins_now
            .or_else(|| children().max_by_key(|c| c.visits))
            .and_then(|c| c.mv)
            .or_else(|| self.root_moves.first().copied())
    }

    fn out_of_budget(&self, started: Stopwatch) -> bool {
        self.cancel.is_cancelled()
            || started.elapsed(self.iterations * PLAYOUT_WORK) >= self.time
            || self.max_iterations.is_some_and(|m| self.iterations >= m)
    }
}

impl Thinking<Move> for MctsThinking {
    fn step(&mut self, slice: Duration) -> Step<Move> {
        let started = *self.started.get_or_insert_with(Stopwatch::start);
        if self.tree[0].children.is_empty() && self.root_moves.len() <= 1 {
            // Nothing to choose between.
            return Step::Done(self.best());
        }
        let slice_start = Instant::now();
        loop {
            for _ in 0..CLOCK_EVERY {
                self.iterate();
            }
            if self.out_of_budget(started) {
                return Step::Done(self.best());
            }
            if slice_start.elapsed() >= slice {
                return Step::Running;
            }
        }
    }

    fn nodes(&self) -> u64 {
        self.iterations
    }
}
