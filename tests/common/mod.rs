//! Helpers shared by the headless Bevy tests.

use std::time::Duration;

use bevy::prelude::*;

/// Steps the app until `done` holds (engine tasks run on other threads, so it sleeps a little
/// between frames); false if it never does.
pub fn run_until(app: &mut App, mut done: impl FnMut(&App) -> bool) -> bool {
    for _ in 0..20_000 {
        app.update();
        if done(app) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    false
}
