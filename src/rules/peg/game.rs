//! A peg solitaire position as a one-player game: a move is one jump; consecutive jumps by the
//! same piece count as one move towards a level's move limit.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::board::{Hole, Jump, PegBoard};
use crate::rules::{Cell, CellShape, Change, Game, Layout, Outcome, Piece, PieceKind};

/// What a level asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// One piece left, anywhere.
    OneLeft,
    /// One piece left, on this hole.
    OneLeftAt(Hole),
    /// Only the named piece left; it may jump but is never jumped.
    OnlyNamed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Goal {
    pub target: Target,
    /// At most this many moves, a chain of jumps by one piece counting as one.
    pub max_moves: Option<u32>,
}

/// Where a position stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Playing,
    Solved,
    /// Jumps are left, but each would break the move limit.
    LimitReached,
    /// No jump is left and the goal is not met.
    NoMoves,
}

/// Piece colours as the view's palette numbers them, with their art letters.
pub const COLOURS: [(char, u8); 6] = [
    ('x', 0), // dark
    ('o', 1), // ivory
    ('r', 2), // red
    ('b', 3), // blue
    ('y', 4), // yellow
    ('g', 6), // green
];

#[derive(Clone, Debug, PartialEq)]
pub struct PegGame {
    board: Arc<PegBoard>,
    pegs: u64,
    /// Palette colour of the piece on each hole (meaningless where the hole is empty).
    colours: Vec<u8>,
    /// Where the named piece stands, when the goal names one.
    named: Option<Hole>,
    goal: Goal,
    moves: u32,
    /// Where the last jump landed: a jump from there continues the same move.
    last_landing: Option<Hole>,
}

impl PegGame {
    /// A start position. `pieces` lists (hole, colour); `named` must be one of them.
    pub fn new(
        board: Arc<PegBoard>,
        pieces: &[(Hole, u8)],
        named: Option<Hole>,
        goal: Goal,
    ) -> Self {
        let mut colours = vec![1; board.holes()];
        let mut pegs = 0;
        for &(hole, colour) in pieces {
            pegs |= 1u64 << hole;
            colours[usize::from(hole)] = colour;
        }
        debug_assert!(named.is_none_or(|n| pegs & (1 << n) != 0));
        Self {
            board,
            pegs,
            colours,
            named,
            goal,
            moves: 0,
            last_landing: None,
        }
    }

    pub fn board(&self) -> &Arc<PegBoard> {
        &self.board
    }

    /// Occupied holes, one bit each.
    pub fn pegs(&self) -> u64 {
        self.pegs
    }

    pub fn named(&self) -> Option<Hole> {
        self.named
    }

    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// Moves made so far (chains counting once).
    pub fn moves(&self) -> u32 {
        self.moves
    }

    pub fn last_landing(&self) -> Option<Hole> {
        self.last_landing
    }

    pub fn pieces_left(&self) -> u32 {
        self.pegs.count_ones()
    }

    pub fn colour(&self, hole: Hole) -> u8 {
        self.colours[usize::from(hole)]
    }

    /// Whether a jump is legal here.
    pub fn can_jump(&self, jump: &Jump) -> bool {
        let has = |h: Hole| self.pegs & (1u64 << h) != 0;
        has(jump.from) && has(jump.over) && !has(jump.to) && self.named != Some(jump.over)
    }

    /// The move count after this jump: a jump that does not continue the last one starts a
    /// new move.
    pub fn moves_after(&self, jump: &Jump) -> u32 {
        self.moves + u32::from(self.last_landing != Some(jump.from))
    }

    /// Whether one piece is left where the goal wants it.
    pub fn goal_met(&self) -> bool {
        self.pegs.count_ones() == 1
            && match self.goal.target {
                Target::OneLeft => true,
                Target::OneLeftAt(hole) => self.pegs == 1u64 << hole,
                Target::OnlyNamed => self.named.is_some_and(|n| self.pegs == 1u64 << n),
            }
    }

    /// Whether a jump is legal and keeps within the move limit.
    pub fn allows(&self, jump: &Jump) -> bool {
        self.can_jump(jump)
            && self
                .goal
                .max_moves
                .is_none_or(|max| self.moves_after(jump) <= max)
    }

    pub fn status(&self) -> Status {
        if self.goal_met() {
            Status::Solved
        } else if self.board.jumps.iter().any(|j| self.allows(j)) {
            Status::Playing
        } else if self.board.jumps.iter().any(|j| self.can_jump(j)) {
            Status::LimitReached
        } else {
            Status::NoMoves
        }
    }

    fn piece_on(&self, hole: Hole) -> Piece {
        Piece {
            owner: self.colour(hole),
            kind: if self.named == Some(hole) {
                PieceKind::Special
            } else {
                PieceKind::Disc
            },
        }
    }
}

impl Game for PegGame {
    type Move = Jump;

    fn sides(&self) -> usize {
        1
    }

    fn side_to_move(&self) -> u8 {
        0
    }

    fn legal_moves(&self) -> Vec<Jump> {
        if self.status() != Status::Playing {
            return Vec::new();
        }
        self.board
            .jumps
            .iter()
            .filter(|j| self.allows(j))
            .copied()
            .collect()
    }

    fn play(&mut self, jump: &Jump) -> Vec<Change> {
        debug_assert!(self.can_jump(jump));
        self.moves = self.moves_after(jump);
        self.last_landing = Some(jump.to);
        self.pegs ^= (1u64 << jump.from) | (1u64 << jump.over) | (1u64 << jump.to);
        self.colours[usize::from(jump.to)] = self.colours[usize::from(jump.from)];
        if self.named == Some(jump.from) {
            self.named = Some(jump.to);
        }
        vec![
            Change::Move {
                path: vec![Cell::from(jump.from), Cell::from(jump.to)],
            },
            Change::Remove {
                cell: Cell::from(jump.over),
            },
        ]
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.status() {
            Status::Playing => None,
            Status::Solved => Some(Outcome::Win(0)),
            Status::LimitReached | Status::NoMoves => Some(Outcome::Draw),
        }
    }

    fn hash(&self) -> u64 {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (self.pegs, self.named, self.moves, self.last_landing).hash(&mut hasher);
        hasher.finish()
    }

    fn path(&self, jump: &Jump) -> Vec<Cell> {
        vec![Cell::from(jump.from), Cell::from(jump.to)]
    }

    fn layout(&self) -> Layout {
        let points = &self.board.points;
        let width = points.iter().fold(0.0f32, |w, p| w.max(p.0)) + 1.0;
        let height = points.iter().fold(0.0f32, |h, p| h.max(p.1)) + 1.0;
        Layout {
            positions: points.clone(),
            cell_shape: CellShape::Hole,
            width,
            height,
            lines: self
                .board
                .lines
                .iter()
                .map(|&(a, b)| (Cell::from(a), Cell::from(b)))
                .collect(),
            owner_colours: Vec::new(),
        }
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        (0..self.board.holes() as Hole)
            .filter(|&h| self.pegs & (1u64 << h) != 0)
            .map(|h| (Cell::from(h), self.piece_on(h)))
            .collect()
    }

    fn cell_name(&self, cell: Cell) -> Option<String> {
        self.board.labels.get(usize::from(cell)).cloned()
    }

    fn move_text(&self, jump: &Jump) -> String {
        let labels = &self.board.labels;
        format!(
            "{}-{}",
            labels[usize::from(jump.from)],
            labels[usize::from(jump.to)]
        )
    }

    fn score(&self) -> Option<Vec<u32>> {
        Some(vec![self.pieces_left()])
    }
}
