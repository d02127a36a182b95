//! The learned evaluation: pattern weights per game phase plus whole-board features, in
//! 1/[`super::weights::UNIT`] discs of expected final margin for the side to move. The desktop
//! build compiles the shipped weights in; the browser's page fetches them once the menu is up and
//! hands them to [`install`], so they stay out of the first download (until then, and on a board
//! without weights, the hand-set evaluation plays). `LEAPFROG_REVERSI_WEIGHTS=FILE` replaces them
//! for the file's board side. A file that cannot be read is reported, and every engine then falls
//! back to the hand-set evaluation.

use std::sync::{Arc, OnceLock, RwLock};

use super::patterns::PatternSet;
use super::scalars::ScalarFeatures;
use super::weights::{Weights, WeightsError};
use crate::rules::reversi::bits::{BitIter, Bits, Geometry};

/// The shipped weights files, by name under `assets/reversi/` (and in the web page's folder).
pub const SHIPPED_FILES: [&str; 3] = ["weights-6.bin", "weights-8.bin", "weights-10.bin"];

/// The weights compiled in, by board side.
#[cfg(target_arch = "wasm32")]
const SHIPPED: &[(u8, &str, &[u8])] = &[];
#[cfg(not(target_arch = "wasm32"))]
const SHIPPED: &[(u8, &str, &[u8])] = &[
    (
        6,
        "assets/reversi/weights-6.bin",
        include_bytes!("../../../assets/reversi/weights-6.bin"),
    ),
    (
        8,
        "assets/reversi/weights-8.bin",
        include_bytes!("../../../assets/reversi/weights-8.bin"),
    ),
    (
        10,
        "assets/reversi/weights-10.bin",
        include_bytes!("../../../assets/reversi/weights-10.bin"),
    ),
];

pub const OVERRIDE_VAR: &str = "LEAPFROG_REVERSI_WEIGHTS";

/// Weights expanded for lookup: one table over every raw configuration, per phase.
pub struct PatternEval {
    pub set: PatternSet,
    pub features: ScalarFeatures,
    width: u8,
    tables: Vec<Vec<i16>>,
    scalars: Vec<Vec<i16>>,
}

impl PatternEval {
    pub fn new(weights: &Weights) -> Self {
        let set = PatternSet::new(usize::from(weights.side));
        let raw_slots: Vec<usize> = (0..set.total_raw).map(|raw| set.slot(raw)).collect();
        let tables = weights
            .phases
            .iter()
            .map(|p| raw_slots.iter().map(|&s| p.slots[s]).collect())
            .collect();
        Self {
            features: ScalarFeatures::new(usize::from(weights.side)),
            width: weights.width,
            scalars: weights.phases.iter().map(|p| p.scalars.clone()).collect(),
            tables,
            set,
        }
    }

    pub fn phase(&self, empties: u32) -> usize {
        super::weights::phase_of(empties, self.width, self.tables.len())
    }

    /// Expected final margin for the side to move, in 1/[`super::weights::UNIT`] discs; None
    /// when neither side can move (the game is over: score it exactly).
    #[inline]
    pub fn evaluate<B: Bits>(&self, geo: &Geometry<B>, me: B, opp: B) -> Option<i32> {
        let mobility = super::scalars::move_counts(geo, me, opp);
        if mobility == (0, 0) {
            return None;
        }
        let mut states = [0u8; 128];
        fill_states(&mut states, me, opp);
        let empties = (geo.full & !(me | opp)).count();
        let phase = self.phase(empties);
        let table = &self.tables[phase];
        let sum: i32 = self
            .set
            .configurations(&states)
            .map(|raw| i32::from(table[raw]))
            .sum();
        let values = self.features.values(geo, me, opp, mobility);
        let weights = &self.scalars[phase];
        Some(
            sum + weights
                .iter()
                .zip(values)
                .map(|(&w, v)| i32::from(w) * v)
                .sum::<i32>(),
        )
    }
}

/// Cell states for pattern lookup: 0 empty, 1 the side to move's, 2 the other's.
pub fn fill_states<B: Bits>(states: &mut [u8], me: B, opp: B) {
    for c in BitIter(me) {
        states[c as usize] = 1;
    }
    for c in BitIter(opp) {
        states[c as usize] = 2;
    }
}

/// The weights in use for each side, or why the learned evaluation is off.
struct Loaded {
    evals: Vec<(u8, Arc<PatternEval>)>,
    problem: Option<WeightsError>,
}

/// The (scalar features, pattern slots) this build's evaluation has for a board side.
pub fn expected_sizes(side: u8) -> (usize, usize) {
    if (4..=11).contains(&side) {
        let side = usize::from(side);
        (
            ScalarFeatures::new(side).count(),
            PatternSet::new(side).total_slots,
        )
    } else {
        (0, 0)
    }
}

/// Reads a reversi weights file: this build's sizes, and stepped phases only (a blended
/// file is draughts').
pub fn decode(file: &str, bytes: &[u8]) -> Result<Weights, WeightsError> {
    Weights::decode(file, bytes, expected_sizes).and_then(|w| w.stepped(file))
}

fn load() -> Loaded {
    let mut files: Vec<(String, Vec<u8>)> = SHIPPED
        .iter()
        .map(|(_, name, bytes)| (name.to_string(), bytes.to_vec()))
        .collect();
    if let Ok(path) = std::env::var(OVERRIDE_VAR) {
        match std::fs::read(&path) {
            Ok(bytes) => files.push((path, bytes)),
            Err(e) => return fallback(path, format!("cannot read: {e}")),
        }
    }
    let mut evals: Vec<(u8, Arc<PatternEval>)> = Vec::new();
    for (name, bytes) in files {
        match decode(&name, &bytes) {
            Ok(w) => {
                evals.retain(|(side, _)| *side != w.side);
                evals.push((w.side, Arc::new(PatternEval::new(&w))));
            }
            Err(e) => return fallback(e.file, e.message),
        }
    }
    Loaded {
        evals,
        problem: None,
    }
}

fn fallback(file: String, message: String) -> Loaded {
    Loaded {
        evals: Vec::new(),
        problem: Some(WeightsError { file, message }),
    }
}

fn loaded() -> &'static RwLock<Loaded> {
    static LOADED: OnceLock<RwLock<Loaded>> = OnceLock::new();
    LOADED.get_or_init(|| RwLock::new(load()))
}

/// The learned evaluation for a board side, if weights for it loaded.
pub fn for_side(side: u32) -> Option<Arc<PatternEval>> {
    loaded()
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .evals
        .iter()
        .find(|(s, _)| u32::from(*s) == side)
        .map(|(_, e)| e.clone())
}

/// Why the learned evaluation is off (a weights file could not be read), for the player.
pub fn problem() -> Option<WeightsError> {
    loaded()
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .problem
        .clone()
}

/// Adds weights that arrived after the start (the browser's fetch) and returns their board
/// side. A file that cannot be read turns the learned evaluation off, as at the start.
pub fn install(file: &str, bytes: &[u8]) -> Result<u8, WeightsError> {
    let decoded = decode(file, bytes);
    let mut loaded = loaded().write().unwrap_or_else(|e| e.into_inner());
    if loaded.problem.is_some() {
        return Err(loaded.problem.clone().expect("checked"));
    }
    match decoded {
        Ok(weights) => {
            let side = weights.side;
            loaded.evals.retain(|(s, _)| *s != side);
            loaded
                .evals
                .push((side, Arc::new(PatternEval::new(&weights))));
            Ok(side)
        }
        Err(e) => {
            *loaded = fallback(e.file.clone(), e.message.clone());
            Err(e)
        }
    }
}
