//! The peg solitaire level select: one section per pack, each level a button with its solved
//! mark and the player's best move count.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::peg::best_moves;
use crate::app::peg::level_id;
use crate::app::peg::{PegLibrary, PegSettings};
use crate::app::screen::Screen;
use crate::app::settings::save_soon;
use crate::app::text;
use crate::app::variants::VariantLibrary;

pub fn level_select(
    mut contexts: EguiContexts,
    library: Res<VariantLibrary>,
    mut settings: ResMut<PegSettings>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut screen = super::screen_ui(ctx, "peg-levels");
    egui::CentralPanel::default().show(&mut screen, |ui| {
        ui.horizontal(|ui| {
            if ui.button(text::MENU).clicked() {
                next.set(Screen::Menu);
            }
            if ui.button(text::PEG_EDITOR).clicked() {
                next.set(Screen::Editor);
            }
            ui.heading(format!("{} · {}", text::PEG_TITLE, text::PEG_LEVEL_SELECT));
        });
        ui.separator();
        egui::ScrollArea::vertical().show(ui, |ui| {
            for pack in library.peg_packs() {
                let solved = pack
                    .levels
                    .iter()
                    .filter(|l| best_moves(&settings, &level_id(l)).is_some())
                    .count();
                ui.add_space(6.0);
                ui.label(
                    egui::RichText::new(format!(
                        "{}   {solved} / {}",
                        pack.title,
                        pack.levels.len()
                    ))
                    .size(20.0)
                    .strong(),
                );
                ui.horizontal_wrapped(|ui| {
                    for (i, level) in pack.levels.iter().enumerate() {
                        let id = level_id(level);
                        let label = match best_moves(&settings, &id) {
                            Some(best) => format!("● {}\n{} {best}", i + 1, text::PEG_BEST),
                            None => format!("{}\n ", i + 1),
                        };
                        let button = egui::Button::new(egui::RichText::new(label).size(15.0))
                            .min_size(egui::vec2(64.0, 48.0))
                            .selected(settings.peg_level == id);
                        if ui
                            .add(button)
                            .on_hover_text(level.level.title.text())
                            .clicked()
                        {
                            settings.peg_level = id;
                            save_soon(&mut commands);
                            next.set(Screen::Match);
                        }
                    }
                });
            }
        });
    });
    Ok(())
}
