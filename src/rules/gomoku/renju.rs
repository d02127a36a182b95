//! Black's forbidden points in renju. A point is forbidden when a black stone there makes an
//! overline, two fours, or two open threes, unless it makes exactly five. A *four* is a line
//! one more stone turns into exactly five; a *three* is one that one more stone turns into a
//! straight four, where that stone must itself be allowed and must not make a five: so the
//! check recurses.

use super::lines::{DIRECTIONS, run, run_length, step};
use super::{BLACK, EMPTY};

/// Why a point is forbidden to black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foul {
    Overline,
    DoubleFour,
    DoubleThree,
}

impl Foul {
    pub fn describe(self) -> &'static str {
        match self {
            Foul::Overline => "overline (six or more in a row)",
            Foul::DoubleFour => "double four (two fours at once)",
            Foul::DoubleThree => "double three (two open threes at once)",
        }
    }
}

/// Why black may not play `cell`, or None when it may (or the cell is taken). `cells` is
/// borrowed as scratch and left as it was.
pub fn foul(size: usize, cells: &mut [u8], cell: usize) -> Option<Foul> {
    if cells[cell] != EMPTY {
        return None;
    }
    cells[cell] = BLACK;
    let found = foul_of_placed(size, cells, cell);
    cells[cell] = EMPTY;
    found
}

/// `foul` with the black stone already on `cell`.
fn foul_of_placed(size: usize, cells: &mut [u8], cell: usize) -> Option<Foul> {
    let lengths = DIRECTIONS.map(|dir| run_length(size, cells, cell, dir, BLACK));
    if lengths.contains(&5) {
        return None;
    }
    if lengths.iter().any(|&n| n > 5) {
        return Some(Foul::Overline);
    }
    let fours: Vec<usize> = DIRECTIONS
        .iter()
        .map(|&dir| fours_in_line(size, cells, cell, dir))
        .collect();
    if fours.iter().sum::<usize>() >= 2 {
        return Some(Foul::DoubleFour);
    }
    let threes = DIRECTIONS
        .iter()
        .zip(&fours)
        .filter(|&(&dir, &f)| f == 0 && open_three_in_line(size, cells, cell, dir))
        .count();
    (threes >= 2).then_some(Foul::DoubleThree)
}

/// Whether a black stone on empty `cell` would make exactly five along `dir`.
fn exact_five(size: usize, cells: &[u8], cell: usize, dir: (i32, i32)) -> bool {
    run_length(size, cells, cell, dir, BLACK) == 5
}

/// The fours through the black stone on `cell` along `dir`: distinct sets of four stones that
/// one more stone turns into exactly five (`.xxxx.` is one four, `x.xxx.x` two).
pub fn fours_in_line(size: usize, cells: &[u8], cell: usize, dir: (i32, i32)) -> usize {
    let mut sets: Vec<u32> = Vec::new();
    for k in -4..=4 {
        let Some(q) = step(size, cell, dir, k).filter(|&q| cells[q] == EMPTY) else {
            continue;
        };
        if !exact_five(size, cells, q, dir) {
            continue;
        }
        let (back, forward) = run(size, cells, q, dir, BLACK);
        // The five must hold `cell`: its span, relative to `cell`, must cover 0.
        let (lo, hi) = (k - back, k + forward);
        if lo > 0 || hi < 0 {
            continue;
        }
        let stones = (lo..=hi)
            .filter(|&j| j != k)
            .fold(0u32, |set, j| set | 1 << (j + 8));
        if !sets.contains(&stones) {
            sets.push(stones);
        }
    }
    sets.len()
}

/// Whether the black stone on `cell` is part of an open three along `dir`: some allowed point
/// that makes no five turns the line into a straight four holding `cell`.
fn open_three_in_line(size: usize, cells: &mut [u8], cell: usize, dir: (i32, i32)) -> bool {
    for k in -4..=4 {
        let Some(q) = step(size, cell, dir, k).filter(|&q| cells[q] == EMPTY) else {
            continue;
        };
        cells[q] = BLACK;
        let straight = straight_four_through(size, cells, cell, q, dir);
        cells[q] = EMPTY;
        if !straight {
            continue;
        }
        let makes_five = DIRECTIONS
            .iter()
            .any(|&d| run_length(size, cells, q, d, BLACK) >= 5);
        if !makes_five && foul(size, cells, q).is_none() {
            return true;
        }
    }
    false
}

/// With stones on `cell` and `q`: a run of exactly four along `dir` holding both, whose two
/// open ends each make exactly five.
fn straight_four_through(
    size: usize,
    cells: &[u8],
    cell: usize,
    q: usize,
    dir: (i32, i32),
) -> bool {
    let (back, forward) = run(size, cells, cell, dir, BLACK);
    if back + forward + 1 != 4 {
        return false;
    }
    let span: Vec<usize> = (-back..=forward)
        .filter_map(|j| step(size, cell, dir, j))
        .collect();
    if !span.contains(&q) {
        return false;
    }
    let open_end = |steps: i32| {
        step(size, cell, dir, steps)
            .is_some_and(|e| cells[e] == EMPTY && exact_five(size, cells, e, dir))
    };
    open_end(-back - 1) && open_end(forward + 1)
}
