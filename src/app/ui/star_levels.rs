//! The Chinese checkers solo select: each crossing as a tile (its start, the solved mark, the
//! player's best against par); "Free play" goes back to a game with seats.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use std::collections::HashMap;

use super::miniature::{Picture, Tile, best_and_par, select_header};
use crate::app::board_view::theme::Theme;
use crate::app::chinese_checkers::{StarSettings, solos};
use crate::app::screen::{ActiveGame, Screen};
use crate::app::settings::{GameSettings, save_soon};
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::i18n::tr;
use crate::rules::Game;

/// A level's picture size in the select.
const TILE: egui::Vec2 = egui::vec2(112.0, 112.0);

pub fn solo_select(
    mut contexts: EguiContexts,
    library: Res<VariantLibrary>,
    mut settings: ResMut<StarSettings>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    game_settings: Res<GameSettings>,
    mut pictures: Local<HashMap<String, Picture>>,
) -> Result {
    let theme = Theme::chosen(&game_settings);
    let ctx = contexts.ctx_mut()?;
    let mut screen = super::screen_ui(ctx, "star-levels");
    egui::CentralPanel::default().show(&mut screen, |ui| {
        let free_play = tr("star-free-play");
        if select_header(ui, &mut next, &free_play, &tr("star-solo-title")) {
            settings.star_solo.clear();
            save_soon(&mut commands);
        }
        let levels = solos(&library);
        let solved = levels
            .iter()
            .filter(|l| settings.best(&l.id()).is_some())
            .count();
        ui.label(
            egui::RichText::new(format!("{solved} / {}", levels.len()))
                .size(20.0)
                .strong(),
        );
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (i, level) in levels.iter().enumerate() {
                    let id = level.id();
                    let picture = pictures.entry(id.clone()).or_insert_with(|| {
                        let game = level.game();
                        (game.layout(), game.pieces())
                    });
                    let best = settings.best(&id);
                    let mark = if best.is_some() { "● " } else { "" };
                    let tile = Tile {
                        picture,
                        caption: format!(
                            "{mark}{}\n{}",
                            i + 1,
                            best_and_par(best, Some(level.par))
                        ),
                        difficulty: None,
                        selected: settings.star_solo == id,
                    };
                    let mut title = level.title.text().to_string();
                    if level.proven {
                        title = format!("{title} ({})", text::STAR_PROVEN);
                    }
                    if super::miniature::tile(ui, &tile, &title, theme, TILE).clicked() {
                        settings.star_solo = id;
                        save_soon(&mut commands);
                        next.set(Screen::Match);
                    }
                }
            });
        });
    });
    Ok(())
}

pub fn star_active(active: Res<ActiveGame>) -> bool {
    active.is(crate::app::chinese_checkers::ID)
}
