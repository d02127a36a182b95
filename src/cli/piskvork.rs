//! `leapfrog engine gomoku [--variant NAME] [--strength N] [--eval learned|hand|FILE]`: a Gomocup (piskvork) brain on
//! stdin/stdout. Coordinates are `x,y`: 0-based column and row from the top. Malformed lines
//! get `ERROR message` and unknown commands `UNKNOWN`; the brain keeps running either way.

use super::input::{ProtocolLine, TOO_LONG, next_line};
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::time::Duration;

use crate::ai::gomoku::learned::{self, Learned};
use crate::ai::gomoku::{MAX_STRENGTH, think_with};
use crate::ai::{Cancel, think_to_end};
use crate::level::gomoku::shipped_or_file;
use crate::rules::gomoku::{
    BLACK, EMPTY, Gomoku, GomokuMove, GomokuSetup, MAX_SIZE, MIN_SIZE, RuleSet, Rules, WHITE,
};

const ABOUT: &str = r#"name="Leapfrog", version="0.1", author="Leapfrog developers", country="-""#;

struct Brain {
    size: usize,
    rules: Rules,
    /// Stones in the order they came: (cell, colour).
    stones: Vec<(usize, u8)>,
    strength: u8,
    /// Milliseconds per move and left for the match, as the manager last said.
    timeout_turn: u64,
    time_left: Option<u64>,
    /// Stones of a BOARD command being read: (cell, 1 own or 2 opponent).
    board: Option<Vec<(usize, u8)>>,
    /// A line of the BOARD block was bad (answered with ERROR): DONE then drops the block.
    board_broken: bool,
    /// START (or RECTSTART) has come: the manager has said which board is played.
    started: bool,
    seed: u64,
}

impl Brain {
    fn cells(&self) -> Vec<u8> {
        let mut cells = vec![EMPTY; self.size * self.size];
        for &(cell, colour) in &self.stones {
            cells[cell] = colour;
        }
        cells
    }

    /// The colour to play next: black when the colours are even (stones alternate from
    /// black, and a takeback may remove any stone).
    fn to_move(&self) -> u8 {
        let blacks = self.stones.iter().filter(|s| s.1 == BLACK).count();
        if blacks * 2 <= self.stones.len() {
            BLACK
        } else {
            WHITE
        }
    }

    fn point(&self, text: &str) -> Result<usize, String> {
        let mut parts = text.split(',').map(str::trim);
        let mut coordinate = |what: &str| -> Result<usize, String> {
            let part = parts
                .next()
                .ok_or_else(|| format!("expected x,y, found `{text}`"))?;
            part.parse::<usize>()
                .map_err(|_| format!("{what} `{part}` is not a number"))
        };
        let (x, y) = (coordinate("x")?, coordinate("y")?);
        if x >= self.size || y >= self.size {
            return Err(format!("{x},{y} is off the {0}x{0} board", self.size));
        }
        Ok(y * self.size + x)
    }

    /// Puts a stone of the colour to move on `cell` (must be empty).
    fn put(&mut self, cell: usize) -> Result<(), String> {
        if self.stones.iter().any(|&(c, _)| c == cell) {
            let (x, y) = (cell % self.size, cell / self.size);
            return Err(format!("{x},{y} is already taken"));
        }
        let colour = self.to_move();
        self.stones.push((cell, colour));
        Ok(())
    }

    /// Thinks and plays the brain's move; its `x,y`.
    fn reply(&mut self) -> Result<String, String> {
        let cells = self.cells();
        let mut setup = GomokuSetup::empty(self.size, self.rules.set);
        setup.rules = self.rules;
        setup.to_move = self.to_move();
        for (cell, &colour) in cells.iter().enumerate() {
            match colour {
                BLACK => setup.black.push(cell as u16),
                WHITE => setup.white.push(cell as u16),
                _ => {}
            }
        }
        let game = Gomoku::new(&setup);
        let mut thinking = think_with(
            &game,
            self.strength,
            Some(self.budget()),
            Cancel::default(),
            self.seed,
        );
        self.seed += 1;
        let cell = match think_to_end(thinking.as_mut()) {
            Some(GomokuMove::Stone(cell)) => usize::from(cell),
            _ => cells
                .iter()
                .position(|&c| c == EMPTY)
                .ok_or("the board is full")?,
        };
        self.put(cell)?;
        Ok(format!("{},{}", cell % self.size, cell / self.size))
    }

    /// Time for one move: within the turn limit and a share of the match time, with room
    /// for the answer to travel.
    fn budget(&self) -> Duration {
        let turn = Duration::from_millis(self.timeout_turn);
        crate::ai::gomoku::move_time(turn, self.time_left.map(Duration::from_millis))
    }

    fn restart(&mut self, size: usize) -> Result<(), String> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(format!("unsupported size {size}: {MIN_SIZE} to {MAX_SIZE}"));
        }
        self.size = size;
        self.started = true;
        self.stones.clear();
        self.board = None;
        Ok(())
    }

    fn info(&mut self, key: &str, value: &str) -> Result<(), String> {
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("INFO {key}: `{value}` is not a number"))
        };
        match key {
            "timeout_turn" => self.timeout_turn = number()?.max(1),
            "time_left" => self.time_left = Some(number()?),
            "rule" => {
                let bits = number()?;
                self.rules.set = if bits & 4 != 0 {
                    RuleSet::Renju
                } else if bits & 8 != 0 {
                    RuleSet::Caro
                } else if bits & 1 != 0 {
                    RuleSet::Standard
                } else {
                    RuleSet::Freestyle
                };
            }
            "timeout_match" | "max_memory" => {
                number()?;
            }
            _ => {}
        }
        Ok(())
    }

    /// One BOARD line `x,y,who`, or DONE (then the brain moves).
    fn board_line(&mut self, line: &str) -> Result<Option<String>, String> {
        if line.eq_ignore_ascii_case("DONE") {
            let given = self.board.take().unwrap_or_default();
            if std::mem::take(&mut self.board_broken) {
                return Ok(None);
            }
            let own = given.iter().filter(|s| s.1 == 1).count();
            let theirs = given.len() - own;
            // The brain is to move: with as many stones as the opponent it plays black.
            let black_who = match theirs.checked_sub(own) {
                Some(0) => 1,
                Some(1) => 2,
                _ => {
                    return Err(format!(
                        "{own} own and {theirs} opponent stones cannot alternate"
                    ));
                }
            };
            let (blacks, whites): (Vec<_>, Vec<_>) = given.iter().partition(|s| s.1 == black_who);
            self.stones.clear();
            for (i, &(cell, _)) in blacks.iter().enumerate() {
                self.put(cell)?;
                if let Some(&(white, _)) = whites.get(i) {
                    self.put(white)?;
                }
            }
            return self.reply().map(Some);
        }
        let parts: Vec<&str> = line.split(',').map(str::trim).collect();
        let [x, y, who] = parts[..] else {
            return Err(format!("BOARD: expected x,y,who or DONE, found `{line}`"));
        };
        let cell = self.point(&format!("{x},{y}"))?;
        let who: u8 = match who {
            "1" => 1,
            "2" => 2,
            other => return Err(format!("BOARD: who must be 1 or 2, found `{other}`")),
        };
        let board = self.board.get_or_insert_with(Vec::new);
        if board.iter().any(|&(c, _)| c == cell) {
            return Err(format!("BOARD: {x},{y} is given twice"));
        }
        board.push((cell, who));
        Ok(None)
    }

    /// Answers one command line: Some(reply) to print, None for silence.
    fn command(&mut self, line: &str) -> Result<Option<String>, String> {
        if self.board.is_some() {
            return self.board_line(line);
        }
        let (word, rest) = line
            .split_once(char::is_whitespace)
            .map_or((line, ""), |(w, r)| (w, r.trim()));
        let word = word.to_ascii_uppercase();
        let needs_a_board = [
            "RESTART",
            "BEGIN",
            "TURN",
            "BOARD",
            "TAKEBACK",
            "SWAP2BOARD",
        ];
        if !self.started && needs_a_board.contains(&word.as_str()) {
            return Err(format!("{word} before START: START SIZE comes first"));
        }
        match word.as_str() {
            "START" => {
                let size = rest
                    .parse()
                    .map_err(|_| format!("START: `{rest}` is not a size"))?;
                self.restart(size)?;
                Ok(Some("OK".into()))
            }
            "RECTSTART" => {
                let (w, h) = rest
                    .split_once(',')
                    .ok_or_else(|| format!("RECTSTART: expected w,h, found `{rest}`"))?;
                let (w, h): (usize, usize) = (
                    w.trim().parse().map_err(|_| format!("RECTSTART: `{w}`"))?,
                    h.trim().parse().map_err(|_| format!("RECTSTART: `{h}`"))?,
                );
                if w != h {
                    return Err(format!("rectangular boards ({w}x{h}) are not supported"));
                }
                self.restart(w)?;
                Ok(Some("OK".into()))
            }
            "RESTART" => {
                self.restart(self.size)?;
                Ok(Some("OK".into()))
            }
            "BEGIN" => {
                if !self.stones.is_empty() {
                    return Err("BEGIN on a board with stones".into());
                }
                self.reply().map(Some)
            }
            "TURN" => {
                let cell = self.point(rest)?;
                self.put(cell)?;
                self.reply().map(Some)
            }
            "BOARD" => {
                self.board = Some(Vec::new());
                Ok(None)
            }
            "TAKEBACK" => {
                let cell = self.point(rest)?;
                let at = self
                    .stones
                    .iter()
                    .position(|&(c, _)| c == cell)
                    .ok_or_else(|| format!("TAKEBACK: no stone at {rest}"))?;
                self.stones.remove(at);
                Ok(Some("OK".into()))
            }
            "INFO" => {
                let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                self.info(&key.to_ascii_lowercase(), value.trim())?;
                Ok(None)
            }
            "ABOUT" => Ok(Some(ABOUT.into())),
            _ => Ok(Some("UNKNOWN".into())),
        }
    }
}

/// Parses `--variant NAME`, `--strength N` and `--eval learned|hand|FILE` (the evaluation:
/// the shipped learned weights where the rule set has them, the hand-set one, or a weights
/// file's; the last two are set for the whole process once the variant is known).
fn options(variant: &str, args: &[String]) -> Result<(String, u8, EvalChoice), String> {
    let mut variant = variant.to_string();
    let mut strength = MAX_STRENGTH;
    let mut eval = EvalChoice::Shipped;
    for (flag, value) in super::flag_pairs(args)? {
        match flag {
            "--variant" => variant = value.clone(),
            "--strength" => strength = super::strength("--strength", value, MAX_STRENGTH)?,
            "--eval" => eval = eval_choice(value)?,
            other => {
                return Err(format!(
                    "unknown option `{other}` (--variant NAME, --strength N, --eval learned|hand|FILE)"
                ));
            }
        }
    }
    Ok((variant, strength, eval))
}

/// The evaluation `--eval` asks for.
enum EvalChoice {
    Shipped,
    Hand,
    File(String, Learned),
}

fn eval_choice(value: &str) -> Result<EvalChoice, String> {
    Ok(match value {
        "learned" => EvalChoice::Shipped,
        "hand" => EvalChoice::Hand,
        path => {
            let bytes =
                std::fs::read(path).map_err(|e| format!("--eval {path}: cannot read: {e}"))?;
            EvalChoice::File(path.to_string(), Learned::decode(path, &bytes)?)
        }
    })
}

/// Sets the process's evaluation; a weights file must be for the variant's rule set.
fn apply_eval(eval: EvalChoice, variant: &str, set: RuleSet) -> Result<(), String> {
    match eval {
        EvalChoice::Shipped => {}
        EvalChoice::Hand => learned::choose_for_process(None),
        EvalChoice::File(path, weights) if weights.set != set => {
            return Err(format!(
                "--eval {path}: these weights are for {}, but `{variant}` plays {}",
                weights.set.name(),
                set.name()
            ));
        }
        EvalChoice::File(_, weights) => learned::choose_for_process(Some(Arc::new(weights))),
    }
    Ok(())
}

pub fn run(
    variant: &str,
    args: &[String],
    mut input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let (name, strength, eval) = options(variant, args)?;
    let variant = shipped_or_file(&name)?;
    apply_eval(eval, &name, variant.rules().set)?;
    let mut brain = Brain {
        size: variant.size,
        rules: variant.rules(),
        stones: Vec::new(),
        strength,
        timeout_turn: 5_000,
        time_left: None,
        board: None,
        board_broken: false,
        started: false,
        seed: 1,
    };
    loop {
        let line = match next_line(&mut input).map_err(super::io)? {
            None => return Ok(0),
            Some(ProtocolLine::Text(line)) => line,
            Some(ProtocolLine::TooLong) => {
                brain.board_broken = brain.board.is_some();
                writeln!(out, "ERROR {TOO_LONG}").map_err(super::io)?;
                out.flush().map_err(super::io)?;
                continue;
            }
        };
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        if text.eq_ignore_ascii_case("END") {
            return Ok(0);
        }
        let answer = match brain.command(text) {
            Ok(answer) => answer,
            Err(message) => {
                // A bad line inside BOARD spoils the block; it is dropped at its DONE.
                brain.board_broken = brain.board.is_some();
                Some(format!("ERROR {message}"))
            }
        };
        if let Some(answer) = answer {
            writeln!(out, "{answer}").map_err(super::io)?;
            out.flush().map_err(super::io)?;
        }
    }
}
