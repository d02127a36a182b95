//! `leapfrog perft VARIANT DEPTH`: one line `perft D: COUNT` per depth, for reversi and
//! every draughts variant (and big-man checkers).

use std::io::Write;

use crate::level::error::struct_name;
use crate::level::shipped;
use crate::rules::draughts::perft::perft as draughts_perft;
use crate::rules::reversi::Reversi;

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let [variant, depth] = args else {
        return Err("usage: leapfrog perft VARIANT DEPTH".into());
    };
    let depth: u32 = super::number("DEPTH", depth)?;
    let is_draughts = shipped::DRAUGHTS.iter().any(|d| d.0 == variant.as_str())
        || std::fs::read_to_string(variant)
            .is_ok_and(|t| struct_name(&t).as_deref() == Some("DraughtsVariant"));
    if is_draughts {
        let loaded = shipped::draughts_or_file(variant)?;
        let v = &loaded.variant;
        for d in 1..=depth {
            writeln!(out, "perft {d}: {}", draughts_perft(v, &v.start, d)).map_err(super::io)?;
        }
        return Ok(0);
    }
    let variant = shipped::reversi_or_file(variant).map_err(|e| {
        format!(
            "{e}\n(draughts variants: {})",
            shipped::DRAUGHTS.map(|d| d.0).join(", ")
        )
    })?;
    let game = Reversi::new(&variant.setup());
    for d in 1..=depth {
        writeln!(out, "perft {d}: {}", game.perft(d)).map_err(super::io)?;
    }
    Ok(0)
}
