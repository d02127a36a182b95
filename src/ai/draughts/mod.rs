//! The draughts engine (every variant and big-man checkers): the generic PVS of
//! [`crate::ai::search`] with a capture quiescence (a position with a capture pending is
//! never scored statically), captures and crownings ordered first, and [`eval::Evaluator`].
//! Strengths 1 to [`MAX_STRENGTH`]; draws by repetition are not seen inside the search.

mod block_rows;
pub mod endgame;
mod eval;
pub mod learned;
mod mobility;
mod per_variant;
#[cfg(test)]
mod placed;
mod runaway;
mod safe_steps;
pub mod samples;
mod square_sums;
pub mod train;

use std::sync::Arc;
use std::time::Duration;

use super::lazy_smp::LazySmp;
pub use super::lazy_smp::desktop_threads;
use super::search::{FailHighProbe, Reductions, Search, SearchGame};
use super::shared_table::SharedTable;
use super::{Budget, Cancel, Step, Thinking};
use crate::rules::Game;
use crate::rules::draughts::position::{Move, Position};
use crate::rules::draughts::{Draughts, DraughtsMove, Variant, movegen};
use eval::Evaluator;
pub use eval::WIN;
use learned::LearnedEval;
use per_variant::PerVariant;

/// The score of a win an endgame table knows without its plies (before the ply and the
/// evaluation that steer it).
pub const KNOWN_WIN: i32 = WIN / 2;

pub const MAX_STRENGTH: u8 = 11;
/// The strength the hint uses.
pub const EXPERT: u8 = MAX_STRENGTH;

/// Each strength's Elo on international draughts, from `leapfrog arena draughts-international
/// N N-1 80` (80 games a rung) on the sixth generation of learned weights (strength 1
/// anchored at 1000; rungs scored 65-79%); the match options show it. The expert's rung
/// (82.5% over 40 games, one thread: `arena draughts-international 1s 10 40`) was played at
/// 1 s a move, a quarter of its time.
pub const LADDER_ELO: [u32; MAX_STRENGTH as usize] = [
    1000, 1152, 1284, 1505, 1740, 1942, 2145, 2297, 2477, 2584, 2854,
];
/// The variant [`LADDER_ELO`] was measured on; other variants have no measured ladder.
pub const LADDER_VARIANT: &str = "draughts-international";

/// What a strength means: how deep, how long, how much noise.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    pub budget: Budget,
    pub noise: i32,
    /// Which engine: today's, or a yardstick for `leapfrog bench draughts`.
    pub engine: Engine,
    /// Threads searching (Lazy SMP); more than one only where the engine has the machine's
    /// whole move time, and never in the browser.
    pub threads: usize,
    /// Whether the expert keeps its table from one move to the next (one per variant and
    /// process): in play and through Hub, not in matches inside one process, whose sides
    /// would share it.
    pub keeps_table: bool,
}

/// The ladder: below the expert, every level is depth-limited (the same strength on any
/// machine; the time is only a cap), and noise in hundredths of a man makes the low levels
/// err like people. Each level was set to beat the one below about three games in four
/// (`leapfrog bench draughts-international --ladder`).
pub fn plan(strength: u8) -> Plan {
    let (depth, noise, secs) = match strength {
        0 | 1 => (1, 140, 0.5),
        2 => (1, 45, 0.5),
        3 => (2, 80, 1.0),
        4 => (2, 10, 1.0),
        5 => (3, 30, 1.0),
        6 => (4, 20, 1.5),
        7 => (5, 6, 1.5),
        8 => (6, 0, 2.0),
        9 => (8, 0, 2.5),
        10 => (10, 0, 3.0),
        _ => (64, 0, 4.0),
    };
    Plan {
        budget: Budget {
            max_depth: Some(depth),
            max_nodes: None,
            max_time: Some(Duration::from_secs_f32(secs)),
            whole_time: false,
        },
        noise,
        engine: Engine::Current,
        threads: if strength >= MAX_STRENGTH {
            desktop_threads()
        } else {
            1
        },
        keeps_table: strength >= MAX_STRENGTH,
    }
}

/// Today's engine, or one of the yardsticks it is measured against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The learned evaluation (where the variant ships one) and the sharper search.
    Current,
    /// Today's search on the hand-set evaluation.
    HandEval,
    /// The engine as it was: the hand-set evaluation and the plain search.
    Classic,
}

/// Half-width of the root's aspiration window, in hundredths of a man.
const ASPIRATION: i32 = 25;

/// Late quiet moves: at a null-window node every move after the first is reduced a ply,
/// after the fourth two; at a principal-variation node one ply after the third.
const REDUCTIONS: Reductions = Reductions {
    pv_full_moves: 3,
    full_moves: 1,
    twice_after: 4,
    twice_from_depth: 3,
    twice_off_pv: true,
};

/// Fail-high probes; the margin in hundredths of a man.
const FAIL_HIGH_PROBE: FailHighProbe = FailHighProbe {
    from_depth: 3,
    depth_percent: 60,
    margin_per_ply: 5,
};

/// A position with its distance from the root, so that quicker wins score higher.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    pos: Position,
    ply: u16,
}

/// The static evaluation a search uses.
#[derive(Clone)]
enum Scoring {
    Hand(Box<Evaluator>),
    Learned(Arc<LearnedEval>),
}

#[derive(Clone)]
pub struct DraughtsSearch {
    variant: Arc<Variant>,
    eval: Scoring,
    noise: i32,
    seed: u64,
    /// The variant's endgame databases, where they have been built (desktop only).
    endgames: Option<Arc<endgame::Endgames>>,
    /// No late move reductions, killers or aspiration (the engine as it was).
    plain_search: bool,
    /// The pieces on the board searched from, where a table holds it without plies
    /// ([`Self::rooted`]).
    root_pieces: Option<u32>,
}

impl DraughtsSearch {
    pub fn new(variant: Arc<Variant>, noise: i32, seed: u64) -> Self {
        let eval = match learned::for_variant(&variant) {
            Some(learned) => Scoring::Learned(learned),
            None => Scoring::Hand(Box::new(Evaluator::new(&variant))),
        };
        Self {
            eval,
            // The full-strength players only: a noisy one plays endings as it plays the rest.
            endgames: (noise == 0)
                .then(|| endgame::for_variant(&variant))
                .flatten(),
            variant,
            noise,
            seed,
            plain_search: false,
            root_pieces: None,
        }
    }
}

impl DraughtsSearch {
    /// The search on the hand-set evaluation even where learned weights ship.
    pub fn with_hand_eval(mut self) -> Self {
        self.eval = Scoring::Hand(Box::new(Evaluator::new(&self.variant)));
        self
    }

    /// The engine as it was before the learned evaluation: the hand-set evaluation and a
    /// search without reductions, killers or aspiration.
    pub fn classic(mut self) -> Self {
        self.plain_search = true;
        self.with_hand_eval()
    }

    /// The search on these learned weights (training's later generations, tests).
    pub fn with_learned(mut self, learned: Arc<LearnedEval>) -> Self {
        self.eval = Scoring::Learned(learned);
        self
    }

    /// The search from `pos`. Where a table holds `pos` as an outcome only, outcomes do not
    /// end the search at positions with as many pieces: otherwise every move that keeps a
    /// win would score alike and the winner could wander forever. Those positions are
    /// searched on as without the tables, with the outcome in their evaluation, until a
    /// capture leads to a table that ends the search.
    pub fn rooted(mut self, pos: &Position) -> Self {
        self.root_pieces = self
            .endgames
            .as_ref()
            .filter(|db| db.holds_outcomes_only(pos))
            .map(|_| (pos.pieces[0] | pos.pieces[1]).count_ones());
        self
    }

    /// Whether `node` has as many pieces as a root held as an outcome (see [`Self::rooted`]).
    fn as_many_as_root(&self, node: &Node) -> bool {
        self.root_pieces
            .is_some_and(|n| (node.pos.pieces[0] | node.pos.pieces[1]).count_ones() == n)
    }

    /// The outcome-only value of `node` when it has its root's pieces (see [`Self::rooted`]).
    fn outcome_with_root_pieces(&self, node: &Node) -> Option<endgame::Value> {
        if !self.as_many_as_root(node) {
            return None;
        }
        self.endgames
            .as_ref()?
            .probe(&node.pos)
            .filter(|v| *v == v.outcome())
    }

    /// The evaluation alone (no noise, no tables).
    fn static_eval(&self, pos: &Position) -> i32 {
        match &self.eval {
            Scoring::Hand(eval) => eval.evaluate(pos),
            Scoring::Learned(eval) => eval.evaluate(pos),
        }
    }

    /// Whether the side to move has no move (asked only of leaves the tables call lost).
    fn blocked(&self, node: &Node) -> bool {
        let mut moves = Vec::new();
        movegen::generate(&self.variant.geo, self.variant.moves, &node.pos, &mut moves);
        moves.is_empty()
    }

    /// The score of an outcome known without its plies: wins above every evaluation and below
    /// every win the plies are known of, with the evaluation beside them to lead the winner
    /// on (toward a crowning, a capture, a smaller table).
    fn outcome_score(&self, node: &Node, value: endgame::Value, eval: i32) -> i32 {
        let steered = eval.clamp(-KNOWN_WIN / 4, KNOWN_WIN / 4);
        let ply = i32::from(node.ply);
        match value {
            endgame::Value::Won => KNOWN_WIN + steered - ply,
            endgame::Value::Lost => -KNOWN_WIN + steered + ply,
            _ => 0,
        }
    }

    /// The search with these databases instead of the variant's files (tests).
    pub fn with_endgames(mut self, endgames: Option<Arc<endgame::Endgames>>) -> Self {
        self.endgames = endgames;
        self
    }
}

impl DraughtsSearch {
    /// Whether a man is crowned by this move.
    fn promotes(&self, node: &Node, mv: Move) -> bool {
        let man = node.pos.kings >> mv.from & 1 == 0;
        man && (mv.crowned || self.variant.geo.far_row(node.pos.side) >> mv.to & 1 != 0)
    }
}

impl SearchGame for DraughtsSearch {
    type Pos = Node;
    type Move = Move;

    fn generate(&self, node: &Node, out: &mut Vec<Move>) {
        if self.variant.figure_outcome(&node.pos).is_none() {
            movegen::generate(&self.variant.geo, self.variant.moves, &node.pos, out);
        }
    }

    fn play(&self, node: &Node, mv: Move) -> Node {
        Node {
            pos: node.pos.play(&self.variant.geo, &mv),
            ply: node.ply + 1,
        }
    }

    fn final_score(&self, node: &Node) -> i32 {
        let lost = -(WIN - i32::from(node.ply));
        match self.variant.figure_outcome(&node.pos) {
            Some(winner) if winner == node.pos.side => -lost,
            _ => lost,
        }
    }

    fn evaluate(&self, node: &Node) -> i32 {
        let score = self.static_eval(&node.pos);
        if self.noise == 0 {
            return match self.outcome_with_root_pieces(node) {
                // A loss in 0, left without a move at the horizon: the game's end.
                Some(endgame::Value::Lost) if self.blocked(node) => self.final_score(node),
                Some(value) => self.outcome_score(node, value, score),
                None => score,
            };
        }
        let jitter = ((node.pos.key() ^ self.seed) % (2 * self.noise as u64 + 1)) as i32;
        score + jitter - self.noise
    }

    fn key(&self, node: &Node) -> u64 {
        node.pos.key()
    }

    fn order(&self, node: &Node, mv: Move, _deep: bool) -> i32 {
        let mut score = 10_000 * mv.captured.count_ones() as i32;
        if self.promotes(node, mv) {
            score += 5_000;
        }
        score
    }

    fn move_id(&self, mv: Move) -> usize {
        usize::from(mv.from) * 64 + usize::from(mv.to)
    }

    fn exact(&self, node: &Node) -> Option<i32> {
        let endgames = self.endgames.as_ref()?;
        if node.pos.pieces[usize::from(node.pos.side)] == 0 {
            // Taken to the last piece: lost, also at the horizon, where the evaluation
            // would score it below a win the tables know only the outcome of.
            return Some(-(WIN - i32::from(node.ply)));
        }
        if self.as_many_as_root(node) {
            // Searched on, its outcome in its evaluation (see `rooted`).
            return None;
        }
        let plies = |d: u8| i32::from(node.ply) + i32::from(d);
        let value = endgames.probe(&node.pos)?;
        match value {
            endgame::Value::Win(d) => Some(WIN - plies(d)),
            endgame::Value::Loss(d) => Some(-(WIN - plies(d))),
            endgame::Value::Draw => Some(0),
            endgame::Value::Won | endgame::Value::Lost => {
                Some(self.outcome_score(node, value, self.static_eval(&node.pos)))
            }
        }
    }

    fn fail_high_probe(&self, _node: &Node, depth: i32) -> Option<(i32, i32)> {
        if self.plain_search {
            return None;
        }
        FAIL_HIGH_PROBE.at(depth)
    }

    fn reducible(&self, node: &Node, mv: Move) -> bool {
        !self.plain_search && mv.captured == 0 && !self.promotes(node, mv)
    }

    fn aspiration(&self) -> Option<i32> {
        (!self.plain_search).then_some(ASPIRATION)
    }

    fn reductions(&self) -> Reductions {
        if self.plain_search {
            Reductions::UNIFORM
        } else {
            REDUCTIONS
        }
    }

    fn ply_scores_from(&self) -> Option<i32> {
        Some(KNOWN_WIN / 2)
    }

    fn history_malus(&self) -> bool {
        !self.plain_search
    }

    fn extends_single_reply(&self) -> bool {
        !self.plain_search
    }

    fn table_past_horizon(&self) -> bool {
        self.plain_search
    }

    fn quiet(&self, node: &Node) -> bool {
        !self.variant.moves.capture_compulsory
            || !movegen::has_capture(&self.variant.geo, self.variant.moves, &node.pos)
    }
}

/// Starts a player of the given strength on `game`.
pub fn start(
    game: &Draughts,
    strength: u8,
    cancel: Cancel,
    seed: u64,
) -> Box<dyn Thinking<DraughtsMove>> {
    start_with_plan(game, plan(strength), cancel, seed)
}

pub fn start_with_plan(
    game: &Draughts,
    plan: Plan,
    cancel: Cancel,
    seed: u64,
) -> Box<dyn Thinking<DraughtsMove>> {
    start_with_weights(game, plan, None, cancel, seed)
}

/// As [`start_with_plan`], evaluating with `weights` where given (training's generations
/// measured against each other).
pub fn start_with_weights(
    game: &Draughts,
    plan: Plan,
    weights: Option<Arc<LearnedEval>>,
    cancel: Cancel,
    seed: u64,
) -> Box<dyn Thinking<DraughtsMove>> {
    let search = DraughtsSearch::new(game.variant().clone(), plan.noise, seed);
    start_search(game, plan, search, weights, cancel)
}

/// As [`start_with_plan`], probing these endgame databases (or none) instead of the
/// variant's file (benchmarks of the databases).
pub fn start_with_tables(
    game: &Draughts,
    plan: Plan,
    endgames: Option<Arc<endgame::Endgames>>,
    cancel: Cancel,
    seed: u64,
) -> Box<dyn Thinking<DraughtsMove>> {
    let search =
        DraughtsSearch::new(game.variant().clone(), plan.noise, seed).with_endgames(endgames);
    start_search(game, plan, search, None, cancel)
}

fn start_search(
    game: &Draughts,
    plan: Plan,
    mut search: DraughtsSearch,
    weights: Option<Arc<LearnedEval>>,
    cancel: Cancel,
) -> Box<dyn Thinking<DraughtsMove>> {
    search = match plan.engine {
        Engine::Current => search,
        Engine::HandEval => search.with_hand_eval(),
        Engine::Classic => search.classic(),
    };
    // On the work clock a move depends on its position alone, not on earlier searches.
    let kept = plan.keeps_table
        && !crate::ai::budget::work_clock()
        && plan.engine == Engine::Current
        && weights.is_none()
        && search.noise == 0;
    if let Some(weights) = weights {
        search = search.with_learned(weights);
    }
    let search = search.rooted(game.position());
    // Outcome-only roots score by their root, so their results are not kept.
    let kept = (kept && search.root_pieces.is_none()).then(|| kept_table(&search.variant));
    let root = Node {
        pos: *game.position(),
        ply: 0,
    };
    let search: Box<dyn Thinking<Move>> = match (kept, plan.threads) {
        (Some(table), threads) => Box::new(LazySmp::with_table(
            search,
            root,
            plan.budget,
            cancel,
            threads - 1,
            table,
        )),
        (None, 1) => Box::new(Search::new(search, root, plan.budget, cancel, 1)),
        (None, threads) => Box::new(LazySmp::new(
            search,
            root,
            plan.budget,
            cancel,
            threads - 1,
            20,
        )),
    };
    Box::new(WithPaths {
        search,
        game: game.clone(),
        chosen: None,
    })
}

/// Slots of the table the expert keeps between moves: 64 MiB on desktop, 16 in the browser.
const KEPT_TABLE_BITS: u32 = if cfg!(target_arch = "wasm32") { 20 } else { 22 };

/// The table the expert keeps from one search to the next on `variant` (one per variant and
/// process), so that each move starts from what the searches before it found.
fn kept_table(variant: &Variant) -> Arc<SharedTable> {
    static KEPT: PerVariant<Arc<SharedTable>> = PerVariant::new();
    KEPT.get_or_make(&variant.name, || {
        Arc::new(SharedTable::new(KEPT_TABLE_BITS))
    })
}

/// Adapts the engine's compact moves to the rules' moves with their landing squares.
struct WithPaths {
    search: Box<dyn Thinking<Move>>,
    game: Draughts,
    /// The move the search chose, once it is done.
    chosen: Option<DraughtsMove>,
}

/// `game`'s legal move that is `mv` with its landing squares.
fn with_path(game: &Draughts, mv: Move) -> Option<DraughtsMove> {
    game.legal_moves().into_iter().find(|full| full.mv == mv)
}

impl Thinking<DraughtsMove> for WithPaths {
    fn step(&mut self, slice: Duration) -> Step<DraughtsMove> {
        match self.search.step(slice) {
            Step::Running => Step::Running,
            Step::Done(mv) => {
                self.chosen = mv.and_then(|m| with_path(&self.game, m));
                Step::Done(self.chosen.clone())
            }
        }
    }

    fn expected_reply(&self) -> Option<DraughtsMove> {
        let mut after = self.game.clone();
        after.play(self.chosen.as_ref()?);
        with_path(&after, self.search.expected_reply()?)
    }

    fn nodes(&self) -> u64 {
        self.search.nodes()
    }

    fn depth(&self) -> Option<u32> {
        self.search.depth()
    }

    fn score(&self) -> Option<i32> {
        self.search.score()
    }
}

/// The score (for the side to move) and best move of a fixed-depth search, for tests and
/// analysis.
pub fn analyse(game: &Draughts, depth: u32) -> Option<(DraughtsMove, i32)> {
    let search = DraughtsSearch::new(game.variant().clone(), 0, 0);
    analyse_search(game, depth, search)
}

/// As [`analyse`], with these endgame databases (or none) instead of the variant's files.
pub fn analyse_with(
    game: &Draughts,
    depth: u32,
    endgames: Option<Arc<endgame::Endgames>>,
) -> Option<(DraughtsMove, i32)> {
    let search = DraughtsSearch::new(game.variant().clone(), 0, 0)
        .with_endgames(endgames)
        .rooted(game.position());
    analyse_search(game, depth, search)
}

fn analyse_search(
    game: &Draughts,
    depth: u32,
    search: DraughtsSearch,
) -> Option<(DraughtsMove, i32)> {
    let root = Node {
        pos: *game.position(),
        ply: 0,
    };
    let mut search =
        Search::new(search, root, Budget::depth(depth), Cancel::default(), 1).always_score();
    while search.step(Duration::from_millis(50)) == Step::Running {}
    let (mv, score, _) = search.completed()?;
    Some((with_path(game, mv)?, score))
}

#[cfg(test)]
mod tests;

impl crate::ai::ComputerPlayer for Draughts {
    const MAX_STRENGTH: u8 = MAX_STRENGTH;
    const HINT_STRENGTH: u8 = EXPERT;

    fn strength_elo(strength: u8) -> Option<u32> {
        crate::ai::player::ladder_elo(&LADDER_ELO, strength)
    }

    fn think(&self, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<DraughtsMove>> {
        start(self, strength, cancel, seed)
    }

    fn think_for(
        &self,
        time: Duration,
        cancel: Cancel,
        seed: u64,
    ) -> Option<Box<dyn Thinking<DraughtsMove>>> {
        let plan = Plan {
            budget: Budget::time(time),
            noise: 0,
            engine: Engine::Current,
            threads: desktop_threads(),
            keeps_table: true,
        };
        Some(start_with_plan(self, plan, cancel, seed))
    }
}
