//! Iterative-deepening principal-variation search with a transposition table and history
//! ordering, written with an explicit stack instead of recursion so that it can stop after any
//! node and resume later: the browser gets its frame back between slices, and a cancel flag or
//! deadline is honoured within one slice.

use std::time::Duration;

use super::budget::{Budget, Cancel, Instant, Stopwatch};
use std::sync::Arc;

use super::shared_table::SharedTable;
use super::table::{Bound, Entry, Table};
use super::{Step, Thinking};

/// Larger than any evaluation; finished games score within this.
pub const INFINITY: i32 = 1 << 29;

/// What the search needs to know about a game.
pub trait SearchGame: Send + 'static {
    type Pos: Copy + Send;
    type Move: Copy + PartialEq + Send;
    /// Legal moves (a forced pass is a move); none means the game is over.
    fn generate(&self, pos: &Self::Pos, out: &mut Vec<Self::Move>);
    fn play(&self, pos: &Self::Pos, mv: Self::Move) -> Self::Pos;
    /// Score of a finished game for the side to move.
    fn final_score(&self, pos: &Self::Pos) -> i32;
    /// Static score for the side to move; for a finished game, its final score.
    fn evaluate(&self, pos: &Self::Pos) -> i32;
    fn key(&self, pos: &Self::Pos) -> u64;
    /// Ordering guess, higher first; `deep` allows a costlier guess near the root.
    fn order(&self, pos: &Self::Pos, mv: Self::Move, deep: bool) -> i32;
    /// A small index for the history table (below [`HISTORY_SIZE`]).
    fn move_id(&self, mv: Self::Move) -> usize;
    /// False while the position is in the middle of an exchange (a draughts capture is
    /// pending): the search then goes on past its depth until the position is quiet.
    fn quiet(&self, _pos: &Self::Pos) -> bool {
        true
    }
    /// Whether nodes on and past the horizon (depth 0 and below) read and write the table.
    /// Where those nodes are cheap and many (draughts' capture look), a table probe, a
    /// cache miss, costs more than it saves. On by default.
    fn table_past_horizon(&self) -> bool {
        true
    }
    /// Probabilistic cut-off (ProbCut) at a null-window node of `depth` plies: the shallow
    /// search's depth, the deep score's expected lead over the shallow one, and the margin
    /// by which the prediction must clear the window. None (the default) searches in full.
    fn probcut(&self, _pos: &Self::Pos, _depth: i32) -> Option<(i32, i32, i32)> {
        None
    }
    /// A verified fail-high cut at a null-window node of `depth` plies: the depth of a
    /// shallower search of the same node and the margin it must clear beta by. Where that
    /// search, with the whole search's table, quiescence and reductions but no such cuts
    /// below it, scores at least beta plus the margin, the node scores that less the margin
    /// without searching its moves. None (the default) searches in full.
    fn fail_high_probe(&self, _pos: &Self::Pos, _depth: i32) -> Option<(i32, i32)> {
        None
    }
    /// A proven score for the side to move (an endgame database's), which ends the search
    /// at this node; None (the default) searches on. Not asked at the root, which must
    /// still choose a move.
    fn exact(&self, _pos: &Self::Pos) -> Option<i32> {
        None
    }
    /// True for a quiet move (no capture, no promotion) that the search may treat
    /// selectively: searched less deep first when it comes late in a null-window node (late
    /// move reductions, re-searched in full if it beats alpha), and tried early among its
    /// cousins once it has refuted one (killer moves). The default, false, keeps every move
    /// at full depth in the history table's order.
    fn reducible(&self, _pos: &Self::Pos, _mv: Self::Move) -> bool {
        false
    }
    /// Half-width of the root's aspiration window around the last iteration's score (a
    /// narrower window cuts more; a score outside it is searched again in full). None (the
    /// default) searches every iteration with the full window.
    fn aspiration(&self) -> Option<i32> {
        None
    }
    /// Which late quiet moves are reduced, and by how much (see [`Reductions`]). The default
    /// reduces the same way at every node.
    fn reductions(&self) -> Reductions {
        Reductions::UNIFORM
    }
    /// Whether a node with a single move searches it a ply deeper (a forced reply costs no
    /// depth). Off by default.
    fn extends_single_reply(&self) -> bool {
        false
    }
    /// Whether the moves tried before the one that refutes a position lose history as it
    /// gains it (so the history orders by how often a move refutes, less how often it
    /// fails). Off by default: every cut-off only adds.
    fn history_malus(&self) -> bool {
        false
    }
    /// Scores at least this large (either sign) count plies from the root: a win n plies
    /// away scores less than one sooner. The table then keeps them counted from their own
    /// node, so that a table kept from one search to the next reads them right. None (the
    /// default) keeps every score as it is.
    fn ply_scores_from(&self) -> Option<i32> {
        None
    }
}

/// Settings of a verified fail-high cut (see [`SearchGame::fail_high_probe`]): from
/// `from_depth` on, a null-window node is first searched to `depth_percent` of its depth,
/// and cut where that clears beta by `margin_per_ply` (the game's score units) a ply of the
/// node's depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FailHighProbe {
    pub from_depth: i32,
    pub depth_percent: i32,
    pub margin_per_ply: i32,
}

impl FailHighProbe {
    /// What [`SearchGame::fail_high_probe`] answers at a node of `depth` plies.
    pub fn at(&self, depth: i32) -> Option<(i32, i32)> {
        (depth >= self.from_depth).then(|| {
            let shallow = depth * self.depth_percent / 100;
            (shallow.max(1), self.margin_per_ply * depth)
        })
    }
}

/// When late quiet moves (those [`SearchGame::reducible`] allows) are searched less deep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reductions {
    /// Moves searched in full first at a principal-variation node (a window wider than one).
    pub pv_full_moves: usize,
    /// Moves searched in full first at a null-window node.
    pub full_moves: usize,
    /// After this many moves, a node at least `twice_from_depth` deep reduces by two plies.
    pub twice_after: usize,
    pub twice_from_depth: i32,
    /// Whether the two-ply reduction is kept to null-window nodes.
    pub twice_off_pv: bool,
}

impl Reductions {
    /// One ply after the third move at any node, two after the eighth at depth 5 or more.
    pub const UNIFORM: Self = Self {
        pv_full_moves: 3,
        full_moves: 3,
        twice_after: 8,
        twice_from_depth: 5,
        twice_off_pv: false,
    };

    /// The plies by which the `searched`-th move (counting from 1) of a node is reduced.
    fn plies(&self, searched: usize, depth: i32, pv: bool) -> i32 {
        let full = if pv {
            self.pv_full_moves
        } else {
            self.full_moves
        };
        if depth < 3 || searched <= full {
            0
        } else if searched > self.twice_after
            && depth >= self.twice_from_depth
            && !(pv && self.twice_off_pv)
        {
            2
        } else {
            1
        }
    }
}

/// Plies from the root beyond which a single reply is no longer extended (a cycle of forced
/// moves must end).
const MAX_EXTENDED_PLY: usize = 96;
/// The deepest iteration: a search with time left over (a fixed time a move spent whole, a
/// tiny tree of table hits) stops here rather than deepening without end (the shared
/// table holds depths up to 191, the history adds the depth squared).
pub const MAX_ITERATION_DEPTH: i32 = 128;
/// The ordering bonus of a killer move: above any history score.
const KILLER_BONUS: i32 = 1 << 21;

pub const HISTORY_SIZE: usize = 4096;

struct Frame<P, M> {
    pos: P,
    key: u64,
    depth: i32,
    alpha: i32,
    beta: i32,
    orig_alpha: i32,
    moves_start: usize,
    moves_end: usize,
    next: usize,
    best_score: i32,
    best_move: Option<M>,
    child_move: Option<M>,
    child_null_window: bool,
    /// Plies the child in hand was searched less deep (late move reductions).
    child_reduction: i32,
    /// Plies from the root (a fail-high probe searches its node again at the same ply).
    ply: usize,
    /// Whether fail-high probes may be made below this node (not inside a probe's search).
    prune: bool,
    /// A fail-high probe of this node in flight: the raised beta and the margin.
    probing: Option<(i32, i32)>,
}

/// The search's own table, or one shared with other threads searching the same root. Best
/// moves are kept as move ids.
enum Transpositions {
    Own(Table<u16>),
    Shared(Arc<SharedTable>),
}

impl Transpositions {
    fn get(&self, key: u64) -> Option<Entry<u16>> {
        match self {
            Self::Own(table) => table.get(key),
            Self::Shared(table) => table.get(key),
        }
    }

    fn prefetch(&self, key: u64) {
        match self {
            Self::Own(table) => table.prefetch(key),
            Self::Shared(table) => table.prefetch(key),
        }
    }

    fn put(&mut self, entry: Entry<u16>) {
        match self {
            Self::Own(table) => table.put(entry),
            Self::Shared(table) => table.put(entry),
        }
    }
}

enum Entered {
    Scored(i32),
    Pushed,
}

/// Where a node being entered lies: plies from the root, and whether fail-high probes may be
/// made there.
#[derive(Clone, Copy)]
struct Place {
    ply: usize,
    prune: bool,
}

impl Place {
    const ROOT: Self = Self {
        ply: 0,
        prune: true,
    };
}

/// A search in progress over `G`.
pub struct Search<G: SearchGame> {
    game: G,
    root: G::Pos,
    budget: Budget,
    cancel: Cancel,
    started: Stopwatch,
    table: Transpositions,
    history: Vec<i32>,
    stack: Vec<Frame<G::Pos, G::Move>>,
    moves: Vec<G::Move>,
    order_keys: Vec<i32>,
    returned: Option<i32>,
    iteration_depth: i32,
    first_depth: i32,
    completed: Option<(G::Move, i32, i32)>,
    finished: Option<Option<G::Move>>,
    nodes: u64,
    /// Answer at once when the root has a single move (off when the score is wanted).
    shortcut_single_move: bool,
    /// Two quiet moves per ply from the root that refuted a position there.
    killers: Vec<[Option<G::Move>; 2]>,
    /// The root window of the iteration in progress; when the score falls outside it, the
    /// same depth is searched again with the full window.
    window: (i32, i32),
    /// The last iteration's score fell outside its window: search its depth again.
    research: bool,
    /// Steps left before the next look at the budget and the slice.
    until_check: u32,
}

impl<G: SearchGame> Search<G> {
    /// `first_depth` lets an exact endgame search go straight to the end.
    pub fn new(game: G, root: G::Pos, budget: Budget, cancel: Cancel, first_depth: u32) -> Self {
        Self::with_table(game, root, budget, cancel, first_depth, 18)
    }

    /// As [`Search::new`] with a table of 2^`table_bits` entries: many small searches (labels
    /// for training) would spend their time clearing a large one.
    pub fn with_table(
        game: G,
        root: G::Pos,
        budget: Budget,
        cancel: Cancel,
        first_depth: u32,
        table_bits: u32,
    ) -> Self {
        Self {
            game,
            root,
            budget,
            cancel,
            started: Stopwatch::start(),
            table: Transpositions::Own(Table::new(table_bits)),
            history: vec![0; HISTORY_SIZE],
            stack: Vec::with_capacity(64),
            moves: Vec::with_capacity(1024),
            order_keys: Vec::with_capacity(64),
            returned: None,
            iteration_depth: 0,
            first_depth: first_depth.max(1) as i32,
            completed: None,
            finished: None,
            nodes: 0,
            shortcut_single_move: true,
            killers: Vec::new(),
            window: (-INFINITY, INFINITY),
            research: false,
            until_check: 0,
        }
    }

    /// As [`Search::new`], reading and writing a table that other searches of the same root
    /// share (Lazy SMP's threads).
    pub fn with_shared_table(
        game: G,
        root: G::Pos,
        budget: Budget,
        cancel: Cancel,
        first_depth: u32,
        table: Arc<SharedTable>,
    ) -> Self {
        let mut search = Self::with_table(game, root, budget, cancel, first_depth, 0);
        search.table = Transpositions::Shared(table);
        search
    }

    /// Searches even a single root move, so that [`Search::completed`] holds its score.
    pub fn always_score(mut self) -> Self {
        self.shortcut_single_move = false;
        self
    }

    /// Best move and score of the deepest finished iteration, and its depth.
    pub fn completed(&self) -> Option<(G::Move, i32, i32)> {
        self.completed
    }

    /// The reply the table holds as best in the position after the chosen move, once the
    /// search is done.
    fn table_reply(&self) -> Option<G::Move> {
        let chosen = self.finished.flatten()?;
        let after = self.game.play(&self.root, chosen);
        let id = self.table.get(self.game.key(&after))?.best?;
        let mut replies = Vec::new();
        self.game.generate(&after, &mut replies);
        replies
            .into_iter()
            .find(|&mv| self.game.move_id(mv) as u16 == id)
    }

    fn out_of_budget(&self) -> bool {
        if self.cancel.is_cancelled() {
            return true;
        }
        if self.budget.max_nodes.is_some_and(|n| self.nodes >= n) {
            return true;
        }
        self.budget
            .max_time
            .is_some_and(|t| self.started.elapsed(self.nodes) >= t)
    }

    /// The best move known now: the finished iteration's, or the unfinished one's if its
    /// first (principal) move has been searched.
    fn best_so_far(&self) -> Option<G::Move> {
        let partial = self
            .stack
            .first()
            .filter(|root| root.next > root.moves_start + 1 || root.child_move.is_none())
            // A failed-low aspiration iteration's moves are only bounds.
            .filter(|root| root.best_score > root.orig_alpha)
            .and_then(|root| root.best_move);
        partial
            .or(self.completed.map(|c| c.0))
            .or_else(|| self.stack.first().map(|root| self.moves[root.moves_start]))
    }

    fn finish(&mut self, mv: Option<G::Move>) -> Step<G::Move> {
        self.finished = Some(mv);
        self.stack.clear();
        self.moves.clear();
        self.returned = None;
        Step::Done(mv)
    }

    fn start_iteration(&mut self) -> Option<Step<G::Move>> {
        let retry = std::mem::take(&mut self.research);
        let next_depth = if retry {
            self.iteration_depth
        } else if self.completed.is_some() {
            self.iteration_depth + 1
        } else {
            self.first_depth
        };
        let depth_limit = self
            .budget
            .max_depth
            .map_or(MAX_ITERATION_DEPTH, |d| (d as i32).min(MAX_ITERATION_DEPTH));
        let late = !self.budget.whole_time
            && self
                .budget
                .max_time
                .is_some_and(|t| self.started.elapsed(self.nodes) * 2 >= t);
        if self.completed.is_some() && (next_depth > depth_limit || late) {
            let best = self.completed.map(|c| c.0);
            return Some(self.finish(best));
        }
        // A finished game or a proven result needs no deeper look.
        if let Some((mv, score, _)) = self.completed
            && score.abs() >= INFINITY / 2
        {
            return Some(self.finish(Some(mv)));
        }
        self.iteration_depth = next_depth;
        self.window = match (self.completed, self.game.aspiration()) {
            (Some((_, score, _)), Some(half)) if !retry && score.abs() < INFINITY / 4 => {
                (score - half, score + half)
            }
            _ => (-INFINITY, INFINITY),
        };
        let root = self.root;
        let (alpha, beta) = self.window;
        match self.enter(root, next_depth, alpha, beta, Place::ROOT) {
            Entered::Scored(_) => Some(self.finish(None)),
            Entered::Pushed => {
                let root = &self.stack[0];
                if self.shortcut_single_move && root.moves_end - root.moves_start == 1 {
                    let only = self.moves[root.moves_start];
                    return Some(self.finish(Some(only)));
                }
                None
            }
        }
    }

    fn enter(&mut self, pos: G::Pos, depth: i32, alpha: i32, beta: i32, place: Place) -> Entered {
        self.nodes += 1;
        let Place { ply, prune } = place;
        let root = ply == 0;
        let key = self.game.key(&pos);
        // The root is always deeper than the horizon.
        let probes = depth > 0 || self.game.table_past_horizon();
        let start = self.moves.len();
        // Above the horizon, where the moves are wanted unless the table answers, they are
        // generated while the slot (most likely in memory, not in cache) comes.
        let moves_first = depth > 0;
        if probes {
            self.table.prefetch(key);
        }
        if moves_first {
            self.game.generate(&pos, &mut self.moves);
        }
        let entry = if probes {
            self.table_get(key, ply)
        } else {
            None
        };
        if let Some(score) = self.answer_before_moves(&pos, key, depth, alpha, beta, entry, ply) {
            self.moves.truncate(start);
            return Entered::Scored(score);
        }
        if !moves_first {
            self.game.generate(&pos, &mut self.moves);
        }
        let end = self.moves.len();
        if start == end {
            return Entered::Scored(self.game.final_score(&pos));
        }
        self.order_moves(&pos, start, end, entry.and_then(|e| e.best), depth >= 3);
        if self.killers.len() <= self.stack.len() {
            self.killers.resize(self.stack.len() + 1, [None; 2]);
        }
        self.stack.push(Frame {
            pos,
            key,
            depth,
            alpha,
            beta,
            orig_alpha: alpha,
            moves_start: start,
            moves_end: end,
            next: start,
            best_score: -INFINITY,
            best_move: None,
            child_move: None,
            child_null_window: false,
            child_reduction: 0,
            ply,
            prune,
            probing: None,
        });
        if prune
            && !root
            && beta - alpha == 1
            && beta.abs() < INFINITY / 4
            && let Some((shallow, margin)) = self.game.fail_high_probe(&pos, depth)
        {
            let raised = beta + margin;
            self.stack.last_mut().expect("just pushed").probing = Some((raised, margin));
            let probe = Place { ply, prune: false };
            if let Entered::Scored(score) = self.enter(pos, shallow, raised - 1, raised, probe) {
                self.returned = Some(score);
            }
        }
        Entered::Pushed
    }

    /// A node's score known without searching its moves: from the table, the game's exact
    /// knowledge, a quiet horizon's evaluation, or ProbCut.
    #[allow(clippy::too_many_arguments)]
    fn answer_before_moves(
        &mut self,
        pos: &G::Pos,
        key: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        entry: Option<Entry<u16>>,
        ply: usize,
    ) -> Option<i32> {
        let root = ply == 0;
        if !root && let Some(e) = entry.filter(|e| e.depth >= depth) {
            let usable = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.score >= beta,
                Bound::Upper => e.score <= alpha,
            };
            if usable {
                return Some(e.score);
            }
        }
        if !root && let Some(score) = self.game.exact(pos) {
            return Some(score);
        }
        if depth <= 0 && self.game.quiet(pos) {
            return Some(self.game.evaluate(pos));
        }
        if !root
            && beta - alpha == 1
            && beta.abs() < INFINITY / 4
            && let Some(cut) = self.probcut(pos, depth, beta)
        {
            // Kept, so that the next iteration's visit need not look again.
            let bound = if cut >= beta {
                Bound::Lower
            } else {
                Bound::Upper
            };
            let best = entry.and_then(|e| e.best);
            self.table_put(
                Entry {
                    key,
                    depth,
                    score: cut,
                    bound,
                    best,
                },
                ply,
            );
            return Some(cut);
        }
        None
    }

    /// The table's entry for `key` at a node `ply` plies from the root, with a score counted
    /// from the node made one counted from the root.
    fn table_get(&self, key: u64, ply: usize) -> Option<Entry<u16>> {
        let mut entry = self.table.get(key)?;
        if let Some(from) = self.game.ply_scores_from() {
            let ply = ply as i32;
            if entry.score >= from {
                entry.score -= ply;
            } else if entry.score <= -from {
                entry.score += ply;
            }
        }
        Some(entry)
    }

    /// Stores `entry` for a node `ply` plies from the root (see [`Self::table_get`]).
    fn table_put(&mut self, mut entry: Entry<u16>, ply: usize) {
        if let Some(from) = self.game.ply_scores_from() {
            let ply = ply as i32;
            if entry.score >= from {
                entry.score += ply;
            } else if entry.score <= -from {
                entry.score -= ply;
            }
        }
        self.table.put(entry);
    }

    /// The bound a ProbCut shallow search proves for a null-window node at `beta`, if any.
    fn probcut(&mut self, pos: &G::Pos, depth: i32, beta: i32) -> Option<i32> {
        let (shallow, lead, margin) = self.game.probcut(pos, depth)?;
        let high = beta - lead + margin;
        if self.shallow(pos, shallow, high - 1, high) >= high {
            return Some(beta);
        }
        let low = beta - 1 - lead - margin;
        if self.shallow(pos, shallow, low, low + 1) <= low {
            return Some(beta - 1);
        }
        None
    }

    /// A plain recursive alpha-beta of `depth` plies (ProbCut's look); its moves go on the end
    /// of the move stack and are taken off again.
    fn shallow(&mut self, pos: &G::Pos, depth: i32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if depth <= 0 {
            return self.game.evaluate(pos);
        }
        let start = self.moves.len();
        self.game.generate(pos, &mut self.moves);
        let end = self.moves.len();
        if start == end {
            return self.game.final_score(pos);
        }
        self.order_moves(pos, start, end, None, false);
        let mut best = -INFINITY;
        for i in start..end {
            let child = self.game.play(pos, self.moves[i]);
            let score = -self.shallow(&child, depth - 1, -beta, -alpha);
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.moves.truncate(start);
        best
    }

    fn order_moves(
        &mut self,
        pos: &G::Pos,
        start: usize,
        end: usize,
        hint: Option<u16>,
        deep: bool,
    ) {
        self.order_keys.clear();
        // By the stack's height, not the ply: a fail-high probe's search, a frame deeper
        // than its ply, keeps its killers apart from the main search's at that ply (which
        // by the ply cost half as many nodes again at depth 15 from the start).
        let killers = self
            .killers
            .get(self.stack.len())
            .copied()
            .unwrap_or([None; 2]);
        for &mv in &self.moves[start..end] {
            let id = self.game.move_id(mv);
            let key = if hint == Some(id as u16) {
                i32::MAX
            } else if killers.contains(&Some(mv)) {
                KILLER_BONUS + i32::from(killers[0] == Some(mv))
            } else {
                self.game.order(pos, mv, deep) + self.history[id]
            };
            self.order_keys.push(key);
        }
        // Insertion sort: move lists are short.
        for i in 1..end - start {
            let mut j = i;
            while j > 0 && self.order_keys[j - 1] < self.order_keys[j] {
                self.order_keys.swap(j - 1, j);
                self.moves.swap(start + j - 1, start + j);
                j -= 1;
            }
        }
    }

    fn finish_frame(&mut self) {
        let frame = self.stack.pop().expect("a frame to finish");
        let bound = if frame.best_score <= frame.orig_alpha {
            Bound::Upper
        } else if frame.best_score >= frame.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let best = frame.best_move.map(|m| self.game.move_id(m) as u16);
        if frame.depth > 0 || self.game.table_past_horizon() {
            self.table_put(
                Entry {
                    key: frame.key,
                    depth: frame.depth,
                    score: frame.best_score,
                    bound,
                    best,
                },
                frame.ply,
            );
        }
        self.moves.truncate(frame.moves_start);
        if self.stack.is_empty() {
            let best = frame.best_move.expect("a root with moves has a best move");
            let outside = frame.best_score <= frame.orig_alpha || frame.best_score >= frame.beta;
            if outside && self.window != (-INFINITY, INFINITY) {
                self.research = true;
            } else {
                self.completed = Some((best, frame.best_score, frame.depth));
            }
        } else {
            self.returned = Some(frame.best_score);
        }
    }

    /// One unit of work on the top frame: take a child's score, or start the next child.
    fn advance(&mut self) {
        let mut returned = self.returned.take();
        let top = self.stack.len() - 1;
        if let Some((raised, margin)) = self.stack[top].probing.take() {
            // The probe searched this very node: its score is already this side's.
            let probed = returned.take().expect("a probe's score");
            if probed >= raised {
                let frame = self.stack.pop().expect("the probed frame");
                self.moves.truncate(frame.moves_start);
                self.returned = Some(probed - margin);
                return;
            }
        }
        if let Some(child_score) = returned {
            let frame = &mut self.stack[top];
            let score = -child_score;
            let mv = frame.child_move.expect("a child was searched");
            if frame.child_reduction > 0 && score > frame.alpha {
                // A reduced move that beats alpha is looked at again at full depth.
                let alpha = frame.alpha;
                self.search_child(mv, -alpha - 1, -alpha, true, 0);
                return;
            }
            if frame.child_null_window && score > frame.alpha && score < frame.beta {
                let (alpha, beta) = (frame.alpha, frame.beta);
                self.search_child(mv, -beta, -alpha, false, 0);
                return;
            }
            if score > frame.best_score {
                frame.best_score = score;
                frame.best_move = Some(mv);
            }
            frame.alpha = frame.alpha.max(score);
            if frame.alpha >= frame.beta {
                let depth = frame.depth;
                let id = self.game.move_id(mv);
                self.history[id] = (self.history[id] + depth * depth).min(1 << 20);
                let (tried, reducible) = (
                    frame.moves_start..frame.next - 1,
                    self.game.reducible(&frame.pos, mv),
                );
                if self.game.history_malus() {
                    for i in tried {
                        let id = self.game.move_id(self.moves[i]);
                        self.history[id] = (self.history[id] - depth * depth).max(-(1 << 20));
                    }
                }
                if reducible {
                    let killers = &mut self.killers[top];
                    if killers[0] != Some(mv) {
                        killers[1] = killers[0];
                        killers[0] = Some(mv);
                    }
                }
                self.finish_frame();
                return;
            }
        }
        let frame = &mut self.stack[top];
        if frame.next == frame.moves_end {
            self.finish_frame();
            return;
        }
        let mv = self.moves[frame.next];
        frame.next += 1;
        let (alpha, beta) = (frame.alpha, frame.beta);
        if frame.best_move.is_none() {
            self.search_child(mv, -beta, -alpha, false, 0);
        } else {
            let searched = frame.next - frame.moves_start;
            let pv = frame.beta - frame.orig_alpha > 1;
            let reduction = if self.game.reducible(&frame.pos, mv) {
                self.game.reductions().plies(searched, frame.depth, pv)
            } else {
                0
            };
            self.search_child(mv, -alpha - 1, -alpha, true, reduction);
        }
    }

    fn search_child(
        &mut self,
        mv: G::Move,
        alpha: i32,
        beta: i32,
        null_window: bool,
        reduction: i32,
    ) {
        let top = self.stack.len() - 1;
        let frame = &mut self.stack[top];
        frame.child_move = Some(mv);
        frame.child_null_window = null_window;
        frame.child_reduction = reduction;
        let forced = frame.moves_end - frame.moves_start == 1
            && frame.depth > 0
            && frame.ply < MAX_EXTENDED_PLY
            && self.game.extends_single_reply();
        let depth = frame.depth - 1 - reduction + i32::from(forced);
        let child = self.game.play(&frame.pos, mv);
        let place = Place {
            ply: frame.ply + 1,
            prune: frame.prune,
        };
        if let Entered::Scored(score) = self.enter(child, depth, alpha, beta, place) {
            self.returned = Some(score);
        }
    }
}

impl<G: SearchGame> Thinking<G::Move> for Search<G> {
    fn step(&mut self, slice: Duration) -> Step<G::Move> {
        if let Some(done) = self.finished {
            return Step::Done(done);
        }
        let slice_end = Instant::now() + slice;
        if self.cancel.is_cancelled() && (self.completed.is_some() || !self.stack.is_empty()) {
            let best = self.best_so_far();
            return self.finish(best);
        }
        loop {
            // The budget is looked at every 256 steps counted from the start, not from the
            // slice's: on the work clock a search then stops at the same node whatever the
            // slices were.
            if self.until_check == 0 {
                self.until_check = 256;
                if self.out_of_budget() && (self.completed.is_some() || !self.stack.is_empty()) {
                    let best = self.best_so_far();
                    return self.finish(best);
                }
                if Instant::now() >= slice_end {
                    return Step::Running;
                }
            }
            self.until_check -= 1;
            if self.stack.is_empty()
                && let Some(step) = self.start_iteration()
            {
                return step;
            }
            self.advance();
        }
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn depth(&self) -> Option<u32> {
        self.completed.map(|(_, _, depth)| depth as u32)
    }

    fn score(&self) -> Option<i32> {
        self.completed.map(|(_, score, _)| score)
    }

    fn expected_reply(&self) -> Option<G::Move> {
        self.table_reply()
    }
}

#[cfg(test)]
#[path = "search_tests.rs"]
mod tests;
