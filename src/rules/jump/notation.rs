//! Moves as text (GAMES.md 8): a removal is its cell (`d4`), a step `a3-a4`, a plain jump
//! chain its landings joined by `-` (`q1-o1-m1`), a capture every landing joined by `x`
//! (`a3xc5xe7`). The reader also takes the short form `a3xe7` where one legal capture fits,
//! and a plain move by any path (the same start and end are the same move).

use super::compile::Rules;
use super::position::Move;

pub fn move_text(rules: &Rules, mv: &Move) -> String {
    let name = |c: u8| rules.geo.names[usize::from(c)].clone();
    if mv.removal {
        return name(mv.from);
    }
    let sep = if mv.is_capture() { "x" } else { "-" };
    let mut text = name(mv.from);
    for &land in mv.landings() {
        text.push_str(sep);
        text.push_str(&name(land));
    }
    text
}

/// The legal move `text` names, or why there is none.
pub fn read_move(rules: &Rules, legal: &[Move], text: &str) -> Result<Move, String> {
    let text = text.trim();
    let capture = text.contains(['x', 'X', ':']) && !has_cell_with_x(rules, text);
    let parts: Vec<&str> = text
        .split(|c: char| c == '-' || (capture && matches!(c, 'x' | 'X' | ':')))
        .map(str::trim)
        .collect();
    let mut cells = Vec::new();
    for part in &parts {
        let cell = rules
            .geo
            .cell_named(part)
            .ok_or_else(|| format!("`{part}` in `{text}` is not a cell of this board"))?;
        cells.push(cell);
    }
    let listing = || {
        let all: Vec<String> = legal.iter().map(|m| move_text(rules, m)).collect();
        if all.is_empty() {
            "none".to_string()
        } else {
            all.join(" ")
        }
    };
    let refuse = || format!("`{text}` is not a legal move here (legal: {})", listing());
    let (&from, rest) = cells.split_first().ok_or_else(refuse)?;
    if rest.is_empty() {
        return legal
            .iter()
            .find(|m| m.removal && m.from == from)
            .copied()
            .ok_or_else(refuse);
    }
    let to = *rest.last().expect("not empty");
    let candidates: Vec<&Move> = legal
        .iter()
        .filter(|m| !m.removal && m.from == from && m.to == to && m.is_capture() == capture)
        .collect();
    // The full path first, then a short form that only one move fits.
    if let Some(exact) = candidates.iter().find(|m| m.landings() == rest) {
        return Ok(**exact);
    }
    if !capture && !candidates.is_empty() {
        return Ok(*candidates[0]);
    }
    let fitting: Vec<&&Move> = candidates
        .iter()
        .filter(|m| is_subsequence(rest, m.landings()))
        .collect();
    match fitting.as_slice() {
        [one] => Ok(***one),
        [] => Err(refuse()),
        many => Err(format!(
            "`{text}` fits {} captures; write every landing ({})",
            many.len(),
            many.iter()
                .map(|m| move_text(rules, m))
                .collect::<Vec<_>>()
                .join(" ")
        )),
    }
}

/// Whether the board has a cell whose name contains an `x` (then `x` is no separator).
fn has_cell_with_x(rules: &Rules, text: &str) -> bool {
    rules
        .geo
        .names
        .iter()
        .any(|n| n.contains(['x', 'X']) && text.contains(n.as_str()))
}

fn is_subsequence(short: &[u8], long: &[u8]) -> bool {
    let mut it = long.iter();
    short.iter().all(|s| it.any(|l| l == s))
}
