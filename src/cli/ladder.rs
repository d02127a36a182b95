//! `leapfrog bench GAME --ladder [--games N]`: each strength against the one below it on the
//! game's default variant, and an Elo estimate per strength. Strength 1 is anchored at
//! [`ANCHOR`] Elo; each step adds the Elo difference its score implies.

use std::io::Write;

use super::arena::{Tally, play_games, split_over_cores};
use crate::games::Family;

/// The Elo given to strength 1 (the source's player, a beginner's level).
pub const ANCHOR: f64 = 1000.0;

/// The Elo difference a score fraction implies over `games` games. A clean sweep is counted
/// as half a game short of one, so the estimate stays finite.
pub fn elo_difference(score: f64, games: u32) -> f64 {
    let games = f64::from(games.max(1));
    let p = score.clamp(0.5 / games, 1.0 - 0.5 / games);
    400.0 * (p / (1.0 - p)).log10()
}

/// A match of `games` games between two strengths on `variant`, split over the machine's
/// cores: each thread starts its own game (a game is not shared between threads).
fn match_on_all_cores(
    family: &dyn Family,
    variant: &str,
    strengths: [u8; 2],
    games: u32,
) -> Result<Tally, String> {
    split_over_cores(games, |range| {
        let start = family.start(variant)?;
        Ok(play_games(start.as_ref(), strengths, range, None, |_| {}))
    })
}

/// Plays the ladder on `variant`; one line per rung as it is played, then the Elo table.
/// Returns each strength's Elo, strength 1 first.
pub fn run(
    family: &dyn Family,
    variant: &str,
    games: u32,
    out: &mut dyn Write,
) -> Result<Vec<f64>, String> {
    let max = family.start(variant)?.max_strength();
    let mut elos = vec![ANCHOR];
    let mut elo = ANCHOR;
    for upper in 2..=max {
        let tally = match_on_all_cores(family, variant, [upper, upper - 1], games)?;
        let score =
            (f64::from(tally.wins) + f64::from(tally.draws) / 2.0) / f64::from(games.max(1));
        elo += elo_difference(score, games);
        writeln!(
            out,
            "strength {upper} vs {}: {} - {} - {} over {games} games ({:.0}%)",
            upper - 1,
            tally.wins,
            tally.draws,
            tally.losses,
            100.0 * score
        )
        .map_err(super::io)?;
        elos.push(elo);
    }
    let table: Vec<String> = elos
        .iter()
        .enumerate()
        .map(|(i, elo)| format!("{}: {elo:.0}", i + 1))
        .collect();
    writeln!(
        out,
        "Elo (strength 1 anchored at {ANCHOR:.0}): {}",
        table.join(", ")
    )
    .map_err(super::io)?;
    Ok(elos)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_differences_follow_the_logistic_curve() {
        assert!(elo_difference(0.5, 100).abs() < 1e-9);
        assert!((elo_difference(0.75, 100) - 190.8).abs() < 0.1);
        assert!((elo_difference(0.25, 100) + 190.8).abs() < 0.1);
        let sweep = elo_difference(1.0, 10);
        assert!(sweep.is_finite() && sweep > 400.0, "{sweep}");
    }
}
