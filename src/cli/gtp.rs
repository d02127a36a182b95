//! `leapfrog engine reversi`: the Go Text Protocol subset that Othello tools speak. Every
//! answer is `= ...` or `? message` followed by a blank line; an optional numeric id is echoed.

use super::input::{ProtocolLine, TOO_LONG, next_line};
use std::io::{BufRead, Write};

use crate::ai::reversi::{MAX_STRENGTH, start};
use crate::ai::{Cancel, think_to_end};
use crate::rules::Game;
use crate::rules::reversi::notation::{move_name, parse_move};
use crate::rules::reversi::{MAX_SIZE, MIN_SIZE, Reversi, ReversiMove};

const COMMANDS: [&str; 10] = [
    "protocol_version",
    "name",
    "version",
    "list_commands",
    "boardsize",
    "clear_board",
    "play",
    "genmove",
    "showboard",
    "quit",
];

struct Engine {
    game: Reversi,
    strength: u8,
    seed: u64,
}

/// Speaks GTP for the reversi variant `variant` (its board size is the starting one).
pub fn run(
    variant: &str,
    args: &[String],
    mut input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let strength = super::strength_flag(args, MAX_STRENGTH)?;
    let size = crate::level::reversi::shipped_or_file(variant)?.size();
    let mut engine = Engine {
        game: Reversi::standard(size),
        strength,
        seed: 1,
    };
    loop {
        let line = match next_line(&mut input).map_err(super::io)? {
            None => return Ok(0),
            Some(ProtocolLine::Text(line)) => line,
            Some(ProtocolLine::TooLong) => {
                write!(out, "? {TOO_LONG}\n\n").map_err(super::io)?;
                out.flush().map_err(super::io)?;
                continue;
            }
        };
        let text = line.split('#').next().unwrap_or("").trim();
        if text.is_empty() {
            continue;
        }
        let mut words = text.split_whitespace();
        let first = words.next().unwrap_or("");
        let (id, command) = match first.parse::<u32>() {
            Ok(id) => (id.to_string(), words.next().unwrap_or("")),
            Err(_) => (String::new(), first),
        };
        let rest: Vec<&str> = words.collect();
        let (ok, answer) = match engine.answer(command, &rest) {
            Ok(a) => (true, a),
            Err(e) => (false, e),
        };
        let mark = if ok { '=' } else { '?' };
        let sep = if answer.is_empty() { "" } else { " " };
        write!(out, "{mark}{id}{sep}{answer}\n\n").map_err(super::io)?;
        out.flush().map_err(super::io)?;
        if ok && command == "quit" {
            return Ok(0);
        }
    }
}

fn colour(word: Option<&&str>) -> Result<u8, String> {
    match word.map(|w| w.to_ascii_lowercase()).as_deref() {
        Some("black" | "b") => Ok(0),
        Some("white" | "w") => Ok(1),
        Some(other) => Err(format!("invalid color `{other}`")),
        None => Err("missing color".into()),
    }
}

impl Engine {
    fn answer(&mut self, command: &str, args: &[&str]) -> Result<String, String> {
        match command {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("Leapfrog".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => Ok(String::new()),
            "clear_board" => {
                self.game = Reversi::standard(self.game.size());
                Ok(String::new())
            }
            "boardsize" => {
                let text = args.first().ok_or("missing size")?;
                let n: usize = text.parse().map_err(|_| format!("invalid size `{text}`"))?;
                if !(MIN_SIZE..=MAX_SIZE).contains(&n) || !n.is_multiple_of(2) {
                    return Err("unacceptable size".into());
                }
                self.game = Reversi::standard(n);
                Ok(String::new())
            }
            "play" => {
                let side = colour(args.first())?;
                let text = args.get(1).ok_or("missing move")?;
                let mv = parse_move(self.game.size(), text)?;
                // Tools send a pass for a side with no placement, after the end too.
                if mv == ReversiMove::Pass && self.game.outcome().is_some() {
                    return Ok(String::new());
                }
                self.pass_if_forced(side);
                if self.game.side_to_move() != side && mv != ReversiMove::Pass {
                    return Err(format!("illegal move `{text}`: not {}'s turn", args[0]));
                }
                if self.game.side_to_move() != side {
                    return Ok(String::new());
                }
                if !self.game.legal_moves().contains(&mv) {
                    return Err(format!("illegal move `{text}`"));
                }
                self.game.play(&mv);
                Ok(String::new())
            }
            "genmove" => {
                let side = colour(args.first())?;
                self.pass_if_forced(side);
                if self.game.side_to_move() != side || self.game.outcome().is_some() {
                    return Ok("pass".into());
                }
                self.seed += 1;
                let mut thinking = start(&self.game, self.strength, Cancel::default(), self.seed);
                let mv = think_to_end(thinking.as_mut()).unwrap_or(ReversiMove::Pass);
                self.game.play(&mv);
                Ok(move_name(self.game.size(), mv))
            }
            "showboard" => Ok(self.board_text()),
            "" => Err("empty command".into()),
            other => Err(format!("unknown command `{other}`")),
        }
    }

    /// Lets `side` move out of turn when the side to move could only pass.
    fn pass_if_forced(&mut self, side: u8) {
        if self.game.side_to_move() != side && self.game.legal_moves() == [ReversiMove::Pass] {
            self.game.play(&ReversiMove::Pass);
        }
    }

    fn board_text(&self) -> String {
        let n = self.game.size();
        let mut s = String::from("\n");
        for r in 0..n {
            for c in 0..n {
                s.push(match self.game.disc_at((r * n + c) as u16) {
                    Some(0) => 'x',
                    Some(_) => 'o',
                    None => '.',
                });
            }
            s.push('\n');
        }
        s.pop();
        s
    }
}
