//! Draughts of every kind from one rules module: the variant is data ([`Rules`]), the board a
//! ghost-bit `u64` ([`board`]), moves from [`movegen`]. Big-man checkers is the same game plus
//! a figure that rides on one piece of each side. White (side 0) sits at the bottom.

pub mod board;
pub mod movegen;
pub mod notation;
pub mod pdn;
pub mod pdn_game;
pub mod perft;
pub mod position;
pub mod rules;

use std::sync::Arc;

use board::{BLACK, Bits, Geometry, WHITE};
use movegen::MoveRules;
use position::{Move, Position};
pub use rules::{Rules, RulesError};

use super::{Cell, CellShape, Change, Game, Layout, Outcome, Piece, PieceKind};

/// A variant ready to play: its rules, board and start position.
#[derive(Clone, Debug, PartialEq)]
pub struct Variant {
    pub name: String,
    pub rules: Rules,
    pub geo: Geometry,
    pub moves: MoveRules,
    pub start: Position,
}

impl Variant {
    /// Builds a variant; the error says which parameter cannot work.
    pub fn new(name: &str, rules: Rules) -> Result<Self, RulesError> {
        if let Some(problem) = rules.problem() {
            return Err(problem);
        }
        let geo = Geometry::new(rules.size);
        let mut start = Position {
            side: rules.first_side(),
            ..Position::default()
        };
        let men_squares = usize::from(rules.rows_of_men) * usize::from(rules.size / 2);
        let count = geo.square_count();
        for square in 0..men_squares {
            start.pieces[usize::from(BLACK)] |= 1 << geo.bit_of_square(square);
            start.pieces[usize::from(WHITE)] |= 1 << geo.bit_of_square(count - 1 - square);
        }
        if let Some(figure) = &rules.figure {
            for (side, name) in [(WHITE, &figure.white_start), (BLACK, &figure.black_start)] {
                let bit = notation::parse_square(&geo, name)
                    .map_err(|e| RulesError::new("figure", format!("figure start: {e}")))?;
                if start.pieces[usize::from(side)] >> bit & 1 == 0 {
                    return Err(RulesError::new(
                        "figure",
                        format!(
                            "figure start `{name}` is not a square with one of that side's men"
                        ),
                    ));
                }
                start.figures |= 1 << bit;
            }
        }
        Ok(Self {
            name: name.to_string(),
            moves: MoveRules::of(&rules),
            rules,
            geo,
            start,
        })
    }

    pub fn legal(&self, pos: &Position) -> Vec<Move> {
        let mut out = Vec::new();
        movegen::generate(&self.geo, self.moves, pos, &mut out);
        out
    }

    /// A win decided by the figures of big-man checkers, if any.
    pub fn figure_outcome(&self, pos: &Position) -> Option<u8> {
        let figure = self.rules.figure.as_ref()?;
        for side in [WHITE, BLACK] {
            match pos.carrier(side) {
                Some(bit) if self.geo.far_row(side) >> bit & 1 != 0 => return Some(side),
                None if figure.carrier_captured_loses => return Some(1 - side),
                _ => {}
            }
        }
        None
    }
}

/// The rules' move: the compact move plus the landing squares the piece visits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraughtsMove {
    pub mv: Move,
    pub landings: Vec<u8>,
}

/// A game in progress: the position plus what the draw rules need.
#[derive(Clone, Debug)]
pub struct Draughts {
    variant: Arc<Variant>,
    pos: Position,
    /// Plies since the last capture or man move.
    quiet_plies: u32,
    /// Keys of the positions since the last capture or man move, this one included.
    since_irreversible: Vec<u64>,
    /// The legal moves here, generated once a move: the end rules and the playouts read them.
    legal: Vec<Move>,
}

impl Draughts {
    pub fn new(variant: Arc<Variant>) -> Self {
        let pos = variant.start;
        Self::from_position(variant, pos)
    }

    pub fn from_position(variant: Arc<Variant>, pos: Position) -> Self {
        let legal = variant.legal(&pos);
        Self {
            variant,
            pos,
            quiet_plies: 0,
            since_irreversible: vec![pos.key()],
            legal,
        }
    }

    /// Plays a legal move: the position, the draw counters and the moves of the next side
    /// (what [`Game::play`] does, less the changes a view needs).
    fn advance(&mut self, m: &Move) {
        let v = &self.variant;
        let before = self.pos;
        self.pos = before.play(&v.geo, m);
        let man_moved = !m.hop && before.kings >> m.from & 1 == 0;
        if m.is_capture() || man_moved {
            self.quiet_plies = 0;
            self.since_irreversible.clear();
        } else {
            self.quiet_plies += 1;
        }
        self.since_irreversible.push(self.pos.key());
        self.legal.clear();
        movegen::generate(&v.geo, v.moves, &self.pos, &mut self.legal);
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// Every legal move with its landings (none once the game is over).
    pub fn moves_with_paths(&self) -> Vec<(Move, Vec<u8>)> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let v = &self.variant;
        movegen::generate_with_paths(&v.geo, v.moves, &self.pos)
    }

    /// Whether the side to move must capture (so its quiet moves are not allowed).
    pub fn capture_required(&self) -> bool {
        let v = &self.variant;
        v.rules.capture_compulsory && self.legal.first().is_some_and(Move::is_capture)
    }

    fn piece_at(&self, bit: u8) -> Option<Piece> {
        let pos = &self.pos;
        let owner = [WHITE, BLACK]
            .into_iter()
            .find(|&s| pos.pieces[usize::from(s)] >> bit & 1 != 0)?;
        let king = pos.kings >> bit & 1 != 0;
        let figure = pos.figures >> bit & 1 != 0;
        let kind = match (king, figure) {
            (false, false) => PieceKind::Man,
            (true, false) => PieceKind::King,
            (false, true) => PieceKind::Figure,
            (true, true) => PieceKind::FigureKing,
        };
        Some(Piece { owner, kind })
    }
}

impl Game for Draughts {
    type Move = DraughtsMove;

    fn sides(&self) -> usize {
        2
    }

    fn side_to_move(&self) -> u8 {
        self.pos.side
    }

    fn legal_moves(&self) -> Vec<DraughtsMove> {
        self.moves_with_paths()
            .into_iter()
            .map(|(mv, landings)| DraughtsMove { mv, landings })
            .collect()
    }

    fn play(&mut self, mv: &DraughtsMove) -> Vec<Change> {
        let geo = self.variant.geo;
        let m = mv.mv;
        let before = self.pos;
        self.advance(&m);
        let mut changes = Vec::new();
        if m.hop {
            for bit in [m.from, m.to] {
                if let Some(piece) = self.piece_at(bit) {
                    changes.push(Change::Promote {
                        cell: geo.cell(bit),
                        to: piece,
                    });
                }
            }
        } else {
            let mut path = vec![geo.cell(m.from)];
            path.extend(mv.landings.iter().map(|&b| geo.cell(b)));
            changes.push(Change::Move { path });
            changes.extend(Bits(m.captured).map(|b| Change::Remove { cell: geo.cell(b) }));
            if before.kings >> m.from & 1 == 0
                && self.pos.kings >> m.to & 1 != 0
                && let Some(piece) = self.piece_at(m.to)
            {
                changes.push(Change::Promote {
                    cell: geo.cell(m.to),
                    to: piece,
                });
            }
        }
        changes
    }

    fn play_random(&mut self, rng: &mut rand::rngs::SmallRng) -> bool {
        use rand::Rng;
        if self.outcome().is_some() {
            return false;
        }
        let m = self.legal[rng.random_range(0..self.legal.len())];
        self.advance(&m);
        true
    }

    fn outcome(&self) -> Option<Outcome> {
        let v = &self.variant;
        if let Some(winner) = v.figure_outcome(&self.pos) {
            return Some(Outcome::Win(winner));
        }
        if self.legal.is_empty() {
            return Some(Outcome::Win(1 - self.pos.side));
        }
        let key = self.pos.key();
        let repeats = self
            .since_irreversible
            .iter()
            .filter(|&&k| k == key)
            .count();
        if v.rules.draw_repetitions > 0 && repeats >= v.rules.draw_repetitions as usize {
            return Some(Outcome::Draw);
        }
        if v.rules
            .draw_king_moves
            .is_some_and(|moves| self.quiet_plies >= 2 * moves)
        {
            return Some(Outcome::Draw);
        }
        None
    }

    fn hash(&self) -> u64 {
        self.pos.key()
    }

    fn path(&self, mv: &DraughtsMove) -> Vec<Cell> {
        let geo = &self.variant.geo;
        std::iter::once(mv.mv.from)
            .chain(mv.landings.iter().copied())
            .map(|b| geo.cell(b))
            .collect()
    }

    fn layout(&self) -> Layout {
        let size = usize::from(self.variant.geo.size);
        Layout {
            cell_shape: CellShape::Checkered,
            // White (side 0) in the light colour, Black in the dark.
            owner_colours: vec![1, 0],
            ..Layout::grid(size, size)
        }
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        let geo = &self.variant.geo;
        Bits(self.pos.occupied())
            .filter_map(|b| self.piece_at(b).map(|p| (geo.cell(b), p)))
            .collect()
    }

    fn cell_name(&self, cell: Cell) -> Option<String> {
        let geo = &self.variant.geo;
        let bit = geo.bit_of_cell(cell)?;
        Some(notation::square_name(geo, self.variant.rules.squares, bit))
    }

    fn move_text(&self, mv: &DraughtsMove) -> String {
        let v = &self.variant;
        let legal = movegen::generate_with_paths(&v.geo, v.moves, &self.pos);
        notation::move_text(&v.geo, v.rules.squares, &mv.mv, &mv.landings, &legal)
    }

    /// The fast count knows no history, so it answers only where history cannot matter: a
    /// fresh start or right after a capture or man move.
    fn fast_perft(&self, depth: u32) -> Option<u64> {
        (self.since_irreversible.len() == 1)
            .then(|| perft::perft_finished_as_leaf(&self.variant, &self.pos, depth))
    }

    fn score(&self) -> Option<Vec<u32>> {
        Some(
            [WHITE, BLACK]
                .iter()
                .map(|&s| self.pos.pieces[usize::from(s)].count_ones())
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests;
