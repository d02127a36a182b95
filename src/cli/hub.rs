//! `leapfrog engine draughts-…`: the Hub protocol (version 2, as the Scan engine and the Hub
//! GUI speak it). One command a line, `name key=value key="quoted value"`. The GUI sends
//! `hub`, `set-param`, `init`, `new-game`, `pos pos=W… [moves="…"]`, `level depth=N` or
//! `level move-time=S`, `go think`, `go ponder`, `ponder-hit`, `stop`, `ping` and `quit`; the
//! engine answers `id …`, `param …`, `wait`, `ready`, `info …`, `done move=… [ponder=…]` (the
//! reply it expects, which the GUI may have it ponder on) and `pong`. Pondering searches
//! without a clock until `ponder-hit` starts the level's time, or `stop`; an answer found
//! before either is held until one comes. Moves are
//! `32-28`, and `28x19x23` for a capture (from, to, then the captured squares). A bad line
//! gets `error message="…"` and the engine goes on. The search runs in slices while input
//! is read on another thread, so `stop` and `ping` are answered during a search.

use super::input::{ProtocolLine, TOO_LONG, next_line};
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use crate::ai::budget::Instant;
use crate::ai::draughts::{MAX_STRENGTH, plan, start_with_plan};
use crate::ai::{Budget, Cancel, Step, Thinking};
use crate::rules::Game;
use crate::rules::draughts::board::{BLACK, WHITE};
use crate::rules::draughts::position::{Move, Position};
use crate::rules::draughts::{Draughts, DraughtsMove, Variant};

/// One line split into its command and `key=value` pairs (values may be quoted).
#[derive(Debug, PartialEq)]
pub struct Line {
    pub command: String,
    pub args: Vec<(String, String)>,
}

impl Line {
    fn get(&self, key: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// Splits a Hub line; an unclosed quote or an empty line is an error.
pub fn parse_line(text: &str) -> Result<Line, String> {
    let mut chars = text.trim().chars().peekable();
    let mut words: Vec<String> = Vec::new();
    while chars.peek().is_some() {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        let mut word = String::new();
        let mut quoted = false;
        while let Some(&c) = chars.peek() {
            if c == '"' {
                quoted = !quoted;
                chars.next();
                continue;
            }
            if c.is_whitespace() && !quoted {
                break;
            }
            word.push(c);
            chars.next();
        }
        if quoted {
            return Err(format!("unclosed quote in `{word}`"));
        }
        if !word.is_empty() {
            words.push(word);
        }
    }
    let mut words = words.into_iter();
    let command = words.next().ok_or("empty line")?;
    // Bare words (`go think`) are flags with no value.
    let args = words
        .map(|w| match w.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (w, String::new()),
        })
        .collect();
    Ok(Line { command, args })
}

/// A move in Hub notation: `from-to`, or `fromxto` followed by `x` and each captured square.
pub fn move_text(variant: &Variant, mv: &Move) -> String {
    let name = |bit: u8| (variant.geo.square_of_bit(bit) + 1).to_string();
    if !mv.is_capture() {
        return format!("{}-{}", name(mv.from), name(mv.to));
    }
    let mut text = format!("{}x{}", name(mv.from), name(mv.to));
    let mut captured: Vec<usize> = (0..64u8)
        .filter(|b| mv.captured >> b & 1 != 0)
        .map(|b| variant.geo.square_of_bit(b) + 1)
        .collect();
    captured.sort_unstable();
    for square in captured {
        text.push_str(&format!("x{square}"));
    }
    text
}

/// Finds the legal move written `text` in Hub notation.
pub fn parse_move(game: &Draughts, text: &str) -> Result<DraughtsMove, String> {
    let legal = game.legal_moves();
    legal
        .iter()
        .find(|m| {
            let written = move_text(game.variant(), &m.mv);
            // Captured squares may come in any order.
            let key = |s: &str| {
                let mut parts: Vec<&str> = s.split(['-', 'x']).collect();
                if parts.len() > 2 {
                    parts[2..].sort_unstable();
                }
                parts.join(",")
            };
            key(&written) == key(text.trim())
        })
        .cloned()
        .ok_or_else(|| format!("`{text}` is not a legal move here"))
}

/// Reads `W` or `B` and one letter per square: `w b W B e` (white man, black man, kings,
/// empty).
pub fn parse_position(variant: &Variant, text: &str) -> Result<Position, String> {
    let mut letters = text.chars();
    let side = match letters.next() {
        Some('W' | 'w') => WHITE,
        Some('B' | 'b') => BLACK,
        other => {
            return Err(format!(
                "a position starts with W or B (the side to move), found `{}`",
                other.map(String::from).unwrap_or_default()
            ));
        }
    };
    let squares: Vec<char> = letters.collect();
    let count = variant.geo.square_count();
    if squares.len() != count {
        return Err(format!(
            "a position has {count} squares after the side to move, found {}",
            squares.len()
        ));
    }
    let mut pos = Position {
        side,
        ..Position::default()
    };
    for (square, letter) in squares.into_iter().enumerate() {
        let bit = 1u64 << variant.geo.bit_of_square(square);
        match letter {
            'w' => pos.pieces[usize::from(WHITE)] |= bit,
            'b' => pos.pieces[usize::from(BLACK)] |= bit,
            'W' => {
                pos.pieces[usize::from(WHITE)] |= bit;
                pos.kings |= bit;
            }
            'B' => {
                pos.pieces[usize::from(BLACK)] |= bit;
                pos.kings |= bit;
            }
            'e' => {}
            other => {
                return Err(format!(
                    "square {} is `{other}`; expected w, b, W, B or e",
                    square + 1
                ));
            }
        }
    }
    Ok(pos)
}

struct Search {
    thinking: Box<dyn Thinking<DraughtsMove>>,
    cancel: Cancel,
    started: Instant,
    /// While pondering: the level to search under once `ponder-hit` comes.
    pondering: Option<Budget>,
    /// When a search whose clock started at `ponder-hit` must stop.
    deadline: Option<Instant>,
}

/// How deep a ponder search on a clock may go before it waits (it is stopped long before).
const PONDER_DEPTH: u32 = 64;

struct Engine {
    variant: Arc<Variant>,
    game: Draughts,
    strength: u8,
    budget: Option<Budget>,
    search: Option<Search>,
    /// `init` has come; a game command before it is out of order.
    ready: bool,
    /// A ponder search's `info` and `done`, finished before `ponder-hit` or `stop`.
    held: Option<Vec<String>>,
    seed: u64,
}

fn say(out: &mut dyn Write, line: &str) -> Result<(), String> {
    writeln!(out, "{line}").map_err(super::io)?;
    out.flush().map_err(super::io)
}

fn error(message: &str) -> String {
    format!("error message=\"{}\"", message.replace('"', "'"))
}

impl Engine {
    fn new(variant: Arc<Variant>, strength: u8) -> Self {
        Self {
            game: Draughts::new(variant.clone()),
            variant,
            strength,
            budget: None,
            search: None,
            ready: false,
            held: None,
            seed: 0,
        }
    }

    /// Answers one line; Ok(false) means quit.
    fn answer(&mut self, line: &Line, out: &mut dyn Write) -> Result<bool, String> {
        let reply = |out: &mut dyn Write, result: Result<(), String>| match result {
            Ok(()) => Ok(()),
            Err(message) => say(out, &error(&message)),
        };
        let command = line.command.as_str();
        if !self.ready && ["new-game", "pos", "level", "go"].contains(&command) {
            say(out, &error(&format!("`{command}` before init")))?;
            return Ok(true);
        }
        match command {
            "hub" => {
                say(
                    out,
                    &format!(
                        "id name=Leapfrog version={} author=\"Leapfrog developers\"",
                        env!("CARGO_PKG_VERSION")
                    ),
                )?;
                say(
                    out,
                    &format!(
                        "param name=strength value={} type=int min=1 max={MAX_STRENGTH}",
                        self.strength
                    ),
                )?;
                say(out, "wait")?;
            }
            "init" => {
                // The endgame databases are read now, not in the first search's time (and a
                // problem with them is reported before the game).
                crate::ai::draughts::endgame::for_variant(&self.variant);
                self.ready = true;
                say(out, "ready")?;
            }
            "ping" => say(out, "pong")?,
            "quit" => {
                // A search under way still answers, with its best move so far.
                if let Some(search) = &self.search {
                    search.cancel.cancel();
                    while self.search.is_some() {
                        self.step(out)?;
                    }
                }
                return Ok(false);
            }
            "new-game" => {
                self.stop_quietly();
                self.game = Draughts::new(self.variant.clone());
            }
            "set-param" => {
                let result = self.set_param(line);
                reply(out, result)?;
            }
            "pos" => {
                let result = self.set_position(line);
                reply(out, result)?;
            }
            "level" => {
                let result = self.set_level(line);
                reply(out, result)?;
            }
            "go" => {
                if self.search.is_some() {
                    say(out, &error("already searching"))?;
                } else if self.game.outcome().is_some() || self.game.legal_moves().is_empty() {
                    say(out, "done")?;
                } else {
                    self.start_search(line.get("ponder").is_some());
                }
            }
            "stop" => {
                if let Some(search) = &self.search {
                    search.cancel.cancel();
                } else {
                    self.release_held(out)?;
                }
            }
            "ponder-hit" => {
                if let Some(search) = &mut self.search {
                    if let Some(level) = search.pondering.take() {
                        search.deadline = level.max_time.map(|time| Instant::now() + time);
                    }
                } else {
                    self.release_held(out)?;
                }
            }
            other => say(out, &error(&format!("unknown command `{other}`")))?,
        }
        Ok(true)
    }

    fn set_param(&mut self, line: &Line) -> Result<(), String> {
        let name = line.get("name").ok_or("set-param needs name=…")?;
        let value = line.get("value").ok_or("set-param needs value=…")?;
        match name {
            "strength" => {
                let s: u8 = value
                    .parse()
                    .map_err(|_| format!("strength must be a number, found `{value}`"))?;
                if !(1..=MAX_STRENGTH).contains(&s) {
                    return Err(format!("strength must be 1 to {MAX_STRENGTH}"));
                }
                self.strength = s;
                Ok(())
            }
            // The variant comes from the command line; Hub GUIs send it anyway.
            "variant" if value == "normal" => Ok(()),
            other => Err(format!("unknown parameter `{other}`")),
        }
    }

    fn set_position(&mut self, line: &Line) -> Result<(), String> {
        let text = line.get("pos").ok_or("pos needs pos=…")?;
        let position = parse_position(&self.variant, text)?;
        let mut game = Draughts::from_position(self.variant.clone(), position);
        for mv in line.get("moves").unwrap_or("").split_whitespace() {
            let found = parse_move(&game, mv)?;
            game.play(&found);
        }
        self.stop_quietly();
        self.game = game;
        Ok(())
    }

    fn set_level(&mut self, line: &Line) -> Result<(), String> {
        let number = |key: &str| -> Result<Option<f64>, String> {
            line.get(key)
                .map(|v| {
                    v.parse::<f64>()
                        .map_err(|_| format!("{key} must be a number, found `{v}`"))
                })
                .transpose()
        };
        if let Some(depth) = number("depth")? {
            self.budget = Some(Budget::depth(depth.max(1.0) as u32));
        } else if let Some(seconds) = number("move-time")? {
            self.budget = Some(Budget::move_time(Duration::from_secs_f64(
                seconds.max(0.001),
            )));
        } else if let Some(time) = number("time")? {
            // A clock: spend a share of what is left, plus the increment.
            let moves = number("moves")?.unwrap_or(30.0).max(1.0);
            let inc = number("inc")?.unwrap_or(0.0);
            let seconds = (time / moves + inc * 0.8).max(0.01);
            self.budget = Some(Budget::time(Duration::from_secs_f64(seconds)));
        } else if line.get("infinite").is_some() {
            self.budget = Some(Budget {
                max_depth: Some(64),
                ..Budget::default()
            });
        } else {
            return Err("level needs depth=, move-time=, time= or infinite".into());
        }
        Ok(())
    }

    /// Starts thinking, or pondering: a level on a clock then waits for `ponder-hit` to
    /// start its time (a depth level searches to its depth as usual).
    fn start_search(&mut self, ponder: bool) {
        self.held = None;
        let mut search_plan = plan(self.strength);
        let level = self.budget.unwrap_or(search_plan.budget);
        search_plan.budget = if ponder && level.max_time.is_some() {
            Budget::depth(PONDER_DEPTH)
        } else {
            level
        };
        let cancel = Cancel::default();
        self.seed += 1;
        let thinking = start_with_plan(&self.game, search_plan, cancel.clone(), self.seed);
        self.search = Some(Search {
            thinking,
            cancel,
            started: Instant::now(),
            pondering: ponder.then_some(level),
            deadline: None,
        });
    }

    fn stop_quietly(&mut self) {
        self.held = None;
        if let Some(search) = self.search.take() {
            search.cancel.cancel();
        }
    }

    fn release_held(&mut self, out: &mut dyn Write) -> Result<(), String> {
        for line in self.held.take().unwrap_or_default() {
            say(out, &line)?;
        }
        Ok(())
    }

    /// Steps the search one slice; prints `info` and `done` when it ends.
    fn step(&mut self, out: &mut dyn Write) -> Result<(), String> {
        let Some(search) = self.search.as_mut() else {
            return Ok(());
        };
        if search
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            search.cancel.cancel();
        }
        let Step::Done(best) = search.thinking.step(Duration::from_millis(10)) else {
            return Ok(());
        };
        let nodes = search.thinking.nodes();
        let depth = search
            .thinking
            .depth()
            .map_or(String::new(), |d| format!("depth={d} "));
        let score = search
            .thinking
            .score()
            .map_or(String::new(), |s| format!("score={s} "));
        let seconds = search.started.elapsed().as_secs_f64();
        let info = format!(
            "info {depth}{score}nodes={nodes} time={seconds:.3} nps={:.0}",
            nodes as f64 / seconds.max(1e-6)
        );
        let done = match best {
            Some(mv) => {
                let ponder = search
                    .thinking
                    .expected_reply()
                    .map_or(String::new(), |reply| {
                        format!(" ponder={}", move_text(&self.variant, &reply.mv))
                    });
                format!("done move={}{ponder}", move_text(&self.variant, &mv.mv))
            }
            None => "done".to_string(),
        };
        // A ponder search that ends by itself (a single move, a proven result) answers
        // only once the GUI asks: at `ponder-hit` or `stop`.
        let hold = search.pondering.is_some() && !search.cancel.is_cancelled();
        self.search = None;
        self.held = Some(vec![info, done]);
        if !hold {
            self.release_held(out)?;
        }
        Ok(())
    }
}

/// Reads lines on their own thread so the search can be stepped between them.
fn lines(mut input: Box<dyn BufRead + Send>) -> Receiver<ProtocolLine> {
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        while let Ok(Some(line)) = next_line(&mut input) {
            if send.send(line).is_err() {
                return;
            }
        }
    });
    receive
}

/// Speaks Hub for the draughts variant `variant`.
pub fn run(
    variant: &str,
    args: &[String],
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let strength = super::strength_flag(args, MAX_STRENGTH)?;
    let variant = crate::level::draughts::shipped_or_file(variant)?.variant;
    let mut engine = Engine::new(variant, strength);
    let input = lines(input);
    loop {
        let next = if engine.search.is_some() {
            match input.recv_timeout(Duration::ZERO) {
                Ok(line) => Some(line),
                Err(RecvTimeoutError::Timeout) => None,
                // Input closed mid-search: nobody will send `stop`, so stop now and answer
                // with the best move so far (a `level depth=99` must not run forever).
                Err(RecvTimeoutError::Disconnected) => {
                    if let Some(search) = &engine.search {
                        search.cancel.cancel();
                    }
                    None
                }
            }
        } else {
            match input.recv() {
                Ok(line) => Some(line),
                Err(_) => return Ok(0),
            }
        };
        if let Some(ProtocolLine::TooLong) = next {
            say(out, &error(TOO_LONG))?;
        } else if let Some(ProtocolLine::Text(text)) = next {
            if text.trim().is_empty() {
                continue;
            }
            match parse_line(&text) {
                Ok(line) => {
                    if !engine.answer(&line, out)? {
                        return Ok(0);
                    }
                }
                Err(message) => say(out, &error(&message))?,
            }
        }
        engine.step(out)?;
    }
}

#[cfg(test)]
#[path = "hub_tests.rs"]
mod tests;
