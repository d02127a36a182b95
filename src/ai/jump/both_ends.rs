//! Fewest moves by breadth-first search from both ends, for puzzles whose moves can be taken
//! back: one kind of piece that only jumps, taking the piece it jumps, with one piece left as
//! the goal (peg solitaire). The backward search un-jumps a piece (and goes on un-jumping it,
//! as a chain runs backwards); every position it proposes is checked by generating its
//! forward moves, so a file's chain rules are kept exactly. Each side grows its smaller
//! frontier a layer at a time until the two meet; symmetric positions share a key.

use super::solve::{Solved, after, is_goal, moves_of, rebuild};
use super::symmetry::Symmetries;
use crate::ai::hashing::KeyMap;
use crate::rules::jump::bits::Bits;
use crate::rules::jump::{Move, Position, Rules, movegen};

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

/// The piece sets one move before `pieces`: each piece un-jumped one or more times, kept
/// where a forward move of the file leads from there to `pieces`.
fn predecessors(rules: &Rules, template: &Position, pieces: Bits, dirs: u8, out: &mut Vec<Bits>) {
    let neighbour = &rules.geo.neighbour;
    let mut forward = Vec::new();
    let mut stack = Vec::new();
    // Un-chains of one piece seen so far (few: a list beats a hash set).
    let mut seen: Vec<Bits> = Vec::new();
    for piece in pieces.cells() {
        seen.clear();
        // Piece sets with the un-jumping piece at the cell given.
        stack.push((pieces, piece));
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
                if at.has(over) || at.has(from) {
                    continue;
                }
                let mut before = at;
                before.clear(cell);
                before.set(over);
                before.set(from);
                if seen.contains(&before) {
                    continue;
                }
                seen.push(before);
                let pos = placed(template, before);
                movegen::generate_from(rules, &pos, from, &mut forward);
                if forward
                    .iter()
                    .any(|m| after(rules, &pos, m).side[0] == pieces)
                {
                    out.push(before);
                }
                stack.push((before, from));
            }
        }
    }
}

/// One side's search: each key's neighbour toward its own end. A layer holds only the pieces
/// (one side, one kind), a tenth of a whole position's bytes.
struct Frontier {
    seen: KeyMap<u64>,
    layer: Vec<Bits>,
}

/// The position with `pieces` on the board (the one side's, of the one kind).
fn placed(template: &Position, pieces: Bits) -> Position {
    let mut pos = *template;
    pos.side[0] = pieces;
    pos.kind[0] = pieces;
    pos
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
        seen: KeyMap::from_iter([(start_key, start_key)]),
        layer: vec![start.side[0]],
    };
    let goals = goals(rules, start);
    let template = placed(&goals[0], Bits::EMPTY);
    let mut backward = Frontier {
        seen: goals.iter().map(|g| (key_of(g), key_of(g))).collect(),
        layer: goals.iter().map(|g| g.side[0]).collect(),
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
        // The first meeting is a fewest: the other side's positions nearer its own end were
        // all grown already, and one of them next to this layer would have met it then
        // (each un-move is checked to be a move, so the two sides mirror each other).
        let mut next = Vec::new();
        let meeting = 'layer: {
            for &pieces in &grow.layer {
                let pos = placed(&template, pieces);
                let key = key_of(&pos);
                scratch.clear();
                if grow_forward {
                    let moves = moves_of(rules, &pos);
                    scratch.extend(moves.iter().map(|m| after(rules, &pos, m).side[0]));
                } else {
                    predecessors(rules, &template, pieces, dirs, &mut scratch);
                }
                for &child in &scratch {
                    let child_key = key_of(&placed(&template, child));
                    if grow.seen.contains_key(&child_key) {
                        continue;
                    }
                    grow.seen.insert(child_key, key);
                    if other.seen.contains_key(&child_key) {
                        break 'layer Some(child_key);
                    }
                    next.push(child);
                }
                if grow.seen.len() + other.seen.len() > max_states {
                    return Solved::Unknown;
                }
            }
            None
        };
        grow.layer = next;
        if let Some(key) = meeting {
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
    let mut moves = rebuild(rules, start, &forward.seen, meet, key_of);
    let mut pos = *start;
    for mv in &moves {
        pos = after(rules, &pos, mv);
    }
    let mut key = meet;
    while !is_goal(rules, &pos) {
        let toward = backward.seen[&key];
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
