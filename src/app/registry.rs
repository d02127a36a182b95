//! The app's side of the game registry: each registered family hands over its plugins and
//! the screen its menu card opens; the generic plugins add them all by iterating
//! [`crate::games::FAMILIES`].

use bevy::prelude::*;

use super::match_state::{MatchState, PlayerKind};
use super::screen::Screen;
use crate::games::FAMILIES;
use crate::rules::{Cell, Game};

/// A match seen without its rules type: what generic tests and tools check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchView {
    /// Moves on the board (the history's cursor).
    pub moves_played: usize,
    pub hash: u64,
    pub over: bool,
    pub human_to_move: bool,
    /// The cells each legal move visits (what a player clicks).
    pub legal_paths: Vec<Vec<Cell>>,
}

/// The match of rules type `G`, if one is open.
pub fn inspect<G: Game>(world: &World) -> Option<MatchView> {
    let state = world.get_resource::<MatchState<G>>()?;
    let game = state.current();
    let over = game.outcome().is_some();
    Some(MatchView {
        moves_played: state.cursor(),
        hash: game.hash(),
        over,
        human_to_move: state.player_to_move() == PlayerKind::Human,
        legal_paths: if over {
            Vec::new()
        } else {
            game.legal_moves().iter().map(|m| game.path(m)).collect()
        },
    })
}

/// A game's part of the app.
#[derive(Clone, Copy)]
pub struct GameApp {
    /// Match logic, settings, engine tasks: runs headless under `MinimalPlugins`.
    pub core: fn(&mut App),
    /// What the player sees: board view, HUD, screens, scripted screenshot scenes.
    pub view: fn(&mut App),
    /// The screen the menu card opens.
    pub entry: Screen,
    /// Its match, seen generically (`inspect::<ItsRulesType>`).
    pub inspect: fn(&World) -> Option<MatchView>,
}

pub fn core_plugins(app: &mut App) {
    for game in FAMILIES.iter().filter_map(|f| f.app()) {
        (game.core)(app);
    }
}

pub fn view_plugins(app: &mut App) {
    for game in FAMILIES.iter().filter_map(|f| f.app()) {
        (game.view)(app);
    }
}
