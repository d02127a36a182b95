//! The line protocol of GAMES.md 7 and 8, shared by the Chinese checkers engine and the
//! `JumpGame` engine: one command per line, each answered `= result` or `? reason` and an
//! empty line: `newgame [SEATS]`, `play MOVE`, `genmove`, `name`, `quit`. Nothing on the input
//! can make it panic; a bad line changes nothing.

use std::io::{BufRead, Write};

use super::input::{ProtocolLine, TOO_LONG, next_line};

/// What a game behind the protocol does for each command.
pub trait SeatEngine {
    /// `newgame` (None) or `newgame SEATS`.
    fn new_game(&mut self, seats: Option<&str>) -> Result<(), String>;
    /// `play MOVE`: the side to move plays it.
    fn play(&mut self, mv: &str) -> Result<(), String>;
    /// `genmove`: the engine plays for the side to move and names its move.
    fn genmove(&mut self) -> Result<String, String>;
}

/// Answers commands from `input` until `quit` or the end of the input.
pub fn serve(
    engine: &mut dyn SeatEngine,
    mut input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> Result<i32, String> {
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
            ("newgame", []) => engine.new_game(None).map(|()| String::new()),
            ("newgame", [seats]) => engine.new_game(Some(seats)).map(|()| String::new()),
            ("play", [mv]) => engine.play(mv).map(|()| String::new()),
            ("genmove", []) => engine.genmove(),
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
