//! Which screen is showing, and which game the match screen plays.

use bevy::prelude::*;

#[derive(States, Default, Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum Screen {
    #[default]
    Menu,
    Match,
    Settings,
    /// The active game's level select (a puzzle game's packs).
    Levels,
    /// The active game's level editor.
    Editor,
    /// Playing on a server: inviting a friend, joining by code, hosting.
    Online,
}

/// The game the match screen opens with, by its registry id; the menu's cards set it.
#[derive(Resource, Clone, Copy, Eq, PartialEq, Debug)]
pub struct ActiveGame(pub &'static str);

impl Default for ActiveGame {
    fn default() -> Self {
        Self(crate::games::FAMILIES[0].id())
    }
}

impl ActiveGame {
    pub fn is(&self, id: &str) -> bool {
        self.0 == id
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>().init_resource::<ActiveGame>();
}
