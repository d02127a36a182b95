//! Depth-first search for any solution, jump by jump, remembering every position proven
//! hopeless (and every one proven solvable) up to symmetry. Move limits are not its concern:
//! see [`super::fewest`].

use super::invariant::Classes;
use super::puzzle::{Puzzle, State};
use super::symmetry::{Images, Symmetries};
use crate::ai::hashing::KeyMap;
use crate::rules::peg::{Jump, PegGame};

/// What a search with a node budget found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The jumps of one solution.
    Solvable(Vec<Jump>),
    Unsolvable,
    /// The budget ran out first.
    Unknown,
}

/// Nodes an order gets on its first turn; each round doubles it.
const FIRST_TURN: u64 = 2_000;

pub struct Solver {
    pub(super) puzzle: Puzzle,
    pub(super) symmetries: Symmetries,
    classes: Classes,
    /// Positions settled so far: solvable (true) or hopeless (false).
    known: KeyMap<bool>,
    nodes: u64,
}

impl Solver {
    pub fn new(game: &PegGame) -> Self {
        let puzzle = Puzzle::new(game);
        Self {
            symmetries: Symmetries::of(game.board(), puzzle.target),
            classes: Classes::new(&puzzle),
            puzzle,
            known: KeyMap::default(),
            nodes: 0,
        }
    }

    /// Positions visited over the solver's life.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches at most `budget` more positions. What it learns stays, so calling again after
    /// `Unknown` goes on where it stopped (but for walking back down to it).
    pub fn solve(&mut self, state: State, budget: u64) -> Verdict {
        if !self.classes.can_reach_goal(state) {
            return Verdict::Unsolvable;
        }
        let mut path = Vec::new();
        match self.portfolio(state, Some(&mut path), budget) {
            Some(true) => {
                path.reverse();
                Verdict::Solvable(path)
            }
            Some(false) => Verdict::Unsolvable,
            None => Verdict::Unknown,
        }
    }

    /// Takes turns between the jump orders with doubling budgets, until one settles the
    /// position or `budget` nodes are spent. What one order proves, the others reuse.
    fn portfolio(
        &mut self,
        state: State,
        mut path: Option<&mut Vec<Jump>>,
        budget: u64,
    ) -> Option<bool> {
        let images = self.symmetries.images(state);
        let end = self.nodes.saturating_add(budget);
        let mut turn = FIRST_TURN;
        loop {
            for order in 0..self.puzzle.orders.len() {
                let limit = self.nodes.saturating_add(turn).min(end);
                if let Some(path) = path.as_deref_mut() {
                    path.clear();
                }
                if let Some(settled) =
                    self.search(state, &images, path.as_deref_mut(), limit, order)
                {
                    return Some(settled);
                }
                if self.nodes >= end {
                    return None;
                }
            }
            turn = turn.saturating_mul(2);
        }
    }

    /// Whether the position can still be solved (move limits aside); `None` if the budget ran
    /// out.
    pub fn is_solvable(&mut self, state: State, budget: u64) -> Option<bool> {
        if !self.classes.can_reach_goal(state) {
            return Some(false);
        }
        self.portfolio(state, None, budget)
    }

    /// `Some(true)` when solvable, with the solution's jumps pushed on `path` (if one is
    /// wanted) in reverse.
    fn search(
        &mut self,
        state: State,
        images: &Images,
        mut path: Option<&mut Vec<Jump>>,
        limit: u64,
        order: usize,
    ) -> Option<bool> {
        if self.puzzle.is_goal(state) {
            return Some(true);
        }
        if state.pegs.count_ones() <= 1 {
            return Some(false);
        }
        let key = self.symmetries.key(images);
        match self.known.get(&key) {
            Some(false) => return Some(false),
            // Known solvable: walk down again only if the way is wanted.
            Some(true) if path.is_none() => return Some(true),
            _ => {}
        }
        if self.nodes >= limit {
            return None;
        }
        self.nodes += 1;
        for k in 0..self.puzzle.jumps.len() {
            let i = self.puzzle.orders[order][k];
            let jump = self.puzzle.jumps[i];
            if !self.puzzle.can(state, &jump) {
                continue;
            }
            let next = self.puzzle.after(state, &jump);
            let next_images = self.symmetries.after(images, i, &jump.jump);
            if self.search(next, &next_images, path.as_deref_mut(), limit, order)? {
                if let Some(path) = path {
                    path.push(jump.jump);
                }
                self.known.insert(key, true);
                return Some(true);
            }
        }
        self.known.insert(key, false);
        Some(false)
    }
}
