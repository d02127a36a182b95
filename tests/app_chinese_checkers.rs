//! Chinese checkers' Bevy layer headless: three seats (one human, two computers) played
//! through to a ranking with undo across computer moves; a jump chain picked by clicking the
//! marble and its landing; a solo level solved by "solve from here" and recorded.

mod common;

use bevy::prelude::*;
use common::{click, open_match, run_until};
use leapfrog::app::chinese_checkers::StarSettings;
use leapfrog::app::match_state::PlayerKind;
use leapfrog::app::settings::GameSettings;
use leapfrog::app::{MatchCommand, MatchState, MoveRequested};
use leapfrog::rules::chinese_checkers::notation::parse_hole;
use leapfrog::rules::chinese_checkers::{ChineseCheckers, StarMove};
use leapfrog::rules::{Cell, Game, Outcome};

fn state(app: &App) -> &MatchState<ChineseCheckers> {
    app.world().resource::<MatchState<ChineseCheckers>>()
}

fn click_at(app: &mut App, name: &str) {
    click(app, Cell::from(parse_hole(name).unwrap()));
}

fn three_seats(settings: &mut GameSettings, own: &mut StarSettings) {
    own.star_variant = "chinese-checkers-3".into();
    own.star_solo.clear();
    settings.seat_mut(0).computer = false;
    for seat in 1..3 {
        settings.seat_mut(seat).computer = true;
        settings.seat_mut(seat).strength = 2;
    }
}

/// The human plays the source player's move as a move request.
fn human_moves(app: &mut App) {
    let state = state(app);
    let mv =
        leapfrog::ai::chinese_checkers::source::choose(state.current(), 20, state.cursor() as u64)
            .expect("a move");
    let generation = state.generation;
    app.world_mut()
        .write_message(MoveRequested { mv, generation });
}

#[test]
fn three_seats_play_through_to_a_ranking_with_undo_across_computer_moves() {
    let mut app = open_match("chinese-checkers", three_seats);
    assert_eq!(state(&app).current().sides(), 3);
    assert_eq!(
        state(&app).players,
        vec![
            PlayerKind::Human,
            PlayerKind::Computer(2),
            PlayerKind::Computer(2)
        ]
    );
    // The human's first move by clicks: the marble, then its landing.
    click_at(&mut app, "n2");
    click_at(&mut app, "m6");
    assert!(run_until(&mut app, |app| state(app).cursor() == 3));
    assert_eq!(state(&app).player_to_move(), PlayerKind::Human);
    // Undo goes back over both computer moves to the human's turn.
    app.world_mut().write_message(MatchCommand::Undo);
    assert!(run_until(&mut app, |app| state(app).cursor() < 3
        && state(app).player_to_move() == PlayerKind::Human));
    let cursor = state(&app).cursor();
    assert_eq!(cursor % 3, 0, "back on the human's turn, at {cursor}");
    // Then the whole game: the human plays the source's moves until a ranking is known.
    let done = run_until(&mut app, |app| {
        state(app).current().outcome().is_some() || state(app).player_to_move() == PlayerKind::Human
    });
    assert!(done);
    for _ in 0..2000 {
        let game = state(&app).current();
        if game.outcome().is_some() {
            break;
        }
        if state(&app).player_to_move() == PlayerKind::Human {
            human_moves(&mut app);
        }
        assert!(run_until(&mut app, |app| {
            state(app).current().outcome().is_some()
                || state(app).player_to_move() == PlayerKind::Human
        }));
    }
    let game = state(&app).current();
    assert!(
        matches!(game.outcome(), Some(Outcome::Win(_))),
        "{:?}",
        game.outcome()
    );
    let mut places = game.places().to_vec();
    assert_eq!(places.len(), 3, "a full ranking");
    places.sort_unstable();
    assert_eq!(places, vec![0, 1, 2]);
}

#[test]
fn a_jump_chain_is_picked_by_its_marble_and_landing() {
    let mut app = open_match(
        "chinese-checkers",
        |s: &mut GameSettings, own: &mut StarSettings| {
            own.star_variant = "chinese-checkers-2".into();
            own.star_solo.clear();
            s.seat_mut(0).computer = false;
            s.seat_mut(1).computer = false;
        },
    );
    for (from, to) in [("n2", "m6"), ("d2", "e6"), ("p2", "n2")] {
        click_at(&mut app, from);
        click_at(&mut app, to);
    }
    assert_eq!(state(&app).cursor(), 3);
    let game = state(&app).current();
    let last = state(&app).last_move().copied().unwrap();
    assert_eq!(state(&app).position_before(2).move_text(&last), "p2-n2");
    assert_eq!(game.side_to_move(), 1);
}

#[test]
fn a_solo_level_is_solved_from_here_and_recorded() {
    let mut app = open_match(
        "chinese-checkers",
        |_: &mut GameSettings, own: &mut StarSettings| {
            own.star_solo = "solo/ending-4".into();
        },
    );
    assert!(state(&app).current().is_solo());
    assert_eq!(state(&app).players, vec![PlayerKind::Human]);
    // One move by hand, then the solver takes the seat to the goal.
    let first = state(&app).current().legal_moves()[0];
    if let StarMove::Go { .. } = first {
        let generation = state(&app).generation;
        app.world_mut().write_message(MoveRequested {
            mv: first,
            generation,
        });
    }
    app.update();
    assert_eq!(state(&app).cursor(), 1);
    app.world_mut()
        .resource_mut::<MatchState<ChineseCheckers>>()
        .players[0] = PlayerKind::Computer(4);
    assert!(run_until(&mut app, |app| state(app)
        .current()
        .outcome()
        .is_some()));
    assert_eq!(state(&app).current().outcome(), Some(Outcome::Win(0)));
    assert_eq!(
        state(&app).players[0],
        PlayerKind::Human,
        "the seat comes back"
    );
    app.update();
    let moves = state(&app).cursor() as u32;
    assert_eq!(
        app.world().resource::<StarSettings>().best("solo/ending-4"),
        Some(moves)
    );
}
