//! Move notation: `R,C-R,C` on grid boards (a chain as `R,C-R,C-R,C`), `N-N` on numbered
//! boards; each step of a chain is one jump.

use std::fmt;

use super::board::{Jump, PegBoard};
use super::game::PegGame;
use crate::rules::Game;

/// Reads one move: a chain of holes joined by `-`, each consecutive pair one jump.
pub fn parse_chain(board: &PegBoard, text: &str) -> Result<Vec<Jump>, String> {
    let holes = text
        .split('-')
        .map(|name| {
            board
                .hole(name)
                .ok_or_else(|| format!("`{name}` is not a hole of this board"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if holes.len() < 2 {
        return Err(format!(
            "`{text}` is not a move: write the holes of the jump joined by `-`, e.g. {}-{}",
            board.labels[0],
            board.labels[board.holes() - 1]
        ));
    }
    holes
        .windows(2)
        .map(|pair| {
            board.jump_between(pair[0], pair[1]).ok_or_else(|| {
                format!(
                    "no jump leads from {} to {} on this board",
                    board.labels[usize::from(pair[0])],
                    board.labels[usize::from(pair[1])]
                )
            })
        })
        .collect()
}

/// A move of a replay that could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// 1-based index of the move in the list.
    pub index: usize,
    pub reason: String,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.index, self.reason)
    }
}

/// Plays the moves from `game` and returns the position reached.
pub fn replay(game: &PegGame, moves: &[impl AsRef<str>]) -> Result<PegGame, ReplayError> {
    let mut game = game.clone();
    for (i, text) in moves.iter().enumerate() {
        let text = text.as_ref();
        let fail = |reason: String| ReplayError {
            index: i + 1,
            reason,
        };
        let chain = parse_chain(game.board(), text).map_err(fail)?;
        for jump in chain {
            if game.allows(&jump) {
                game.play(&jump);
            } else {
                return Err(fail(why_not(&game, &jump)));
            }
        }
    }
    Ok(game)
}

/// Why a jump the board has cannot be played in this position.
fn why_not(game: &PegGame, jump: &Jump) -> String {
    let labels = &game.board().labels;
    let name = |h: u8| labels[usize::from(h)].as_str();
    let has = |h: u8| game.pegs() & (1u64 << h) != 0;
    if !has(jump.from) {
        format!("no piece on {}", name(jump.from))
    } else if !has(jump.over) {
        format!("no piece on {} to jump over", name(jump.over))
    } else if has(jump.to) {
        format!("{} is not empty", name(jump.to))
    } else if game.named() == Some(jump.over) {
        format!("the piece on {} may not be jumped", name(jump.over))
    } else if game.goal_met() {
        "the puzzle is already solved".to_string()
    } else {
        format!(
            "it would start move {} of at most {}",
            game.moves_after(jump),
            game.goal().max_moves.unwrap_or(0)
        )
    }
}
