//! The server process killed with SIGKILL in the middle of a game and started again on the same
//! data folder: the same moves, the same position, the clocks given back the time it was away.

mod online_support;

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use leapfrog::net::client::Client;
use leapfrog::net::protocol::{ClientMsg, GameView, SeatSpec, ServerMsg, TimeControl};
use online_support::*;

/// Starts `leapfrog serve` on a free port; returns the process and its URL.
fn serve(data: &std::path::Path) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        .args(["serve", "--listen", "127.0.0.1:0", "--data"])
        .arg(data)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the server starts");
    let mut first = String::new();
    BufReader::new(child.stdout.as_mut().unwrap())
        .read_line(&mut first)
        .unwrap();
    let url = first
        .trim()
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("first line: {first}"))
        .to_string();
    (child, url)
}

async fn state(url: &str, game: &str) -> GameView {
    let mut client = Client::connect(url).await.unwrap();
    let watch = ClientMsg::Watch {
        game: game.into(),
        since: None,
    };
    match client.request(&watch, &mut Vec::new()).await.unwrap() {
        ServerMsg::State(view) => view,
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_killed_server_resumes_every_game_at_its_last_move() {
    let data = tempfile::tempdir().unwrap();
    let (mut server, url) = serve(data.path());
    runtime().block_on(async {
        let time = TimeControl::Clock {
            base_s: 300,
            increment_s: 0,
        };
        let (game, tickets) =
            create(&url, "reversi-8", vec![SeatSpec::Me, SeatSpec::Open], time).await;
        let keys = keys(&url, &game, &tickets).await;
        let (mut black, _) = sit(&url, &keys[0], None).await;
        let (mut white, _) = sit(&url, &keys[1], None).await;
        let mut replay = leapfrog::net::mirror::start_game("reversi-8", None).unwrap();
        for ply in 0..5u64 {
            let text = replay.legal_move_texts()[0].clone();
            replay.play_text(&text).unwrap();
            let mover = if ply % 2 == 0 { &mut black } else { &mut white };
            mover
                .send(&ClientMsg::Move { text, ply: None })
                .await
                .unwrap();
            // Acknowledged: the event came back (events 1 and 2 took the seats' join).
            loop {
                if let ServerMsg::Event { number, .. } = next_news(mover).await.unwrap()
                    && number == ply + 2
                {
                    break;
                }
            }
        }
        let before = state(&url, &game).await;
        assert_eq!(before.moves.len(), 5);
        // White's clock runs; the server dies 1.5 s later and stays away 3 s.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let at_kill = state(&url, &game).await;
        server.kill().unwrap();
        server.wait().unwrap();
        tokio::time::sleep(Duration::from_secs(3)).await;
        let (restarted, url) = serve(data.path());
        server = restarted;
        let after = state(&url, &game).await;
        assert_eq!(after.moves, before.moves);
        assert_eq!(after.clock_running, Some(1));
        assert_eq!(
            after.clocks_ms[0], before.clocks_ms[0],
            "Black's clock stood still"
        );
        let white_left = after.clocks_ms[1];
        // Charged at most up to the last heartbeat (one a second) before the kill, and not
        // for the 3 s away.
        assert!(
            white_left + 2_500 >= at_kill.clocks_ms[1],
            "White lost the time away: {white_left} ms left, {} at the kill",
            at_kill.clocks_ms[1]
        );
        assert!(white_left <= before.clocks_ms[1]);
        // The game goes on from its last move.
        let (mut white, _) = sit(&url, &keys[1], Some(after.number)).await;
        let text = replay.legal_move_texts()[0].clone();
        white
            .send(&ClientMsg::Move { text, ply: Some(5) })
            .await
            .unwrap();
        loop {
            if let ServerMsg::Event { number, .. } = next_news(&mut white).await.unwrap()
                && number > after.number
            {
                break;
            }
        }
        assert_eq!(state(&url, &game).await.moves.len(), 6);
    });
    server.kill().unwrap();
    let _ = server.wait();
}
