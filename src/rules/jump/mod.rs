//! Jumping games from a file (`JumpGame`, GAMES.md 8): the language (`spec`), compiled once
//! into tables (`board`, `compile`) shared by every position through an `Arc`, and played by
//! one [`Game`] implementation, [`JumpState`], on bit sets (`position`, `movegen`).
//! `notation` writes and reads moves, `outcome` applies the end rules, `perft` counts,
//! `replay` reads a whole record.

pub mod bits;
pub mod board;
pub mod compile;
pub mod count;
pub mod movegen;
mod notation;
pub mod outcome;
pub mod perft;
pub mod position;
pub mod replay;
pub mod seats;
pub mod shift;
pub mod spec;

use std::sync::Arc;

use crate::rules::{Cell, Change, Game, Layout, Outcome, Piece, PieceKind};
pub use compile::{Rules, SpecError, compile};
pub use position::{Move, Position};

/// A game of a `JumpGame` file in progress.
#[derive(Clone, Debug)]
pub struct JumpState {
    pub rules: Arc<Rules>,
    pub pos: Position,
    /// Position keys ([`Position::hash`]) since the last capture, non-king move or removal
    /// (repetition draws).
    history: Vec<u64>,
    /// The pieces' share of the key, kept move by move.
    pieces_hash: u64,
    /// Sides in the order they finished (races with places).
    pub places: Vec<u8>,
    outcome: Option<Outcome>,
    /// The legal moves while play goes on: generated once a ply, as the end rules judge
    /// whether the side to move has one.
    legal: Vec<Move>,
}

impl JumpState {
    pub fn new(rules: Arc<Rules>) -> Self {
        let pos = Position::start(&rules);
        let mut state = Self {
            history: vec![pos.hash()],
            pieces_hash: pos.pieces_hash(),
            rules,
            pos,
            places: Vec::new(),
            outcome: None,
            legal: Vec::new(),
        };
        state.judge(None);
        state
    }

    /// Applies the end rules after `mover`'s move (none at the start), keeping the moves.
    fn judge(&mut self, mover: Option<u8>) {
        self.outcome = outcome::judge(
            &self.rules,
            &mut self.pos,
            &self.history,
            &mut self.places,
            mover,
            &mut self.legal,
        );
    }

    /// The legal moves (none once the game is over), without copying them.
    pub fn legal(&self) -> &[Move] {
        &self.legal
    }

    /// Plays a legal move: the position, the repetition history and the end rules (what
    /// [`Game::play`] does, less the changes a view needs).
    pub fn advance(&mut self, mv: &Move) {
        let mover = self.pos.to_move;
        self.pieces_hash ^= self.pos.pieces_hash_change(mv);
        self.pos.play(&self.rules, mv);
        if self.pos.quiet == 0 {
            self.history.clear();
        }
        self.history
            .push(self.pieces_hash ^ self.pos.counters_hash());
        debug_assert_eq!(self.history.last(), Some(&self.pos.hash()));
        self.judge(Some(mover));
    }

    /// Sets up another position (tests, puzzles): its moves and outcome are judged afresh,
    /// with no history behind it.
    pub fn set_position(&mut self, pos: Position) {
        self.pos = pos;
        self.pieces_hash = pos.pieces_hash();
        self.history = vec![pos.hash()];
        self.places.clear();
        self.judge(None);
    }

    /// Compiles a description and starts it.
    pub fn from_spec(spec: &spec::JumpGame) -> Result<Self, SpecError> {
        Ok(Self::new(Arc::new(compile(spec)?)))
    }

    pub fn name(&self) -> &str {
        &self.rules.spec.name
    }

    /// The legal moves, as the generator makes them (no outcome check).
    pub fn moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        movegen::generate(&self.rules, &self.pos, &mut out);
        out
    }

    /// The legal moves `text` may name: one, or each capture a short form fits (a PDN reader
    /// tries them in turn). A capture written by another path of the same move (a flying king
    /// landing elsewhere on its way: `a1xf6xh8` for `a1xe5xh8`) is read as that move. With
    /// `past_end`, moves are read after the rules have ended the game (a record that goes on).
    pub fn read_candidates(&self, text: &str, past_end: bool) -> Result<Vec<Move>, String> {
        let legal = if past_end {
            self.moves()
        } else {
            self.legal_moves()
        };
        let reason = match notation::read_candidates(&self.rules, &legal, text) {
            Ok(found) => return Ok(found),
            Err(reason) => reason,
        };
        let mut paths = Vec::new();
        movegen::capture_paths(&self.rules, &self.pos, &mut paths);
        paths.retain(|p| legal.iter().any(|m| m.key() == p.key()));
        let Ok(found) = notation::read_candidates(&self.rules, &paths, text) else {
            return Err(reason);
        };
        // The legal move of each path found, as the generator writes it.
        let mut moves: Vec<Move> = Vec::new();
        for path in found {
            if let Some(m) = legal.iter().find(|m| m.key() == path.key())
                && !moves.contains(m)
            {
                moves.push(*m);
            }
        }
        Ok(moves)
    }
}

/// The view's colour index of a side's colour (the palette's order).
fn colour_index(colour: spec::Colour) -> u8 {
    match colour {
        spec::Colour::Black => 0,
        spec::Colour::White => 1,
        spec::Colour::Red => 2,
        spec::Colour::Blue => 3,
        spec::Colour::Yellow => 4,
        spec::Colour::Purple => 5,
        spec::Colour::Green => 6,
    }
}

fn piece_kind(look: spec::Look) -> PieceKind {
    match look {
        spec::Look::Man => PieceKind::Man,
        spec::Look::King => PieceKind::King,
        spec::Look::Stone | spec::Look::Peg => PieceKind::Disc,
        spec::Look::Marble => PieceKind::Marble,
    }
}

impl Game for JumpState {
    type Move = Move;

    fn sides(&self) -> usize {
        self.rules.sides.len()
    }

    fn side_to_move(&self) -> u8 {
        self.pos.to_move
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.legal.clone()
    }

    fn play_random(&mut self, rng: &mut rand::rngs::SmallRng) -> bool {
        use rand::Rng;
        if self.legal.is_empty() {
            return false;
        }
        let mv = self.legal[rng.random_range(0..self.legal.len())];
        self.advance(&mv);
        true
    }

    fn play(&mut self, mv: &Move) -> Vec<Change> {
        let mut changes = Vec::new();
        let owner = self.pos.to_move;
        if mv.removal {
            changes.push(Change::Remove {
                cell: Cell::from(mv.from),
            });
        } else {
            // Pieces taken at once (Turkish) may be landed on later in the chain: they go
            // before the piece moves; otherwise after it.
            let removals: Vec<Change> = mv
                .captured
                .cells()
                .map(|victim| Change::Remove {
                    cell: Cell::from(victim),
                })
                .collect();
            let at_once = self.rules.chain.removal == spec::RemovalTime::AtOnce;
            if at_once {
                changes.extend(removals.iter().cloned());
            }
            changes.push(Change::Move {
                path: self.path(mv),
            });
            if !at_once {
                changes.extend(removals);
            }
            if mv.kind_after != self.pos.kind_at(mv.from) {
                let look = self.rules.kinds[usize::from(mv.kind_after)].look;
                changes.push(Change::Promote {
                    cell: Cell::from(mv.to),
                    to: Piece {
                        owner,
                        kind: piece_kind(look),
                    },
                });
            }
        }
        self.advance(mv);
        changes
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn hash(&self) -> u64 {
        self.pos.hash()
    }

    fn path(&self, mv: &Move) -> Vec<Cell> {
        std::iter::once(mv.from)
            .chain(mv.landings().iter().copied())
            .map(Cell::from)
            .collect()
    }

    fn layout(&self) -> Layout {
        let geo = &self.rules.geo;
        Layout {
            positions: geo.positions.clone(),
            cell_shape: geo.cell_shape,
            width: geo.width,
            height: geo.height,
            lines: geo
                .lines
                .iter()
                .map(|&(a, b)| (Cell::from(a), Cell::from(b)))
                .collect(),
            owner_colours: self
                .rules
                .sides
                .iter()
                .map(|s| colour_index(s.colour))
                .collect(),
        }
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        let mut out = Vec::new();
        for (owner, bits) in self.pos.side.iter().enumerate().take(self.sides()) {
            for cell in bits.cells() {
                let look = self.rules.kinds[usize::from(self.pos.kind_at(cell))].look;
                out.push((
                    Cell::from(cell),
                    Piece {
                        owner: owner as u8,
                        kind: piece_kind(look),
                    },
                ));
            }
        }
        out
    }

    fn move_text(&self, mv: &Move) -> String {
        notation::move_text(&self.rules, mv)
    }

    fn read_move(&self, text: &str) -> Result<Move, String> {
        match self.read_candidates(text, false)?.as_slice() {
            [one] => Ok(*one),
            many => Err(notation::ambiguity(&self.rules, many, text)),
        }
    }

    fn cell_name(&self, cell: Cell) -> Option<String> {
        self.rules.geo.names.get(usize::from(cell)).cloned()
    }

    fn score(&self) -> Option<Vec<u32>> {
        Some(
            self.pos
                .side
                .iter()
                .take(self.sides())
                .map(|s| s.count())
                .collect(),
        )
    }

    fn fast_perft(&self, depth: u32) -> Option<u64> {
        // History-free: only where no draw by repetition or count can fall within reach.
        (self.history.len() == 1 && self.outcome.is_none())
            .then(|| perft::perft(&self.rules, &self.pos, depth, true))
    }
}
