//! Reversi's part of the match HUD: its names, board choice and the pass note.

use bevy_egui::egui;

use super::hud::HudGame;
use crate::app::match_state::MatchState;
use crate::app::reversi::{ReversiSettings, variant, variants};
use crate::app::screen::ActiveGame;
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::rules::Game;
use crate::rules::reversi::{Reversi, ReversiMove};

impl HudGame for Reversi {
    type Extra = ();
    type Settings = ReversiSettings;
    const MARKS: &'static [&'static str] = &["●", "○"];

    fn title(settings: &ReversiSettings, library: &VariantLibrary, _: ActiveGame) -> String {
        variant(library, &settings.reversi_variant)
            .title
            .text()
            .to_string()
    }

    /// The board choice.
    fn board_options(
        ui: &mut egui::Ui,
        settings: &mut ReversiSettings,
        library: &VariantLibrary,
        _: ActiveGame,
    ) {
        ui.label(text::BOARD);
        let current = variant(library, &settings.reversi_variant)
            .title
            .text()
            .to_string();
        egui::ComboBox::from_id_salt("variant")
            .selected_text(current)
            .show_ui(ui, |ui| {
                for variant in variants(library) {
                    ui.selectable_value(
                        &mut settings.reversi_variant,
                        variant.name.clone(),
                        variant.title.text(),
                    );
                }
            });
        ui.end_row();
    }

    /// Which seat passed: the one before the side to move.
    fn note(state: &MatchState<Self>, seat_names: &[String]) -> Option<String> {
        (state.last_move() == Some(&ReversiMove::Pass)).then(|| {
            let passer = state.current().side_to_move() ^ 1;
            text::tr_args(
                "passes",
                &[("name", seat_names[usize::from(passer)].as_str().into())],
            )
        })
    }
}
