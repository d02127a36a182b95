//! Another engine run as a child process for a match: its stdin to write to, and its stdout
//! read line by line on a thread of its own, so that a silent engine can be waited on with a
//! timeout. Both match clients (`hub_client`, `piskvork_client`) start engines this way.

use std::io::{BufRead, BufReader};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};

pub struct ChildEngine {
    pub child: Child,
    pub input: ChildStdin,
    pub lines: Receiver<String>,
}

/// Starts `command` (words split on spaces) in `dir`; `flag` names the option that gave it.
pub fn start(command: &str, dir: Option<&str>, flag: &str) -> Result<ChildEngine, String> {
    let mut words = command.split_whitespace();
    let program = words
        .next()
        .ok_or_else(|| format!("{flag} needs a command"))?;
    let mut process = Command::new(program);
    process
        .args(words)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    if let Some(dir) = dir {
        process.current_dir(dir);
    }
    let mut child = process
        .spawn()
        .map_err(|e| format!("cannot start `{command}`: {e}"))?;
    let input = child.stdin.take().ok_or("no stdin for the engine")?;
    let output = child.stdout.take().ok_or("no stdout from the engine")?;
    let (sender, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    Ok(ChildEngine {
        child,
        input,
        lines,
    })
}
