//! The engine's board: stones plus, for every point and direction, the window code of the
//! line around it (see [`super::patterns`]), one code read once for both colours. Placing
//! or taking back a stone updates the forty codes whose windows hold it, and with them how
//! many empty points' lines make each shape per colour, which [`super::eval`] reads.

use std::sync::Arc;

use super::learned::{self, Learned};
use super::patterns::{OFFSETS, POWERS, Shape, Tables, tables};
use crate::rules::gomoku::lines::{DIRECTIONS, five_through, step};
use crate::rules::gomoku::renju::foul;
use crate::rules::gomoku::{BLACK, EMPTY, RuleSet, Rules, WHITE, may_be_foul};

pub const MAX_CELLS: usize = 400;
pub const NO_CELL: u16 = u16::MAX;

/// What a shape in one line is worth to the colour that could make it.
pub(super) const VALUES: [i32; 8] = [0, 2, 8, 10, 40, 45, 400, 4000];

/// The board's fixed facts: size, rules, the cells around each point.
pub struct Geometry {
    pub size: usize,
    pub rules: Rules,
    pub tables: &'static Tables,
    /// The learned evaluation's weights (None: the hand-set evaluation).
    pub learned: Option<Arc<Learned>>,
    /// For each cell and direction, the cell at each window offset (-1 off the board).
    window: Vec<[[i16; 10]; 4]>,
    /// For each cell and direction, where its window's class starts in the shape table and
    /// how many of its cells lie off the board before the point.
    lines: Vec<[LineClass; 4]>,
    zobrist: Vec<[u64; 2]>,
}

impl Geometry {
    /// A board that evaluates with its rule set's learned weights where it has them.
    pub fn new(size: usize, rules: Rules) -> Self {
        Self::with_eval(size, rules, learned::for_rules(rules.set))
    }

    /// A board that evaluates with `learned` (None: the hand-set evaluation).
    pub fn with_eval(size: usize, rules: Rules, learned: Option<Arc<Learned>>) -> Self {
        let cells = size * size;
        let window: Vec<[[i16; 10]; 4]> = (0..cells)
            .map(|cell| {
                DIRECTIONS.map(|dir| {
                    OFFSETS.map(|off| step(size, cell, dir, off).map_or(-1, |c| c as i16))
                })
            })
            .collect();
        let tables = tables(rules.set);
        let lines = window
            .iter()
            .map(|around| {
                around.map(|cells| {
                    // Off the board, a run from each end of its half of the window.
                    let before = cells[..5].iter().filter(|&&c| c < 0).count();
                    let after = cells[5..].iter().filter(|&&c| c < 0).count();
                    LineClass {
                        base: tables.base(before, after),
                        before: before as u8,
                    }
                })
            })
            .collect();
        let zobrist = (0..cells as u64)
            .map(|c| [1, 2].map(|colour| crate::rules::hash_mix(c << 2 | colour)))
            .collect();
        Self {
            size,
            rules,
            tables,
            learned,
            window,
            lines,
            zobrist,
        }
    }

    pub fn cells(&self) -> usize {
        self.size * self.size
    }

    /// The cells at the window offsets around `cell` in direction `dir` (-1 off the board).
    pub fn around(&self, cell: usize, dir: usize) -> &[i16; 10] {
        &self.window[cell][dir]
    }

    /// Both colours' shapes of the window code `code` of `cell`'s line in `dir`.
    #[inline]
    fn both(&self, cell: usize, dir: usize, code: u16) -> u8 {
        let base = self.lines[cell][dir].base as usize;
        self.tables.both(base + usize::from(code))
    }
}

/// Where a window's part of the shape table starts, and the cells it leaves out.
#[derive(Clone, Copy)]
struct LineClass {
    base: u32,
    /// Cells off the board before the point: the code's digits start after them.
    before: u8,
}

/// How strong a point is for one colour, over its four lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threat {
    pub five: bool,
    pub open_fours: u8,
    pub fours: u8,
    pub open_threes: u8,
    pub threes: u8,
    pub value: i32,
}

impl Threat {
    /// A stone here wins at once or next move whatever the opponent does (bar his fives).
    pub fn wins_soon(&self) -> bool {
        self.five || self.open_fours > 0 || self.fours >= 2
    }

    /// A four of any kind: the opponent must answer it.
    pub fn is_four(&self) -> bool {
        self.open_fours + self.fours > 0
    }

    /// Counts one line's shape.
    #[inline]
    fn add(&mut self, shape: Shape) {
        self.value += VALUES[shape as usize];
        match shape {
            Shape::Five => self.five = true,
            Shape::OpenFour => self.open_fours += 1,
            Shape::Four => self.fours += 1,
            Shape::OpenThree => self.open_threes += 1,
            Shape::Three => self.threes += 1,
            _ => {}
        }
    }

    /// A rank for ordering moves: forcing shapes first, then the lines' worth.
    pub fn rank(&self) -> i32 {
        if self.five {
            1_000_000
        } else if self.wins_soon() {
            200_000
        } else if self.fours > 0 && self.open_threes > 0 {
            100_000
        } else if self.open_threes >= 2 {
            50_000
        } else {
            self.value
        }
    }
}

#[derive(Clone, Copy)]
pub struct PatternBoard {
    pub cells: [u8; MAX_CELLS],
    /// Per point and direction, the window's cells on the board as base-3 digits (0 empty,
    /// 1 black, 2 white).
    codes: [[u16; 4]; MAX_CELLS],
    /// How many stones lie within two points along a line.
    near: [u8; MAX_CELLS],
    /// How many (empty point, line) pairs would make each shape, black's (0) and white's
    /// (1): sixteen bits a shape, so that a stone's forty updates add to registers, not to
    /// counters in memory one after another.
    counts: [u128; 2],
    pub stones: u16,
    pub to_move: u8,
    pub key: u64,
    /// The colour that has made a winning line, or EMPTY.
    pub winner: u8,
    pub last: u16,
}

impl PatternBoard {
    pub fn new(geo: &Geometry, cells: &[u8], to_move: u8) -> Self {
        let mut board = Self {
            cells: [EMPTY; MAX_CELLS],
            codes: [[0; 4]; MAX_CELLS],
            near: [0; MAX_CELLS],
            counts: [0; 2],
            stones: 0,
            to_move: BLACK,
            key: 0,
            winner: EMPTY,
            last: NO_CELL,
        };
        for cell in 0..geo.cells() {
            for d in 0..4 {
                board.account(geo, cell, d, true);
            }
        }
        for (cell, &stone) in cells.iter().enumerate() {
            if stone != EMPTY {
                board.place(geo, cell, stone);
            }
        }
        board.to_move = to_move;
        board.winner = EMPTY;
        board.last = NO_CELL;
        board
    }

    #[inline]
    pub fn shape(&self, geo: &Geometry, cell: usize, dir: usize, colour: u8) -> Shape {
        let both = geo.both(cell, dir, self.codes[cell][dir]);
        Tables::shape_in(both, usize::from(colour - 1))
    }

    /// How many (empty point, line) pairs would make `shape` for view 0 (black) or 1.
    pub fn count(&self, view: usize, shape: Shape) -> i32 {
        (self.counts[view] >> (16 * shape as u32) & 0xffff) as i32
    }

    /// What the empty points are worth to view 0 (black) or 1, over their lines.
    pub fn worth(&self, view: usize) -> i32 {
        (0..8)
            .map(|shape| VALUES[shape] * (self.counts[view] >> (16 * shape) & 0xffff) as i32)
            .sum()
    }

    /// Adds (`adding`) or removes an empty point's line to the shape counts of both colours.
    #[inline]
    fn account(&mut self, geo: &Geometry, cell: usize, dir: usize, adding: bool) {
        let both = geo.both(cell, dir, self.codes[cell][dir]);
        account(&mut self.counts, both, adding);
    }

    pub fn is_near(&self, cell: usize) -> bool {
        self.near[cell] > 0
    }

    /// Puts a stone of `colour` on the empty `cell` and passes the move.
    pub fn place(&mut self, geo: &Geometry, cell: usize, colour: u8) {
        for d in 0..4 {
            self.account(geo, cell, d, false);
        }
        self.cells[cell] = colour;
        self.update_windows(geo, cell, colour, true);
        self.stones += 1;
        self.key ^= geo.zobrist[cell][usize::from(colour - 1)];
        self.to_move = BLACK + WHITE - colour;
        self.last = cell as u16;
    }

    /// Takes the stone off `cell` and gives its colour the move again.
    pub fn take_back(&mut self, geo: &Geometry, cell: usize) {
        let colour = self.cells[cell];
        self.update_windows(geo, cell, colour, false);
        self.cells[cell] = EMPTY;
        for d in 0..4 {
            self.account(geo, cell, d, true);
        }
        self.stones -= 1;
        self.key ^= geo.zobrist[cell][usize::from(colour - 1)];
        self.to_move = colour;
        self.winner = EMPTY;
        self.last = NO_CELL;
    }

    fn update_windows(&mut self, geo: &Geometry, cell: usize, colour: u8, adding: bool) {
        // The stone's digit is its colour: 1 black, 2 white.
        let digit = u16::from(colour);
        let mut counts = self.counts;
        for d in 0..4 {
            for i in 0..10 {
                // `t` sees `cell` at window position i.
                let t = geo.window[cell][d][9 - i];
                if t < 0 {
                    continue;
                }
                let t = t as usize;
                if (3..=6).contains(&i) {
                    if adding {
                        self.near[t] += 1;
                    } else {
                        self.near[t] -= 1;
                    }
                }
                let change = digit * POWERS[i - usize::from(geo.lines[t][d].before)];
                let old = self.codes[t][d];
                let new = if adding { old + change } else { old - change };
                self.codes[t][d] = new;
                if self.cells[t] == EMPTY {
                    let (was, is) = (geo.both(t, d, old), geo.both(t, d, new));
                    if was != is {
                        account(&mut counts, was, false);
                        account(&mut counts, is, true);
                    }
                }
            }
        }
        self.counts = counts;
    }

    /// Plays a stone for the side to move, noting a winning line (checked by the rules).
    pub fn play(&mut self, geo: &Geometry, cell: usize) {
        let colour = self.to_move;
        self.place(geo, cell, colour);
        if five_through(
            geo.size,
            &self.cells[..geo.cells()],
            cell,
            colour,
            &geo.rules,
        )
        .is_some()
        {
            self.winner = colour;
        }
    }

    /// The shapes a stone of `colour` on the empty `cell` would make.
    pub fn threat(&self, geo: &Geometry, cell: usize, colour: u8) -> Threat {
        let mut threat = Threat::default();
        for d in 0..4 {
            threat.add(self.shape(geo, cell, d, colour));
        }
        threat
    }

    /// The shapes a stone of `colour` on the empty `cell` would make, and those the
    /// other colour's would (each line's table entry read once for both).
    pub fn threats(&self, geo: &Geometry, cell: usize, colour: u8) -> (Threat, Threat) {
        let (mine, theirs) = (usize::from(colour - 1), usize::from(2 - colour));
        let mut threats = (Threat::default(), Threat::default());
        for d in 0..4 {
            let both = geo.both(cell, d, self.codes[cell][d]);
            threats.0.add(Tables::shape_in(both, mine));
            threats.1.add(Tables::shape_in(both, theirs));
        }
        threats
    }

    /// Whether `colour` may play `cell` (renju's forbidden points for black).
    pub fn allowed(&self, geo: &Geometry, cell: usize, colour: u8) -> bool {
        if geo.rules.set != RuleSet::Renju || colour != BLACK {
            return true;
        }
        let cells = &self.cells[..geo.cells()];
        if !may_be_foul(geo.size, cells, cell) {
            return true;
        }
        let mut scratch = [EMPTY; MAX_CELLS];
        scratch[..cells.len()].copy_from_slice(cells);
        foul(geo.size, &mut scratch[..cells.len()], cell).is_none()
    }

    /// Empty points where `colour` would make a five, allowed ones only.
    pub fn five_points(&self, geo: &Geometry, colour: u8, out: &mut Vec<usize>) {
        out.clear();
        // The running shape counts say at once whether there is any.
        if self.count(usize::from(colour - 1), Shape::Five) == 0 {
            return;
        }
        for cell in 0..geo.cells() {
            if self.cells[cell] == EMPTY
                && self.near[cell] > 0
                && (0..4).any(|d| self.shape(geo, cell, d, colour) == Shape::Five)
                && self.allowed(geo, cell, colour)
            {
                out.push(cell);
            }
        }
    }

    /// Empty points near the stones (the centre on an empty board).
    pub fn candidates(&self, geo: &Geometry, out: &mut Vec<usize>) {
        out.clear();
        if self.stones == 0 {
            // The centre point (on an even board, one of the four middle points):
            // `cells / 2` is the middle of the left edge when the side is even.
            let middle = (geo.size - 1) / 2;
            out.push(middle * geo.size + middle);
            return;
        }
        out.extend((0..geo.cells()).filter(|&c| self.cells[c] == EMPTY && self.near[c] > 0));
    }

    pub fn full(&self, geo: &Geometry) -> bool {
        usize::from(self.stones) >= geo.cells()
    }
}

/// Adds or removes one line's shapes, both colours' (a [`Tables::both`] entry), to counts
/// of sixteen bits a shape. A count never goes below zero, so no lane borrows from the next.
#[inline]
fn account(counts: &mut [u128; 2], both: u8, adding: bool) {
    let one = &ONE_LINE[usize::from(both)];
    for (lanes, one) in counts.iter_mut().zip(one) {
        if adding {
            *lanes = lanes.wrapping_add(*one);
        } else {
            *lanes = lanes.wrapping_sub(*one);
        }
    }
}

/// For each [`Tables::both`] entry, the one line it adds to each colour's shape counts.
static ONE_LINE: [[u128; 2]; 64] = {
    let mut table = [[0u128; 2]; 64];
    let mut both = 0;
    while both < 64 {
        table[both] = [1 << (16 * (both & 7)), 1 << (16 * (both >> 3))];
        both += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn take_back_restores_every_code_and_the_worth() {
        let geo = Geometry::new(15, Rules::of(RuleSet::Freestyle));
        let empty = PatternBoard::new(&geo, &[EMPTY; 225], BLACK);
        let mut board = empty;
        let moves = [112, 113, 127, 98, 142, 0, 14, 224, 111];
        for &m in &moves {
            board.play(&geo, m);
        }
        let rebuilt = PatternBoard::new(&geo, &board.cells[..225], board.to_move);
        assert_eq!(
            [board.worth(0), board.worth(1)],
            [rebuilt.worth(0), rebuilt.worth(1)],
            "incremental worth equals a fresh count"
        );
        for &m in moves.iter().rev() {
            board.take_back(&geo, m);
        }
        assert_eq!(board.counts, empty.counts);
        assert_eq!(board.key, empty.key);
        assert!(board.codes == empty.codes && board.near == empty.near);
    }

    #[test]
    fn the_edge_blocks_both_colours() {
        let geo = Geometry::new(15, Rules::of(RuleSet::Freestyle));
        let mut board = PatternBoard::new(&geo, &[EMPTY; 225], BLACK);
        for cell in [0, 1, 2] {
            board.place(&geo, cell, BLACK);
        }
        board.place(&geo, 5, WHITE);
        // Along the top row: |xxx+.o  black's point 3 makes a four, not an open one.
        assert_eq!(board.shape(&geo, 3, 0, BLACK), Shape::Four);
        assert!(board.shape(&geo, 3, 0, WHITE) < Shape::Three);
        // At the far end, ..+oo|  white's point 12 makes a three the edge closes: one
        // more stone makes a four, never an open one.
        board.place(&geo, 14, WHITE);
        board.place(&geo, 13, WHITE);
        assert_eq!(board.shape(&geo, 12, 0, WHITE), Shape::Three);
        assert_eq!(board.shape(&geo, 12, 0, BLACK), Shape::None);
        let rebuilt = PatternBoard::new(&geo, &board.cells[..225], board.to_move);
        assert!(board.codes == rebuilt.codes && board.counts == rebuilt.counts);
    }

    #[test]
    fn threats_read_from_the_codes() {
        let geo = Geometry::new(15, Rules::of(RuleSet::Freestyle));
        let mut board = PatternBoard::new(&geo, &[EMPTY; 225], BLACK);
        for (cell, colour) in [(110, BLACK), (111, BLACK), (112, BLACK), (0, WHITE)] {
            board.place(&geo, cell, colour);
        }
        // h-row: three in a row; 113 makes an open four, 114 a four with a gap.
        assert!(board.threat(&geo, 113, BLACK).open_fours == 1);
        assert_eq!(board.threat(&geo, 109, BLACK).open_fours, 1);
        assert_eq!(board.threat(&geo, 114, BLACK).fours, 1);
        let mut fives = Vec::new();
        board.place(&geo, 113, BLACK);
        board.five_points(&geo, BLACK, &mut fives);
        assert_eq!(fives, vec![109, 114]);
    }
}
