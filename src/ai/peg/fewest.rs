//! The fewest-moves search: breadth first over moves (a move being a chain of jumps by one
//! piece) from both ends at once, over positions up to symmetry. Forward layers grow from the
//! start, backward layers from the goal positions (pieces retracing chains), and the smaller
//! frontier is widened each time. With every position within `f` moves of the start and `b`
//! moves of the goal known, the first position found on both sides proves the fewest is
//! `f + b + 1`. On the English board this meets at about 11 + 7 moves instead of walking 17
//! layers deep from the start. It works in slices so the app can run it between frames.

use super::puzzle::{NO_NAMED, State};
use super::solver::Solver;
use crate::ai::hashing::KeyMap;
use crate::rules::peg::{Hole, Jump, PegGame};

/// The answer of a finished search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Moves counted (a first chain continuing the last jump is free).
    pub moves: u32,
    /// The chains to play, in order.
    pub chains: Vec<Vec<Jump>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    Found(Plan),
    /// No solution (within the limit, if one was given).
    None,
    Running,
}

/// Positions the depth-first solver may spend proving the start hopeless before the layers
/// begin (a hopeless start would otherwise be walked out in full), and per slice of that.
const START_CHECK: u64 = 1_000_000;
const START_CHECK_SLICE: u64 = 10_000;

/// Where a position was first reached from: the neighbouring position's key, towards the start
/// (forward side) or towards the goal (backward side). A root points at itself.
#[derive(Clone, Copy)]
struct Parent {
    key: u64,
    /// Reached by continuing the start's last jump, which costs no move.
    free: bool,
}

/// One direction of the search: every position seen, and the layer being widened.
#[derive(Default)]
struct Side {
    parents: KeyMap<Parent>,
    frontier: Vec<State>,
    next: Vec<State>,
    /// How far through `frontier` the current layer has got.
    index: usize,
    /// Moves from this side's roots to the frontier.
    depth: u32,
}

impl Side {
    fn root(&mut self, key: u64, state: State) {
        if self
            .parents
            .insert(key, Parent { key, free: false })
            .is_none()
        {
            self.frontier.push(state);
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    Forward,
    Backward,
}

pub struct Fewest {
    solver: Solver,
    start: State,
    start_landing: Option<Hole>,
    forward: Side,
    backward: Side,
    widening: Direction,
    max_moves: Option<u32>,
    /// Whether the start is known not to be hopeless (or the check gave up).
    start_checked: bool,
    done: Option<Progress>,
    children: Vec<State>,
}

impl Fewest {
    /// Fewest further moves from `game`, at most `max_moves` (None: no limit).
    pub fn new(game: &PegGame, max_moves: Option<u32>) -> Self {
        let solver = Solver::new(game);
        let start = State::of(game);
        let mut search = Self {
            solver,
            start,
            start_landing: game.last_landing(),
            forward: Side::default(),
            backward: Side::default(),
            widening: Direction::Forward,
            max_moves,
            start_checked: false,
            done: None,
            children: Vec::new(),
        };
        let start_key = search.key(start);
        search.forward.root(start_key, start);
        // Continuing the last jump's piece is part of the move already counted.
        if let Some(hole) = game.last_landing() {
            let mut found = Vec::new();
            search
                .solver
                .puzzle
                .chains_from(start, hole, &mut Vec::new(), &mut found);
            for (state, _) in found {
                let key = search.key(state);
                if let std::collections::hash_map::Entry::Vacant(slot) =
                    search.forward.parents.entry(key)
                {
                    slot.insert(Parent {
                        key: start_key,
                        free: true,
                    });
                    search.forward.frontier.push(state);
                }
            }
        }
        for goal in search.solver.puzzle.goal_positions(start.named != NO_NAMED) {
            let key = search.key(goal);
            search.backward.root(key, goal);
        }
        let meeting = search
            .forward
            .frontier
            .iter()
            .map(|&s| (s, search.key(s)))
            .find(|(_, key)| search.backward.parents.contains_key(key));
        search.done = match meeting {
            Some((state, key)) => Some(Progress::Found(search.plan(state, key))),
            None if search.backward.frontier.is_empty() => Some(Progress::None),
            None => search.choose_side(),
        };
        search
    }

    fn key(&self, state: State) -> u64 {
        self.solver.symmetries.canonical_key(state)
    }

    /// Positions looked at so far.
    pub fn nodes(&self) -> u64 {
        self.solver.nodes() + (self.forward.parents.len() + self.backward.parents.len()) as u64
    }

    /// Picks the side to widen next (the smaller frontier), or ends the search when the move
    /// limit is reached.
    fn choose_side(&mut self) -> Option<Progress> {
        let proven = self.forward.depth + self.backward.depth;
        if self.max_moves.is_some_and(|max| proven >= max) {
            return Some(Progress::None);
        }
        self.widening = if self.forward.frontier.len() <= self.backward.frontier.len() {
            Direction::Forward
        } else {
            Direction::Backward
        };
        None
    }

    /// Runs for at most about `budget` positions.
    pub fn run(&mut self, budget: u64) -> Progress {
        let stop_at = self.nodes().saturating_add(budget);
        while self.done.is_none() {
            if self.nodes() >= stop_at {
                return Progress::Running;
            }
            self.done = self.step();
        }
        self.done.clone().expect("the loop ends when done")
    }

    /// Widens the current side by one position, or finishes its layer.
    fn step(&mut self) -> Option<Progress> {
        if !self.start_checked {
            match self.solver.is_solvable(self.start, START_CHECK_SLICE) {
                Some(false) => return Some(Progress::None),
                Some(true) => self.start_checked = true,
                None => self.start_checked = self.solver.nodes() >= START_CHECK,
            }
            return None;
        }
        let widening = self.widening;
        let side = match widening {
            Direction::Forward => &mut self.forward,
            Direction::Backward => &mut self.backward,
        };
        if side.index == side.frontier.len() {
            side.frontier = std::mem::take(&mut side.next);
            side.index = 0;
            side.depth += 1;
            if side.frontier.is_empty() {
                // Everything this side can reach is seen, and none of it meets the other.
                return Some(Progress::None);
            }
            return self.choose_side();
        }
        let state = side.frontier[side.index];
        side.index += 1;
        let mut children = std::mem::take(&mut self.children);
        children.clear();
        let start_pegs = self.start.pegs.count_ones();
        match widening {
            Direction::Forward => self.solver.puzzle.chain_ends(state, &mut children),
            Direction::Backward => self.solver.puzzle.unchain_ends(state, &mut children),
        }
        let parent = self.key(state);
        let (side, other) = match widening {
            Direction::Forward => (&mut self.forward, &self.backward),
            Direction::Backward => (&mut self.backward, &self.forward),
        };
        let symmetries = &self.solver.symmetries;
        let mut meeting = None;
        for &child in &children {
            let key = symmetries.canonical_key(child);
            // A position with more pieces than the start can never be reached from it.
            let unreachable =
                widening == Direction::Backward && child.pegs.count_ones() > start_pegs;
            if unreachable || side.parents.contains_key(&key) {
                continue;
            }
            side.parents.insert(
                key,
                Parent {
                    key: parent,
                    free: false,
                },
            );
            if other.parents.contains_key(&key) {
                meeting = Some((child, key));
                break;
            }
            side.next.push(child);
        }
        self.children = children;
        meeting.map(|(state, key)| Progress::Found(self.plan(state, key)))
    }

    /// Runs to the end.
    pub fn finish(&mut self) -> Option<Plan> {
        loop {
            match self.run(1 << 20) {
                Progress::Found(plan) => return Some(plan),
                Progress::None => return None,
                Progress::Running => {}
            }
        }
    }

    /// The chains from the start through `meeting` (known to both sides, by `key`) to a goal
    /// position, found again forward through the recorded parents.
    fn plan(&self, meeting: State, key: u64) -> Plan {
        debug_assert_eq!(self.key(meeting), key);
        let mut keys = vec![key];
        let mut free_first = false;
        loop {
            let parent = self.forward.parents[keys.last().unwrap()];
            if parent.key == *keys.last().unwrap() {
                break;
            }
            free_first = parent.free;
            keys.push(parent.key);
        }
        keys.reverse();
        loop {
            let parent = self.backward.parents[keys.last().unwrap()];
            if parent.key == *keys.last().unwrap() {
                break;
            }
            keys.push(parent.key);
        }
        let puzzle = &self.solver.puzzle;
        let mut at = self.start;
        let mut chains = Vec::new();
        for (i, want) in keys.iter().enumerate().skip(1) {
            let options = if i == 1 && free_first {
                let mut found = Vec::new();
                let hole = self.start_landing.expect("a free chain continues a jump");
                puzzle.chains_from(at, hole, &mut Vec::new(), &mut found);
                found
            } else {
                puzzle.chains(at)
            };
            let (next, chain) = options
                .into_iter()
                .find(|(s, _)| self.key(*s) == *want)
                .expect("each recorded position is one move from the one before");
            chains.push(chain);
            at = next;
        }
        debug_assert!(puzzle.is_goal(at));
        let moves = chains.len() as u32 - u32::from(free_first);
        Plan { moves, chains }
    }
}
