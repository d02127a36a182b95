//! The settings screen, and the match options it shares with the HUD.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::draughts::DraughtsSettings;
use crate::app::endgames::EndgameFolder;
use crate::app::screen::Screen;
use crate::app::settings::{GameSettings, MAX_SEATS, save_soon};
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::i18n::Lang;

/// The highest strength any game's engine has (reversi's); each game caps a seat's strength
/// at its own highest.
pub const MAX_ANY_STRENGTH: u8 = crate::ai::reversi::MAX_STRENGTH;

/// The strength slider's name for a strength of `max`: the names spread over the range.
fn strength_name(strength: f64, max: u8) -> String {
    let names = text::STRENGTH_NAMES.len();
    let span = f64::from(max.max(2) - 1);
    let index = ((strength - 1.0) * (names - 1) as f64 / span).round() as usize;
    format!("{strength} {}", text::STRENGTH_NAMES[index.min(names - 1)])
}

/// The seats of one game (human or computer, strength): the board rows come first (`board`
/// draws the game's own); returns whether a seat changed.
pub fn match_options(
    ui: &mut egui::Ui,
    settings: &mut GameSettings,
    seat_names: &[String],
    max_strength: u8,
    elo: impl Fn(u8) -> Option<u32>,
    board: impl FnOnce(&mut egui::Ui),
) -> bool {
    let before = settings.clone();
    egui::Grid::new("match-options")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            board(ui);
            for (index, name) in seat_names.iter().enumerate() {
                let seat = settings.seat_mut(index);
                ui.label(name);
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut seat.computer, false, text::HUMAN);
                    ui.selectable_value(&mut seat.computer, true, text::COMPUTER);
                });
                ui.end_row();
                if seat.computer && max_strength > 1 {
                    ui.label(format!("  {}", text::STRENGTH));
                    let mut strength = seat.strength.clamp(1, max_strength);
                    ui.add(
                        egui::Slider::new(&mut strength, 1..=max_strength)
                            .custom_formatter(|v, _| strength_name(v, max_strength)),
                    );
                    seat.strength = strength;
                    ui.end_row();
                    // On its own row: beside the slider it would overflow a narrow panel.
                    if let Some(elo) = elo(strength) {
                        ui.label("");
                        ui.label(
                            egui::RichText::new(text::tr_args("elo", &[("elo", elo.into())]))
                                .weak(),
                        );
                        ui.end_row();
                    }
                }
            }
        });
    *settings != before
}

/// Every seat a game can have: name, colour, who plays it and how strong; returns whether
/// anything changed.
fn seats_table(ui: &mut egui::Ui, settings: &mut GameSettings) -> bool {
    let before = settings.clone();
    egui::Grid::new("seats")
        .num_columns(5)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            ui.label(egui::RichText::new(text::SEAT).strong());
            ui.label(egui::RichText::new(text::NAME).strong());
            ui.label(egui::RichText::new(text::COLOUR).strong());
            ui.label(egui::RichText::new(text::PLAYER).strong());
            ui.label(egui::RichText::new(text::STRENGTH).strong());
            ui.end_row();
            for index in 0..MAX_SEATS {
                let seat = settings.seat_mut(index);
                ui.label(format!("{}", index + 1));
                ui.add_sized(
                    [150.0, 22.0],
                    egui::TextEdit::singleline(&mut seat.name).hint_text(text::GAME_NAME),
                );
                let shown = match seat.colour {
                    0 => text::GAME_COLOUR,
                    c => text::PIECE_COLOURS[usize::from(c - 1).min(text::PIECE_COLOURS.len() - 1)],
                };
                egui::ComboBox::from_id_salt(("seat-colour", index))
                    .selected_text(shown)
                    .width(90.0)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut seat.colour, 0, text::GAME_COLOUR);
                        for (i, name) in text::PIECE_COLOURS.iter().enumerate() {
                            ui.selectable_value(&mut seat.colour, i as u8 + 1, *name);
                        }
                    });
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut seat.computer, false, text::HUMAN);
                    ui.selectable_value(&mut seat.computer, true, text::COMPUTER);
                });
                // A number only: a name would be reversi's, and wrong for games with fewer
                // strengths (4 is gomoku's strongest); each game's match options name it.
                ui.add_enabled(
                    seat.computer,
                    egui::Slider::new(&mut seat.strength, 1..=MAX_ANY_STRENGTH),
                );
                ui.end_row();
            }
        });
    *settings != before
}

/// Animation speed and display options; returns whether anything changed.
pub fn display_options(ui: &mut egui::Ui, settings: &mut GameSettings) -> bool {
    let before = settings.clone();
    ui.horizontal(|ui| {
        ui.label(text::ANIMATION_SPEED);
        ui.add(
            egui::Slider::new(&mut settings.animation_speed, 0.0..=4.0).custom_formatter(|v, _| {
                if v <= 0.0 {
                    text::INSTANT.to_string()
                } else {
                    format!("{v:.1}x")
                }
            }),
        );
    });
    ui.checkbox(&mut settings.show_legal_moves, text::SHOW_LEGAL);
    let switch = ui.checkbox(&mut settings.show_coordinates, text::SHOW_COORDINATES);
    crate::app::page::mark(
        ui.ctx(),
        "toggle:coordinates",
        switch.rect.left_center() + egui::vec2(9.0, 0.0),
    );
    ui.horizontal(|ui| {
        use crate::app::board_view::theme::Theme;
        ui.label(text::THEME);
        let current = Theme::chosen(settings);
        egui::ComboBox::from_id_salt("theme")
            .selected_text(text::tr(&format!("theme-{}", current.id())))
            .show_ui(ui, |ui| {
                for theme in Theme::ALL {
                    let name = text::tr(&format!("theme-{}", theme.id()));
                    if ui.selectable_label(theme == current, name).clicked() {
                        settings.theme = theme.id().to_string();
                    }
                }
            });
    });
    ui.horizontal(|ui| {
        ui.label(text::UI_SCALE);
        ui.add(
            egui::Slider::new(&mut settings.ui_scale, UI_SCALES)
                .step_by(0.05)
                .custom_formatter(|v, _| format!("{:.0}%", 100.0 * v)),
        );
    });
    ui.horizontal(|ui| {
        ui.label(text::VOLUME);
        ui.add_enabled(
            !settings.muted,
            egui::Slider::new(&mut settings.volume, 0.0..=1.0).show_value(false),
        );
        ui.checkbox(&mut settings.muted, text::MUTE);
    });
    *settings != before
}

/// The range of the interface size setting.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 0.75..=2.0;

/// The message language; returns whether it changed.
fn language_choice(ui: &mut egui::Ui, settings: &mut GameSettings) -> bool {
    // The language in use (LEAPFROG_LANG may have overridden the saved choice).
    let current = crate::i18n::language();
    let mut picked = current;
    ui.horizontal(|ui| {
        ui.label(text::LANGUAGE);
        egui::ComboBox::from_id_salt("language")
            .selected_text(current.native_name())
            .show_ui(ui, |ui| {
                for lang in Lang::ALL {
                    ui.selectable_value(&mut picked, lang, lang.native_name());
                }
            });
    });
    if picked != current {
        settings.language = picked.tag().to_string();
        return true;
    }
    false
}

pub fn settings_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<GameSettings>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    endgames: EndgamesView,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut changed = false;
    let mut screen = super::screen_ui(ctx, "settings_screen");
    egui::CentralPanel::default().show(&mut screen, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(30.0);
            ui.heading(egui::RichText::new(text::SETTINGS).size(32.0));
            ui.add_space(20.0);
        });
        // Scrolls where the window is too short for every section.
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - 680.0).max(0.0) / 2.0);
                ui.vertical(|ui| {
                    ui.set_width(680.0);
                    ui.label(egui::RichText::new(text::SEATS).size(20.0));
                    ui.label(egui::RichText::new(text::SEATS_NOTE).weak());
                    changed |= seats_table(ui, &mut settings);
                    ui.separator();
                    changed |= language_choice(ui, &mut settings);
                    changed |= display_options(ui, &mut settings);
                    endgames.show(ui);
                    ui.add_space(16.0);
                    if ui.button(text::BACK).clicked() {
                        next.set(Screen::Menu);
                    }
                });
            });
        });
    });
    if changed {
        save_soon(&mut commands);
    }
    Ok(())
}

/// What the endgame databases section reads: the folder and the chosen draughts variant.
#[derive(bevy::ecs::system::SystemParam)]
pub struct EndgamesView<'w> {
    folder: Res<'w, EndgameFolder>,
    draughts: Option<Res<'w, DraughtsSettings>>,
    library: Option<Res<'w, VariantLibrary>>,
}

impl EndgamesView<'_> {
    fn show(&self, ui: &mut egui::Ui) {
        let (Some(draughts), Some(library)) = (&self.draughts, &self.library) else {
            return;
        };
        if self.folder.0.is_none() {
            return;
        }
        let chosen = crate::app::draughts::variant(library, &draughts.draughts_variant);
        ui.separator();
        super::endgames_section::endgames_section(
            ui,
            &self.folder,
            &chosen.variant,
            chosen.file.title.text(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strength_names_spread_over_any_range() {
        let first = text::STRENGTH_NAMES[0];
        let last = text::STRENGTH_NAMES[text::STRENGTH_NAMES.len() - 1];
        assert_eq!(strength_name(1.0, 12), format!("1 {first}"));
        assert_eq!(strength_name(12.0, 12), format!("12 {last}"));
        assert_eq!(strength_name(4.0, 4), format!("4 {last}"));
        assert_eq!(strength_name(6.0, 6), format!("6 {last}"));
    }
}
