//! Reversi square names: a column letter and a row number, a1 at the top-left; `pass`.

use super::ReversiMove;
use crate::rules::Cell;

pub fn square_name(size: usize, cell: Cell) -> String {
    let (r, c) = (cell as usize / size, cell as usize % size);
    format!("{}{}", (b'a' + c as u8) as char, r + 1)
}

pub fn move_name(size: usize, mv: ReversiMove) -> String {
    match mv {
        ReversiMove::Place(c) => square_name(size, c),
        ReversiMove::Pass => "pass".to_string(),
    }
}

/// Parses `f5`, `F5` or `pass`; the error names the token and why it is not a square.
pub fn parse_move(size: usize, text: &str) -> Result<ReversiMove, String> {
    let t = text.trim().to_ascii_lowercase();
    if t == "pass" {
        return Ok(ReversiMove::Pass);
    }
    let mut chars = t.chars();
    let col = match chars.next() {
        Some(ch @ 'a'..='z') => (ch as u8 - b'a') as usize,
        _ => {
            return Err(format!(
                "`{text}` is not a square (expected e.g. d3 or pass)"
            ));
        }
    };
    let row: usize = chars
        .as_str()
        .parse()
        .map_err(|_| format!("`{text}` is not a square (expected e.g. d3 or pass)"))?;
    if col >= size || row == 0 || row > size {
        return Err(format!("`{text}` is off the {size}x{size} board"));
    }
    Ok(ReversiMove::Place(((row - 1) * size + col) as Cell))
}

/// Parses a transcript such as `f5d6c3d3c4` (passes are implied and inserted as needed).
pub fn parse_transcript(size: usize, text: &str) -> Result<Vec<ReversiMove>, String> {
    let mut moves = Vec::new();
    let bytes: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        let token: String = bytes[start..i].iter().collect();
        moves.push(parse_move(size, &token)?);
    }
    Ok(moves)
}
