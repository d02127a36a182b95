//! `leapfrog bench gomoku`: VCF solve times on the shipped puzzles with long forced wins,
//! the main search's speed, and the strongest player against strength 1 on 15x15 and 10x10.

use std::io::Write;
use std::time::Duration;

use super::arena::play_games_on_all_cores;
use crate::ai::Cancel;
use crate::ai::budget::Instant;
use crate::ai::gomoku::threats::ThreatSolver;
use crate::ai::gomoku::{MAX_STRENGTH, StoneThinking, board_of, plan};
use crate::level::gomoku::{Pack, shipped_or_file, shipped_puzzles};
use crate::rules::gomoku::Gomoku;

pub fn run(games: u32, out: &mut dyn Write) -> Result<(), String> {
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

    for variant in ["gomoku-15", "gomoku-10"] {
        let variant = shipped_or_file(variant)?;
        let started = Instant::now();
        let start = Gomoku::new(&variant.setup(variant.opening));
        let tally = play_games_on_all_cores(&start, [MAX_STRENGTH, 1], games);
        say(format!(
            "{}: strength {MAX_STRENGTH} vs strength 1 over {games} games from random openings: \
             {} - {} - {} ({:.1}% wins) in {:.0} s",
            variant.name,
            tally.wins,
            tally.draws,
            tally.losses,
            100.0 * f64::from(tally.wins) / f64::from(games.max(1)),
            started.elapsed().as_secs_f64()
        ))?;
    }
    Ok(())
}
