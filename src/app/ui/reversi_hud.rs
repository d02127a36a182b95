//! Reversi's part of the match HUD: its names, board choice and the pass note.

use bevy_egui::egui;

use super::hud::HudGame;
use super::settings_screen::reversi_board;
use crate::app::match_state::MatchState;
use crate::app::screen::ActiveGame;
use crate::app::settings::GameSettings;
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::rules::Game;
use crate::rules::reversi::{Reversi, ReversiMove};

impl HudGame for Reversi {
    const SIDES: [&'static str; 2] = text::SIDES;
    const MARKS: [&'static str; 2] = ["●", "○"];

    fn title(settings: &GameSettings, library: &VariantLibrary, _: ActiveGame) -> String {
        library.reversi(&settings.reversi_variant).title.en.clone()
    }

    fn board_options(
        ui: &mut egui::Ui,
        settings: &mut GameSettings,
        library: &VariantLibrary,
        _: ActiveGame,
    ) {
        reversi_board(ui, settings, library);
    }

    fn note(state: &MatchState<Self>) -> Option<String> {
        (state.last_move() == Some(&ReversiMove::Pass)).then(|| {
            let passer = state.current().side_to_move() ^ 1;
            format!("{} {}", Self::SIDES[usize::from(passer)], text::PASSES)
        })
    }
}
