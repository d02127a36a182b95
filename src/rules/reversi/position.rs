//! A reversi position on one bitboard type: the discs of the side to move and of the other.

use super::bits::{BitIter, Bits, Geometry};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position<B: Bits> {
    /// Discs of the side to move.
    pub me: B,
    /// Discs of the other side.
    pub opp: B,
    /// Colour of the side to move: 0 black, 1 white.
    pub side: u8,
}

impl<B: Bits> Position<B> {
    #[inline]
    pub fn moves(&self, geo: &Geometry<B>) -> B {
        geo.moves(self.me, self.opp)
    }

    /// The position after the side to move places on `cell` (which must be legal).
    #[inline]
    pub fn play(&self, geo: &Geometry<B>, cell: u32) -> Self {
        let flips = geo.flips(self.me, self.opp, cell);
        Self {
            me: self.opp ^ flips,
            opp: self.me | flips | B::bit(cell),
            side: self.side ^ 1,
        }
    }

    /// The same discs with the other side to move.
    #[inline]
    pub fn passed(&self) -> Self {
        Self {
            me: self.opp,
            opp: self.me,
            side: self.side ^ 1,
        }
    }

    /// Colour of the disc on a cell, if any.
    pub fn owner_of(&self, cell: u32) -> Option<u8> {
        let bit = B::bit(cell);
        if self.me & bit != B::ZERO {
            Some(self.side)
        } else if self.opp & bit != B::ZERO {
            Some(self.side ^ 1)
        } else {
            None
        }
    }

    pub fn is_over(&self, geo: &Geometry<B>) -> bool {
        self.moves(geo) == B::ZERO && geo.moves(self.opp, self.me) == B::ZERO
    }

    pub fn empties(&self, geo: &Geometry<B>) -> u32 {
        (geo.full & !(self.me | self.opp)).count()
    }

    /// Disc counts as (black, white).
    pub fn counts(&self) -> (u32, u32) {
        let (m, o) = (self.me.count(), self.opp.count());
        if self.side == 0 { (m, o) } else { (o, m) }
    }

    /// Final score from the side to move's view, empties going to the winner (the usual rule).
    pub fn final_margin(&self, geo: &Geometry<B>) -> i32 {
        let m = self.me.count() as i32;
        let o = self.opp.count() as i32;
        let e = self.empties(geo) as i32;
        match m.cmp(&o) {
            std::cmp::Ordering::Greater => m - o + e,
            std::cmp::Ordering::Less => m - o - e,
            std::cmp::Ordering::Equal => 0,
        }
    }

    /// A well-mixed 64-bit key for transposition tables and repetition checks.
    #[inline]
    pub fn key(&self) -> u64 {
        let a = self.me.to_u128();
        let b = self.opp.to_u128();
        let mut h = mix(a as u64) ^ mix((a >> 64) as u64 ^ 0x9e37_79b9_7f4a_7c15);
        h = h.rotate_left(23) ^ mix(b as u64 ^ 0x5851_f42d_4c95_7f2d);
        h ^= mix((b >> 64) as u64 ^ 0x1405_7b7e_f767_814f);
        h ^ u64::from(self.side)
    }
}

#[inline(always)]
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Perft with bulk counting at the last ply; a pass is a ply, a finished game a leaf.
pub fn perft<B: Bits>(geo: &Geometry<B>, pos: &Position<B>, depth: u32) -> u64 {
    if B::MAX_SIDE == 8 && geo.n == 8 {
        let (me, opp) = (pos.me.to_u128() as u64, pos.opp.to_u128() as u64);
        return super::eight::perft(me, opp, depth);
    }
    // The baseline x86-64 target counts bits in software; with the CPU's POPCNT (nearly every
    // x86-64 made since 2008) the leaf counts are one instruction.
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("popcnt") {
        // SAFETY: the CPU has POPCNT, checked just above.
        return unsafe { perft_popcnt(geo, pos, depth) };
    }
    perft_plain(geo, pos, depth)
}

fn perft_plain<B: Bits>(geo: &Geometry<B>, pos: &Position<B>, depth: u32) -> u64 {
    perft_step(geo, pos, depth, perft_plain)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn perft_popcnt<B: Bits>(geo: &Geometry<B>, pos: &Position<B>, depth: u32) -> u64 {
    // The closure shares this function's target feature, so the recursion needs no check.
    perft_step(geo, pos, depth, |g, p, d| perft_popcnt(g, p, d))
}

/// One node of perft; `deeper` counts the children (compiled into each caller, so the
/// POPCNT version's counts use the instruction).
#[inline(always)]
fn perft_step<B: Bits>(
    geo: &Geometry<B>,
    pos: &Position<B>,
    depth: u32,
    deeper: impl Fn(&Geometry<B>, &Position<B>, u32) -> u64,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.moves(geo);
    if moves == B::ZERO {
        let passed = pos.passed();
        if passed.moves(geo) == B::ZERO {
            return 1;
        }
        return deeper(geo, &passed, depth - 1);
    }
    if depth == 1 {
        return u64::from(moves.count());
    }
    BitIter(moves)
        .map(|cell| deeper(geo, &pos.play(geo, cell), depth - 1))
        .sum()
}
