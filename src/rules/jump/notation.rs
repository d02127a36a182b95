//! Moves as text (GAMES.md 8): a removal is its cell (`d4`), a step `a3-a4`, a plain jump
//! chain its landings joined by `-` (`q1-o1-m1`), a capture every landing joined by `x`
//! (`a3xc5xe7`). The reader also takes the short form `a3xe7` where one legal capture fits
//! (a PDN reader tries each where several do), and a plain move by any path (the same start
//! and end are the same move).

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

/// Why `text` names none of several captures.
pub fn ambiguity(rules: &Rules, fitting: &[Move], text: &str) -> String {
    format!(
        "`{}` fits {} captures; write every landing ({})",
        text.trim(),
        fitting.len(),
        fitting
            .iter()
            .map(|m| move_text(rules, m))
            .collect::<Vec<_>>()
            .join(" ")
    )
}

/// The moves of `legal` that `text` may name: the one its full path names, else every
/// capture its short form fits (one per [`Move::key`]), else why there is none.
pub fn read_candidates(rules: &Rules, legal: &[Move], text: &str) -> Result<Vec<Move>, String> {
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
            .map(|m| vec![*m])
            .ok_or_else(refuse);
    }
    let to = *rest.last().expect("not empty");
    let candidates: Vec<&Move> = legal
        .iter()
        .filter(|m| !m.removal && m.from == from && m.to == to && m.is_capture() == capture)
        .collect();
    // The full path first, then a short form.
    if let Some(exact) = candidates.iter().find(|m| m.landings() == rest) {
        return Ok(vec![**exact]);
    }
    if !capture && !candidates.is_empty() {
        return Ok(vec![*candidates[0]]);
    }
    let mut fitting: Vec<Move> = Vec::new();
    for m in candidates {
        if is_subsequence(rest, m.landings()) && fitting.iter().all(|f| f.key() != m.key()) {
            fitting.push(*m);
        }
    }
    if fitting.is_empty() {
        return Err(refuse());
    }
    Ok(fitting)
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
