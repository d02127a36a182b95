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

    fn ladder_applies(settings: &ReversiSettings, _: ActiveGame) -> bool {
        settings.reversi_variant == crate::ai::reversi::LADDER_VARIANT
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::reversi::LADDER_VARIANT;

    #[test]
    fn the_ladder_elo_shows_on_the_board_it_was_measured_on_only() {
        assert!(crate::level::reversi::shipped_or_file(LADDER_VARIANT).is_ok());
        let shown = |name: &str| {
            let settings = ReversiSettings {
                reversi_variant: name.into(),
            };
            Reversi::ladder_applies(&settings, ActiveGame::default())
        };
        assert!(shown(LADDER_VARIANT));
        assert!(!shown("reversi-10"));
    }
}
