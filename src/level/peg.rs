//! Peg solitaire level files: a board (grid art with a direction set, a graph of numbered
//! points and lines, or the Hopping Dots board), the pieces, a goal and an optional move limit.
//! A level's name is its file name; its pack is its folder (see [`PegPack`]).
//!
//! ```ron
//! PegLevel(
//!     title: (en: "Central game", zh: Some("独立钻石棋")),
//!     board: Grid(
//!         directions: Four,    // Four | Eight | Six (a triangular lattice)
//!         art: [               // # no hole, . empty hole, a letter a piece: o x r g b y
//!             "# # o o o # #",
//!             "...",
//!         ],
//!     ),
//!     goal: OneLeftAt("4,4"),  // OneLeft | OneLeftAt("R,C") | OnlyPiece("R,C")
//!     max_moves: Some(18),     // optional; a chain of jumps by one piece is one move
//! )
//! ```
//!
//! Graph boards: `Graph(points: [(x, y), ...], lines: [(1, 2, 3), ...], pieces: "o . r ...")`
//! with one piece letter (or `.`) per point in number order; `HoppingDots(pieces: "...")` is
//! the 13-point board. Holes in goals are named as in moves: `R,C` (row and column of the art,
//! counting every non-space character) or a point number.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::Title;
use super::error::{LevelError, find_field, string_literal_offset};
use crate::rules::peg::{COLOURS, Directions, Goal, GridHole, Hole, PegBoard, PegGame, Target};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PegLevel {
    pub title: Title,
    pub board: BoardSpec,
    pub goal: GoalSpec,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_moves: Option<u32>,
    /// The fewest moves that solve it (a chain of jumps by one piece is one move), as
    /// `leapfrog rate` finds it; the level select shows the player's best against it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub par: Option<u32>,
    /// `leapfrog rate`'s difficulty score (see `ai::peg::rating`), where the level is small
    /// enough to rate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BoardSpec {
    Grid {
        directions: DirectionSet,
        art: Vec<String>,
    },
    Graph {
        points: Vec<(f32, f32)>,
        lines: Vec<(u32, u32, u32)>,
        pieces: String,
    },
    HoppingDots {
        pieces: String,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DirectionSet {
    Four,
    Eight,
    Six,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GoalSpec {
    OneLeft,
    OneLeftAt(String),
    OnlyPiece(String),
}

/// The order and title of the levels in one folder: `pack.ron`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PegPack {
    pub title: Title,
    /// File names without `.ron`; levels not listed follow in file-name order.
    #[serde(default)]
    pub order: Vec<String>,
}

/// A level read and checked: its start position is ready to play.
#[derive(Clone, Debug, PartialEq)]
pub struct PegPuzzle {
    /// The file name without `.ron`.
    pub name: String,
    /// The folder the file is in: its pack.
    pub pack: String,
    pub level: PegLevel,
    pub game: PegGame,
}

/// The struct name files of this kind start with.
pub const KIND: &str = "PegLevel";
/// The struct name files of this kind start with.
pub const PACK_KIND: &str = "PegPack";

impl PegPuzzle {
    /// `pack/name`: how the library, the settings and the command line name a level.
    pub fn id(&self) -> String {
        format!("{}/{}", self.pack, self.name)
    }
}

/// Where the shipped packs live, one folder each.
pub const FOLDER: &str = "levels/peg/";

/// `levels/peg/classic/english.ron` → ("classic", "english").
pub fn pack_and_name(file: &str) -> (String, String) {
    let path = std::path::Path::new(file);
    let stem = path
        .file_stem()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned());
    let pack = path
        .parent()
        .and_then(|p| p.file_name())
        .map_or(String::new(), |s| s.to_string_lossy().into_owned());
    (pack, stem)
}

pub fn parse_pack(file: &str, text: &str) -> Result<PegPack, LevelError> {
    ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))
}

/// Reads a level and builds its start position; solvability is checked separately
/// ([`crate::ai::peg::check_level`]).
pub fn parse(file: &str, text: &str) -> Result<PegPuzzle, LevelError> {
    let level: PegLevel = ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    let (pack, name) = pack_and_name(file);
    let game = build(&level).map_err(|e| e.locate(file, text))?;
    Ok(PegPuzzle {
        name,
        pack,
        level,
        game,
    })
}

/// Reads a level and checks that the solver can solve it (within its move limit).
pub fn parse_solvable(file: &str, text: &str) -> Result<PegPuzzle, LevelError> {
    let puzzle = parse(file, text)?;
    if let Err(why) = crate::ai::peg::check_level(&puzzle.game) {
        let field = if puzzle.level.max_moves.is_some() {
            "max_moves"
        } else {
            "goal"
        };
        let offset = find_field(text, field).unwrap_or(0);
        return Err(LevelError::at_offset(
            file,
            text,
            offset,
            format!("this level cannot be solved: {why}"),
        ));
    }
    Ok(puzzle)
}

/// What is wrong with a level, and where: a field, or a character of a string in a field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    pub field: &'static str,
    /// (index of the string in the field, character offset in it)
    pub at: Option<(usize, usize)>,
    pub message: String,
}

impl SpecError {
    fn field(field: &'static str, message: String) -> Self {
        Self {
            field,
            at: None,
            message,
        }
    }

    pub fn locate(&self, file: &str, text: &str) -> LevelError {
        let offset = match self.at {
            Some((string, char_at)) => string_literal_offset(text, self.field, string).map(|o| {
                let inside = &text[o + 1..];
                o + 1 + inside.char_indices().nth(char_at).map_or(0, |(b, _)| b)
            }),
            None => find_field(text, self.field),
        };
        LevelError::at_offset(file, text, offset.unwrap_or(0), self.message.clone())
    }
}

/// What an art or pieces character means: no hole, an empty hole, or a piece of a colour.
enum Mark {
    NoHole,
    Empty,
    Piece(u8),
}

fn mark(ch: char) -> Option<Mark> {
    match ch {
        '#' => Some(Mark::NoHole),
        '.' => Some(Mark::Empty),
        _ => COLOURS
            .iter()
            .find(|(letter, _)| *letter == ch)
            .map(|&(_, colour)| Mark::Piece(colour)),
    }
}

const MARKS_HELP: &str = "use # (no hole), . (empty hole) or a piece letter: o x r g b y";

/// Builds the board and start position a level describes.
pub fn build(level: &PegLevel) -> Result<PegGame, SpecError> {
    let (board, pieces) = match &level.board {
        BoardSpec::Grid { directions, art } => grid(*directions, art)?,
        BoardSpec::Graph {
            points,
            lines,
            pieces,
        } => {
            let board = PegBoard::graph(points, lines)
                .map_err(|e| SpecError::field("lines", e.to_string()))?;
            let pieces = point_pieces(pieces, board.holes())?;
            (board, pieces)
        }
        BoardSpec::HoppingDots { pieces } => {
            let board = PegBoard::hopping_dots();
            let pieces = point_pieces(pieces, board.holes())?;
            (board, pieces)
        }
    };
    if pieces.is_empty() {
        return Err(SpecError::field("board", "the level has no pieces".into()));
    }
    let hole = |label: &str| {
        board.hole(label).ok_or_else(|| {
            SpecError::field(
                "goal",
                format!(
                    "`{label}` is not a hole of this board (name holes as {})",
                    match board.naming {
                        crate::rules::peg::Naming::RowColumn => "row,column of the art, e.g. 4,4",
                        crate::rules::peg::Naming::Numbered => "point numbers, e.g. 7",
                    }
                ),
            )
        })
    };
    let (target, named) = match &level.goal {
        GoalSpec::OneLeft => (Target::OneLeft, None),
        GoalSpec::OneLeftAt(label) => (Target::OneLeftAt(hole(label)?), None),
        GoalSpec::OnlyPiece(label) => {
            let at = hole(label)?;
            if !pieces.iter().any(|&(h, _)| h == at) {
                return Err(SpecError::field(
                    "goal",
                    format!("no piece starts on {label} to be the one left"),
                ));
            }
            (Target::OnlyNamed, Some(at))
        }
    };
    if level.max_moves == Some(0) {
        return Err(SpecError::field(
            "max_moves",
            "`max_moves` must be at least 1 (or None for no limit)".into(),
        ));
    }
    // Every move takes at least one piece, so a larger limit means nothing.
    if let Some(max) = level.max_moves
        && max as usize >= pieces.len().max(1)
    {
        return Err(SpecError::field(
            "max_moves",
            format!(
                "`max_moves` is {max}, but {} pieces allow at most {} moves",
                pieces.len(),
                pieces.len().saturating_sub(1)
            ),
        ));
    }
    let goal = Goal {
        target,
        max_moves: level.max_moves,
    };
    Ok(PegGame::new(Arc::new(board), &pieces, named, goal))
}

type Pieces = Vec<(Hole, u8)>;

fn grid(directions: DirectionSet, art: &[String]) -> Result<(PegBoard, Pieces), SpecError> {
    let mut holes = Vec::new();
    let mut pieces = Vec::new();
    for (row, line) in art.iter().enumerate() {
        let mut col = 0;
        for (offset, ch) in line.chars().enumerate() {
            if ch.is_whitespace() {
                continue;
            }
            match mark(ch) {
                None => {
                    return Err(SpecError {
                        field: "art",
                        at: Some((row, offset)),
                        message: format!("`{ch}` is not a board mark: {MARKS_HELP}"),
                    });
                }
                Some(Mark::NoHole) => {}
                Some(found) => {
                    if let Mark::Piece(colour) = found {
                        pieces.push((holes.len() as Hole, colour));
                    }
                    holes.push(GridHole { row, col, offset });
                }
            }
            col += 1;
        }
    }
    let directions = match directions {
        DirectionSet::Four => Directions::Four,
        DirectionSet::Eight => Directions::Eight,
        DirectionSet::Six => Directions::Six,
    };
    let board = PegBoard::grid(&holes, directions).map_err(|e| {
        let at = match e {
            crate::rules::peg::BoardError::OffLattice { row, col } => holes
                .iter()
                .find(|h| h.row == row && h.col == col)
                .map(|h| (row, h.offset)),
            _ => None,
        };
        SpecError {
            field: "art",
            at,
            message: e.to_string(),
        }
    })?;
    Ok((board, pieces))
}

fn point_pieces(text: &str, points: usize) -> Result<Pieces, SpecError> {
    let mut pieces = Vec::new();
    let mut point = 0;
    for (offset, ch) in text.chars().enumerate() {
        if ch.is_whitespace() {
            continue;
        }
        let at = Some((0, offset));
        match mark(ch) {
            Some(Mark::Empty) => {}
            Some(Mark::Piece(colour)) if point < points => pieces.push((point as Hole, colour)),
            Some(Mark::Piece(_)) => {}
            _ => {
                return Err(SpecError {
                    field: "pieces",
                    at,
                    message: format!(
                        "`{ch}` is not a point mark: use . (empty) or a piece letter: o x r g b y"
                    ),
                });
            }
        }
        point += 1;
    }
    if point != points {
        return Err(SpecError::field(
            "pieces",
            format!(
                "`pieces` has {point} marks, the board has {points} points (one mark per point, in number order)"
            ),
        ));
    }
    Ok(pieces)
}
