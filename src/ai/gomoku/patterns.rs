//! Line patterns: what a stone on an empty point would make in one line, for both colours
//! at once, read from a table indexed by the ten cells around the point (five each side).
//! Each cell on the board is a base-3 digit, 0 empty, 1 black, 2 white, so a point's window
//! code changes by a fixed amount when a stone lands near it and the board can keep every
//! code up to date as stones come and go. Cells off the board are left out of the code: a
//! window cut by the edge (so many cells off before the point, so many after) reads its own
//! part of the table, where the edge blocks both colours.

use std::sync::OnceLock;

use crate::rules::gomoku::RuleSet;

/// Offsets of the window cells from the point, in digit order.
pub const OFFSETS: [i32; 10] = [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5];
pub const CODES: usize = 59_049; // 3^10

/// 3^digit for each window position.
pub const POWERS: [u16; 10] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683];

/// What a stone on the point makes in the line, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Shape {
    None,
    /// One more stone makes a three that can become a four.
    Two,
    /// One more stone makes an open three.
    OpenTwo,
    /// One more stone makes a four.
    Three,
    /// One more stone makes an open four.
    OpenThree,
    /// One point then wins.
    Four,
    /// Two points then win: it cannot be stopped in this line.
    OpenFour,
    /// Wins now.
    Five,
}

const SHAPES: [Shape; 8] = [
    Shape::None,
    Shape::Two,
    Shape::OpenTwo,
    Shape::Three,
    Shape::OpenThree,
    Shape::Four,
    Shape::OpenFour,
    Shape::Five,
];

/// The shape table of one rule set: for each edge class (cells off the board before and
/// after the point, 0 to 5 each) a block of 3^(cells on the board) window codes, each entry
/// black's shape in its low three bits and white's in the next three.
pub struct Tables {
    both: Vec<u8>,
    bases: [[u32; 6]; 6],
}

impl Tables {
    /// Where the codes of windows with `before` and `after` cells off the board start.
    pub fn base(&self, before: usize, after: usize) -> u32 {
        self.bases[before][after]
    }

    /// Both colours' shapes of the window code at `index` (its class's base plus the code).
    #[inline]
    pub fn both(&self, index: usize) -> u8 {
        self.both[index]
    }

    /// The colour's shape (view 0 black, 1 white) in an entry read by [`Self::both`].
    #[inline]
    pub fn shape_in(both: u8, view: usize) -> Shape {
        SHAPES[usize::from((both >> (3 * view)) & 7)]
    }

    /// A whole window's shape for one view (no cell off the board), for tests.
    #[cfg(test)]
    pub fn shape(&self, view: usize, code: u16) -> Shape {
        Self::shape_in(self.both(usize::from(code)), view)
    }
}

/// The tables for a rule set, built on first use.
pub fn tables(set: RuleSet) -> &'static Tables {
    static BUILT: [OnceLock<Tables>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let index = set as usize;
    BUILT[index].get_or_init(|| both_views(&[build(set, true), build(set, false)]))
}

/// The two-colour table from each colour's own (digits 0 empty, 1 own, 2 blocked, every
/// cell in the code).
fn both_views(views: &[Vec<u8>; 2]) -> Tables {
    let mut both = Vec::new();
    let mut bases = [[0u32; 6]; 6];
    for (before, row) in bases.iter_mut().enumerate() {
        for (after, base) in row.iter_mut().enumerate() {
            *base = both.len() as u32;
            let on_board = 10 - before - after;
            for code in 0..3usize.pow(on_board as u32) {
                let mut view_codes = [0usize; 2];
                for (i, power) in POWERS.iter().enumerate() {
                    let cell = if i < before || i >= 10 - after {
                        None
                    } else {
                        Some(code / 3usize.pow((i - before) as u32) % 3)
                    };
                    for (view, view_code) in view_codes.iter_mut().enumerate() {
                        let digit = match cell {
                            Some(0) => 0,
                            Some(colour) if colour == view + 1 => 1,
                            _ => 2,
                        };
                        *view_code += digit * usize::from(*power);
                    }
                }
                both.push(views[0][view_codes[0]] | views[1][view_codes[1]] << 3);
            }
        }
    }
    Tables { both, bases }
}

fn digits(code: usize) -> [u8; 10] {
    let mut d = [0u8; 10];
    let mut c = code;
    for digit in &mut d {
        *digit = (c % 3) as u8;
        c /= 3;
    }
    d
}

/// Whether the own stones through the point (placed) win, given the window digits.
fn wins(set: RuleSet, black: bool, d: &[u8; 10]) -> bool {
    // Window positions 0..4 are offsets -5..-1, 5..9 are +1..+5.
    let mut back = 0;
    while back < 5 && d[4 - back] == 1 {
        back += 1;
    }
    let mut forward = 0;
    while forward < 5 && d[5 + forward] == 1 {
        forward += 1;
    }
    let length = back + forward + 1;
    let exact = match set {
        RuleSet::Freestyle => return length >= 5,
        RuleSet::Renju if !black => return length >= 5,
        _ => length == 5,
    };
    if !exact {
        return false;
    }
    if set != RuleSet::Caro {
        return true;
    }
    // A five reaches at most offset ±4 here, so both ends are in the window.
    let end_back = d[4 - back];
    let end_forward = d[5 + forward];
    !(end_back == 2 && end_forward == 2)
}

/// How many empty window cells would win (with the point's stone) in this line.
fn five_points(set: RuleSet, black: bool, d: &[u8; 10]) -> usize {
    let mut count = 0;
    let mut trial = *d;
    for i in 0..10 {
        if d[i] == 0 {
            trial[i] = 1;
            if wins(set, black, &trial) {
                count += 1;
            }
            trial[i] = 0;
        }
    }
    count
}

fn build(set: RuleSet, black: bool) -> Vec<u8> {
    let mut shapes = vec![0u8; CODES];
    // A code with more own stones is computed first: the shape of a code refers to codes
    // with one more own stone.
    let mut order: Vec<usize> = (0..CODES).collect();
    order.sort_by_key(|&c| std::cmp::Reverse(digits(c).iter().filter(|&&x| x == 1).count()));
    for code in order {
        let d = digits(code);
        let shape = if wins(set, black, &d) {
            Shape::Five
        } else {
            match five_points(set, black, &d) {
                0 => {
                    let mut best = Shape::None;
                    for i in 0..10 {
                        if d[i] == 0 {
                            let next = SHAPES[usize::from(shapes[code + usize::from(POWERS[i])])];
                            let grown = match next {
                                Shape::OpenFour => Shape::OpenThree,
                                Shape::Four => Shape::Three,
                                Shape::OpenThree => Shape::OpenTwo,
                                Shape::Three => Shape::Two,
                                _ => Shape::None,
                            };
                            best = best.max(grown);
                        }
                    }
                    best
                }
                1 => Shape::Four,
                _ => Shape::OpenFour,
            }
        };
        shapes[code] = shape as u8;
    }
    shapes
}

/// The window code of a line written as text around the point `+`, seen by `view` (0
/// black, 1 white): `x` own, `o` or `|` blocked, `.` empty, five cells each side (for
/// tests). Blocked cells, the edge included, are written as the other colour's stones.
#[cfg(test)]
pub fn code_of(line: &str, view: usize) -> u16 {
    let cells: Vec<char> = line.chars().collect();
    let centre = cells
        .iter()
        .position(|&c| c == '+')
        .expect("a + for the point");
    let (own, other) = if view == 0 { (1, 2) } else { (2, 1) };
    let mut code = 0u16;
    for (i, offset) in OFFSETS.iter().enumerate() {
        let at = centre as i32 + offset;
        let digit = if at < 0 || at >= cells.len() as i32 {
            other
        } else {
            match cells[at as usize] {
                'x' => own,
                '.' => 0,
                _ => other,
            }
        };
        code += digit * POWERS[i];
    }
    code
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(set: RuleSet, line: &str) -> Shape {
        tables(set).shape(0, code_of(line, 0))
    }

    #[test]
    fn shapes_of_common_lines() {
        let f = RuleSet::Freestyle;
        assert_eq!(shape(f, "...xx+xx..."), Shape::Five);
        assert_eq!(shape(f, "....x+xx..."), Shape::OpenFour);
        assert_eq!(shape(f, "...ox+xx..."), Shape::Four);
        assert_eq!(shape(f, "...x.+xx..."), Shape::Four);
        assert_eq!(shape(f, "....x+x...."), Shape::OpenThree);
        assert_eq!(shape(f, "...ox+x...."), Shape::Three);
        assert_eq!(shape(f, "....x+....."), Shape::OpenTwo);
        assert_eq!(shape(f, "....o+x...."), Shape::Two);
        assert_eq!(shape(f, "..o..+..o.."), Shape::None);
        assert_eq!(
            shape(f, "..x.x+x.x.."),
            Shape::OpenFour,
            "two fours in one line"
        );
    }

    #[test]
    fn overlines_and_blocked_fives_by_rule() {
        let six = "..xxx+xx...";
        assert_eq!(shape(RuleSet::Freestyle, six), Shape::Five);
        assert_ne!(shape(RuleSet::Standard, six), Shape::Five);
        assert_ne!(shape(RuleSet::Renju, six), Shape::Five);
        assert_eq!(
            tables(RuleSet::Renju).shape(1, code_of(six, 1)),
            Shape::Five
        );
        assert_ne!(shape(RuleSet::Caro, "..oxx+xxo.."), Shape::Five);
        assert_eq!(shape(RuleSet::Caro, "..oxx+xx..."), Shape::Five);
    }
}
