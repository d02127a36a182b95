//! The Bevy layer headless: `MinimalPlugins` plus the match logic, driven by the same
//! messages the UI sends.

mod common;

use bevy::prelude::*;
use common::{click, open_match, run_until};
use leapfrog::app::ai_task::Thinker;
use leapfrog::app::reversi::ReversiSettings;
use leapfrog::app::settings::GameSettings;
use leapfrog::app::{CellClicked, MatchCommand, MatchState, MoveRequested};
use leapfrog::rules::Game;
use leapfrog::rules::reversi::{Reversi, ReversiMove};

fn headless(configure: impl FnOnce(&mut GameSettings, &mut ReversiSettings)) -> App {
    open_match("reversi", configure)
}

fn state(app: &App) -> &MatchState<Reversi> {
    app.world().resource::<MatchState<Reversi>>()
}

#[test]
fn computer_plays_computer_to_the_end() {
    let mut app = headless(|s, r| {
        r.reversi_variant = "reversi-6".into();
        s.seat_mut(0).computer = true;
        s.seat_mut(1).computer = true;
        s.seat_mut(0).strength = 2;
        s.seat_mut(1).strength = 1;
    });
    assert!(run_until(&mut app, |app| state(app)
        .current()
        .outcome()
        .is_some()));
    let state = state(&app);
    let moves: Vec<ReversiMove> = state.moves().copied().collect();
    assert!(
        moves.len() >= 20,
        "a 6x6 game has many moves, got {}",
        moves.len()
    );
    // The match's final position is what the rules give for its own move list.
    let mut replay = Reversi::standard(6);
    for mv in &moves {
        assert!(replay.legal_moves().contains(mv));
        replay.play(mv);
    }
    assert_eq!(replay.hash(), state.current().hash());
    let (black, white) = replay.counts();
    assert!(black + white > 4);
}

#[test]
fn a_human_click_on_an_illegal_square_changes_nothing() {
    let mut app = headless(|s, _| {
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = false;
    });
    let before = state(&app).generation;
    click(&mut app, 0);
    assert_eq!(state(&app).generation, before);
    assert_eq!(state(&app).cursor(), 0);
    // A legal one (d3, row 3 column 4) plays.
    click(&mut app, 2 * 8 + 3);
    assert_eq!(state(&app).cursor(), 1);
    assert_eq!(state(&app).current().counts(), (4, 1));
}

#[test]
fn a_stale_engine_answer_is_dropped_after_undo() {
    let mut app = headless(|s, _| {
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = true;
        s.seat_mut(1).strength = 6;
    });
    app.world_mut()
        .write_message(CellClicked { cell: 2 * 8 + 3 });
    // Wait until the computer is thinking about its reply, then undo.
    assert!(run_until(&mut app, |app| {
        app.world()
            .resource::<Thinker<ReversiMove>>()
            .running()
            .is_some()
    }));
    let thinking_for = state(&app).generation;
    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    assert_eq!(state(&app).cursor(), 0);
    assert_ne!(state(&app).generation, thinking_for);
    // The old search is gone, and an answer for the old position is refused.
    assert!(
        app.world()
            .resource::<Thinker<ReversiMove>>()
            .running()
            .is_none()
    );
    let reply = state(&app).current().legal_moves()[0];
    app.world_mut().write_message(MoveRequested {
        mv: reply,
        generation: thinking_for,
    });
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(
        state(&app).cursor(),
        0,
        "no move may land on the undone position"
    );
}

#[test]
fn undo_redo_and_stepping_through_the_list() {
    let mut app = headless(|s, _| {
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = false;
    });
    for _ in 0..4 {
        let state = state(&app);
        let mv = state.current().legal_moves()[0];
        let generation = state.generation;
        app.world_mut()
            .write_message(MoveRequested { mv, generation });
        app.update();
    }
    assert_eq!(state(&app).cursor(), 4);
    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    assert_eq!(state(&app).cursor(), 3);
    app.world_mut().write_message(MatchCommand::GoTo(1));
    app.update();
    assert_eq!(state(&app).cursor(), 1);
    app.world_mut().write_message(MatchCommand::Redo);
    app.update();
    assert_eq!(state(&app).cursor(), 2);
    assert_eq!(state(&app).moves().count(), 4, "redo keeps the moves ahead");
    app.world_mut().write_message(MatchCommand::Restart);
    app.update();
    assert_eq!(state(&app).cursor(), 0);
    assert_eq!(state(&app).moves().count(), 0);
}

#[test]
fn a_hint_is_a_legal_move_for_the_position_shown() {
    let mut app = headless(|s, r| {
        r.reversi_variant = "reversi-6".into();
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = false;
    });
    app.world_mut().write_message(MatchCommand::Hint);
    assert!(run_until(&mut app, |app| state(app).hint.is_some()));
    let state = state(&app);
    assert!(state.current().legal_moves().contains(&state.hint.unwrap()));
}
