//! The gomoku puzzle select: the VCF and VCT packs as tiles (the position, its solved mark and
//! the moves to win); "Free play" leaves puzzles.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use std::collections::HashMap;

use super::miniature::{Picture, Tile, select_header};
use crate::app::board_view::theme::Theme;
use crate::app::gomoku::{GomokuSettings, puzzles};
use crate::app::screen::Screen;
use crate::app::settings::{GameSettings, save_soon};
use crate::app::variants::VariantLibrary;
use crate::i18n::{tr, tr_args};
use crate::rules::Game;

/// A puzzle's picture size in the select.
const TILE: egui::Vec2 = egui::vec2(96.0, 96.0);

pub fn puzzle_select(
    mut contexts: EguiContexts,
    library: Res<VariantLibrary>,
    mut settings: ResMut<GomokuSettings>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    game_settings: Res<GameSettings>,
    mut pictures: Local<HashMap<String, Picture>>,
) -> Result {
    let theme = Theme::chosen(&game_settings);
    let ctx = contexts.ctx_mut()?;
    let mut screen = super::screen_ui(ctx, "gomoku-puzzles");
    egui::CentralPanel::default().show(&mut screen, |ui| {
        let free_play = tr("gomoku-free-play");
        if select_header(ui, &mut next, &free_play, &tr("gomoku-puzzles-title")) {
            settings.gomoku_puzzle.clear();
            save_soon(&mut commands);
        }
        let all = puzzles(&library);
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (pack, title) in [
                ("vcf", tr("gomoku-pack-vcf")),
                ("vct", tr("gomoku-pack-vct")),
            ] {
                let in_pack: Vec<_> = all.iter().filter(|p| p.pack_name() == pack).collect();
                let solved = in_pack.iter().filter(|p| settings.solved(&p.id())).count();
                ui.add_space(6.0);
                ui.label(
                    egui::RichText::new(format!("{title}   {solved} / {}", in_pack.len()))
                        .size(20.0)
                        .strong(),
                );
                ui.horizontal_wrapped(|ui| {
                    for (i, p) in in_pack.iter().enumerate() {
                        let id = p.id();
                        let picture = pictures.entry(id.clone()).or_insert_with(|| {
                            let game = p.game();
                            (game.layout(), game.pieces())
                        });
                        // The UI font has no check mark; a filled dot marks a solved puzzle.
                        let mark = if settings.solved(&id) { "● " } else { "" };
                        let moves = tr_args("gomoku-moves", &[("moves", p.moves_to_win.into())]);
                        let tile = Tile {
                            picture,
                            caption: format!("{mark}{}\n{moves}", i + 1),
                            difficulty: None,
                            selected: settings.gomoku_puzzle == id,
                        };
                        if super::miniature::tile(ui, &tile, p.title.text(), theme, TILE).clicked()
                        {
                            settings.gomoku_puzzle = id;
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
