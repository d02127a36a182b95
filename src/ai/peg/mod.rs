//! Peg solitaire solvers: any solution by memoised depth-first search, the fewest moves by
//! breadth-first search over chains, both up to the board's symmetries; the hint and "solve"
//! built on them; and a difficulty rating for levels.

pub mod dots;
mod fewest;
mod invariant;
mod puzzle;
mod rating;
mod solver;
mod symmetry;
#[cfg(test)]
mod tests;
mod think;

pub use fewest::{Fewest, Plan, Progress};
pub use puzzle::State;
pub use rating::{RATE_POSITIONS, Rating, par_and_difficulty, rate, score_of};
pub use solver::{Solver, Verdict};
pub use think::{LevelCheck, LevelVerdict, NextJump};

use crate::rules::peg::{Jump, PegGame, Target};

/// Positions a level check may search before it gives up.
pub const CHECK_BUDGET: u64 = 200_000_000;

/// A solution of the level from its start (fewest moves when it has a move limit), or why
/// there is none.
pub fn check_level(game: &PegGame) -> Result<Vec<Jump>, String> {
    match game.goal().max_moves {
        Some(max) => match Fewest::new(game, Some(max)).run(CHECK_BUDGET) {
            Progress::Found(plan) => Ok(plan.chains.concat()),
            Progress::None => Err(format!(
                "no sequence of jumps {} in at most {max} moves",
                goal_words(game)
            )),
            Progress::Running => Err(format!(
                "no solution found within {CHECK_BUDGET} positions (the board may be too big \
                 to check)"
            )),
        },
        None => match Solver::new(game).solve(State::of(game), CHECK_BUDGET) {
            Verdict::Solvable(jumps) => Ok(jumps),
            Verdict::Unsolvable => Err(format!("no sequence of jumps {}", goal_words(game))),
            Verdict::Unknown => Err(format!(
                "no solution found within {CHECK_BUDGET} positions (the board may be too big to check)"
            )),
        },
    }
}

/// "leaves one piece on 4,4" and the like.
pub fn goal_words(game: &PegGame) -> String {
    let labels = &game.board().labels;
    match game.goal().target {
        Target::OneLeft => "leaves one piece".to_string(),
        Target::OneLeftAt(hole) => format!("leaves one piece on {}", labels[usize::from(hole)]),
        Target::OnlyNamed => format!(
            "leaves only the piece that starts on {}",
            game.named()
                .map_or("?", |n| labels[usize::from(n)].as_str())
        ),
    }
}
