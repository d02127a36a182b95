//! `leapfrog bench draughts --versus-hub "COMMAND" [--dir DIR] [--games N] [--first K]
//! [--millis M] [--opponent-depth D] [--threads T] [--record FILE]`: Leapfrog's international
//! expert against another engine that speaks Hub, one game at a time, from the same random
//! openings as the other draughts matches with colours swapped (game K on, so that a match can
//! be split over processes or extended). Leapfrog's rules referee every move. `--record`
//! appends each game's result, first position (after the opening), moves (each with its
//! mover's score where the engine gave one, `32-28:+15` in centimen) and last position to
//! FILE, to study the games afterwards.

use std::io::Write;
use std::time::Duration;

use super::arena::Tally;
use super::bench_draughts::{opening, variant};
use super::hub::{move_text, parse_move};
use super::hub_client::{HubEngine, Limit};
use crate::ai::budget::Instant;
use crate::ai::draughts::{Engine, Plan, start_with_weights};
use crate::ai::{Budget, Cancel, think_to_end};
use crate::rules::draughts::Draughts;
use crate::rules::draughts::board::{BLACK, WHITE};
use crate::rules::draughts::notation::fen;
use crate::rules::{Game, Outcome};

/// Plies after which an unfinished game counts as a draw.
const MAX_PLIES: u32 = 400;

pub struct VersusHub {
    pub command: String,
    pub dir: Option<String>,
    pub games: u32,
    /// The first game's number, from 1: each game's opening and colours go by its number.
    pub first: u32,
    pub millis: u64,
    /// The opponent searches to this depth instead of `millis` a move.
    pub opponent_depth: Option<u32>,
    pub threads: usize,
    /// A file each game is appended to: result, first position, scored moves, last position.
    pub record: Option<String>,
}

/// Seconds spent and moves made by each side over the match.
#[derive(Default)]
struct Clock {
    seconds: [f64; 2],
    moves: [u32; 2],
}

impl Clock {
    fn mean(&self, who: usize) -> f64 {
        self.seconds[who] / f64::from(self.moves[who].max(1))
    }
}

pub fn run(options: &VersusHub, out: &mut dyn Write) -> Result<(), String> {
    let international = variant("draughts-international")?;
    let mut opponent = HubEngine::start(&options.command, options.dir.as_deref())?;
    let ours = Plan {
        budget: Budget::move_time(Duration::from_millis(options.millis)),
        noise: 0,
        engine: Engine::Current,
        threads: options.threads.max(1),
        // The opponent is another process: nothing to share it with.
        keeps_table: true,
    };
    let limit = match options.opponent_depth {
        Some(depth) => Limit::Depth(depth),
        None => Limit::MoveTime(Duration::from_millis(options.millis)),
    };
    // The databases load on first use (seconds): not the first move's time.
    crate::ai::draughts::endgame::for_variant(&international);
    let started = Instant::now();
    let (mut tally, mut clock) = (Tally::default(), Clock::default());
    let first = options.first.max(1) - 1;
    for g in first..first + options.games {
        let mut game = opening(&international, g / 2);
        let start = written(&game);
        let our_side = if g % 2 == 0 { WHITE } else { BLACK };
        opponent.new_game()?;
        let mut plies = 0;
        let mut moves = Vec::new();
        while game.outcome().is_none() && plies < MAX_PLIES {
            let mover = Instant::now();
            let (mv, score) = if game.side_to_move() == our_side {
                let mut thinking =
                    start_with_weights(&game, ours, None, Cancel::default(), u64::from(g));
                let mv = think_to_end(thinking.as_mut()).ok_or("Leapfrog found no move")?;
                (mv, thinking.score())
            } else {
                let text = opponent.best_move(&game, limit)?;
                let mv = parse_move(&game, &text).map_err(|e| format!("{}: {e}", opponent.name))?;
                (mv, opponent.last_score)
            };
            let who = usize::from(game.side_to_move() != our_side);
            clock.seconds[who] += mover.elapsed().as_secs_f64();
            clock.moves[who] += 1;
            let text = move_text(game.variant(), &mv.mv);
            moves.push(match score {
                Some(score) => format!("{text}:{score:+}"),
                None => text,
            });
            game.play(&mv);
            plies += 1;
        }
        let outcome = game.outcome().unwrap_or(Outcome::Draw);
        tally.add(outcome, our_side);
        let result = match outcome {
            Outcome::Draw => "draw",
            Outcome::Win(side) if side == our_side => "Leapfrog won",
            Outcome::Win(_) => "Leapfrog lost",
        };
        writeln!(
            out,
            "game {}: Leapfrog {}, {result} after {plies} plies ({}-{}-{} so far)",
            g + 1,
            if our_side == WHITE { "White" } else { "Black" },
            tally.wins,
            tally.draws,
            tally.losses
        )
        .map_err(super::io)?;
        if let Some(path) = &options.record {
            let line = format!(
                "game {}: {result}; {start}; {}; {}\n",
                g + 1,
                moves.join(" "),
                written(&game)
            );
            append(path, &line)?;
        }
    }
    let games = f64::from(options.games.max(1));
    let points = f64::from(tally.wins) + f64::from(tally.draws) / 2.0;
    let opponent_limit = match limit {
        Limit::Depth(depth) => format!("depth {depth}"),
        Limit::MoveTime(time) => format!("{} ms a move", time.as_millis()),
    };
    writeln!(
        out,
        "draughts international, Leapfrog ({} ms a move, threads: {}) vs {} ({opponent_limit}), \
         {} games: {} wins, {} draws, {} losses ({:.0}% of the points) in {:.0} s; \
         mean time a move {:.3} s against {:.3} s",
        options.millis,
        ours.threads,
        opponent.name,
        options.games,
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * points / games,
        started.elapsed().as_secs_f64(),
        clock.mean(0),
        clock.mean(1)
    )
    .map_err(super::io)
}

/// The game's position in FEN.
fn written(game: &Draughts) -> String {
    fen(
        &game.variant().geo,
        game.variant().rules.squares,
        game.position(),
    )
}

/// Appends `line` to the file at `path`.
pub(super) fn append(path: &str, line: &str) -> Result<(), String> {
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{path}: {e}"))?;
    file.write_all(line.as_bytes())
        .map_err(|e| format!("{path}: {e}"))
}
