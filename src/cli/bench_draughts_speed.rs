//! `leapfrog bench draughts --speed [--hub "COMMAND"] [--dir DIR] [--millis M] [--threads T]`:
//! nodes a second and depth reached by international's expert in M ms (500 unless told) from
//! five middle-game positions, and beside them another Hub engine's own figures (its last
//! `info` line, its time where it gives one) on the same positions. The positions are the
//! bench's random openings 1-5 played on 30 plies by the classic engine at depth 4, which does
//! not change as the expert does, so every build measures the same five (and on past any
//! capture or forced move, which either engine would answer at once).

use std::io::Write;
use std::time::Duration;

use super::bench_draughts::{opening, variant};
use super::hub_client::{HubEngine, Limit};
use crate::ai::budget::Instant;
use crate::ai::draughts::{Engine, Plan, start_with_weights};
use crate::ai::{Budget, Cancel, think_to_end};
use crate::rules::Game;
use crate::rules::draughts::Draughts;
use crate::rules::draughts::notation::fen;

/// Plies played on from each opening to reach the middle game.
const MIDDLE_GAME_PLIES: u32 = 30;
const POSITIONS: u32 = 5;

pub struct Speed {
    pub hub: Option<String>,
    pub dir: Option<String>,
    pub millis: u64,
    pub threads: usize,
}

/// The five middle-game positions.
pub fn middle_games() -> Result<Vec<Draughts>, String> {
    let international = variant("draughts-international")?;
    let classic = Plan {
        budget: Budget::depth(4),
        noise: 0,
        engine: Engine::Classic,
        threads: 1,
        keeps_table: false,
    };
    let mut positions = Vec::new();
    for pair in 1..=POSITIONS {
        let mut game = opening(&international, pair);
        let mut ply = 0;
        while ply < MIDDLE_GAME_PLIES || !open_choice(&game) {
            if game.outcome().is_some() {
                return Err(format!("opening {pair}: the game ended at ply {ply}"));
            }
            let mut thinking = start_with_weights(&game, classic, None, Cancel::default(), 0);
            let mv = think_to_end(thinking.as_mut())
                .ok_or_else(|| format!("opening {pair}: no move at ply {ply}"))?;
            game.play(&mv);
            ply += 1;
        }
        positions.push(game);
    }
    Ok(positions)
}

/// More than one move and none a capture: a position the engines must think about.
fn open_choice(game: &Draughts) -> bool {
    let legal = game.legal_moves();
    legal.len() > 1 && legal.iter().all(|m| !m.mv.is_capture())
}

pub fn run(options: &Speed, out: &mut dyn Write) -> Result<(), String> {
    let io = super::io;
    let time = Duration::from_millis(options.millis);
    let positions = middle_games()?;
    // The databases load on first use (seconds): not the search's time.
    crate::ai::draughts::endgame::for_variant(positions[0].variant());
    let mut hub = match &options.hub {
        Some(command) => Some(HubEngine::start(command, options.dir.as_deref())?),
        None => None,
    };
    let expert = Plan {
        budget: Budget::move_time(time),
        noise: 0,
        engine: Engine::Current,
        threads: options.threads,
        keeps_table: false,
    };
    let mut totals = [(0u64, 0u32, 0.0f64); 2];
    for (number, game) in positions.iter().enumerate() {
        let geo = &game.variant().geo;
        let squares = game.variant().rules.squares;
        writeln!(
            out,
            "position {}: {}",
            number + 1,
            fen(geo, squares, game.position())
        )
        .map_err(io)?;
        let started = Instant::now();
        let mut thinking = start_with_weights(game, expert, None, Cancel::default(), 0);
        think_to_end(thinking.as_mut());
        let seconds = started.elapsed().as_secs_f64();
        let (nodes, depth) = (thinking.nodes(), thinking.depth().unwrap_or(0));
        writeln!(out, "  Leapfrog: {}", figures(depth, nodes, seconds)).map_err(io)?;
        totals[0] = (
            totals[0].0 + nodes,
            totals[0].1 + depth,
            totals[0].2 + seconds,
        );
        if let Some(engine) = hub.as_mut() {
            engine.new_game()?;
            let started = Instant::now();
            engine.best_move(game, Limit::MoveTime(time))?;
            let waited = started.elapsed().as_secs_f64();
            let (depth, nodes, seconds) = engine.last_figures.map_or((0, 0, waited), |f| {
                (f.depth, f.nodes, f.seconds.unwrap_or(waited))
            });
            writeln!(out, "  {}: {}", engine.name, figures(depth, nodes, seconds)).map_err(io)?;
            totals[1] = (
                totals[1].0 + nodes,
                totals[1].1 + depth,
                totals[1].2 + seconds,
            );
        }
    }
    let names = [
        format!("Leapfrog (threads: {})", options.threads),
        hub.as_ref().map(|h| h.name.clone()).unwrap_or_default(),
    ];
    for ((nodes, depths, seconds), name) in totals.iter().zip(names) {
        if *seconds > 0.0 {
            writeln!(
                out,
                "{name}, {} ms a position: mean depth {:.1}, {:.0} nodes/s",
                options.millis,
                f64::from(*depths) / f64::from(POSITIONS),
                *nodes as f64 / seconds
            )
            .map_err(io)?;
        }
    }
    Ok(())
}

fn figures(depth: u32, nodes: u64, seconds: f64) -> String {
    format!(
        "depth {depth}, {nodes} nodes in {seconds:.3} s, {:.0} nodes/s",
        nodes as f64 / seconds.max(1e-9)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_five_middle_games_are_the_same_each_time_and_each_a_real_choice() {
        let first = middle_games().unwrap();
        let again = middle_games().unwrap();
        assert_eq!(first.len(), POSITIONS as usize);
        for (a, b) in first.iter().zip(&again) {
            assert_eq!(a.position(), b.position());
            assert!(open_choice(a));
            // Past the opening: pieces have been taken.
            assert!(a.position().occupied().count_ones() < 40);
        }
    }
}
