//! Helpers shared by the headless Bevy tests.

use std::time::Duration;

use bevy::prelude::*;

/// Steps the app until `done` holds (engine tasks run on other threads, so it sleeps a little
/// between frames); false if it never does. The engines run on the work clock, so what they
/// play does not depend on the machine's load; the ten minutes only guard against a hang.
#[allow(dead_code)]
pub fn run_until(app: &mut App, mut done: impl FnMut(&App) -> bool) -> bool {
    let guard = std::time::Instant::now() + Duration::from_secs(600);
    while std::time::Instant::now() < guard {
        app.update();
        if done(app) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    false
}

/// Sends a click on `cell`, as the board does, and lets the match answer it.
#[allow(dead_code)]
pub fn click(app: &mut App, cell: leapfrog::rules::Cell) {
    app.world_mut()
        .write_message(leapfrog::app::CellClicked { cell });
    app.update();
    app.update();
}

/// The match logic under `MinimalPlugins`, animations off, on the match screen of the game
/// with registry id `game`, with the seats and the game's own settings `S` as `configure`
/// leaves them.
#[allow(dead_code)]
pub fn open_match<S: Resource + Clone>(
    game: &'static str,
    configure: impl FnOnce(&mut leapfrog::app::settings::GameSettings, &mut S),
) -> App {
    open_match_with(game, configure, |_| {})
}

/// [`open_match`], with `before` run on the world before the match screen opens.
#[allow(dead_code)]
pub fn open_match_with<S: Resource + Clone>(
    game: &'static str,
    configure: impl FnOnce(&mut leapfrog::app::settings::GameSettings, &mut S),
    before: impl FnOnce(&mut World),
) -> App {
    // Engines measure their time in work: the same moves on a busy machine.
    leapfrog::ai::budget::use_work_clock();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .add_plugins(leapfrog::app::CorePlugin);
    before(app.world_mut());
    {
        let world = app.world_mut();
        let mut settings = world
            .resource::<leapfrog::app::settings::GameSettings>()
            .clone();
        let mut own = world.resource::<S>().clone();
        settings.animation_speed = 0.0;
        configure(&mut settings, &mut own);
        world.insert_resource(settings);
        world.insert_resource(own);
    }
    *app.world_mut()
        .resource_mut::<leapfrog::app::screen::ActiveGame>() =
        leapfrog::app::screen::ActiveGame(game);
    app.world_mut()
        .resource_mut::<NextState<leapfrog::app::screen::Screen>>()
        .set(leapfrog::app::screen::Screen::Match);
    app.update();
    app.update();
    app
}

/// A human-vs-human glass checkers match from a set-up position (FEN).
#[allow(dead_code)]
pub fn glass_position(position: &str) -> App {
    use leapfrog::app::draughts::DraughtsSettings;
    use leapfrog::app::{MatchState, PlayerKind};
    use leapfrog::rules::draughts::Draughts;
    let mut app = open_match("draughts", |settings, _: &mut DraughtsSettings| {
        settings.seat_mut(0).computer = false;
        settings.seat_mut(1).computer = false;
    });
    let variant = leapfrog::level::draughts::shipped_variant("draughts-glass")
        .unwrap()
        .unwrap()
        .variant;
    let pos = leapfrog::rules::draughts::notation::parse_fen(&variant.geo, position).unwrap();
    let game = Draughts::from_position(std::sync::Arc::clone(&variant), pos);
    let players = vec![PlayerKind::Human, PlayerKind::Human];
    app.world_mut()
        .insert_resource(MatchState::new(game, players));
    app.world_mut()
        .write_message(leapfrog::app::messages::BoardReset);
    app.update();
    app
}
