//! Peg solitaire in the Bevy layer headless: a level solved by clicks (as the UI sends them),
//! progress recorded, "solve" played to the end and undone, the badge.

mod common;

use bevy::prelude::*;
use common::{click, open_match, run_until};
use leapfrog::ai::peg::check_level;
use leapfrog::app::peg::{Badge, PegSettings, best_moves};
use leapfrog::app::peg_editor::{CheckTask, Checked, Editor, GoalKind, Mark};
use leapfrog::app::{MatchCommand, MatchState, PlayerKind};
use leapfrog::rules::Game;
use leapfrog::rules::peg::{PegGame, Status};

fn headless(level: &str) -> App {
    open_match("peg", |_, settings: &mut PegSettings| {
        settings.peg_level = level.into();
    })
}

fn state(app: &App) -> &MatchState<PegGame> {
    app.world().resource::<MatchState<PegGame>>()
}

#[test]
fn a_level_solved_by_clicks_records_its_best() {
    let mut app = headless("chinese-series/level-07");
    let start = state(&app).current().clone();
    assert_eq!(start.pieces_left(), 16);
    for jump in check_level(&start).unwrap() {
        // Piece first, then the hole it lands in: the clicks the board sends.
        click(&mut app, jump.from.into());
        click(&mut app, jump.to.into());
    }
    let game = state(&app).current();
    assert_eq!(game.status(), Status::Solved);
    let moves = game.moves();
    app.update();
    let settings = app.world().resource::<PegSettings>();
    assert_eq!(best_moves(settings, "chinese-series/level-07"), Some(moves));
}

#[test]
fn solve_plays_to_the_end_and_undo_takes_it_back() {
    let mut app = headless("hopping-dots/30");
    assert!(run_until(&mut app, |app| app
        .world()
        .resource::<Badge>()
        .solvable
        .is_some()));
    assert_eq!(app.world().resource::<Badge>().solvable, Some(true));
    app.world_mut()
        .resource_mut::<MatchState<PegGame>>()
        .players[0] = PlayerKind::Computer(1);
    assert!(run_until(&mut app, |app| state(app).current().status()
        == Status::Solved));
    assert_eq!(state(&app).players[0], PlayerKind::Human);
    let played = state(&app).cursor();
    assert!(played >= 2);
    // Solved by the solver: no record.
    let settings = app.world().resource::<PegSettings>();
    assert_eq!(best_moves(settings, "hopping-dots/30"), None);
    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    app.update();
    assert_eq!(state(&app).cursor(), played - 1);
    assert_eq!(state(&app).current().status(), Status::Playing);
}

#[test]
fn a_hopeless_jump_turns_the_badge_red_and_next_level_moves_on() {
    let mut app = headless("chinese-series/level-08");
    let game = state(&app).current().clone();
    // Try each first jump and its replies until the badge says hopeless.
    let mut found_hopeless = false;
    for jump in game.legal_moves() {
        click(&mut app, jump.from.into());
        click(&mut app, jump.to.into());
        let after = state(&app).current().clone();
        for reply in after.legal_moves() {
            click(&mut app, reply.from.into());
            click(&mut app, reply.to.into());
            assert!(run_until(&mut app, |app| app
                .world()
                .resource::<Badge>()
                .solvable
                .is_some()));
            let badge = app.world().resource::<Badge>().solvable;
            let truth = check_level(state(&app).current()).is_ok();
            assert_eq!(badge, Some(truth));
            found_hopeless |= !truth;
            app.world_mut().write_message(MatchCommand::Undo);
            app.update();
            app.update();
        }
        app.world_mut().write_message(MatchCommand::Restart);
        app.update();
        app.update();
    }
    assert!(found_hopeless);
    app.world_mut().resource_mut::<PegSettings>().peg_level = "classic/english".into();
    app.world_mut().write_message(MatchCommand::NewMatch);
    app.update();
    app.update();
    assert_eq!(state(&app).current().pieces_left(), 32);
}

fn editor_row(app: &mut App, marks: &[Mark]) {
    let mut editor = app.world_mut().resource_mut::<Editor>();
    editor.resize(1, marks.len());
    for (c, &mark) in marks.iter().enumerate() {
        editor.set(0, c, mark);
    }
    editor.goal = GoalKind::OneLeft;
    editor.check();
}

fn checked(app: &App) -> Option<Checked> {
    app.world().resource::<Editor>().checked.clone()
}

#[test]
fn the_editor_checks_in_the_background_and_drops_stale_answers() {
    let mut app = headless("classic/triangle");
    let piece = Mark::Piece('o');
    editor_row(&mut app, &[piece, piece, Mark::Empty]);
    assert_eq!(checked(&app), Some(Checked::Checking));
    assert!(run_until(&mut app, |app| checked(app) != Some(Checked::Checking)));
    let Some(Checked::Solvable(Some(rating))) = checked(&app) else {
        panic!("{:?}", checked(&app));
    };
    assert_eq!(rating.fewest_moves, 1);

    editor_row(&mut app, &[piece, Mark::Empty, piece]);
    assert!(run_until(&mut app, |app| checked(app) != Some(Checked::Checking)));
    assert!(matches!(checked(&app), Some(Checked::NotSolvable(_))));

    // Asked, then edited before the answer: the check is dropped, nothing is posted.
    editor_row(&mut app, &[piece, piece, Mark::Empty]);
    app.update();
    assert!(app.world().resource::<CheckTask>().is_running());
    app.world_mut()
        .resource_mut::<Editor>()
        .set(0, 2, Mark::NoHole);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(checked(&app), None);
    assert!(!app.world().resource::<CheckTask>().is_running());
}
