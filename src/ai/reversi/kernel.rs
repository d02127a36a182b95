//! The move generators the endgame solver is compiled against: the portable ones, or on an
//! x86-64-v3 CPU the copies built for its instructions (`rules::cpu`). The solver is generic
//! over them and picks one per call of `solve`.

use crate::rules::reversi::eight;

pub trait Kernel {
    /// Whether this is the x86-64-v3 kernel, whose code may call other v3 copies.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    const V3: bool;
    fn moves(me: u64, opp: u64) -> u64;
    fn flips(me: u64, opp: u64, cell: u32) -> u64;
}

/// Runs on any CPU.
pub struct Portable;

impl Kernel for Portable {
    const V3: bool = false;

    #[inline(always)]
    fn moves(me: u64, opp: u64) -> u64 {
        eight::moves(me, opp)
    }

    #[inline(always)]
    fn flips(me: u64, opp: u64, cell: u32) -> u64 {
        eight::flips(me, opp, cell)
    }
}

/// Needs AVX2, BMI1/2, LZCNT and POPCNT: only used after `cpu::has_v3()` said yes.
#[cfg(target_arch = "x86_64")]
pub struct V3;

#[cfg(target_arch = "x86_64")]
impl Kernel for V3 {
    const V3: bool = true;

    #[inline(always)]
    fn moves(me: u64, opp: u64) -> u64 {
        // SAFETY: this kernel is only chosen on a CPU with the features (see the type).
        unsafe { eight::v3::moves(me, opp) }
    }

    #[inline(always)]
    fn flips(me: u64, opp: u64, cell: u32) -> u64 {
        // SAFETY: as above.
        unsafe { eight::v3::flips(me, opp, cell) }
    }
}
