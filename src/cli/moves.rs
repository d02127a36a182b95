//! `leapfrog moves VARIANT [MOVE…] [--paths]`: plays the moves from the start and prints the
//! legal moves of the side to move, one per line, in the game's notation (with `--paths`,
//! each followed by the cells its piece visits). An illegal move prints
//! `illegal move N: reason` and exits 1.

use std::io::Write;

use crate::games;

const USAGE: &str = "usage: leapfrog moves VARIANT [MOVE...] [--paths]";

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let Some((variant, rest)) = args.split_first() else {
        return Err(USAGE.into());
    };
    let paths = rest.iter().any(|a| a == "--paths");
    let (family, variant) = games::resolve(variant)?;
    let mut game = family.start(&variant)?;
    for (i, mv) in rest.iter().filter(|a| *a != "--paths").enumerate() {
        if let Err(reason) = game.play_text(mv) {
            writeln!(out, "illegal move {}: {reason}", i + 1).map_err(super::io)?;
            return Ok(1);
        }
    }
    if paths {
        for (text, cells) in game.legal_move_paths() {
            let cells: Vec<String> = cells.iter().map(u16::to_string).collect();
            writeln!(out, "{text} {}", cells.join(" ")).map_err(super::io)?;
        }
    } else {
        for text in game.legal_move_texts() {
            writeln!(out, "{text}").map_err(super::io)?;
        }
    }
    Ok(0)
}
