//! Chinese checkers' part of the match HUD: the title (variant or solo level), the game
//! choice (a variant for 2 to 6 seats, or a solo level with the player's best), and the
//! places as seats finish.

use bevy_egui::egui;

use super::hud::HudGame;
use crate::app::chinese_checkers::{StarSettings, solo, solos, variant, variants};
use crate::app::match_state::MatchState;
use crate::app::screen::ActiveGame;
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::rules::chinese_checkers::{ChineseCheckers, SIDE_MARKS};

impl HudGame for ChineseCheckers {
    type Extra = ();
    type Settings = StarSettings;
    const MARKS: &'static [&'static str] = &SIDE_MARKS;

    fn title(settings: &StarSettings, library: &VariantLibrary, _: ActiveGame) -> String {
        match solo(library, settings) {
            Some(level) => level.title.text().to_string(),
            None => variant(library, &settings.star_variant)
                .title
                .text()
                .to_string(),
        }
    }

    fn board_options(
        ui: &mut egui::Ui,
        settings: &mut StarSettings,
        library: &VariantLibrary,
        _: ActiveGame,
    ) {
        ui.label(text::STAR_GAME);
        let current = variant(library, &settings.star_variant)
            .title
            .text()
            .to_string();
        let mut chosen = settings.star_variant.clone();
        egui::ComboBox::from_id_salt("star-variant")
            .selected_text(current)
            .show_ui(ui, |ui| {
                for v in variants(library) {
                    ui.selectable_value(&mut chosen, v.name.clone(), v.title.text());
                }
            });
        if chosen != settings.star_variant {
            settings.star_variant = chosen;
            settings.star_solo.clear();
        }
        ui.end_row();
        ui.label(text::STAR_SOLO);
        let shown =
            solo(library, settings).map_or("—".to_string(), |s| s.title.text().to_string());
        egui::ComboBox::from_id_salt("star-solo")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut settings.star_solo, String::new(), "—");
                for level in solos(library) {
                    let best = settings
                        .best(&level.id())
                        .map_or(String::new(), |b| format!(" · {} {b}", text::PEG_BEST));
                    let label = format!(
                        "{} ({} {}){best}",
                        level.title.text(),
                        text::STAR_PAR,
                        level.par
                    );
                    ui.selectable_value(&mut settings.star_solo, level.id(), label);
                }
            });
        ui.end_row();
    }

    fn levels_button() -> Option<text::Key> {
        Some(text::STAR_SOLO_LEVELS)
    }

    /// The places so far.
    fn note(state: &MatchState<Self>, seat_names: &[String]) -> Option<String> {
        let game = state.current();
        if game.is_solo() || game.places().is_empty() {
            return None;
        }
        let places: Vec<String> = game
            .places()
            .iter()
            .enumerate()
            .map(|(i, &side)| format!("{}. {}", i + 1, seat_names[usize::from(side)]))
            .collect();
        Some(format!("{}: {}", text::STAR_PLACES, places.join("  ")))
    }
}
