//! At rest, no work: the headless app asks for no frame while nothing changes, and asks as
//! soon as a move arrives, an animation plays or the computer thinks.

mod common;

use bevy::prelude::*;
use common::{open_match, run_until};
use leapfrog::app::ai_task::Thinker;
use leapfrog::app::redraw::Redraws;
use leapfrog::app::reversi::ReversiSettings;
use leapfrog::app::settings::GameSettings;
use leapfrog::app::{MatchState, MoveRequested};
use leapfrog::rules::Game;
use leapfrog::rules::reversi::{Reversi, ReversiMove};

fn state(app: &App) -> &MatchState<Reversi> {
    app.world().resource::<MatchState<Reversi>>()
}

fn asked(app: &App) -> u64 {
    app.world().resource::<Redraws>().asked
}

/// Updates until a frame asks for no next one (the match has settled), at most `limit`.
fn settle(app: &mut App, limit: u32) {
    for _ in 0..limit {
        let before = asked(app);
        app.update();
        if asked(app) == before {
            return;
        }
    }
    panic!("still asking for frames after {limit} updates");
}

/// Settles, then asserts that `updates` more ask for no frame.
fn assert_rests(app: &mut App, updates: u32, what: &str) {
    settle(app, 5);
    let rested = asked(app);
    for _ in 0..updates {
        app.update();
    }
    assert_eq!(asked(app), rested, "frames asked for {what}");
}

/// Plays the first legal move, as the UI asks, and checks that its frame asked for the next.
fn play_first_legal_move(app: &mut App) {
    let state = state(app);
    let mv: ReversiMove = state.current().legal_moves()[0];
    let generation = state.generation;
    app.world_mut()
        .write_message(MoveRequested { mv, generation });
    let before = asked(app);
    app.update();
    assert!(asked(app) > before, "the move asked for no frame");
}

fn two_people(speed: f32) -> App {
    let mut app = open_match(
        "reversi",
        |s: &mut GameSettings, _: &mut ReversiSettings| {
            s.seat_mut(0).computer = false;
            s.seat_mut(1).computer = false;
        },
    );
    app.world_mut()
        .resource_mut::<GameSettings>()
        .animation_speed = speed;
    settle(&mut app, 20);
    app
}

#[test]
fn a_match_at_rest_asks_for_no_frame() {
    let mut app = two_people(1.0);
    assert_rests(&mut app, 500, "at rest");
}

#[test]
fn a_move_arriving_asks_for_frames_until_its_animation_ends() {
    let mut app = two_people(1.0);
    play_first_legal_move(&mut app);
    assert_eq!(state(&app).cursor(), 1);
    // The flips take a fraction of a second: frames come until they are shown, then stop.
    let started = std::time::Instant::now();
    while !app
        .world()
        .resource::<leapfrog::app::animation::AnimationQueue>()
        .is_idle()
    {
        let before = asked(&app);
        app.update();
        assert!(asked(&app) > before, "an animation frame asked for no next");
        assert!(
            started.elapsed().as_secs() < 600,
            "the animation never ends"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_rests(&mut app, 100, "after the animation");
}

#[test]
fn a_move_with_animations_off_asks_for_a_frame_too() {
    let mut app = two_people(0.0);
    play_first_legal_move(&mut app);
    settle(&mut app, 5);
}

#[test]
fn the_computer_thinking_keeps_frames_coming_until_its_move_is_shown() {
    let mut app = two_people(0.0);
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings>();
        settings.seat_mut(1).computer = true;
        settings.seat_mut(1).strength = 3;
    }
    app.world_mut()
        .resource_mut::<MatchState<Reversi>>()
        .players[1] = leapfrog::app::PlayerKind::Computer(3);
    play_first_legal_move(&mut app);
    let thinking = |app: &App| {
        app.world()
            .resource::<Thinker<ReversiMove>>()
            .running()
            .is_some()
    };
    assert!(run_until(&mut app, thinking), "the computer never started");
    // Each frame while it thinks asks for the next.
    while thinking(&app) {
        let before = asked(&app);
        app.update();
        assert!(asked(&app) > before, "a thinking frame asked for no next");
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert!(run_until(&mut app, |app| state(app).cursor() == 2));
    settle(&mut app, 5);
    let rested = asked(&app);
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(
        asked(&app),
        rested,
        "frames asked for once the human is to move"
    );
}
