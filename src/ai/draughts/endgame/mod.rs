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
pub mod file;
pub mod index;
mod registry;

use std::collections::HashMap;

use crate::rules::draughts::Variant;
use crate::rules::draughts::board::Geometry;
use crate::rules::draughts::position::Position;
use index::{Indexer, Material};
pub use registry::{folder, for_variant, path_for};

/// The longest win or loss a table can hold, in plies.
pub const MAX_PLIES: u8 = 253;

/// A position's value for the side to move; the plies are to the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Win(u8),
    Loss(u8),
    Draw,
}

impl Value {
    /// 0 a draw, else the plies plus one (odd plies a win, even a loss).
    pub fn to_byte(self) -> u8 {
        match self {
            Value::Draw => 0,
            Value::Win(d) | Value::Loss(d) => d + 1,
        }
    }

    pub fn from_byte(byte: u8) -> Self {
        match byte {
            0 => Value::Draw,
            b if (b - 1) % 2 == 1 => Value::Win(b - 1),
            b => Value::Loss(b - 1),
        }
    }
}

/// The tables of one variant, by material.
pub struct Endgames {
    pub variant: String,
    pub pieces: u32,
    geo: Geometry,
    indexer: Indexer,
    tables: HashMap<Material, Vec<u8>>,
}

impl Endgames {
    fn empty(variant: &Variant, pieces: u32) -> Self {
        Self {
            variant: variant.name.clone(),
            pieces,
            geo: variant.geo,
            indexer: Indexer::new(&variant.geo),
            tables: HashMap::new(),
        }
    }

    /// The value of `pos`, if its material has a table (no figures).
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        if pos.figures != 0 || (pos.pieces[0] | pos.pieces[1]).count_ones() > self.pieces {
            return None;
        }
        let table = self.tables.get(&Material::of(pos))?;
        let index = self.indexer.index(&self.geo, pos) as usize;
        table.get(index).map(|&b| Value::from_byte(b))
    }

    /// The materials held, in building order.
    pub fn materials(&self) -> Vec<Material> {
        let mut all: Vec<Material> = self.tables.keys().copied().collect();
        all.sort_by_key(|m| (m.pieces(), m.0[0] + m.0[2], m.0));
        all
    }

    /// Entries over all tables.
    pub fn entries(&self) -> u64 {
        self.tables.values().map(|t| t.len() as u64).sum()
    }
}

#[cfg(test)]
mod tests;
