//! The families' command-line parts: each engine protocol and benchmark, by family id. The
//! registry (`games`) knows nothing of them; a new game with an engine adds a line here.

use std::io::{BufRead, Write};

use crate::games;

/// Runs an engine protocol: (variant, extra arguments, input, output) to an exit status.
pub type EngineFn =
    fn(&str, &[String], Box<dyn BufRead + Send>, &mut dyn Write) -> Result<i32, String>;

/// Prints benchmark figures for a number of games.
pub type BenchFn = fn(u32, &mut dyn Write) -> Result<(), String>;

/// The engine protocol of a family (`leapfrog engine VARIANT`), if it speaks one.
pub fn engine(family: &str) -> Option<EngineFn> {
    Some(match family {
        games::reversi::ID => super::gtp::run,
        games::draughts::ID => super::hub::run,
        games::gomoku::ID => super::piskvork::run,
        games::chinese_checkers::ID => super::star_engine::run,
        games::jump::ID => super::jump_engine::run,
        _ => return None,
    })
}

/// A family's speed and strength figures (`leapfrog bench ID`), if it has them.
pub fn bench(family: &str) -> Option<BenchFn> {
    Some(match family {
        games::reversi::ID => super::bench::reversi,
        games::draughts::ID => super::bench_draughts::run,
        games::gomoku::ID => super::bench_gomoku::run,
        games::chinese_checkers::ID => super::bench_chinese_checkers::run,
        games::jump::ID => super::bench_jump::run,
        games::knight::ID => |_, out| super::bench::tour(out),
        games::peg::ID => |_, out| super::bench::peg(out),
        _ => return None,
    })
}
