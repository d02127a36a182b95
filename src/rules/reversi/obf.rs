//! The FFO/OBF test-suite position format for 8x8: 64 characters row by row from a1 (`X`
//! black, `O` white, `-` empty), a space, and `X` or `O` to move.

/// Discs of the side to move and of the other side (bit i is square i from a1).
pub fn parse_position(text: &str) -> Result<(u64, u64), String> {
    let mut words = text.split_whitespace();
    let board = words.next().ok_or("the position is empty")?;
    let side = words
        .next()
        .ok_or("the position needs the side to move after the board (X or O)")?;
    if let Some(extra) = words.next() {
        return Err(format!("unexpected `{extra}` after the side to move"));
    }
    let count = board.chars().count();
    if count != 64 {
        return Err(format!(
            "the board has {count} squares; an 8x8 board has 64 (row by row from a1)"
        ));
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (i, ch) in board.chars().enumerate() {
        match ch {
            'X' | 'x' | '*' => black |= 1 << i,
            'O' | 'o' => white |= 1 << i,
            '-' | '.' => {}
            other => {
                return Err(format!(
                    "`{other}` at column {} of the board is not X, O or -",
                    i + 1
                ));
            }
        }
    }
    match side {
        "X" | "x" | "*" => Ok((black, white)),
        "O" | "o" => Ok((white, black)),
        other => Err(format!("`{other}` is not a side to move (X or O)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_board_and_names_what_is_wrong() {
        let board = format!("{}{}", "X".repeat(32), "O-".repeat(16));
        let (me, opp) = parse_position(&format!("{board} O")).unwrap();
        assert_eq!(opp, u64::from(u32::MAX), "black holds the first 32 squares");
        assert_eq!(me.count_ones(), 16);
        assert!(parse_position("XO-").unwrap_err().contains("side to move"));
        assert!(parse_position("XO- X").unwrap_err().contains("3 squares"));
        let bad = format!("{}#{} X", "-".repeat(10), "-".repeat(53));
        assert!(
            parse_position(&bad)
                .unwrap_err()
                .contains("`#` at column 11")
        );
        assert!(
            parse_position(&format!("{board} Z"))
                .unwrap_err()
                .contains("`Z`")
        );
        assert!(
            parse_position(&format!("{board} X more"))
                .unwrap_err()
                .contains("`more`")
        );
    }
}
