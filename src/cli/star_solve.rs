//! `leapfrog solve LEVEL [--fewest-moves]` for a Chinese checkers solo level: one move per
//! line in the notation of GAMES.md. Without the flag, a short line by beam search (the
//! proven fewest when the marbles are few); with it, the proven fewest or a clear failure.

use std::io::Write;

use super::bench_chinese_checkers::CROSSING_WIDTH;
use crate::ai::chinese_checkers::solo;
use crate::level::chinese_checkers::{SOLO_KIND, solo_shipped_or_file};
use crate::rules::Game;
use crate::rules::chinese_checkers::StarMove;

/// States `--fewest-moves` may hold before it gives up.
const FEWEST_LIMIT: usize = 40_000_000;

/// Whether the level argument names a Chinese checkers solo level.
pub fn is_solo(args: &[String]) -> bool {
    let Some(name) = args.first() else {
        return false;
    };
    if let Ok(text) = std::fs::read_to_string(name) {
        return crate::level::error::struct_name(&text).as_deref() == Some(SOLO_KIND);
    }
    solo_shipped_or_file(name).is_ok()
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let (name, fewest) = match args {
        [name] => (name, false),
        [name, flag] if flag == "--fewest-moves" => (name, true),
        _ => return Err("usage: leapfrog solve LEVEL [--fewest-moves]".into()),
    };
    let level = solo_shipped_or_file(name)?;
    let (start, goal) = (level.start_holes(), level.goal_holes());
    let line = if fewest || start.count_ones() <= 5 {
        solo::fewest(start, goal, FEWEST_LIMIT)
    } else {
        solo::beam(level.seat, start, goal, CROSSING_WIDTH, 80)
    };
    let line = match line {
        Ok(line) => line,
        Err(why) => {
            writeln!(out, "no solution: {why}").map_err(super::io)?;
            return Ok(1);
        }
    };
    let mut game = level.game();
    for (from, to) in line {
        let mv = StarMove::Go { from, to };
        writeln!(out, "{}", game.move_text(&mv)).map_err(super::io)?;
        game.play(&mv);
    }
    Ok(0)
}
