//! The peg solitaire panel: the level and its goal, moves and pieces left, the live "can still
//! be solved" badge, what went wrong at a dead end, and hint / solve / next level.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::ai_task::Thinker;
use crate::app::match_state::MatchState;
use crate::app::messages::MatchCommand;
use crate::app::peg::{Badge, PegLevelId, best_moves, neighbour_level};
use crate::app::peg::{PegLibrary, PegSettings};
use crate::app::screen::Screen;
use crate::app::settings::save_soon;
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::rules::Game;
use crate::rules::peg::{Jump, PegGame, Status, Target};

fn status_line(game: &PegGame) -> text::Key {
    match game.status() {
        Status::Solved => text::PEG_SOLVED,
        Status::NoMoves => text::PEG_NO_MOVES,
        Status::LimitReached => text::PEG_LIMIT,
        Status::Playing => text::PEG_PICK,
    }
}

/// The level's goal in the player's language.
fn goal_line(game: &PegGame) -> String {
    let labels = &game.board().labels;
    let label = |hole: Option<u8>| hole.map_or("?", |h| labels[usize::from(h)].as_str());
    let (id, hole) = match game.goal().target {
        Target::OneLeft => ("peg-goal-one", None),
        Target::OneLeftAt(hole) => ("peg-goal-one-at", Some(hole)),
        Target::OnlyNamed => ("peg-goal-named", game.named()),
    };
    let limit = game.goal().max_moves.map_or(0, u32::from);
    text::tr_args(id, &[("hole", label(hole).into()), ("limit", limit.into())])
}

#[allow(clippy::too_many_arguments)]
pub fn peg_hud(
    mut contexts: EguiContexts,
    state: Option<ResMut<MatchState<PegGame>>>,
    id: Option<Res<PegLevelId>>,
    badge: Option<Res<Badge>>,
    thinker: Res<Thinker<Jump>>,
    mut settings: ResMut<PegSettings>,
    library: Res<VariantLibrary>,
    mut orders: MessageWriter<MatchCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (Some(mut state), Some(id)) = (state, id) else {
        return Ok(());
    };
    let game = state.current().clone();
    let level = library.peg(&id.0);
    let mut go_to_level = None;
    super::frame::panel(ctx, "peg-hud", |ui| {
        ui.heading(text::PEG_TITLE);
        if let Some(level) = level {
            ui.label(
                egui::RichText::new(level.level.title.text())
                    .size(18.0)
                    .strong(),
            );
        }
        ui.label(goal_line(&game));
        ui.separator();
        let moves = match game.goal().max_moves {
            Some(max) => format!("{} {} / {max}", text::MOVES, game.moves()),
            None => format!("{} {}", text::MOVES, game.moves()),
        };
        ui.label(egui::RichText::new(moves).size(22.0));
        ui.label(format!("{} {}", text::PEG_PIECES_LEFT, game.pieces_left()));
        if let Some(best) = best_moves(&settings, &id.0) {
            ui.label(format!("● {} {best}", text::PEG_BEST));
        }
        let (badge_text, colour) = match badge.as_ref().and_then(|b| b.solvable) {
            Some(true) => (text::PEG_SOLVABLE, egui::Color32::from_rgb(120, 210, 120)),
            Some(false) => (text::PEG_UNSOLVABLE, egui::Color32::from_rgb(230, 110, 100)),
            None => (text::PEG_CHECKING, egui::Color32::GRAY),
        };
        ui.label(egui::RichText::new(badge_text).color(colour));
        ui.label(egui::RichText::new(status_line(&game)).size(16.0).strong());
        if thinker.running().is_some() {
            ui.spinner();
        }
        ui.separator();
        super::puzzle_buttons(
            ui,
            &mut state,
            &mut orders,
            (text::PEG_SOLVE, text::PEG_STOP),
            |_, _| {},
        );
        ui.horizontal(|ui| {
            let previous = neighbour_level(&library, &id.0, -1);
            let following = neighbour_level(&library, &id.0, 1);
            if ui
                .add_enabled(previous.is_some(), egui::Button::new(text::PEG_PREVIOUS))
                .clicked()
            {
                go_to_level = previous;
            }
            if ui
                .add_enabled(following.is_some(), egui::Button::new(text::PEG_NEXT))
                .clicked()
            {
                go_to_level = following;
            }
        });
        ui.separator();
        ui.label(egui::RichText::new(text::MOVES).strong());
        egui::ScrollArea::vertical()
            .max_height(200.0)
            .stick_to_bottom(true)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (i, mv) in state.moves().take(state.cursor()).enumerate() {
                        ui.label(format!("{}. {}", i + 1, game.move_text(mv)));
                    }
                });
            });
        ui.separator();
        super::frame::footer(
            ui,
            None,
            &mut next,
            Some((text::PEG_LEVELS, Screen::Levels)),
        );
    });
    if game.status() == Status::Solved {
        let headline = text::tr_args("peg-solved-in", &[("moves", game.moves().into())]);
        super::frame::end_banner(ctx, &headline, None);
    }
    if let Some(level) = go_to_level {
        settings.peg_level = level;
        save_soon(&mut commands);
        orders.write(MatchCommand::NewMatch);
    }
    Ok(())
}
