//! A file game's part of the match HUD: its title and side names from the file, the game
//! choice, and a note on what the rules ask now (a removal, a compulsory capture, places).

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::ResMut;
use bevy_egui::egui;

use super::hud::HudGame;
use crate::app::jump::{JumpSettings, SolveToggle, game, games, words};
use crate::app::match_state::{MatchState, PlayerKind};
use crate::app::screen::ActiveGame;
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::rules::Game;
use crate::rules::jump::{JumpState, Move};

impl HudGame for JumpState {
    type Extra = ResMut<'static, SolveToggle>;
    type Settings = JumpSettings;
    const MARKS: &'static [&'static str] = &[];
    const PIECE_COLOUR_MARKS: bool = true;

    fn title(settings: &JumpSettings, library: &VariantLibrary, _: ActiveGame) -> String {
        words(&game(library, &settings.jump_game).rules.spec.title).to_string()
    }

    fn side_name(game: &Self, side: usize) -> Option<String> {
        game.rules
            .spec
            .sides
            .get(side)
            .map(|s| words(&s.name).to_string())
    }

    fn board_options(
        ui: &mut egui::Ui,
        settings: &mut JumpSettings,
        library: &VariantLibrary,
        _: ActiveGame,
    ) {
        ui.label(text::STAR_GAME);
        let current = words(&game(library, &settings.jump_game).rules.spec.title).to_string();
        egui::ComboBox::from_id_salt("jump-game")
            .selected_text(current)
            .show_ui(ui, |ui| {
                for g in games(library) {
                    let spec = &g.rules.spec;
                    ui.selectable_value(
                        &mut settings.jump_game,
                        spec.name.clone(),
                        words(&spec.title),
                    );
                }
            });
        ui.end_row();
    }

    /// A puzzle's "solve from here" (and "stop" while the solver plays).
    fn extra_section(
        ui: &mut egui::Ui,
        toggle: &mut SystemParamItem<Self::Extra>,
        state: &MatchState<Self>,
    ) {
        let game = state.current();
        if game.sides() != 1 {
            return;
        }
        ui.separator();
        if game.outcome().is_some() {
            ui.label(egui::RichText::new(text::PEG_SOLVED).strong());
            return;
        }
        let label = if state.players[0] == PlayerKind::Human {
            text::TOUR_SOLVE
        } else {
            text::PEG_STOP
        };
        if ui.button(label).clicked() {
            toggle.0 = true;
        }
    }

    fn levels_button() -> Option<text::Key> {
        Some(text::JUMP_GAMES)
    }

    fn note(state: &MatchState<Self>, seat_names: &[String]) -> Option<String> {
        let game = state.current();
        if !game.places.is_empty() && game.sides() > 2 {
            let places: Vec<String> = game
                .places
                .iter()
                .enumerate()
                .map(|(i, &side)| format!("{}. {}", i + 1, seat_names[usize::from(side)]))
                .collect();
            return Some(format!("{}: {}", text::STAR_PLACES, places.join("  ")));
        }
        if game.outcome().is_some() {
            return None;
        }
        let moves = game.legal_moves();
        if moves.first().is_some_and(|m| m.removal) {
            return Some(text::tr("jump-removal"));
        }
        (game.rules.capture.compulsory && moves.iter().any(Move::is_capture))
            .then(|| text::CAPTURE_COMPULSORY.to_string())
    }
}
