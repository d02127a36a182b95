//! Sounds follow the match headless: a move spawns its cue's player, a refused click the
//! illegal-click cue, a winning move the end cue too, and muting silences them. (No sound card is needed: Bevy's audio plugin
//! only logs that it has no output.)

mod common;

use bevy::audio::{AudioPlayer, AudioPlugin};
use bevy::prelude::*;
use common::{click, open_match};
use leapfrog::app::gomoku::GomokuSettings;
use leapfrog::app::reversi::ReversiSettings;
use leapfrog::app::settings::GameSettings;
use leapfrog::app::{MatchCommand, MatchState};
use leapfrog::rules::gomoku::Gomoku;
use leapfrog::rules::gomoku::notation::parse_cell;
use leapfrog::rules::reversi::Reversi;
use leapfrog::rules::{Game, Outcome};

fn with_sound(muted: bool) -> App {
    let app = open_match("reversi", |s, _: &mut ReversiSettings| {
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = false;
        s.muted = muted;
    });
    add_sound::<Reversi>(app)
}

fn add_sound<G: leapfrog::rules::Game>(mut app: App) -> App {
    app.add_plugins((AssetPlugin::default(), AudioPlugin::default()))
        .add_plugins(leapfrog::app::sound::plugin)
        .add_plugins(leapfrog::app::sound::game_plugin::<G>);
    app.update();
    app
}

fn players(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&AudioPlayer>().iter(world).count()
}

#[test]
fn a_move_and_a_refused_click_are_heard_unless_muted() {
    let mut app = with_sound(false);
    assert_eq!(players(&mut app), 0);
    click(&mut app, 19); // d3, a legal first move
    assert_eq!(players(&mut app), 1, "the flip cue");
    click(&mut app, 0); // a1: no move
    assert_eq!(players(&mut app), 2, "the illegal-click cue");

    let mut quiet = with_sound(true);
    click(&mut quiet, 19);
    click(&mut quiet, 0);
    assert_eq!(players(&mut quiet), 0);
    assert!(quiet.world().resource::<GameSettings>().muted);
}

#[test]
fn a_winning_move_sounds_the_end_and_a_redo_of_it_does_not() {
    let app = open_match("gomoku", |s, _: &mut GomokuSettings| {
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = false;
    });
    let mut app = add_sound::<Gomoku>(app);
    let cell = |name: &str| parse_cell(15, name).unwrap();
    for name in ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9"] {
        click(&mut app, cell(name));
    }
    assert_eq!(players(&mut app), 8, "a placing cue per stone");
    click(&mut app, cell("l8"));
    let state = app.world().resource::<MatchState<Gomoku>>();
    assert_eq!(state.current().outcome(), Some(Outcome::Win(0)));
    assert_eq!(players(&mut app), 10, "the last stone's cue and the win");
    for command in [MatchCommand::Undo, MatchCommand::Redo] {
        app.world_mut().write_message(command);
        app.update();
    }
    assert_eq!(state_cursor(&app), 9, "back on the won position");
    assert_eq!(players(&mut app), 10, "stepping through the list is silent");
}

fn state_cursor(app: &App) -> usize {
    app.world().resource::<MatchState<Gomoku>>().cursor()
}
