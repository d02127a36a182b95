//! Reversi in the app: its engine as a computer player, and new matches from the settings and
//! the variant library.

use bevy::prelude::*;

use super::ai_task::ComputerPlayer;
use super::match_state::{MatchSet, MatchState};
use super::messages::{BoardReset, MatchCommand};
use super::screen::{ActiveGame, Screen};
use super::settings::GameSettings;
use super::variants::VariantLibrary;
use crate::ai::{self, Cancel, Thinking};
use crate::rules::reversi::{Reversi, ReversiMove};

impl ComputerPlayer for Reversi {
    const HINT_STRENGTH: u8 = ai::reversi::EXPERT;

    fn think(&self, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<ReversiMove>> {
        ai::reversi::start(self, strength, cancel, seed)
    }
}

/// A fresh match of the chosen variant with the chosen players.
pub fn new_match(settings: &GameSettings, library: &VariantLibrary) -> MatchState<Reversi> {
    let variant = library.reversi(&settings.reversi_variant);
    MatchState::new(Reversi::new(&variant.setup()), settings.players())
}

fn start_new_matches(
    mut commands: Commands,
    mut orders: MessageReader<MatchCommand>,
    settings: Res<GameSettings>,
    library: Res<VariantLibrary>,
    mut reset: MessageWriter<BoardReset>,
    active: Option<Res<MatchState<Reversi>>>,
) {
    if orders.read().any(|c| *c == MatchCommand::NewMatch) && active.is_some() {
        commands.insert_resource(new_match(&settings, &library));
        reset.write(BoardReset);
    }
}

fn on_enter_match(
    mut commands: Commands,
    settings: Res<GameSettings>,
    library: Res<VariantLibrary>,
    active: Res<ActiveGame>,
    mut reset: MessageWriter<BoardReset>,
) {
    if *active == ActiveGame::Reversi {
        commands.insert_resource(new_match(&settings, &library));
        reset.write(BoardReset);
    }
}

fn on_exit_match(mut commands: Commands) {
    commands.remove_resource::<MatchState<Reversi>>();
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Match), on_enter_match)
        .add_systems(OnExit(Screen::Match), on_exit_match)
        .add_systems(Update, start_new_matches.in_set(MatchSet::Input));
}
