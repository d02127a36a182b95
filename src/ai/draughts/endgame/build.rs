//! Builds the tables by passes over each material's positions, from the fewest pieces up:
//! pass k marks the positions won in k plies (k odd: a move to a position lost in fewer) or
//! lost in k plies (k even: every move leads to a position won, the longest in k - 1). A
//! capture or a crowning leads to a material built before. What no pass marks is a draw.
//! A material whose colours-swapped table is built is read off it, turned round. Each pass
//! is split over the machine's cores; a pass's marks are applied after it, which
//! changes nothing (a position marked in pass k has distance k, which no check of pass k
//! looks for).

use std::collections::HashMap;

use super::index::{Material, colours_swapped};
use super::{Endgames, MAX_PLIES, Value};
use crate::rules::draughts::Variant;
use crate::rules::draughts::movegen;
use crate::rules::draughts::position::{Move, Position};

/// A position not yet decided (only while building).
const UNKNOWN: u8 = u8::MAX;

/// What one table's build found, for the report.
#[derive(Clone, Debug)]
pub struct Built {
    pub material: Material,
    pub entries: u64,
    /// Entries that are positions (the rest are overlapping or misplaced pieces).
    pub positions: u64,
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    /// The longest win or loss, in plies.
    pub longest: u8,
}

/// Every table with at most `pieces` pieces (or only those `only` needs, with it).
pub fn build(
    variant: &Variant,
    pieces: u32,
    only: Option<Material>,
    mut report: impl FnMut(&Built),
) -> Result<Endgames, String> {
    if variant.rules.figure.is_some() {
        return Err(format!(
            "{}: a game with figures (big-man checkers) has no endgame databases",
            variant.name
        ));
    }
    let materials = match only {
        Some(target) => needed_for(target),
        None => Material::up_to(pieces),
    };
    let mut db = Endgames::empty(variant, pieces.max(only.map_or(0, |m| m.pieces())));
    // The longest win or loss in the tables so far: how long a pass may wait on them.
    let mut longest = 0u8;
    for material in materials {
        let [wm, wk, bm, bk] = material.0;
        let values = match db.tables.get(&Material([bm, bk, wm, wk])) {
            // The colours swapped of a table built: read off it, turned round.
            Some(other) => swapped(&db, material, other),
            None => build_one(variant, &db, material, longest)?,
        };
        let built = summary(&db, material, &values);
        longest = longest.max(built.longest);
        report(&built);
        db.tables.insert(material, values);
    }
    Ok(db)
}

/// The table of `material` from that of its colours swapped, `other`.
fn swapped(db: &Endgames, material: Material, other: &[u8]) -> Vec<u8> {
    let size = db.indexer.size(material);
    (0..size)
        .map(
            |index| match db.indexer.position(&db.geo, material, index) {
                Some(pos) => {
                    let turned = colours_swapped(&db.geo, &pos);
                    other[db.indexer.index(&db.geo, &turned) as usize]
                }
                None => Value::Draw.to_byte(),
            },
        )
        .collect()
}

/// `target` and every material a sequence of moves from it can reach, in building order.
fn needed_for(target: Material) -> Vec<Material> {
    Material::up_to(target.pieces())
        .into_iter()
        .filter(|m| {
            // Reachable: no group grows except kings by crowning men of the same side.
            let [wm, wk, bm, bk] = m.0;
            let [tm, tk, um, uk] = target.0;
            wm <= tm && bm <= um && wm + wk <= tm + tk && bm + bk <= um + uk
        })
        .collect()
}

fn summary(db: &Endgames, material: Material, values: &[u8]) -> Built {
    let mut built = Built {
        material,
        entries: values.len() as u64,
        positions: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        longest: 0,
    };
    for (index, &v) in values.iter().enumerate() {
        if db
            .indexer
            .position(&db.geo, material, index as u64)
            .is_none()
        {
            continue;
        }
        built.positions += 1;
        match Value::from_byte(v) {
            Value::Draw => built.draws += 1,
            Value::Win(d) => {
                built.wins += 1;
                built.longest = built.longest.max(d);
            }
            Value::Loss(d) => {
                built.losses += 1;
                built.longest = built.longest.max(d);
            }
        }
    }
    built
}

/// What a position's moves lead to, by the tables so far.
struct Children {
    /// Some move reaches a position lost for the opponent in fewer than `pass` plies.
    wins: bool,
    /// Every move reaches a position won for the opponent (the longest in plies), if so.
    all_lose: Option<u8>,
}

fn children(
    variant: &Variant,
    db: &Endgames,
    material: Material,
    values: &[u8],
    pos: &Position,
    moves: &mut Vec<Move>,
    pass: u8,
) -> Children {
    moves.clear();
    movegen::generate(&variant.geo, variant.moves, pos, moves);
    let mut wins = false;
    let mut all_lose = Some(0u8);
    for mv in moves.iter() {
        let child = pos.play(&variant.geo, mv);
        let byte = child_value(db, material, values, &child);
        if byte == UNKNOWN {
            all_lose = None;
            continue;
        }
        match Value::from_byte(byte) {
            Value::Loss(d) if d < pass => wins = true,
            Value::Win(d) => all_lose = all_lose.map(|most| most.max(d)),
            _ => all_lose = None,
        }
    }
    Children { wins, all_lose }
}

fn child_value(db: &Endgames, material: Material, values: &[u8], child: &Position) -> u8 {
    let m = Material::of(child);
    if m.side_pieces(child.side) == 0 {
        return Value::Loss(0).to_byte();
    }
    let index = db.indexer.index(&db.geo, child) as usize;
    if m == material {
        values[index]
    } else {
        db.tables.get(&m).map_or(UNKNOWN, |t| t[index])
    }
}

fn build_one(
    variant: &Variant,
    db: &Endgames,
    material: Material,
    longest_elsewhere: u8,
) -> Result<Vec<u8>, String> {
    let size = db.indexer.size(material) as usize;
    let mut values = vec![Value::Draw.to_byte(); size];
    let mut moves = Vec::new();
    // Valid positions start unknown; those without a move are lost at once.
    for (index, value) in values.iter_mut().enumerate() {
        let Some(pos) = db.indexer.position(&db.geo, material, index as u64) else {
            continue;
        };
        moves.clear();
        movegen::generate(&variant.geo, variant.moves, &pos, &mut moves);
        *value = if moves.is_empty() {
            Value::Loss(0).to_byte()
        } else {
            UNKNOWN
        };
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut last_change = 0u8;
    let mut pass = 1u8;
    while pass <= last_change.max(longest_elsewhere).saturating_add(2) {
        if pass > MAX_PLIES {
            return Err(format!(
                "{}: a win longer than {MAX_PLIES} plies does not fit the table",
                material.name()
            ));
        }
        let marks = marks_of_pass(variant, db, material, &values, pass, threads);
        if !marks.is_empty() {
            last_change = pass;
        }
        let byte = if pass % 2 == 1 {
            Value::Win(pass)
        } else {
            Value::Loss(pass)
        }
        .to_byte();
        for index in marks {
            values[index] = byte;
        }
        pass += 1;
    }
    for v in values.iter_mut() {
        if *v == UNKNOWN {
            *v = Value::Draw.to_byte();
        }
    }
    Ok(values)
}

/// The positions pass `pass` marks, found by `threads` threads over slices of the table.
fn marks_of_pass(
    variant: &Variant,
    db: &Endgames,
    material: Material,
    values: &[u8],
    pass: u8,
    threads: usize,
) -> Vec<usize> {
    let chunk = values.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..values.len())
            .step_by(chunk)
            .map(|from| {
                let to = (from + chunk).min(values.len());
                scope.spawn(move || {
                    let mut marks = Vec::new();
                    let mut moves = Vec::new();
                    for index in from..to {
                        if values[index] != UNKNOWN {
                            continue;
                        }
                        let pos = db
                            .indexer
                            .position(&db.geo, material, index as u64)
                            .expect("an unknown entry is a position");
                        let seen = children(variant, db, material, values, &pos, &mut moves, pass);
                        let marked = if pass % 2 == 1 {
                            seen.wins
                        } else {
                            seen.all_lose == Some(pass - 1)
                        };
                        if marked {
                            marks.push(index);
                        }
                    }
                    marks
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a build thread does not panic"))
            .collect()
    })
}

/// For tests: every table's values by material.
pub fn tables(db: &Endgames) -> &HashMap<Material, Vec<u8>> {
    &db.tables
}
