//! The game select of the file games: a tile per game (its start drawn small, its title and
//! seats), grouped as draughts, capture, race games and puzzles; the shipped files, the
//! player's own and those opened in the browser alike, as the library has them now.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use std::collections::HashMap;

use super::miniature::{Picture, Tile};
use crate::app::board_view::theme::Theme;
use crate::app::jump::{GROUPS, JumpSettings, games, words};
use crate::app::screen::Screen;
use crate::app::settings::{GameSettings, save_soon};
use crate::app::text;
use crate::i18n::{tr, tr_args};
use crate::rules::Game;
use crate::rules::jump::JumpState;

/// A game's picture size in the select.
const TILE: egui::Vec2 = egui::vec2(132.0, 132.0);

pub fn game_select(
    mut contexts: EguiContexts,
    library: Res<crate::app::variants::VariantLibrary>,
    mut settings: ResMut<JumpSettings>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    game_settings: Res<GameSettings>,
    // Keyed by the compiled rules' address too, so that a reloaded file is drawn anew.
    mut pictures: Local<HashMap<(String, usize), Picture>>,
) -> Result {
    let theme = Theme::chosen(&game_settings);
    let ctx = contexts.ctx_mut()?;
    let mut screen = super::screen_ui(ctx, "jump-select");
    egui::CentralPanel::default().show(&mut screen, |ui| {
        ui.horizontal(|ui| {
            if ui.button(text::MENU).clicked() {
                next.set(Screen::Menu);
            }
            ui.heading(tr("jump-select-title"));
        });
        ui.separator();
        let all = games(&library);
        // Full width, so the scroll bar keeps to the window's edge.
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for (group, heading) in GROUPS {
                    let members: Vec<_> =
                        all.iter().filter(|g| g.rules.spec.group == group).collect();
                    if members.is_empty() {
                        continue;
                    }
                    ui.label(egui::RichText::new(tr(heading)).size(20.0).strong());
                    ui.horizontal_wrapped(|ui| {
                        for loaded in members {
                            let spec = &loaded.rules.spec;
                            let key = (
                                spec.name.clone(),
                                std::sync::Arc::as_ptr(&loaded.rules) as usize,
                            );
                            let picture = pictures.entry(key).or_insert_with(|| {
                                let start = JumpState::new(loaded.rules.clone());
                                (start.layout(), start.pieces())
                            });
                            let seats = tr_args("jump-seats", &[("n", spec.sides.len().into())]);
                            let tile = Tile {
                                picture,
                                caption: format!("{}\n{seats}", words(&spec.title)),
                                difficulty: None,
                                selected: settings.jump_game == spec.name,
                            };
                            let response =
                                super::miniature::tile(ui, &tile, words(&spec.title), theme, TILE);
                            crate::app::page::mark(
                                ui.ctx(),
                                &format!("jump:{}", spec.name),
                                response.rect.center(),
                            );
                            if response.clicked() {
                                settings.jump_game = spec.name.clone();
                                save_soon(&mut commands);
                                next.set(Screen::Match);
                            }
                        }
                    });
                    ui.add_space(10.0);
                }
            });
    });
    Ok(())
}
