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

/// How long to wait for an `OK` before taking a command as dropped and sending it again.
const RESEND_AFTER: Duration = Duration::from_secs(2);

/// Pause before a dropped command is sent again. Some engines (Rapfi) print their move before
/// they clear their busy flag and drop whatever arrives in between; a manager that answers at
/// once (a forced block) can land there, more often when the machine is loaded.
const SETTLE: Duration = Duration::from_millis(50);

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

    /// A new game on the same board; sent once more if the engine was still busy and dropped it.
    pub fn restart(&mut self) -> Result<(), String> {
        self.send("RESTART")?;
        match self.answer(RESEND_AFTER)? {
            Some(line) if line == "OK" => Ok(()),
            Some(line) => Err(format!("{}: `{line}` in answer to RESTART", self.name)),
            None => {
                self.send("RESTART")?;
                self.expect_ok("RESTART")
            }
        }
    }

    /// The engine's move (column, row) in the position of `stones` (column, row, and 1 for
    /// the engine's own stone or 2 for the opponent's, in the order they were played).
    pub fn best_move(
        &mut self,
        stones: &[(usize, usize, u8)],
        turn: Duration,
    ) -> Result<(usize, usize), String> {
        self.messages.clear();
        let mut line = self.ask_board(stones, turn)?;
        if line.starts_with("ERROR") {
            // A dropped BOARD: each stone line and the DONE came back as unknown commands.
            for _ in 0..stones.len() {
                self.answer(RESEND_AFTER)?;
            }
            std::thread::sleep(SETTLE);
            line = self.ask_board(stones, turn)?;
        }
        parse_point(&line).ok_or_else(|| format!("{}: `{line}` is not a move", self.name))
    }

    /// Sends one BOARD block and returns the first answer.
    fn ask_board(
        &mut self,
        stones: &[(usize, usize, u8)],
        turn: Duration,
    ) -> Result<String, String> {
        self.send("BOARD")?;
        for &(x, y, who) in stones {
            self.send(&format!("{x},{y},{who}"))?;
        }
        self.send("DONE")?;
        self.answer(turn + GRACE)?
            .ok_or_else(|| format!("{}: no move within the turn and {GRACE:?}", self.name))
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

    /// A brain that drops its first RESTART and its first BOARD, as a busy Rapfi does.
    #[cfg(unix)]
    const BUSY_BRAIN: &str = r#"
boards=0; restarts=0; dropped=0
while read -r line; do
  case "$line" in
    START*) echo OK ;;
    ABOUT) echo 'name="Busy"' ;;
    RESTART) restarts=$((restarts+1)); [ $restarts -gt 1 ] && echo OK ;;
    BOARD) boards=$((boards+1)); [ $boards -eq 1 ] && dropped=1 ;;
    DONE) if [ $dropped -eq 1 ]; then echo "ERROR Unknown command: DONE"; dropped=0;
          else echo 7,8; fi ;;
    END) exit 0 ;;
    *) [ $dropped -eq 1 ] && echo "ERROR Unknown command: $line" ;;
  esac
done
"#;

    #[cfg(unix)]
    #[test]
    fn a_dropped_restart_or_board_is_sent_again() {
        let script = std::env::temp_dir().join(format!("busy-brain-{}.sh", std::process::id()));
        std::fs::write(&script, BUSY_BRAIN).unwrap();
        let command = format!("sh {}", script.display());
        let mut engine = PiskvorkEngine::start(&command, None, 15).unwrap();
        assert_eq!(engine.name, "Busy");
        engine.restart().unwrap();
        let stones = [(7, 7, 2), (6, 6, 1), (8, 8, 2)];
        let answer = engine.best_move(&stones, Duration::from_millis(100));
        drop(engine);
        let _ = std::fs::remove_file(&script);
        assert_eq!(answer, Ok((7, 8)));
    }
}
