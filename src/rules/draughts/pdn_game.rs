//! Whole games in PDN: replaying a read game against a variant, and writing one out.

use std::sync::Arc;

use super::board::WHITE;
use super::notation::{fen, parse_fen, parse_square};
use super::pdn::{PdnGame, WrittenMove};
use super::{Draughts, DraughtsMove, Variant, movegen};
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
    /// Move `index` is a capture written `AxB` that several captures fit, and the moves that
    /// follow do not single one out.
    Ambiguous {
        index: usize,
        text: String,
        candidates: usize,
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
            Self::Ambiguous {
                index,
                text,
                candidates,
            } => write!(
                f,
                "ambiguous move {index}: {text} ({candidates} captures fit it and the rest of \
                 the game replays after more than one; write the squares in between)"
            ),
        }
    }
}

/// A replayed game.
#[derive(Clone, Debug)]
pub struct Replayed {
    pub moves: Vec<DraughtsMove>,
    /// The position after the last move.
    pub end: Draughts,
    /// The number of moves after which the rules declared a draw (repetition or a king-move
    /// limit) while the record went on; the record's own result stands.
    pub draw_at: Option<usize>,
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

/// How many trial replays an ambiguous record may cost before it is reported as ambiguous.
const TRIAL_BUDGET: usize = 256;

/// Plays a read game from its start. A draw the rules declare does not stop the record, and
/// an ambiguous capture is resolved by the moves that follow it.
pub fn replay(variant: &Arc<Variant>, game: &PdnGame) -> Result<Replayed, ReplayError> {
    let start = start_of(variant, game)?;
    let mut budget = TRIAL_BUDGET;
    replay_from(start, &game.moves, 0, None, &mut budget)
}

fn replay_from(
    mut board: Draughts,
    written: &[WrittenMove],
    first: usize,
    mut draw_at: Option<usize>,
    budget: &mut usize,
) -> Result<Replayed, ReplayError> {
    let mut moves = Vec::new();
    for (offset, text) in written.iter().enumerate() {
        let index = first + offset;
        if draw_at.is_none() && board.outcome() == Some(Outcome::Draw) {
            draw_at = Some(index);
        }
        let illegal = |reason: String| ReplayError::Illegal {
            index: index + 1,
            text: text.text.clone(),
            reason,
        };
        let mut fitting = candidates(&board, text).map_err(illegal)?;
        if fitting.len() > 1 {
            let count = fitting.len();
            let mut found = Vec::new();
            let mut last_error = None;
            for mv in fitting {
                if *budget == 0 {
                    break;
                }
                *budget -= 1;
                let mut next = board.clone();
                next.play(&mv);
                match replay_from(next, &written[offset + 1..], index + 1, draw_at, budget) {
                    Ok(rest) => found.push((mv, rest)),
                    Err(e) => last_error = Some(e),
                }
            }
            return match found.len() {
                1 => {
                    let (mv, rest) = found.pop().expect("one replay");
                    moves.push(mv);
                    moves.extend(rest.moves);
                    Ok(Replayed { moves, ..rest })
                }
                0 if *budget > 0 => Err(last_error.expect("each candidate failed")),
                _ => Err(ReplayError::Ambiguous {
                    index: index + 1,
                    text: text.text.clone(),
                    candidates: count,
                }),
            };
        }
        let mv = fitting.pop().expect("one candidate");
        board.play(&mv);
        moves.push(mv);
    }
    if draw_at.is_none() && board.outcome() == Some(Outcome::Draw) {
        draw_at = Some(first + written.len());
    }
    Ok(Replayed {
        moves,
        end: board,
        draw_at,
    })
}

/// The legal move a written move means; an error when it fits none or several.
pub fn resolve(board: &Draughts, written: &WrittenMove) -> Result<DraughtsMove, String> {
    let mut fitting = candidates(board, written)?;
    match fitting.len() {
        1 => Ok(fitting.pop().expect("one")),
        n => Err(format!(
            "ambiguous: {n} captures go from {} to {}; write the squares in between",
            written.squares[0],
            written.squares[written.squares.len() - 1]
        )),
    }
}

/// Every legal move a written move fits (at least one). A draw the rules would declare does
/// not end the game here: records go on after one, and their result is their own.
fn candidates(board: &Draughts, written: &WrittenMove) -> Result<Vec<DraughtsMove>, String> {
    let variant = board.variant();
    let geo = &variant.geo;
    let squares = written
        .squares
        .iter()
        .map(|s| parse_square(geo, s))
        .collect::<Result<Vec<u8>, String>>()?;
    if matches!(board.outcome(), Some(Outcome::Win(_))) {
        return Err("the game is already over".into());
    }
    let (from, to) = (squares[0], squares[squares.len() - 1]);
    let middle = &squares[1..squares.len() - 1];
    let legal = movegen::generate_with_paths(geo, variant.moves, board.position());
    let fitting: Vec<DraughtsMove> = legal
        .iter()
        .filter(|(m, _)| m.from == from && m.to == to && m.hop == written.hop)
        .filter(|(_, landings)| is_subsequence(middle, &landings[..landings.len() - 1]))
        .map(|(mv, landings)| DraughtsMove {
            mv: *mv,
            landings: landings.clone(),
        })
        .collect();
    if !fitting.is_empty() {
        return Ok(fitting);
    }
    let pos = board.position();
    let side = if pos.side == WHITE { "White" } else { "Black" };
    let capture_required = board.capture_required();
    Err(if pos.own() >> from & 1 == 0 {
        format!("no {side} piece on {}", written.squares[0])
    } else if capture_required && legal.iter().all(|(m, _)| m.from != from) {
        "a capture is compulsory elsewhere".into()
    } else if capture_required {
        "a capture is compulsory, and this is not one of the captures".into()
    } else {
        "not a legal move".into()
    })
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
