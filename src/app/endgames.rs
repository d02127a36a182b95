//! The draughts endgame databases a desktop player has: when a match against the computer
//! starts in a variant whose file is missing, its small set is built in the background
//! ([`crate::ai::draughts::endgame::first_use`]); the settings screen shows where each stands
//! and offers the five-piece set. The building and the files are the AI layer's; this only
//! asks.

use std::path::PathBuf;

use bevy::prelude::*;

use super::match_state::{MatchState, PlayerKind};
use crate::ai::draughts::endgame::first_use::{self, SMALL_PIECES};
use crate::rules::draughts::Draughts;

/// The folder the databases are built into; none (nothing built) in the browser and in
/// tests unless they set one.
#[derive(Resource, Clone, Debug, Default)]
pub struct EndgameFolder(pub Option<PathBuf>);

impl EndgameFolder {
    pub fn path_for(&self, variant: &str) -> Option<PathBuf> {
        self.0
            .as_ref()
            .map(|dir| dir.join(format!("{variant}.egdb")))
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<EndgameFolder>()
        .add_systems(Update, build_at_first_use);
}

/// The real app's folder: where the engine reads them (`LEAPFROG_ENDGAMES`, else the data
/// folder's `endgames/`). A scripted scene (`LEAPFROG_SCREEN`, `LEAPFROG_SCREENSHOT`) gets one
/// only where `LEAPFROG_ENDGAMES` names it: a build would spoil what those measure at rest,
/// and write to the player's folder.
pub fn use_data_folder(app: &mut App) {
    use crate::ai::draughts::endgame::registry::FOLDER_VAR;
    let scripted = ["LEAPFROG_SCREEN", "LEAPFROG_SCREENSHOT"]
        .iter()
        .any(|var| std::env::var_os(var).is_some())
        && std::env::var_os(FOLDER_VAR).is_none();
    if !cfg!(target_arch = "wasm32") && !scripted {
        app.insert_resource(EndgameFolder(crate::ai::draughts::endgame::folder()));
    }
}

/// A new match with a computer seat in a variant without a database file starts the build of
/// its small set (once per variant and run: a build already there or failed is not redone).
fn build_at_first_use(
    state: Option<Res<MatchState<Draughts>>>,
    folder: Res<EndgameFolder>,
    mut asked: Local<Vec<String>>,
) {
    let Some(state) = state else { return };
    if !state.is_changed()
        || !state
            .players
            .iter()
            .any(|p| matches!(p, PlayerKind::Computer(_)))
    {
        return;
    }
    let variant = state.current().variant();
    if asked.contains(&variant.name) {
        return;
    }
    asked.push(variant.name.clone());
    if let Some(path) = folder.path_for(&variant.name)
        && first_use::status(&variant.name).is_none()
        && first_use::start(variant, SMALL_PIECES, path)
    {
        info!(
            "building the endgame databases of {} up to {SMALL_PIECES} pieces",
            variant.name
        );
    }
}
