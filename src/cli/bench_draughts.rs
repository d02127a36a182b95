//! `leapfrog bench draughts`: international perft(9), search speed, and the strongest level
//! against the weakest on glass checkers (the strong side's time capped per move).

use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use crate::ai::budget::Instant;
use crate::ai::draughts::{MAX_STRENGTH, Plan, plan, start_with_plan};
use crate::ai::{Cancel, think_to_end};
use crate::rules::draughts::perft::perft;
use crate::rules::draughts::{Draughts, Variant};
use crate::rules::{Game, Outcome};

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

/// One game, ended by the rules or undecided after 400 moves.
fn play(
    variant: &Arc<Variant>,
    strong: Plan,
    weak: Plan,
    strong_side: u8,
    seed: u64,
) -> Option<Outcome> {
    let mut game = Draughts::new(variant.clone());
    for ply in 0..400 {
        if game.outcome().is_some() {
            break;
        }
        let plan = if game.side_to_move() == strong_side {
            strong
        } else {
            weak
        };
        let mut thinking = start_with_plan(&game, plan, Cancel::default(), seed * 1000 + ply);
        let mv = think_to_end(thinking.as_mut())?;
        game.play(&mv);
    }
    game.outcome()
}
