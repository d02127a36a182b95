//! The knight's tour screen: visited squares numbered and joined by the path, what to do next
//! or why the tour is over, hint / solve from here / replay, and the board options.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};

use crate::app::ai_task::Thinker;
use crate::app::board_view::{BoardRoot, cell_position};
use crate::app::knight::{Replay, SIDES, TourSettings, tour, tours};
use crate::app::match_state::MatchState;
use crate::app::messages::MatchCommand;
use crate::app::screen::Screen;
use crate::app::settings::{GameSettings, save_soon};
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::rules::knight::KnightTour;
use crate::rules::{Cell, Game, Outcome};

/// What the player should read about the position.
fn status(state: &MatchState<KnightTour>) -> text::Key {
    let game = state.current();
    match game.outcome() {
        Some(Outcome::Win(_)) if game.closed() => text::TOUR_CLOSED_SOLVED,
        Some(Outcome::Win(_)) => text::TOUR_SOLVED,
        Some(_) if game.is_covered() => text::TOUR_NOT_CLOSED,
        Some(_) => text::TOUR_DEAD_END,
        None if state.no_answer == Some(state.generation) => text::TOUR_NO_WAY,
        None if game.path().is_empty() => text::TOUR_PLACE,
        None => text::TOUR_MOVE,
    }
}

#[allow(clippy::too_many_arguments)]
pub fn tour_hud(
    mut contexts: EguiContexts,
    state: Option<ResMut<MatchState<KnightTour>>>,
    thinker: Res<Thinker<Cell>>,
    mut settings: ResMut<GameSettings>,
    mut tour_settings: ResMut<TourSettings>,
    library: Res<VariantLibrary>,
    mut orders: MessageWriter<MatchCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    roots: Query<&Transform, With<BoardRoot>>,
    windows: Query<&Window, With<PrimaryWindow>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(mut state) = state else {
        return Ok(());
    };
    let game = state.current().clone();
    let board = game.board();
    let mut settings_changed = false;
    super::frame::panel(ctx, "tour-hud", |ui| {
        ui.heading(text::TOUR_TITLE);
        ui.label(format!(
            "{}x{}{}",
            board.rows,
            board.cols,
            if game.closed() {
                format!(" · {}", text::TOUR_CLOSED)
            } else {
                String::new()
            }
        ));
        ui.separator();
        ui.label(
            egui::RichText::new(format!(
                "{} {} / {}",
                text::TOUR_VISITED,
                game.path().len(),
                board.squares()
            ))
            .size(22.0),
        );
        ui.label(egui::RichText::new(status(&state)).size(16.0).strong());
        if thinker.running().is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(text::TOUR_SOLVING);
            });
        }
        ui.separator();
        super::puzzle_buttons(
            ui,
            &mut state,
            &mut orders,
            (text::TOUR_SOLVE, text::TOUR_STOP),
            |ui, orders| {
                if ui
                    .add_enabled(game.is_covered(), egui::Button::new(text::TOUR_REPLAY))
                    .clicked()
                {
                    orders.write(MatchCommand::GoTo(0));
                    commands.insert_resource(Replay::start());
                }
            },
        );
        ui.separator();
        ui.label(egui::RichText::new(text::MOVES).strong());
        egui::ScrollArea::vertical()
            .max_height(180.0)
            .stick_to_bottom(true)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (i, &cell) in game.path().iter().enumerate() {
                        ui.label(format!("{}. {}", i + 1, game.move_text(&cell)));
                    }
                });
            });
        ui.separator();
        egui::CollapsingHeader::new(text::NEW_GAME)
            .default_open(false)
            .show(ui, |ui| {
                let before = tour_settings.clone();
                let settings = &mut *tour_settings;
                let chosen = tour(&library, &settings.tour_level)
                    .map_or(text::TOUR_FREE_BOARD.to_string(), |l| {
                        l.title.text().to_string()
                    });
                egui::ComboBox::from_label(text::TOUR_LEVEL)
                    .selected_text(chosen)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(
                            &mut settings.tour_level,
                            String::new(),
                            text::TOUR_FREE_BOARD,
                        );
                        for level in tours(&library) {
                            ui.selectable_value(
                                &mut settings.tour_level,
                                level.name.clone(),
                                level.title.text(),
                            );
                        }
                    });
                if tour(&library, &settings.tour_level).is_none() {
                    ui.add(egui::Slider::new(&mut settings.tour_rows, SIDES).text(text::TOUR_ROWS));
                    ui.add(egui::Slider::new(&mut settings.tour_cols, SIDES).text(text::TOUR_COLS));
                    ui.checkbox(&mut settings.tour_closed, text::TOUR_CLOSED);
                }
                settings_changed |= before != *settings;
                if ui.button(text::NEW_GAME).clicked() {
                    orders.write(MatchCommand::NewMatch);
                }
            });
        settings_changed |= super::frame::footer(ui, Some(&mut settings), &mut next, None);
    });
    if let (Ok(transform), Ok(window)) = (roots.single(), windows.single()) {
        draw_path(ctx, &game, transform, window);
    }
    if let Some(Outcome::Win(_)) = game.outcome() {
        super::frame::end_banner(ctx, &status(&state).text(), None);
    }
    if settings_changed {
        save_soon(&mut commands);
    }
    Ok(())
}

/// The visited squares' numbers and the line through them, drawn over the board.
fn draw_path(ctx: &egui::Context, game: &KnightTour, transform: &Transform, window: &Window) {
    let layout = game.layout();
    let zoom = ctx.zoom_factor();
    let scale = transform.scale.x / zoom;
    let to_screen = |cell: Cell| {
        crate::app::board_view::egui_point(transform, window, zoom, cell_position(&layout, cell))
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("tour-path"),
    ));
    let points: Vec<egui::Pos2> = game.path().iter().map(|&c| to_screen(c)).collect();
    let line = egui::Stroke::new(
        (scale * 0.06).max(1.5),
        egui::Color32::from_rgba_unmultiplied(255, 240, 200, 150),
    );
    for pair in points.windows(2) {
        painter.line_segment([pair[0], pair[1]], line);
    }
    let size = (scale * 0.34).clamp(8.0, 28.0);
    let last = points.len().saturating_sub(1);
    for (i, &at) in points.iter().enumerate() {
        let colour = if i == last {
            egui::Color32::from_rgb(40, 30, 10)
        } else {
            egui::Color32::WHITE
        };
        painter.text(
            at,
            egui::Align2::CENTER_CENTER,
            (i + 1).to_string(),
            egui::FontId::proportional(size),
            colour,
        );
    }
}
