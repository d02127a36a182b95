//! Where the engine finds a variant's databases: `LEAPFROG_ENDGAMES` (a folder), else
//! `endgames/` in the user's data folder, as `VARIANT.egdb`. Each variant's file is read
//! once per run; a missing file means no databases (reported on standard error where
//! `LEAPFROG_ENDGAMES` names the folder), a damaged one is reported there too, and either
//! way the engine plays on without.

use std::path::PathBuf;
use std::sync::Arc;

use super::Endgames;
use crate::ai::draughts::per_variant::PerVariant;
use crate::rules::draughts::Variant;

pub const FOLDER_VAR: &str = "LEAPFROG_ENDGAMES";
/// Up to how many pieces the tables keep their plies in memory (default
/// [`super::PLIES_KEPT_UP_TO`]): 4 holds the five-piece tables as outcomes only, at a quarter
/// of the memory (415 MB instead of 1.66 GB for international).
pub const PLIES_VAR: &str = "LEAPFROG_ENDGAMES_PLIES";

/// The pieces up to which the loaded tables keep their plies.
fn plies_kept() -> u32 {
    std::env::var(PLIES_VAR)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(super::PLIES_KEPT_UP_TO)
}

/// The folder the databases are read from and written to by default.
pub fn folder() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(FOLDER_VAR) {
        return Some(PathBuf::from(dir));
    }
    crate::storage::data_dir().map(|d| d.join("endgames"))
}

pub fn path_for(variant: &str) -> Option<PathBuf> {
    folder().map(|d| d.join(format!("{variant}.egdb")))
}

/// Each variant's databases, read from its file the first time it is asked for.
static LOADED: PerVariant<Option<Arc<Endgames>>> = PerVariant::new();

/// Hands the engine databases built while the program runs: searches begun from now on use
/// them.
pub fn install(variant: &str, db: Arc<Endgames>) {
    LOADED.set(variant, Some(db));
}

/// The databases of `variant`, if it has a readable file (never in the browser).
pub fn for_variant(variant: &Variant) -> Option<Arc<Endgames>> {
    if cfg!(target_arch = "wasm32") || variant.rules.figure.is_some() {
        return None;
    }
    LOADED.get_or_make(&variant.name, || {
        let path = path_for(&variant.name)?;
        if !path.exists() {
            // Only a folder named on purpose is expected to hold the file.
            if std::env::var_os(FOLDER_VAR).is_some() {
                eprintln!(
                    "endgame databases not used: {} does not exist (leapfrog generate draughts-endgames --variant {} makes it)",
                    path.display(),
                    variant.name
                );
            }
            return None;
        }
        match super::file::load(&path, variant, plies_kept()) {
            Ok(db) => Some(Arc::new(db)),
            Err(why) => {
                eprintln!("endgame databases not used: {why}");
                None
            }
        }
    })
}
