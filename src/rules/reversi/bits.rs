//! Bitboards for square reversi boards: `u64` up to 8x8, `u128` up to 11x11.
//! Bit `row * n + col` is the cell at that row and column.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// The integer operations the move generator needs.
pub trait Bits:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    const ZERO: Self;
    const MAX_SIDE: usize;
    fn bit(index: u32) -> Self;
    fn shl(self, by: u32) -> Self;
    fn shr(self, by: u32) -> Self;
    fn count(self) -> u32;
    fn lowest(self) -> u32;
    fn to_u128(self) -> u128;
    fn from_u128(v: u128) -> Self;
    /// Clears the lowest set bit.
    fn without_lowest(self) -> Self;
}

macro_rules! impl_bits {
    ($t:ty, $side:expr) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const MAX_SIDE: usize = $side;
            #[inline(always)]
            fn bit(index: u32) -> Self {
                1 << index
            }
            #[inline(always)]
            fn shl(self, by: u32) -> Self {
                self << by
            }
            #[inline(always)]
            fn shr(self, by: u32) -> Self {
                self >> by
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn to_u128(self) -> u128 {
                self as u128
            }
            #[inline(always)]
            fn from_u128(v: u128) -> Self {
                v as Self
            }
            #[inline(always)]
            fn without_lowest(self) -> Self {
                self & (self - 1)
            }
        }
    };
}

impl_bits!(u64, 8);
impl_bits!(u128, 11);

/// Iterates the indices of the set bits, lowest first.
pub struct BitIter<B: Bits>(pub B);

impl<B: Bits> Iterator for BitIter<B> {
    type Item = u32;
    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        if self.0 == B::ZERO {
            None
        } else {
            let i = self.0.lowest();
            self.0 = self.0.without_lowest();
            Some(i)
        }
    }
}

/// One of the eight directions: a shift and the mask of cells a shifted bit may land on
/// without wrapping around a board edge.
#[derive(Clone, Copy, Debug)]
struct Ray<B> {
    amount: u32,
    left: bool,
    land: B,
}

/// Shift amounts and edge masks for one board size.
#[derive(Clone, Copy, Debug)]
pub struct Geometry<B: Bits> {
    pub n: u32,
    pub full: B,
    rays: [Ray<B>; 8],
    /// Doubling steps needed to cover the longest run of discs (n - 2).
    fill_steps: u32,
}

impl<B: Bits> Geometry<B> {
    pub fn new(n: usize) -> Self {
        assert!(
            (2..=B::MAX_SIDE).contains(&n),
            "board side {n} out of range"
        );
        let n32 = n as u32;
        let mut full = B::ZERO;
        let mut not_first_col = B::ZERO;
        let mut not_last_col = B::ZERO;
        for r in 0..n32 {
            for c in 0..n32 {
                let b = B::bit(r * n32 + c);
                full |= b;
                if c != 0 {
                    not_first_col |= b;
                }
                if c != n32 - 1 {
                    not_last_col |= b;
                }
            }
        }
        // Moving one column right means landing anywhere but the first column, and so on.
        let ray = |amount: u32, left: bool, land: B| Ray { amount, left, land };
        let rays = [
            ray(1, true, not_first_col),
            ray(1, false, not_last_col),
            ray(n32, true, full),
            ray(n32, false, full),
            ray(n32 + 1, true, not_first_col),
            ray(n32 + 1, false, not_last_col),
            ray(n32 - 1, true, not_last_col),
            ray(n32 - 1, false, not_first_col),
        ];
        let mut fill_steps = 0;
        while (1usize << fill_steps) <= n.saturating_sub(2) {
            fill_steps += 1;
        }
        Self {
            n: n32,
            full,
            rays,
            fill_steps: fill_steps.max(1),
        }
    }

    #[inline(always)]
    fn shift(ray: &Ray<B>, x: B, times: u32) -> B {
        if ray.left {
            x.shl(ray.amount * times)
        } else {
            x.shr(ray.amount * times)
        }
    }

    /// `gen` extended along `ray` through the cells of `pro` (Kogge-Stone occluded fill);
    /// `STEPS` doublings cover runs of up to `2^STEPS - 1` cells.
    #[inline(always)]
    fn fill<const STEPS: u32>(ray: &Ray<B>, mut gen_: B, pro: B) -> B {
        let mut pro = pro & ray.land;
        let mut step = 1;
        for _ in 0..STEPS {
            gen_ |= pro & Self::shift(ray, gen_, step);
            pro &= Self::shift(ray, pro, step);
            step *= 2;
        }
        gen_
    }

    /// Cells next to any cell of `x` in the eight directions.
    #[inline]
    pub fn neighbours(&self, x: B) -> B {
        self.rays.iter().fold(B::ZERO, |acc, ray| {
            acc | (Self::shift(ray, x, 1) & ray.land)
        })
    }

    /// Cells next to any cell of `x` along a row or column.
    #[inline]
    pub fn orthogonal_neighbours(&self, x: B) -> B {
        self.rays[..4].iter().fold(B::ZERO, |acc, ray| {
            acc | (Self::shift(ray, x, 1) & ray.land)
        })
    }

    /// Cells where `me` may place a disc against `opp`.
    #[inline]
    pub fn moves(&self, me: B, opp: B) -> B {
        if B::MAX_SIDE == 8 && self.n == 8 {
            let m = super::eight::moves(me.to_u128() as u64, opp.to_u128() as u64);
            return B::from_u128(u128::from(m));
        }
        // A constant step count lets the compiler unroll the fills.
        match self.fill_steps {
            1 => self.moves_with::<1>(me, opp),
            2 => self.moves_with::<2>(me, opp),
            3 => self.moves_with::<3>(me, opp),
            _ => self.moves_with::<4>(me, opp),
        }
    }

    #[inline(always)]
    fn moves_with<const STEPS: u32>(&self, me: B, opp: B) -> B {
        let empty = !(me | opp) & self.full;
        let mut moves = B::ZERO;
        for ray in &self.rays {
            let run = Self::fill::<STEPS>(ray, me, opp) & opp;
            moves |= Self::shift(ray, run, 1) & ray.land & empty;
        }
        moves
    }

    /// Discs of `opp` flipped when `me` places on `cell`.
    #[inline]
    pub fn flips(&self, me: B, opp: B, cell: u32) -> B {
        if B::MAX_SIDE == 8 && self.n == 8 {
            let f = super::eight::flips(me.to_u128() as u64, opp.to_u128() as u64, cell);
            return B::from_u128(u128::from(f));
        }
        match self.fill_steps {
            1 => self.flips_with::<1>(me, opp, cell),
            2 => self.flips_with::<2>(me, opp, cell),
            3 => self.flips_with::<3>(me, opp, cell),
            _ => self.flips_with::<4>(me, opp, cell),
        }
    }

    #[inline(always)]
    fn flips_with<const STEPS: u32>(&self, me: B, opp: B, cell: u32) -> B {
        let start = B::bit(cell);
        let mut flipped = B::ZERO;
        for ray in &self.rays {
            let run = Self::fill::<STEPS>(ray, start, opp);
            if Self::shift(ray, run, 1) & ray.land & me != B::ZERO {
                flipped |= run & opp;
            }
        }
        flipped
    }
}
