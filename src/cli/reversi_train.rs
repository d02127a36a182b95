//! `leapfrog train reversi [--size N] [--seed S] [--games G] [--per-phase P] [--depth D]
//! [--threads T] [--player WEIGHTS] [--out FILE]`: fits the learned evaluation's weights (see
//! [`crate::ai::reversi::train`]) and writes them, one line per phase as it finishes.

use std::io::Write;
use std::time::Instant;

use crate::ai::reversi::pattern_eval::decode;
use crate::ai::reversi::train::{TrainOptions, train};

const USAGE: &str = "usage: leapfrog train reversi [--size N] [--seed S] [--games G] \
                     [--per-phase P] [--depth D] [--threads T] [--player WEIGHTS] [--out FILE]";

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> Result<T, String> {
    super::flag_number(flag, value, USAGE)
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    if args.first().map(String::as_str) != Some("reversi") {
        return Err(USAGE.into());
    }
    let mut opts = TrainOptions::for_side(8);
    let mut file = None;
    let mut player = None;
    let mut rest = args[1..].iter();
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--size" => {
                let side: usize = number(flag, rest.next())?;
                if !(6..=10).contains(&side) || side % 2 == 1 {
                    return Err(format!("--size: {side} is not 6, 8 or 10"));
                }
                opts = TrainOptions {
                    side,
                    exact_empties: TrainOptions::for_side(side).exact_empties,
                    ..opts
                };
            }
            "--seed" => opts.seed = number(flag, rest.next())?,
            "--games" => opts.games = number(flag, rest.next())?,
            "--per-phase" => opts.per_phase = number(flag, rest.next())?,
            "--depth" => opts.depth = number(flag, rest.next())?,
            "--threads" => opts.threads = number::<usize>(flag, rest.next())?.max(1),
            "--out" => file = Some(rest.next().ok_or(USAGE)?.clone()),
            "--player" => {
                let path = rest.next().ok_or(USAGE)?;
                let bytes = std::fs::read(path).map_err(|e| format!("{path}: cannot read: {e}"))?;
                let weights = decode(path, &bytes).map_err(|e| e.to_string())?;
                player = Some(weights);
            }
            other => return Err(format!("unknown option `{other}`\n{USAGE}")),
        }
    }
    if let Some(w) = &player
        && usize::from(w.side) != opts.side
    {
        return Err(format!("--player: its weights are for {0}x{0}", w.side));
    }
    opts.player = player;
    let file = file.unwrap_or_else(|| format!("weights-{}.bin", opts.side));
    let started = Instant::now();
    let mut failed = None;
    let weights = train(&opts, &mut |r| {
        let line = format!(
            "phase {:2} (empties {:2}-{:2}): {} fitted, {} held back, mean error {:.2} / {:.2} \
             discs (fitted / held back), {:.0} s",
            r.phase,
            r.empties.0,
            r.empties.1,
            r.trained,
            r.held_back,
            r.train_error,
            r.holdout_error,
            r.seconds
        );
        if let Err(e) = writeln!(out, "{line}") {
            failed = Some(e);
        }
    });
    if let Some(e) = failed {
        return Err(super::io(e));
    }
    let seconds = started.elapsed().as_secs_f64();
    super::write_weights(&file, &weights.encode(), seconds, out)?;
    Ok(0)
}
