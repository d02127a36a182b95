//! `leapfrog online …`: the headless client of the game server, in lines a script reads.
//! - `create URL GAME [--time MIN+SEC | --days N] [--seat N] [--computer SEAT:STRENGTH]…`
//!   prints `game ID`, `seat N token KEY` for the creator's seat, `seat N invite CODE` and
//!   `seat N link URL` for each open one;
//! - `join URL CODE` prints `seat N token KEY`;
//! - `bot URL KEY [--strength N | --random]` plays the seat to the end (reconnecting by itself),
//!   printing each move it plays, then `result …`;
//! - `moves URL GAME` prints the moves, one per line, then `result …` or `playing`.
//!
//! A seat KEY is `GAME.TOKEN`: the game's id and the seat's secret token together.

use std::io::Write;
use std::time::Duration;

use rand::{Rng, SeedableRng};

use crate::net::client::{Client, ClientError};
use crate::net::mirror::{Mirror, result_line, start_game};
use crate::net::protocol::{ClientMsg, ErrorCode, GameSpec, SeatSpec, ServerMsg, TimeControl};

const USAGE: &str = "usage: leapfrog online create URL GAME [--time MIN+SEC | --days N] [--seat N] [--computer SEAT:STRENGTH]...
       leapfrog online join URL CODE
       leapfrog online bot URL KEY [--strength N | --random]
       leapfrog online moves URL GAME";

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the client's runtime: {e}"))?;
    match args {
        [command, url, game, rest @ ..] if command == "create" => {
            runtime.block_on(create(url, game, rest, out))
        }
        [command, url, code] if command == "join" => runtime.block_on(join(url, code, out)),
        [command, url, key, rest @ ..] if command == "bot" => {
            let chooser = Chooser::from_args(rest)?;
            runtime.block_on(bot(url, key, chooser, out))
        }
        [command, url, game] if command == "moves" => runtime.block_on(moves(url, game, out)),
        _ => Err(USAGE.into()),
    }
}

fn failed(error: ClientError) -> String {
    error.to_string()
}

/// `5+3`: five minutes and three seconds a move.
pub fn parse_time(text: &str) -> Result<TimeControl, String> {
    let (base, increment) = text
        .split_once('+')
        .ok_or_else(|| format!("--time {text}: write minutes+seconds, as 5+3"))?;
    let minutes: f64 = base
        .parse()
        .map_err(|_| format!("--time {text}: `{base}` is not minutes"))?;
    let increment_s: u32 = increment
        .parse()
        .map_err(|_| format!("--time {text}: `{increment}` is not seconds"))?;
    Ok(TimeControl::Clock {
        base_s: (minutes * 60.0).round() as u32,
        increment_s,
    })
}

async fn create(
    url: &str,
    game: &str,
    rest: &[String],
    out: &mut dyn Write,
) -> Result<i32, String> {
    let spec = match std::fs::read_to_string(game) {
        Ok(text) if game.ends_with(".ron") => GameSpec {
            variant: String::new(),
            file: Some(text),
        },
        _ => GameSpec {
            variant: game.to_string(),
            file: None,
        },
    };
    let sides = start_game(&spec.variant, spec.file.as_deref())?.sides();
    let mut seats = vec![SeatSpec::Open; sides];
    let mut mine = 0usize;
    let mut time = TimeControl::None;
    let mut computers = Vec::new();
    let pairs = super::flag_pairs(rest).map_err(|e| format!("{e}\n{USAGE}"))?;
    for (flag, value) in pairs {
        match flag {
            "--time" => time = parse_time(value)?,
            "--days" => {
                time = TimeControl::Days {
                    days: value
                        .parse()
                        .map_err(|_| format!("--days {value}: not a count"))?,
                }
            }
            "--seat" => {
                mine = value
                    .parse()
                    .map_err(|_| format!("--seat {value}: not a seat"))?;
            }
            "--computer" => {
                let (seat, strength) = value
                    .split_once(':')
                    .ok_or_else(|| format!("--computer {value}: write SEAT:STRENGTH"))?;
                let seat: usize = seat
                    .parse()
                    .map_err(|_| format!("--computer {value}: bad seat"))?;
                let strength: u8 = strength
                    .parse()
                    .map_err(|_| format!("--computer {value}: bad strength"))?;
                computers.push((seat, strength));
            }
            other => return Err(format!("unknown option `{other}`\n{USAGE}")),
        }
    }
    if mine >= sides {
        return Err(format!(
            "--seat {mine}: this game has seats 0 to {}",
            sides - 1
        ));
    }
    seats[mine] = SeatSpec::Me;
    for (seat, strength) in computers {
        let slot = seats
            .get_mut(seat)
            .ok_or_else(|| format!("--computer {seat}: this game has seats 0 to {}", sides - 1))?;
        *slot = SeatSpec::Computer { strength };
    }
    let mut client = Client::connect(url).await.map_err(failed)?;
    let answer = client
        .request(
            &ClientMsg::Create {
                game: spec,
                seats,
                time,
            },
            &mut Vec::new(),
        )
        .await
        .map_err(failed)?;
    let ServerMsg::Created { game, seats } = answer else {
        return Err(refused(answer));
    };
    let base = url
        .trim_end_matches('/')
        .trim_end_matches("/ws")
        .replacen("ws://", "http://", 1);
    writeln!(out, "game {game}").map_err(super::io)?;
    for ticket in seats {
        if let Some(token) = ticket.token {
            writeln!(out, "seat {} token {game}.{token}", ticket.seat).map_err(super::io)?;
        }
        if let Some(code) = ticket.invite {
            writeln!(out, "seat {} invite {code}", ticket.seat).map_err(super::io)?;
        }
        if let Some(link) = ticket.link {
            writeln!(out, "seat {} link {base}{link}", ticket.seat).map_err(super::io)?;
        }
    }
    client.close().await;
    Ok(0)
}

fn refused(answer: ServerMsg) -> String {
    match answer {
        ServerMsg::Error { code, message } => format!("refused ({code:?}): {message}"),
        other => format!("unexpected answer: {other:?}"),
    }
}

async fn join(url: &str, code: &str, out: &mut dyn Write) -> Result<i32, String> {
    let mut client = Client::connect(url).await.map_err(failed)?;
    let answer = client
        .request(&ClientMsg::Join { code: code.into() }, &mut Vec::new())
        .await
        .map_err(failed)?;
    let ServerMsg::Joined { game, seat, token } = answer else {
        return Err(refused(answer));
    };
    writeln!(out, "seat {seat} token {game}.{token}").map_err(super::io)?;
    client.close().await;
    Ok(0)
}

async fn moves(url: &str, game: &str, out: &mut dyn Write) -> Result<i32, String> {
    let mut client = Client::connect(url).await.map_err(failed)?;
    let view = client.watch_state(game).await?;
    for text in &view.moves {
        writeln!(out, "{text}").map_err(super::io)?;
    }
    match &view.result {
        Some(result) => writeln!(out, "{}", result_line(result)),
        None => writeln!(out, "playing"),
    }
    .map_err(super::io)?;
    client.close().await;
    Ok(0)
}

/// How a bot picks its moves.
#[derive(Clone, Copy, Debug)]
pub enum Chooser {
    Random,
    Strength(u8),
}

impl Chooser {
    pub fn from_args(args: &[String]) -> Result<Chooser, String> {
        match args {
            [] => Ok(Chooser::Strength(1)),
            [flag] if flag == "--random" => Ok(Chooser::Random),
            [flag, n] if flag == "--strength" => n
                .parse()
                .map(Chooser::Strength)
                .map_err(|_| format!("--strength {n}: not a strength")),
            _ => Err(USAGE.into()),
        }
    }

    /// A move for the side to move, in notation.
    pub fn choose(self, mirror: &Mirror, seed: u64) -> Option<String> {
        let mut game = mirror.game().boxed_clone();
        match self {
            Chooser::Random => {
                let moves = game.legal_move_texts();
                let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
                (!moves.is_empty()).then(|| moves[rng.random_range(0..moves.len())].clone())
            }
            Chooser::Strength(strength) => game.play_engine(strength, seed),
        }
    }
}

/// Splits a seat key `GAME.TOKEN`.
pub fn split_key(key: &str) -> Result<(&str, &str), String> {
    key.split_once('.')
        .ok_or_else(|| format!("`{key}`: a seat key is GAME.TOKEN, as `online create` prints it"))
}

/// How long a bot keeps trying to reach a server that went away.
const GIVE_UP: Duration = Duration::from_secs(600);

/// Plays the seat a key holds to the end of its game (the `bot` command).
pub async fn bot(
    url: &str,
    key: &str,
    chooser: Chooser,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let (game, token) = split_key(key)?;
    let mut mirror: Option<Mirror> = None;
    let mut pause = Duration::from_millis(100);
    let mut away_since: Option<std::time::Instant> = None;
    loop {
        match bot_session(url, game, token, chooser, &mut mirror, out).await {
            Ok(line) => {
                writeln!(out, "{line}").map_err(super::io)?;
                return Ok(0);
            }
            Err(BotStop::Fatal(why)) => return Err(why),
            Err(BotStop::Lost(why)) => {
                let since = *away_since.get_or_insert_with(std::time::Instant::now);
                if since.elapsed() > GIVE_UP {
                    return Err(format!("the server stayed away: {why}"));
                }
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(Duration::from_secs(3));
            }
            Err(BotStop::Connected) => {
                away_since = None;
                pause = Duration::from_millis(100);
            }
        }
    }
}

enum BotStop {
    Fatal(String),
    /// The connection broke (or never came): try again.
    Lost(String),
    /// The connection broke after it had worked: try again at once.
    Connected,
}

async fn bot_session(
    url: &str,
    game: &str,
    token: &str,
    chooser: Chooser,
    mirror: &mut Option<Mirror>,
    out: &mut dyn Write,
) -> Result<String, BotStop> {
    let mut client = Client::connect(url)
        .await
        .map_err(|e| BotStop::Lost(e.to_string()))?;
    client
        .send(&ClientMsg::Play {
            game: game.into(),
            token: token.into(),
            since: mirror.as_ref().map(Mirror::number),
        })
        .await
        .map_err(|_| BotStop::Connected)?;
    let mut seat = None;
    let mut asked_at: Option<u64> = None;
    loop {
        let message = match client.recv_within(Duration::from_secs(120)).await {
            Ok(message) => message,
            Err(ClientError::Protocol(why)) => return Err(BotStop::Fatal(why)),
            Err(_) => return Err(BotStop::Connected),
        };
        match message {
            ServerMsg::Seated { seat: s, .. } => seat = Some(s),
            ServerMsg::State(view) => {
                *mirror = Some(Mirror::new(view).map_err(BotStop::Fatal)?);
                asked_at = None;
            }
            ServerMsg::Event { number, event, .. } => {
                if let Some(m) = mirror.as_mut()
                    && m.apply(number, &event).map_err(BotStop::Fatal)?
                    && let crate::net::protocol::Event::Moved {
                        seat: mover, text, ..
                    } = &event
                    && Some(*mover) == seat
                {
                    // Printed once played: a move lost with its connection is not.
                    writeln!(out, "{text}").map_err(|e| BotStop::Fatal(e.to_string()))?;
                    let _ = out.flush();
                }
            }
            ServerMsg::Error { code, message } => match code {
                ErrorCode::BadToken | ErrorCode::UnknownGame | ErrorCode::Version => {
                    return Err(BotStop::Fatal(message));
                }
                // Stored nothing: try the move again in a moment.
                ErrorCode::Storage => {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    asked_at = None;
                }
                // A move for an old position: the next event brings the new one (asking
                // again for the same position would only be refused again).
                _ => {}
            },
            _ => {}
        }
        let (Some(m), Some(seat)) = (mirror.as_ref(), seat) else {
            continue;
        };
        if let Some(result) = &m.view.result {
            client.close().await;
            return Ok(result_line(result));
        }
        if m.to_play(seat) && asked_at != Some(m.number()) {
            asked_at = Some(m.number());
            let ply = m.view.moves.len() as u32;
            let seed = rand::rng().random::<u64>();
            let Some(text) = chooser.choose(m, seed) else {
                continue;
            };
            client
                .send(&ClientMsg::Move {
                    text,
                    ply: Some(ply),
                })
                .await
                .map_err(|_| BotStop::Connected)?;
        }
    }
}
