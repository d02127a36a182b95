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

/// A family's part of the app, by id; none for a family the command line plays but the app
/// does not yet (it gets no menu card). A new game's app adds a line here.
pub fn game_app(family: &str) -> Option<GameApp> {
    use crate::games;
    Some(match family {
        games::reversi::ID => super::reversi::APP,
        games::draughts::ID => super::draughts::DRAUGHTS_APP,
        games::draughts::BIG_MAN_ID => super::draughts::BIG_MAN_APP,
        games::gomoku::ID => super::gomoku::APP,
        games::chinese_checkers::ID => super::chinese_checkers::APP,
        games::peg::ID => super::peg::APP,
        games::knight::ID => super::knight::APP,
        games::jump::ID => super::jump::APP,
        _ => return None,
    })
}

/// The families the app shows and plays, in menu order.
pub fn playable() -> impl Iterator<Item = &'static dyn crate::games::Family> {
    FAMILIES
        .iter()
        .copied()
        .filter(|f| game_app(f.id()).is_some())
}

pub fn core_plugins(app: &mut App) {
    for game in FAMILIES.iter().filter_map(|f| game_app(f.id())) {
        (game.core)(app);
    }
}

pub fn view_plugins(app: &mut App) {
    for game in FAMILIES.iter().filter_map(|f| game_app(f.id())) {
        (game.view)(app);
    }
}
