//! The generic solver of one-player files (a peg board, a solo crossing written as a
//! `JumpGame`): fewest moves by breadth-first search while the positions fit a cap, else any
//! solution by depth-first search that remembers dead positions. Both work on the compiled
//! rules alone; a move is whatever the file makes a move (a whole chain where chains go on).
//! Positions that a symmetry of the board and goal relates share one key
//! ([`super::symmetry`]), so each class is searched once.

use std::time::Duration;

use crate::ai::budget::Instant;
use crate::ai::hashing::{KeyMap, KeySet};

use super::symmetry::Symmetries;
use super::{Step, Thinking};
use crate::ai::Cancel;
use crate::rules::Outcome;
use crate::rules::jump::outcome::goal_or_count;
use crate::rules::jump::{JumpState, Move, Position, Rules, movegen};

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub enum Solved {
    /// The moves from the start to the goal; `fewest` when no shorter way exists.
    Found { moves: Vec<Move>, fewest: bool },
    /// Proven: no sequence of moves reaches the goal.
    Unsolvable,
    /// The search ran out of its budget.
    Unknown,
}

pub(super) fn is_goal(rules: &Rules, pos: &Position) -> bool {
    let mut copy = *pos;
    goal_or_count(rules, &mut copy, &mut Vec::new(), Some(0)) == Some(Outcome::Win(0))
}

pub(super) fn moves_of(rules: &Rules, pos: &Position) -> Vec<Move> {
    let mut moves = Vec::new();
    movegen::generate(rules, pos, &mut moves);
    moves
}

pub(super) fn after(rules: &Rules, pos: &Position, mv: &Move) -> Position {
    let mut next = *pos;
    next.play(rules, mv);
    next
}

/// Whether every solution has the same length: each move is one jump that takes one piece
/// (peg solitaire without chains), so reaching one piece left from n always takes n - 1
/// moves, and any solution is a fewest.
pub fn every_solution_as_long(rules: &Rules) -> bool {
    super::both_ends::applies(rules)
        && rules.chain.goes_on == crate::rules::jump::spec::GoesOn::Never
}

/// Fewest moves from `start`: from both ends where the moves can be taken back
/// ([`super::both_ends`]), else forward only; `Unknown` once more than `max_states` positions
/// have been seen.
pub fn fewest(rules: &Rules, start: &Position, max_states: usize) -> Solved {
    if super::both_ends::applies(rules) {
        super::both_ends::fewest(rules, start, max_states)
    } else {
        fewest_forward(rules, start, max_states)
    }
}

/// Fewest moves by breadth-first search from `start`. Positions are keyed by their 64-bit
/// hash (one per symmetry class); the path is rebuilt by replaying from the start along the
/// parents' keys.
pub fn fewest_forward(rules: &Rules, start: &Position, max_states: usize) -> Solved {
    let symmetries = Symmetries::of(rules);
    let key_of = |pos: &Position| symmetries.key(pos);
    if is_goal(rules, start) {
        return Solved::Found {
            moves: Vec::new(),
            fewest: true,
        };
    }
    let mut parent: KeyMap<u64> = KeyMap::default();
    parent.insert(key_of(start), key_of(start));
    let mut layer = vec![*start];
    while !layer.is_empty() {
        let mut next_layer = Vec::new();
        for pos in &layer {
            let key = key_of(pos);
            for mv in moves_of(rules, pos) {
                let child = after(rules, pos, &mv);
                let child_key = key_of(&child);
                if parent.contains_key(&child_key) {
                    continue;
                }
                parent.insert(child_key, key);
                if is_goal(rules, &child) {
                    return Solved::Found {
                        moves: rebuild(rules, start, &parent, child_key, &key_of),
                        fewest: true,
                    };
                }
                next_layer.push(child);
            }
            if parent.len() > max_states {
                return Solved::Unknown;
            }
        }
        layer = next_layer;
    }
    Solved::Unsolvable
}

/// The moves from `start` to the position keyed `goal`, along `parent`.
pub(super) fn rebuild(
    rules: &Rules,
    start: &Position,
    parent: &KeyMap<u64>,
    goal: u64,
    key_of: &dyn Fn(&Position) -> u64,
) -> Vec<Move> {
    let mut keys = vec![goal];
    while let Some(&up) = parent.get(keys.last().expect("not empty")) {
        if up == *keys.last().expect("not empty") {
            break;
        }
        keys.push(up);
    }
    keys.pop();
    keys.reverse();
    let mut pos = *start;
    let mut moves = Vec::with_capacity(keys.len());
    for key in keys {
        let mv = moves_of(rules, &pos)
            .into_iter()
            .find(|m| key_of(&after(rules, &pos, m)) == key)
            .expect("a parent's child is one move away");
        pos = after(rules, &pos, &mv);
        moves.push(mv);
    }
    moves
}

/// Depth-first search for any solution, stepped in slices: every position found dead is
/// remembered, so each is searched once.
pub struct AnySolution {
    rules: std::sync::Arc<Rules>,
    /// Per depth: the position, its moves, and the next move to try.
    stack: Vec<(Position, Vec<Move>, usize)>,
    dead: KeySet<u64>,
    symmetries: Symmetries,
    nodes: u64,
    done: Option<Solved>,
    /// Any solution is a fewest ([`every_solution_as_long`]).
    fixed_length: bool,
}

impl AnySolution {
    pub fn new(rules: std::sync::Arc<Rules>, start: &Position) -> Self {
        let done = is_goal(&rules, start).then(|| Solved::Found {
            moves: Vec::new(),
            fewest: true,
        });
        let moves = moves_of(&rules, start);
        let symmetries = Symmetries::of(&rules);
        Self {
            fixed_length: every_solution_as_long(&rules),
            rules,
            stack: vec![(*start, moves, 0)],
            dead: KeySet::default(),
            symmetries,
            nodes: 0,
            done,
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches `budget` more positions at most; the answer once it has one.
    pub fn run(&mut self, budget: u64) -> Option<Solved> {
        let stop_at = self.nodes + budget;
        while self.done.is_none() && self.nodes < stop_at {
            self.done = self.advance();
        }
        self.done.clone()
    }

    fn advance(&mut self) -> Option<Solved> {
        let Some((pos, moves, next)) = self.stack.last_mut() else {
            return Some(Solved::Unsolvable);
        };
        if *next >= moves.len() {
            self.dead.insert(self.symmetries.key(pos));
            self.stack.pop();
            return self.stack.is_empty().then_some(Solved::Unsolvable);
        }
        let mv = moves[*next];
        *next += 1;
        let child = after(&self.rules, pos, &mv);
        self.nodes += 1;
        if is_goal(&self.rules, &child) {
            // Each depth's last tried move is the one on the way here.
            let path: Vec<Move> = self
                .stack
                .iter()
                .map(|(_, moves, next)| moves[next - 1])
                .collect();
            return Some(Solved::Found {
                moves: path,
                fewest: self.fixed_length,
            });
        }
        if !self.dead.contains(&self.symmetries.key(&child)) {
            let moves = moves_of(&self.rules, &child);
            self.stack.push((child, moves, 0));
        }
        None
    }
}

/// The whole answer: fewest moves while they fit `max_states`, else any solution within
/// `max_nodes`.
pub fn solve(game: &JumpState, max_states: usize, max_nodes: u64) -> Solved {
    // Where every solution is as long, depth first finds a fewest soonest.
    let breadth_first = if every_solution_as_long(&game.rules) {
        Solved::Unknown
    } else {
        fewest(&game.rules, &game.pos, max_states)
    };
    match breadth_first {
        Solved::Unknown => AnySolution::new(game.rules.clone(), &game.pos)
            .run(max_nodes)
            .unwrap_or(Solved::Unknown),
        known => known,
    }
}

/// The solver as a player (hints, "solve from here"): its first move, or none when the
/// position is hopeless.
pub struct SolverThinking {
    search: AnySolution,
    cancel: Cancel,
}

impl SolverThinking {
    pub fn new(game: &JumpState, cancel: Cancel) -> Self {
        Self {
            search: AnySolution::new(game.rules.clone(), &game.pos),
            cancel,
        }
    }
}

impl Thinking<Move> for SolverThinking {
    fn step(&mut self, slice: Duration) -> Step<Move> {
        let until = Instant::now() + slice;
        loop {
            if self.cancel.is_cancelled() {
                return Step::Done(None);
            }
            match self.search.run(2_000) {
                Some(Solved::Found { moves, .. }) => return Step::Done(moves.first().copied()),
                Some(_) => return Step::Done(None),
                None if Instant::now() >= until => return Step::Running,
                None => {}
            }
        }
    }

    fn nodes(&self) -> u64 {
        self.search.nodes()
    }
}
