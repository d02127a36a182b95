//! The peg solitaire level select: one section per pack, each level a button with its solved
//! mark and the player's best move count.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::miniature::{Picture, Tile, best_and_par};
use crate::app::board_view::theme::Theme;
use crate::app::peg::best_moves;
use crate::app::peg::level_id;
use crate::app::peg::{PegLibrary, PegSettings};
use crate::app::screen::Screen;
use crate::app::settings::{GameSettings, save_soon};
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::level::peg::PegPuzzle;
use crate::rules::Game;
use std::collections::HashMap;

/// A level's picture size in the select.
const TILE: egui::Vec2 = egui::vec2(96.0, 96.0);

/// Each level's start, drawn once (building a level checks its board).
#[derive(Default)]
pub struct Pictures(HashMap<String, Option<Picture>>);

impl Pictures {
    fn get(&mut self, id: &str, level: &PegPuzzle) -> Option<&Picture> {
        self.0
            .entry(id.to_string())
            .or_insert_with(|| {
                let game = crate::level::peg::build(&level.level).ok()?;
                Some((game.layout(), game.pieces()))
            })
            .as_ref()
    }
}

#[allow(clippy::too_many_arguments)]
pub fn level_select(
    mut contexts: EguiContexts,
    library: Res<VariantLibrary>,
    mut settings: ResMut<PegSettings>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    game_settings: Res<GameSettings>,
    mut pictures: Local<Pictures>,
) -> Result {
    let theme = Theme::chosen(&game_settings);
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
                        let best = best_moves(&settings, &id);
                        let solved = if best.is_some() { "● " } else { "" };
                        let caption =
                            format!("{solved}{}\n{}", i + 1, best_and_par(best, level.level.par));
                        let selected = settings.peg_level == id;
                        let title = level.level.title.text();
                        let clicked = match pictures.get(&id, level) {
                            Some(picture) => {
                                let tile = Tile {
                                    picture,
                                    caption,
                                    difficulty: level.level.difficulty,
                                    selected,
                                };
                                super::miniature::tile(ui, &tile, title, theme, TILE).clicked()
                            }
                            None => ui
                                .add(egui::Button::new(caption).selected(selected))
                                .on_hover_text(title)
                                .clicked(),
                        };
                        if clicked {
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
