//! The solo solvers. A solo state is the set of holes the marbles stand on.
//! - [`Fewest`]: breadth first from both ends (moves are reversible: a chain run backwards
//!   jumps over the same marbles), widening the smaller frontier a whole layer at a time, so
//!   the first meeting layer gives the proven fewest moves.
//! - [`Beam`]: a beam search ordered by the distance-to-goal cost, for crossings too big to
//!   prove (the ten-marble crossing, whose proven minimum is 27).
//!
//! Both run in chunks of states so that a caller can step them in slices.

use std::collections::HashMap;

use crate::rules::chinese_checkers::board::{Holes, bit, holes_of};
use crate::rules::chinese_checkers::moves;

use super::tables::cost_of;

/// A move of the solo marble set: (from, to).
pub type SoloMove = (u8, u8);

/// Every state one move away, with the move.
fn successors(state: Holes, mut visit: impl FnMut(Holes, SoloMove)) {
    for from in holes_of(state) {
        for to in holes_of(moves::destinations(state, from)) {
            visit(state ^ bit(from) ^ bit(to), (from, to));
        }
    }
}

/// The move that turns `a` into `b` (one marble moved).
fn move_between(a: Holes, b: Holes) -> SoloMove {
    let from = (a & !b).trailing_zeros() as u8;
    let to = (b & !a).trailing_zeros() as u8;
    (from, to)
}

fn line_of(states: &[Holes]) -> Vec<SoloMove> {
    states
        .windows(2)
        .map(|w| move_between(w[0], w[1]))
        .collect()
}

/// Where a search stands after a chunk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    Running,
    /// The moves found (fewest, for [`Fewest`]).
    Solved(Vec<SoloMove>),
    /// No line exists (or, for [`Fewest`], none within its state limit: see the reason).
    Failed(String),
}

/// Bidirectional breadth-first search for the fewest moves.
pub struct Fewest {
    /// State to (parent, depth) for each direction: 0 forward, 1 backward.
    seen: [HashMap<Holes, (Holes, u16)>; 2],
    frontier: [Vec<Holes>; 2],
    next: Vec<Holes>,
    /// Direction and position in the frontier of the layer being widened.
    side: usize,
    at: usize,
    depth: [u16; 2],
    best: Option<(u32, Holes)>,
    limit: usize,
    done: Option<Progress>,
}

impl Fewest {
    /// `limit` caps the states held (both directions together).
    pub fn new(start: Holes, goal: Holes, limit: usize) -> Self {
        let mut fewest = Self {
            seen: [
                HashMap::from([(start, (start, 0))]),
                HashMap::from([(goal, (goal, 0))]),
            ],
            frontier: [vec![start], vec![goal]],
            next: Vec::new(),
            side: 0,
            at: 0,
            depth: [0, 0],
            best: None,
            limit,
            done: None,
        };
        if start.count_ones() != goal.count_ones() {
            fewest.done = Some(Progress::Failed(
                "the goal has not as many holes as there are marbles".into(),
            ));
        } else if start == goal {
            fewest.done = Some(Progress::Solved(Vec::new()));
        }
        fewest
    }

    /// Widens up to `chunk` states.
    pub fn step(&mut self, chunk: usize) -> Progress {
        if let Some(done) = &self.done {
            return done.clone();
        }
        let side = self.side;
        let depth = self.depth[side] + 1;
        let end = (self.at + chunk).min(self.frontier[side].len());
        for i in self.at..end {
            let state = self.frontier[side][i];
            let (seen, far) = {
                let [a, b] = &mut self.seen;
                if side == 0 { (a, &*b) } else { (b, &*a) }
            };
            let next = &mut self.next;
            let best = &mut self.best;
            successors(state, |child, _| {
                if seen.contains_key(&child) {
                    return;
                }
                seen.insert(child, (state, depth));
                if let Some(&(_, there)) = far.get(&child) {
                    let total = u32::from(depth) + u32::from(there);
                    if best.is_none_or(|(b, _)| total < b) {
                        *best = Some((total, child));
                    }
                }
                next.push(child);
            });
        }
        self.at = end;
        if self.at < self.frontier[side].len() {
            return Progress::Running;
        }
        // The layer is complete.
        self.depth[side] = depth;
        self.frontier[side] = std::mem::take(&mut self.next);
        self.at = 0;
        if let Some((_, meet)) = self.best {
            let line = self.line_through(meet);
            self.done = Some(Progress::Solved(line));
        } else if self.frontier[side].is_empty() {
            self.done = Some(Progress::Failed("no line reaches the goal".into()));
        } else if self.seen[0].len() + self.seen[1].len() > self.limit {
            self.done = Some(Progress::Failed(format!(
                "more than {} states within {} moves: too big to prove",
                self.limit,
                self.depth[0] + self.depth[1]
            )));
        } else {
            self.side = usize::from(self.frontier[1].len() < self.frontier[0].len());
        }
        self.done.clone().unwrap_or(Progress::Running)
    }

    fn line_through(&self, meet: Holes) -> Vec<SoloMove> {
        let walk = |map: &HashMap<Holes, (Holes, u16)>| {
            let mut states = vec![meet];
            let mut at = meet;
            while let Some(&(parent, depth)) = map.get(&at) {
                if depth == 0 {
                    break;
                }
                states.push(parent);
                at = parent;
            }
            states
        };
        let mut states = walk(&self.seen[0]);
        states.reverse();
        states.extend(walk(&self.seen[1]).into_iter().skip(1));
        line_of(&states)
    }

    /// States held so far.
    pub fn states(&self) -> usize {
        self.seen[0].len() + self.seen[1].len()
    }
}

/// Runs [`Fewest`] to its end.
pub fn fewest(start: Holes, goal: Holes, limit: usize) -> Result<Vec<SoloMove>, String> {
    let mut search = Fewest::new(start, goal, limit);
    loop {
        match search.step(50_000) {
            Progress::Running => {}
            Progress::Solved(line) => return Ok(line),
            Progress::Failed(why) => return Err(why),
        }
    }
}

/// Beam search toward the goal, ordered by the seat's distance-to-goal cost.
pub struct Beam {
    seat: u8,
    goal: Holes,
    width: usize,
    max_depth: usize,
    /// Each layer's states with the index of their parent in the layer before.
    layers: Vec<Vec<(Holes, u32)>>,
    candidates: Vec<(i32, Holes, u32)>,
    seen: std::collections::HashSet<Holes>,
    at: usize,
    done: Option<Progress>,
}

impl Beam {
    /// `seat`'s marbles on `start` toward `goal` (within the seat's target triangle).
    pub fn new(seat: u8, start: Holes, goal: Holes, width: usize, max_depth: usize) -> Self {
        let done = (start == goal).then(|| Progress::Solved(Vec::new()));
        Self {
            seat,
            goal,
            width,
            max_depth,
            layers: vec![vec![(start, 0)]],
            candidates: Vec::new(),
            seen: std::collections::HashSet::from([start]),
            at: 0,
            done,
        }
    }

    fn cost(&self, state: Holes) -> i32 {
        let spread: i32 = holes_of(state)
            .map(|h| i32::from(cost_of(self.seat, h)))
            .sum();
        // Marbles already on goal holes count a little extra, so arrivals stay.
        spread - 3 * (state & self.goal).count_ones() as i32
    }

    pub fn step(&mut self, chunk: usize) -> Progress {
        if let Some(done) = &self.done {
            return done.clone();
        }
        let layer = self.layers.len() - 1;
        let end = (self.at + chunk).min(self.layers[layer].len());
        for i in self.at..end {
            let (state, _) = self.layers[layer][i];
            let mut found = None;
            let mut children = Vec::new();
            successors(state, |child, _| {
                if child == self.goal {
                    found = Some(child);
                }
                children.push(child);
            });
            if let Some(goal) = found {
                let mut states = vec![goal, state];
                let mut parent = self.layers[layer][i].1 as usize;
                for l in (0..layer).rev() {
                    states.push(self.layers[l][parent].0);
                    parent = self.layers[l][parent].1 as usize;
                }
                states.reverse();
                let line = line_of(&states);
                self.done = Some(Progress::Solved(line));
                return self.done.clone().expect("just set");
            }
            for child in children {
                if self.seen.insert(child) {
                    self.candidates.push((self.cost(child), child, i as u32));
                }
            }
        }
        self.at = end;
        if self.at < self.layers[layer].len() {
            return Progress::Running;
        }
        let mut candidates = std::mem::take(&mut self.candidates);
        if candidates.len() > self.width {
            candidates.select_nth_unstable_by_key(self.width, |c| (c.0, c.1));
            candidates.truncate(self.width);
        }
        if candidates.is_empty() || self.layers.len() >= self.max_depth {
            self.done = Some(Progress::Failed(format!(
                "no line within {} moves at beam width {}",
                self.max_depth, self.width
            )));
            return self.done.clone().expect("just set");
        }
        self.layers
            .push(candidates.into_iter().map(|(_, s, p)| (s, p)).collect());
        self.at = 0;
        Progress::Running
    }
}

/// Runs a beam search to its end.
pub fn beam(
    seat: u8,
    start: Holes,
    goal: Holes,
    width: usize,
    max_depth: usize,
) -> Result<Vec<SoloMove>, String> {
    let mut search = Beam::new(seat, start, goal, width, max_depth);
    loop {
        match search.step(50_000) {
            Progress::Running => {}
            Progress::Solved(line) => return Ok(line),
            Progress::Failed(why) => return Err(why),
        }
    }
}
