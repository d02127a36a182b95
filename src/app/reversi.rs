//! Reversi in the app: its engine as a computer player, and new matches from the settings and
//! the variant library.

use bevy::prelude::Commands;

use super::ai_task::ComputerPlayer;
use super::match_setup::MatchSetup;
use super::match_state::MatchState;
use super::screen::ActiveGame;
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

impl MatchSetup for Reversi {
    fn new_match(
        settings: &GameSettings,
        library: &VariantLibrary,
        active: ActiveGame,
        _: &mut Commands,
    ) -> Option<MatchState<Self>> {
        (active == ActiveGame::Reversi).then(|| new_match(settings, library))
    }
}
