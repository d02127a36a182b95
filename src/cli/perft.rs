//! `leapfrog perft VARIANT DEPTH`: one line `perft D: COUNT` per depth.

use std::io::Write;

use crate::level::shipped;
use crate::rules::reversi::Reversi;

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let [variant, depth] = args else {
        return Err("usage: leapfrog perft VARIANT DEPTH".into());
    };
    let depth: u32 = super::number("DEPTH", depth)?;
    let variant = shipped::reversi_or_file(variant)?;
    let game = Reversi::new(&variant.setup());
    for d in 1..=depth {
        writeln!(out, "perft {d}: {}", game.perft(d)).map_err(super::io)?;
    }
    Ok(0)
}
