//! Trained evaluation weights of a `JumpGame` (`leapfrog train jump FILE` writes them): a
//! small RON file, `JumpWeights(game: "konane-8", …)`, kept in a `weights/` folder beside the
//! game files. The shipped ones are compiled in; the app installs the player's own as the
//! library loads them, the command line those beside a file it opens. A game without weights
//! plays with the defaults ([`super::eval::default_weights`]).

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use serde::{Deserialize, Serialize};

use super::eval::{FEATURE_COUNT, FEATURES, Features, Weights, cell_weight_count};
use super::patterns::pattern_slot_count;
use crate::rules::jump::Rules;

/// The struct name weights files start with.
pub const KIND: &str = "JumpWeights";
/// Where the shipped weights live.
pub const FOLDER: &str = "levels/jump/weights/";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JumpWeights {
    /// The game's `name`.
    pub game: String,
    /// The feature names, in order (checked against this build's).
    pub features: Vec<String>,
    pub weights: Vec<f32>,
    /// Per kind and cell of the first side's view (`cells[kind * cells + cell]`), where the
    /// training fitted them; none in older files.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<f32>,
    /// Block pattern weights, where the training fitted them (none: no slots).
    #[serde(default, skip_serializing_if = "PatternWeights::is_empty")]
    pub patterns: PatternWeights,
    /// How the training went, for the reader: positions fitted, mean errors and the command.
    #[serde(default)]
    pub trained: String,
    /// The search the expert plays this game with, as `train jump --choose-search` measured.
    #[serde(default)]
    pub expert: ExpertSearch,
}

/// The block patterns' weights: how many slots the board has (windows × configurations) and
/// the weight of each slot the training saw, as (slot, weight); the rest weigh nothing.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PatternWeights {
    pub slots: u32,
    pub weights: Vec<(u32, f32)>,
}

impl PatternWeights {
    /// No patterns.
    pub fn is_empty(&self) -> bool {
        self.slots == 0
    }

    /// The slots of `dense` worth a tenth of a point or more (finer is noise), rounded to
    /// tenths.
    pub fn from_dense(dense: &[f32]) -> Self {
        let weights = dense
            .iter()
            .enumerate()
            .map(|(slot, w)| (slot as u32, (w * 10.0).round() / 10.0))
            .filter(|&(_, w)| w != 0.0)
            .collect();
        Self {
            slots: dense.len() as u32,
            weights,
        }
    }
}

/// The expert's search: alpha-beta on the evaluation, or Monte Carlo tree search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExpertSearch {
    #[default]
    AlphaBeta,
    MonteCarlo,
}

impl JumpWeights {
    /// The file for `weights` of the game `game`.
    pub fn new(game: &str, weights: &Weights, trained: String, expert: ExpertSearch) -> Self {
        Self {
            game: game.to_string(),
            features: FEATURES.iter().map(|f| f.to_string()).collect(),
            weights: weights.linear.to_vec(),
            cells: weights.cells.to_vec(),
            patterns: PatternWeights::from_dense(&weights.patterns),
            trained,
            expert,
        }
    }

    /// The weights as the evaluation takes them; an error names what does not fit.
    pub fn vector(&self) -> Result<Features, String> {
        let names: Vec<&str> = self.features.iter().map(String::as_str).collect();
        // A file from before the later features lists the first ones; the rest weigh nothing.
        if names.is_empty() || names.len() > FEATURE_COUNT || names != FEATURES[..names.len()] {
            let known: Vec<String> = FEATURES.iter().map(|f| format!("`{f}`")).collect();
            let known = known.join(", ");
            return Err(match names.iter().find(|n| !FEATURES.contains(n)) {
                Some(unknown) => format!("`{unknown}` is not a feature; the features are {known}"),
                None => format!("the features are {known}, in this order"),
            });
        }
        if self.weights.len() != names.len() || self.weights.iter().any(|w| !w.is_finite()) {
            return Err(format!(
                "{} finite weights are needed, one per feature",
                names.len()
            ));
        }
        Ok(std::array::from_fn(|i| {
            self.weights.get(i).copied().unwrap_or(0.0)
        }))
    }

    /// All the weights: the features' and the cells'.
    pub fn all(&self) -> Result<Weights, String> {
        if self.cells.iter().any(|w| !w.is_finite()) {
            return Err("the cells' weights must be finite numbers".into());
        }
        let mut patterns = Vec::new();
        let p = &self.patterns;
        if !p.is_empty() {
            patterns = vec![0.0; p.slots as usize];
            for &(slot, weight) in &p.weights {
                if !weight.is_finite() {
                    return Err("the patterns' weights must be finite numbers".into());
                }
                *patterns.get_mut(slot as usize).ok_or_else(|| {
                    format!("the patterns' slot {slot} is past their {} slots", p.slots)
                })? = weight;
            }
        }
        Ok(Weights {
            linear: self.vector()?,
            cells: Arc::from(self.cells.as_slice()),
            patterns: Arc::from(patterns),
        })
    }

    /// Whether the per-cell weights fit `rules`' board: one per kind and cell, or none.
    pub fn fits(&self, rules: &Rules) -> Result<(), String> {
        let p = &self.patterns;
        if !p.is_empty() {
            let wanted = pattern_slot_count(rules);
            if p.slots as usize != wanted {
                return Err(format!(
                    "`patterns`: `{}` has {wanted} pattern slots (windows × configurations), \
                     not {}",
                    rules.spec.name, p.slots
                ));
            }
        }
        let wanted = cell_weight_count(rules);
        if self.cells.is_empty() || self.cells.len() == wanted {
            return Ok(());
        }
        Err(match wanted {
            0 => format!(
                "`cells`: `{}` has no per-cell weights (some side has no turned view of the \
                 board); leave `cells` out",
                rules.spec.name
            ),
            _ => format!(
                "`cells`: `{}` takes {wanted} per-cell weights (one per kind and cell), not {}",
                rules.spec.name,
                self.cells.len()
            ),
        })
    }
}

/// Reads a weights file; errors as `FILE:LINE:COL: message`.
pub fn parse(file: &str, text: &str) -> Result<JumpWeights, crate::level::LevelError> {
    let weights: JumpWeights =
        ron::from_str(text).map_err(|e| crate::level::LevelError::from_ron(file, &e))?;
    weights.all().map_err(|message| {
        let field = if message.contains("cells") {
            "cells"
        } else if message.contains("patterns") {
            "patterns"
        } else {
            "weights"
        };
        let at = crate::level::error::find_field(text, field).unwrap_or(0);
        crate::level::LevelError::at_offset(file, text, at, message)
    })?;
    Ok(weights)
}

/// What a game plays with: its weights and the expert's search.
#[derive(Clone, Debug, PartialEq)]
pub struct Installed {
    pub weights: Weights,
    pub expert: ExpertSearch,
}

/// Installed weights by game name.
static INSTALLED: RwLock<Option<HashMap<String, Installed>>> = RwLock::new(None);

/// Makes `weights` the ones its game plays with from now on.
pub fn install(weights: &JumpWeights) -> Result<(), String> {
    let entry = Installed {
        weights: weights.all()?,
        expert: weights.expert,
    };
    let mut installed = INSTALLED.write().unwrap_or_else(|e| e.into_inner());
    installed
        .get_or_insert_with(shipped)
        .insert(weights.game.clone(), entry);
    Ok(())
}

/// The shipped weights (each file is proven by the tests).
fn shipped() -> HashMap<String, Installed> {
    crate::level::shipped::under(FOLDER)
        .filter_map(|(path, text)| parse(path, text).ok())
        .filter_map(|w| {
            let entry = Installed {
                weights: w.all().ok()?,
                expert: w.expert,
            };
            Some((w.game.clone(), entry))
        })
        .collect()
}

/// What the game `name` plays with, if it has a weights file.
pub fn installed(name: &str) -> Option<Installed> {
    if let Some(installed) = INSTALLED.read().unwrap_or_else(|e| e.into_inner()).as_ref() {
        return installed.get(name).cloned();
    }
    let mut installed = INSTALLED.write().unwrap_or_else(|e| e.into_inner());
    installed.get_or_insert_with(shipped).get(name).cloned()
}

/// The weights the game `name` plays with, if it has any.
pub fn for_game(name: &str) -> Option<Weights> {
    installed(name).map(|i| i.weights)
}

/// The search the game's expert uses.
pub fn expert_for(name: &str) -> ExpertSearch {
    installed(name).map_or(ExpertSearch::AlphaBeta, |i| i.expert)
}

/// The weights file that goes with a game file at `path`: `weights/STEM.ron` beside it.
pub fn beside(path: &std::path::Path) -> Option<std::path::PathBuf> {
    let stem = path.file_stem()?;
    let mut file = path.parent()?.join("weights").join(stem);
    file.set_extension("ron");
    Some(file)
}
