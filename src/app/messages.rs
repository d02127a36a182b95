//! The messages one move travels through: click -> request -> played -> animated.

use bevy::prelude::*;

use crate::rules::{Cell, Change};

/// The player clicked a board cell.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellClicked {
    pub cell: Cell,
}

/// Someone (a human through the selection, or an engine task) asks to play a move in the
/// match whose generation is given; a request for an older generation is dropped.
#[derive(Message, Clone, Debug)]
pub struct MoveRequested<M: Send + Sync + 'static> {
    pub mv: M,
    pub generation: u64,
}

/// A human's click that neither makes nor continues a move (the view answers with a sound).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ClickRefused;

/// A move was applied; the view animates `changes`.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed {
    pub changes: Vec<Change>,
}

/// History and match control from the HUD.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchCommand {
    Undo,
    Redo,
    Restart,
    /// Show the position after this many moves (0 is the start).
    GoTo(usize),
    /// Start a new match with the current settings.
    NewMatch,
    Hint,
}

/// The board was rebuilt from scratch (new match, undo, redo): the view respawns its pieces.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct BoardReset;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CellClicked>()
        .add_message::<MovePlayed>()
        .add_message::<ClickRefused>()
        .add_message::<MatchCommand>()
        .add_message::<BoardReset>();
}
