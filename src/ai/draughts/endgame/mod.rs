//! Endgame databases: for every position with few pieces, whether the side to move wins,
//! loses or draws with best play, and in how many plies the game ends (the loser left
//! without a move). Built here by [`build`] (`leapfrog generate draughts-endgames`), kept
//! on disk by [`file`], and probed by the engine's search, which then plays such endings
//! perfectly and never needs to look past them.
//!
//! The tables know the rules of moving and capturing only: the draw rules that count moves
//! (repetitions, the king-move counts) are the game's, not the table's, as in published
//! databases.

pub mod build;
mod by_material;
pub mod file;
pub mod first_use;
pub mod index;
pub mod registry;
mod unmove;

use crate::rules::draughts::Variant;
use crate::rules::draughts::board::Geometry;
use crate::rules::draughts::position::Position;
use index::{Indexer, Material};
pub use registry::{folder, for_variant, path_for};

/// The longest win or loss a table can hold, in plies.
pub const MAX_PLIES: u8 = 253;

/// Tables with more pieces than this are held in memory as win, draw or loss only (two bits
/// an entry); the plies to the end are kept on disk for every table. Every table keeps its
/// plies unless `LEAPFROG_ENDGAMES_PLIES` says fewer: held as outcomes, the five-piece tables
/// took 415 MB instead of 1.66 GB on international, but the expert converted fewer of their
/// wins (188 of 200 where the plies converted all; without those tables 194).
pub const PLIES_KEPT_UP_TO: u32 = 5;

/// A position's value for the side to move; the plies are to the end of the game. `Won` and
/// `Lost` come from tables held without their plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Win(u8),
    Loss(u8),
    Draw,
    Won,
    Lost,
}

impl Value {
    /// 0 a draw, else the plies plus one (odd plies a win, even a loss).
    pub fn to_byte(self) -> u8 {
        match self {
            Value::Draw => 0,
            Value::Win(d) | Value::Loss(d) => d + 1,
            Value::Won | Value::Lost => unreachable!("a value without plies has no byte"),
        }
    }

    pub fn from_byte(byte: u8) -> Self {
        match byte {
            0 => Value::Draw,
            b if (b - 1) % 2 == 1 => Value::Win(b - 1),
            b => Value::Loss(b - 1),
        }
    }

    /// The same value with its plies dropped.
    pub fn outcome(self) -> Self {
        match self {
            Value::Win(_) | Value::Won => Value::Won,
            Value::Loss(_) | Value::Lost => Value::Lost,
            Value::Draw => Value::Draw,
        }
    }
}

/// One material's entries.
pub enum Table {
    /// A byte an entry: [`Value::to_byte`].
    Plies(Vec<u8>),
    /// Two bits an entry, four to a byte: 0 a draw, 1 won, 2 lost.
    Outcomes(Vec<u8>),
}

impl Table {
    fn get(&self, index: usize) -> Option<Value> {
        match self {
            Table::Plies(bytes) => bytes.get(index).map(|&b| Value::from_byte(b)),
            Table::Outcomes(packed) => {
                let byte = packed.get(index / 4)?;
                Some(match byte >> (2 * (index % 4)) & 3 {
                    1 => Value::Won,
                    2 => Value::Lost,
                    _ => Value::Draw,
                })
            }
        }
    }

    /// Only the outcomes of a table of plies.
    pub(super) fn packed(bytes: &[u8]) -> Self {
        let mut packed = vec![0u8; bytes.len().div_ceil(4)];
        for (index, &b) in bytes.iter().enumerate() {
            let code = match Value::from_byte(b) {
                Value::Draw => 0,
                Value::Win(_) => 1,
                _ => 2,
            };
            packed[index / 4] |= code << (2 * (index % 4));
        }
        Table::Outcomes(packed)
    }

    /// The table's bytes of plies, if it keeps them.
    pub fn plies(&self) -> Option<&[u8]> {
        match self {
            Table::Plies(bytes) => Some(bytes),
            Table::Outcomes(_) => None,
        }
    }
}

/// The tables of one variant, by material. A material and its colours swapped share one
/// table (the one [`index::Material::canonical`] names): the other is probed turned round.
pub struct Endgames {
    pub variant: String,
    pub pieces: u32,
    geo: Geometry,
    indexer: Indexer,
    tables: by_material::ByMaterial,
}

impl Endgames {
    fn empty(variant: &Variant, pieces: u32) -> Self {
        Self {
            variant: variant.name.clone(),
            pieces,
            geo: variant.geo,
            indexer: Indexer::new(&variant.geo),
            tables: Default::default(),
        }
    }

    /// The value of `pos`, if its material has a table (no figures).
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        if pos.figures != 0 || (pos.pieces[0] | pos.pieces[1]).count_ones() > self.pieces {
            return None;
        }
        let (table, index) = self.entry_of(pos)?;
        table.get(index)
    }

    /// The table holding `pos` and its index there: its material's, or that of the colours
    /// swapped with the position turned round.
    fn entry_of(&self, pos: &Position) -> Option<(&Table, usize)> {
        if let Some(table) = self.tables.get(&Material::of(pos)) {
            return Some((table, self.indexer.index(pos) as usize));
        }
        let turned = index::colours_swapped(&self.geo, pos);
        let table = self.tables.get(&Material::of(&turned))?;
        Some((table, self.indexer.index(&turned) as usize))
    }

    /// The byte of plies of `pos` from a table that keeps them (building).
    fn plies_byte(&self, pos: &Position) -> Option<u8> {
        let (table, index) = self.entry_of(pos)?;
        table.plies()?.get(index).copied()
    }

    /// Whether `pos`'s material has a table that keeps only the outcomes.
    pub fn holds_outcomes_only(&self, pos: &Position) -> bool {
        let material = Material::of(pos);
        let table = self
            .tables
            .get(&material)
            .or_else(|| self.tables.get(&material.swapped()));
        matches!(table, Some(Table::Outcomes(_)))
    }

    /// The materials held, in building order.
    pub fn materials(&self) -> Vec<Material> {
        let mut all: Vec<Material> = self.tables.keys().collect();
        all.sort_by_key(|m| m.order());
        all
    }

    /// Entries over all tables.
    pub fn entries(&self) -> u64 {
        self.tables.keys().map(|m| self.indexer.size(m)).sum()
    }

    /// The same tables less those of more than `pieces` pieces.
    pub fn without_more_than(mut self, pieces: u32) -> Self {
        self.tables.retain(|m| m.pieces() <= pieces);
        self.pieces = self.pieces.min(pieces);
        self
    }

    /// The indexer and board, for walking a table's positions (tests, reports).
    pub fn indexer(&self) -> &Indexer {
        &self.indexer
    }
}

#[cfg(test)]
mod tests;
