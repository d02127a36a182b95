//! Starting matches: on entering the match screen for the active game, and on "New game".
//! Each game says how its match is made from the settings, and which resources of its own
//! come and go with the match.

use bevy::prelude::*;

use super::match_state::{MatchSet, MatchState};
use super::messages::{BoardReset, MatchCommand};
use super::screen::{ActiveGame, Screen};
use super::settings::GameSettings;
use super::variants::VariantLibrary;
use crate::rules::Game;

pub trait MatchSetup: Game {
    /// A fresh match for the active game, or None when the active game is another; the
    /// game may put in (or clear) resources that belong with the new match.
    fn new_match(
        settings: &GameSettings,
        library: &VariantLibrary,
        active: ActiveGame,
        commands: &mut Commands,
    ) -> Option<MatchState<Self>>;

    /// Takes away the game's own resources when the match screen closes.
    fn end_match(_commands: &mut Commands) {}
}

fn start_new_matches<G: MatchSetup>(
    mut commands: Commands,
    mut orders: MessageReader<MatchCommand>,
    settings: Res<GameSettings>,
    library: Res<VariantLibrary>,
    active: Res<ActiveGame>,
    mut reset: MessageWriter<BoardReset>,
    current: Option<Res<MatchState<G>>>,
) {
    if orders.read().any(|c| *c == MatchCommand::NewMatch)
        && current.is_some()
        && let Some(state) = G::new_match(&settings, &library, *active, &mut commands)
    {
        commands.insert_resource(state);
        reset.write(BoardReset);
    }
}

fn on_enter_match<G: MatchSetup>(
    mut commands: Commands,
    settings: Res<GameSettings>,
    library: Res<VariantLibrary>,
    active: Res<ActiveGame>,
    mut reset: MessageWriter<BoardReset>,
) {
    if let Some(state) = G::new_match(&settings, &library, *active, &mut commands) {
        commands.insert_resource(state);
        reset.write(BoardReset);
    }
}

fn on_exit_match<G: MatchSetup>(mut commands: Commands) {
    commands.remove_resource::<MatchState<G>>();
    G::end_match(&mut commands);
}

pub fn plugin<G: MatchSetup>(app: &mut App) {
    app.add_systems(OnEnter(Screen::Match), on_enter_match::<G>)
        .add_systems(OnExit(Screen::Match), on_exit_match::<G>)
        .add_systems(Update, start_new_matches::<G>.in_set(MatchSet::Input));
}
