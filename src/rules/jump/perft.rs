//! Bulk-counting perft on positions: the last ply counts the generated moves without playing
//! them, and a table remembers the counts of positions reached again by other orders.

use super::compile::Rules;
use super::movegen;
use super::outcome::goal_or_count;
use super::position::{Move, Position};

/// Leaf positions `depth` plies on. A finished game counts as a leaf at any depth when
/// `finished_is_leaf` (the generic perft's rule), else only at depth 0 (the published
/// tables'). Draws by repetition are not seen (no history).
pub fn perft(rules: &Rules, pos: &Position, depth: u32, finished_is_leaf: bool) -> u64 {
    let mut counter = Counter {
        rules,
        finished_is_leaf,
        table: vec![(0, 0); if depth >= 5 { 1 << 20 } else { 0 }],
        buffers: (0..=depth).map(|_| Vec::with_capacity(128)).collect(),
    };
    counter.count(pos, depth, true)
}

struct Counter<'a> {
    rules: &'a Rules,
    finished_is_leaf: bool,
    /// (key with the depth mixed in, count).
    table: Vec<(u64, u64)>,
    buffers: Vec<Vec<Move>>,
}

impl Counter<'_> {
    fn count(&mut self, pos: &Position, depth: u32, root: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut judged = *pos;
        let over = !root && self.decided(&mut judged);
        if over {
            return u64::from(self.finished_is_leaf);
        }
        let key = if self.table.is_empty() || depth < 3 {
            None
        } else {
            let key = crate::rules::hash_mix(judged.hash() ^ u64::from(depth));
            let slot = self.table[key as usize & (self.table.len() - 1)];
            if slot.0 == key {
                return slot.1;
            }
            Some(key)
        };
        let mut moves = std::mem::take(&mut self.buffers[depth as usize]);
        movegen::generate(self.rules, &judged, &mut moves);
        let total = if moves.is_empty() {
            u64::from(self.finished_is_leaf)
        } else if depth == 1 {
            moves.len() as u64
        } else {
            let mut sum = 0;
            for mv in &moves {
                let mut next = judged;
                next.play(self.rules, mv);
                sum += self.count(&next, depth - 1, false);
            }
            sum
        };
        self.buffers[depth as usize] = moves;
        if let Some(key) = key {
            let len = self.table.len();
            self.table[key as usize & (len - 1)] = (key, total);
        }
        total
    }

    /// A game decided by a goal, a count or no pieces (no moves is seen by the caller).
    fn decided(&self, pos: &mut Position) -> bool {
        let end = &self.rules.end;
        let quick = end.reach.is_none()
            && end.fill_target.is_none()
            && end.one_left.is_none()
            && end.move_limit.is_none()
            && end.king_moves.is_none()
            && !(end.no_pieces_loses && self.rules.sides.len() == 2);
        if quick {
            return false;
        }
        let mover = Some(pos.previous_side(self.rules));
        goal_or_count(self.rules, pos, &mut Vec::new(), mover).is_some()
    }
}
