//! Hole names: the row letter `a` … `q` from the top and the 1-based place from the left in
//! that row (`a1` the top point, `i5` the centre, `q1` the bottom point). A move is its holes
//! joined by `-`.

use super::board::{ROW_LENGTHS, geometry};

pub fn hole_name(hole: u8) -> String {
    let g = geometry();
    let (row, _) = g.place[usize::from(hole)];
    format!("{}{}", char::from(b'a' + row), g.index_in_row(hole) + 1)
}

/// The hole a name (`e13`, case ignored) stands for.
pub fn parse_hole(text: &str) -> Result<u8, String> {
    let text = text.trim();
    let mut chars = text.chars();
    let letter = chars.next().map(|c| c.to_ascii_lowercase());
    let row = match letter {
        Some(c @ 'a'..='q') => usize::from(c as u8 - b'a'),
        _ => return Err(format!("`{text}` is not a hole: rows are a to q")),
    };
    let place: usize = chars
        .as_str()
        .parse()
        .map_err(|_| format!("`{text}` is not a hole: a row letter and a number, like i5"))?;
    let len = usize::from(ROW_LENGTHS[row]);
    if place == 0 || place > len {
        return Err(format!(
            "`{text}` is not a hole: row {} has holes 1 to {len}",
            char::from(b'a' + row as u8)
        ));
    }
    Ok(geometry()
        .hole_at(row, place - 1)
        .expect("the place is within the row"))
}

/// The holes of a move text (`m5-k5-i5`), at least two.
pub fn parse_path(text: &str) -> Result<Vec<u8>, String> {
    let holes = text
        .trim()
        .split('-')
        .map(parse_hole)
        .collect::<Result<Vec<u8>, String>>()?;
    if holes.len() < 2 {
        return Err(format!(
            "`{}` is not a move: holes joined by -, like n1-m5",
            text.trim()
        ));
    }
    Ok(holes)
}

pub fn path_text(path: &[u8]) -> String {
    path.iter()
        .map(|&h| hole_name(h))
        .collect::<Vec<_>>()
        .join("-")
}
