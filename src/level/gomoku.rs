//! Gomoku data: variant files (board size, rule set, opening) and the VCF/VCT puzzle packs.
//!
//! ```ron
//! GomokuVariant(
//!     name: "renju",
//!     title: (en: "Renju 15x15", zh: Some("连珠 15x15")),
//!     size: 15,                 // 7 to 20
//!     rule: Renju,              // Freestyle, Standard, Renju or Caro
//!     opening: Free,            // optional: Free (default) or Swap2
//!     caro_edge_blocks: false,  // optional: in caro, whether the edge blocks like a stone
//! )
//!
//! GomokuPuzzle(
//!     name: "vcf-01",
//!     title: (en: "Fours 1", zh: Some("连续冲四 1")),
//!     pack: Vcf,                // Vcf (fours only) or Vct (fours and threes)
//!     rule: Freestyle,
//!     to_move: Black,
//!     board: ["...............", /* rows top to bottom: . empty, x black, o white */],
//!     solution: ["h8", "h9", "i8"], // attacker, defender, …, the attacker's five
//!     moves_to_win: 2,          // attacker moves (five included) that win against any defence
//!     first_move: Unique,       // or Several(["h8", "g7"]): every first move that wins
//! )
//! ```

use serde::{Deserialize, Serialize};

use super::Title;
use super::error::{LevelError, find_field, string_literal_offset};
use super::reversi::Colour;
use crate::ai::gomoku::board_of;
use crate::ai::gomoku::threats::ThreatSolver;
use crate::rules::gomoku::{
    BLACK, Gomoku, GomokuSetup, MAX_SIZE, MIN_SIZE, Opening, RuleSet, Rules, WHITE,
};
use crate::rules::{Game, Outcome};

pub const KIND: &str = "GomokuVariant";
pub const PUZZLE_KIND: &str = "GomokuPuzzle";
pub const FOLDER: &str = "levels/gomoku/";
pub const PUZZLES: &str = "levels/gomoku/puzzles/";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GomokuVariant {
    pub name: String,
    pub title: Title,
    pub size: usize,
    pub rule: RuleSet,
    #[serde(default = "free")]
    pub opening: Opening,
    #[serde(default)]
    pub caro_edge_blocks: bool,
}

fn free() -> Opening {
    Opening::Free
}

impl GomokuVariant {
    pub fn rules(&self) -> Rules {
        Rules {
            set: self.rule,
            caro_edge_blocks: self.caro_edge_blocks,
        }
    }

    /// The variant's empty board, opening as asked.
    pub fn setup(&self, opening: Opening) -> GomokuSetup {
        let mut setup = GomokuSetup::empty(self.size, self.rule);
        setup.rules = self.rules();
        setup.opening = opening;
        setup
    }
}

pub fn parse(file: &str, text: &str) -> Result<GomokuVariant, LevelError> {
    let variant: GomokuVariant = ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    check_size(file, text, variant.size)?;
    Ok(variant)
}

fn check_size(file: &str, text: &str, size: usize) -> Result<(), LevelError> {
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Ok(());
    }
    let offset = find_field(text, "size").unwrap_or(0);
    Err(LevelError::at_offset(
        file,
        text,
        offset,
        format!("`size` must be {MIN_SIZE} to {MAX_SIZE}, found {size}"),
    ))
}

/// A variant by shipped name or file path.
pub fn shipped_or_file(name_or_path: &str) -> Result<GomokuVariant, String> {
    super::shipped::shipped_or_file(FOLDER, name_or_path, parse)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pack {
    /// Win by continuous fours.
    Vcf,
    /// Win by fours and threes.
    Vct,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstMove {
    Unique,
    Several(Vec<String>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GomokuPuzzle {
    pub name: String,
    pub title: Title,
    pub pack: Pack,
    pub rule: RuleSet,
    pub to_move: Colour,
    pub board: Vec<String>,
    /// One line of play to the five, against the stiffest defence the solver found.
    pub solution: Vec<String>,
    /// The attacker moves, the five included, within which the win is forced against any
    /// defence.
    pub moves_to_win: u32,
    pub first_move: FirstMove,
}

impl GomokuPuzzle {
    pub fn size(&self) -> usize {
        self.board.len()
    }

    /// Library key: `pack/name`.
    pub fn id(&self) -> String {
        format!("{}/{}", self.pack_name(), self.name)
    }

    pub fn pack_name(&self) -> &'static str {
        match self.pack {
            Pack::Vcf => "vcf",
            Pack::Vct => "vct",
        }
    }

    pub fn attacker(&self) -> u8 {
        if self.to_move == Colour::Black {
            BLACK
        } else {
            WHITE
        }
    }

    pub fn setup(&self) -> GomokuSetup {
        let size = self.size();
        let mut setup = GomokuSetup::empty(size, self.rule);
        setup.to_move = self.attacker();
        for (r, row) in self.board.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                let cell = (r * size + c) as u16;
                match ch {
                    'x' => setup.black.push(cell),
                    'o' => setup.white.push(cell),
                    _ => {}
                }
            }
        }
        setup
    }

    /// The puzzle's start: the attacker is seat 0.
    pub fn game(&self) -> Gomoku {
        Gomoku::new(&self.setup())
    }
}

/// Reads a puzzle and checks its board and that its solution replays to the attacker's win.
pub fn parse_puzzle(file: &str, text: &str) -> Result<GomokuPuzzle, LevelError> {
    let puzzle: GomokuPuzzle = ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    let size = puzzle.size();
    let at_row = |row: usize, message: String| {
        let offset = string_literal_offset(text, "board", row).unwrap_or(0);
        LevelError::at_offset(file, text, offset, message)
    };
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Err(at_row(
            0,
            format!("expected {MIN_SIZE} to {MAX_SIZE} rows in `board`, found {size}"),
        ));
    }
    for (r, row) in puzzle.board.iter().enumerate() {
        if row.chars().count() != size {
            return Err(at_row(r, format!("row {} is not {size} cells long", r + 1)));
        }
        if let Some(bad) = row.chars().find(|c| !matches!(c, '.' | 'x' | 'o')) {
            return Err(at_row(
                r,
                format!("row {} has `{bad}`: expected `.`, `x` or `o`", r + 1),
            ));
        }
    }
    let at_solution = |index: usize, message: String| {
        let offset = string_literal_offset(text, "solution", index).unwrap_or(0);
        LevelError::at_offset(file, text, offset, message)
    };
    let mut game = puzzle.game();
    for (i, text_move) in puzzle.solution.iter().enumerate() {
        let mv = game.parse_move(text_move).map_err(|e| at_solution(i, e))?;
        game.check(mv)
            .map_err(|e| at_solution(i, format!("`{text_move}`: {e}")))?;
        game.play(&mv);
    }
    let attacker_moves = puzzle.solution.len().div_ceil(2) as u32;
    let field = |name: &str, message: String| {
        LevelError::at_offset(file, text, find_field(text, name).unwrap_or(0), message)
    };
    if game.outcome() != Some(Outcome::Win(0)) {
        return Err(field(
            "solution",
            "the solution does not end in the attacker's five".into(),
        ));
    }
    if attacker_moves > puzzle.moves_to_win {
        return Err(field(
            "moves_to_win",
            format!(
                "the solution takes {attacker_moves} attacker moves, the file says {}",
                puzzle.moves_to_win
            ),
        ));
    }
    Ok(puzzle)
}

/// Nodes a proof may take.
const PROOF_NODES: u64 = 20_000_000;

/// What the solver says of a puzzle: the first moves that win within its length.
pub fn winning_first_moves(puzzle: &GomokuPuzzle) -> Result<Vec<String>, String> {
    let game = puzzle.game();
    let (geo, board) = board_of(&game);
    let threes = puzzle.pack == Pack::Vct;
    let firsts = ThreatSolver::new()
        .winning_first_moves(&geo, &board, threes, puzzle.moves_to_win - 1, PROOF_NODES)
        .map_err(|_| format!("the proof took more than {PROOF_NODES} nodes"))?;
    Ok(firsts
        .into_iter()
        .map(|c| crate::rules::gomoku::notation::cell_name(puzzle.size(), c as u16))
        .collect())
}

/// `parse_puzzle` plus the solver's proof: the win exists within `moves_to_win`, no shorter
/// one does, and the first moves are as the file says.
pub fn check_puzzle(file: &str, text: &str) -> Result<GomokuPuzzle, LevelError> {
    let puzzle = parse_puzzle(file, text)?;
    let field = |name: &str, message: String| {
        LevelError::at_offset(file, text, find_field(text, name).unwrap_or(0), message)
    };
    let game = puzzle.game();
    let (geo, board) = board_of(&game);
    let threes = puzzle.pack == Pack::Vct;
    // The solver's depth counts threats: a win in n moves is n - 1 threats and the five.
    if puzzle.moves_to_win > 1 {
        let shorter = ThreatSolver::new()
            .solve(&geo, &board, threes, puzzle.moves_to_win - 2, PROOF_NODES)
            .map_err(|_| field("moves_to_win", "the proof ran too long".into()))?;
        if shorter.is_some() {
            return Err(field("moves_to_win", "a shorter win exists".into()));
        }
    }
    let firsts = winning_first_moves(&puzzle).map_err(|e| field("solution", e))?;
    if firsts.is_empty() {
        return Err(field(
            "solution",
            "the solver finds no win in that many moves".into(),
        ));
    }
    let claimed = match &puzzle.first_move {
        FirstMove::Unique => vec![puzzle.solution[0].clone()],
        FirstMove::Several(moves) => moves.clone(),
    };
    let mut sorted_claim = claimed.clone();
    sorted_claim.sort();
    let mut sorted_found = firsts.clone();
    sorted_found.sort();
    if sorted_claim != sorted_found {
        return Err(field(
            "first_move",
            format!(
                "the winning first moves are {}, the file says {}",
                firsts.join(" "),
                claimed.join(" ")
            ),
        ));
    }
    Ok(puzzle)
}

/// A puzzle by `pack/name` or file path.
pub fn puzzle_shipped_or_file(id_or_path: &str) -> Result<GomokuPuzzle, String> {
    super::shipped::shipped_or_file(PUZZLES, id_or_path, parse_puzzle)
}

/// Every shipped puzzle, by pack then name.
pub fn shipped_puzzles() -> Vec<GomokuPuzzle> {
    let mut all: Vec<GomokuPuzzle> = super::shipped::under(PUZZLES)
        .filter_map(|(path, text)| parse_puzzle(path, text).ok())
        .collect();
    all.sort_by(|a, b| (a.pack_name(), &a.name).cmp(&(b.pack_name(), &b.name)));
    all
}
