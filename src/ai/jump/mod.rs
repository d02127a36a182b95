//! A computer player for any `JumpGame` file: the generic PVS of [`crate::ai::search`] on the
//! compiled game's positions, with a capture quiescence and an evaluation made only of the
//! description's features (kind values, the way to promotion and to the target zone), so it
//! plays a file it has never seen. Strengths 1 to [`MAX_STRENGTH`].

mod eval;

use std::sync::Arc;
use std::time::Duration;

use super::search::{Search, SearchGame};
use super::{Budget, Cancel, Step, Thinking};
use crate::rules::Game;
use crate::rules::Outcome;
use crate::rules::jump::outcome::goal_or_count;
use crate::rules::jump::spec::Verdict;
use crate::rules::jump::{JumpState, Move, Position, Rules, movegen};
pub use eval::Evaluator;

pub const MAX_STRENGTH: u8 = 5;
/// A won game's score; a quicker win scores higher.
pub const WIN: i32 = 1_000_000;

/// Depth, noise and time of a strength.
pub fn plan(strength: u8) -> (Budget, i32) {
    let (depth, noise, secs) = match strength {
        0 | 1 => (1, 60, 0.5),
        2 => (2, 30, 1.0),
        3 => (4, 10, 1.5),
        4 => (6, 0, 2.0),
        _ => (64, 0, 3.0),
    };
    (
        Budget {
            max_depth: Some(depth),
            max_nodes: None,
            max_time: Some(Duration::from_secs_f32(secs)),
        },
        noise,
    )
}

/// A position with its distance from the root.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    pos: Position,
    ply: u16,
}

pub struct JumpSearch {
    rules: Arc<Rules>,
    eval: Evaluator,
    noise: i32,
    seed: u64,
    /// Whether any piece can move without capturing: in a game of captures only (Konane) a
    /// capture quiescence would run to the end of the game.
    quiet_moves: bool,
}

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
        }
    }

    fn decided(&self, pos: &Position) -> Option<Outcome> {
        let mut copy = *pos;
        let mover = Some(pos.previous_side(&self.rules));
        goal_or_count(&self.rules, &mut copy, &mut Vec::new(), mover)
    }
}

impl SearchGame for JumpSearch {
    type Pos = Node;
    type Move = Move;

    /// Appends (the search keeps every ply's moves in one list).
    fn generate(&self, node: &Node, out: &mut Vec<Move>) {
        if self.decided(&node.pos).is_none() {
            let mut moves = Vec::with_capacity(32);
            movegen::generate(&self.rules, &node.pos, &mut moves);
            out.extend_from_slice(&moves);
        }
    }

    fn play(&self, node: &Node, mv: Move) -> Node {
        let mut pos = node.pos;
        pos.play(&self.rules, &mv);
        Node {
            pos,
            ply: node.ply + 1,
        }
    }

    fn final_score(&self, node: &Node) -> i32 {
        let won = WIN - i32::from(node.ply);
        let me = node.pos.to_move;
        match self.decided(&node.pos) {
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
        let score = self.eval.evaluate(&self.rules, &node.pos);
        if self.noise == 0 {
            return score;
        }
        let jitter = ((node.pos.hash() ^ self.seed) % (2 * self.noise as u64 + 1)) as i32;
        score + jitter - self.noise
    }

    fn key(&self, node: &Node) -> u64 {
        node.pos.hash()
    }

    fn order(&self, node: &Node, mv: Move, _deep: bool) -> i32 {
        let mut score = 10_000 * mv.captured.count() as i32;
        if mv.kind_after != node.pos.kind_at(mv.from) {
            score += 5_000;
        }
        score
            + self
                .eval
                .progress(usize::from(node.pos.to_move), mv.from, mv.to)
    }

    fn move_id(&self, mv: Move) -> usize {
        (usize::from(mv.from) * 61 + usize::from(mv.to)) % super::search::HISTORY_SIZE
    }

    fn quiet(&self, node: &Node) -> bool {
        if !self.rules.capture.compulsory || !self.quiet_moves {
            return true;
        }
        let mut moves = Vec::new();
        movegen::generate(&self.rules, &node.pos, &mut moves);
        !moves.iter().any(Move::is_capture)
    }
}

/// Starts a player of `strength` on `game`.
pub fn start(game: &JumpState, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<Move>> {
    let (budget, noise) = plan(strength);
    let search = JumpSearch::new(game.rules.clone(), noise, seed);
    let root = Node {
        pos: game.pos,
        ply: 0,
    };
    Box::new(Legal {
        search: Search::new(search, root, budget, cancel, 1),
        game: game.clone(),
    })
}

/// Hands back the search's move as the game's legal move (the game also knows repetitions).
struct Legal {
    search: Search<JumpSearch>,
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
}

impl crate::ai::ComputerPlayer for JumpState {
    const MAX_STRENGTH: u8 = MAX_STRENGTH;
    const HINT_STRENGTH: u8 = MAX_STRENGTH;

    fn think(&self, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<Move>> {
        start(self, strength, cancel, seed)
    }
}

#[cfg(test)]
mod tests;
