//! Builds the tables by retrograde analysis, from the fewest pieces up. For each material:
//! 1. Every position's moves are generated once. A capture or a crowning leads to a table
//!    built before (or ends the game); where no move stays in the material, that decides the
//!    position at once. Otherwise the position counts its moves that stay, and a move out to
//!    a loss makes it a win for now (a quicker one may come).
//! 2. Level by level (plies to the end, from 0), each position decided at that level is
//!    taken back a move ([`super::unmove`]): a loss makes each position before it a win one
//!    ply longer (unless it has a quicker one); a win takes one from their count of open
//!    moves, and a position whose count reaches 0 with every move out a win too is lost, one
//!    ply longer than its longest.
//!
//! What no level decides is a draw. Each position's moves are generated once and each
//! decided one is taken back once, where a build by passes generated every undecided
//! position's moves on every pass. Of a material and its colours swapped only one table is
//! built ([`Material::canonical`]). Each step is split over the machine's cores, which may
//! update the same entry: entries are atomic, and a level only writes later levels.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

use super::index::Material;
use super::unmove::predecessors;
use super::{Endgames, MAX_PLIES, Table, Value};
use crate::rules::draughts::Variant;
use crate::rules::draughts::movegen;
use crate::rules::draughts::position::Position;

/// A position not yet decided (only while building; the byte of no value).
const UNKNOWN: u8 = u8::MAX;
/// An open-move count for a position with no move that stays in the material: no quiet
/// move leads from it to another of the table's, so it is never taken back to.
const NO_MOVE_STAYS: u8 = u8::MAX;
/// A position with a move out to a draw or a loss, which therefore cannot lose.
const CANNOT_LOSE: u8 = u8::MAX;

/// What one table's build found, for the report.
#[derive(Clone, Debug)]
pub struct Built {
    pub material: Material,
    pub entries: u64,
    /// Entries that are positions (the rest put a white and a black man on one square).
    pub positions: u64,
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    /// The longest win or loss, in plies.
    pub longest: u8,
}

/// The tables built for `materials`, in their order: one for a material and its colours
/// swapped.
fn canonical_of(materials: Vec<Material>) -> Vec<Material> {
    let mut canonical: Vec<Material> = Vec::new();
    for m in materials.into_iter().map(|m| m.canonical()) {
        if !canonical.contains(&m) {
            canonical.push(m);
        }
    }
    canonical
}

/// The tables a build up to `pieces` makes, in building order.
pub fn tables_up_to(pieces: u32) -> Vec<Material> {
    canonical_of(Material::up_to(pieces))
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
    let canonical = canonical_of(materials);
    let mut db = Endgames::empty(variant, pieces.max(only.map_or(0, |m| m.pieces())));
    for material in canonical {
        let (values, built) = build_one(variant, &db, material)?;
        report(&built);
        db.tables.insert(material, Table::Plies(values));
    }
    Ok(db)
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

/// The byte of a position another table holds (or the game's end where the side to move
/// has nothing left).
fn settled(db: &Endgames, child: &Position) -> u8 {
    if Material::of(child).side_pieces(child.side) == 0 {
        return Value::Loss(0).to_byte();
    }
    db.plies_byte(child)
        .expect("a capture or a crowning leads to a table built before")
}

/// A table being built: per entry its value byte, its count of open moves that stay in the
/// material, and the longest win its moves out lead to (or [`CANNOT_LOSE`]).
struct Work {
    values: Vec<AtomicU8>,
    open: Vec<AtomicU8>,
    longest_out: Vec<AtomicU8>,
    /// The deepest level any entry has been given.
    deepest: AtomicU8,
    /// Set when a value would not fit a byte.
    too_long: std::sync::atomic::AtomicBool,
}

impl Work {
    fn new(size: usize) -> Self {
        let bytes = |b: u8| (0..size).map(|_| AtomicU8::new(b)).collect();
        Self {
            values: bytes(UNKNOWN),
            open: bytes(NO_MOVE_STAYS),
            longest_out: bytes(CANNOT_LOSE),
            deepest: AtomicU8::new(0),
            too_long: false.into(),
        }
    }

    /// Gives entry `index` the value `value` (whose level is its plies).
    fn decide(&self, index: usize, value: Value) {
        let (Value::Win(d) | Value::Loss(d)) = value else {
            self.values[index].store(value.to_byte(), Relaxed);
            return;
        };
        if d > MAX_PLIES {
            self.too_long.store(true, Relaxed);
            return;
        }
        self.values[index].store(value.to_byte(), Relaxed);
        self.deepest.fetch_max(d, Relaxed);
    }

    /// A win in `d` for entry `index`, unless it is decided otherwise or wins quicker.
    fn offer_win(&self, index: usize, d: u8) {
        if d > MAX_PLIES {
            self.too_long.store(true, Relaxed);
            return;
        }
        let byte = Value::Win(d).to_byte();
        let slot = &self.values[index];
        let mut current = slot.load(Relaxed);
        // Win bytes are even and not 0; UNKNOWN is odd.
        while current == UNKNOWN || (current != 0 && current.is_multiple_of(2) && current > byte) {
            match slot.compare_exchange_weak(current, byte, Relaxed, Relaxed) {
                Ok(_) => {
                    self.deepest.fetch_max(d, Relaxed);
                    return;
                }
                Err(now) => current = now,
            }
        }
    }
}

/// Splits `0..size` over the cores and runs `each` on every part, with a part's scratch.
fn split<T: Send>(
    size: usize,
    scratch: impl Fn() -> T + Sync,
    each: impl Fn(std::ops::Range<usize>, &mut T) + Sync,
) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    // Small parts, handed out in turn, so that no core waits on a slow one.
    let part = size.div_ceil(threads * 64).max(4096);
    let next = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut own = scratch();
                loop {
                    let from = next.fetch_add(part as u64, Relaxed) as usize;
                    if from >= size {
                        break;
                    }
                    each(from..(from + part).min(size), &mut own);
                }
            });
        }
    });
}

fn build_one(
    variant: &Variant,
    db: &Endgames,
    material: Material,
) -> Result<(Vec<u8>, Built), String> {
    let size = db.indexer.size(material) as usize;
    let work = Work::new(size);
    let no_position = AtomicU64::new(0);
    split(size, Vec::new, |range, moves| {
        for index in range {
            let Some(pos) = db.indexer.position(material, index as u64) else {
                work.values[index].store(Value::Draw.to_byte(), Relaxed);
                no_position.fetch_add(1, Relaxed);
                continue;
            };
            first_look(variant, db, material, &work, index, &pos, moves);
        }
    });
    let mut level = 0u8;
    while level <= work.deepest.load(Relaxed) {
        let byte = level + 1;
        let lost = level.is_multiple_of(2);
        split(size, Vec::new, |range, before| {
            for index in range {
                if work.values[index].load(Relaxed) != byte {
                    continue;
                }
                let pos = db
                    .indexer
                    .position(material, index as u64)
                    .expect("a decided entry is a position");
                before.clear();
                predecessors(&variant.geo, variant.moves, &pos, before);
                for earlier in before.iter() {
                    let at = db.indexer.index(earlier) as usize;
                    if work.open[at].load(Relaxed) == NO_MOVE_STAYS {
                        // A capture was due there: this was no move of it.
                        continue;
                    }
                    if lost {
                        work.offer_win(at, level + 1);
                    } else if work.open[at].fetch_sub(1, Relaxed) == 1 {
                        let out = work.longest_out[at].load(Relaxed);
                        if out != CANNOT_LOSE && work.values[at].load(Relaxed) == UNKNOWN {
                            work.decide(at, Value::Loss(level.max(out) + 1));
                        }
                    }
                }
            }
        });
        if work.too_long.load(Relaxed) {
            return Err(format!(
                "{}: a win longer than {MAX_PLIES} plies does not fit the table",
                material.name()
            ));
        }
        if level == MAX_PLIES {
            break;
        }
        level += 1;
    }
    let values: Vec<u8> = work
        .values
        .into_iter()
        .map(|v| match v.into_inner() {
            UNKNOWN => Value::Draw.to_byte(),
            byte => byte,
        })
        .collect();
    let built = summary(material, &values, no_position.into_inner());
    Ok((values, built))
}

/// The first look at entry `index`: its moves out, and its count of moves that stay.
fn first_look(
    variant: &Variant,
    db: &Endgames,
    material: Material,
    work: &Work,
    index: usize,
    pos: &Position,
    moves: &mut Vec<crate::rules::draughts::position::Move>,
) {
    moves.clear();
    movegen::generate(&variant.geo, variant.moves, pos, moves);
    let mut stay = 0usize;
    let mut quickest_loss: Option<u8> = None;
    let mut longest_win = 0u8;
    let mut can_lose = true;
    for mv in moves.iter() {
        let child = pos.play(&variant.geo, mv);
        if Material::of(&child) == material {
            stay += 1;
            continue;
        }
        match Value::from_byte(settled(db, &child)) {
            Value::Loss(d) => {
                quickest_loss = Some(quickest_loss.map_or(d, |q| q.min(d)));
                can_lose = false;
            }
            Value::Win(d) => longest_win = longest_win.max(d),
            _ => can_lose = false,
        }
    }
    if stay == 0 {
        let value = match quickest_loss {
            _ if moves.is_empty() => Value::Loss(0),
            Some(d) => Value::Win(d + 1),
            None if can_lose => Value::Loss(longest_win + 1),
            None => Value::Draw,
        };
        work.decide(index, value);
        return;
    }
    assert!(stay < usize::from(NO_MOVE_STAYS), "too many moves to count");
    work.open[index].store(stay as u8, Relaxed);
    work.longest_out[index].store(if can_lose { longest_win } else { CANNOT_LOSE }, Relaxed);
    if let Some(d) = quickest_loss {
        work.offer_win(index, d + 1);
    }
}

fn summary(material: Material, values: &[u8], no_position: u64) -> Built {
    let mut built = Built {
        material,
        entries: values.len() as u64,
        positions: values.len() as u64 - no_position,
        wins: 0,
        losses: 0,
        draws: 0,
        longest: 0,
    };
    for &v in values {
        match Value::from_byte(v) {
            Value::Win(d) => {
                built.wins += 1;
                built.longest = built.longest.max(d);
            }
            Value::Loss(d) => {
                built.losses += 1;
                built.longest = built.longest.max(d);
            }
            _ => built.draws += 1,
        }
    }
    // Entries that are no position hold a draw's byte.
    built.draws -= no_position;
    built
}
