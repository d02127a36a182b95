//! The knight's tour in the Bevy layer headless: clicks, hint, solve from here, undo, all
//! through the messages the UI sends.

mod common;

use bevy::prelude::*;
use common::{click, open_match, run_until};
use leapfrog::ai::knight::{self, Kind};
use leapfrog::app::knight::TourSettings;
use leapfrog::app::{MatchCommand, MatchState, PlayerKind};
use leapfrog::rules::knight::{Board, KnightTour};
use leapfrog::rules::{Cell, Game, Outcome};

fn headless(rows: u32, cols: u32, closed: bool) -> App {
    open_match("tour", |_, settings: &mut TourSettings| {
        settings.tour_rows = rows;
        settings.tour_cols = cols;
        settings.tour_closed = closed;
    })
}

fn state(app: &App) -> &MatchState<KnightTour> {
    app.world().resource::<MatchState<KnightTour>>()
}

#[test]
fn a_tour_played_by_clicks_is_solved() {
    let mut app = headless(6, 6, true);
    assert!(
        !app.world()
            .contains_resource::<MatchState<leapfrog::rules::reversi::Reversi>>()
    );
    let board = Board::new(6, 6);
    let tour = knight::tour(board, 7, Kind::Closed).unwrap();
    for (i, &sq) in tour.iter().enumerate() {
        click(&mut app, sq as Cell);
        assert_eq!(state(&app).current().path().len(), i + 1, "click {i}");
    }
    assert_eq!(state(&app).current().outcome(), Some(Outcome::Win(0)));
}

#[test]
fn a_click_out_of_reach_changes_nothing() {
    let mut app = headless(8, 8, false);
    click(&mut app, 0);
    click(&mut app, 1);
    assert_eq!(state(&app).current().path(), &[0]);
    click(&mut app, 17);
    assert_eq!(state(&app).current().path(), &[0, 17]);
}

#[test]
fn hint_then_solve_from_here_then_undo() {
    let mut app = headless(7, 7, false);
    click(&mut app, 0);
    click(&mut app, 9);
    app.world_mut().write_message(MatchCommand::Hint);
    assert!(run_until(&mut app, |app| state(app).hint.is_some()));
    let hint = state(&app).hint.unwrap();
    assert!(state(&app).current().legal_moves().contains(&hint));

    app.world_mut()
        .resource_mut::<MatchState<KnightTour>>()
        .players[0] = PlayerKind::Computer(1);
    assert!(run_until(&mut app, |app| state(app)
        .current()
        .outcome()
        .is_some()));
    let done = state(&app).current().clone();
    assert_eq!(done.outcome(), Some(Outcome::Win(0)));
    assert_eq!(&done.path()[..2], &[0, 9]);
    let squares: Vec<u32> = done.squares();
    knight::check_tour(Board::new(7, 7), &squares, Kind::Open).unwrap();
    // Solving hands the knight back to the player when it is done, and undo takes back a move.
    app.update();
    assert_eq!(state(&app).players[0], PlayerKind::Human);
    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    assert_eq!(state(&app).current().path().len(), 48);
}

#[test]
fn a_position_with_no_way_on_says_so() {
    let mut app = headless(5, 5, false);
    for sq in [7, 18, 11, 2] {
        click(&mut app, sq);
    }
    assert_eq!(state(&app).current().path().len(), 4);
    app.world_mut().write_message(MatchCommand::Hint);
    assert!(run_until(&mut app, |app| state(app).no_answer.is_some()));
    let s = state(&app);
    assert_eq!(s.no_answer, Some(s.generation));
    assert!(s.hint.is_none());
}

#[test]
fn a_level_with_a_start_square_opens_with_the_knight_on_it() {
    let mut app = open_match("tour", |_, settings: &mut TourSettings| {
        settings.tour_level = "tour-5x5-corner".into();
    });
    let game = state(&app).current();
    assert_eq!(game.board(), Board::new(5, 5));
    assert_eq!(game.path(), &[0]);
    // Restart keeps the level's start.
    app.world_mut().write_message(MatchCommand::Restart);
    app.update();
    assert_eq!(state(&app).current().path(), &[0]);
}
