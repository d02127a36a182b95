//! The exact endgame solver for 8x8: the final disc margin (empties to the winner) by a
//! principal-variation alpha-beta on one `u64` per side. The table's move is tried first;
//! from 12 empties the others are ordered by a shallow probe (1 to 3 plies, deeper with more
//! empties) that scores with the learned evaluation from 16 empties (mobility below), plus a
//! disc per reply the move leaves; below 12, fastest first (fewest replies, corners counted
//! double, a parity credit). Children already refuted in the table cut at once (from 12
//! empties). The last few empties go in parity order with no move list, the last two are
//! played out without recursion (inside their parent, which is the only node counted), and the
//! last one is counted, not played. From 4 empties, where alpha is high for the empties, the
//! opponent's stable discs bound the score and cut where the window lies beyond it.
//!
//! From 14 empties the root is searched in a narrow window around a guess (a 6- and 7-ply
//! search on the learned evaluation), widened on the side where it fails.
//!
//! The table (`endgame_table`) keeps, per bucket, the position with the most empties and the
//! latest; a node's children have their buckets prefetched while they are sorted.
//!
//! On an x86-64-v3 CPU the solver runs on that level's move generators (`kernel`), and the
//! shallow search, where most nodes are, is a copy compiled for those instructions.
//!
//! The search runs within a node budget. Stopped short, it keeps its table, so asking again
//! goes on nearly where it left off: that is how the engine steps it in slices.
//!
//! With no budget (the `solve` command, the bench) it may use several threads: from 14
//! empties a node's moves after the first are shared with a helper thread while a core is
//! free (`endgame_split`), all on the one lock-free table.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

use super::endgame_split::{Cores, Split};
use super::endgame_table::{Entry, Table};
#[cfg(target_arch = "x86_64")]
use super::kernel::V3;
use super::kernel::{Kernel, Portable};
use super::pattern_eval::PatternEval;
use crate::ai::budget::NodeBudget;
pub use crate::ai::budget::OutOfNodes;
use crate::rules::reversi::bits::Geometry;

use crate::rules::reversi::last_flip::last_flip_count;

/// The discs (side to move, other side) after the side to move plays the legal `cell`.
#[inline]
fn play<K: Kernel>(me: u64, opp: u64, cell: u32) -> (u64, u64) {
    let f = K::flips(me, opp, cell);
    (opp ^ f, me | f | 1 << cell)
}

/// The margin of a board with no empties left to play, empties to the winner.
#[inline(always)]
fn final_margin(me: u64, opp: u64) -> i32 {
    let (m, o) = (me.count_ones() as i32, opp.count_ones() as i32);
    let empties = 64 - m - o;
    match m.cmp(&o) {
        std::cmp::Ordering::Greater => m - o + empties,
        std::cmp::Ordering::Less => m - o - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

/// Below this many empties: no table, no move list, parity order. FFO #40-#49 measured 75,
/// 71 and 78 s with 7, 8 and 9.
const SHALLOW: u32 = 8;
/// At this many empties and more, nodes use the table.
const TABLE_FROM: u32 = 8;
/// At this many empties and more, children are looked up in the table before searching.
const ETC_FROM: u32 = 12;
/// The lowest alpha at which stable discs are counted: a cut needs the opponent to hold
/// (64 - alpha) / 2 stable discs, which is likely only with few empties or a high alpha.
/// FFO #40-#49 measured 67.5, 65.9 and 67.9 s with 2e - 2, 2e - 6 and 2e - 12 (655 M nodes
/// or so), against 71.5 s and 855 M with a fixed alpha of 8 from 9 empties.
#[inline(always)]
fn stability_alpha(empties: u32) -> i32 {
    2 * empties as i32 - 6
}

/// From this many empties, a node's moves after the first may be shared among threads.
const SPLIT_FROM: u32 = 14;
/// From this many empties, a node checks whether a split above it was cut.
const CUT_CHECK_FROM: u32 = 10;

/// From this many empties, the ordering probe scores with the learned evaluation (costlier
/// than mobility, and better far from the end). FFO #40-#49 on one thread: 15, 16 and 17
/// measured 56.5-56.8 s (602 M nodes), 54.3-55.7 s (604 M) and 58.4 s (672 M).
const GUIDE_FROM: u32 = 16;

/// From this many empties, the root searches a window around a guess of the margin.
const ASPIRATION_FROM: u32 = 14;
/// How deep the guess looks, and how far either side of it the first window reaches (it
/// doubles at each miss). Measured on FFO #40-#49: half-widths 3, 5, 7 and no window took
/// 96, 88, 92 and 103 s.
const GUESS_DEPTH: u32 = 6;
const ASPIRATION_HALF_WIDTH: i32 = 5;

/// How much each reply (a corner twice) counts against a move in the probe's ordering, in the
/// probe's units (1/64 disc with the learned evaluation).
const REPLY_WEIGHT: i32 = 64;

/// From this many empties, moves are ordered by a mobility probe; deeper from the next. With
/// the deeper probe from 16, 17, 18 and 19 empties, FFO #40-#49 on one thread took 55 s
/// (604 M nodes), 54.4 s (615 M), 52.2-53.6 s (596 M) and 53.1-56.1 s (606 M).
const SORT_SEARCH_FROM: u32 = 12;
const SORT_DEEPER_FROM: u32 = 18;
const SORT_DEEPEST_FROM: u32 = 20;

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// The four quadrants, for parity: play first into a region with an odd number of empties.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0f0f_0f0f,
    0x0000_0000_f0f0_f0f0,
    0x0f0f_0f0f_0000_0000,
    0xf0f0_f0f0_0000_0000,
];

/// The empties that lie in a quadrant with an odd number of empties.
#[inline(always)]
fn odd_regions(empty: u64) -> u64 {
    QUADRANTS.iter().fold(0, |odd, &q| {
        if (empty & q).count_ones() & 1 == 1 {
            odd | (empty & q)
        } else {
            odd
        }
    })
}

/// Ordering weight of the replier's potential mobility (empties next to the mover's discs).
const POTENTIAL_WEIGHT: i32 = 2;

/// Ordering credit for a move into an odd region.
const PARITY_BONUS: i32 = 4;

/// The legal moves of a node with their ordering keys, on the stack: no allocation per node.
struct MoveList {
    moves: [(i32, u32); MAX_MOVES],
    len: usize,
}

/// More than any 8x8 position's legal moves (the known maximum is 33).
const MAX_MOVES: usize = 40;

impl Default for MoveList {
    fn default() -> Self {
        Self {
            moves: [(0, 0); MAX_MOVES],
            len: 0,
        }
    }
}

impl MoveList {
    #[inline]
    fn push(&mut self, entry: (i32, u32)) {
        self.moves[self.len] = entry;
        self.len += 1;
    }

    fn as_slice(&self) -> &[(i32, u32)] {
        &self.moves[..self.len]
    }

    /// Insertion sort: the lists are short.
    fn sort(&mut self) {
        for i in 1..self.len {
            let item = self.moves[i];
            let mut j = i;
            while j > 0 && self.moves[j - 1] > item {
                self.moves[j] = self.moves[j - 1];
                j -= 1;
            }
            self.moves[j] = item;
        }
    }
}

/// The root window being tried for a position, kept between budgeted calls.
#[derive(Clone, Copy)]
struct Window {
    me: u64,
    opp: u64,
    alpha: i32,
    beta: i32,
    /// How far the window reaches past a bound it failed on next time (doubling).
    width: i32,
}

pub struct EndgameSolver {
    table: Arc<Table>,
    pub budget: NodeBudget,
    /// The best root move found so far by the last `solve`, finished or not.
    pub root_best: Option<u32>,
    /// The learned evaluation, which orders moves far from the end better than mobility;
    /// `None` when its weights failed to load.
    guide: Option<(Arc<PatternEval>, Geometry<u64>)>,
    window: Option<Window>,
    /// How many nodes this solver shared with a helper thread.
    pub splits: u64,
    /// How many threads an unbudgeted solve may use.
    threads: usize,
    /// The cores shared by this solve's threads, while it splits its nodes among them.
    cores: Option<Arc<Cores>>,
    /// The cut flags of the splits this thread works in, innermost last: once any is set, its
    /// searches below are of no use.
    cuts: Vec<Arc<AtomicBool>>,
}

impl Default for EndgameSolver {
    fn default() -> Self {
        Self::new(20)
    }
}

impl EndgameSolver {
    /// A solver with 2^`bits` table entries.
    pub fn new(bits: u32) -> Self {
        Self {
            table: Arc::new(Table::new(bits)),
            budget: NodeBudget::default(),
            root_best: None,
            guide: super::pattern_eval::for_side(8).map(|eval| (eval, Geometry::new(8))),
            window: None,
            splits: 0,
            threads: 1,
            cores: None,
            cuts: Vec::new(),
        }
    }

    /// Lets a solve with an unlimited budget split its nodes among `threads` threads (budgeted
    /// solves, which the engine steps in slices, stay on one; so does the browser, which
    /// starts no threads).
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = if cfg!(target_arch = "wasm32") {
            1
        } else {
            threads.max(1)
        };
        self
    }

    /// A solver for a helper thread: the same table, evaluation and cores, the cut flags of
    /// every split it joins, no budget.
    fn helper(&self, cut: &Arc<AtomicBool>) -> Self {
        let mut cuts = self.cuts.clone();
        cuts.push(cut.clone());
        let mut budget = NodeBudget::default();
        budget.allow(u64::MAX);
        Self {
            table: self.table.clone(),
            budget,
            root_best: None,
            guide: self.guide.clone(),
            window: None,
            splits: 0,
            threads: self.threads,
            cores: self.cores.clone(),
            cuts,
        }
    }

    /// The exact margin for the side to move and a best move (None when it must pass or the
    /// game is over), spending at most `budget` more nodes.
    ///
    /// Far from the end, a short search on the learned evaluation guesses the margin and the
    /// root is searched in a narrow window around it, widened on the side it fails: proving
    /// a score inside a narrow window costs far less than proving it in the full one.
    pub fn solve(
        &mut self,
        me: u64,
        opp: u64,
        budget: u64,
    ) -> Result<(i32, Option<u32>), OutOfNodes> {
        self.budget.allow(budget);
        self.cores =
            (budget == u64::MAX && self.threads > 1).then(|| Arc::new(Cores::new(self.threads)));
        #[cfg(target_arch = "x86_64")]
        if crate::rules::cpu::has_v3() {
            return self.solve_with::<V3>(me, opp);
        }
        self.solve_with::<Portable>(me, opp)
    }

    /// `solve` on the portable kernel whatever the CPU, so that tests cover both copies.
    #[cfg(test)]
    pub fn solve_portable(&mut self, me: u64, opp: u64) -> Result<(i32, Option<u32>), OutOfNodes> {
        self.budget.allow(u64::MAX);
        self.solve_with::<Portable>(me, opp)
    }

    fn solve_with<K: Kernel>(
        &mut self,
        me: u64,
        opp: u64,
    ) -> Result<(i32, Option<u32>), OutOfNodes> {
        let legal = K::moves(me, opp);
        if legal == 0 {
            let score = self.search::<K>(me, opp, -64, 64, false)?;
            return Ok((score, None));
        }
        let window = match self.window {
            Some(w) if w.me == me && w.opp == opp => w,
            _ => self.first_window::<K>(me, opp),
        };
        self.window = Some(window);
        let Window {
            mut alpha,
            mut beta,
            mut width,
            ..
        } = window;
        loop {
            let (score, best) = self.root::<K>(me, opp, legal, alpha, beta)?;
            width *= 2;
            if score <= alpha && alpha > -65 {
                (alpha, beta) = ((score - width).max(-65), score + 1);
            } else if score >= beta && beta < 65 {
                (alpha, beta) = (score - 1, (score + width).min(65));
            } else {
                return Ok((score, Some(best)));
            }
            // Kept, so that a solve cut short by its budget goes on from the widened window.
            self.window = Some(Window {
                me,
                opp,
                alpha,
                beta,
                width,
            });
        }
    }

    /// The root window for a new position: around the guessed margin far from the end, else
    /// the full range.
    fn first_window<K: Kernel>(&self, me: u64, opp: u64) -> Window {
        let empties = 64 - (me | opp).count_ones();
        let width = ASPIRATION_HALF_WIDTH;
        let (alpha, beta) = if empties >= ASPIRATION_FROM && self.guide.is_some() {
            // Odd and even depths lean opposite ways: the mean of two is steadier. Margins
            // are even.
            let guess = (self.guess::<K>(me, opp, GUESS_DEPTH)
                + self.guess::<K>(me, opp, GUESS_DEPTH + 1))
                / 2;
            let guess = guess & !1;
            ((guess - width).max(-65), (guess + width).min(65))
        } else {
            (-65, 65)
        };
        Window {
            me,
            opp,
            alpha,
            beta,
            width,
        }
    }

    /// The root's moves searched in the window (`alpha`, `beta`): fail-soft, so a score at or
    /// beyond a bound is a bound on the exact margin.
    fn root<K: Kernel>(
        &mut self,
        me: u64,
        opp: u64,
        legal: u64,
        alpha: i32,
        beta: i32,
    ) -> Result<(i32, u32), OutOfNodes> {
        let ordered = self.ordered_moves::<K>(me, opp, legal, self.table_move(me, opp));
        self.root_best = self.root_best.or(Some(ordered.as_slice()[0].1));
        let best = self.search_moves::<K>(me, opp, ordered.as_slice(), alpha, beta, true)?;
        if best.0 > alpha {
            // A split root leaves its best move here rather than as it goes.
            self.root_best = Some(best.1);
        }
        self.store(me, opp, best.0, alpha, beta, best.1);
        Ok(best)
    }

    /// A node's moves in order, the first in the full window (`alpha`, `beta`) and the others
    /// in a null window first (principal variation search): fail-soft, the best score and
    /// move. From `SPLIT_FROM` empties, the moves after the first go to the solver's other
    /// threads while any is free.
    fn search_moves<K: Kernel>(
        &mut self,
        me: u64,
        opp: u64,
        moves: &[(i32, u32)],
        mut alpha: i32,
        beta: i32,
        at_root: bool,
    ) -> Result<(i32, u32), OutOfNodes> {
        let may_split = self.cores.is_some() && 64 - (me | opp).count_ones() >= SPLIT_FROM;
        let mut best = (-65, moves[0].1);
        for (i, &(_, cell)) in moves.iter().enumerate() {
            if may_split && i > 0 && i + 1 < moves.len() {
                let cores = self.cores.clone().expect("splitting needs the cores");
                if cores.claim() {
                    let split = Split::new(&moves[i..], alpha, beta, best);
                    return self.split::<K>(me, opp, &split, &cores);
                }
            }
            let (next_me, next_opp) = play::<K>(me, opp, cell);
            let mut score;
            if i == 0 {
                score = -self.search::<K>(next_me, next_opp, -beta, -alpha, false)?;
            } else {
                score = -self.search::<K>(next_me, next_opp, -alpha - 1, -alpha, false)?;
                if score > alpha && score < beta {
                    score = -self.search::<K>(next_me, next_opp, -beta, -alpha, false)?;
                }
            }
            if score > best.0 {
                best = (score, cell);
                if score > alpha {
                    alpha = score;
                    if at_root {
                        self.root_best = Some(cell);
                    }
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        Ok(best)
    }

    /// Searches a split's moves on this thread and on a helper started on the core `cores`
    /// granted, and waits for both.
    fn split<K: Kernel>(
        &mut self,
        me: u64,
        opp: u64,
        split: &Split,
        cores: &Cores,
    ) -> Result<(i32, u32), OutOfNodes> {
        let mut helper = self.helper(&split.cut);
        self.cuts.push(split.cut.clone());
        let (helper_nodes, helper_splits) = std::thread::scope(|scope| {
            let helping = scope.spawn(|| {
                // Its errors only say that a cut stopped it: the split's state tells.
                let _ = helper.take_moves::<K>(me, opp, split);
                cores.release();
                (helper.budget.nodes, helper.splits)
            });
            let _ = self.take_moves::<K>(me, opp, split);
            cores.release();
            let nodes = helping
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            cores.resume();
            nodes
        });
        self.cuts.pop();
        self.budget.nodes += helper_nodes;
        self.splits += 1 + helper_splits;
        if self.cut_above() {
            return Err(OutOfNodes);
        }
        Ok(split.result().best)
    }

    /// Takes moves from a split until none is left or one cuts.
    fn take_moves<K: Kernel>(
        &mut self,
        me: u64,
        opp: u64,
        split: &Split,
    ) -> Result<(), OutOfNodes> {
        while let Some(cell) = split.take() {
            let alpha = split.alpha();
            let (next_me, next_opp) = play::<K>(me, opp, cell);
            let mut score = -self.search::<K>(next_me, next_opp, -alpha - 1, -alpha, false)?;
            if score > alpha && score < split.beta {
                score = -self.search::<K>(next_me, next_opp, -split.beta, -alpha, false)?;
            }
            split.report(score, cell);
        }
        Ok(())
    }

    /// Whether a split this thread works in was cut: its searches no longer matter.
    #[inline]
    fn cut_above(&self) -> bool {
        self.cuts.iter().any(|cut| cut.load(Relaxed))
    }

    fn table_move(&self, me: u64, opp: u64) -> Option<u32> {
        self.table.get(me, opp).map(|e| u32::from(e.best))
    }

    fn store(&self, me: u64, opp: u64, score: i32, alpha: i32, beta: i32, best: u32) {
        let (lower, upper) = if score <= alpha {
            (-64, score)
        } else if score >= beta {
            (score, 64)
        } else {
            (score, score)
        };
        self.table.put(Entry {
            me,
            opp,
            lower: lower as i8,
            upper: upper as i8,
            best: best as u8,
            used: true,
        });
    }

    /// Legal moves, fastest first: the fewest replies (corners counted twice), the table's
    /// move before all.
    fn ordered_moves<K: Kernel>(
        &self,
        me: u64,
        opp: u64,
        legal: u64,
        first: Option<u32>,
    ) -> MoveList {
        let empties = 64 - (me | opp).count_ones();
        let depth = match empties {
            0..SORT_SEARCH_FROM => None,
            SORT_SEARCH_FROM..SORT_DEEPER_FROM => Some(0),
            SORT_DEEPER_FROM..SORT_DEEPEST_FROM => Some(1),
            _ => Some(2),
        };
        let odd = odd_regions(!(me | opp));
        let mut list = MoveList::default();
        let mut rest = legal;
        while rest != 0 {
            let cell = rest.trailing_zeros();
            rest &= rest - 1;
            let key = if Some(cell) == first {
                i32::MIN
            } else {
                let (next_me, next_opp) = play::<K>(me, opp, cell);
                if empties > TABLE_FROM {
                    // The child's table line arrives while the others are sorted.
                    self.table.prefetch(next_me, next_opp);
                }
                let replies = K::moves(next_me, next_opp);
                if let Some(depth) = depth {
                    // Fastest first still counts: the replies weigh in beside the guess.
                    let fewest = REPLY_WEIGHT
                        * (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
                    list.push((self.probe::<K>(next_me, next_opp, depth) + fewest, cell));
                    continue;
                }
                let taken_corner = if (1u64 << cell) & CORNERS != 0 { 8 } else { 0 };
                let parity = if (1u64 << cell) & odd != 0 {
                    PARITY_BONUS
                } else {
                    0
                };
                let potential = (around(next_opp) & !(next_me | next_opp)).count_ones() as i32;
                16 * (replies.count_ones() + (replies & CORNERS).count_ones()) as i32
                    + POTENTIAL_WEIGHT * potential
                    - taken_corner
                    - parity
            };
            list.push((key, cell));
        }
        list.sort();
        list
    }

    fn search<K: Kernel>(
        &mut self,
        me: u64,
        opp: u64,
        mut alpha: i32,
        mut beta: i32,
        passed: bool,
    ) -> Result<i32, OutOfNodes> {
        let empty = !(me | opp);
        let empties = empty.count_ones();
        if empties < SHALLOW {
            return self.shallow::<K>(me, opp, alpha, beta, empty, passed);
        }
        self.budget.count()?;
        if empties >= CUT_CHECK_FROM && self.cut_above() {
            return Err(OutOfNodes);
        }
        // The table is far larger than the caches: its line is fetched while the stable discs
        // and the moves are worked out (the parent asked already, unless this is its table
        // move or a root move).
        if empties >= TABLE_FROM {
            self.table.prefetch(me, opp);
        }
        if alpha >= stability_alpha(empties) {
            let bound = 64 - 2 * stable(opp, me).count_ones() as i32;
            if bound <= alpha {
                return Ok(bound);
            }
            beta = beta.min(bound);
        }
        let legal = K::moves(me, opp);
        if legal == 0 {
            if passed {
                return Ok(final_margin(me, opp));
            }
            return Ok(-self.search::<K>(opp, me, -beta, -alpha, true)?);
        }
        let mut first = None;
        if empties >= TABLE_FROM
            && let Some(e) = self.table.get(me, opp)
        {
            let (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
            if lower >= beta {
                return Ok(lower);
            }
            if upper <= alpha {
                return Ok(upper);
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
            if alpha >= beta {
                return Ok(alpha);
            }
            first = Some(u32::from(e.best));
        }
        if empties >= ETC_FROM && self.refuted_child::<K>(me, opp, legal, beta) {
            return Ok(beta);
        }
        let ordered = self.ordered_moves::<K>(me, opp, legal, first);
        let best = self.search_moves::<K>(me, opp, ordered.as_slice(), alpha, beta, false)?;
        if empties >= TABLE_FROM {
            self.store(me, opp, best.0, alpha, beta, best.1);
        }
        Ok(best.0)
    }

    /// A guess of the side to move's prospects searched `depth` plies on (negamax), for move
    /// ordering: the learned evaluation where it loaded, else mobility and corners.
    fn probe<K: Kernel>(&self, me: u64, opp: u64, depth: u32) -> i32 {
        let mut legal = K::moves(me, opp);
        if depth == 0 || legal == 0 {
            let far = 64 - (me | opp).count_ones() >= GUIDE_FROM;
            return match &self.guide {
                Some((eval, geo)) if far => eval
                    .evaluate(geo, me, opp)
                    .unwrap_or_else(|| final_margin(me, opp) * super::weights::UNIT),
                _ => mobility_guess::<K>(me, opp),
            };
        }
        let mut best = i32::MIN;
        while legal != 0 {
            let cell = legal.trailing_zeros();
            legal &= legal - 1;
            let (next_me, next_opp) = play::<K>(me, opp, cell);
            best = best.max(-self.probe::<K>(next_me, next_opp, depth - 1));
        }
        best
    }

    /// A guess of the exact margin for the side to move, in discs: an alpha-beta search of
    /// `depth` plies on the learned evaluation (mobility where it failed to load).
    fn guess<K: Kernel>(&self, me: u64, opp: u64, depth: u32) -> i32 {
        let unit = super::weights::UNIT;
        let score = self.guess_search::<K>(me, opp, depth, -65 * unit, 65 * unit, false);
        (score as f64 / unit as f64).round() as i32
    }

    fn guess_search<K: Kernel>(
        &self,
        me: u64,
        opp: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        let unit = super::weights::UNIT;
        let mut legal = K::moves(me, opp);
        if legal == 0 {
            if passed {
                return final_margin(me, opp) * unit;
            }
            return -self.guess_search::<K>(opp, me, depth, -beta, -alpha, true);
        }
        if depth == 0 {
            return match &self.guide {
                Some((eval, geo)) => eval
                    .evaluate(geo, me, opp)
                    .unwrap_or_else(|| final_margin(me, opp) * unit),
                None => mobility_guess::<K>(me, opp),
            };
        }
        let mut best = i32::MIN + 1;
        while legal != 0 {
            let cell = legal.trailing_zeros();
            legal &= legal - 1;
            let (next_me, next_opp) = play::<K>(me, opp, cell);
            let floor = alpha.max(best);
            let score = -self.guess_search::<K>(next_me, next_opp, depth - 1, -beta, -floor, false);
            if score > best {
                best = score;
                if best >= beta {
                    break;
                }
            }
        }
        best
    }

    /// Enhanced transposition cut-off: whether the table already shows a child that scores
    /// `beta` or more for the side to move.
    fn refuted_child<K: Kernel>(&self, me: u64, opp: u64, legal: u64, beta: i32) -> bool {
        let mut rest = legal;
        while rest != 0 {
            let cell = rest.trailing_zeros();
            rest &= rest - 1;
            let (next_me, next_opp) = play::<K>(me, opp, cell);
            if let Some(e) = self.table.get(next_me, next_opp)
                && -i32::from(e.upper) >= beta
            {
                return true;
            }
        }
        false
    }

    /// The last few empties: no table, squares tried in parity order straight from the
    /// empty set. Most of the solver's nodes are here, so it has its own x86-64-v3 copy.
    fn shallow<K: Kernel>(
        &mut self,
        me: u64,
        opp: u64,
        alpha: i32,
        beta: i32,
        empty: u64,
        passed: bool,
    ) -> Result<i32, OutOfNodes> {
        #[cfg(target_arch = "x86_64")]
        if K::V3 {
            // SAFETY: the v3 kernel is only chosen on a CPU with the features.
            return unsafe { shallow_v3(&mut self.budget, me, opp, alpha, beta, empty, passed) };
        }
        shallow_portable(&mut self.budget, me, opp, alpha, beta, empty, passed)
    }
}

fn shallow_portable(
    budget: &mut NodeBudget,
    me: u64,
    opp: u64,
    alpha: i32,
    beta: i32,
    empty: u64,
    passed: bool,
) -> Result<i32, OutOfNodes> {
    shallow_step(
        budget,
        me,
        opp,
        alpha,
        beta,
        empty,
        passed,
        shallow_portable,
    )
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
fn shallow_v3(
    budget: &mut NodeBudget,
    me: u64,
    opp: u64,
    alpha: i32,
    beta: i32,
    empty: u64,
    passed: bool,
) -> Result<i32, OutOfNodes> {
    shallow_step(
        budget,
        me,
        opp,
        alpha,
        beta,
        empty,
        passed,
        |b, m, o, a, be, e, p| shallow_v3(b, m, o, a, be, e, p),
    )
}

/// One node of the shallow search; `deeper` is the caller's own copy, so that each copy
/// recurses into itself and everything here is compiled for its instructions.
#[inline(always)]
#[allow(clippy::too_many_arguments)] // a node's state plus the copy to recurse into
fn shallow_step(
    budget: &mut NodeBudget,
    me: u64,
    opp: u64,
    mut alpha: i32,
    beta: i32,
    empty: u64,
    passed: bool,
    deeper: impl Fn(&mut NodeBudget, u64, u64, i32, i32, u64, bool) -> Result<i32, OutOfNodes>,
) -> Result<i32, OutOfNodes> {
    budget.count()?;
    let empties = empty.count_ones();
    match empties {
        1 => return Ok(last_empty(me, empty.trailing_zeros())),
        2 => return Ok(two_empties::<Portable>(me, opp, empty, beta)),
        _ => {}
    }
    // With few empties most discs are stable: the opponent's bound the score from above. Not
    // worth counting where even all of the opponent's discs would not bound it to alpha.
    if empties >= 4
        && alpha >= stability_alpha(empties)
        && 64 - 2 * opp.count_ones() as i32 <= alpha
    {
        let bound = 64 - 2 * stable(opp, me).count_ones() as i32;
        if bound <= alpha {
            return Ok(bound);
        }
    }
    let odd = odd_regions(empty);
    let mut best = -65;
    for group in [empty & odd, empty & !odd] {
        let mut rest = group;
        while rest != 0 {
            let cell = rest.trailing_zeros();
            rest &= rest - 1;
            if opp & NEIGHBOURS[cell as usize] == 0 {
                continue;
            }
            let f = Portable::flips(me, opp, cell);
            if f == 0 {
                continue;
            }
            let bit = 1u64 << cell;
            let (next_me, next_opp) = (opp ^ f, me | f | bit);
            // Two empties left are played out here rather than in a node of their own.
            let score = if empties == 3 {
                -two_empties::<Portable>(next_me, next_opp, empty ^ bit, -alpha)
            } else {
                -deeper(budget, next_me, next_opp, -beta, -alpha, empty ^ bit, false)?
            };
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        return Ok(best);
                    }
                }
            }
        }
    }
    if best == -65 {
        // No move: pass, or the game is over.
        if passed {
            return Ok(final_margin(me, opp));
        }
        return Ok(-deeper(budget, opp, me, -beta, -alpha, empty, true)?);
    }
    Ok(best)
}

/// A quick guess of the side to move's prospects: mobility (corners twice) and corners held.
#[inline]
fn mobility_guess<K: Kernel>(me: u64, opp: u64) -> i32 {
    let (mine, theirs) = (K::moves(me, opp), K::moves(opp, me));
    let count = |m: u64| (m.count_ones() + (m & CORNERS).count_ones()) as i32;
    let empty = !(me | opp);
    let potential = |discs: u64| (around(discs) & empty).count_ones() as i32;
    8 * (count(mine) - count(theirs))
        + 2 * (potential(opp) - potential(me))
        + 16 * ((me & CORNERS).count_ones() as i32 - (opp & CORNERS).count_ones() as i32)
}

/// The squares next to any of `discs`.
#[inline]
fn around(discs: u64) -> u64 {
    let sideways = ((discs << 1) & NOT_A) | ((discs >> 1) & NOT_H);
    let row = discs | sideways;
    sideways | (row << 8) | (row >> 8)
}

/// The margin of the last two empties played out, no recursion: the side to move's moves,
/// else the other side's, else the final count. Stops at the first move reaching `beta`.
#[inline(always)]
fn two_empties<K: Kernel>(me: u64, opp: u64, empty: u64, beta: i32) -> i32 {
    let first = empty.trailing_zeros();
    let second = 63 - empty.leading_zeros();
    let mut best = -65;
    for (cell, other) in [(first, second), (second, first)] {
        if opp & NEIGHBOURS[cell as usize] != 0 {
            let f = K::flips(me, opp, cell);
            if f != 0 {
                best = best.max(-last_empty(opp ^ f, other));
                if best >= beta {
                    return best;
                }
            }
        }
    }
    if best > -65 {
        return best;
    }
    // The side to move passes; the other side plays if it can.
    let mut worst = 65;
    for (cell, other) in [(first, second), (second, first)] {
        if me & NEIGHBOURS[cell as usize] != 0 {
            let f = K::flips(opp, me, cell);
            if f != 0 {
                worst = worst.min(last_empty(me ^ f, other));
            }
        }
    }
    if worst < 65 {
        worst
    } else {
        final_margin(me, opp)
    }
}

/// The margin after the last empty is filled (by the side to move if it can, else by the
/// other side, else by nobody). Every other square is full, so the flips are counted from the
/// side to move's discs alone.
#[inline(always)]
fn last_empty(me: u64, cell: u32) -> i32 {
    let diff = 2 * me.count_ones() as i32 - 63;
    let mine = last_flip_count(me, cell) as i32;
    if mine > 0 {
        return diff + 1 + 2 * mine;
    }
    let theirs = last_flip_count(!me & !(1 << cell), cell) as i32;
    if theirs > 0 {
        return diff - 1 - 2 * theirs;
    }
    if diff > 0 { diff + 1 } else { diff - 1 }
}

/// The squares around each square.
const NEIGHBOURS: [u64; 64] = neighbours();

const fn neighbours() -> [u64; 64] {
    let mut out = [0u64; 64];
    let mut cell = 0;
    while cell < 64 {
        let (r, c) = ((cell / 8) as i32, (cell % 8) as i32);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (nr, nc) = (r + dr, c + dc);
                if (dr != 0 || dc != 0) && nr >= 0 && nr < 8 && nc >= 0 && nc < 8 {
                    out[cell] |= 1 << (nr * 8 + nc);
                }
                dc += 1;
            }
            dr += 1;
        }
        cell += 1;
    }
    out
}

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// Rows, columns and diagonals with no empty square, as masks of their squares, one per
/// direction (horizontal, vertical, the two diagonals). Bit-parallel: this runs at most
/// nodes of the shallow search.
#[inline(always)]
fn full_lines(filled: u64) -> [u64; 4] {
    let mut rows = filled & (filled >> 4);
    rows &= rows >> 2;
    rows &= rows >> 1;
    let rows = (rows & 0x0101_0101_0101_0101) * 0xff;
    let mut cols = filled & (filled >> 32);
    cols &= cols >> 16;
    cols &= cols >> 8;
    let cols = (cols & 0xff) * 0x0101_0101_0101_0101;
    let rising = filled_along(filled, 9, &RISING_ENDS);
    let falling = filled_along(filled, 7, &FALLING_ENDS);
    [rows, cols, rising, falling]
}

/// Squares whose whole line in the direction `shift` (9 or 7) is filled: filled up to the
/// edge both ways, found in three doubling steps. `ends[w][n]` holds the squares whose line
/// ends within 1, 2 or 4 steps (n = 0, 1, 2) going up (w = 0) or down (w = 1).
#[inline(always)]
fn filled_along(filled: u64, shift: u32, ends: &[[u64; 3]; 2]) -> u64 {
    let (mut up, mut down) = (filled, filled);
    for (n, reach) in [1, 2, 4].into_iter().enumerate() {
        let by = shift * reach;
        up &= ends[0][n] | (up >> by);
        down &= ends[1][n] | (down << by);
    }
    up & down
}

/// For each square, how many steps its line runs on going up the rising (a1-h8) and the
/// falling (h1-a8) diagonal, and going down them.
const RISING_ENDS: [[u64; 3]; 2] = line_ends(1);
const FALLING_ENDS: [[u64; 3]; 2] = line_ends(-1);

const fn line_ends(column_step: i32) -> [[u64; 3]; 2] {
    let mut ends = [[0u64; 3]; 2];
    let mut square = 0;
    while square < 64 {
        let (row, col) = (square / 8, square % 8);
        let col_up = if column_step > 0 { 7 - col } else { col };
        let col_down = 7 - col_up;
        let steps = [min(7 - row, col_up), min(row, col_down)];
        let mut way = 0;
        while way < 2 {
            let reaches = [1, 2, 4];
            let mut n = 0;
            while n < 3 {
                if steps[way] < reaches[n] {
                    ends[way][n] |= 1 << square;
                }
                n += 1;
            }
            way += 1;
        }
        square += 1;
    }
    ends
}

const fn min(a: i32, b: i32) -> i32 {
    if a < b { a } else { b }
}

/// Discs of `who` that can never be flipped: in each of the four directions either the line
/// is full or a neighbour along it is the edge or a stable disc of the same colour. Grown
/// from the edges until it settles.
pub fn stable(who: u64, other: u64) -> u64 {
    let lines = full_lines(who | other);
    let edge_h = !NOT_A | !NOT_H;
    let edge_v = 0xff00_0000_0000_00ffu64;
    let edge_d = edge_h | edge_v;
    let mut stable = 0u64;
    loop {
        let s = stable;
        // For each direction, squares held along it: full line, edge, or next to a stable disc.
        let horizontal = lines[0] | edge_h | ((s << 1) & NOT_A) | ((s >> 1) & NOT_H);
        let vertical = lines[1] | edge_v | (s << 8) | (s >> 8);
        let rising = lines[2] | edge_d | ((s << 9) & NOT_A) | ((s >> 9) & NOT_H);
        let falling = lines[3] | edge_d | ((s << 7) & NOT_H) | ((s >> 7) & NOT_A);
        let grown = who & horizontal & vertical & rising & falling;
        if grown == stable {
            return stable;
        }
        stable = grown;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::reversi::eight::DIAGONALS;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// The full lines found one line mask at a time.
    fn full_lines_one_by_one(filled: u64) -> [u64; 4] {
        let full = |masks: &[u64]| {
            masks
                .iter()
                .fold(0, |out, &m| if filled & m == m { out | m } else { out })
        };
        let rows: Vec<u64> = (0..8).map(|r| 0xffu64 << (8 * r)).collect();
        let cols: Vec<u64> = (0..8).map(|c| 0x0101_0101_0101_0101u64 << c).collect();
        [
            full(&rows),
            full(&cols),
            full(&DIAGONALS.0),
            full(&DIAGONALS.1),
        ]
    }

    #[test]
    fn full_lines_match_a_line_by_line_check() {
        let mut rng = SmallRng::seed_from_u64(3);
        for round in 0..20_000 {
            // Dense boards, so that many lines are full.
            let holes = round % 12;
            let mut filled = u64::MAX;
            for _ in 0..holes {
                filled &= !(1u64 << rng.random_range(0..64));
            }
            assert_eq!(
                full_lines(filled),
                full_lines_one_by_one(filled),
                "{filled:#018x}"
            );
        }
    }
}
