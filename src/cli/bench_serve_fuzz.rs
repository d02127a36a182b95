//! `leapfrog bench serve --fuzz N`: N hostile frames against a live server in this process:
//! random text, mutated protocol messages and well-formed requests with wild fields, from a
//! stranger and from a seated player of another game. It reports panics (counted by a panic
//! hook), whether the server still answers, and whether a game nobody fuzzed is unchanged.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::net::client::Client;
use crate::net::protocol::{ClientMsg, GameSpec, SeatSpec, ServerMsg, TimeControl};
use crate::server::{ServeOptions, hub};

/// Valid messages the mutations start from (GAME and TOKEN stand for real ones).
const SEEDS: &[&str] = &[
    r#"{"type":"hello","protocol":1,"client":"fuzz"}"#,
    r#"{"type":"create","game":{"variant":"reversi-8"},"seats":["me","open"],"time":{"kind":"clock","base_s":300,"increment_s":3}}"#,
    r#"{"type":"create","game":{"file":"JumpGame(name: \"x\")"},"seats":["me",{"computer":{"strength":2}}]}"#,
    r#"{"type":"join","code":"ABCD-EFGH"}"#,
    r#"{"type":"watch","game":"GAME","since":3}"#,
    r#"{"type":"play","game":"GAME","token":"TOKEN","since":0}"#,
    r#"{"type":"move","text":"d3","ply":0}"#,
    r#"{"type":"offer","offer":"takeback"}"#,
    r#"{"type":"accept","offer":"draw"}"#,
    r#"{"type":"decline","offer":"rematch"}"#,
    r#"{"type":"claim","claim":"win"}"#,
    r#"{"type":"say","message":"good_game"}"#,
    r#"{"type":"resign"}"#,
    r#"{"type":"abort"}"#,
    r#"{"type":"leaving"}"#,
];

fn mutate(text: &str, rng: &mut SmallRng) -> String {
    let mut bytes: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..6) {
        let at = rng.random_range(0..=bytes.len());
        match rng.random_range(0..5) {
            0 if at < bytes.len() => {
                bytes.remove(at);
            }
            1 => bytes.insert(
                at,
                char::from_u32(rng.random_range(0..0x2FFF)).unwrap_or('?'),
            ),
            2 if at < bytes.len() => {
                bytes[at] = ['{', '}', '"', ':', ',', '[', ']', '9', '-'][rng.random_range(0..9)]
            }
            3 => {
                let piece: Vec<char> = bytes[at..].iter().take(20).copied().collect();
                for (i, c) in piece.into_iter().enumerate() {
                    bytes.insert(at + i, c);
                }
            }
            _ => {
                let numbers = [
                    "-1",
                    "1e99",
                    "18446744073709551616",
                    "255",
                    "0",
                    "null",
                    "\"\"",
                    "[]",
                ];
                bytes.splice(at..at, numbers[rng.random_range(0..numbers.len())].chars());
            }
        }
    }
    bytes.into_iter().collect()
}

fn frame(game: &str, token: &str, rng: &mut SmallRng) -> String {
    match rng.random_range(0..10) {
        0 => (0..rng.random_range(0..300))
            .map(|_| char::from_u32(rng.random_range(1..0x10FFFF)).unwrap_or('x'))
            .collect(),
        1 => "[".repeat(rng.random_range(1..3000)),
        _ => {
            let seed = SEEDS[rng.random_range(0..SEEDS.len())]
                .replace("GAME", game)
                .replace("TOKEN", token);
            if rng.random_bool(0.2) {
                seed
            } else {
                mutate(&seed, rng)
            }
        }
    }
}

pub fn run(frames: usize) -> Result<Vec<String>, String> {
    let panics = Arc::new(AtomicUsize::new(0));
    let counted = panics.clone();
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        counted.fetch_add(1, Ordering::SeqCst);
        previous(info);
    }));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let data = std::env::temp_dir().join(format!("leapfrog-bench-fuzz-{}", std::process::id()));
    let result = runtime.block_on(fuzz(frames, &data, &panics));
    let _ = std::fs::remove_dir_all(&data);
    result
}

async fn create(url: &str) -> Result<(String, Vec<String>), String> {
    let mut client = Client::connect(url).await.map_err(|e| e.to_string())?;
    let request = ClientMsg::Create {
        game: GameSpec {
            variant: "reversi-8".into(),
            file: None,
        },
        seats: vec![SeatSpec::Me, SeatSpec::Me],
        time: TimeControl::None,
    };
    match client
        .request(&request, &mut Vec::new())
        .await
        .map_err(|e| e.to_string())?
    {
        ServerMsg::Created { game, seats } => {
            Ok((game, seats.into_iter().filter_map(|s| s.token).collect()))
        }
        other => Err(format!("{other:?}")),
    }
}

async fn state(url: &str, game: &str) -> Result<crate::net::protocol::GameView, String> {
    let mut client = Client::connect(url).await.map_err(|e| e.to_string())?;
    client.watch_state(game).await
}

async fn fuzz(
    frames: usize,
    data: &std::path::Path,
    panics: &AtomicUsize,
) -> Result<Vec<String>, String> {
    let mut options = ServeOptions::new("127.0.0.1:0", data.to_path_buf());
    options.limits.games_per_address = u32::MAX;
    let running = crate::server::start(options, hub::system_clock()).await?;
    let url = format!("http://{}", running.address);
    // A game nobody fuzzes, one move in; and the game whose seat the fuzzer holds.
    let (kept, kept_tokens) = create(&url).await?;
    let mut player = Client::connect(&url).await.map_err(|e| e.to_string())?;
    let sit = ClientMsg::Play {
        game: kept.clone(),
        token: kept_tokens[0].clone(),
        since: None,
    };
    player
        .request(&sit, &mut Vec::new())
        .await
        .map_err(|e| e.to_string())?;
    player
        .send(&ClientMsg::Move {
            text: "d3".into(),
            ply: Some(0),
        })
        .await
        .map_err(|e| e.to_string())?;
    tokio::time::sleep(Duration::from_millis(200)).await;
    let before = state(&url, &kept).await?;
    let (target, tokens) = create(&url).await?;
    let mut rng = SmallRng::seed_from_u64(87);
    let (mut sent, mut errors, mut closes) = (0usize, 0usize, 0usize);
    while sent < frames {
        let Ok(mut client) = Client::connect(&url).await else {
            return Err(format!("the server stopped answering after {sent} frames"));
        };
        if rng.random_bool(0.5) {
            let sit = ClientMsg::Play {
                game: target.clone(),
                token: tokens[rng.random_range(0..2)].clone(),
                since: None,
            };
            let _ = client.send(&sit).await;
        }
        // Within the budget, so that most frames are read rather than refused unread.
        for _ in 0..90 {
            if client
                .send_text(frame(&target, &tokens[0], &mut rng))
                .await
                .is_err()
            {
                break;
            }
            sent += 1;
        }
        let _ = client.send(&ClientMsg::Ping).await;
        loop {
            match client.recv_within(Duration::from_secs(10)).await {
                Ok(ServerMsg::Pong) => break,
                Ok(ServerMsg::Error { .. }) => errors += 1,
                Ok(_) => {}
                Err(_) => {
                    closes += 1;
                    break;
                }
            }
        }
    }
    let after = state(&url, &kept).await?;
    let mut ping = Client::connect(&url).await.map_err(|e| e.to_string())?;
    let alive = ping.request(&ClientMsg::Ping, &mut Vec::new()).await == Ok(ServerMsg::Pong);
    Ok(vec![
        format!(
            "frames {sent}: {errors} answered with an error, {closes} connections closed by the server"
        ),
        format!("panics {}", panics.load(Ordering::SeqCst)),
        format!("server answers afterwards: {alive}"),
        format!(
            "the unfuzzed game unchanged: {} (moves {:?})",
            before.moves == after.moves && before.number == after.number,
            after.moves
        ),
    ])
}
