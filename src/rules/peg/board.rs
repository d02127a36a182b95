//! Peg solitaire boards: holes drawn at positions, and the legal jumps as (from, over, to)
//! triples. Grid boards get their jumps from a direction set; graph boards from lines of three
//! points, each usable both ways.

use std::fmt;

/// Holes a board may have: a position is one `u64` bitboard.
pub const MAX_HOLES: usize = 64;

/// A hole's index on its board.
pub type Hole = u8;

/// How jumps run on a grid board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Directions {
    /// Up, down, left, right.
    Four,
    /// The four orthogonal directions and the four diagonals.
    Eight,
    /// A triangular lattice: left, right and the four slants.
    Six,
}

/// One legal jump: the piece on `from` jumps over `over` into the empty `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jump {
    pub from: Hole,
    pub over: Hole,
    pub to: Hole,
}

/// How holes are named in move notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// `R,C`: 1-based row and column of the board art.
    RowColumn,
    /// `N`: 1-based point number.
    Numbered,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PegBoard {
    /// Where each hole is drawn, in units of the hole spacing; row 0 at the top.
    pub points: Vec<(f32, f32)>,
    /// Each hole's name in move notation (`R,C` or `N`).
    pub labels: Vec<String>,
    pub jumps: Vec<Jump>,
    /// Segments to draw between holes (the lines of a graph board).
    pub lines: Vec<(Hole, Hole)>,
    pub naming: Naming,
}

/// Why a board cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    NoHoles,
    TooManyHoles(usize),
    /// A hole of a triangular board that is not on the lattice of the first hole.
    OffLattice {
        row: usize,
        col: usize,
    },
    /// A line names a point the board does not have.
    NoSuchPoint(u32),
    /// A line's three points are not all different.
    RepeatedPoint(u32),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoHoles => write!(f, "the board has no holes"),
            Self::TooManyHoles(n) => write!(
                f,
                "the board has {n} holes, at most {MAX_HOLES} are allowed"
            ),
            Self::OffLattice { row, col } => write!(
                f,
                "hole {},{} is off the triangular lattice: on a six-direction board, neighbours in a row are two characters apart and each row is shifted by one",
                row + 1,
                col + 1
            ),
            Self::NoSuchPoint(n) => write!(f, "no point {n} on this board"),
            Self::RepeatedPoint(n) => write!(f, "point {n} appears twice in one line"),
        }
    }
}

/// A hole of a grid board as read from its art: row, column (index among the row's
/// non-space characters) and the character offset in the row (used by triangular boards).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridHole {
    pub row: usize,
    pub col: usize,
    pub offset: usize,
}

/// Height of one row of a triangular lattice, in units of the hole spacing.
const TRIANGLE_ROW: f32 = 0.866_025_4;

impl PegBoard {
    /// A grid board; holes are given in reading order and numbered in that order.
    pub fn grid(holes: &[GridHole], directions: Directions) -> Result<Self, BoardError> {
        check_count(holes.len())?;
        // Lattice coordinates: (row, column) on square grids, (row, character offset) on
        // triangular ones, where a step along a row is two characters.
        let lattice = |h: &GridHole| match directions {
            Directions::Six => (h.row as i64, h.offset as i64),
            _ => (h.row as i64, h.col as i64),
        };
        if directions == Directions::Six {
            let parity = (holes[0].row + holes[0].offset) % 2;
            if let Some(h) = holes.iter().find(|h| (h.row + h.offset) % 2 != parity) {
                return Err(BoardError::OffLattice {
                    row: h.row,
                    col: h.col,
                });
            }
        }
        let steps: &[(i64, i64)] = match directions {
            Directions::Four => &[(0, 1), (1, 0), (0, -1), (-1, 0)],
            Directions::Eight => &[
                (0, 1),
                (1, 1),
                (1, 0),
                (1, -1),
                (0, -1),
                (-1, -1),
                (-1, 0),
                (-1, 1),
            ],
            Directions::Six => &[(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)],
        };
        let find = |at: (i64, i64)| holes.iter().position(|h| lattice(h) == at);
        let mut jumps = Vec::new();
        for (from, h) in holes.iter().enumerate() {
            let (r, c) = lattice(h);
            for &(dr, dc) in steps {
                if let (Some(over), Some(to)) =
                    (find((r + dr, c + dc)), find((r + 2 * dr, c + 2 * dc)))
                {
                    jumps.push(Jump {
                        from: from as Hole,
                        over: over as Hole,
                        to: to as Hole,
                    });
                }
            }
        }
        let points = holes
            .iter()
            .map(|h| match directions {
                Directions::Six => (h.offset as f32 / 2.0, h.row as f32 * TRIANGLE_ROW),
                _ => (h.col as f32, h.row as f32),
            })
            .collect();
        let labels = holes
            .iter()
            .map(|h| format!("{},{}", h.row + 1, h.col + 1))
            .collect();
        Ok(Self {
            points,
            labels,
            jumps,
            lines: Vec::new(),
            naming: Naming::RowColumn,
        })
    }

    /// A graph board: numbered points at positions, and lines of three points (1-based) along
    /// which a piece may jump either way.
    pub fn graph(points: &[(f32, f32)], lines: &[(u32, u32, u32)]) -> Result<Self, BoardError> {
        check_count(points.len())?;
        let index = |n: u32| {
            if n == 0 || n as usize > points.len() {
                Err(BoardError::NoSuchPoint(n))
            } else {
                Ok((n - 1) as Hole)
            }
        };
        let mut jumps = Vec::new();
        let mut segments = Vec::new();
        for &(a, b, c) in lines {
            let (ia, ib, ic) = (index(a)?, index(b)?, index(c)?);
            if ia == ib || ia == ic {
                return Err(BoardError::RepeatedPoint(a));
            }
            if ib == ic {
                return Err(BoardError::RepeatedPoint(b));
            }
            for jump in [(ia, ib, ic), (ic, ib, ia)] {
                let jump = Jump {
                    from: jump.0,
                    over: jump.1,
                    to: jump.2,
                };
                if !jumps.contains(&jump) {
                    jumps.push(jump);
                }
            }
            for segment in [(ia.min(ib), ia.max(ib)), (ib.min(ic), ib.max(ic))] {
                if !segments.contains(&segment) {
                    segments.push(segment);
                }
            }
        }
        let (min_x, min_y) = points
            .iter()
            .fold((f32::MAX, f32::MAX), |(x, y), p| (x.min(p.0), y.min(p.1)));
        Ok(Self {
            points: points
                .iter()
                .map(|&(x, y)| (x - min_x, y - min_y))
                .collect(),
            labels: (1..=points.len()).map(|n| n.to_string()).collect(),
            jumps,
            lines: segments,
            naming: Naming::Numbered,
        })
    }

    /// The 13-point Hopping Dots board: a 3x3 lattice plus the centres of its four squares,
    /// numbered top to bottom, left to right, with its sixteen lines.
    pub fn hopping_dots() -> Self {
        let points = [
            (0.0, 0.0),
            (2.0, 0.0),
            (4.0, 0.0),
            (1.0, 1.0),
            (3.0, 1.0),
            (0.0, 2.0),
            (2.0, 2.0),
            (4.0, 2.0),
            (1.0, 3.0),
            (3.0, 3.0),
            (0.0, 4.0),
            (2.0, 4.0),
            (4.0, 4.0),
        ];
        Self::graph(&points, &HOPPING_DOTS_LINES).expect("the Hopping Dots board is well formed")
    }

    pub fn holes(&self) -> usize {
        self.points.len()
    }

    /// The hole with this notation name (`4,4` or `7`).
    pub fn hole(&self, label: &str) -> Option<Hole> {
        let label = label.trim();
        let normal = match self.naming {
            Naming::RowColumn => {
                let (r, c) = label.split_once(',')?;
                format!(
                    "{},{}",
                    r.trim().parse::<u32>().ok()?,
                    c.trim().parse::<u32>().ok()?
                )
            }
            Naming::Numbered => label.parse::<u32>().ok()?.to_string(),
        };
        self.labels
            .iter()
            .position(|l| *l == normal)
            .map(|i| i as Hole)
    }

    /// The jump from `from` that lands on `to`, if the board has one.
    pub fn jump_between(&self, from: Hole, to: Hole) -> Option<Jump> {
        self.jumps
            .iter()
            .copied()
            .find(|j| j.from == from && j.to == to)
    }
}

/// The sixteen lines of the Hopping Dots board (GAMES.md 3d).
pub const HOPPING_DOTS_LINES: [(u32, u32, u32); 16] = [
    (1, 2, 3),
    (6, 7, 8),
    (11, 12, 13),
    (1, 6, 11),
    (2, 7, 12),
    (3, 8, 13),
    (1, 4, 7),
    (7, 10, 13),
    (3, 5, 7),
    (7, 9, 11),
    (2, 4, 6),
    (2, 5, 8),
    (6, 9, 12),
    (8, 10, 12),
    (4, 7, 10),
    (5, 7, 9),
];

fn check_count(n: usize) -> Result<(), BoardError> {
    match n {
        0 => Err(BoardError::NoHoles),
        n if n > MAX_HOLES => Err(BoardError::TooManyHoles(n)),
        _ => Ok(()),
    }
}
