//! Two server instances on one PostgreSQL database: the two players of a game connect to
//! different instances and finish it, each hearing the other's moves. `scripts/postgres.sh`
//! starts the database and prints the connection string CI puts in `LEAPFROG_TEST_POSTGRES`.

mod online_support;

use leapfrog::cli::online::{Chooser, bot};
use leapfrog::net::protocol::{SeatSpec, TimeControl};
use leapfrog::server::{self, ServeOptions, hub};
use online_support::*;

async fn instance(url: &str, name: &str) -> server::Running {
    let data = std::env::temp_dir();
    let mut options = ServeOptions::new("127.0.0.1:0", data);
    options.postgres = Some(url.to_string());
    options.instance = name.to_string();
    options.limits.games_per_address = u32::MAX;
    server::start(options, hub::system_clock()).await.unwrap()
}

#[test]
fn players_on_two_instances_of_one_database_finish_a_game() {
    let Ok(database) = std::env::var("LEAPFROG_TEST_POSTGRES") else {
        eprintln!("skipped: LEAPFROG_TEST_POSTGRES is not set (scripts/postgres.sh prints it)");
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must run the PostgreSQL test: set LEAPFROG_TEST_POSTGRES"
        );
        return;
    };
    runtime().block_on(async {
        let a = instance(&database, "test-a").await;
        let b = instance(&database, "test-b").await;
        let (url_a, url_b) = (
            format!("http://{}", a.address),
            format!("http://{}", b.address),
        );
        let seats = vec![SeatSpec::Me, SeatSpec::Open];
        let (game, tickets) = create(&url_a, "reversi-6", seats, TimeControl::None).await;
        // The invite is taken on the other instance.
        let keys = keys(&url_b, &game, &tickets).await;
        let (mut out_a, mut out_b) = (Vec::new(), Vec::new());
        let watching = watch_to_end(&url_a, &game);
        let (first, second, (mirror, moved)) = tokio::join!(
            bot(&url_a, &keys[0], Chooser::Random, &mut out_a),
            bot(&url_b, &keys[1], Chooser::Random, &mut out_b),
            watching
        );
        assert_eq!(first, Ok(0));
        assert_eq!(second, Ok(0));
        let played = |out: &[u8]| String::from_utf8_lossy(out).lines().count() - 1;
        assert_eq!(played(&out_a) + played(&out_b), mirror.view.moves.len());
        assert_eq!(
            moved,
            mirror.view.moves.len(),
            "the watcher on A saw B's moves too"
        );
        assert!(mirror.view.result.is_some());
    });
}
