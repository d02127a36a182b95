//! `leapfrog bench serve [--games N] [--seconds S] [--postgres URL]`: the game server under load on
//! loopback, in this process. N games of reversi (2N connections) of clients that play random
//! legal moves 0.5-2 s after the opponent's; it reports the time from a move sent to the
//! opponent receiving it (median, p99, max), moves a second, the process's memory, and checks
//! that every acknowledged move is in the server's record once. `--kills K`: the server is a
//! child process killed with SIGKILL K times during the play and started again on its data
//! (`bench_serve_kills`); the clients reconnect by themselves. `--fuzz FRAMES`: hostile
//! frames instead (`bench_serve_fuzz`).

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};

use crate::net::client::Client;
use crate::net::mirror::Mirror;
use crate::net::protocol::{ClientMsg, ErrorCode, GameSpec, SeatSpec, ServerMsg, TimeControl};
use crate::server::{ServeOptions, hub};

const USAGE: &str = "usage: leapfrog bench serve [--games N] [--seconds S] [--postgres URL] [--kills K] | --fuzz FRAMES";

struct Shared {
    /// When each (game, ply) move was sent.
    sent: Mutex<HashMap<(usize, usize), Instant>>,
    latencies: Mutex<Vec<Duration>>,
    stop_at: Instant,
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let mut games = 200usize;
    let mut seconds = 60u64;
    let mut postgres = None;
    let mut kills = 0usize;
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let value = rest.next().ok_or(USAGE)?;
        match flag.as_str() {
            "--games" => games = super::number::<usize>("--games", value)?,
            "--seconds" => seconds = super::number::<u64>("--seconds", value)?,
            "--postgres" => postgres = Some(value.clone()),
            "--kills" => kills = super::number::<usize>("--kills", value)?,
            "--fuzz" => {
                let frames = super::number::<usize>("--fuzz", value)?;
                for line in super::bench_serve_fuzz::run(frames)? {
                    writeln!(out, "{line}").map_err(super::io)?;
                }
                return Ok(0);
            }
            _ => return Err(USAGE.into()),
        }
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let data = std::env::temp_dir().join(format!("leapfrog-bench-serve-{}", std::process::id()));
    let report = runtime.block_on(load(games, seconds, &data, postgres, kills));
    let _ = std::fs::remove_dir_all(&data);
    for line in report? {
        writeln!(out, "{line}").map_err(super::io)?;
    }
    Ok(0)
}

fn resident_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))?
                .to_string();
            line.split_whitespace().nth(1)?.parse::<f64>().ok()
        })
        .map_or(0.0, |kib| kib / 1024.0)
}

async fn load(
    games: usize,
    seconds: u64,
    data: &std::path::Path,
    postgres: Option<String>,
    kills: usize,
) -> Result<Vec<String>, String> {
    let mut options = ServeOptions::new("127.0.0.1:0", data.to_path_buf());
    options.limits.games_per_address = u32::MAX;
    let store = if postgres.is_some() {
        "PostgreSQL"
    } else {
        "SQLite"
    };
    options.postgres = postgres;
    options.instance = format!("bench-{}", std::process::id());
    let (url, _running, killer) = if kills == 0 {
        let running = crate::server::start(options, hub::system_clock()).await?;
        (format!("http://{}", running.address), Some(running), None)
    } else {
        let (url, killer) = super::bench_serve_kills::start(data, kills, seconds)?;
        (url, None, Some(killer))
    };
    let shared = Arc::new(Shared {
        sent: Mutex::new(HashMap::new()),
        latencies: Mutex::new(Vec::new()),
        stop_at: Instant::now() + Duration::from_secs(seconds),
    });
    let started = Instant::now();
    let mut tasks = Vec::new();
    for index in 0..games {
        let (url, shared) = (url.clone(), shared.clone());
        tasks.push(tokio::spawn(
            async move { one_game(index, &url, &shared).await },
        ));
        // Connections arrive at about 400 a second.
        if index % 20 == 19 {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    let mut lost = 0usize;
    let mut doubled = 0usize;
    let mut moves = 0usize;
    let mut failures = Vec::new();
    for task in tasks {
        match task.await {
            Ok(Ok((game, seen))) => {
                moves += seen.len();
                let stored = recorded_moves(&url, &game).await?;
                lost += seen.len().saturating_sub(stored.len());
                doubled += stored.len().saturating_sub(seen.len());
                if stored[..seen.len().min(stored.len())] != seen[..seen.len().min(stored.len())] {
                    failures.push(format!(
                        "game {game}: the record differs from what was played"
                    ));
                }
            }
            Ok(Err(e)) => failures.push(e),
            Err(e) => failures.push(e.to_string()),
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    let killed = match killer {
        Some(killer) => {
            let (killed, mut child) = killer.await.map_err(|e| e.to_string())??;
            let _ = child.kill();
            let _ = child.wait();
            killed
        }
        None => 0,
    };
    let mut latencies = shared.latencies.lock().expect("latencies").clone();
    latencies.sort();
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 - 1.0) * q).round() as usize)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    let mut report = vec![
        format!(
            "games {games}, connections {}, {seconds} s of play, {store}",
            games * 2
        ),
        format!(
            "moves {moves} ({:.0} a second), delivered {}",
            moves as f64 / elapsed,
            latencies.len()
        ),
        format!(
            "move to opponent: median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            at(0.5),
            at(0.99),
            at(1.0)
        ),
        format!("lost {lost}, doubled {doubled}"),
        format!("server killed with SIGKILL and restarted {killed} times"),
        format!("peak memory (server and clients) {:.0} MiB", resident_mib()),
    ];
    report.extend(
        failures
            .into_iter()
            .take(5)
            .map(|f| format!("failure: {f}")),
    );
    Ok(report)
}

async fn recorded_moves(url: &str, game: &str) -> Result<Vec<String>, String> {
    let mut client = connect(url).await?;
    let view = client.watch_state(game).await?;
    client.close().await;
    Ok(view.moves)
}

/// Creates a game and plays both seats on two connections; returns the game id and the moves
/// both seats saw acknowledged.
async fn one_game(
    index: usize,
    url: &str,
    shared: &Arc<Shared>,
) -> Result<(String, Vec<String>), String> {
    let request = ClientMsg::Create {
        game: GameSpec {
            variant: "reversi-8".into(),
            file: None,
        },
        seats: vec![SeatSpec::Me, SeatSpec::Me],
        time: TimeControl::None,
    };
    let give_up = Instant::now() + Duration::from_secs(60);
    let answer = loop {
        let mut creator = connect(url).await?;
        match creator.request(&request, &mut Vec::new()).await {
            Ok(answer) => {
                creator.close().await;
                break answer;
            }
            Err(e) if Instant::now() > give_up => return Err(e.to_string()),
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    };
    let ServerMsg::Created { game, seats } = answer else {
        return Err(format!("create: {answer:?}"));
    };
    let tokens: Vec<String> = seats.into_iter().filter_map(|s| s.token).collect();
    let players = tokens.iter().enumerate().map(|(seat, token)| {
        let (url, game, token, shared) =
            (url.to_string(), game.clone(), token.clone(), shared.clone());
        tokio::spawn(
            async move { play_seat(index, seat as u8, &url, &game, &token, &shared).await },
        )
    });
    let mut views = Vec::new();
    for player in players.collect::<Vec<_>>() {
        views.push(player.await.map_err(|e| e.to_string())??);
    }
    if views.windows(2).any(|pair| pair[0] != pair[1]) {
        return Err(format!("game {game}: the two seats saw different games"));
    }
    Ok((game, views.into_iter().next().unwrap_or_default()))
}

/// Connects, retrying for a minute while the server is away.
async fn connect(url: &str) -> Result<Client, String> {
    let give_up = Instant::now() + Duration::from_secs(60);
    loop {
        match Client::connect(url).await {
            Ok(client) => return Ok(client),
            Err(e) if Instant::now() > give_up => return Err(e.to_string()),
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
}

async fn sit(url: &str, game: &str, token: &str, since: Option<u64>) -> Result<Client, String> {
    let give_up = Instant::now() + Duration::from_secs(60);
    loop {
        let mut client = connect(url).await?;
        let play = ClientMsg::Play {
            game: game.into(),
            token: token.into(),
            since,
        };
        match client.send(&play).await {
            Ok(()) => return Ok(client),
            Err(e) if Instant::now() > give_up => return Err(e.to_string()),
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
}

async fn play_seat(
    index: usize,
    seat: u8,
    url: &str,
    game: &str,
    token: &str,
    shared: &Arc<Shared>,
) -> Result<Vec<String>, String> {
    let mut client = sit(url, game, token, None).await?;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(index as u64 * 2 + u64::from(seat));
    let mut mirror: Option<Mirror> = None;
    let mut asked = None;
    loop {
        let stopping = Instant::now() >= shared.stop_at;
        let message = match client
            .recv_within(Duration::from_secs(if stopping { 3 } else { 30 }))
            .await
        {
            Ok(message) => message,
            Err(_) if stopping => break,
            // The server went away (or was killed): sit down again where we were.
            Err(_) => {
                client = sit(url, game, token, mirror.as_ref().map(Mirror::number)).await?;
                asked = None;
                continue;
            }
        };
        match message {
            ServerMsg::State(view) => mirror = Some(Mirror::new(view)?),
            ServerMsg::Event { number, event, .. } => {
                let Some(m) = mirror.as_mut() else { continue };
                if let crate::net::protocol::Event::Moved { seat: mover, .. } = &event
                    && *mover != seat
                    && let Some(sent) = shared
                        .sent
                        .lock()
                        .expect("sent")
                        .remove(&(index, m.view.moves.len()))
                {
                    shared
                        .latencies
                        .lock()
                        .expect("latencies")
                        .push(sent.elapsed());
                }
                m.apply(number, &event)?;
            }
            // A move sent before a reconnect's catch-up arrived: the catch-up will follow.
            ServerMsg::Error {
                code: ErrorCode::Stale | ErrorCode::NotYourTurn,
                ..
            } => {}
            ServerMsg::Error { message, .. } => return Err(format!("game {game}: {message}")),
            _ => {}
        }
        let Some(m) = mirror.as_ref() else { continue };
        if m.view.result.is_some() || stopping {
            if stopping && m.view.result.is_none() && m.to_play(seat) {
                break;
            }
            if m.view.result.is_some() {
                break;
            }
        }
        if !stopping && m.to_play(seat) && asked != Some(m.number()) {
            asked = Some(m.number());
            tokio::time::sleep(Duration::from_millis(rng.random_range(500..2000))).await;
            let moves = m.game().legal_move_texts();
            let text = moves[rng.random_range(0..moves.len())].clone();
            let ply = m.view.moves.len();
            shared
                .sent
                .lock()
                .expect("sent")
                .insert((index, ply), Instant::now());
            let sent = client
                .send(&ClientMsg::Move {
                    text,
                    ply: Some(ply as u32),
                })
                .await;
            // Killed between the read and the send: sit down again; the move is chosen anew.
            if sent.is_err() {
                client = sit(url, game, token, Some(m.number())).await?;
                asked = None;
            }
        }
    }
    client.close().await;
    caught_up(url, game, token, mirror).await
}

/// The seat's view of the whole game once the play has stopped: a kill near the end can cut a
/// seat off before the last moves reached it, so it sits down once more and takes the catch-up
/// before its moves are compared with the server's record.
async fn caught_up(
    url: &str,
    game: &str,
    token: &str,
    mut mirror: Option<Mirror>,
) -> Result<Vec<String>, String> {
    for _ in 0..5 {
        let mut client = sit(url, game, token, mirror.as_ref().map(Mirror::number)).await?;
        loop {
            match client.recv_within(Duration::from_secs(2)).await {
                Ok(ServerMsg::State(view)) => mirror = Some(Mirror::new(view)?),
                Ok(ServerMsg::Event { number, event, .. }) => {
                    if let Some(m) = mirror.as_mut() {
                        m.apply(number, &event)?;
                    }
                }
                Ok(_) => {}
                // Quiet for two seconds: the catch-up is complete.
                Err(crate::net::client::ClientError::Timeout) => {
                    client.close().await;
                    return Ok(mirror.map(|m| m.view.moves).unwrap_or_default());
                }
                // Killed once more: sit down again.
                Err(_) => break,
            }
        }
    }
    Err(format!("game {game}: no catch-up after five tries"))
}
