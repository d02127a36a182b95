//! Headless subcommands on the same library: `check`, `perft`, `pdn`, `tour`, `solve`, `replay`,
//! `generate`, `arena`, `engine`, `bench`.

mod arena;
mod bench;
mod bench_draughts;
mod check;
mod dots;
mod gtp;
mod pdn;
mod peg;
mod perft;
mod tour;

use std::io::{BufRead, Write};

pub const USAGE: &str = "\
usage: leapfrog                       start the game
       leapfrog check FILE...         validate variant and level files
       leapfrog perft VARIANT DEPTH   count leaf positions (VARIANT: reversi-6|8|10,
                                      draughts-glass|international|brazilian|english, bigman, or a file)
       leapfrog pdn FILE [--variant NAME]   replay every game of a PDN file
       leapfrog tour ROWSxCOLS [--from R,C] [--closed]   a knight's tour, one line
       leapfrog solve FILE [--fewest-moves]   solve a peg solitaire level, one move per line
       leapfrog replay FILE MOVES...  play moves on a level: solved | unsolved | illegal move N
       leapfrog generate dots [--count N] [--out DIR]   remake the Hopping Dots pack
       leapfrog arena VARIANT STRENGTH_A STRENGTH_B GAMES
       leapfrog engine reversi [--strength N]   Go Text Protocol on stdin/stdout
       leapfrog bench [reversi|tour|peg|draughts] [--games N]   speed and strength figures";

/// Runs a subcommand; returns the process exit status. `args` excludes the program name.
pub fn run(args: &[String], input: &mut dyn BufRead, out: &mut dyn Write) -> i32 {
    let result = match args.first().map(String::as_str) {
        Some("check") => check::run(&args[1..], out),
        Some("perft") => perft::run(&args[1..], out),
        Some("pdn") => pdn::run(&args[1..], out),
        Some("tour") => tour::run(&args[1..], out),
        Some("solve") => peg::solve(&args[1..], out),
        Some("replay") => peg::replay_moves(&args[1..], out),
        Some("generate") => dots::run(&args[1..], out),
        Some("arena") => arena::run(&args[1..], out),
        Some("engine") => gtp::run(&args[1..], input, out),
        Some("bench") => bench::run(&args[1..], out),
        Some("help" | "--help" | "-h") => writeln!(out, "{USAGE}")
            .map(|_| 0)
            .map_err(|e| e.to_string()),
        Some(other) => Err(format!("unknown subcommand `{other}`\n{USAGE}")),
        None => Err(USAGE.to_string()),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("leapfrog: {message}");
            2
        }
    }
}

/// Parses a numeric argument, naming it in the error.
fn number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{what} must be a number, found `{text}`"))
}

fn io(e: std::io::Error) -> String {
    e.to_string()
}
