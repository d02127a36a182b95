//! Gomoku's part of the match HUD: the title (variant or puzzle), the board, opening and
//! move-number options, and a note on who plays which colour after swap2.

use bevy_egui::egui;

use super::hud::HudGame;
use crate::app::gomoku::{GomokuSettings, puzzle, variant, variants};
use crate::app::match_state::MatchState;
use crate::app::screen::ActiveGame;
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::rules::gomoku::{BLACK, Gomoku, Opening, Phase};

impl HudGame for Gomoku {
    type Extra = ();
    type Settings = GomokuSettings;
    const MARKS: &'static [&'static str] = &["●", "○"];

    /// The ladder was measured in games on the 15x15 freestyle board, not in puzzles.
    fn ladder_applies(settings: &GomokuSettings, _: ActiveGame) -> bool {
        settings.gomoku_variant == crate::ai::gomoku::LADDER_VARIANT
            && settings.gomoku_puzzle.is_empty()
    }

    fn title(settings: &GomokuSettings, library: &VariantLibrary, _: ActiveGame) -> String {
        match puzzle(library, settings) {
            Some(p) => p.title.text().to_string(),
            None => variant(library, &settings.gomoku_variant)
                .title
                .text()
                .to_string(),
        }
    }

    fn board_options(
        ui: &mut egui::Ui,
        settings: &mut GomokuSettings,
        library: &VariantLibrary,
        _: ActiveGame,
    ) {
        ui.label(text::BOARD);
        let current = variant(library, &settings.gomoku_variant)
            .title
            .text()
            .to_string();
        let before = settings.gomoku_variant.clone();
        egui::ComboBox::from_id_salt("gomoku-variant")
            .selected_text(current)
            .show_ui(ui, |ui| {
                for v in variants(library) {
                    ui.selectable_value(
                        &mut settings.gomoku_variant,
                        v.name.clone(),
                        v.title.text(),
                    );
                }
            });
        if settings.gomoku_variant != before {
            // Choosing a board leaves the puzzle.
            settings.gomoku_puzzle.clear();
        }
        ui.end_row();
        ui.label(text::GOMOKU_OPENING);
        ui.checkbox(&mut settings.gomoku_swap2, text::GOMOKU_SWAP2);
        ui.end_row();
        ui.label(text::GOMOKU_STONES);
        ui.checkbox(&mut settings.gomoku_move_numbers, text::GOMOKU_MOVE_NUMBERS);
        ui.end_row();
    }

    /// After swap2, which seat plays black.
    fn note(state: &MatchState<Self>, seat_names: &[String]) -> Option<String> {
        let game = state.current();
        if game.opening() != Opening::Swap2 || game.phase() != Phase::Play {
            return None;
        }
        let black = (0..2u8).find(|&s| game.colour_of_seat(s) == BLACK)?;
        Some(text::tr_args(
            "gomoku-plays-black",
            &[("name", seat_names[usize::from(black)].as_str().into())],
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::gomoku::LADDER_VARIANT;

    #[test]
    fn the_ladder_elo_shows_on_the_board_it_was_measured_on_only() {
        assert!(crate::level::gomoku::shipped_or_file(LADDER_VARIANT).is_ok());
        let shown = |variant: &str, puzzle: &str| {
            let settings = GomokuSettings {
                gomoku_variant: variant.into(),
                gomoku_puzzle: puzzle.into(),
                ..GomokuSettings::default()
            };
            Gomoku::ladder_applies(&settings, ActiveGame::default())
        };
        assert!(shown(LADDER_VARIANT, ""));
        assert!(!shown("gomoku-15-standard", ""));
        assert!(!shown("renju", ""));
        assert!(!shown(LADDER_VARIANT, "vcf/vcf-01"));
    }
}
