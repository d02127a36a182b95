//! The main menu: a card per game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::screen::Screen;
use crate::app::text;

pub fn menu_screen(mut contexts: EguiContexts, mut next: ResMut<NextState<Screen>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut screen = super::screen_ui(ctx, "menu");
    egui::CentralPanel::default().show(&mut screen, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(36.0);
            ui.heading(egui::RichText::new(text::TITLE).size(48.0).strong());
            ui.label(egui::RichText::new(text::SUBTITLE).size(18.0).weak());
            ui.add_space(28.0);
        });
        let card_width = 260.0;
        let columns = ((ui.available_width() / (card_width + 16.0)).floor() as usize).clamp(1, 4);
        let total = columns as f32 * (card_width + 16.0);
        ui.horizontal(|ui| {
            ui.add_space(((ui.available_width() - total) / 2.0).max(0.0));
            egui::Grid::new("game-cards")
                .spacing([16.0, 16.0])
                .show(ui, |ui| {
                    for (i, card) in text::GAME_CARDS.iter().enumerate() {
                        egui::Frame::group(ui.style())
                            .inner_margin(14.0)
                            .corner_radius(10.0)
                            .show(ui, |ui| {
                                ui.set_width(card_width);
                                ui.set_height(110.0);
                                ui.label(egui::RichText::new(card.title).size(22.0).strong());
                                ui.label(card.blurb);
                                ui.add_space(8.0);
                                if card.playable {
                                    if ui
                                        .button(egui::RichText::new(text::PLAY).size(18.0))
                                        .clicked()
                                    {
                                        next.set(Screen::Match);
                                    }
                                } else {
                                    ui.label(
                                        egui::RichText::new(text::COMING_SOON).italics().weak(),
                                    );
                                }
                            });
                        if (i + 1) % columns == 0 {
                            ui.end_row();
                        }
                    }
                });
        });
        ui.add_space(24.0);
        ui.vertical_centered(|ui| {
            if ui
                .button(egui::RichText::new(text::SETTINGS).size(18.0))
                .clicked()
            {
                next.set(Screen::Settings);
            }
        });
    });
    Ok(())
}
