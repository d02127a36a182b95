//! The fewest-moves search: breadth first over moves, a move being a chain of jumps by one
//! piece, over positions up to symmetry, keeping only positions that can still be solved.
//! It works in slices so the app can run it between frames.

use super::puzzle::State;
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

/// Positions one hopelessness check may search.
const CHECK_NODES: u64 = 200;

/// Where a position was first reached from.
#[derive(Clone, Copy)]
struct Parent {
    key: u64,
    /// Reached by continuing the start's last jump, which costs no move.
    free: bool,
}

pub struct Fewest {
    solver: Solver,
    start: State,
    start_landing: Option<Hole>,
    parents: KeyMap<Parent>,
    frontier: Vec<State>,
    next: Vec<State>,
    /// How far through `frontier` this depth has got.
    index: usize,
    depth: u32,
    max_moves: Option<u32>,
    done: Option<Progress>,
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
            parents: KeyMap::default(),
            frontier: Vec::new(),
            next: Vec::new(),
            index: 0,
            depth: 0,
            max_moves,
            done: None,
        };
        let start_key = search.key(start);
        search.parents.insert(
            start_key,
            Parent {
                key: start_key,
                free: false,
            },
        );
        search.frontier.push(start);
        // Continuing the last jump's piece is part of the move already counted.
        if let Some(hole) = game.last_landing() {
            let mut found = Vec::new();
            search
                .solver
                .puzzle
                .chains_from(start, hole, &mut Vec::new(), &mut found);
            for (state, _) in found {
                let key = search.key(state);
                if let std::collections::hash_map::Entry::Vacant(slot) = search.parents.entry(key) {
                    slot.insert(Parent {
                        key: start_key,
                        free: true,
                    });
                    search.frontier.push(state);
                }
            }
        }
        if let Some(&goal) = search
            .frontier
            .iter()
            .find(|s| search.solver.puzzle.is_goal(**s))
        {
            search.done = Some(Progress::Found(search.plan(goal)));
        }
        search
    }

    fn key(&self, state: State) -> u64 {
        self.solver.symmetries.canonical_key(state)
    }

    /// Positions looked at so far.
    pub fn nodes(&self) -> u64 {
        self.solver.nodes() + self.parents.len() as u64
    }

    /// Runs for at most about `budget` positions.
    pub fn run(&mut self, budget: u64) -> Progress {
        if let Some(done) = &self.done {
            return done.clone();
        }
        let stop_at = self.nodes().saturating_add(budget);
        loop {
            if self.index == self.frontier.len() {
                if self.next.is_empty() {
                    self.done = Some(Progress::None);
                    return Progress::None;
                }
                self.frontier = std::mem::take(&mut self.next);
                self.index = 0;
                self.depth += 1;
                continue;
            }
            // Expanding this depth makes moves number depth + 1.
            if self.max_moves.is_some_and(|m| self.depth >= m) {
                self.done = Some(Progress::None);
                return Progress::None;
            }
            if self.nodes() >= stop_at {
                return Progress::Running;
            }
            let state = self.frontier[self.index];
            let parent = self.key(state);
            let mut fresh = Vec::new();
            for (child, _) in self.solver.puzzle.chains(state) {
                let key = self.key(child);
                if self.parents.contains_key(&key) || fresh.iter().any(|(k, _)| *k == key) {
                    continue;
                }
                // Dropping positions proven hopeless keeps the breadth small; one that is
                // not settled quickly stays (it is only kept in vain if it is hopeless).
                if self.solver.is_solvable(child, CHECK_NODES) != Some(false) {
                    fresh.push((key, child));
                }
            }
            for (key, child) in fresh {
                self.parents.insert(
                    key,
                    Parent {
                        key: parent,
                        free: false,
                    },
                );
                if self.solver.puzzle.is_goal(child) {
                    let plan = self.plan(child);
                    self.done = Some(Progress::Found(plan.clone()));
                    return Progress::Found(plan);
                }
                self.next.push(child);
            }
            self.index += 1;
        }
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

    /// The chains from the start to `goal`, found again forward through the recorded parents.
    fn plan(&self, goal: State) -> Plan {
        let mut keys = vec![self.key(goal)];
        let start_key = self.key(self.start);
        let mut free_first = false;
        while *keys.last().unwrap() != start_key {
            let parent = self.parents[keys.last().unwrap()];
            free_first = parent.free;
            keys.push(parent.key);
        }
        keys.reverse();
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
                .expect("each recorded position is one move from its parent");
            chains.push(chain);
            at = next;
        }
        let moves = chains.len() as u32 - u32::from(free_first);
        Plan { moves, chains }
    }
}
