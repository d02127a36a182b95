//! `leapfrog arena VARIANT A B GAMES`: engine against engine from varied openings, colours
//! alternating; the last line is `A W - D - L B` (wins, draws and losses of A).

use std::io::Write;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::ai::reversi::{MAX_STRENGTH, start};
use crate::ai::{Cancel, think_to_end};
use crate::level::shipped;
use crate::rules::reversi::{Reversi, ReversiSetup};
use crate::rules::{Game, Outcome};

/// Wins, draws and losses of the first player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// The opening for a pair of games: a few random plies from the start.
fn opening(setup: &ReversiSetup, pair: u32) -> Reversi {
    let mut rng = SmallRng::seed_from_u64(u64::from(pair) * 7919 + 1);
    let mut game = Reversi::new(setup);
    let plies = 2 + pair % 5;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(&moves[rng.random_range(0..moves.len())]);
    }
    game
}

/// Plays `games` games; game `g` uses opening `g / 2` and A plays black in even games.
pub fn play_match(
    setup: &ReversiSetup,
    strengths: [u8; 2],
    games: u32,
    mut report: impl FnMut(u32, Outcome, bool),
) -> Tally {
    let mut tally = Tally::default();
    for g in 0..games {
        let a_is_black = g % 2 == 0;
        let mut game = opening(setup, g / 2);
        while game.outcome().is_none() {
            let side = game.side_to_move();
            let a_to_move = (side == 0) == a_is_black;
            let strength = strengths[usize::from(!a_to_move)];
            let mut thinking = start(&game, strength, Cancel::default(), u64::from(g));
            let mv = think_to_end(thinking.as_mut()).expect("a game in progress has a move");
            game.play(&mv);
        }
        let outcome = game.outcome().expect("the loop ends at game over");
        match outcome {
            Outcome::Draw => tally.draws += 1,
            Outcome::Win(side) if (side == 0) == a_is_black => tally.wins += 1,
            Outcome::Win(_) => tally.losses += 1,
        }
        report(g, outcome, a_is_black);
    }
    tally
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let [variant, a, b, games] = args else {
        return Err("usage: leapfrog arena VARIANT STRENGTH_A STRENGTH_B GAMES".into());
    };
    let strength = |what: &str, text: &str| -> Result<u8, String> {
        let s: u8 = super::number(what, text)?;
        if (1..=MAX_STRENGTH).contains(&s) {
            Ok(s)
        } else {
            Err(format!("{what} must be 1 to {MAX_STRENGTH}, found {s}"))
        }
    };
    let strengths = [strength("STRENGTH_A", a)?, strength("STRENGTH_B", b)?];
    let games: u32 = super::number("GAMES", games)?;
    let variant = shipped::reversi_or_file(variant)?;
    let mut failed = None;
    let tally = play_match(
        &variant.setup(),
        strengths,
        games,
        |g, outcome, a_is_black| {
            let result = match outcome {
                Outcome::Draw => "draw".to_string(),
                Outcome::Win(side) if (side == 0) == a_is_black => "A wins".to_string(),
                Outcome::Win(_) => "B wins".to_string(),
            };
            let colour = if a_is_black { "black" } else { "white" };
            if let Err(e) = writeln!(out, "game {}: A {colour}, {result}", g + 1) {
                failed = Some(e.to_string());
            }
        },
    );
    if let Some(e) = failed {
        return Err(e);
    }
    writeln!(
        out,
        "A {} - {} - {} B",
        tally.wins, tally.draws, tally.losses
    )
    .map_err(super::io)?;
    Ok(0)
}
