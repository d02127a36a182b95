//! Stones in a line: runs through a point, fives under each rule set, the winning line.
//! Works on a plain slice of cells so that the rules and the engine share it.

use super::{BLACK, EMPTY, RuleSet, Rules, WHITE};

/// The four line directions as (row step, column step).
pub const DIRECTIONS: [(i32, i32); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

/// The cell `steps` along direction `dir` from `cell`, if on the board.
pub fn step(size: usize, cell: usize, dir: (i32, i32), steps: i32) -> Option<usize> {
    let r = (cell / size) as i32 + dir.0 * steps;
    let c = (cell % size) as i32 + dir.1 * steps;
    let n = size as i32;
    ((0..n).contains(&r) && (0..n).contains(&c)).then(|| (r * n + c) as usize)
}

/// How many stones of `colour` run from `cell` backwards and forwards along `dir`, the cell
/// itself not counted (it is treated as `colour`).
pub fn run(size: usize, cells: &[u8], cell: usize, dir: (i32, i32), colour: u8) -> (i32, i32) {
    let count = |sign: i32| {
        let mut n = 0;
        while step(size, cell, dir, sign * (n + 1)).is_some_and(|c| cells[c] == colour) {
            n += 1;
        }
        n
    };
    (count(-1), count(1))
}

/// The length of the run through `cell` along `dir` with the cell counted as `colour`.
pub fn run_length(size: usize, cells: &[u8], cell: usize, dir: (i32, i32), colour: u8) -> i32 {
    let (back, forward) = run(size, cells, cell, dir, colour);
    back + forward + 1
}

/// Whether a run of `length` with these end cells wins for `colour` under `rules`.
fn run_wins(rules: &Rules, colour: u8, length: i32, ends: [Option<u8>; 2]) -> bool {
    match rules.set {
        RuleSet::Freestyle => length >= 5,
        RuleSet::Standard => length == 5,
        RuleSet::Renju => length == 5 || (colour == WHITE && length > 5),
        RuleSet::Caro => {
            let opponent = if colour == BLACK { WHITE } else { BLACK };
            let blocked = |end: Option<u8>| match end {
                Some(stone) => stone == opponent,
                None => rules.caro_edge_blocks,
            };
            length == 5 && !(blocked(ends[0]) && blocked(ends[1]))
        }
    }
}

/// The winning line a stone of `colour` on `cell` makes, if any: its cells in order.
pub fn five_through(
    size: usize,
    cells: &[u8],
    cell: usize,
    colour: u8,
    rules: &Rules,
) -> Option<Vec<usize>> {
    for dir in DIRECTIONS {
        let (back, forward) = run(size, cells, cell, dir, colour);
        let end = |steps: i32| step(size, cell, dir, steps).map(|c| cells[c]);
        let length = back + forward + 1;
        if run_wins(rules, colour, length, [end(-back - 1), end(forward + 1)]) {
            let line = (-back..=forward)
                .filter_map(|k| step(size, cell, dir, k))
                .collect();
            return Some(line);
        }
    }
    None
}

/// Whether a stone of `colour` on `cell` makes five or more in some line (any rule).
pub fn five_or_more(size: usize, cells: &[u8], cell: usize, colour: u8) -> bool {
    DIRECTIONS
        .iter()
        .any(|&dir| run_length(size, cells, cell, dir, colour) >= 5)
}

/// Whether `cell` is empty.
pub fn empty(cells: &[u8], cell: usize) -> bool {
    cells[cell] == EMPTY
}
