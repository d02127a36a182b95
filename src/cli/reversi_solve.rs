//! `leapfrog solve reversi-8 --position "BOARD SIDE"`: the exact final margin for the side to
//! move and a best move, from a board in the FFO/OBF test-suite format (64 characters row by
//! row from a1: `X` black, `O` white, `-` empty; then `X` or `O` to move).

use std::io::Write;

use crate::ai::reversi::endgame::EndgameSolver;
use crate::rules::reversi::notation::square_name;
use crate::rules::reversi::obf::parse_position;

const USAGE: &str = "usage: leapfrog solve reversi-8 --position \"BOARD SIDE\"";

/// Whether `solve` was asked for a reversi position.
pub fn is_reversi(args: &[String]) -> bool {
    args.first().is_some_and(|a| a.starts_with("reversi"))
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let position = match args {
        [variant, flag, position] if flag == "--position" => {
            if variant != "reversi-8" {
                return Err(format!(
                    "`{variant}`: the exact solver from a position is for reversi-8\n{USAGE}"
                ));
            }
            position
        }
        _ => return Err(USAGE.into()),
    };
    let (me, opp) = parse_position(position)?;
    let (score, best) = EndgameSolver::default()
        .with_threads(super::cores())
        .solve(me, opp, u64::MAX)
        .map_err(|_| "the solver ran out of nodes".to_string())?;
    let mv = match best {
        Some(cell) => square_name(8, cell as u16),
        None if crate::rules::reversi::eight::moves(opp, me) != 0 => "pass".into(),
        None => "end".into(),
    };
    writeln!(out, "{score:+} {mv}").map_err(super::io)?;
    Ok(0)
}
