//! A computer player for any `JumpGame` file: the generic PVS of [`crate::ai::search`] on the
//! compiled game's positions, with a capture quiescence and an evaluation made only of the
//! description's features (kind values, the way to promotion and to the target zone), so it
//! plays a file it has never seen. Strengths 1 to [`MAX_STRENGTH`].

pub mod both_ends;
pub mod eval;
pub mod mcts;
pub mod patterns;
pub mod samples;
pub mod solve;
pub mod sparse_fit;
pub mod symmetry;
pub mod train;
pub mod views;
pub mod weights;

use std::sync::Arc;
use std::time::Duration;

use super::lazy_smp::{LazySmp, desktop_threads};
use super::search::{Reductions, Search, SearchGame};
use super::shared_table::SharedTable;
use super::{Budget, Cancel, Step, Thinking};
use crate::rules::Game;
use crate::rules::Outcome;
use crate::rules::jump::outcome::goal_or_count;
use crate::rules::jump::spec::Verdict;
use crate::rules::jump::{JumpState, Move, Position, Rules, count, movegen};
pub use eval::{Evaluator, FEATURE_COUNT, FEATURES, Features, Weights, default_weights};
pub use weights::ExpertSearch;

pub const MAX_STRENGTH: u8 = 5;
/// A won game's score; a quicker win scores higher.
pub const WIN: i32 = 1_000_000;

/// Depth, noise and time of a strength.
pub fn plan(strength: u8) -> (Budget, i32) {
    let (depth, noise, secs) = match strength {
        // Greedy: the move that takes most or gains most toward its goal, ties broken by a
        // little noise.
        0 | 1 => (1, 5, 0.5),
        2 => (2, 20, 1.0),
        3 => (4, 10, 1.5),
        4 => (6, 0, 2.0),
        _ => (64, 0, 3.0),
    };
    (
        Budget {
            max_depth: Some(depth),
            max_nodes: None,
            max_time: Some(Duration::from_secs_f32(secs)),
            whole_time: false,
        },
        noise,
    )
}

/// A position with its distance from the root and the side that moved into it.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    pos: Position,
    ply: u16,
    mover: u8,
}

impl Node {
    /// The search's root: the game's position, reached by the side before it.
    fn root(game: &JumpState) -> Self {
        Self {
            pos: game.pos,
            ply: 0,
            mover: game.pos.previous_side(&game.rules),
        }
    }
}

#[derive(Clone)]
pub struct JumpSearch {
    rules: Arc<Rules>,
    eval: Evaluator,
    noise: i32,
    seed: u64,
    /// Whether any piece can move without capturing: in a game of captures only (Konane) a
    /// capture quiescence would run to the end of the game.
    quiet_moves: bool,
    /// With more than two sides, best-reply search (Schadd and Winands): the root side's
    /// moves alternate with a layer of every other side's moves, each played from the same
    /// position, so the search keeps a two-player depth and the negamax signs hold.
    best_reply: Option<u8>,
    /// The player's sharper search (see [`Self::sharpened`]); training's searches stay plain,
    /// so that its labels and self-play reproduce.
    sharp: bool,
}

/// Late quiet moves in the sharper search: at a null-window node every move after the first
/// is reduced a ply, after the sixth two; at a principal-variation node one ply after the
/// third (the native draughts expert's settings).
const SHARP_REDUCTIONS: Reductions = Reductions {
    pv_full_moves: 3,
    full_moves: 1,
    twice_after: 6,
    twice_from_depth: 3,
    twice_off_pv: true,
};

impl JumpSearch {
    pub fn new(rules: Arc<Rules>, noise: i32, seed: u64) -> Self {
        let quiet_moves = rules
            .kinds
            .iter()
            .any(|k| k.plain_jumps || k.step_one.iter().chain(&k.step_any).any(|&dirs| dirs != 0));
        Self {
            eval: Evaluator::new(&rules),
            rules,
            noise,
            seed,
            quiet_moves,
            best_reply: None,
            sharp: false,
        }
    }

    /// The player's search: root aspiration windows, stronger late move reductions, history
    /// that also falls for the moves a refutation passed over, and a single reply searched a
    /// ply deeper.
    pub fn sharpened(mut self) -> Self {
        self.sharp = true;
        self
    }

    /// The search for `root` to move, best-reply where the game has more than two sides.
    pub fn for_root(rules: Arc<Rules>, noise: i32, seed: u64, root: u8) -> Self {
        let multi = rules.sides.len() > 2;
        let mut search = Self::new(rules, noise, seed);
        search.best_reply = multi.then_some(root);
        search
    }

    /// The outcome if `node` ends the search. Where the game plays on for places, the first
    /// side to finish below the root takes the win: the next place is what the unfinished
    /// sides play for (a finished side has no moves, which would otherwise score as stuck).
    fn decided(&self, node: &Node) -> Option<Outcome> {
        let mut copy = node.pos;
        let mut places = Vec::new();
        goal_or_count(&self.rules, &mut copy, &mut places, Some(node.mover))
            .or_else(|| places.first().map(|&side| Outcome::Win(side)))
    }

    /// Whether the side to move in the search is the root side's opponents' layer.
    fn opponents_layer(&self, node: &Node) -> bool {
        self.best_reply.is_some_and(|root| node.pos.to_move != root)
    }
}

thread_local! {
    /// The move list `movegen` fills before the search appends it to its own (kept, so that
    /// a node does not allocate).
    static SCRATCH: std::cell::RefCell<Vec<Move>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl SearchGame for JumpSearch {
    type Pos = Node;
    type Move = Move;

    /// Appends (the search keeps every ply's moves in one list).
    fn generate(&self, node: &Node, out: &mut Vec<Move>) {
        if self.decided(node).is_some() {
            return;
        }
        SCRATCH.with_borrow_mut(|moves| match self.best_reply {
            Some(root) if node.pos.to_move != root => {
                for side in 0..self.rules.sides.len() as u8 {
                    if side != root && node.pos.finished >> side & 1 == 0 {
                        let mut pos = node.pos;
                        pos.to_move = side;
                        movegen::generate(&self.rules, &pos, moves);
                        out.extend_from_slice(moves);
                    }
                }
            }
            _ => {
                movegen::generate(&self.rules, &node.pos, moves);
                out.extend_from_slice(moves);
            }
        });
    }

    fn play(&self, node: &Node, mv: Move) -> Node {
        let mut pos = node.pos;
        let mover = match self.best_reply {
            // In the opponents' layer the piece's owner moves, and the root side is next.
            Some(root) if pos.to_move != root => pos.owner_at(mv.from).unwrap_or(pos.to_move),
            _ => pos.to_move,
        };
        pos.to_move = mover;
        pos.play(&self.rules, &mv);
        if let Some(root) = self.best_reply
            && mover != root
        {
            pos.to_move = root;
        }
        Node {
            pos,
            ply: node.ply + 1,
            mover,
        }
    }

    fn final_score(&self, node: &Node) -> i32 {
        let won = WIN - i32::from(node.ply);
        // The opponents' layer scores as the root side's enemy.
        let me = match self.best_reply {
            Some(root) if self.opponents_layer(node) => {
                return match self.decided(node) {
                    Some(Outcome::Win(s)) if s == root => -won,
                    Some(Outcome::Win(_)) => won,
                    Some(Outcome::Draw) => 0,
                    // No opponent can move: as for a side without a move.
                    None => match self.rules.end.no_move {
                        Verdict::Loses => -won,
                        Verdict::Wins => won,
                        Verdict::Draw => 0,
                    },
                };
            }
            _ => node.pos.to_move,
        };
        match self.decided(node) {
            Some(Outcome::Win(s)) if s == me => won,
            Some(Outcome::Win(_)) => -won,
            Some(Outcome::Draw) => 0,
            None => match self.rules.end.no_move {
                _ if self.rules.sides.len() == 1 => -won,
                Verdict::Loses => -won,
                Verdict::Wins => won,
                Verdict::Draw => 0,
            },
        }
    }

    fn evaluate(&self, node: &Node) -> i32 {
        let score = match self.best_reply {
            Some(root) => {
                let for_root = self.eval.evaluate_for(&self.rules, &node.pos, root);
                if self.opponents_layer(node) {
                    -for_root
                } else {
                    for_root
                }
            }
            None => self.eval.evaluate(&self.rules, &node.pos),
        };
        if self.noise == 0 {
            return score;
        }
        let jitter = ((node.pos.hash() ^ self.seed) % (2 * self.noise as u64 + 1)) as i32;
        score + jitter - self.noise
    }

    fn key(&self, node: &Node) -> u64 {
        node.pos.search_key()
    }

    fn order(&self, node: &Node, mv: Move, _deep: bool) -> i32 {
        let mut score = 10_000 * mv.captured.count() as i32;
        if mv.kind_after != node.pos.kind_at(mv.from) {
            score += 5_000;
        }
        let mover = node.pos.owner_at(mv.from).unwrap_or(node.pos.to_move);
        score + self.eval.progress(usize::from(mover), mv.from, mv.to)
    }

    fn move_id(&self, mv: Move) -> usize {
        (usize::from(mv.from) * 61 + usize::from(mv.to)) % super::search::HISTORY_SIZE
    }

    /// A move that neither takes nor crowns: reduced when late, a killer when it refutes.
    fn reducible(&self, node: &Node, mv: Move) -> bool {
        !mv.removal && !mv.is_capture() && mv.kind_after == node.pos.kind_at(mv.from)
    }

    /// A quarter of the least valuable kind (a hundred points where no kind has a value).
    fn aspiration(&self) -> Option<i32> {
        let least = self
            .rules
            .kinds
            .iter()
            .map(|k| k.value)
            .filter(|&v| v > 0)
            .min();
        self.sharp.then(|| least.unwrap_or(100) / 4)
    }

    fn reductions(&self) -> Reductions {
        if self.sharp {
            SHARP_REDUCTIONS
        } else {
            Reductions::UNIFORM
        }
    }

    fn history_malus(&self) -> bool {
        self.sharp
    }

    fn extends_single_reply(&self) -> bool {
        self.sharp
    }

    /// Wins count plies from the root, so a kept table stores them from their own node.
    fn ply_scores_from(&self) -> Option<i32> {
        self.sharp.then_some(WIN / 2)
    }

    fn quiet(&self, node: &Node) -> bool {
        if !self.rules.capture.compulsory || !self.quiet_moves || self.opponents_layer(node) {
            return true;
        }
        !count::can_capture(&self.rules, &node.pos, usize::from(node.pos.to_move))
    }
}

/// Starts a player of `strength` on `game`.
pub fn start(game: &JumpState, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<Move>> {
    start_with(game, strength, cancel, seed, None)
}

/// Chooses a move at `strength` with these evaluation weights (training's duels).
pub fn choose_with(game: &JumpState, strength: u8, seed: u64, weights: &Weights) -> Option<Move> {
    let mut thinking = start_with(
        game,
        strength,
        Cancel::default(),
        seed,
        Some(weights.clone()),
    );
    crate::ai::think_to_end(thinking.as_mut())
}

fn start_with(
    game: &JumpState,
    strength: u8,
    cancel: Cancel,
    seed: u64,
    weights: Option<Weights>,
) -> Box<dyn Thinking<Move>> {
    let (budget, noise) = plan(strength);
    let search = if strength >= MAX_STRENGTH {
        weights::expert_for(game.name())
    } else {
        ExpertSearch::AlphaBeta
    };
    match search {
        ExpertSearch::MonteCarlo => {
            let time = budget.max_time.unwrap_or(Duration::from_secs(1));
            start_search(game, search, time, cancel, seed, weights)
        }
        ExpertSearch::AlphaBeta => {
            let expert = strength >= MAX_STRENGTH;
            alpha_beta(game, budget, noise, cancel, seed, weights, expert)
        }
    }
}

/// Starts the alpha-beta search to `depth` plies with no time limit and no noise (the search
/// benchmark's fixed work).
pub fn to_depth(game: &JumpState, depth: u32) -> Box<dyn Thinking<Move>> {
    alpha_beta(
        game,
        Budget::depth(depth),
        0,
        Cancel::default(),
        1,
        None,
        false,
    )
}

/// Starts the expert's alpha-beta for `time` on one thread over a table of its own (the
/// benchmark's equal-time comparison with a native engine).
pub fn expert_alone(game: &JumpState, time: Duration) -> Box<dyn Thinking<Move>> {
    let search = JumpSearch::for_root(game.rules.clone(), 0, 1, game.pos.to_move).sharpened();
    Box::new(Legal {
        search: searching(
            search,
            Node::root(game),
            Budget::time(time),
            Cancel::default(),
            None,
        ),
        game: game.clone(),
    })
}

/// Starts `search` with a move time of `time` and no depth limit (the expert's two searches,
/// which `train jump --choose-search` plays against each other).
pub fn start_search(
    game: &JumpState,
    search: ExpertSearch,
    time: Duration,
    cancel: Cancel,
    seed: u64,
    weights: Option<Weights>,
) -> Box<dyn Thinking<Move>> {
    let eval = || match &weights {
        Some(w) => Evaluator::with_weights(&game.rules, w),
        None => Evaluator::new(&game.rules),
    };
    match search {
        ExpertSearch::MonteCarlo => Box::new(mcts::MctsThinking::new(
            game,
            eval(),
            time,
            None,
            cancel,
            seed,
        )),
        ExpertSearch::AlphaBeta => {
            alpha_beta(game, Budget::time(time), 0, cancel, seed, weights, true)
        }
    }
}

/// The alpha-beta player. The `expert`'s search is sharpened (see [`JumpSearch::sharpened`]);
/// where it plays two sides without noise on the installed weights, it also uses every
/// desktop core (Lazy SMP) over a table kept from one move to the next.
fn alpha_beta(
    game: &JumpState,
    budget: Budget,
    noise: i32,
    cancel: Cancel,
    seed: u64,
    weights: Option<Weights>,
    expert: bool,
) -> Box<dyn Thinking<Move>> {
    let mut search = JumpSearch::for_root(game.rules.clone(), noise, seed, game.pos.to_move);
    // Best-reply's nodes mean something else for each root side, so its table is not kept.
    // On the work clock a move depends on its position alone, not on earlier searches.
    let keeps_table = expert
        && noise == 0
        && weights.is_none()
        && search.best_reply.is_none()
        && !crate::ai::budget::work_clock();
    if let Some(weights) = weights {
        search.eval = Evaluator::with_weights(&game.rules, &weights);
    }
    if expert {
        search = search.sharpened();
    }
    let table = keeps_table.then(|| kept_table(&game.rules));
    Box::new(Legal {
        search: searching(search, Node::root(game), budget, cancel, table),
        game: game.clone(),
    })
}

/// `search` from `root`: over `table` with every desktop core (Lazy SMP) where one is kept,
/// else alone over a table of its own.
fn searching(
    search: JumpSearch,
    root: Node,
    budget: Budget,
    cancel: Cancel,
    table: Option<Arc<SharedTable>>,
) -> Box<dyn Thinking<Move>> {
    match table {
        Some(table) => {
            let helpers = desktop_threads() - 1;
            Box::new(LazySmp::with_table(
                search, root, budget, cancel, helpers, table,
            ))
        }
        None => Box::new(Search::new(search, root, budget, cancel, 1)),
    }
}

/// Slots of the expert's kept table: 64 MiB on desktop, 16 in the browser.
const KEPT_TABLE_BITS: u32 = if cfg!(target_arch = "wasm32") { 20 } else { 22 };

/// The table the expert keeps from one move to the next: one, for the rules played last (a
/// new game, or the same file edited and loaded again, starts a new one, so that playing
/// many games keeps one table's memory and no table outlives its rules).
fn kept_table(rules: &Arc<Rules>) -> Arc<SharedTable> {
    static KEPT: KeptTable = KeptTable::new(KEPT_TABLE_BITS);
    KEPT.for_rules(rules)
}

/// A transposition table kept for the rules searched last. They are held weakly: while the
/// table's owner is known by a `Weak`, its allocation is not reused by other rules.
struct KeptTable {
    bits: u32,
    last: std::sync::Mutex<Option<(std::sync::Weak<Rules>, Arc<SharedTable>)>>,
}

impl KeptTable {
    const fn new(bits: u32) -> Self {
        Self {
            bits,
            last: std::sync::Mutex::new(None),
        }
    }

    /// The table kept for `rules`, or a new one (which replaces the other rules').
    fn for_rules(&self, rules: &Arc<Rules>) -> Arc<SharedTable> {
        let mut last = self
            .last
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        match last.as_ref() {
            Some((owner, table)) if std::ptr::eq(owner.as_ptr(), Arc::as_ptr(rules)) => {
                table.clone()
            }
            _ => {
                let table = Arc::new(SharedTable::new(self.bits));
                *last = Some((Arc::downgrade(rules), table.clone()));
                table
            }
        }
    }
}

/// Hands back the search's move as the game's legal move (the game also knows repetitions).
struct Legal {
    search: Box<dyn Thinking<Move>>,
    game: JumpState,
}

impl Thinking<Move> for Legal {
    fn step(&mut self, slice: Duration) -> Step<Move> {
        match self.search.step(slice) {
            Step::Running => Step::Running,
            Step::Done(mv) => {
                let legal = self.game.legal_moves();
                Step::Done(
                    mv.and_then(|m| legal.iter().find(|l| l.key() == m.key()).copied())
                        .or_else(|| legal.first().copied()),
                )
            }
        }
    }

    fn nodes(&self) -> u64 {
        self.search.nodes()
    }

    fn depth(&self) -> Option<u32> {
        self.search.depth()
    }
}

impl crate::ai::ComputerPlayer for JumpState {
    const MAX_STRENGTH: u8 = MAX_STRENGTH;
    const HINT_STRENGTH: u8 = MAX_STRENGTH;

    fn think(&self, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<Move>> {
        // A puzzle's player is its solver: a hint is a move on a way to the goal.
        if self.sides() == 1 {
            return Box::new(solve::SolverThinking::new(self, cancel));
        }
        start(self, strength, cancel, seed)
    }

    fn think_for(
        &self,
        time: Duration,
        cancel: Cancel,
        seed: u64,
    ) -> Option<Box<dyn Thinking<Move>>> {
        if self.sides() == 1 {
            return None;
        }
        let search = weights::expert_for(self.name());
        Some(start_search(self, search, time, cancel, seed, None))
    }
}

#[cfg(test)]
mod mcts_tests;
#[cfg(test)]
mod patterns_tests;
#[cfg(test)]
mod symmetry_tests;
#[cfg(test)]
mod tests;
