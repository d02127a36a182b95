//! The manager's side of the Gomocup (piskvork) protocol: runs another gomoku engine as a
//! child process and asks it for moves with `BOARD` blocks, so that `bench gomoku --versus`
//! can measure Leapfrog against it. The engine's `MESSAGE` lines are kept: the last one of a
//! search usually carries its depth and speed.

use std::io::Write;
use std::process::{Child, ChildStdin};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

/// How long the engine may take past the turn's time before it is given up on.
const GRACE: Duration = Duration::from_secs(30);

/// A running Gomocup brain.
pub struct PiskvorkEngine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    pub name: String,
    /// The `MESSAGE` lines the engine wrote while choosing its last move.
    pub messages: Vec<String>,
}

impl PiskvorkEngine {
    /// Starts `command` (words split on spaces) in `dir` on a board of `size`.
    pub fn start(command: &str, dir: Option<&str>, size: usize) -> Result<Self, String> {
        let super::child_engine::ChildEngine {
            child,
            input,
            lines,
        } = super::child_engine::start(command, dir, "--versus")?;
        let mut engine = Self {
            child,
            input,
            lines,
            name: command.to_string(),
            messages: Vec::new(),
        };
        engine.send(&format!("START {size}"))?;
        engine.expect_ok("START")?;
        engine.send("ABOUT")?;
        if let Some(about) = engine.answer(GRACE)?
            && let Some(name) = field(&about, "name")
        {
            engine.name = name;
        }
        Ok(engine)
    }

    pub fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("{}: cannot write: {e}", self.name))
    }

    /// The next line that is not a `MESSAGE` or `DEBUG` (those are kept or dropped).
    fn answer(&mut self, wait: Duration) -> Result<Option<String>, String> {
        loop {
            match self.lines.recv_timeout(wait) {
                Ok(line) => {
                    let line = line.trim().to_string();
                    if let Some(message) = line.strip_prefix("MESSAGE") {
                        self.messages.push(message.trim().to_string());
                    } else if !line.is_empty() && !line.starts_with("DEBUG") {
                        return Ok(Some(line));
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Ok(None),
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("{} stopped", self.name));
                }
            }
        }
    }

    fn expect_ok(&mut self, after: &str) -> Result<(), String> {
        match self.answer(GRACE)? {
            Some(line) if line == "OK" => Ok(()),
            Some(line) => Err(format!("{}: `{line}` in answer to {after}", self.name)),
            None => Err(format!("{}: no answer to {after}", self.name)),
        }
    }

    /// A new game on the same board.
    pub fn restart(&mut self) -> Result<(), String> {
        self.send("RESTART")?;
        self.expect_ok("RESTART")
    }

    /// The engine's move (column, row) in the position of `stones` (column, row, and 1 for
    /// the engine's own stone or 2 for the opponent's, in the order they were played).
    pub fn best_move(
        &mut self,
        stones: &[(usize, usize, u8)],
        turn: Duration,
    ) -> Result<(usize, usize), String> {
        self.messages.clear();
        self.send("BOARD")?;
        for &(x, y, who) in stones {
            self.send(&format!("{x},{y},{who}"))?;
        }
        self.send("DONE")?;
        let line = self
            .answer(turn + GRACE)?
            .ok_or_else(|| format!("{}: no move within the turn and {GRACE:?}", self.name))?;
        parse_point(&line).ok_or_else(|| format!("{}: `{line}` is not a move", self.name))
    }
}

impl Drop for PiskvorkEngine {
    fn drop(&mut self) {
        let _ = self.send("END");
        std::thread::sleep(Duration::from_millis(50));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `x,y` as two numbers.
fn parse_point(line: &str) -> Option<(usize, usize)> {
    let (x, y) = line.split_once(',')?;
    Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
}

/// The value of `key="value"` in an ABOUT line.
fn field(about: &str, key: &str) -> Option<String> {
    let start = about.find(&format!("{key}=\""))? + key.len() + 2;
    let end = about[start..].find('"')? + start;
    Some(about[start..end].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_about_fields_are_read() {
        assert_eq!(parse_point("7,8"), Some((7, 8)));
        assert_eq!(parse_point(" 10 , 3 "), Some((10, 3)));
        assert_eq!(parse_point("OK"), None);
        let about = r#"name="Rapfi", version="0.43", author="x""#;
        assert_eq!(field(about, "name").as_deref(), Some("Rapfi"));
        assert_eq!(field(about, "country"), None);
    }
}
