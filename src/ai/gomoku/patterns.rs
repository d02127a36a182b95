//! Line patterns: what a stone on an empty point would make in one line, read from a table
//! indexed by the ten cells around the point (five each side). Each cell is a base-3 digit
//! seen from one colour: 0 empty, 1 own, 2 blocked (an opponent stone or the board's edge),
//! so a point's window code changes by a fixed amount when a stone lands near it and the
//! board can keep every code up to date as stones come and go.

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

/// The shape tables of one rule set: by view (0 black, 1 white), then window code.
pub struct Tables {
    shapes: [Vec<u8>; 2],
}

impl Tables {
    #[inline]
    pub fn shape(&self, view: usize, code: u16) -> Shape {
        SHAPES[usize::from(self.shapes[view][usize::from(code)])]
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
    BUILT[index].get_or_init(|| Tables {
        shapes: [build(set, true), build(set, false)],
    })
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

/// The window code of a line written as text around the point `+`: `x` own, `o` or `|`
/// blocked, `.` empty, five cells each side (for tests).
#[cfg(test)]
pub fn code_of(line: &str) -> u16 {
    let cells: Vec<char> = line.chars().collect();
    let centre = cells
        .iter()
        .position(|&c| c == '+')
        .expect("a + for the point");
    let mut code = 0u16;
    for (i, offset) in OFFSETS.iter().enumerate() {
        let at = centre as i32 + offset;
        let digit = if at < 0 || at >= cells.len() as i32 {
            2
        } else {
            match cells[at as usize] {
                'x' => 1,
                '.' => 0,
                _ => 2,
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
        tables(set).shape(0, code_of(line))
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
        assert_eq!(tables(RuleSet::Renju).shape(1, code_of(six)), Shape::Five);
        assert_ne!(shape(RuleSet::Caro, "..oxx+xxo.."), Shape::Five);
        assert_eq!(shape(RuleSet::Caro, "..oxx+xx..."), Shape::Five);
    }
}
