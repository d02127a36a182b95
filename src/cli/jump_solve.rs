//! `leapfrog solve FILE` for a one-player `JumpGame` file (or a shipped one by name): the
//! moves of a solution, one per line, fewest where the breadth-first search fits its cap.

use std::io::Write;

use crate::ai::jump::solve::{Solved, solve};
use crate::games::Family;
use crate::rules::Game;
use crate::rules::jump::JumpState;

/// Positions the fewest-moves search may hold before it gives way to any solution: about
/// 80 bytes each, so at most some 650 MB. The English board with chains needs 5.2 million.
pub const MAX_STATES: usize = 8_000_000;
/// Positions the search for any solution may try.
pub const MAX_NODES: u64 = 200_000_000;

/// Whether `solve` should read this argument list as a `JumpGame`.
pub fn is_jump(args: &[String]) -> bool {
    args.first().is_some_and(|file| {
        crate::games::jump::JUMP
            .variant_names()
            .iter()
            .any(|n| n == file)
            || std::fs::read_to_string(file).is_ok_and(|text| {
                crate::level::error::struct_name(&text).as_deref() == Some(crate::level::jump::KIND)
            })
    })
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let [file] = args else {
        return Err("usage: leapfrog solve FILE (a one-player JumpGame)".into());
    };
    let game = JumpState::new(crate::games::jump::load(file)?.rules);
    if game.sides() != 1 {
        return Err(format!(
            "{file}: a game for {} players has no solution to print (solve takes a one-player file)",
            game.sides()
        ));
    }
    match solve(&game, MAX_STATES, MAX_NODES) {
        Solved::Found { moves, fewest } => {
            let mut position = game.clone();
            for mv in &moves {
                writeln!(out, "{}", position.move_text(mv)).map_err(super::io)?;
                position.play(mv);
            }
            let kind = if fewest {
                "fewest"
            } else {
                "not proven fewest"
            };
            writeln!(out, "{} moves ({kind})", moves.len()).map_err(super::io)?;
            Ok(0)
        }
        Solved::Unsolvable => {
            writeln!(out, "no solution").map_err(super::io)?;
            Ok(1)
        }
        Solved::Unknown => {
            writeln!(out, "unknown: the search ran out of its budget").map_err(super::io)?;
            Ok(2)
        }
    }
}
