//! Game rules: plain Rust, no Bevy. Every game family implements [`Game`], and describes each
//! move's effect as a list of [`Change`]s so that one generic view can animate all of them.

pub mod chinese_checkers;
pub mod coordinates;
pub mod cpu;
pub mod draughts;
pub mod gomoku;
pub mod jump;
pub mod knight;
pub mod peg;
pub mod perft;
pub mod reversi;

use std::fmt;

/// Index of a cell in a board's [`Layout`].
pub type Cell = u16;

/// A piece as the view sees it: who owns it and what kind it is (game-defined meaning).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub owner: u8,
    pub kind: PieceKind,
}

/// Kinds of piece across the families; a game uses the ones it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceKind {
    Disc,
    Man,
    King,
    /// A piece the goal is about (the red peg that must be the last one left).
    Special,
    Knight,
    /// Big-man checkers: a man carrying its side's figure.
    Figure,
    /// Big-man checkers: a double piece carrying its side's figure.
    FigureKing,
    /// A Chinese checkers marble: besides its colour it wears its side's mark, so that six
    /// sides stay apart without colour.
    Marble,
}

impl Piece {
    pub const fn disc(owner: u8) -> Self {
        Self {
            owner,
            kind: PieceKind::Disc,
        }
    }
}

/// One visible effect of a move, in the order the view should animate them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A new piece appears on a cell.
    Place { cell: Cell, piece: Piece },
    /// The piece on `path[0]` travels hop by hop to the last cell of `path`.
    Move { path: Vec<Cell> },
    /// The piece on a cell leaves the board.
    Remove { cell: Cell },
    /// The piece on a cell changes owner (a reversi flip).
    Flip { cell: Cell, to: Piece },
    /// The piece on a cell changes kind (promotion).
    Promote { cell: Cell, to: Piece },
    /// The side to move had no move and passed.
    Pass,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win(u8),
    Draw,
}

/// Where the cells of a board are drawn, in board units (a square cell is 1 x 1), plus the
/// shape hint the view uses for the cell background.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub positions: Vec<(f32, f32)>,
    pub cell_shape: CellShape,
    pub width: f32,
    pub height: f32,
    /// Segments drawn between cells (the lines of a graph board).
    pub lines: Vec<(Cell, Cell)>,
    /// The colour each owner is drawn in (an index of the view's piece colours: 0 dark,
    /// 1 light, then red, blue, ...); empty means owner n wears colour n.
    pub owner_colours: Vec<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellShape {
    /// Plain squares (reversi, knight's tour).
    Square,
    /// Light and dark squares (draughts).
    Checkered,
    /// Round holes (peg solitaire, chinese checkers).
    Hole,
    /// Line crossings: the stones sit on the points where the board's lines meet (gomoku).
    Point,
}

impl Layout {
    /// A rows x cols grid with row 0 at the top; cell index = row * cols + col.
    pub fn grid(rows: usize, cols: usize) -> Self {
        let positions = (0..rows * cols)
            .map(|i| ((i % cols) as f32, (i / cols) as f32))
            .collect();
        Self {
            positions,
            cell_shape: CellShape::Square,
            width: cols as f32,
            height: rows as f32,
            lines: Vec::new(),
            owner_colours: Vec::new(),
        }
    }

    /// The colour index `owner` is drawn in.
    pub fn colour_of(&self, owner: u8) -> usize {
        self.owner_colours
            .get(usize::from(owner))
            .map_or(usize::from(owner), |&c| usize::from(c))
    }
}

/// The one interface every game implements. States are small values: `play` returns the
/// changes it made so the caller can animate them, and the caller keeps old states for undo.
pub trait Game: Clone + Send + Sync + 'static {
    type Move: Clone + PartialEq + fmt::Debug + Send + Sync + 'static;

    /// Number of sides (1 for puzzles, up to 6).
    fn sides(&self) -> usize;
    fn side_to_move(&self) -> u8;
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// Plays a legal move and returns what it changed on the board.
    fn play(&mut self, mv: &Self::Move) -> Vec<Change>;
    fn outcome(&self) -> Option<Outcome>;
    fn hash(&self) -> u64;
    /// Cells the move visits, in order (one for a placement; from, every hop, to for a jump).
    fn path(&self, mv: &Self::Move) -> Vec<Cell>;
    fn layout(&self) -> Layout;
    /// Every piece on the board, for building the view from scratch.
    fn pieces(&self) -> Vec<(Cell, Piece)>;
    /// The move in the game's usual notation.
    fn move_text(&self, mv: &Self::Move) -> String;
    /// The legal move a text names; by default the one whose `move_text` it is (case
    /// ignored). A game whose notation has several spellings of one move reads them all.
    fn read_move(&self, text: &str) -> Result<Self::Move, String> {
        let moves = self.legal_moves();
        if let Some(mv) = moves
            .iter()
            .find(|mv| self.move_text(mv).eq_ignore_ascii_case(text.trim()))
        {
            return Ok(mv.clone());
        }
        let legal: Vec<String> = moves.iter().map(|mv| self.move_text(mv)).collect();
        Err(format!(
            "`{text}` is not a legal move here (legal: {})",
            if legal.is_empty() {
                "none".to_string()
            } else {
                legal.join(" ")
            }
        ))
    }
    /// The cell's name in the game's notation, if it has one (the board's coordinates are
    /// made from these).
    fn cell_name(&self, _cell: Cell) -> Option<String> {
        None
    }
    /// The coordinates around (or on) the board, from [`Game::cell_name`].
    fn coordinate_labels(&self) -> Vec<coordinates::Label> {
        coordinates::board_labels(&self.layout(), |cell| self.cell_name(cell))
    }
    /// Per-side score to show, if the game keeps one (discs in reversi).
    fn score(&self) -> Option<Vec<u32>> {
        None
    }
    /// Leaf count `depth` plies on by the game's own fast generator, where it has one; the
    /// property tests hold it to the generic [`perft::perft`].
    fn fast_perft(&self, _depth: u32) -> Option<u64> {
        None
    }
    /// Whether the view should dot every legal move for a human (not where nearly every
    /// empty point is one).
    fn marks_legal_moves(&self) -> bool {
        true
    }
    /// Plays a uniformly random legal move (playouts); false when there is none. A game that
    /// keeps its legal moves overrides it to skip generating them twice and the view's changes.
    fn play_random(&mut self, rng: &mut rand::rngs::SmallRng) -> bool {
        use rand::Rng;
        if self.outcome().is_some() {
            return false;
        }
        let moves = self.legal_moves();
        if moves.is_empty() {
            return false;
        }
        let mv = moves[rng.random_range(0..moves.len())].clone();
        self.play(&mv);
        true
    }
}

/// splitmix64's finaliser: fixed pseudo-random numbers for hashing positions.
pub fn hash_mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
