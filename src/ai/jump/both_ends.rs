//! Fewest moves by breadth-first search from both ends, for puzzles whose moves can be taken
//! back: one kind of piece that only jumps, taking the piece it jumps, with one piece left as
//! the goal (peg solitaire). The backward search un-jumps a piece (and goes on un-jumping it,
//! as a chain runs backwards); every position it proposes is checked by generating its
//! forward moves, so a file's chain rules are kept exactly. Each side grows its smaller
//! frontier a layer at a time until the two meet; symmetric positions share a key.

use std::collections::{HashMap, HashSet};

use super::solve::{Solved, after, is_goal, moves_of, rebuild};
use super::symmetry::Symmetries;
use crate::rules::jump::{Move, Position, Rules};

/// Whether the puzzle's moves can be taken back by un-jumping (see the module).
pub fn applies(rules: &Rules) -> bool {
    let one_kind = rules.kinds.len() == 1;
    let kind = &rules.kinds[0];
    rules.sides.len() == 1
        && one_kind
        && rules.opening.is_empty()
        && rules.end.one_left.is_some()
        && kind.step_one[0] == 0
        && kind.step_any[0] == 0
        && kind.promotes.is_none()
        && !kind.jumps[0].is_empty()
        && kind.jumps[0]
            .iter()
            .all(|j| j.captures && !j.flying_approach && !j.flying_landing)
}

/// The directions a piece may jump in.
fn jump_dirs(rules: &Rules) -> u8 {
    rules.kinds[0].jumps[0].iter().fold(0, |m, j| m | j.dirs)
}

/// The goal positions: one piece on the goal cell, or on any cell.
fn goals(rules: &Rules, start: &Position) -> Vec<Position> {
    let cells: Vec<u8> = match rules.end.one_left {
        Some(Some(cell)) => vec![cell],
        _ => (0..rules.geo.cells() as u8).collect(),
    };
    cells
        .into_iter()
        .map(|cell| {
            let mut pos = *start;
            pos.side = Default::default();
            pos.kind = Default::default();
            pos.side[0].set(cell);
            pos.kind[0].set(cell);
            pos
        })
        .collect()
}

/// The positions one move before `pos`: each piece un-jumped one or more times, kept where
/// a forward move of the file leads from it to `pos`.
fn predecessors(rules: &Rules, pos: &Position, dirs: u8, out: &mut Vec<Position>) {
    let neighbour = &rules.geo.neighbour;
    let mut seen = HashSet::new();
    for piece in pos.side[0].cells() {
        // Positions with the un-jumping piece at the cell given.
        let mut stack = vec![(*pos, piece)];
        while let Some((at, cell)) = stack.pop() {
            for d in 0..8 {
                if dirs >> d & 1 == 0 {
                    continue;
                }
                let back = (d + 4) % 8;
                let Some(over) = neighbour[usize::from(cell)][back] else {
                    continue;
                };
                let Some(from) = neighbour[usize::from(over)][back] else {
                    continue;
                };
                let occupied = at.occupied();
                if occupied.has(over) || occupied.has(from) {
                    continue;
                }
                let mut before = at;
                for bits in [&mut before.side[0], &mut before.kind[0]] {
                    bits.clear(cell);
                    bits.set(over);
                    bits.set(from);
                }
                if !seen.insert(before.hash()) {
                    continue;
                }
                if moves_of(rules, &before)
                    .iter()
                    .any(|m| after(rules, &before, m).side[0] == pos.side[0])
                {
                    out.push(before);
                }
                stack.push((before, from));
            }
        }
    }
}

/// One side's search: each key's neighbour toward its own end, and its depth.
struct Frontier {
    seen: HashMap<u64, (u64, u32)>,
    layer: Vec<Position>,
    depth: u32,
}

/// Fewest moves from `start` to the goal, searching from both ends; `Unknown` once more than
/// `max_states` positions have been seen. Only for puzzles where [`applies`] holds.
pub fn fewest(rules: &Rules, start: &Position, max_states: usize) -> Solved {
    if is_goal(rules, start) {
        return Solved::Found {
            moves: Vec::new(),
            fewest: true,
        };
    }
    let symmetries = Symmetries::of(rules);
    let key_of = |pos: &Position| symmetries.key(pos);
    let dirs = jump_dirs(rules);
    let start_key = key_of(start);
    let mut forward = Frontier {
        seen: HashMap::from([(start_key, (start_key, 0))]),
        layer: vec![*start],
        depth: 0,
    };
    let goals = goals(rules, start);
    let mut backward = Frontier {
        seen: goals.iter().map(|g| (key_of(g), (key_of(g), 0))).collect(),
        layer: goals,
        depth: 0,
    };
    let mut scratch = Vec::new();
    loop {
        if forward.layer.is_empty() || backward.layer.is_empty() {
            return Solved::Unsolvable;
        }
        let grow_forward = forward.layer.len() <= backward.layer.len();
        let (grow, other) = if grow_forward {
            (&mut forward, &backward)
        } else {
            (&mut backward, &forward)
        };
        // The best meeting found in this layer: (total moves, key).
        let mut meet: Option<(u32, u64)> = None;
        let mut next = Vec::new();
        for pos in &grow.layer {
            let key = key_of(pos);
            scratch.clear();
            if grow_forward {
                scratch.extend(moves_of(rules, pos).iter().map(|m| after(rules, pos, m)));
            } else {
                predecessors(rules, pos, dirs, &mut scratch);
            }
            for child in &scratch {
                let child_key = key_of(child);
                if grow.seen.contains_key(&child_key) {
                    continue;
                }
                grow.seen.insert(child_key, (key, grow.depth + 1));
                if let Some(&(_, depth)) = other.seen.get(&child_key) {
                    let total = grow.depth + 1 + depth;
                    if meet.is_none_or(|(best, _)| total < best) {
                        meet = Some((total, child_key));
                    }
                }
                next.push(*child);
            }
            if grow.seen.len() + other.seen.len() > max_states {
                return Solved::Unknown;
            }
        }
        grow.layer = next;
        grow.depth += 1;
        if let Some((_, key)) = meet {
            return Solved::Found {
                moves: join(rules, start, &forward, &backward, key, &key_of),
                fewest: true,
            };
        }
    }
}

/// The moves from `start` to the meeting key (forward parents), then on to the goal along
/// the backward search's links.
fn join(
    rules: &Rules,
    start: &Position,
    forward: &Frontier,
    backward: &Frontier,
    meet: u64,
    key_of: &dyn Fn(&Position) -> u64,
) -> Vec<Move> {
    let parents: HashMap<u64, u64> = forward.seen.iter().map(|(&k, &(p, _))| (k, p)).collect();
    let mut moves = rebuild(rules, start, &parents, meet, key_of);
    let mut pos = *start;
    for mv in &moves {
        pos = after(rules, &pos, mv);
    }
    let mut key = meet;
    while !is_goal(rules, &pos) {
        let toward = backward.seen[&key].0;
        let mv = moves_of(rules, &pos)
            .into_iter()
            .find(|m| key_of(&after(rules, &pos, m)) == toward)
            .expect("a backward link is one forward move");
        pos = after(rules, &pos, &mv);
        moves.push(mv);
        key = toward;
    }
    moves
}
