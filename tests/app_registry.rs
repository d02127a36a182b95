//! One test for every registered game: open a match headless, play a legal move (by clicks
//! when a human is to move, by the engine when the computer is), undo it, and check that the
//! position is the start again. A newly registered game is covered without a new test.

mod common;

use bevy::prelude::*;
use common::{click, run_until};
use leapfrog::app::MatchCommand;
use leapfrog::app::registry::MatchView;
use leapfrog::app::screen::{ActiveGame, Screen};
use leapfrog::app::settings::GameSettings;
use leapfrog::games::Family;

fn open(family: &dyn Family, computer_first: bool) -> App {
    // Engines measure their time in work: the same moves on a busy machine.
    leapfrog::ai::budget::use_work_clock();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .add_plugins(leapfrog::app::CorePlugin);
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings>();
        settings.animation_speed = 0.0;
        for seat in 0..6 {
            let seat = settings.seat_mut(seat);
            seat.computer = computer_first;
            seat.strength = 1;
        }
    }
    *app.world_mut().resource_mut::<ActiveGame>() = ActiveGame(family.id());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Match);
    app.update();
    app.update();
    app
}

fn view(app: &App, family: &dyn Family) -> MatchView {
    (leapfrog::app::registry::game_app(family.id())
        .expect("a family the app plays")
        .inspect)(app.world())
    .unwrap_or_else(|| panic!("{}: a match is open", family.id()))
}

#[test]
fn every_registered_game_plays_a_move_by_clicks_and_undoes_it() {
    for family in leapfrog::app::registry::playable() {
        let family = &family;
        let mut app = open(*family, false);
        let start = view(&app, *family);
        assert_eq!(start.moves_played, 0, "{}", family.id());
        assert!(start.human_to_move, "{}", family.id());
        // A move whose path no other move extends: clicking its cells completes it.
        let path = start
            .legal_paths
            .iter()
            .find(|p| {
                !start
                    .legal_paths
                    .iter()
                    .any(|q| q.len() > p.len() && q.starts_with(p))
            })
            .unwrap_or_else(|| panic!("{}: a legal move", family.id()))
            .clone();
        for &cell in &path {
            click(&mut app, cell);
        }
        let after = view(&app, *family);
        assert_eq!(after.moves_played, 1, "{}: {path:?} played", family.id());
        assert_ne!(
            after.hash,
            start.hash,
            "{}: the position changed",
            family.id()
        );
        app.world_mut().write_message(MatchCommand::Undo);
        app.update();
        app.update();
        let undone = view(&app, *family);
        assert_eq!(undone.moves_played, 0, "{}", family.id());
        assert_eq!(
            undone.hash,
            start.hash,
            "{}: back at the start",
            family.id()
        );
        assert_eq!(undone.legal_paths, start.legal_paths, "{}", family.id());
    }
}

#[test]
fn every_registered_game_with_seats_lets_the_engine_move() {
    let playable: Vec<_> = leapfrog::app::registry::playable().collect();
    for family in playable.iter().filter(|f| f.seat_names().len() >= 2) {
        let mut app = open(*family, true);
        let start = view(&app, *family);
        assert!(!start.human_to_move, "{}", family.id());
        assert!(
            run_until(&mut app, |app| view(app, *family).moves_played >= 1),
            "{}: the engine moved",
            family.id()
        );
    }
}
