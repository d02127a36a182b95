//! Reversi players: the source's greedy flip counter and a searching engine (PVS with a
//! transposition table, on the learned pattern evaluation where weights for the board loaded,
//! else the hand-set one; the expert adds ProbCut) that solves the last empties exactly.

pub mod endgame;
mod endgame_split;
mod endgame_table;
mod eval;
mod exact;
pub mod ffo;
mod kernel;
pub mod pattern_eval;
pub mod patterns;
pub mod probcut;
pub mod scalars;
pub mod train;
pub use super::pattern_weights as weights;

use std::sync::Arc;
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::search::{Search, SearchGame};
use super::{Budget, Cancel, Step, Thinking};
use crate::rules::reversi::bits::{BitIter, Bits, Geometry};
use crate::rules::reversi::position::Position;
use crate::rules::reversi::{Board, Reversi, ReversiMove};
pub use eval::DISC;
use eval::Evaluator;
use pattern_eval::PatternEval;

/// Strengths 1 (greedy) to [`MAX_STRENGTH`] (expert).
pub const MAX_STRENGTH: u8 = 12;
/// The strength the hint uses.
pub const EXPERT: u8 = MAX_STRENGTH;

/// How many move times the exact 8x8 endgame may take before it answers with its best so far.
const EXACT_TIME_FACTOR: u32 = 3;

/// Each strength's Elo as `leapfrog bench reversi --ladder --games 24` measured it on 8x8
/// (strength 1 anchored at 1000; rungs scored 69-90%); the match options show it. The
/// expert's figure was measured before it had ProbCut, which made it stronger.
pub const LADDER_ELO: [u32; MAX_STRENGTH as usize] = [
    1000, 1137, 1417, 1696, 1951, 2230, 2421, 2653, 2844, 3151, 3525, 3679,
];
/// The board [`LADDER_ELO`] was measured on; the other boards have no measured ladder.
pub const LADDER_VARIANT: &str = "reversi-8";

/// What a strength means: how deep, how long, when to solve exactly, how much noise.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    pub budget: Budget,
    /// Solve exactly when this many empties or fewer remain.
    pub exact_empties: u32,
    /// Evaluation noise that makes weaker levels vary and blunder, in evaluation units.
    pub noise: i32,
    /// Evaluate with the learned patterns where weights for the board loaded.
    pub learned: bool,
    /// Cut the midgame search by ProbCut (with the learned evaluation only: it is fitted on it).
    pub probcut: bool,
}

/// The ladder: below the expert, every level is depth-limited (the same strength on any
/// machine); noise in discs of the learned evaluation makes the low levels err like people.
pub fn plan(strength: u8) -> Plan {
    let (depth, exact_empties, noise_discs, secs) = match strength {
        0 | 1 => (0, 0, 0.0, 0.0),
        2 => (1, 0, 40.0, 1.0),
        3 => (1, 0, 22.0, 1.0),
        4 => (1, 4, 10.0, 1.0),
        5 => (1, 4, 3.0, 1.0),
        6 => (2, 6, 1.5, 1.0),
        7 => (3, 8, 0.5, 2.0),
        8 => (4, 10, 1.0, 2.0),
        9 => (5, 12, 0.0, 3.0),
        10 => (6, 14, 0.0, 3.0),
        11 => (8, 16, 0.0, 3.0),
        _ => (30, 18, 0.0, 2.0),
    };
    Plan {
        budget: Budget {
            max_depth: Some(depth),
            max_nodes: None,
            max_time: Some(Duration::from_secs_f32(secs)),
            whole_time: false,
        },
        exact_empties,
        noise: (noise_discs * eval::DISC as f32) as i32,
        learned: true,
        probcut: strength >= MAX_STRENGTH,
    }
}

/// The move the search works with: a cell, or the pass.
pub type Cell = u8;
pub const PASS: Cell = u8::MAX;

/// Reversi on one bitboard type, as the generic search sees it.
pub struct ReversiSearch<B: Bits> {
    geo: Geometry<B>,
    eval: Evaluator<B>,
    /// The learned evaluation, used instead of `eval`'s when present.
    learned: Option<Arc<PatternEval>>,
    /// Search to the end: the static evaluation is never used.
    exact: bool,
    /// Cut by ProbCut (only with the learned evaluation).
    probcut: bool,
    noise: i32,
    seed: u64,
}

impl<B: Bits> ReversiSearch<B> {
    pub fn new(geo: Geometry<B>, learned: Option<Arc<PatternEval>>) -> Self {
        Self {
            geo,
            eval: Evaluator::new(&geo),
            learned,
            exact: false,
            probcut: false,
            noise: 0,
            seed: 0,
        }
    }

    /// The evaluation, and whether it is a finished game's exact score.
    fn static_score(&self, pos: &Position<B>) -> (i32, bool) {
        let Some(learned) = &self.learned else {
            let score = self.eval.evaluate(pos);
            return (score, score.abs() >= eval::DISC);
        };
        match learned.evaluate(&self.geo, pos.me, pos.opp) {
            Some(estimate) => {
                let score = estimate * (eval::DISC / weights::UNIT);
                (score.clamp(-eval::MAX_ESTIMATE, eval::MAX_ESTIMATE), false)
            }
            None => (eval::final_score(&self.geo, pos), true),
        }
    }
}

impl<B: Bits> SearchGame for ReversiSearch<B> {
    type Pos = Position<B>;
    type Move = Cell;

    fn generate(&self, pos: &Position<B>, out: &mut Vec<Cell>) {
        let moves = pos.moves(&self.geo);
        if moves != B::ZERO {
            out.extend(BitIter(moves).map(|c| c as Cell));
        } else if self.geo.moves(pos.opp, pos.me) != B::ZERO {
            out.push(PASS);
        }
    }

    fn play(&self, pos: &Position<B>, mv: Cell) -> Position<B> {
        if mv == PASS {
            pos.passed()
        } else {
            pos.play(&self.geo, u32::from(mv))
        }
    }

    fn final_score(&self, pos: &Position<B>) -> i32 {
        eval::final_score(&self.geo, pos)
    }

    fn evaluate(&self, pos: &Position<B>) -> i32 {
        // An exact search only gets here when its depth runs out before the game does (a
        // deep pass chain).
        let (score, decided) = self.static_score(pos);
        if self.exact || self.noise == 0 || decided {
            return score;
        }
        let jitter = ((pos.key() ^ self.seed) % (2 * self.noise as u64 + 1)) as i32 - self.noise;
        score + jitter
    }

    fn key(&self, pos: &Position<B>) -> u64 {
        pos.key()
    }

    fn order(&self, pos: &Position<B>, mv: Cell, deep: bool) -> i32 {
        if mv == PASS {
            return 0;
        }
        if deep {
            let next = pos.play(&self.geo, u32::from(mv));
            // A one-ply look with the learned evaluation, where there is one.
            if let Some(learned) = &self.learned {
                let value = learned.evaluate(&self.geo, next.me, next.opp);
                return value.map_or(0, |v| -v * ORDER_PER_UNIT);
            }
            return self.eval.square_weight(mv) * 4 - 64 * next.moves(&self.geo).count() as i32;
        }
        self.eval.square_weight(mv) * 4
    }

    fn move_id(&self, mv: Cell) -> usize {
        usize::from(mv)
    }

    fn probcut(&self, _pos: &Position<B>, depth: i32) -> Option<(i32, i32, i32)> {
        if !self.probcut || self.exact || self.learned.is_none() {
            return None;
        }
        probcut::model(depth, eval::DISC)
    }
}

/// Ordering keys per learned-evaluation unit (1/64 disc), on the scale of the history table.
const ORDER_PER_UNIT: i32 = 4;

/// Starts a player of the given strength on `game`. The result is stepped to completion by
/// the caller (see [`crate::ai::think_to_end`]).
pub fn start(
    game: &Reversi,
    strength: u8,
    cancel: Cancel,
    seed: u64,
) -> Box<dyn Thinking<ReversiMove>> {
    let plan = plan(strength);
    match *game.board() {
        Board::Small(geo, pos) => start_on(geo, pos, strength, plan, cancel, seed),
        Board::Large(geo, pos) => start_on(geo, pos, strength, plan, cancel, seed),
    }
}

/// Starts the engine with an explicit plan (benchmarks and tests).
pub fn start_with_plan(
    game: &Reversi,
    plan: Plan,
    cancel: Cancel,
) -> Box<dyn Thinking<ReversiMove>> {
    match *game.board() {
        Board::Small(geo, pos) => start_on(geo, pos, MAX_STRENGTH, plan, cancel, 0),
        Board::Large(geo, pos) => start_on(geo, pos, MAX_STRENGTH, plan, cancel, 0),
    }
}

fn start_on<B: Bits>(
    geo: Geometry<B>,
    pos: Position<B>,
    strength: u8,
    plan: Plan,
    cancel: Cancel,
    seed: u64,
) -> Box<dyn Thinking<ReversiMove>> {
    if strength <= 1 {
        return Box::new(Greedy {
            geo,
            pos,
            rng: SmallRng::seed_from_u64(seed),
        });
    }
    let empties = pos.empties(&geo);
    let exact = empties <= plan.exact_empties;
    if exact && geo.n == 8 {
        // The dedicated 8x8 solver; a long solve may use several times the move's time.
        let (me, opp) = (pos.me.to_u128() as u64, pos.opp.to_u128() as u64);
        let time = plan
            .budget
            .max_time
            .unwrap_or(Duration::MAX)
            .saturating_mul(EXACT_TIME_FACTOR);
        return Box::new(exact::ExactThinking::new(me, opp, cancel, time));
    }
    let learned = plan
        .learned
        .then(|| pattern_eval::for_side(geo.n))
        .flatten();
    let game = ReversiSearch {
        exact,
        probcut: plan.probcut,
        noise: if exact { 0 } else { plan.noise },
        seed,
        ..ReversiSearch::new(geo, learned)
    };
    let mut budget = plan.budget;
    // Each pass adds a ply, so allow a few beyond the empties.
    let first_depth = if exact {
        budget.max_depth = Some(empties + 4);
        empties + 4
    } else {
        1
    };
    Box::new(CellsToMoves(Search::new(
        game,
        pos,
        budget,
        cancel,
        first_depth,
    )))
}

/// Adapts the search's compact cells to the rules' moves.
struct CellsToMoves<B: Bits>(Search<ReversiSearch<B>>);

impl<B: Bits> Thinking<ReversiMove> for CellsToMoves<B> {
    fn step(&mut self, slice: Duration) -> Step<ReversiMove> {
        match self.0.step(slice) {
            Step::Running => Step::Running,
            Step::Done(mv) => Step::Done(mv.map(to_move)),
        }
    }
    fn nodes(&self) -> u64 {
        self.0.nodes()
    }
}

fn to_move(cell: Cell) -> ReversiMove {
    if cell == PASS {
        ReversiMove::Pass
    } else {
        ReversiMove::Place(u16::from(cell))
    }
}

/// Strength 1, the source's player: take the move that flips the most discs.
struct Greedy<B: Bits> {
    geo: Geometry<B>,
    pos: Position<B>,
    rng: SmallRng,
}

impl<B: Bits> Thinking<ReversiMove> for Greedy<B> {
    fn step(&mut self, _slice: Duration) -> Step<ReversiMove> {
        let moves = self.pos.moves(&self.geo);
        if moves == B::ZERO {
            let over = self.geo.moves(self.pos.opp, self.pos.me) == B::ZERO;
            return Step::Done((!over).then_some(ReversiMove::Pass));
        }
        let flips = |c: u32| self.geo.flips(self.pos.me, self.pos.opp, c).count();
        let most = BitIter(moves).map(flips).max().unwrap_or(0);
        let best: Vec<u32> = BitIter(moves).filter(|&c| flips(c) == most).collect();
        let pick = best[self.rng.random_range(0..best.len())];
        Step::Done(Some(ReversiMove::Place(pick as u16)))
    }
}

/// The exact final margin (in discs, for the side to move) by full-depth search; for tests and
/// analysis on small endgames.
pub fn solve_exact(game: &Reversi, cancel: Cancel) -> Option<(ReversiMove, i32)> {
    fn run<B: Bits>(
        geo: Geometry<B>,
        pos: Position<B>,
        cancel: Cancel,
    ) -> Option<(ReversiMove, i32)> {
        let depth = pos.empties(&geo) + 4;
        let game = ReversiSearch {
            exact: true,
            ..ReversiSearch::new(geo, None)
        };
        let mut search = Search::new(game, pos, Budget::depth(depth), cancel, depth).always_score();
        while search.step(Duration::from_millis(50)) == Step::Running {}
        search
            .completed()
            .map(|(mv, score, _)| (to_move(mv), score / eval::DISC))
    }
    match *game.board() {
        Board::Small(geo, pos) => run(geo, pos, cancel),
        Board::Large(geo, pos) => run(geo, pos, cancel),
    }
}

#[cfg(test)]
mod tests;

impl crate::ai::ComputerPlayer for Reversi {
    const MAX_STRENGTH: u8 = MAX_STRENGTH;
    const HINT_STRENGTH: u8 = EXPERT;

    fn think(&self, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<ReversiMove>> {
        start(self, strength, cancel, seed)
    }

    fn strength_elo(strength: u8) -> Option<u32> {
        crate::ai::player::ladder_elo(&LADDER_ELO, strength)
    }
}
