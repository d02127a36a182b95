//! Menus and the match HUD, drawn with egui.

mod chinese_checkers_hud;
pub mod draughts_hud;
pub mod endgames_section;
pub mod frame;
mod gomoku_hud;
pub mod gomoku_puzzles;
pub mod hud;
mod jump_hud;
pub mod jump_select;
mod menu;
pub mod miniature;
pub mod peg_editor;
pub mod peg_hud;
pub mod peg_levels;
mod reversi_hud;
pub mod rules_page;
pub mod settings_screen;
pub mod star_levels;
pub mod tour_hud;

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

use super::match_state::MatchState;
use super::messages::MatchCommand;
use super::screen::Screen;
use super::text;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<rules_page::OwnRules>().add_systems(
        EguiPrimaryContextPass,
        (
            menu::menu_screen.run_if(in_state(Screen::Menu)),
            settings_screen::settings_screen.run_if(in_state(Screen::Settings)),
            hud::data_errors,
            hud::notices,
            rules_page::rules_page.run_if(in_state(Screen::Match)),
            patient_clicks,
        ),
    );
}

/// How long a press may be held and still count as a click. egui times a press by the frames
/// that saw it go down and up; under software rendering a frame can take 400 ms, so a quick
/// press spanning two or three frames outlasted egui's 0.8 s and was lost (CI lost the
/// coordinates switch so, three presses in a row). Nothing here uses a long press.
const CLICK_HOLD_SECONDS: f64 = 3.0;

fn patient_clicks(mut contexts: bevy_egui::EguiContexts, mut set: Local<bool>) {
    if *set {
        return;
    }
    if let Ok(ctx) = contexts.ctx_mut() {
        allow_slow_clicks(ctx);
        *set = true;
    }
}

fn allow_slow_clicks(ctx: &egui::Context) {
    ctx.options_mut(|options| options.input_options.max_click_duration = CLICK_HOLD_SECONDS);
}

/// The shared match HUD of a game with seats (reversi, draughts), for its rules type.
pub fn two_player_hud<G: hud::HudGame>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hud::match_hud::<G>.run_if(in_state(Screen::Match)),
    );
}

/// A UI covering the whole window, for panels to be laid out in.
pub fn screen_ui(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// Undo, redo and restart for any game; returns the command a click sent.
fn history_buttons<G: crate::rules::Game>(
    ui: &mut egui::Ui,
    state: &MatchState<G>,
    orders: &mut MessageWriter<MatchCommand>,
) -> Option<MatchCommand> {
    let mut sent = None;
    if ui
        .add_enabled(state.cursor() > 0, egui::Button::new(text::UNDO))
        .clicked()
    {
        sent = Some(MatchCommand::Undo);
    }
    if ui
        .add_enabled(state.can_redo(), egui::Button::new(text::REDO))
        .clicked()
    {
        sent = Some(MatchCommand::Redo);
    }
    if ui.button(text::RESTART).clicked() {
        sent = Some(MatchCommand::Restart);
    }
    if let Some(command) = sent {
        orders.write(command);
    }
    sent
}

/// The puzzle row: undo/redo/restart, hint, and solve/stop, which hands the one side to the
/// solver or takes it back; `more` adds a game's own buttons to the row.
fn puzzle_buttons<G: crate::rules::Game>(
    ui: &mut egui::Ui,
    state: &mut MatchState<G>,
    orders: &mut MessageWriter<MatchCommand>,
    (solve_label, stop_label): (text::Key, text::Key),
    more: impl FnOnce(&mut egui::Ui, &mut MessageWriter<MatchCommand>),
) {
    use super::match_state::PlayerKind;
    let solving = state.players[0] != PlayerKind::Human;
    ui.horizontal_wrapped(|ui| {
        if history_buttons(ui, state, orders) == Some(MatchCommand::Restart) {
            state.players[0] = PlayerKind::Human;
        }
        let open = state.current().outcome().is_none() && state.no_answer != Some(state.generation);
        if ui
            .add_enabled(open && !solving, egui::Button::new(text::HINT))
            .clicked()
        {
            orders.write(MatchCommand::Hint);
        }
        let label = if solving { stop_label } else { solve_label };
        if ui
            .add_enabled(open || solving, egui::Button::new(label))
            .clicked()
        {
            state.players[0] = if solving {
                PlayerKind::Human
            } else {
                PlayerKind::Computer(1)
            };
        }
        more(ui, orders);
    });
}

#[cfg(test)]
mod tests {
    use bevy_egui::egui;

    /// One frame at `time` with `events`, showing a button; its rect and whether it was clicked.
    fn frame(ctx: &egui::Context, time: f64, events: Vec<egui::Event>) -> (egui::Rect, bool) {
        let input = egui::RawInput {
            time: Some(time),
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(400.0, 300.0),
            )),
            events,
            ..Default::default()
        };
        let mut seen = (egui::Rect::NOTHING, false);
        ctx.run_ui(input, |ui| {
            let button = ui.button("press");
            seen = (button.rect, button.clicked());
        })
        .drop_without_applying_deltas();
        seen
    }

    /// A press that goes down in one frame and up in a frame `held` seconds later, on a new
    /// context (its clock starts at 0), the game's click allowance set where `patient`.
    fn clicked_after(patient: bool, held: f64) -> bool {
        let ctx = &egui::Context::default();
        if patient {
            super::allow_slow_clicks(ctx);
        }
        // The first frame lays the button out before its font is measured.
        frame(ctx, 0.0, vec![]);
        let at = frame(ctx, 0.05, vec![]).0.center();
        let button = |pressed| egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        frame(ctx, 0.1, vec![egui::Event::PointerMoved(at)]);
        frame(ctx, 0.2, vec![button(true)]);
        frame(ctx, 0.2 + held, vec![button(false)]).1
    }

    #[test]
    fn a_press_spanning_slow_frames_still_clicks() {
        assert!(clicked_after(false, 0.3));
        assert!(!clicked_after(false, 1.5), "egui's own limit drops it");
        assert!(clicked_after(true, 1.5));
        assert!(!clicked_after(true, super::CLICK_HOLD_SECONDS + 1.0));
    }
}
