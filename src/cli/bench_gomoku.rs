//! `leapfrog bench gomoku`: VCF solve times on the shipped puzzles with long forced wins,
//! the main search's speed, and the strongest player against strength 1 on 15x15 and 10x10
//! (at its own time a move, or at `--seconds S` for quicker matches; `--variant NAME` plays
//! them on that board alone).

use std::io::Write;
use std::sync::Mutex;
use std::time::Duration;

use super::arena::{
    Tally, move_seed, opening, play_games_on_all_cores, split_over_cores, varied_plies,
};
use crate::ai::budget::Instant;
use crate::ai::gomoku::threats::ThreatSolver;
use crate::ai::gomoku::{MAX_STRENGTH, StoneThinking, board_of, plan, think_with};
use crate::ai::{Cancel, think_to_end};
use crate::level::gomoku::{Pack, shipped_or_file, shipped_puzzles};
use crate::rules::gomoku::{Gomoku, Opening};
use crate::rules::{Game, Outcome};

pub fn run(games: u32, out: &mut dyn Write) -> Result<(), String> {
    run_with(games, None, None, out)
}

/// The bench with the strongest player's matches at `move_time` a move instead of its plan's,
/// and on `variant` alone instead of both shipped boards.
pub fn run_with(
    games: u32,
    move_time: Option<Duration>,
    variant: Option<&str>,
    out: &mut dyn Write,
) -> Result<(), String> {
    let boards: Vec<_> = match variant {
        Some(name) => vec![shipped_or_file(name)?],
        None => vec![shipped_or_file("gomoku-15")?, shipped_or_file("gomoku-10")?],
    };
    let mut say = |line: String| writeln!(out, "{line}").map_err(super::io);
    let long: Vec<_> = shipped_puzzles()
        .into_iter()
        .filter(|p| p.pack == Pack::Vcf && p.solution.len() >= 15)
        .collect();
    let mut worst = Duration::ZERO;
    for puzzle in &long {
        let (geo, board) = board_of(&puzzle.game());
        let started = Instant::now();
        let line = ThreatSolver::new()
            .solve(&geo, &board, false, 20, u64::MAX / 2)
            .map_err(|_| "out of nodes".to_string())?;
        let took = started.elapsed();
        worst = worst.max(took);
        say(format!(
            "vcf {}: {} plies found in {:.1} ms",
            puzzle.name,
            line.map_or(0, |l| l.len()),
            took.as_secs_f64() * 1e3
        ))?;
    }
    say(format!(
        "vcf: {} positions with wins of 15 plies or more, slowest {:.1} ms",
        long.len(),
        worst.as_secs_f64() * 1e3
    ))?;

    let mut nodes = 0;
    let mut time = Duration::ZERO;
    for puzzle in shipped_puzzles().iter().filter(|p| p.pack == Pack::Vct) {
        let mut search_plan = plan(MAX_STRENGTH);
        search_plan.vcf = (0, 0);
        search_plan.vct = (0, 0);
        search_plan.time = Duration::from_millis(500);
        let mut thinking = StoneThinking::new(&puzzle.game(), search_plan, Cancel::default(), 1);
        let (searched, took) = super::bench::timed_search(&mut thinking);
        time += took;
        nodes += searched;
    }
    say(format!(
        "main search: {nodes} nodes in {:.2} s ({:.0} k nodes/s)",
        time.as_secs_f64(),
        nodes as f64 / time.as_secs_f64().max(1e-9) / 1e3
    ))?;

    for variant in boards {
        let started = Instant::now();
        // The random openings stand in for swap2: a match always starts free.
        let start = Gomoku::new(&variant.setup(Opening::Free));
        let (tally, lost, pace) = match move_time {
            None => (
                play_games_on_all_cores(&start, [MAX_STRENGTH, 1], games),
                Vec::new(),
                String::new(),
            ),
            Some(time) => {
                let (tally, lost) = timed_match(&start, games, time)?;
                (
                    tally,
                    lost,
                    format!(" at {:.2} s a move", time.as_secs_f64()),
                )
            }
        };
        say(format!(
            "{}: strength {MAX_STRENGTH}{pace} vs strength 1 over {games} games from random \
             openings: {} - {} - {} ({:.1}% wins) in {:.0} s",
            variant.name,
            tally.wins,
            tally.draws,
            tally.losses,
            100.0 * f64::from(tally.wins) / f64::from(games.max(1)),
            started.elapsed().as_secs_f64()
        ))?;
        for (number, moves) in lost {
            say(format!("  lost game {number}: {moves}"))?;
        }
    }
    Ok(())
}

/// The arena's match (its openings, seats and seeds) with the strongest player held to
/// `time` a move, split over the cores; with the games it lost (number and moves, as
/// `arena --moves` writes them), so that they can be replayed and studied.
fn timed_match(
    start: &Gomoku,
    games: u32,
    time: Duration,
) -> Result<(Tally, Vec<(u32, String)>), String> {
    let lost = Mutex::new(Vec::new());
    let tally = split_over_cores(games, |range| {
        let mut tally = Tally::default();
        for g in range {
            let (round, a_seat) = (g / 2, (g % 2) as u8);
            let mut game = start.clone();
            let mut texts = opening(start, round, varied_plies(round)).1;
            for text in &texts {
                let mv = game.read_move(text)?;
                game.play(&mv);
            }
            let mut ply = 0;
            while game.outcome().is_none() {
                let (strength, limit) = if game.side_to_move() == a_seat {
                    (MAX_STRENGTH, Some(time))
                } else {
                    (1, None)
                };
                let seed = move_seed(g, ply);
                let mut thinking = think_with(&game, strength, limit, Cancel::default(), seed);
                let Some(mv) = think_to_end(thinking.as_mut()) else {
                    break;
                };
                texts.push(game.move_text(&mv));
                game.play(&mv);
                ply += 1;
            }
            let outcome = game.outcome().unwrap_or(Outcome::Draw);
            if matches!(outcome, Outcome::Win(seat) if seat != a_seat) {
                let mut lost = lost
                    .lock()
                    .map_err(|_| "a match thread failed".to_string())?;
                lost.push((g + 1, texts.join(" ")));
            }
            tally.add(outcome, a_seat);
        }
        Ok::<_, String>(tally)
    })?;
    let mut lost = lost.into_inner().map_err(|_| "a match thread failed")?;
    lost.sort();
    Ok((tally, lost))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_timed_match_plays_every_game_to_its_end() {
        let variant = shipped_or_file("gomoku-10").unwrap();
        let start = Gomoku::new(&variant.setup(variant.opening));
        let (tally, lost) = timed_match(&start, 2, Duration::from_millis(20)).unwrap();
        assert_eq!(tally.wins + tally.draws + tally.losses, 2);
        assert_eq!(lost.len(), tally.losses as usize, "each loss is listed");
    }
}
