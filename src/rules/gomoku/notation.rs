//! Gomoku notation: columns a, b, c … from the left, rows 1, 2, 3 … from the bottom
//! (`h8` is the centre of 15x15). Cells count from the top-left, row by row.

use crate::rules::Cell;

/// `h8`-style name of a cell on a board of `size`.
pub fn cell_name(size: usize, cell: Cell) -> String {
    let (r, c) = (usize::from(cell) / size, usize::from(cell) % size);
    format!("{}{}", (b'a' + c as u8) as char, size - r)
}

/// The cell a name like `h8` denotes, or an error naming the token.
pub fn parse_cell(size: usize, text: &str) -> Result<Cell, String> {
    let text = text.trim();
    let mut chars = text.chars();
    let column = chars
        .next()
        .filter(char::is_ascii_alphabetic)
        .ok_or_else(|| format!("`{text}`: expected a column letter then a row number"))?;
    let c = (column.to_ascii_lowercase() as u8 - b'a') as usize;
    let row: usize = chars
        .as_str()
        .parse()
        .map_err(|_| format!("`{text}`: expected a row number after the column"))?;
    if c >= size || row == 0 || row > size {
        return Err(format!("`{text}` is off the {size}x{size} board"));
    }
    Ok(((size - row) * size + c) as Cell)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_h8_is_the_centre_of_15() {
        assert_eq!(parse_cell(15, "h8"), Ok(7 * 15 + 7));
        assert_eq!(cell_name(15, 7 * 15 + 7), "h8");
        assert_eq!(cell_name(15, 0), "a15");
        assert_eq!(cell_name(15, 14 * 15), "a1");
        for cell in 0..100 {
            assert_eq!(parse_cell(10, &cell_name(10, cell)), Ok(cell));
        }
        assert!(parse_cell(15, "p1").is_err());
        assert!(parse_cell(15, "a0").is_err());
        assert!(parse_cell(15, "a16").is_err());
        assert!(parse_cell(15, "8h").is_err());
    }
}
