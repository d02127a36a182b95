//! A position of a compiled game: who is where as bit sets, the side to move and the counters
//! the end rules read. Small and `Copy`, so search keeps whole positions on its stack.

use super::bits::Bits;
use super::compile::{MAX_KINDS, MAX_SIDES, Rules};

/// The longest path a move records (landings after the start cell).
pub const MAX_PATH: usize = 48;

/// With `equal_turns`: the first mover has filled its target by its own move, and the second
/// is playing its last. A bit of [`Position::finished`] above every side's, so that the turn
/// order (which skips finished sides) does not see it.
pub const FIRST_FINISHED: u8 = 1 << 7;
const _: () = assert!(MAX_SIDES < 7);

/// Spreads a (side, kind, word) number over the key's bits (the golden ratio's fraction).
const SALT: u64 = 0x9E37_79B9_7F4A_7C15;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Each side's pieces.
    pub side: [Bits; MAX_SIDES],
    /// Each kind's pieces (of any side).
    pub kind: [Bits; MAX_KINDS],
    pub to_move: u8,
    /// Opening removals made so far.
    pub removals: u8,
    /// Plies since a capture or a move of a piece that is not a king (king-move draw).
    pub quiet: u16,
    pub plies: u32,
    /// Sides that have finished (multi-side races), as a mask; and [`FIRST_FINISHED`].
    pub finished: u8,
    /// Per side: the cell of the piece that made its last quiet moves and how many in a row,
    /// kept only for a kind with `moves_in_row` while its side has pieces of another kind.
    pub streak_cell: [u8; MAX_SIDES],
    pub streak: [u8; MAX_SIDES],
}

/// A move: an opening removal (`from == to`, `removal`), a step, or a jump chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub captured: Bits,
    /// The kind the piece is when the move ends (differs from its kind after a promotion).
    pub kind_after: u8,
    pub removal: bool,
    /// Cells landed on after `from`, `to` last (one for a step).
    pub len: u8,
    pub path: [u8; MAX_PATH],
}

impl Move {
    pub fn landings(&self) -> &[u8] {
        &self.path[..usize::from(self.len)]
    }

    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }

    /// What makes two moves the same move: start, end, what they take and the kind after.
    pub fn key(&self) -> (u8, u8, Bits, u8, bool) {
        (
            self.from,
            self.to,
            self.captured,
            self.kind_after,
            self.removal,
        )
    }
}

/// One piece's term of [`Position::hash`].
#[inline]
fn piece_term(cell: u8, side: usize, kind: u8) -> u64 {
    crate::rules::hash_mix(u64::from(cell) | (side as u64) << 8 | u64::from(kind) << 12 | 1 << 20)
}

impl Position {
    pub fn start(rules: &Rules) -> Self {
        let mut pos = Self {
            side: [Bits::EMPTY; MAX_SIDES],
            kind: [Bits::EMPTY; MAX_KINDS],
            to_move: 0,
            removals: 0,
            quiet: 0,
            plies: 0,
            finished: 0,
            streak_cell: [0; MAX_SIDES],
            streak: [0; MAX_SIDES],
        };
        for (s, side) in rules.sides.iter().enumerate() {
            for (k, cells) in side.start.iter().enumerate() {
                pos.side[s] = pos.side[s].or(cells);
                pos.kind[k] = pos.kind[k].or(cells);
            }
        }
        pos
    }

    #[inline]
    pub fn occupied(&self) -> Bits {
        self.side.iter().fold(Bits::EMPTY, |a, b| a.or(b))
    }

    #[inline]
    pub fn kind_at(&self, cell: u8) -> u8 {
        self.kind
            .iter()
            .position(|k| k.has(cell))
            .map_or(0, |k| k as u8)
    }

    pub fn owner_at(&self, cell: u8) -> Option<u8> {
        self.side.iter().position(|s| s.has(cell)).map(|s| s as u8)
    }

    /// The side after `side` in turn that has not finished.
    pub fn next_side(&self, rules: &Rules, side: u8) -> u8 {
        let n = rules.sides.len() as u8;
        let mut next = side;
        for _ in 0..n {
            next = (next + 1) % n;
            if self.finished >> next & 1 == 0 {
                return next;
            }
        }
        side
    }

    /// The side that moved last: the one whose next side in turn is the side to move.
    pub fn previous_side(&self, rules: &Rules) -> u8 {
        (0..rules.sides.len() as u8)
            .find(|&s| self.next_side(rules, s) == self.to_move)
            .unwrap_or(0)
    }

    /// Plays a legal move (no check).
    pub fn play(&mut self, rules: &Rules, mv: &Move) {
        let me = usize::from(self.to_move);
        if mv.removal {
            self.side[me].clear(mv.from);
            for k in &mut self.kind {
                k.clear(mv.from);
            }
            self.removals += 1;
        } else {
            let before = self.kind_at(mv.from);
            self.side[me].clear(mv.from);
            self.kind[usize::from(before)].clear(mv.from);
            for victim in mv.captured.cells() {
                for s in &mut self.side {
                    s.clear(victim);
                }
                for k in &mut self.kind {
                    k.clear(victim);
                }
            }
            self.side[me].set(mv.to);
            self.kind[usize::from(mv.kind_after)].set(mv.to);
            let king_move = rules.king_kinds >> before & 1 != 0;
            self.quiet = if mv.is_capture() || !king_move {
                0
            } else {
                self.quiet.saturating_add(1)
            };
            if rules.limits_moves_in_row {
                self.count_streak(rules, mv, before);
            }
        }
        self.plies += 1;
        self.to_move = self.next_side(rules, self.to_move);
        if rules.end.equal_turns && me == 0 && super::outcome::finished(rules, self, 0) {
            // The second mover's last move may empty a hole of the first's target; the
            // first has finished all the same.
            self.finished |= FIRST_FINISHED;
        }
    }

    /// The moves in a row of a piece whose kind has `moves_in_row`: one more for a quiet
    /// move of the piece that made the last, one for another such piece, none otherwise; and
    /// none for a side left with pieces of that kind only (the rule no longer holds it).
    fn count_streak(&mut self, rules: &Rules, mv: &Move, before: u8) {
        let me = usize::from(self.to_move);
        let limited = rules.kinds[usize::from(before)].moves_in_row.is_some();
        if mv.is_capture() || !limited || mv.kind_after != before {
            self.streak[me] = 0;
        } else if self.streak[me] > 0 && self.streak_cell[me] == mv.from {
            self.streak[me] = self.streak[me].saturating_add(1);
        } else {
            self.streak[me] = 1;
        }
        self.streak_cell[me] = if self.streak[me] > 0 { mv.to } else { 0 };
        for s in 0..rules.sides.len() {
            if self.streak[s] > 0 && !self.held_by_streak_rule(rules, s) {
                self.streak[s] = 0;
                self.streak_cell[s] = 0;
            }
        }
    }

    /// Whether side `s` has a piece of a kind the streak rule does not limit, besides its
    /// limited ones (the rule holds only then).
    pub fn held_by_streak_rule(&self, rules: &Rules, s: usize) -> bool {
        rules.kinds.iter().enumerate().any(|(k, kind)| {
            kind.moves_in_row.is_none() && !self.side[s].and(&self.kind[k]).is_empty()
        })
    }

    /// The piece of the side to move that may not make another quiet move, if any.
    pub fn streak_blocked(&self, rules: &Rules) -> Option<u8> {
        let me = usize::from(self.to_move);
        let count = self.streak[me];
        if count == 0 {
            return None;
        }
        let cell = self.streak_cell[me];
        let limit = rules.kinds[usize::from(self.kind_at(cell))].moves_in_row?;
        (count >= limit && self.held_by_streak_rule(rules, me)).then_some(cell)
    }

    /// The streak counters as one number for the keys (0 where no side has one).
    fn streak_word(&self) -> u64 {
        if self.streak == [0; MAX_SIDES] {
            return 0;
        }
        self.streak
            .iter()
            .zip(&self.streak_cell)
            .enumerate()
            .filter(|(_, (n, _))| **n > 0)
            .fold(0, |acc, (s, (&n, &cell))| {
                acc ^ crate::rules::hash_mix(
                    u64::from(cell) | u64::from(n) << 8 | (s as u64) << 16 | 1 << 40,
                )
            })
    }

    /// The search's table key: the same position facts as [`Self::hash`], mixed word by word
    /// instead of cell by cell. `hash` stays as it is, since saved games record it.
    pub fn search_key(&self) -> u64 {
        let counters = u64::from(self.to_move)
            | u64::from(self.removals) << 8
            | u64::from(self.finished) << 16;
        let mut h = crate::rules::hash_mix(counters) ^ self.streak_word();
        for (s, side) in self.side.iter().enumerate() {
            if side.is_empty() {
                continue;
            }
            // A game's unused kinds are empty: skipped, they leave the key as it was.
            for (k, kind) in self
                .kind
                .iter()
                .enumerate()
                .filter(|(_, kind)| !kind.is_empty())
            {
                for (w, &word) in side.and(kind).0.iter().enumerate() {
                    if word != 0 {
                        let salt = ((s * MAX_KINDS + k) * 4 + w) as u64 + 1;
                        h = crate::rules::hash_mix(h ^ word ^ salt.wrapping_mul(SALT));
                    }
                }
            }
        }
        h
    }

    /// A position key (Zobrist style, from scratch): the pieces' terms and the counters'.
    pub fn hash(&self) -> u64 {
        self.pieces_hash() ^ self.counters_hash()
    }

    /// The pieces' share of [`Self::hash`].
    pub fn pieces_hash(&self) -> u64 {
        let mut h = 0;
        for (s, bits) in self.side.iter().enumerate() {
            for cell in bits.cells() {
                h ^= piece_term(cell, s, self.kind_at(cell));
            }
        }
        h
    }

    /// The side to move's, the removals', the finished sides' and the streaks' share of
    /// [`Self::hash`].
    pub fn counters_hash(&self) -> u64 {
        crate::rules::hash_mix(u64::from(self.to_move) ^ u64::from(self.removals) << 8)
            ^ u64::from(self.finished) << 56
            ^ self.streak_word()
    }

    /// What playing `mv` here changes in [`Self::pieces_hash`] (xor it in after the move):
    /// the piece leaving its cell, arriving (perhaps promoted) and the pieces it takes.
    pub fn pieces_hash_change(&self, mv: &Move) -> u64 {
        let me = usize::from(self.to_move);
        let mut h = piece_term(mv.from, me, self.kind_at(mv.from));
        if mv.removal {
            return h;
        }
        h ^= piece_term(mv.to, me, mv.kind_after);
        for victim in mv.captured.cells() {
            let owner = self.owner_at(victim).map_or(0, usize::from);
            h ^= piece_term(victim, owner, self.kind_at(victim));
        }
        h
    }
}
