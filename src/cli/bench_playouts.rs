//! `leapfrog bench playouts [NAME] [--seconds S]`: random playouts from the start, uniform over the
//! legal moves, to the game's end (at most [`MAX_PLIES`]): playouts and plies a second, one
//! thread. Each data fixture beside its native twin, then every shipped data game. RBG's
//! `make benchmark_<game>` measures the same thing, so the figures compare side by side.

use std::io::Write;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::io;
use crate::games::{self, AnyGame};

/// A playout stops here if the rules have not ended it (none of the shipped games reach it).
const MAX_PLIES: u32 = 1000;

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    // An optional first word keeps the games whose name contains it.
    let (only, args) = match args {
        [word, rest @ ..] if !word.starts_with("--") => (word.as_str(), rest),
        _ => ("", args),
    };
    let seconds = match args {
        [] => 2.0,
        [flag, value] if flag == "--seconds" => {
            let s: f64 = super::number("--seconds", value)?;
            if !(s.is_finite() && s > 0.0) {
                return Err(format!("--seconds: {s} is not a positive time"));
            }
            s
        }
        _ => return Err("usage: leapfrog bench playouts [NAME] [--seconds S]".into()),
    };
    table(only, Duration::from_secs_f64(seconds), out)?;
    Ok(0)
}

/// The playout rates of the games whose name contains `only`, `time` each.
pub fn table(only: &str, time: Duration, out: &mut dyn Write) -> Result<(), String> {
    writeln!(
        out,
        "random playouts from the start, {} s each, one thread (playouts/s, plies/s, mean plies)",
        time.as_secs_f64()
    )
    .map_err(io)?;
    for (name, text, native, _) in super::bench_jump::PAIRS {
        if !name.contains(only) {
            continue;
        }
        let rules = crate::level::jump::parse(name, text)
            .map_err(|e| e.to_string())?
            .rules;
        let data = crate::rules::jump::JumpState::new(rules);
        let (family, variant) = games::resolve(native)?;
        let twin = family.start(&variant)?;
        writeln!(
            out,
            "{name}: data {}; native {}",
            measure(&data, time),
            measure(twin.as_ref(), time)
        )
        .map_err(io)?;
    }
    for name in crate::level::shipped::names_in(crate::level::jump::FOLDER) {
        if !name.contains(only) {
            continue;
        }
        let (family, variant) = games::resolve(name)?;
        let start = family.start(&variant)?;
        writeln!(out, "{name}: data {}", measure(start.as_ref(), time)).map_err(io)?;
    }
    Ok(())
}

/// Playouts from `start` for `time`: the rates as text.
fn measure(start: &dyn AnyGame, time: Duration) -> String {
    let mut rng = SmallRng::seed_from_u64(1);
    let (mut playouts, mut plies) = (0u64, 0u64);
    let started = Instant::now();
    while started.elapsed() < time {
        let mut game = start.boxed_clone();
        for _ in 0..MAX_PLIES {
            if !game.play_random(&mut rng) {
                break;
            }
            plies += 1;
        }
        playouts += 1;
    }
    let secs = started.elapsed().as_secs_f64();
    format!(
        "{:.0} playouts/s, {:.0} plies/s, {:.1} plies",
        playouts as f64 / secs,
        plies as f64 / secs,
        plies as f64 / playouts.max(1) as f64
    )
}
