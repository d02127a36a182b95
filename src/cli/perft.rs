//! `leapfrog perft VARIANT DEPTH`: one line `perft D: COUNT` per depth, for every registered
//! game (its own fast perft where it has one, the generic one otherwise).

use std::io::Write;

use crate::games;

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let [variant, depth] = args else {
        return Err("usage: leapfrog perft VARIANT DEPTH".into());
    };
    let depth: u32 = super::number("DEPTH", depth)?;
    let (family, variant) = games::resolve(variant)?;
    for (d, count) in family.perft(&variant, depth)?.into_iter().enumerate() {
        writeln!(out, "perft {}: {count}", d + 1).map_err(super::io)?;
    }
    Ok(0)
}
