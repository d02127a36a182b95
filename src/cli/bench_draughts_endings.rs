//! `leapfrog bench draughts --endings [--variant NAME] [--games N] [--millis M] [--pieces P]`:
//! what the endgame databases of P pieces (5 unless told) are worth to the expert. N positions
//! won for the side to move are drawn at random from the variant's generated P-piece tables;
//! from each, the expert (one core, M ms a move) plays the winning side and the tables play
//! the longest defence, under the game's draw rules, with three sets of tables:
//! - the P-piece tables with their outcomes alone (as `LEAPFROG_ENDGAMES_PLIES=4` holds five);
//! - with the plies of every table (as the engine holds them unless told);
//! - without the P-piece tables (what the engine had before they were built).
//!
//! Each line says how many of the wins were won, and in how many plies against the
//! quickest the tables know. Last, the expert with the P-piece tables as outcomes plays the
//! expert without them from N positions of P + 2 pieces (reached by strength 6 from random
//! openings, each played twice with colours swapped): what the tables tell of the
//! exchanges into them.

use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use crate::ai::budget::Instant;
use crate::ai::draughts::endgame::index::Material;
use crate::ai::draughts::endgame::{Endgames, Value, file, path_for};
use crate::ai::draughts::{Engine, Plan, start_with_tables};
use crate::ai::{Budget, Cancel, think_to_end};
use crate::rules::draughts::position::Position;
use crate::rules::draughts::{Draughts, Variant};
use crate::rules::{Game, Outcome};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

pub struct Options {
    pub variant: String,
    pub games: u32,
    pub millis: u64,
    pub pieces: u32,
}

/// The plies a game may last before it counts as not won.
const MOST_PLIES: usize = 400;

pub fn run(options: &Options, out: &mut dyn Write) -> Result<(), String> {
    let variant = super::bench_draughts::variant(&options.variant)?;
    let path = path_for(&variant.name).ok_or("no data folder (set HOME or LEAPFROG_ENDGAMES)")?;
    let full = Arc::new(file::load(&path, &variant, u32::MAX)?);
    if full.pieces < options.pieces {
        return Err(format!(
            "{}: holds tables up to {} pieces, not {} (leapfrog generate draughts-endgames --variant {} --pieces {})",
            path.display(),
            full.pieces,
            options.pieces,
            variant.name,
            options.pieces
        ));
    }
    let starts = won_positions(&full, options.pieces, options.games);
    let outcomes = Arc::new(file::load(&path, &variant, options.pieces - 1)?);
    let fewer =
        Arc::new(file::load(&path, &variant, u32::MAX)?.without_more_than(options.pieces - 1));
    let quickest: u64 = starts.iter().map(|(_, d)| u64::from(*d)).sum();
    writeln!(
        out,
        "{} won {}-piece positions from {}, the tables' quickest wins {:.1} plies on average, {} ms a move",
        starts.len(),
        options.pieces,
        path.display(),
        quickest as f64 / starts.len().max(1) as f64,
        options.millis
    )
    .map_err(super::io)?;
    let sets = [
        ("the largest tables as outcomes", outcomes.clone()),
        ("with every table's plies", full.clone()),
        ("without the largest tables", fewer.clone()),
    ];
    for (title, tables) in sets {
        let started = Instant::now();
        let (mut won, mut plies) = (0, 0usize);
        for (g, (pos, _)) in starts.iter().enumerate() {
            let played = convert(&variant, *pos, &tables, &full, options.millis, g as u64);
            if let Some(n) = played {
                won += 1;
                plies += n;
            }
        }
        writeln!(
            out,
            "  {title}: won {won} of {} ({:.1} plies on average) in {:.0} s",
            starts.len(),
            plies as f64 / f64::from(won.max(1)),
            started.elapsed().as_secs_f64()
        )
        .map_err(super::io)?;
    }
    let started = Instant::now();
    let pairs = options.games.div_ceil(2);
    let tally = super::arena::split_over_cores(pairs * 2, |range| {
        let mut tally = super::arena::Tally::default();
        for g in range {
            let Some(start) = before_the_ending(&variant, g / 2, options.pieces + 2) else {
                continue;
            };
            let with_side = (g % 2) as u8;
            let mut seats = [fewer.clone(), fewer.clone()];
            seats[usize::from(with_side)] = outcomes.clone();
            let outcome = play_out(start, &seats, options.millis, u64::from(g));
            tally.add(outcome, with_side);
        }
        Ok::<_, String>(tally)
    })?;
    let games = tally.wins + tally.draws + tally.losses;
    writeln!(
        out,
        "  from {}-piece positions, with the largest tables as outcomes against without: {} wins, {} draws, {} losses ({:.0}% of the points) in {:.0} s",
        options.pieces + 2,
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * (f64::from(tally.wins) + f64::from(tally.draws) / 2.0) / f64::from(games.max(1)),
        started.elapsed().as_secs_f64()
    )
    .map_err(super::io)?;
    Ok(())
}

/// The position where strength 6, from the random opening of `pair`, first has at most
/// `pieces` pieces and no capture due; None where the game ends before.
fn before_the_ending(variant: &Arc<Variant>, pair: u32, pieces: u32) -> Option<Draughts> {
    let mut game = super::bench_draughts::opening(variant, pair);
    for ply in 0..MOST_PLIES {
        let pos = *game.position();
        let quiet = !game.legal_moves().iter().any(|m| m.mv.is_capture());
        if (pos.pieces[0] | pos.pieces[1]).count_ones() <= pieces && quiet {
            return Some(Draughts::from_position(variant.clone(), pos));
        }
        if game.outcome().is_some() {
            return None;
        }
        let mut thinking = crate::ai::draughts::start(&game, 6, Cancel::default(), ply as u64);
        let mv = think_to_end(thinking.as_mut())?;
        game.play(&mv);
    }
    None
}

/// The expert's search at `millis` a move, on one core (the games share the cores).
fn expert_on_one_core(millis: u64) -> Plan {
    Plan {
        budget: Budget::time(Duration::from_millis(millis)),
        noise: 0,
        engine: Engine::Current,
        threads: 1,
        keeps_table: false,
    }
}

/// Plays `game` out with the expert on each seat's tables; a draw after [`MOST_PLIES`].
fn play_out(mut game: Draughts, seats: &[Arc<Endgames>; 2], millis: u64, seed: u64) -> Outcome {
    let plan = expert_on_one_core(millis);
    for _ in 0..MOST_PLIES {
        if let Some(outcome) = game.outcome() {
            return outcome;
        }
        let tables = seats[usize::from(game.side_to_move())].clone();
        let mut thinking = start_with_tables(&game, plan, Some(tables), Cancel::default(), seed);
        let Some(mv) = think_to_end(thinking.as_mut()) else {
            break;
        };
        game.play(&mv);
    }
    game.outcome().unwrap_or(Outcome::Draw)
}

/// `count` positions of `pieces` pieces won for the side to move (in 9 plies or more, so
/// that there is something to find), from tables chosen at random.
fn won_positions(full: &Endgames, pieces: u32, count: u32) -> Vec<(Position, u8)> {
    let materials: Vec<Material> = full
        .materials()
        .into_iter()
        .filter(|m| m.pieces() == pieces)
        .collect();
    let mut rng = SmallRng::seed_from_u64(20_261_127);
    let mut found = Vec::new();
    while found.len() < count as usize && !materials.is_empty() {
        let material = materials[rng.random_range(0..materials.len())];
        let index = rng.random_range(0..full.indexer().size(material));
        let Some(pos) = full.indexer().position(material, index) else {
            continue;
        };
        if let Some(Value::Win(d)) = full.probe(&pos)
            && d >= 9
        {
            found.push((pos, d));
        }
    }
    found
}

/// Plays the won `pos` out: the expert with `tables` for the winner, the longest defence of
/// `full` for the loser. The plies it took, if won.
fn convert(
    variant: &Arc<Variant>,
    pos: Position,
    tables: &Arc<Endgames>,
    full: &Endgames,
    millis: u64,
    seed: u64,
) -> Option<usize> {
    let winner = pos.side;
    let mut game = Draughts::from_position(variant.clone(), pos);
    let plan = expert_on_one_core(millis);
    for ply in 0..MOST_PLIES {
        match game.outcome() {
            Some(Outcome::Win(side)) if side == winner => return Some(ply),
            Some(_) => return None,
            None => {}
        }
        let legal = game.legal_moves();
        let mv = if game.side_to_move() == winner {
            let mut thinking =
                start_with_tables(&game, plan, Some(tables.clone()), Cancel::default(), seed);
            think_to_end(thinking.as_mut())?
        } else {
            // The longest defence: the reply to the slowest win, or one that escapes.
            let now = *game.position();
            legal
                .iter()
                .max_by_key(|mv| match full.probe(&now.play(&variant.geo, &mv.mv)) {
                    Some(Value::Win(d)) => i32::from(d),
                    _ => i32::MAX,
                })?
                .clone()
        };
        game.play(&mv);
    }
    None
}
