//! `leapfrog engine chinese-checkers [--strength N]`: the protocol of GAMES.md section 7.
//! One command per line, each answered `= result` or `? reason` and an empty line:
//! `newgame SEATS` (`newgame 1,4`, seats in order of play), `play MOVE`, `genmove`,
//! `name`, `quit`. Nothing on the input can make it panic; a bad line changes nothing.

use super::input::{ProtocolLine, TOO_LONG, next_line};
use std::io::{BufRead, Write};

use crate::ai::{ComputerPlayer, choose};
use crate::level::chinese_checkers::shipped_or_file;
use crate::rules::Game;
use crate::rules::chinese_checkers::{ChineseCheckers, StarSetup};

pub fn run(
    variant: &str,
    args: &[String],
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let strength = super::strength_flag(args, ChineseCheckers::MAX_STRENGTH)?;
    let variant = shipped_or_file(variant)?;
    let rules = variant.rules();
    let mut game = variant.game();
    let mut seed = 1u64;
    let mut input = input;
    while let Some(line) = next_line(&mut input).map_err(super::io)? {
        let ProtocolLine::Text(line) = line else {
            writeln!(out, "? {TOO_LONG}\n").map_err(super::io)?;
            out.flush().map_err(super::io)?;
            continue;
        };
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            continue;
        };
        let rest: Vec<&str> = words.collect();
        let reply: Result<String, String> = match (command, rest.as_slice()) {
            ("name", []) => Ok(format!("Leapfrog {}", env!("CARGO_PKG_VERSION"))),
            ("quit", []) => {
                writeln!(out, "=\n").map_err(super::io)?;
                return Ok(0);
            }
            ("newgame", [seats]) => new_game(seats, rules).map(|g| {
                game = g;
                String::new()
            }),
            ("play", [mv]) => match game.parse_move(mv) {
                Ok(mv) => {
                    game.play(&mv);
                    Ok(String::new())
                }
                Err(_) => Err("illegal move".into()),
            },
            ("genmove", []) => {
                seed = crate::rules::hash_mix(seed);
                match choose(&game, strength, seed) {
                    Some(mv) => {
                        let text = game.move_text(&mv);
                        game.play(&mv);
                        Ok(text)
                    }
                    None => Err("the game is over".into()),
                }
            }
            _ => Err("unknown command".into()),
        };
        let line = match reply {
            Ok(text) if text.is_empty() => "=".to_string(),
            Ok(text) => format!("= {text}"),
            Err(why) => format!("? {why}"),
        };
        writeln!(out, "{line}\n").map_err(super::io)?;
        out.flush().map_err(super::io)?;
    }
    Ok(0)
}

fn new_game(
    seats: &str,
    rules: crate::rules::chinese_checkers::Rules,
) -> Result<ChineseCheckers, String> {
    let seats: Vec<u8> = seats
        .split(',')
        .map(|s| s.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| "invalid seats: numbers 1 to 6 joined by commas".to_string())?;
    if seats.len() < 2 {
        return Err("invalid seats: a game has 2 to 6".into());
    }
    ChineseCheckers::new(&StarSetup {
        seats,
        rules,
        pieces: None,
        goal: None,
    })
    .map_err(|e| format!("invalid seats: {e}"))
}
