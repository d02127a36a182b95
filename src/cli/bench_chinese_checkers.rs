//! `leapfrog bench chinese-checkers`: the search's speed, the solo figures (a crossing of
//! the ten marbles by beam search, the fewest moves proven for every shipped solo puzzle),
//! and the strongest two-seat strength against the source's player.

use std::io::Write;
use std::time::Duration;

use super::arena::play_games_on_all_cores;
use crate::ai::Cancel;
use crate::ai::budget::Instant;
use crate::ai::chinese_checkers::{MAX_STRENGTH, budget, solo, start_search};
use crate::level::chinese_checkers::{PROOF_LIMIT, shipped_or_file, shipped_solos};
use crate::rules::Game;
use crate::rules::chinese_checkers::ChineseCheckers;
use crate::rules::chinese_checkers::board::geometry;

/// Beam width for the ten-marble crossing.
pub const CROSSING_WIDTH: usize = 30_000;

pub fn run(games: u32, out: &mut dyn Write) -> Result<(), String> {
    let mut say = |line: String| writeln!(out, "{line}").map_err(super::io);

    // Search speed from a few midgame positions.
    let mut nodes = 0;
    let mut time = Duration::ZERO;
    for (seats, plies) in [
        (&[1u8, 4][..], 20),
        (&[1, 3, 5][..], 30),
        (&[1, 2, 3, 4, 5, 6][..], 36),
    ] {
        let mut game = ChineseCheckers::start(seats);
        for i in 0..plies {
            let mv = crate::ai::chinese_checkers::source::choose(&game, 8, i).ok_or("no move")?;
            game.play(&mv);
        }
        let mut thinking = start_search(&game, budget(MAX_STRENGTH), Cancel::default(), 1);
        let (searched, took) = super::bench::timed_search(thinking.as_mut());
        time += took;
        nodes += searched;
    }
    say(format!(
        "search: {nodes} nodes in {:.2} s ({:.0} k nodes/s)",
        time.as_secs_f64(),
        nodes as f64 / time.as_secs_f64().max(1e-9) / 1e3
    ))?;

    let g = geometry();
    let started = Instant::now();
    let crossing = solo::beam(1, g.home(1), g.target(1), CROSSING_WIDTH, 60)?;
    say(format!(
        "solo crossing (10 marbles): {} moves found by beam search (width {CROSSING_WIDTH}) \
         in {:.1} s; 27 is the proven minimum",
        crossing.len(),
        started.elapsed().as_secs_f64()
    ))?;

    for level in shipped_solos().iter().filter(|s| s.proven) {
        let started = Instant::now();
        let line = solo::fewest(level.start_holes(), level.goal_holes(), PROOF_LIMIT)?;
        say(format!(
            "solo {}: fewest {} moves proven in {:.2} s (file: {})",
            level.name,
            line.len(),
            started.elapsed().as_secs_f64(),
            level.par
        ))?;
    }

    let variant = shipped_or_file("chinese-checkers-2")?;
    let started = Instant::now();
    let tally = play_games_on_all_cores(&variant.game(), [MAX_STRENGTH, 2], games);
    say(format!(
        "chinese-checkers-2: strength {MAX_STRENGTH} vs strength 2 (the source's player) over \
         {games} games from random openings: {} - {} - {} ({:.1}% wins) in {:.0} s",
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * f64::from(tally.wins) / f64::from(games.max(1)),
        started.elapsed().as_secs_f64()
    ))?;
    Ok(())
}
