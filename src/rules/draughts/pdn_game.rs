//! Whole games in PDN: replaying a read game against a variant, and writing one out.

use std::sync::Arc;

use super::board::WHITE;
use super::notation::{fen, parse_fen, parse_square};
use super::pdn::{PdnGame, WrittenMove};
use super::{Draughts, DraughtsMove, Variant};
use crate::rules::{Game, Outcome};

/// Why a game could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The FEN tag is not a position of this variant.
    BadSetUp(String),
    /// Move `index` (1-based, counting every move of both sides) is not legal.
    Illegal {
        index: usize,
        text: String,
        reason: String,
    },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::BadSetUp(reason) => write!(f, "bad FEN: {reason}"),
            Self::Illegal {
                index,
                text,
                reason,
            } => write!(f, "illegal move {index}: {text} ({reason})"),
        }
    }
}

/// Where a read game starts: its FEN tag's position, or the variant's start.
pub fn start_of(variant: &Arc<Variant>, game: &PdnGame) -> Result<Draughts, ReplayError> {
    Ok(match game.tag("FEN") {
        Some(text) => {
            let pos = parse_fen(&variant.geo, text).map_err(|e| ReplayError::BadSetUp(e.0))?;
            Draughts::from_position(variant.clone(), pos)
        }
        None => Draughts::new(variant.clone()),
    })
}

/// Plays a read game from its start; returns the moves played and the final game.
pub fn replay(
    variant: &Arc<Variant>,
    game: &PdnGame,
) -> Result<(Vec<DraughtsMove>, Draughts), ReplayError> {
    let mut board = start_of(variant, game)?;
    let mut played = Vec::new();
    for (i, written) in game.moves.iter().enumerate() {
        let illegal = |reason: String| ReplayError::Illegal {
            index: i + 1,
            text: written.text.clone(),
            reason,
        };
        let mv = resolve(&board, written).map_err(illegal)?;
        board.play(&mv);
        played.push(mv);
    }
    Ok((played, board))
}

/// The legal move a written move means.
pub fn resolve(board: &Draughts, written: &WrittenMove) -> Result<DraughtsMove, String> {
    let variant = board.variant();
    let geo = &variant.geo;
    let squares = written
        .squares
        .iter()
        .map(|s| parse_square(geo, s))
        .collect::<Result<Vec<u8>, String>>()?;
    if board.outcome().is_some() {
        return Err("the game is already over".into());
    }
    let (from, to) = (squares[0], squares[squares.len() - 1]);
    let middle = &squares[1..squares.len() - 1];
    let legal = board.legal_moves();
    let candidates: Vec<&DraughtsMove> = legal
        .iter()
        .filter(|m| m.mv.from == from && m.mv.to == to && m.mv.hop == written.hop)
        .filter(|m| is_subsequence(middle, &m.landings[..m.landings.len() - 1]))
        .collect();
    match candidates[..] {
        [only] => Ok(only.clone()),
        [] => {
            let pos = board.position();
            let side = if pos.side == WHITE { "White" } else { "Black" };
            if pos.own() >> from & 1 == 0 {
                Err(format!("no {side} piece on {}", written.squares[0]))
            } else if board.capture_required() && legal.iter().all(|m| m.mv.from != from) {
                Err("a capture is compulsory elsewhere".into())
            } else if board.capture_required() {
                Err("a capture is compulsory, and this is not one of the captures".into())
            } else {
                Err("not a legal move".into())
            }
        }
        _ => Err(format!(
            "ambiguous: {} captures go from {} to {}; write the squares in between",
            candidates.len(),
            written.squares[0],
            written.squares[squares.len() - 1]
        )),
    }
}

fn is_subsequence(wanted: &[u8], path: &[u8]) -> bool {
    let mut rest = path.iter();
    wanted.iter().all(|w| rest.any(|p| p == w))
}

/// The PDN result of a game: 10x10 games score 2-1-0, others 1-½-0.
pub fn result_text(variant: &Variant, outcome: Option<Outcome>) -> &'static str {
    let ten = variant.geo.size == 10;
    match outcome {
        None => "*",
        Some(Outcome::Draw) if ten => "1-1",
        Some(Outcome::Draw) => "1/2-1/2",
        Some(Outcome::Win(WHITE)) if ten => "2-0",
        Some(Outcome::Win(WHITE)) => "1-0",
        Some(Outcome::Win(_)) if ten => "0-2",
        Some(Outcome::Win(_)) => "0-1",
    }
}

/// Writes a game: the given tags (Event, Site, ...) then GameType, FEN when the start is not
/// the variant's, the numbered moves and the result.
pub fn export(tags: &[(&str, String)], start: &Draughts, moves: &[DraughtsMove]) -> String {
    let variant = start.variant().clone();
    let mut board = start.clone();
    let mut texts = Vec::new();
    for mv in moves {
        texts.push(board.move_text(mv));
        board.play(mv);
    }
    let result = result_text(&variant, board.outcome());
    let mut out = String::new();
    for (name, value) in tags {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    out.push_str(&format!("[Result \"{result}\"]\n"));
    match variant.rules.pdn_game_type {
        Some(number) => out.push_str(&format!("[GameType \"{number}\"]\n")),
        None => out.push_str(&format!("[Variant \"{}\"]\n", variant.name)),
    }
    if *start.position() != variant.start {
        let set_up = fen(&variant.geo, variant.rules.squares, start.position());
        out.push_str(&format!("[FEN \"{set_up}\"]\n"));
    }
    out.push('\n');
    // Number every pair of moves from the first; a set-up with the second side to move
    // starts with `1...`.
    let first_side = if start.position().side == variant.rules.first_side() {
        0
    } else {
        1
    };
    let mut line = String::new();
    for (i, text) in texts.iter().enumerate() {
        let ply = i + first_side;
        let mut token = String::new();
        if ply % 2 == 0 {
            token.push_str(&format!("{}. ", ply / 2 + 1));
        } else if i == 0 {
            token.push_str(&format!("{}... ", ply / 2 + 1));
        }
        token.push_str(text);
        if line.len() + token.len() + 1 > 78 {
            out.push_str(line.trim_end());
            out.push('\n');
            line.clear();
        }
        line.push_str(&token);
        line.push(' ');
    }
    line.push_str(result);
    out.push_str(&line);
    out.push_str("\n\n");
    out
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}
