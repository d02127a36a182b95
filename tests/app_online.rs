//! The app online, headless (MinimalPlugins), against a server on loopback in this process:
//! two app instances play a reversi game to its end by clicks through the server, a third
//! watches, and one drops its connection in the middle and resumes.

mod common;
mod online_support;

use bevy::prelude::*;
use leapfrog::app::match_state::{MatchState, PlayerKind};
use leapfrog::app::online::{Online, Request};
use leapfrog::app::screen::Screen;
use leapfrog::net::protocol::{GameSpec, SeatSpec, TimeControl};
use leapfrog::net::session::Link;
use leapfrog::rules::Game;
use leapfrog::rules::reversi::Reversi;

/// The app's match logic, animations off, on the menu.
fn app() -> App {
    leapfrog::ai::budget::use_work_clock();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .add_plugins(leapfrog::app::CorePlugin);
    app.world_mut()
        .resource_mut::<leapfrog::app::settings::GameSettings>()
        .animation_speed = 0.0;
    app.update();
    app
}

fn online(app: &App) -> &Online {
    app.world().resource::<Online>()
}

fn moves_of(app: &App) -> Vec<String> {
    online(app)
        .session
        .as_ref()
        .and_then(|s| s.mirror.as_ref())
        .map(|m| m.view.moves.clone())
        .unwrap_or_default()
}

fn board(app: &App) -> Option<&MatchState<Reversi>> {
    app.world().get_resource::<MatchState<Reversi>>()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Updates every app until `done` holds (a minute at most).
fn run_all(apps: &mut [&mut App], mut done: impl FnMut(&[&mut App]) -> bool) -> bool {
    let guard = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while std::time::Instant::now() < guard {
        for app in apps.iter_mut() {
            app.update();
        }
        if done(apps) {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    false
}

#[test]
fn two_apps_play_reversi_through_the_server_while_a_third_watches() {
    let runtime = online_support::runtime();
    let server = runtime.block_on(online_support::start_server());
    let url = server.url.clone();

    // The creator takes seat 1 (black moves first in reversi: the friend opens).
    let mut host = app();
    host.insert_resource(Online::new(
        &url,
        Request::Create {
            game: GameSpec {
                variant: "reversi-6".into(),
                file: None,
            },
            seats: vec![SeatSpec::Open, SeatSpec::Me],
            time: TimeControl::Clock {
                base_s: 600,
                increment_s: 5,
            },
        },
    ));
    assert!(
        run_all(&mut [&mut host], |a| board(a[0]).is_some()),
        "the creator's match opens: {:?}",
        online(&host).problem
    );
    assert_eq!(screen(&host), Screen::Match);
    let code = online(&host).invites[0].invite.clone().expect("an invite");
    let game = online(&host).session.as_ref().unwrap().game.clone();
    // Nobody moves before the friend has sat down (the server would refuse it).
    assert_eq!(
        board(&host).unwrap().players,
        vec![PlayerKind::Remote, PlayerKind::Remote]
    );

    // A wrong code says so, and nothing opens.
    let mut stranger = app();
    stranger.insert_resource(Online::new(
        &url,
        Request::Join {
            code: "ZZZZ-ZZZZ".into(),
        },
    ));
    assert!(run_all(&mut [&mut stranger], |a| online(a[0])
        .problem
        .is_some()));
    assert!(board(&stranger).is_none());

    let mut friend = app();
    friend.insert_resource(Online::new(&url, Request::Join { code }));
    let mut watcher = app();
    watcher.insert_resource(Online::new(&url, Request::Watch { game }));
    assert!(run_all(&mut [&mut host, &mut friend, &mut watcher], |a| {
        a.iter().all(|app| board(app).is_some())
    }));
    assert_eq!(
        board(&friend).unwrap().players,
        vec![PlayerKind::Human, PlayerKind::Remote]
    );
    assert!(run_all(&mut [&mut host, &mut friend, &mut watcher], |a| {
        board(a[0]).unwrap().players == vec![PlayerKind::Remote, PlayerKind::Human]
    }));
    assert!(
        board(&watcher)
            .unwrap()
            .players
            .iter()
            .all(|p| *p == PlayerKind::Remote)
    );

    // Each plays its turn by clicking the first legal cell; the friend's connection drops
    // after the sixth move and comes back by itself.
    let mut dropped = false;
    let mut turns = 0;
    loop {
        let over = board(&host).unwrap().current().outcome().is_some();
        if over {
            break;
        }
        turns += 1;
        assert!(turns < 200, "the game goes on forever");
        let count = moves_of(&host).len();
        if count == 6 && !dropped {
            dropped = true;
            let now = leapfrog::app::online::now_ms(friend.world().resource::<Time<Real>>());
            friend
                .world_mut()
                .resource_mut::<Online>()
                .drop_connection(now);
            assert!(matches!(online(&friend).link(), Some(Link::Down { .. })));
        }
        let to_move = board(&host).unwrap().current().side_to_move();
        let mover = if to_move == 1 { &mut host } else { &mut friend };
        let game = board(mover).unwrap().current().clone();
        if let Some(cell) = game
            .legal_moves()
            .first()
            .map(|m| game.path(m))
            .and_then(|path| path.first().copied())
        {
            common::click(mover, cell);
        }
        // (A pass has no cell: it plays itself.)
        assert!(
            run_all(&mut [&mut host, &mut friend, &mut watcher], |a| {
                a.iter().all(|app| moves_of(app).len() > count)
                    && a.iter().all(|app| {
                        board(app).is_some_and(|b| b.moves().count() == moves_of(app).len())
                    })
            }),
            "move {} reaches everyone: host {:?}, friend {:?} ({:?})",
            count + 1,
            moves_of(&host),
            moves_of(&friend),
            online(&friend).link()
        );
    }
    assert!(dropped, "the game was long enough to drop a connection");
    assert_eq!(online(&friend).link(), Some(&Link::Online), "reconnected");
    let moves = moves_of(&host);
    assert_eq!(moves_of(&friend), moves);
    assert_eq!(moves_of(&watcher), moves);
    let result = |app: &App| {
        online(app)
            .session
            .as_ref()
            .and_then(|s| s.mirror.as_ref())
            .and_then(|m| m.view.result.clone())
    };
    assert!(result(&host).is_some(), "the server ended the game");
    assert_eq!(result(&friend), result(&host));
    assert_eq!(result(&watcher), result(&host));
    // The boards on the three screens are the same position.
    let hash = |app: &App| board(app).unwrap().current().hash();
    assert_eq!(hash(&friend), hash(&host));
    assert_eq!(hash(&watcher), hash(&host));
    // Nobody may move after the end.
    assert!(
        board(&host)
            .unwrap()
            .players
            .iter()
            .all(|p| *p == PlayerKind::Remote)
    );
}
