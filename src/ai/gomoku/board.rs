//! The engine's board: stones plus, for every point, direction and colour, the window code
//! of the line around it (see [`super::patterns`]). Placing or taking back a stone updates
//! the forty codes whose windows hold it, and with them a running sum of what every empty
//! point is worth to each colour, which [`super::eval`] reads.

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
        let window = (0..cells)
            .map(|cell| {
                DIRECTIONS.map(|dir| {
                    OFFSETS.map(|off| step(size, cell, dir, off).map_or(-1, |c| c as i16))
                })
            })
            .collect();
        let zobrist = (0..cells as u64)
            .map(|c| [1, 2].map(|colour| crate::rules::hash_mix(c << 2 | colour)))
            .collect();
        Self {
            size,
            rules,
            tables: tables(rules.set),
            learned,
            window,
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
    codes: [[[u16; 2]; 4]; MAX_CELLS],
    /// How many stones lie within two points along a line.
    near: [u8; MAX_CELLS],
    /// What the empty points are worth to black (0) and white (1).
    pub worth: [i32; 2],
    /// How many (empty point, line) pairs would make each shape, per colour.
    pub shapes: [[i32; 8]; 2],
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
            codes: [[[0; 2]; 4]; MAX_CELLS],
            near: [0; MAX_CELLS],
            worth: [0; 2],
            shapes: [[0; 8]; 2],
            stones: 0,
            to_move: BLACK,
            key: 0,
            winner: EMPTY,
            last: NO_CELL,
        };
        for cell in 0..geo.cells() {
            for d in 0..4 {
                for (i, &t) in geo.window[cell][d].iter().enumerate() {
                    if t < 0 {
                        board.codes[cell][d][0] += 2 * POWERS[i];
                        board.codes[cell][d][1] += 2 * POWERS[i];
                    }
                }
                for v in 0..2 {
                    board.account(geo, cell, d, v, 1);
                }
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
        let view = usize::from(colour - 1);
        geo.tables.shape(view, self.codes[cell][dir][view])
    }

    /// Adds (`sign` 1) or removes (-1) an empty point's line to the running worth and
    /// shape counts of one colour.
    #[inline]
    fn account(&mut self, geo: &Geometry, cell: usize, dir: usize, view: usize, sign: i32) {
        let shape = geo.tables.shape(view, self.codes[cell][dir][view]) as usize;
        self.worth[view] += sign * VALUES[shape];
        self.shapes[view][shape] += sign;
    }

    pub fn is_near(&self, cell: usize) -> bool {
        self.near[cell] > 0
    }

    /// Puts a stone of `colour` on the empty `cell` and passes the move.
    pub fn place(&mut self, geo: &Geometry, cell: usize, colour: u8) {
        for d in 0..4 {
            for v in 0..2 {
                self.account(geo, cell, d, v, -1);
            }
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
            for v in 0..2 {
                self.account(geo, cell, d, v, 1);
            }
        }
        self.stones -= 1;
        self.key ^= geo.zobrist[cell][usize::from(colour - 1)];
        self.to_move = colour;
        self.winner = EMPTY;
        self.last = NO_CELL;
    }

    fn update_windows(&mut self, geo: &Geometry, cell: usize, colour: u8, adding: bool) {
        for d in 0..4 {
            for (i, power) in POWERS.iter().enumerate() {
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
                let empty = self.cells[t] == EMPTY;
                for v in 0..2 {
                    let digit = if usize::from(colour - 1) == v { 1 } else { 2 };
                    if empty {
                        self.account(geo, t, d, v, -1);
                    }
                    if adding {
                        self.codes[t][d][v] += digit * power;
                    } else {
                        self.codes[t][d][v] -= digit * power;
                    }
                    if empty {
                        self.account(geo, t, d, v, 1);
                    }
                }
            }
        }
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
            let shape = self.shape(geo, cell, d, colour);
            threat.value += VALUES[shape as usize];
            match shape {
                Shape::Five => threat.five = true,
                Shape::OpenFour => threat.open_fours += 1,
                Shape::Four => threat.fours += 1,
                Shape::OpenThree => threat.open_threes += 1,
                Shape::Three => threat.threes += 1,
                _ => {}
            }
        }
        threat
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
        if self.shapes[usize::from(colour - 1)][Shape::Five as usize] == 0 {
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
            board.worth, rebuilt.worth,
            "incremental worth equals a fresh count"
        );
        for &m in moves.iter().rev() {
            board.take_back(&geo, m);
        }
        assert_eq!(board.worth, empty.worth);
        assert_eq!(board.key, empty.key);
        assert!(board.codes == empty.codes && board.near == empty.near);
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
