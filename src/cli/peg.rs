//! Peg solitaire on the command line: `solve FILE [--fewest-moves]` prints a solution one move
//! per line (or `no solution`); `replay FILE MOVES...` plays moves and says `solved`,
//! `unsolved` or `illegal move N: reason`.

use std::io::Write;

use crate::ai::peg::{Fewest, Solver, State, Verdict};
use crate::level::peg::{self, PegPuzzle};
use crate::rules::peg::{Jump, PegBoard, Status, replay};

const SOLVE_USAGE: &str = "usage: leapfrog solve FILE [--fewest-moves]";
const REPLAY_USAGE: &str = "usage: leapfrog replay FILE MOVES...";

pub(super) fn read_level(file: &str) -> Result<PegPuzzle, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: cannot read: {e}"))?;
    peg::parse(file, &text).map_err(|e| e.to_string())
}

/// A chain as text: the holes it visits joined by `-`.
pub fn chain_text(board: &PegBoard, chain: &[Jump]) -> String {
    let mut text = board.labels[usize::from(chain[0].from)].clone();
    for jump in chain {
        text.push('-');
        text.push_str(&board.labels[usize::from(jump.to)]);
    }
    text
}

/// Groups jumps into moves: each run of jumps by the same piece is one chain.
pub fn chains(jumps: &[Jump]) -> Vec<Vec<Jump>> {
    let mut chains: Vec<Vec<Jump>> = Vec::new();
    for &jump in jumps {
        match chains.last_mut() {
            Some(chain) if chain.last().is_some_and(|j| j.to == jump.from) => chain.push(jump),
            _ => chains.push(vec![jump]),
        }
    }
    chains
}

pub fn solve(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let (file, fewest) = match args {
        [file] => (file, false),
        [file, flag] if flag == "--fewest-moves" => (file, true),
        _ => return Err(SOLVE_USAGE.into()),
    };
    let puzzle = read_level(file)?;
    let game = &puzzle.game;
    let moves = if fewest || game.goal().max_moves.is_some() {
        Fewest::new(game, game.goal().max_moves)
            .finish()
            .map(|plan| plan.chains)
    } else {
        match Solver::new(game).solve(State::of(game), u64::MAX) {
            Verdict::Solvable(jumps) => Some(chains(&jumps)),
            _ => None,
        }
    };
    match moves {
        Some(moves) => {
            for chain in &moves {
                writeln!(out, "{}", chain_text(game.board(), chain)).map_err(super::io)?;
            }
            Ok(0)
        }
        None => {
            writeln!(out, "no solution").map_err(super::io)?;
            Ok(1)
        }
    }
}

pub fn replay_moves(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let Some((file, moves)) = args.split_first() else {
        return Err(REPLAY_USAGE.into());
    };
    let puzzle = read_level(file)?;
    let (line, code) = match replay(&puzzle.game, moves) {
        Err(e) => (e.to_string(), 2),
        Ok(end) if end.status() == Status::Solved => ("solved".to_string(), 0),
        Ok(_) => ("unsolved".to_string(), 1),
    };
    writeln!(out, "{line}").map_err(super::io)?;
    Ok(code)
}
