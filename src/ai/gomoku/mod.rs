//! Gomoku players. Strength 1 is the source's line counter; the stronger ones look for a win
//! by continuous fours (VCF), then by fours and threes (VCT), and otherwise run a principal
//! variation search over the incremental pattern board. All of them step in slices, and the
//! swap2 opening's choices are made by the same search.

pub mod board;
pub mod eval;
pub mod horizon;
pub mod learned;
pub mod openings;
pub mod patterns;
pub mod puzzles;
pub mod search;
pub mod source;
pub mod swap2;
pub mod threats;
pub mod train;

use std::sync::Arc;
use std::time::Duration;

use super::budget::{Instant, Stopwatch};
use super::lazy_smp::{LazySmp, desktop_threads};
use super::search::Search;
use super::{Budget, Cancel, ComputerPlayer, Ready, Step, Thinking};
use crate::rules::Game;
use crate::rules::gomoku::{BLACK, Gomoku, GomokuMove, Phase, RuleSet, renju};
use board::{Geometry, PatternBoard};
use search::GomokuSearch;
use threats::ThreatSolver;

pub const MAX_STRENGTH: u8 = 4;

/// Each strength's Elo from `leapfrog bench gomoku --ladder --games 80` on 15x15 freestyle,
/// one thread a side (strength 1, the source's win-line player, anchored at 1000; the rungs
/// scored 82%, 66% and 89%); the match options show it. On desktop the expert searches on
/// every core, a little stronger than measured.
pub const LADDER_ELO: [u32; MAX_STRENGTH as usize] = [1000, 1269, 1387, 1745];
/// The board [`LADDER_ELO`] was measured on; the other boards and rule sets have no
/// measured ladder.
pub const LADDER_VARIANT: &str = "gomoku-15";

/// What a strength does: threat searches (depth in threats, nodes), then the main search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    pub vcf: (u32, u64),
    pub vct: (u32, u64),
    pub depth: u32,
    pub width: usize,
    pub noise: i32,
    pub time: Duration,
}

pub fn plan(strength: u8) -> Plan {
    let (vcf, vct, depth, width, noise, secs) = match strength {
        0 | 1 => ((0, 0), (0, 0), 0, 0, 0, 0.0),
        2 => ((4, 20_000), (0, 0), 2, 8, 40, 0.5),
        3 => ((10, 100_000), (3, 200_000), 4, 10, 0, 0.7),
        _ => ((16, 300_000), (8, 2_000_000), 60, 12, 0, 2.0),
    };
    Plan {
        vcf,
        vct,
        depth,
        width,
        noise,
        time: Duration::from_secs_f32(secs),
    }
}

/// The pattern board of a game's position.
pub fn board_of(game: &Gomoku) -> (Arc<Geometry>, PatternBoard) {
    let geo = Arc::new(Geometry::new(game.size(), game.rules()));
    let board = PatternBoard::new(&geo, game.cells(), game.colour_to_move());
    (geo, board)
}

enum Stage {
    Vcf,
    Vct,
    Main(Box<dyn Thinking<u16>>),
}

/// Strengths 2 and up: the threat searches, then PVS, within one time budget.
pub struct StoneThinking {
    geo: Arc<Geometry>,
    root: PatternBoard,
    plan: Plan,
    solver: ThreatSolver,
    stage: Stage,
    cancel: Cancel,
    started: Stopwatch,
    seed: u64,
    nodes: u64,
    /// The mate finders' line, when they found one.
    pub line: Option<Vec<usize>>,
}

/// Plans that search at least this deep iterate to the deadline, on every core.
const WHOLE_TIME_DEPTH: u32 = 20;

/// The time to think of one move given a turn's limit and what is left of the match's
/// clock (Gomocup's `timeout_turn` and `time_left`): most of the turn, less room for the
/// answer to travel, and a share of the match time.
pub fn move_time(turn: Duration, match_left: Option<Duration>) -> Duration {
    let mut time = turn;
    if let Some(left) = match_left {
        time = time.min(left / 12);
    }
    let margin = Duration::from_millis(30).max(time / 12);
    time.saturating_sub(margin)
        .clamp(Duration::from_millis(20), Duration::from_secs(30))
}

/// Nodes the mate finders spend between looks at the clock (a few ms: a browser slice).
const CHUNK: u64 = 1_500;

impl StoneThinking {
    pub fn new(game: &Gomoku, plan: Plan, cancel: Cancel, seed: u64) -> Self {
        let (geo, root) = board_of(game);
        Self {
            geo,
            root,
            plan,
            solver: ThreatSolver::new(),
            stage: Stage::Vcf,
            cancel,
            started: Stopwatch::start(),
            seed,
            nodes: 0,
            line: None,
        }
    }

    /// The search's view of the root's moves, `width` of them.
    fn game(&self, width: usize) -> GomokuSearch {
        GomokuSearch {
            geo: self.geo.clone(),
            width,
            noise: self.plan.noise,
            seed: self.seed,
            notes: Default::default(),
            fail_high_probes: self.plan.depth >= WHOLE_TIME_DEPTH,
        }
    }

    /// The main search over what is left of the time, spent whole (the move's time is lost
    /// if unused); at the top strength on every core the desktop has.
    fn main_search(&self) -> Box<dyn Thinking<u16>> {
        let game = self.game(self.plan.width);
        let whole = self.plan.depth >= WHOLE_TIME_DEPTH;
        let left = self
            .plan
            .time
            .saturating_sub(self.started.elapsed(self.nodes));
        let budget = Budget {
            max_depth: Some(self.plan.depth),
            max_nodes: None,
            max_time: Some(left.max(Duration::from_millis(20))),
            whole_time: whole,
        };
        let threads = if whole { desktop_threads() } else { 1 };
        if threads > 1 {
            let (root, cancel) = (self.root, self.cancel.clone());
            return Box::new(LazySmp::new(game, root, budget, cancel, threads - 1, 20));
        }
        Box::new(Search::new(game, self.root, budget, self.cancel.clone(), 1))
    }

    /// Any sensible move: the first candidate (used when stopped before anything is known).
    fn fallback(&self) -> Option<u16> {
        let game = self.game(1);
        let mut moves = Vec::new();
        crate::ai::search::SearchGame::generate(&game, &self.root, &mut moves);
        moves.first().copied()
    }

    /// Steps the threat search of this stage; Some(answer) when it settled.
    fn threat_step(&mut self, threes: bool) -> Option<Option<u16>> {
        let (depth, budget) = if threes { self.plan.vct } else { self.plan.vcf };
        // Each mate finder has a share of the time, so the main search always gets its half.
        let share = if threes { 3 } else { 1 };
        let past_share = self.started.elapsed(self.nodes) * 5 >= self.plan.time * share;
        if depth == 0 || self.solver.budget.nodes >= budget || past_share {
            return Some(None);
        }
        let before = self.solver.budget.nodes;
        let result = self
            .solver
            .solve(&self.geo, &self.root, threes, depth, CHUNK);
        self.nodes += self.solver.budget.nodes - before;
        match result {
            Ok(Some(line)) => {
                let first = line[0] as u16;
                self.line = Some(line);
                Some(Some(first))
            }
            Ok(None) => Some(None),
            Err(_) => None,
        }
    }
}

impl Thinking<u16> for StoneThinking {
    fn step(&mut self, slice: Duration) -> Step<u16> {
        let slice_end = Instant::now() + slice;
        loop {
            if self.cancel.is_cancelled() {
                if let Stage::Main(search) = &mut self.stage {
                    return search.step(Duration::ZERO);
                }
                return Step::Done(self.fallback());
            }
            match &mut self.stage {
                Stage::Vcf | Stage::Vct => {
                    let threes = matches!(self.stage, Stage::Vct);
                    match self.threat_step(threes) {
                        Some(Some(mv)) => return Step::Done(Some(mv)),
                        Some(None) => {
                            // A new stage: the VCT starts on a fresh budget of its own.
                            self.solver.budget.nodes = 0;
                            self.stage = if threes {
                                Stage::Main(self.main_search())
                            } else {
                                Stage::Vct
                            };
                        }
                        None => {}
                    }
                }
                Stage::Main(search) => {
                    let left = slice_end.saturating_duration_since(Instant::now());
                    let step = search.step(left);
                    if let Step::Done(_) = step {
                        self.nodes += search.nodes();
                    }
                    return step;
                }
            }
            if Instant::now() >= slice_end {
                return Step::Running;
            }
        }
    }

    fn nodes(&self) -> u64 {
        match &self.stage {
            Stage::Main(search) => self.nodes + search.nodes(),
            _ => self.nodes,
        }
    }

    /// The main search's depth; the threat searches' proofs have none.
    fn depth(&self) -> Option<u32> {
        match &self.stage {
            Stage::Main(search) => search.depth(),
            _ => None,
        }
    }
}

/// Maps a search over cells to one over game moves.
struct Stones(Box<dyn Thinking<u16>>);

impl Thinking<GomokuMove> for Stones {
    fn step(&mut self, slice: Duration) -> Step<GomokuMove> {
        match self.0.step(slice) {
            Step::Running => Step::Running,
            Step::Done(mv) => Step::Done(mv.map(GomokuMove::Stone)),
        }
    }

    fn nodes(&self) -> u64 {
        self.0.nodes()
    }

    fn depth(&self) -> Option<u32> {
        self.0.depth()
    }
}

/// A player of `strength` on this position with the plan's time or `time` instead.
pub fn think_with(
    game: &Gomoku,
    strength: u8,
    time: Option<Duration>,
    cancel: Cancel,
    seed: u64,
) -> Box<dyn Thinking<GomokuMove>> {
    if game.outcome().is_some() {
        return Box::new(Ready(None));
    }
    let mut plan = plan(strength);
    if let Some(time) = time {
        plan.time = time;
    }
    match game.phase() {
        Phase::Choose | Phase::ChooseFinal => {
            return swap2::choose_colour(game, strength, plan, cancel, seed);
        }
        Phase::FirstThree if strength >= 2 => {
            return Box::new(Ready(swap2::opening_stone(game, seed)));
        }
        _ => {}
    }
    if strength <= 1 {
        let (size, colour) = (game.size(), game.colour_to_move());
        let renju_black = game.rules().set == RuleSet::Renju && colour == BLACK;
        let mut scratch = game.cells().to_vec();
        let allowed = |c: usize| !renju_black || renju::foul(size, &mut scratch, c).is_none();
        let cell = source::choose(size, game.cells(), colour, seed, allowed);
        return Box::new(Ready(cell.map(|c| GomokuMove::Stone(c as u16))));
    }
    Box::new(Stones(Box::new(StoneThinking::new(
        game, plan, cancel, seed,
    ))))
}

impl ComputerPlayer for Gomoku {
    const MAX_STRENGTH: u8 = MAX_STRENGTH;
    const HINT_STRENGTH: u8 = MAX_STRENGTH;

    fn think(&self, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<GomokuMove>> {
        think_with(self, strength, None, cancel, seed)
    }

    fn strength_elo(strength: u8) -> Option<u32> {
        crate::ai::player::ladder_elo(&LADDER_ELO, strength)
    }
}

#[cfg(test)]
mod tests;
