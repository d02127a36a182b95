//! The match HUD of the games with seats: a line per seat (name, score, the one to move),
//! thinking indicator, end banner, history controls, the move list, hint and match options.
//! Each game fills in its marks, its board choice and a note about the position through
//! [`HudGame`]; seat names come from the settings, else from the game's registration.

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::settings_screen::match_options;
use crate::ai::ComputerPlayer;
use crate::app::ai_task::{Purpose, Thinker};
use crate::app::match_state::{MatchState, PlayerKind};
use crate::app::messages::MatchCommand;
use crate::app::notices::Notices;
use crate::app::online::lobby::LobbyForm;
use crate::app::online::{Online, now_ms, panel};
use crate::app::screen::{ActiveGame, Screen};
use crate::app::settings::{GameSettings, save_soon};
use crate::app::text;
use crate::app::variants::{DataErrors, VariantLibrary};
use crate::rules::{Game, Outcome};

/// What the HUD needs to know of a game beyond the rules.
pub trait HudGame: Game + ComputerPlayer {
    /// The game's own settings (variant, start position).
    type Settings: Resource
        + Component<Mutability = bevy::ecs::component::Mutable>
        + Clone
        + PartialEq;
    /// Score marks, seat 0 first.
    const MARKS: &'static [&'static str];
    /// Whether each seat's mark is a dot in its pieces' colour instead (a file game's sides
    /// wear whatever colours the file gives them).
    const PIECE_COLOUR_MARKS: bool = false;
    fn title(settings: &Self::Settings, library: &VariantLibrary, active: ActiveGame) -> String;
    /// The board rows of the match options grid (variant, start position).
    fn board_options(
        ui: &mut egui::Ui,
        settings: &mut Self::Settings,
        library: &VariantLibrary,
        active: ActiveGame,
    );
    /// A line about the position for the player: a pass, a compulsory capture.
    fn note(state: &MatchState<Self>, seat_names: &[String]) -> Option<String>;
    /// A side's name from the game itself (a data file names its sides), where the player
    /// has not named the seat.
    fn side_name(_game: &Self, _side: usize) -> Option<String> {
        None
    }
    /// Whether the strengths' Elo ([`ComputerPlayer::strength_elo`], measured on one variant)
    /// describes the game these settings start. True by default.
    fn ladder_applies(_settings: &Self::Settings, _active: ActiveGame) -> bool {
        true
    }
    /// The label of a button to the game's level select, if it has one.
    fn levels_button() -> Option<crate::app::text::Key> {
        None
    }
    /// What the game's own panel section reads and writes (`()` for none).
    type Extra: SystemParam + 'static;
    /// The game's own section of the panel, under the move list (draughts: PDN), so that it
    /// never covers the board.
    fn extra_section(
        _ui: &mut egui::Ui,
        _extra: &mut SystemParamItem<Self::Extra>,
        _state: &MatchState<Self>,
    ) {
    }
}

/// Each seat's name as shown: the player's own, or the game's.
pub fn seat_names(settings: &GameSettings, active: ActiveGame, count: usize) -> Vec<String> {
    let defaults = crate::games::family(active.0).map_or(&[][..], |f| f.seat_names());
    (0..count)
        .map(|i| settings.seat_name(i, defaults))
        .collect()
}

#[allow(clippy::too_many_arguments)]
pub fn match_hud<G: HudGame>(
    mut contexts: EguiContexts,
    state: Option<ResMut<MatchState<G>>>,
    thinker: Res<Thinker<G::Move>>,
    mut settings: ResMut<GameSettings>,
    mut game_settings: ResMut<G::Settings>,
    library: Res<VariantLibrary>,
    active: Res<ActiveGame>,
    mut orders: MessageWriter<MatchCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    mut extra: StaticSystemParam<G::Extra>,
    (mut online, time, mut lobby): (Option<ResMut<Online>>, Res<Time<Real>>, ResMut<LobbyForm>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(mut state) = state else {
        return Ok(());
    };
    let game = state.current().clone();
    let seats = game.sides();
    let names: Vec<String> = seat_names(&settings, *active, seats)
        .into_iter()
        .enumerate()
        .map(|(i, name)| match G::side_name(&game, i) {
            Some(own) if settings.seat(i).name.trim().is_empty() => own,
            _ => name,
        })
        .collect();
    let side_name = |side: u8| names[usize::from(side).min(seats - 1)].clone();
    let result_text = |outcome: Outcome| match outcome {
        Outcome::Win(side) => text::tr_args("wins", &[("name", side_name(side).into())]),
        Outcome::Draw => text::DRAW.to_string(),
    };
    let now = now_ms(&time);
    // Online, the server's result stands (a resignation, a flag) whatever the board says.
    let online_result = online.as_ref().and_then(|o| {
        let session = o.session.as_ref()?;
        Some(session.mirror.as_ref()?.view.result.clone())
    });
    let result_line = match &online_result {
        Some(result) => result.as_ref().map(|r| panel::result_text(r, &names)),
        None => game.outcome().map(result_text),
    };
    let mut settings_changed = false;
    super::frame::panel(ctx, "hud", |ui| {
        ui.heading(G::title(&game_settings, &library, *active));
        ui.separator();
        let score = game.score();
        let to_move = game.side_to_move();
        // The seats' piece colours, where the marks are drawn in them.
        let layout = G::PIECE_COLOUR_MARKS.then(|| game.layout());
        for side in 0..seats as u8 {
            // Games without a score (gomoku) show the seats alone.
            let shown = score
                .as_ref()
                .and_then(|s| s.get(usize::from(side)))
                .map_or(String::new(), |n| format!("   {n}"));
            let mark = if G::PIECE_COLOUR_MARKS {
                String::new()
            } else {
                format!("{} ", G::MARKS.get(usize::from(side)).unwrap_or(&"●"))
            };
            let mut line =
                egui::RichText::new(format!("{mark}{}{shown}", side_name(side))).size(22.0);
            let (suffix, low) = online
                .as_deref()
                .map_or((String::new(), false), |o| panel::seat_suffix(o, side, now));
            if !suffix.is_empty() {
                line = egui::RichText::new(format!("{mark}{}{shown}{suffix}", side_name(side)))
                    .size(22.0);
            }
            if side == to_move && result_line.is_none() {
                line = line.strong().color(egui::Color32::from_rgb(250, 210, 90));
            }
            if low {
                line = line.color(egui::Color32::from_rgb(255, 110, 90));
            }
            if let Some(layout) = &layout {
                let colour = layout.colour_of(side);
                ui.horizontal(|ui| {
                    piece_dot(ui, crate::app::board_view::PIECE_RGB[colour % 7]);
                    ui.label(line);
                });
            } else {
                ui.label(line);
            }
        }
        match &result_line {
            Some(line) => {
                ui.label(egui::RichText::new(line).size(20.0).strong());
            }
            None => {
                ui.label(text::tr_args(
                    "to-move",
                    &[("name", side_name(to_move).into())],
                ));
            }
        }
        if let Some(note) = G::note(&state, &names) {
            ui.label(egui::RichText::new(note).italics());
        }
        if let Some((purpose, _)) = thinker.running() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(if purpose == Purpose::Hint {
                    text::HINT
                } else {
                    text::THINKING
                });
            });
        }
        ui.separator();
        // Online: no undo, no hint; the table's own controls instead.
        if let Some(online) = online.as_deref_mut() {
            panel::section(ui, online, &names, now);
        } else {
            ui.horizontal_wrapped(|ui| {
                super::history_buttons(ui, &state, &mut orders);
                let human = state.player_to_move() == PlayerKind::Human;
                if ui
                    .add_enabled(
                        human && game.outcome().is_none(),
                        egui::Button::new(text::HINT),
                    )
                    .clicked()
                {
                    orders.write(MatchCommand::Hint);
                }
                let pause = if state.paused {
                    text::RESUME
                } else {
                    text::PAUSE
                };
                if ui.button(pause).clicked() {
                    state.paused = !state.paused;
                }
            });
        }
        ui.separator();
        ui.label(egui::RichText::new(text::MOVES).strong());
        let mut goto = None;
        egui::ScrollArea::vertical()
            .max_height(220.0)
            .stick_to_bottom(true)
            .show(ui, |ui| {
                if ui
                    .selectable_label(state.cursor() == 0, text::START)
                    .clicked()
                {
                    goto = Some(0);
                }
                let moves: Vec<G::Move> = state.moves().cloned().collect();
                // Numbered in pairs, as in PDN: the side that moved first opens each one.
                let opener = state.position_before(0).side_to_move();
                let mut number = 0;
                ui.horizontal_wrapped(|ui| {
                    for (i, mv) in moves.iter().enumerate() {
                        let before = state.position_before(i);
                        let name = before.move_text(mv);
                        let label = if before.side_to_move() == opener {
                            number += 1;
                            format!("{number}. {name}")
                        } else {
                            name
                        };
                        if ui
                            .selectable_label(state.cursor() == i + 1, label)
                            .clicked()
                        {
                            goto = Some(i + 1);
                        }
                    }
                });
            });
        if let Some(n) = goto.filter(|_| online.is_none()) {
            // Stepping through the list pauses the computer until the player resumes.
            state.paused = n < state.moves().count();
            orders.write(MatchCommand::GoTo(n));
        }
        G::extra_section(ui, &mut extra, &state);
        ui.separator();
        if online.is_none() {
            let friend = ui.button(text::tr("online-play-friend"));
            crate::app::page::mark(ui.ctx(), "play-friend", friend.rect.center());
            if friend.clicked() {
                crate::app::online::lobby::open_lobby(*active, &mut lobby, &mut next);
            }
        }
        if online.is_none() {
            egui::CollapsingHeader::new(text::NEW_GAME)
                .default_open(crate::app::screenshot::new_game_open())
                .show(ui, |ui| {
                    let before = game_settings.clone();
                    let ladder = G::ladder_applies(&game_settings, *active);
                    settings_changed |= match_options(
                        ui,
                        &mut settings,
                        &names,
                        G::MAX_STRENGTH,
                        |strength| G::strength_elo(strength).filter(|_| ladder),
                        |ui| G::board_options(ui, &mut game_settings, &library, *active),
                    );
                    settings_changed |= before != *game_settings;
                    if ui.button(text::NEW_GAME).clicked() {
                        orders.write(MatchCommand::NewMatch);
                    }
                });
        }
        let levels = G::levels_button().map(|label| (label, Screen::Levels));
        settings_changed |= super::frame::footer(ui, Some(&mut settings), &mut next, levels);
    });
    if let Some(headline) = &result_line {
        let score = game.score().unwrap_or_default();
        let parts: Vec<String> = score.iter().map(u32::to_string).collect();
        let detail = (!parts.is_empty()).then(|| parts.join(" - "));
        super::frame::end_banner(ctx, headline, detail.as_deref());
    }
    if settings_changed {
        save_soon(&mut commands);
    }
    Ok(())
}

/// A seat's mark: a dot in its pieces' colour, ringed so that black shows on the dark panel.
fn piece_dot(ui: &mut egui::Ui, [r, g, b]: [u8; 3]) {
    // As tall as the 22-point name beside it, so that the dot sits on its middle.
    let (rect, _) = ui.allocate_exact_size(egui::vec2(20.0, 30.0), egui::Sense::hover());
    let centre = rect.center() + egui::vec2(0.0, 2.0);
    let painter = ui.painter_at(rect);
    painter.circle_filled(centre, 8.0, egui::Color32::from_rgb(r, g, b));
    painter.circle_stroke(
        centre,
        8.0,
        egui::Stroke::new(1.5, egui::Color32::from_gray(150)),
    );
}

/// A broken data file is reported in game; play goes on with the last good version.
pub fn data_errors(mut contexts: EguiContexts, mut errors: ResMut<DataErrors>) -> Result {
    if errors.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut dismiss = false;
    egui::Window::new(text::DATA_ERROR)
        .anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            for error in &errors.0 {
                ui.label(
                    egui::RichText::new(format!(
                        "{}:{}:{}: {}",
                        error.file,
                        error.line,
                        error.col,
                        crate::i18n::error_text(&error.message)
                    ))
                    .monospace()
                    .color(egui::Color32::from_rgb(255, 140, 120)),
                );
            }
            dismiss = ui.button(text::DISMISS).clicked();
        });
    if dismiss {
        errors.0.clear();
    }
    Ok(())
}

/// What the files the player opened in the browser, or exported, did.
pub fn notices(mut contexts: EguiContexts, mut notices: ResMut<Notices>) -> Result {
    if notices.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut dismiss = false;
    egui::Window::new("notices")
        .title_bar(false)
        .anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            for notice in &notices.0 {
                ui.label(notice);
            }
            dismiss = ui.button(text::DISMISS).clicked();
        });
    if dismiss {
        notices.0.clear();
    }
    Ok(())
}
