//! The full 8x8 board on one `u64` with every shift a constant: the hot path of perft and the
//! engine. Same results as the general `Geometry` fills (tested by perft agreement).

/// Opponent discs that may be inside a run going sideways or diagonally (not on the first or
/// last column, so that a run cannot wrap from one row into the next).
const INNER_COLUMNS: u64 = 0x7e7e_7e7e_7e7e_7e7e;

/// Cells reached from `from` by runs through `through` in both directions of a line whose
/// neighbouring cells are `step` bits apart, one cell past the run's end.
#[inline(always)]
fn both_ways(from: u64, through: u64, step: u32) -> u64 {
    let pairs_up = through & (through << step);
    let mut up = through & (from << step);
    up |= through & (up << step);
    up |= pairs_up & (up << (2 * step));
    up |= pairs_up & (up << (2 * step));
    let pairs_down = through & (through >> step);
    let mut down = through & (from >> step);
    down |= through & (down >> step);
    down |= pairs_down & (down >> (2 * step));
    down |= pairs_down & (down >> (2 * step));
    (up << step) | (down >> step)
}

/// Empty cells where `me` may play against `opp`.
#[inline(always)]
pub fn moves(me: u64, opp: u64) -> u64 {
    let empty = !(me | opp);
    let inner = opp & INNER_COLUMNS;
    (both_ways(me, inner, 1)
        | both_ways(me, opp, 8)
        | both_ways(me, inner, 7)
        | both_ways(me, inner, 9))
        & empty
}

/// The squares from each square to the board's edge in each direction, the square itself
/// excluded: the first four directions go to higher bits, the last four to lower ones.
const RAYS: [[u64; 64]; 8] = rays();

const fn rays() -> [[u64; 64]; 8] {
    // (row step, column step): E, N (up a row), NE, NW; then W, S, SW, SE.
    const STEPS: [(i32, i32); 8] = [
        (0, 1),
        (1, 0),
        (1, 1),
        (1, -1),
        (0, -1),
        (-1, 0),
        (-1, -1),
        (-1, 1),
    ];
    let mut out = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut cell = 0;
        while cell < 64 {
            let (mut r, mut c) = (
                (cell / 8) as i32 + STEPS[d].0,
                (cell % 8) as i32 + STEPS[d].1,
            );
            while r >= 0 && r < 8 && c >= 0 && c < 8 {
                out[d][cell] |= 1 << (r * 8 + c);
                r += STEPS[d].0;
                c += STEPS[d].1;
            }
            cell += 1;
        }
        d += 1;
    }
    out
}

/// The 15 diagonals going up-right (indexed by 7 + row - column) and the 15 going up-left
/// (by row + column), as masks of their squares.
pub const DIAGONALS: ([u64; 15], [u64; 15]) = diagonals();

const fn diagonals() -> ([u64; 15], [u64; 15]) {
    let mut rising = [0u64; 15];
    let mut falling = [0u64; 15];
    let mut cell = 0;
    while cell < 64 {
        let (r, c) = (cell / 8, cell % 8);
        rising[7 + r - c] |= 1 << cell;
        falling[r + c] |= 1 << cell;
        cell += 1;
    }
    (rising, falling)
}

/// Discs of `opp` flipped when `me` plays on `cell`. Along each ray, the first square that
/// is not the opponent's closes the run if it is `me`'s; the run is the ray's squares before it.
#[inline(always)]
pub fn flips(me: u64, opp: u64, cell: u32) -> u64 {
    let cell = cell as usize;
    let mut flipped = 0;
    for rays in &RAYS[..4] {
        let ray = rays[cell];
        let stop = ray & !opp;
        let first = stop & stop.wrapping_neg();
        if first & me != 0 {
            flipped |= ray & (first - 1);
        }
    }
    for rays in &RAYS[4..] {
        let ray = rays[cell];
        let stop = ray & !opp;
        if stop != 0 {
            let first = 1u64 << (63 - stop.leading_zeros());
            if first & me != 0 {
                flipped |= ray & !((first << 1).wrapping_sub(1));
            }
        }
    }
    flipped
}

/// Perft on the 8x8 board, bulk-counted at the last ply; a pass is a ply, a finished game a
/// leaf. On an x86-64-v3 CPU (AVX2, BMI, LZCNT, POPCNT: nearly every x86-64 made since 2015)
/// it runs a copy compiled for those instructions; the baseline build counts bits in
/// software and fills one direction at a time.
pub fn perft(me: u64, opp: u64, depth: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if crate::rules::cpu::has_v3() {
        // SAFETY: the CPU has every feature the copy is compiled for, checked just above.
        return unsafe { v3::perft(me, opp, depth) };
    }
    perft_plain(me, opp, depth)
}

fn perft_plain(me: u64, opp: u64, depth: u32) -> u64 {
    perft_step(me, opp, depth, moves, flips, perft_plain)
}

/// One perft node; the generators and `deeper` are the caller's copies, so that each copy
/// runs on its own instructions throughout.
#[inline(always)]
fn perft_step(
    me: u64,
    opp: u64,
    depth: u32,
    moves: impl Fn(u64, u64) -> u64,
    flips: impl Fn(u64, u64, u32) -> u64,
    deeper: impl Fn(u64, u64, u32) -> u64,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut legal = moves(me, opp);
    if legal == 0 {
        if moves(opp, me) == 0 {
            return 1;
        }
        return deeper(opp, me, depth - 1);
    }
    if depth == 1 {
        return u64::from(legal.count_ones());
    }
    let mut total = 0;
    while legal != 0 {
        let cell = legal.trailing_zeros();
        legal &= legal - 1;
        let f = flips(me, opp, cell);
        total += deeper(opp ^ f, me | f | 1 << cell, depth - 1);
    }
    total
}

/// The generators compiled for x86-64-v3; callers check `cpu::has_v3` first.
#[cfg(target_arch = "x86_64")]
pub mod v3 {
    /// # Safety
    /// The CPU must have the features (`cpu::has_v3`).
    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    pub fn moves(me: u64, opp: u64) -> u64 {
        super::moves(me, opp)
    }

    /// # Safety
    /// The CPU must have the features (`cpu::has_v3`).
    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    pub fn flips(me: u64, opp: u64, cell: u32) -> u64 {
        super::flips(me, opp, cell)
    }

    /// # Safety
    /// The CPU must have the features (`cpu::has_v3`).
    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    pub fn perft(me: u64, opp: u64, depth: u32) -> u64 {
        // Within this copy, its sibling functions are safe to call.
        super::perft_step(
            me,
            opp,
            depth,
            |m, o| moves(m, o),
            |m, o, c| flips(m, o, c),
            |m, o, d| perft(m, o, d),
        )
    }
}

#[cfg(test)]
mod tests {
    /// The start: d5 and e4 black, d4 and e5 white.
    const BLACK: u64 = 0x0000_0008_1000_0000;
    const WHITE: u64 = 0x0000_0010_0800_0000;

    #[test]
    fn both_copies_count_the_published_table() {
        let expected = [4, 12, 56, 244, 1396, 8200, 55092, 390216];
        for (d, &count) in expected.iter().enumerate() {
            let depth = d as u32 + 1;
            assert_eq!(
                super::perft_plain(BLACK, WHITE, depth),
                count,
                "plain {depth}"
            );
            #[cfg(target_arch = "x86_64")]
            if crate::rules::cpu::has_v3() {
                // SAFETY: the CPU has the features, checked just above.
                assert_eq!(unsafe { super::v3::perft(BLACK, WHITE, depth) }, count);
            }
        }
    }
}
