//! Which screen is showing, and which game the match screen plays.

use bevy::prelude::*;

#[derive(States, Default, Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum Screen {
    #[default]
    Menu,
    Match,
    Settings,
    /// The peg solitaire level select.
    PegLevels,
    /// The peg solitaire level editor.
    PegEditor,
}

/// The game the match screen opens with; the menu's cards set it.
#[derive(Resource, Default, Clone, Copy, Eq, PartialEq, Debug)]
pub enum ActiveGame {
    #[default]
    Reversi,
    KnightTour,
    PegSolitaire,
    /// Draughts in the variant the settings name.
    Draughts,
    /// Big-man checkers (the draughts rules with the figure).
    BigMan,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>().init_resource::<ActiveGame>();
}
