//! Headless subcommands on the same library: `check`, `perft`, `pdn`, `tour`, `solve`, `replay`,
//! `generate`, `arena`, `engine`, `bench`, `train`.

pub mod arena;
pub mod bench;
pub mod bench_chinese_checkers;
pub mod bench_draughts;
mod bench_draughts_endings;
#[cfg(not(target_arch = "wasm32"))]
mod bench_draughts_speed;
pub mod bench_gomoku;
pub mod bench_jump;
mod bench_playouts;
mod bench_serve;
mod bench_serve_fuzz;
mod bench_serve_kills;
mod check;
#[cfg(not(target_arch = "wasm32"))]
mod child_engine;
mod dots;
pub mod draughts_endgames;
mod draughts_train;
#[cfg(not(target_arch = "wasm32"))]
mod draughts_versus_hub;
mod gomoku_puzzles;
mod gomoku_train;
#[cfg(not(target_arch = "wasm32"))]
mod gomoku_versus;
pub mod gtp;
pub mod hub;
#[cfg(not(target_arch = "wasm32"))]
pub mod hub_client;
pub mod icon;
pub mod input;
pub mod jump_engine;
mod jump_solve;
mod jump_train;
mod ladder;
mod moves;
pub mod online;
mod pdn;
mod peg;
mod peg_rate;
mod perft;
pub mod piskvork;
#[cfg(not(target_arch = "wasm32"))]
mod piskvork_client;
pub mod registry;
mod reversi_duel;
mod reversi_probcut;
mod reversi_solve;
mod reversi_train;
mod samples_files;
pub mod seat_protocol;
pub mod serve;
pub mod star_engine;
mod star_puzzles;
mod star_solve;
pub mod tour;

use std::io::{BufRead, Write};

pub const USAGE: &str = "\
usage: leapfrog                       start the game
       leapfrog check FILE...         validate variant and level files
       leapfrog perft VARIANT DEPTH   count leaf positions (VARIANT: a game, a shipped variant or level, or a file)
       leapfrog moves VARIANT [MOVE...] [--paths]   the legal moves after MOVEs, one per line
       leapfrog pdn FILE [--variant NAME]   replay every game of a PDN file
       leapfrog tour ROWSxCOLS [--from R,C] [--closed]   a knight's tour, one line
       leapfrog solve LEVEL [--fewest-moves]   solve a peg solitaire or Chinese checkers solo level
                                      or a one-player JumpGame file,
                                      one move per line
       leapfrog solve reversi-8 --position \"BOARD SIDE\"   exact margin and best move
       leapfrog replay FILE MOVES...  play moves on a level: solved | unsolved | illegal move N
       leapfrog rate LEVEL... [--write]   a peg level's par and difficulty (--write: into the file)
       leapfrog generate dots [--count N] [--out DIR]   remake the Hopping Dots pack
       leapfrog generate gomoku [--games N] [--out DIR]   remake the gomoku VCF/VCT packs
       leapfrog generate chinese-checkers [--out DIR]   remake the Chinese checkers solo pack
       leapfrog generate draughts-endgames --variant NAME --pieces N [--out FILE]
                                      endgame databases up to N pieces (LEAPFROG_ENDGAMES or
                                      the data folder's endgames/, where the engine reads them)
       leapfrog arena VARIANT STRENGTH_A STRENGTH_B GAMES [--openings N] [--moves] [--first K] [--against VARIANT_B]
                                      engine against engine (a strength, or seconds a move as 0.5s;
                                      --against: B plays VARIANT_B, the same game by other rules;
                                      --first: start at game K, to split a match over processes)
       leapfrog engine VARIANT [--strength N]   the game's engine protocol on stdin/stdout
                                      (reversi: GTP; draughts: Hub; gomoku: Gomocup;
                                      chinese-checkers: newgame/play/genmove)
       leapfrog train reversi [--size N] [--seed S] [--games G] [--per-phase P] [--depth D] [--out FILE]
                                      fit reversi's learned evaluation
       leapfrog train draughts --variant NAME [--games G] [--depth D] [--play-depth D] [--threads T]
                               [--seed S] [--player WEIGHTS] [--ridge R] [--blocks LAYOUT]
                               [--features SET] [--phase-width P] [--blend] [--result-share X]
                               [--samples FILE]... [--out FILE]
                                      fit a draughts variant's learned evaluation by self-play
       leapfrog train gomoku --rule freestyle|standard|renju|caro [--size N] [--games G] [--depth D]
                             [--nodes N] [--threads T] [--seed S] [--player WEIGHTS|hand]
                             [--ridge R] [--epochs E] [--games-file FILE] [--out FILE]
                                      fit a gomoku rule set's learned evaluation by self-play
       leapfrog train jump FILE [--games G] [--depth D] [--play-depth D] [--seed S] [--duel N]
                [--out PATH] [--max-nodes N] [--result-share X] [--playing WEIGHTS]
                [--opponent WEIGHTS] [--no-cells] [--patterns] [--samples FILE]...
                                      fit a JumpGame's evaluation weights by self-play
       leapfrog train jump FILE --choose-search N [--move-time S]   the expert's search, as measured
       leapfrog train jump FILE --versus-defaults N [--opponent WEIGHTS]
                                      its weights file against the default (or those) weights
       leapfrog bench [GAME] [--games N] [--ladder]   speed and strength figures (--ladder: each
                                      strength against the one below it, with Elo estimates)
       leapfrog bench draughts --versus-hub \"COMMAND\" [--dir DIR] [--games N] [--millis M]
                               [--opponent-depth D] [--threads T]   against another Hub engine
       leapfrog icon FILE.png [--size N]   write the game's icon (for a desktop entry)
       leapfrog serve [--listen ADDR] [--data DIR] [--web DIR] [--allow-origin URL]... [--max-games-per-address N]
                                      the game server (default 127.0.0.1:7878; --web: also the page)
       leapfrog online create URL GAME [--time MIN+SEC | --days N] [--seat N] [--computer SEAT:STRENGTH]...
       leapfrog online join URL CODE   take an invited seat
       leapfrog online bot URL KEY [--strength N | --random]   play a seat to the end
       leapfrog online moves URL GAME   a game's moves and result";

/// Runs a subcommand; returns the process exit status. `args` excludes the program name.
pub fn run(args: &[String], input: Box<dyn BufRead + Send>, out: &mut dyn Write) -> i32 {
    warn_of_reversi_weights(args);
    let result = match args.first().map(String::as_str) {
        Some("check") => check::run(&args[1..], out),
        Some("perft") => perft::run(&args[1..], out),
        Some("pdn") => pdn::run(&args[1..], out),
        Some("tour") => tour::run(&args[1..], out),
        Some("solve") if reversi_solve::is_reversi(&args[1..]) => {
            reversi_solve::run(&args[1..], out)
        }
        Some("solve") if star_solve::is_solo(&args[1..]) => star_solve::run(&args[1..], out),
        Some("solve") if jump_solve::is_jump(&args[1..]) => jump_solve::run(&args[1..], out),
        Some("solve") => peg::solve(&args[1..], out),
        Some("replay") => peg::replay_moves(&args[1..], out),
        Some("rate") => peg_rate::run(&args[1..], out),
        Some("generate") if args.get(1).is_some_and(|a| a == "gomoku") => {
            gomoku_puzzles::run(&args[2..], out)
        }
        Some("generate") if args.get(1).is_some_and(|a| a == "draughts-endgames") => {
            draughts_endgames::run(&args[2..], out)
        }
        Some("generate") if args.get(1).is_some_and(|a| a == "chinese-checkers") => {
            star_puzzles::run(&args[2..], out)
        }
        Some("generate") => dots::run(&args[1..], out),
        Some("arena") => arena::run(&args[1..], out),
        Some("moves") => moves::run(&args[1..], out),
        Some("engine") => engine(&args[1..], input, out),
        Some("bench") => bench::run(&args[1..], out),
        Some("train") if args.get(1).is_some_and(|a| a == "jump") => {
            jump_train::run(&args[2..], out)
        }
        Some("train") if args.get(1).is_some_and(|a| a == "gomoku") => {
            gomoku_train::run(&args[2..], out)
        }
        Some("train") if args.get(1).is_some_and(|a| a == "draughts") => {
            draughts_train::run(&args[2..], out)
        }
        Some("train") => reversi_train::run(&args[1..], out),
        Some("icon") => icon::run(&args[1..], out),
        Some("serve") => serve::run(&args[1..], out),
        Some("online") => online::run(&args[1..], out),
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

/// A reversi engine about to play says on stderr when its weights file could not be read.
fn warn_of_reversi_weights(args: &[String]) {
    let plays = matches!(
        args.first().map(String::as_str),
        Some("engine" | "arena" | "bench")
    );
    if plays
        && args.get(1).is_some_and(|a| a.starts_with("reversi"))
        && let Some(problem) = crate::ai::reversi::pattern_eval::problem()
    {
        eprintln!("leapfrog: {problem}; the reversi computer uses the hand-set evaluation instead");
    }
}

/// `leapfrog engine VARIANT [ARGS]`: the protocol of the variant's family.
fn engine(
    args: &[String],
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let Some((variant, rest)) = args.split_first() else {
        return Err("usage: leapfrog engine VARIANT [--strength N]".into());
    };
    let (family, variant) = crate::games::resolve(variant)?;
    let engine = registry::engine(family.id())
        .ok_or_else(|| format!("{} has no engine protocol", family.id()))?;
    engine(&variant, rest, input, out)
}

/// `--strength N` (1 to `max`), or `max` when absent.
pub fn strength_flag(args: &[String], max: u8) -> Result<u8, String> {
    match args {
        [] => Ok(max),
        [flag, n] if flag == "--strength" => strength("--strength", n, max),
        _ => Err(format!(
            "expected `--strength N`, found `{}`",
            args.join(" ")
        )),
    }
}

/// A strength argument: a number from 1 to `max`, named `what` in the error.
pub fn strength(what: &str, text: &str, max: u8) -> Result<u8, String> {
    let s: u8 = number(what, text)?;
    if (1..=max).contains(&s) {
        Ok(s)
    } else {
        Err(format!("{what} must be 1 to {max}, found {s}"))
    }
}

/// Parses a numeric argument, naming it in the error.
fn number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{what} must be a number, found `{text}`"))
}

/// The value after `flag` in an option list, parsed; `usage` is shown when it is missing.
fn flag_number<T: std::str::FromStr>(
    flag: &str,
    value: Option<&String>,
    usage: &str,
) -> Result<T, String> {
    let value = value.ok_or_else(|| format!("{flag} needs a value\n{usage}"))?;
    number(flag, value)
}

/// An option list read as `--flag value` pairs, in order; an error naming the last flag
/// where it has no value.
fn flag_pairs(args: &[String]) -> Result<Vec<(&str, &String)>, String> {
    args.chunks(2)
        .map(|pair| match pair {
            [flag, value] => Ok((flag.as_str(), value)),
            _ => Err(format!("{} needs a value", pair[0])),
        })
        .collect()
}

/// Writes a trained weights file and says so, with the training's time.
fn write_weights(
    file: &str,
    bytes: &[u8],
    seconds: f64,
    out: &mut dyn Write,
) -> Result<(), String> {
    std::fs::write(file, bytes).map_err(|e| format!("{file}: cannot write: {e}"))?;
    writeln!(
        out,
        "wrote {file} ({} bytes) in {seconds:.0} s",
        bytes.len()
    )
    .map_err(io)
}

/// The machine's cores, for the commands that spread their work over them.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn io(e: std::io::Error) -> String {
    e.to_string()
}

#[cfg(test)]
mod flag_pair_tests {
    #[test]
    fn flags_pair_with_their_values_in_order_and_a_flag_without_one_is_named() {
        let args: Vec<String> = ["--games", "40", "--dir", "x"].map(String::from).into();
        let pairs = super::flag_pairs(&args).expect("two pairs");
        assert_eq!(pairs.len(), 2);
        assert_eq!((pairs[0].0, pairs[0].1.as_str()), ("--games", "40"));
        assert_eq!((pairs[1].0, pairs[1].1.as_str()), ("--dir", "x"));
        let error = super::flag_pairs(&args[..3]).expect_err("--dir alone");
        assert_eq!(error, "--dir needs a value");
        assert!(super::flag_pairs(&[]).expect("none").is_empty());
    }
}
