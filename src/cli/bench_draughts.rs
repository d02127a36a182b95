//! `leapfrog bench draughts`: international perft(9), search speed, the expert against the
//! engine as it was before the learned evaluation (equal time a move, random openings), and
//! the strongest level against the weakest on glass checkers (the strong side's time capped
//! per move).

use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use super::arena::{Tally, split_over_cores, varied_plies};
use crate::ai::budget::Instant;
use crate::ai::draughts::{MAX_STRENGTH, Plan, plan, start_with_plan};
use crate::ai::{Cancel, think_to_end};
use crate::rules::draughts::board::WHITE;
use crate::rules::draughts::perft::perft;
use crate::rules::draughts::{Draughts, Variant};
use crate::rules::{Game, Outcome};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Time per move of the strongest level in the match (its full budget is seconds a move).
const MATCH_MOVE_TIME: Duration = Duration::from_millis(100);

fn variant(name: &str) -> Result<Arc<Variant>, String> {
    crate::level::draughts::shipped_or_file(name).map(|l| l.variant)
}

pub fn run(games: u32, out: &mut dyn Write) -> Result<(), String> {
    let io = super::io;
    let international = variant("draughts-international")?;
    let started = Instant::now();
    let count = perft(&international, &international.start, 9);
    writeln!(
        out,
        "draughts international perft(9): {count} in {:.3} s",
        started.elapsed().as_secs_f64()
    )
    .map_err(io)?;
    for name in ["draughts-international", "draughts-glass"] {
        let game = Draughts::new(variant(name)?);
        let searching = Plan {
            budget: crate::ai::Budget::time(Duration::from_secs(3)),
            noise: 0,
            classic: false,
            threads: 1,
        };
        let started = Instant::now();
        let mut thinking = start_with_plan(&game, searching, Cancel::default(), 0);
        think_to_end(thinking.as_mut());
        let secs = started.elapsed().as_secs_f64();
        writeln!(
            out,
            "draughts {name} search from the start, 3 s: {} nodes, {:.0} nodes/s",
            thinking.nodes(),
            thinking.nodes() as f64 / secs
        )
        .map_err(io)?;
    }
    let started = Instant::now();
    let tally = versus_classic(&international, MATCH_MOVE_TIME, games);
    let points = f64::from(tally.wins) + f64::from(tally.draws) / 2.0;
    writeln!(
        out,
        "draughts international, expert vs classic (hand-set evaluation, plain search), {} ms a \
         move each, {games} games: {} wins, {} draws, {} losses ({:.0}% of the points) in {:.0} s",
        MATCH_MOVE_TIME.as_millis(),
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * points / f64::from(games.max(1)),
        started.elapsed().as_secs_f64()
    )
    .map_err(io)?;
    let glass = variant("draughts-glass")?;
    let mut strong = plan(MAX_STRENGTH);
    strong.budget.max_time = Some(MATCH_MOVE_TIME);
    let weak = plan(1);
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let started = Instant::now();
    for g in 0..games {
        let strong_side = (g % 2) as u8;
        match play(&glass, strong, weak, strong_side, u64::from(g)) {
            Some(Outcome::Win(side)) if side == strong_side => wins += 1,
            Some(Outcome::Win(_)) => losses += 1,
            _ => draws += 1,
        }
    }
    writeln!(
        out,
        "draughts glass, strength {MAX_STRENGTH} ({} ms a move) vs strength 1, {games} games: {wins} wins, {draws} draws, {losses} losses ({:.0}% won) in {:.0} s",
        MATCH_MOVE_TIME.as_millis(),
        100.0 * f64::from(wins) / f64::from(games.max(1)),
        started.elapsed().as_secs_f64()
    )
    .map_err(io)?;
    Ok(())
}

/// The expert against the classic engine at `move_time` a move each, over the cores: game
/// `g` opens with 2 to 6 random plies shared by the pair `g / 2`, the expert White in even
/// games.
pub fn versus_classic(variant: &Arc<Variant>, move_time: Duration, games: u32) -> Tally {
    let expert = Plan {
        budget: crate::ai::Budget::time(move_time),
        noise: 0,
        classic: false,
        threads: 1,
    };
    let classic = Plan {
        classic: true,
        ..expert
    };
    let played: Result<Tally, String> = split_over_cores(games, |range| {
        let mut tally = Tally::default();
        for g in range {
            let mut rng = SmallRng::seed_from_u64(u64::from(g / 2) * 7919 + 1);
            let mut game = Draughts::new(variant.clone());
            for _ in 0..varied_plies(g / 2) {
                let legal = game.legal_moves();
                if game.outcome().is_some() || legal.is_empty() {
                    break;
                }
                game.play(&legal[rng.random_range(0..legal.len())]);
            }
            let expert_side = (g % 2) as u8;
            let players = if expert_side == WHITE {
                [expert, classic]
            } else {
                [classic, expert]
            };
            let outcome = play_from(game, players, u64::from(g)).unwrap_or(Outcome::Draw);
            tally.add(outcome, expert_side);
        }
        Ok(tally)
    });
    played.expect("draughts games cannot fail")
}

/// Plays on from `game` with White's and Black's plans, to the end or 400 plies.
fn play_from(mut game: Draughts, players: [Plan; 2], seed: u64) -> Option<Outcome> {
    for ply in 0..400 {
        if game.outcome().is_some() {
            break;
        }
        let plan = players[usize::from(game.side_to_move())];
        let mut thinking = start_with_plan(&game, plan, Cancel::default(), seed * 1000 + ply);
        let mv = think_to_end(thinking.as_mut())?;
        game.play(&mv);
    }
    game.outcome()
}

/// One game from the start, ended by the rules or undecided after 400 moves.
fn play(
    variant: &Arc<Variant>,
    strong: Plan,
    weak: Plan,
    strong_side: u8,
    seed: u64,
) -> Option<Outcome> {
    let players = if strong_side == WHITE {
        [strong, weak]
    } else {
        [weak, strong]
    };
    play_from(Draughts::new(variant.clone()), players, seed)
}
