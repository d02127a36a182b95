//! Sounds follow the match headless: a move spawns its cue's player, a refused click the
//! illegal-click cue, and muting silences both. (No sound card is needed: Bevy's audio plugin
//! only logs that it has no output.)

mod common;

use bevy::audio::{AudioPlayer, AudioPlugin};
use bevy::prelude::*;
use common::{click, open_match};
use leapfrog::app::reversi::ReversiSettings;
use leapfrog::app::settings::GameSettings;
use leapfrog::rules::reversi::Reversi;

fn with_sound(muted: bool) -> App {
    let mut app = open_match("reversi", |s, _: &mut ReversiSettings| {
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = false;
        s.muted = muted;
    });
    app.add_plugins((AssetPlugin::default(), AudioPlugin::default()))
        .add_plugins(leapfrog::app::sound::plugin)
        .add_plugins(leapfrog::app::sound::game_plugin::<Reversi>);
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
