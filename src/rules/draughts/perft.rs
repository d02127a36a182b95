//! Fast perft for draughts: compact moves, counting the last ply without playing it, and a
//! table of counts already known for (position, depth), since move orders transpose often.

use super::Variant;
use super::movegen;
use super::position::{Move, Position};

/// Leaf positions `depth` plies from `pos` (a position with no move counts as a leaf only at
/// depth 0, as in the published tables).
pub fn perft(variant: &Variant, pos: &Position, depth: u32) -> u64 {
    count_with(variant, pos, depth, false)
}

/// The same count with a finished game as a leaf at any depth, as the generic perft counts.
pub fn perft_finished_as_leaf(variant: &Variant, pos: &Position, depth: u32) -> u64 {
    count_with(variant, pos, depth, true)
}

fn count_with(variant: &Variant, pos: &Position, depth: u32, finished_is_leaf: bool) -> u64 {
    let mut counter = Counter {
        variant,
        finished_is_leaf,
        table: vec![(0, 0); if depth >= 6 { 1 << 20 } else { 0 }],
        moves: Vec::with_capacity(256),
    };
    counter.count(pos, depth)
}

struct Counter<'a> {
    variant: &'a Variant,
    finished_is_leaf: bool,
    /// (key with depth mixed in, count); empty when the depth is too small to gain.
    table: Vec<(u64, u64)>,
    moves: Vec<Move>,
}

impl Counter<'_> {
    fn count(&mut self, pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let finished = u64::from(self.finished_is_leaf);
        if self.variant.figure_outcome(pos).is_some() {
            return finished;
        }
        let start = self.moves.len();
        movegen::generate(&self.variant.geo, self.variant.moves, pos, &mut self.moves);
        let end = self.moves.len();
        if end == start {
            return finished;
        }
        if depth == 1 {
            self.moves.truncate(start);
            return (end - start) as u64;
        }
        let slot = (depth >= 3 && !self.table.is_empty()).then(|| {
            let key = pos.key() ^ u64::from(depth).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            (key, key as usize & (self.table.len() - 1))
        });
        if let Some((key, index)) = slot
            && self.table[index].0 == key
        {
            self.moves.truncate(start);
            return self.table[index].1;
        }
        let mut total = 0;
        for i in start..end {
            let mv = self.moves[i];
            let next = pos.play(&self.variant.geo, &mv);
            total += self.count(&next, depth - 1);
        }
        self.moves.truncate(start);
        if let Some((key, index)) = slot {
            self.table[index] = (key, total);
        }
        total
    }
}
