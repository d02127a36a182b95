//! The settings screen, and the match options it shares with the HUD.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::ai::reversi::MAX_STRENGTH;
use crate::app::screen::Screen;
use crate::app::settings::{GameSettings, save_soon};
use crate::app::text;
use crate::app::variants::VariantLibrary;

/// The reversi board choice, a row of the match options grid.
pub fn reversi_board(ui: &mut egui::Ui, settings: &mut GameSettings, library: &VariantLibrary) {
    ui.label(text::BOARD);
    let current = library.reversi(&settings.reversi_variant).title.en.clone();
    egui::ComboBox::from_id_salt("variant")
        .selected_text(current)
        .show_ui(ui, |ui| {
            for variant in library.reversi_all() {
                ui.selectable_value(
                    &mut settings.reversi_variant,
                    variant.name.clone(),
                    &variant.title.en,
                );
            }
        });
    ui.end_row();
}

/// Board (the game's own rows), sides and strengths; returns whether anything changed.
pub fn match_options(
    ui: &mut egui::Ui,
    settings: &mut GameSettings,
    sides: [&str; 2],
    board: impl FnOnce(&mut egui::Ui, &mut GameSettings),
) -> bool {
    let before = settings.clone();
    egui::Grid::new("match-options")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            board(ui, settings);
            for (side, name) in sides.iter().enumerate() {
                let (computer, strength) = if side == 0 {
                    (
                        &mut settings.black_is_computer,
                        &mut settings.black_strength,
                    )
                } else {
                    (
                        &mut settings.white_is_computer,
                        &mut settings.white_strength,
                    )
                };
                ui.label(*name);
                ui.horizontal(|ui| {
                    ui.selectable_value(computer, false, text::HUMAN);
                    ui.selectable_value(computer, true, text::COMPUTER);
                });
                ui.end_row();
                if *computer {
                    ui.label(format!("  {}", text::STRENGTH));
                    ui.add(
                        egui::Slider::new(strength, 1..=MAX_STRENGTH).custom_formatter(|v, _| {
                            format!(
                                "{} {}",
                                v,
                                text::STRENGTH_NAMES[(v as usize).clamp(1, 6) - 1]
                            )
                        }),
                    );
                    ui.end_row();
                }
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
    *settings != before
}

pub fn settings_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<GameSettings>,
    library: Res<VariantLibrary>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
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
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 420.0).max(0.0) / 2.0);
            ui.vertical(|ui| {
                ui.set_width(420.0);
                changed |= match_options(ui, &mut settings, text::SIDES, |ui, settings| {
                    reversi_board(ui, settings, &library)
                });
                ui.separator();
                changed |= display_options(ui, &mut settings);
                ui.add_space(16.0);
                if ui.button(text::BACK).clicked() {
                    next.set(Screen::Menu);
                }
            });
        });
    });
    if changed {
        save_soon(&mut commands);
    }
    Ok(())
}
