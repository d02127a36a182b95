//! Playing with the keyboard only, headless: the arrows move the board cursor, Enter plays,
//! Esc drops a half-made move, U undoes.

mod common;

use bevy::prelude::*;
use common::open_match;
use leapfrog::app::MatchState;
use leapfrog::app::keyboard::BoardCursor;
use leapfrog::app::reversi::ReversiSettings;
use leapfrog::app::selection::Selection;
use leapfrog::rules::Cell;
use leapfrog::rules::draughts::Draughts;
use leapfrog::rules::draughts::notation::parse_square;
use leapfrog::rules::reversi::{Reversi, ReversiMove};

/// Presses and releases `key` over two frames, as a player's tap.
fn tap(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    app.update();
}

fn cursor(app: &App) -> Option<Cell> {
    app.world().resource::<BoardCursor>().cell
}

/// Walks the cursor to `target` on a `size`-wide grid with the arrows alone.
fn walk_to(app: &mut App, size: Cell, target: Cell) {
    if cursor(app).is_none() {
        tap(app, KeyCode::ArrowRight);
    }
    for _ in 0..4 * size {
        let at = cursor(app).unwrap();
        let key = if at % size < target % size {
            KeyCode::ArrowRight
        } else if at % size > target % size {
            KeyCode::ArrowLeft
        } else if at / size < target / size {
            KeyCode::ArrowDown
        } else if at / size > target / size {
            KeyCode::ArrowUp
        } else {
            return;
        };
        tap(app, key);
    }
    panic!("the cursor never reached {target}");
}

fn with_keys(mut app: App) -> App {
    app.init_resource::<ButtonInput<KeyCode>>();
    app
}

#[test]
fn a_reversi_move_and_its_undo_with_keys_only() {
    let mut app = with_keys(open_match("reversi", |s, _: &mut ReversiSettings| {
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = false;
    }));
    tap(&mut app, KeyCode::ArrowUp);
    assert!(cursor(&app).is_some(), "the first arrow shows the cursor");
    // d3: column 3 of row 2 (a1 is the top left).
    walk_to(&mut app, 8, 19);
    tap(&mut app, KeyCode::Enter);
    let state = app.world().resource::<MatchState<Reversi>>();
    assert_eq!(
        state.moves().copied().collect::<Vec<_>>(),
        [ReversiMove::Place(19)]
    );
    assert_eq!(state.current().counts(), (4, 1));
    tap(&mut app, KeyCode::KeyU);
    assert_eq!(app.world().resource::<MatchState<Reversi>>().cursor(), 0);
}

#[test]
fn a_draughts_capture_with_keys_only() {
    let mut app = with_keys(common::glass_position("W:Wc3,g3:Bd4"));
    let geo = app
        .world()
        .resource::<MatchState<Draughts>>()
        .current()
        .variant()
        .geo;
    let cell = |square: &str| geo.cell(parse_square(&geo, square).unwrap());
    // Esc drops a picked piece.
    walk_to(&mut app, 8, cell("c3"));
    tap(&mut app, KeyCode::Space);
    assert_eq!(app.world().resource::<Selection>().cells, [cell("c3")]);
    tap(&mut app, KeyCode::Escape);
    assert!(app.world().resource::<Selection>().cells.is_empty());
    // Pick c3 again and land on e5: the capture of d4.
    tap(&mut app, KeyCode::Enter);
    walk_to(&mut app, 8, cell("e5"));
    tap(&mut app, KeyCode::Enter);
    let state = app.world().resource::<MatchState<Draughts>>();
    assert_eq!(state.cursor(), 1);
    let position = state.current().position();
    assert_eq!(position.pieces[1].count_ones(), 0, "d4 was taken");
    assert_ne!(
        position.occupied() >> parse_square(&geo, "e5").unwrap() & 1,
        0
    );
}
