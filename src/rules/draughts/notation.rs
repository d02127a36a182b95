//! Square names (numeric `1..N` from the top left, or algebraic with a1 at White's bottom
//! left), move text and position strings (FEN `W:W31,32:BK1,2`).

use std::fmt;

use super::board::{BLACK, Bits, Geometry, WHITE};
use super::position::{Move, Position};
use super::rules::SquareNames;

/// The name of the square on `bit`.
pub fn square_name(geo: &Geometry, names: SquareNames, bit: u8) -> String {
    match names {
        SquareNames::Numeric => (geo.square_of_bit(bit) + 1).to_string(),
        SquareNames::Algebraic => {
            let (row, col) = geo.row_col(bit);
            let file = char::from(b'a' + col as u8);
            format!("{file}{}", usize::from(geo.size) - row)
        }
    }
}

/// Reads a square written either way (numeric or algebraic) into its bit.
pub fn parse_square(geo: &Geometry, text: &str) -> Result<u8, String> {
    let bad = || format!("`{text}` is not a square of the {0}x{0} board", geo.size);
    let bytes = text.as_bytes();
    if bytes.first().is_some_and(u8::is_ascii_digit) {
        let number: usize = text.parse().map_err(|_| bad())?;
        if !(1..=geo.square_count()).contains(&number) {
            return Err(bad());
        }
        return Ok(geo.bit_of_square(number - 1));
    }
    let file = bytes
        .first()
        .map(|b| b.to_ascii_lowercase())
        .ok_or_else(bad)?;
    // `get`: the first character may be more than one byte (`é4` from a hostile file).
    let rank: usize = text.get(1..).ok_or_else(bad)?.parse().map_err(|_| bad())?;
    let size = usize::from(geo.size);
    if !(b'a'..b'a' + geo.size).contains(&file) || !(1..=size).contains(&rank) {
        return Err(bad());
    }
    geo.bit_at(size - rank, usize::from(file - b'a'))
        .ok_or_else(|| format!("`{text}` is a light square; pieces stand on dark squares"))
}

/// The move as written in PDN: `32-28`, `19x30`, or the whole path `19x30x39` when another
/// legal move has the same start and end; a figure hop is `e1>f2`.
pub fn move_text(
    geo: &Geometry,
    names: SquareNames,
    mv: &Move,
    landings: &[u8],
    legal: &[(Move, Vec<u8>)],
) -> String {
    let name = |bit| square_name(geo, names, bit);
    if mv.hop {
        return format!("{}>{}", name(mv.from), name(mv.to));
    }
    if !mv.is_capture() {
        return format!("{}-{}", name(mv.from), name(mv.to));
    }
    let ambiguous = legal
        .iter()
        .any(|(m, _)| m != mv && m.from == mv.from && m.to == mv.to);
    let mut text = name(mv.from);
    let shown: Vec<u8> = if ambiguous {
        landings.to_vec()
    } else {
        vec![mv.to]
    };
    for bit in shown {
        text.push('x');
        text.push_str(&name(bit));
    }
    text
}

/// A position string error: the offending token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError(pub String);

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Reads `W:W31-35,K40:B1,2`: side to move, then each side's squares (`K` marks a king, `F`
/// the piece carrying the figure, `a-b` a numeric range). Squares may be numeric or algebraic.
pub fn parse_fen(geo: &Geometry, text: &str) -> Result<Position, FenError> {
    let text = text.trim().trim_end_matches('.');
    let mut parts = text.split(':');
    let side = match parts.next().map(str::trim) {
        Some("W" | "w") => WHITE,
        Some("B" | "b") => BLACK,
        other => {
            return Err(FenError(format!(
                "a position string starts with W or B (the side to move), found `{}`",
                other.unwrap_or("")
            )));
        }
    };
    let mut pos = Position {
        side,
        ..Position::default()
    };
    // `W::` or `W:W:B` (an empty side, or no pieces at all) is a valid set-up.
    for part in parts.map(str::trim).filter(|p| !p.is_empty()) {
        let (side, list) = match part.chars().next() {
            Some('W' | 'w') => (WHITE, &part[1..]),
            Some('B' | 'b') => (BLACK, &part[1..]),
            _ => {
                return Err(FenError(format!(
                    "expected W or B before a list of squares, found `{part}`"
                )));
            }
        };
        for token in list.split(',').map(str::trim).filter(|t| !t.is_empty()) {
            let (mut king, mut figure, mut rest) = (false, false, token);
            loop {
                if let Some(r) = rest.strip_prefix('K') {
                    king = true;
                    rest = r;
                } else if let Some(r) = rest.strip_prefix('F') {
                    figure = true;
                    rest = r;
                } else {
                    break;
                }
            }
            let squares = squares_of(geo, rest).map_err(FenError)?;
            for bit in squares {
                let mask = 1u64 << bit;
                if pos.occupied() & mask != 0 {
                    return Err(FenError(format!("square `{rest}` is listed twice")));
                }
                pos.pieces[usize::from(side)] |= mask;
                if king {
                    pos.kings |= mask;
                }
                if figure {
                    pos.figures |= mask;
                }
            }
        }
    }
    Ok(pos)
}

/// One square or a numeric range `a-b`.
fn squares_of(geo: &Geometry, text: &str) -> Result<Vec<u8>, String> {
    if let Some((low, high)) = text.split_once('-') {
        let (low, high) = (parse_square(geo, low)?, parse_square(geo, high)?);
        let (low, high) = (geo.square_of_bit(low), geo.square_of_bit(high));
        if low > high {
            return Err(format!("range `{text}` runs backwards"));
        }
        return Ok((low..=high).map(|s| geo.bit_of_square(s)).collect());
    }
    Ok(vec![parse_square(geo, text)?])
}

/// Writes a position string in the variant's square names.
pub fn fen(geo: &Geometry, names: SquareNames, pos: &Position) -> String {
    let mut text = String::from(if pos.side == WHITE { "W" } else { "B" });
    for (side, letter) in [(WHITE, 'W'), (BLACK, 'B')] {
        text.push(':');
        text.push(letter);
        let own = pos.pieces[usize::from(side)];
        let mut squares: Vec<u8> = Bits(own).collect();
        squares.sort_by_key(|&b| geo.square_of_bit(b));
        let names: Vec<String> = squares
            .iter()
            .map(|&bit| {
                let mut s = String::new();
                if pos.figures >> bit & 1 != 0 {
                    s.push('F');
                }
                if pos.kings >> bit & 1 != 0 {
                    s.push('K');
                }
                s + &square_name(geo, names, bit)
            })
            .collect();
        text.push_str(&names.join(","));
    }
    text
}
