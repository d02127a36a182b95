//! `leapfrog bench gomoku --versus "COMMAND" [--dir DIR] [--variant NAME] [--games N]
//! [--first K] [--millis M] [--strength S] [--record FILE] [--probe on|off]`: Leapfrog against another engine
//! that speaks the Gomocup protocol, one game at a time, from random four-stone openings near
//! the centre (no book), colours swapped between the two games of an opening. Leapfrog's rules
//! referee every move. Both sides get M ms a turn; Leapfrog's longest answer and the
//! opponent's last MESSAGE line (its depth and speed, where it prints them) are reported, and
//! before the games both think a turn on an opening and a middle game (`--probe off` skips it).

use std::io::Write;
use std::time::Duration;

use super::arena::Tally;
use super::piskvork_client::PiskvorkEngine;
use crate::ai::budget::Instant;
use crate::ai::gomoku::openings::opening_cells;
use crate::ai::gomoku::{MAX_STRENGTH, move_time, think_with};
use crate::ai::{Cancel, Thinking, think_to_end};
use crate::level::gomoku::shipped_or_file;
use crate::rules::gomoku::{BLACK, EMPTY, Gomoku, GomokuMove, Opening, RuleSet, WHITE};
use crate::rules::{Game, Outcome};

pub struct Versus {
    pub command: String,
    pub dir: Option<String>,
    pub variant: String,
    pub games: u32,
    /// The first game's number, from 1: each game's opening and colours go by its number.
    pub first: u32,
    pub millis: u64,
    pub strength: u8,
    /// A file each game is appended to: its result and moves.
    pub record: Option<String>,
    /// Before the games, both engines think one turn on the probe positions and say how deep
    /// and fast they searched.
    pub probe: bool,
}

impl Default for Versus {
    fn default() -> Self {
        Self {
            command: String::new(),
            dir: None,
            variant: "gomoku-15".into(),
            games: 40,
            first: 1,
            millis: 1000,
            strength: MAX_STRENGTH,
            record: None,
            probe: true,
        }
    }
}

impl Versus {
    /// The options after `--versus`: the command, then flags with values.
    pub fn parse(args: &[String]) -> Result<Self, String> {
        let (command, flags) = args
            .split_first()
            .ok_or("--versus needs the engine's command")?;
        let mut options = Self {
            command: command.clone(),
            ..Self::default()
        };
        let mut flags = flags.iter();
        while let Some(flag) = flags.next() {
            let value = flags
                .next()
                .ok_or_else(|| format!("{flag} needs a value"))?;
            let number = |name| super::number::<u64>(name, value);
            match flag.as_str() {
                "--dir" => options.dir = Some(value.clone()),
                "--variant" => options.variant = value.clone(),
                "--games" => options.games = super::number("--games", value)?,
                "--first" => options.first = super::number("--first", value)?,
                "--millis" => options.millis = number("--millis")?.max(1),
                "--strength" => options.strength = super::number("--strength", value)?,
                "--record" => options.record = Some(value.clone()),
                "--probe" => options.probe = value != "off",
                _ => return Err(format!("unknown option `{flag}`")),
            }
        }
        if !(2..=MAX_STRENGTH).contains(&options.strength) {
            return Err(format!(
                "--strength: {} is not from 2 to {MAX_STRENGTH}",
                options.strength
            ));
        }
        Ok(options)
    }
}

/// The Gomocup `INFO rule` bits of a rule set.
fn rule_bits(set: RuleSet) -> u32 {
    match set {
        RuleSet::Freestyle => 0,
        RuleSet::Standard => 1,
        RuleSet::Renju => 4,
        RuleSet::Caro => 8,
    }
}

pub fn run(options: &Versus, out: &mut dyn Write) -> Result<(), String> {
    let variant = shipped_or_file(&options.variant)?;
    let start = Gomoku::new(&variant.setup(Opening::Free));
    let size = start.size();
    let turn = Duration::from_millis(options.millis);
    let mut opponent = PiskvorkEngine::start(&options.command, options.dir.as_deref(), size)?;
    opponent.send(&format!("INFO rule {}", rule_bits(start.rules().set)))?;
    opponent.send(&format!("INFO timeout_turn {}", options.millis))?;
    // The turn is the limit: the match clock is far away.
    let match_ms = options.millis * 1000;
    opponent.send(&format!("INFO timeout_match {match_ms}"))?;
    if options.probe {
        probe(&start, &mut opponent, turn, out)?;
    }
    let started = Instant::now();
    let mut tally = Tally::default();
    let (mut our_longest, mut our_time, mut our_moves) = (Duration::ZERO, Duration::ZERO, 0u32);
    let mut last_message = String::new();
    let mut searched = Searched::default();
    let first = options.first.max(1) - 1;
    for g in first..first + options.games {
        let mut game = start.clone();
        let mut texts = Vec::new();
        for cell in opening_cells(size, g / 2) {
            let mv = GomokuMove::Stone(cell as u16);
            texts.push(game.move_text(&mv));
            game.play(&mv);
        }
        let our_colour = if g % 2 == 0 { BLACK } else { WHITE };
        opponent.restart()?;
        opponent.send(&format!("INFO time_left {match_ms}"))?;
        let mut ply = 0;
        while game.outcome().is_none() {
            let mv = if game.colour_to_move() == our_colour {
                let clock = Instant::now();
                let seed = u64::from(g) << 16 | ply;
                // As the Gomocup brain would: the turn less room for the answer.
                let time = move_time(turn, None);
                let mut thinking =
                    think_with(&game, options.strength, Some(time), Cancel::default(), seed);
                let mv = think_to_end(thinking.as_mut()).ok_or("Leapfrog found no move")?;
                let took = clock.elapsed();
                if let Some(depth) = thinking.depth() {
                    searched.add(depth, thinking.nodes(), took);
                }
                our_longest = our_longest.max(took);
                our_time += took;
                our_moves += 1;
                mv
            } else {
                let stones = as_seen_by(&game, opponent_colour(our_colour));
                let (x, y) = opponent.best_move(&stones, turn)?;
                if let Some(message) = opponent.messages.last() {
                    last_message = message.clone();
                }
                if x >= size || y >= size {
                    return Err(format!("{}: {x},{y} is off the board", opponent.name));
                }
                let mv = GomokuMove::Stone((y * size + x) as u16);
                game.check(mv).map_err(|e| {
                    let moves = texts.join(" ");
                    format!("{}: {x},{y}: {e} (game {}: {moves})", opponent.name, g + 1)
                })?;
                mv
            };
            texts.push(game.move_text(&mv));
            game.play(&mv);
            ply += 1;
        }
        let outcome = game.outcome().unwrap_or(Outcome::Draw);
        let our_seat = game_seat(&game, our_colour);
        tally.add(outcome, our_seat);
        let result = match outcome {
            Outcome::Draw => "draw",
            Outcome::Win(seat) if seat == our_seat => "Leapfrog won",
            Outcome::Win(_) => "Leapfrog lost",
        };
        let colour = if our_colour == BLACK {
            "Black"
        } else {
            "White"
        };
        writeln!(
            out,
            "game {}: Leapfrog {colour}, {result} after {} stones ({}-{}-{} so far)",
            g + 1,
            texts.len(),
            tally.wins,
            tally.draws,
            tally.losses
        )
        .map_err(super::io)?;
        if let Some(path) = &options.record {
            super::draughts_versus_hub::append(
                path,
                &format!("game {}: {result}; {}\n", g + 1, texts.join(" ")),
            )?;
        }
    }
    let points = f64::from(tally.wins) + f64::from(tally.draws) / 2.0;
    writeln!(
        out,
        "{}: Leapfrog strength {} vs {}, {} ms a turn, {} games: {} wins, {} draws, {} losses \
         ({:.0}% of the points) in {:.0} s; Leapfrog's mean answer {:.3} s, longest {:.3} s, \
         {searched}; the opponent's last message: {last_message}",
        variant.name,
        options.strength,
        opponent.name,
        options.millis,
        options.games,
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * points / f64::from(options.games.max(1)),
        started.elapsed().as_secs_f64(),
        our_time.as_secs_f64() / f64::from(our_moves.max(1)),
        our_longest.as_secs_f64(),
    )
    .map_err(super::io)
}

/// Leapfrog's main searches over a match: depths reached, nodes and time.
#[derive(Default)]
struct Searched {
    moves: u32,
    depths: u64,
    nodes: u64,
    time: Duration,
}

impl Searched {
    fn add(&mut self, depth: u32, nodes: u64, time: Duration) {
        self.moves += 1;
        self.depths += u64::from(depth);
        self.nodes += nodes;
        self.time += time;
    }
}

impl std::fmt::Display for Searched {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let moves = f64::from(self.moves.max(1));
        write!(
            f,
            "{} main searches to a mean depth {:.1} at {:.0} k nodes/s",
            self.moves,
            self.depths as f64 / moves,
            self.nodes as f64 / self.time.as_secs_f64().max(1e-9) / 1e3
        )
    }
}

/// A middle game (a game of Leapfrog's against Rapfi, 18 stones in), for the probe.
const MIDDLE_GAME: &str = "k5 i11 j8 f8 k7 i9 k6 k8 j7 g9 h10 j9 h9 i8 i10 h7 g6 k11";

/// Each engine's search on the first opening and the middle game, a turn each: Leapfrog's
/// main search alone (no threat searches first) and the opponent's last MESSAGE line.
fn probe(
    start: &Gomoku,
    opponent: &mut PiskvorkEngine,
    turn: Duration,
    out: &mut dyn Write,
) -> Result<(), String> {
    let mut opening = start.clone();
    for cell in opening_cells(start.size(), 0) {
        opening.play(&GomokuMove::Stone(cell as u16));
    }
    let mut middle = start.clone();
    for text in MIDDLE_GAME.split_whitespace() {
        let Ok(mv) = middle.read_move(text) else {
            // The game was played on 15x15: a smaller board has no such middle game.
            writeln!(out, "probe, middle game: none on this board").map_err(super::io)?;
            middle = opening.clone();
            break;
        };
        middle.play(&mv);
    }
    let probes = if middle.placed().len() > opening.placed().len() {
        vec![("opening", &opening), ("middle game", &middle)]
    } else {
        vec![("opening", &opening)]
    };
    for (name, game) in probes {
        let mut plan = crate::ai::gomoku::plan(MAX_STRENGTH);
        (plan.vcf, plan.vct, plan.time) = ((0, 0), (0, 0), move_time(turn, None));
        let mut thinking = crate::ai::gomoku::StoneThinking::new(game, plan, Cancel::default(), 1);
        let clock = Instant::now();
        think_to_end(&mut thinking);
        let took = clock.elapsed().as_secs_f64();
        opponent.restart()?;
        let colour = game.colour_to_move();
        opponent.best_move(&as_seen_by(game, colour), turn)?;
        writeln!(
            out,
            "probe, {name}: Leapfrog depth {} ({} nodes in {took:.2} s, {:.0} k nodes/s); \
             {}: {}",
            thinking.depth().unwrap_or(0),
            thinking.nodes(),
            thinking.nodes() as f64 / took.max(1e-9) / 1e3,
            opponent.name,
            opponent
                .messages
                .last()
                .map_or("no message", |m| m.as_str())
        )
        .map_err(super::io)?;
    }
    Ok(())
}

fn opponent_colour(colour: u8) -> u8 {
    BLACK + WHITE - colour
}

/// The seat that plays `colour` (free openings: black is seat 0).
fn game_seat(game: &Gomoku, colour: u8) -> u8 {
    (0..2)
        .find(|&s| game.colour_of_seat(s) == colour)
        .unwrap_or(0)
}

/// The stones in the order they were played, as `colour`'s engine sees them: 1 its own, 2 the
/// other's.
fn as_seen_by(game: &Gomoku, colour: u8) -> Vec<(usize, usize, u8)> {
    let size = game.size();
    game.placed()
        .iter()
        .map(|&cell| {
            let cell = usize::from(cell);
            let stone = game.cells()[cell];
            debug_assert_ne!(stone, EMPTY);
            let who = if stone == colour { 1 } else { 2 };
            (cell % size, cell / size, who)
        })
        .collect()
}
