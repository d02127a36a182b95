//! A draughts position as bitboards, and the compact move the generator and the engine use.

use super::board::{Geometry, WHITE};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Position {
    /// Every piece of White (index 0) and of Black (index 1).
    pub pieces: [u64; 2],
    /// The kings (double pieces in big-man checkers) of both sides.
    pub kings: u64,
    /// Big-man checkers: the pieces that carry a figure (at most one per side).
    pub figures: u64,
    pub side: u8,
}

/// A move: a step, a capture (with the set of pieces it takes) or a figure hop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub captured: u64,
    /// A man crowned during the capture (it went on as a king).
    pub crowned: bool,
    /// Big-man checkers: the figure hops from `from` onto the own piece on `to`.
    pub hop: bool,
}

impl Move {
    pub fn step(from: u8, to: u8) -> Self {
        Self {
            from,
            to,
            captured: 0,
            crowned: false,
            hop: false,
        }
    }

    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
}

impl Position {
    pub fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    pub fn own(&self) -> u64 {
        self.pieces[usize::from(self.side)]
    }

    pub fn enemy(&self) -> u64 {
        self.pieces[usize::from(1 - self.side)]
    }

    /// The piece carrying `side`'s figure, if it still has one.
    pub fn carrier(&self, side: u8) -> Option<u8> {
        let set = self.figures & self.pieces[usize::from(side)];
        (set != 0).then(|| set.trailing_zeros() as u8)
    }

    /// The position after a legal move.
    pub fn play(&self, geo: &Geometry, mv: &Move) -> Position {
        let mut next = *self;
        let me = usize::from(self.side);
        let (from, to) = (1u64 << mv.from, 1u64 << mv.to);
        next.side = 1 - self.side;
        if mv.hop {
            next.figures = (next.figures & !from) | to;
            return next;
        }
        let was_king = self.kings & from != 0;
        next.pieces[me] = (next.pieces[me] & !from) | to;
        next.kings &= !from;
        if was_king || mv.crowned || geo.far_row(self.side) & to != 0 {
            next.kings |= to;
        }
        if self.figures & from != 0 {
            next.figures = (next.figures & !from) | to;
        }
        let them = 1 - me;
        next.pieces[them] &= !mv.captured;
        next.kings &= !mv.captured;
        next.figures &= !mv.captured;
        next
    }

    /// A 64-bit key (a mix of the bitboards; equal positions give equal keys).
    pub fn key(&self) -> u64 {
        let mut h = mix(self.pieces[0] ^ 0x9E37_79B9_7F4A_7C15);
        h = mix(h ^ self.pieces[1]);
        h = mix(h ^ self.kings.rotate_left(17));
        h = mix(h ^ self.figures.rotate_left(41));
        if self.side == WHITE { h } else { !h }
    }
}

/// SplitMix64's finaliser: spreads every input bit over the output.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
