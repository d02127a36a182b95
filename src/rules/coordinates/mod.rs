//! Board coordinates from the games' own cell names, so that the labels around a board always
//! match the notation in the move list.
//!
//! A name splits into two parts (`c4` into `c` and `4`, `3,5` into `3` and `5`). Where one part
//! is the same along every row and the other along every column, the board gets edge labels:
//! each row's part on the left of the row, each column's below the board (reversi, gomoku,
//! Russian draughts, the knight's tour; Chinese checkers has row letters only). Otherwise
//! (numbered draughts squares, numbered peg holes) each cell carries its name in a corner.

use std::collections::BTreeMap;

use super::{Cell, Layout};

/// A label in layout units: cell `c`'s centre is `positions[c] + 0.5`, y down.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub x: f32,
    pub y: f32,
    pub text: String,
    /// A name inside a cell (drawn smaller than an edge label).
    pub in_cell: bool,
}

/// How far outside the outermost cell centres the edge labels sit.
const EDGE_OFFSET: f32 = 0.78;

/// A named cell's position and name, split.
struct Named {
    x: f32,
    y: f32,
    name: String,
    parts: (String, String),
}

fn first(parts: &(String, String)) -> &str {
    &parts.0
}

fn second(parts: &(String, String)) -> &str {
    &parts.1
}

fn parts(name: &str) -> (String, String) {
    if let Some((a, b)) = name.split_once(',') {
        return (a.trim().to_string(), b.trim().to_string());
    }
    let split = name
        .char_indices()
        .find(|(_, c)| c.is_ascii_digit())
        .map_or(name.len(), |(i, _)| i);
    (name[..split].to_string(), name[split..].to_string())
}

/// The one value `part` takes along each line (keyed by the line's coordinate, in tenths so
/// that float positions group exactly), or None if some line has two.
fn constant_along(
    named: &[Named],
    line_of: impl Fn(f32, f32) -> i32,
    part: impl Fn(&(String, String)) -> &str,
) -> Option<BTreeMap<i32, String>> {
    let mut lines: BTreeMap<i32, String> = BTreeMap::new();
    for Named { x, y, parts, .. } in named {
        let value = part(parts);
        if value.is_empty() {
            return None;
        }
        let line = lines
            .entry(line_of(*x, *y))
            .or_insert_with(|| value.to_string());
        if line != value {
            return None;
        }
    }
    Some(lines)
}

/// The labels for a board whose cells are named by `name` (None for an unnamed cell).
pub fn board_labels(layout: &Layout, name: impl Fn(Cell) -> Option<String>) -> Vec<Label> {
    let named: Vec<Named> = (0..layout.positions.len())
        .filter_map(|i| {
            let (x, y) = layout.positions[i];
            name(i as Cell).map(|name| Named {
                x,
                y,
                parts: parts(&name),
                name,
            })
        })
        .collect();
    if named.is_empty() {
        return Vec::new();
    }
    // A name without two parts (a square's number) says nothing about rows and columns.
    if named
        .iter()
        .any(|n| n.parts.0.is_empty() || n.parts.1.is_empty())
    {
        return cell_labels(&named);
    }
    let row_of = |_: f32, y: f32| (y * 10.0).round() as i32;
    let column_of = |x: f32, _: f32| (x * 10.0).round() as i32;
    // Which part names the rows: the second in `c4` (rows are numbers), the first in `3,5`.
    let rows = constant_along(&named, row_of, second)
        .map(|rows| (rows, first as fn(&(String, String)) -> &str))
        .or_else(|| {
            constant_along(&named, row_of, first)
                .map(|rows| (rows, second as fn(&(String, String)) -> &str))
        });
    let Some((rows, column_part)) = rows else {
        return cell_labels(&named);
    };
    let on_grid = layout.positions.iter().all(|p| p.0.fract() == 0.0);
    let mut labels = Vec::new();
    for (line, text) in rows {
        let y = line as f32 / 10.0;
        // Left of the row's first cell, named or not (a draughts row may start light); on a
        // square grid (a peg cross) all rows' labels line up at the board's left edge.
        let left = layout
            .positions
            .iter()
            .filter(|&&(x, y)| on_grid || row_of(x, y) == line)
            .map(|&(x, _)| x)
            .fold(f32::MAX, f32::min);
        labels.push(Label {
            x: left + 0.5 - EDGE_OFFSET,
            y: y + 0.5,
            text,
            in_cell: false,
        });
    }
    if let Some(columns) = constant_along(&named, column_of, column_part) {
        let bottom = layout
            .positions
            .iter()
            .map(|p| p.1)
            .fold(f32::MIN, f32::max);
        for (line, text) in columns {
            labels.push(Label {
                x: line as f32 / 10.0 + 0.5,
                y: bottom + 0.5 + EDGE_OFFSET,
                text,
                in_cell: false,
            });
        }
    }
    labels
}

fn cell_labels(named: &[Named]) -> Vec<Label> {
    named
        .iter()
        .map(|n| Label {
            x: n.x + 0.2,
            y: n.y + 0.2,
            text: n.name.clone(),
            in_cell: true,
        })
        .collect()
}

#[cfg(test)]
mod tests;
