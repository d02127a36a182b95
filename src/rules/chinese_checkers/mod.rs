//! Chinese checkers on the 121-hole star for 1 to 6 seats (GAMES.md section 7). Seats are the
//! triangles 1 (bottom) to 6, clockwise; a game's sides are its playing seats in order of
//! play, and a piece's owner is its side. Each seat races to the opposite triangle; with
//! more than two seats the others play on for the places (unless the variant stops at the
//! first winner). One seat alone is a solo puzzle: reach the goal holes.

pub mod board;
pub mod moves;
pub mod notation;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::{Cell, CellShape, Change, Game, Layout, Outcome, Piece, hash_mix};
use board::{HOLES, Holes, bit, geometry, holes_of};

/// When a seat has reached its target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WinRule {
    /// Every target hole occupied, at least one by the seat's own marble: marbles left at
    /// home cannot block anyone.
    #[default]
    Filled,
    /// Every target hole holds the seat's own marble.
    OwnOnly,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub win: WinRule,
    /// With three or more seats, whether the others play on for the places.
    pub play_on: bool,
    /// Marbles may not stop in a triangle that is neither their home nor their target.
    pub no_foreign_stop: bool,
    /// A draw after this many moves in all (0: no limit).
    pub move_limit: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Self {
            win: WinRule::Filled,
            play_on: true,
            no_foreign_stop: false,
            move_limit: 600,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StarMove {
    /// The marble on `from` ends on `to` (a step or a chain of jumps).
    Go { from: u8, to: u8 },
    /// The seat to move has no move at all.
    Pass,
}

/// How a game starts.
#[derive(Clone, Debug, PartialEq)]
pub struct StarSetup {
    /// Seats 1 to 6 in order of play.
    pub seats: Vec<u8>,
    pub rules: Rules,
    /// Marbles as (hole, seat); None fills each seat's home triangle.
    pub pieces: Option<Vec<(u8, u8)>>,
    /// A solo puzzle's goal holes (one seat only); None races to the opposite triangle.
    pub goal: Option<Holes>,
}

impl StarSetup {
    pub fn seats(seats: &[u8]) -> Self {
        Self {
            seats: seats.to_vec(),
            rules: Rules::default(),
            pieces: None,
            goal: None,
        }
    }

    /// The usual seats for a number of players: 2 → 1,4; 3 → 1,3,5; 4 → 1,2,4,5; 6 → all.
    pub fn usual_seats(players: usize) -> Option<Vec<u8>> {
        Some(match players {
            1 => vec![1],
            2 => vec![1, 4],
            3 => vec![1, 3, 5],
            4 => vec![1, 2, 4, 5],
            6 => vec![1, 2, 3, 4, 5, 6],
            _ => return None,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChineseCheckers {
    /// The seat (1 to 6) whose marble is in each hole, 0 for none.
    cells: [u8; HOLES],
    occupied: Holes,
    seats: Vec<u8>,
    /// Side (index into `seats`) of each seat number; 0xff for a seat not playing.
    side_of_seat: [u8; 7],
    to_move: u8,
    /// Sides in the order they finished.
    places: Vec<u8>,
    /// Two seats: the first mover has filled its target and the second has one more move.
    last_round: bool,
    moves_played: u32,
    outcome: Option<Outcome>,
    hash: u64,
    rules: Rules,
    goal: Holes,
}

fn piece_key(hole: u8, seat: u8) -> u64 {
    hash_mix(u64::from(hole) * 8 + u64::from(seat))
}

fn side_key(side: u8) -> u64 {
    hash_mix(0x5eed_0000 + u64::from(side))
}

/// Side colours in order of play, as indices of the view's piece colours: red, green,
/// blue, yellow, purple, white (two players are red and green whatever their seats).
pub const SIDE_COLOURS: [u8; 6] = [2, 6, 3, 4, 5, 1];
/// The marks the sides' marbles wear (the view draws the same shapes).
pub const SIDE_MARKS: [&str; 6] = ["●", "▲", "■", "◆", "+", "○"];
/// The sides' names, after their colours.
pub const SIDE_NAMES: [&str; 6] = ["Red", "Green", "Blue", "Yellow", "Purple", "White"];

impl ChineseCheckers {
    pub fn new(setup: &StarSetup) -> Result<Self, String> {
        let seats = setup.seats.clone();
        if seats.is_empty() || seats.len() > 6 {
            return Err(format!("{} seats: a game has 1 to 6", seats.len()));
        }
        let mut side_of_seat = [0xff; 7];
        for (side, &seat) in seats.iter().enumerate() {
            if !(1..=6).contains(&seat) {
                return Err(format!("seat {seat}: seats are 1 to 6"));
            }
            if side_of_seat[usize::from(seat)] != 0xff {
                return Err(format!("seat {seat} is named twice"));
            }
            side_of_seat[usize::from(seat)] = side as u8;
        }
        let g = geometry();
        let pieces: Vec<(u8, u8)> = match &setup.pieces {
            Some(pieces) => pieces.clone(),
            None => seats
                .iter()
                .flat_map(|&seat| holes_of(g.home(seat)).map(move |h| (h, seat)))
                .collect(),
        };
        let goal = setup.goal.unwrap_or(0);
        if goal != 0 && seats.len() != 1 {
            return Err("goal holes are for a solo puzzle (one seat)".into());
        }
        let mut game = Self {
            cells: [0; HOLES],
            occupied: 0,
            seats,
            side_of_seat,
            to_move: 0,
            places: Vec::new(),
            last_round: false,
            moves_played: 0,
            outcome: None,
            hash: side_key(0),
            rules: setup.rules,
            goal,
        };
        for (hole, seat) in pieces {
            if usize::from(hole) >= HOLES {
                return Err(format!("hole {hole} is off the board"));
            }
            if game.side_of_seat[usize::from(seat.min(6))] == 0xff {
                return Err(format!("a marble of seat {seat}, which does not play"));
            }
            if game.cells[usize::from(hole)] != 0 {
                return Err(format!("{} holds two marbles", notation::hole_name(hole)));
            }
            game.put(hole, seat);
        }
        Ok(game)
    }

    /// The usual start for these seats.
    pub fn start(seats: &[u8]) -> Self {
        Self::new(&StarSetup::seats(seats)).expect("valid seats")
    }

    fn put(&mut self, hole: u8, seat: u8) {
        self.cells[usize::from(hole)] = seat;
        self.occupied |= bit(hole);
        self.hash ^= piece_key(hole, seat);
    }

    fn take(&mut self, hole: u8) -> u8 {
        let seat = std::mem::take(&mut self.cells[usize::from(hole)]);
        self.occupied &= !bit(hole);
        self.hash ^= piece_key(hole, seat);
        seat
    }

    pub fn seats(&self) -> &[u8] {
        &self.seats
    }

    pub fn seat_of_side(&self, side: u8) -> u8 {
        self.seats[usize::from(side)]
    }

    pub fn side_of(&self, seat: u8) -> Option<u8> {
        let side = *self.side_of_seat.get(usize::from(seat))?;
        (side != 0xff).then_some(side)
    }

    /// The seat (1 to 6) in a hole, 0 if empty.
    pub fn seat_at(&self, hole: u8) -> u8 {
        self.cells[usize::from(hole)]
    }

    pub fn cells(&self) -> &[u8; HOLES] {
        &self.cells
    }

    pub fn occupied(&self) -> Holes {
        self.occupied
    }

    /// The holes a seat's marbles stand on.
    pub fn marbles(&self, seat: u8) -> Holes {
        holes_of(self.occupied)
            .filter(|&h| self.cells[usize::from(h)] == seat)
            .fold(0, |set, h| set | bit(h))
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn moves_played(&self) -> u32 {
        self.moves_played
    }

    /// Sides in the order they finished.
    pub fn places(&self) -> &[u8] {
        &self.places
    }

    pub fn is_solo(&self) -> bool {
        self.goal != 0
    }

    /// The holes a seat must fill: its opposite triangle, or the solo goal.
    pub fn target(&self, seat: u8) -> Holes {
        if self.goal != 0 {
            self.goal
        } else {
            geometry().target(seat)
        }
    }

    /// Whether a seat has reached its target under the variant's win rule.
    pub fn reached(&self, seat: u8) -> bool {
        let target = self.target(seat);
        let own = self.marbles(seat) & target;
        match self.rules.win {
            _ if self.goal != 0 => own == target,
            WinRule::Filled => self.occupied & target == target && own != 0,
            WinRule::OwnOnly => own == target,
        }
    }

    /// Where a seat's marble may stop: not in a foreign triangle when the variant says so.
    fn allowed_stops(&self, seat: u8) -> Holes {
        if !self.rules.no_foreign_stop || self.goal != 0 {
            return !0;
        }
        let g = geometry();
        let foreign = (1..=6u8)
            .filter(|&s| s != seat && s != board::opposite(seat))
            .fold(0, |set, s| set | g.home(s));
        !foreign
    }

    /// Every end hole the marble on `from` may reach this move.
    pub fn destinations(&self, from: u8) -> Holes {
        let seat = self.cells[usize::from(from)];
        if seat == 0 {
            return 0;
        }
        moves::destinations(self.occupied, from) & self.allowed_stops(seat)
    }

    /// The path the view animates for a move.
    pub fn move_path(&self, from: u8, to: u8) -> Vec<u8> {
        moves::path(self.occupied, from, to).unwrap_or_else(|| vec![from, to])
    }

    fn is_finished(&self, side: u8) -> bool {
        self.places.contains(&side)
    }

    fn next_side(&self) -> u8 {
        let n = self.seats.len() as u8;
        (1..=n)
            .map(|k| (self.to_move + k) % n)
            .find(|&side| !self.is_finished(side))
            .unwrap_or(self.to_move)
    }

    /// After a move by `mover`: new finishers, places and the outcome.
    fn settle(&mut self, mover: u8) {
        if self.goal != 0 {
            if self.reached(self.seats[0]) {
                self.outcome = Some(Outcome::Win(0));
            }
            return;
        }
        let n = self.seats.len() as u8;
        let order = (0..n).map(|k| (mover + k) % n);
        let finishers: Vec<u8> = order
            .filter(|&side| !self.is_finished(side) && self.reached(self.seats[usize::from(side)]))
            .collect();
        if n == 2 {
            self.settle_two(mover, &finishers);
        } else {
            self.places.extend(&finishers);
            let left = n as usize - self.places.len();
            if !self.places.is_empty() && (!self.rules.play_on || left <= 1) {
                if left == 1 {
                    let last = (0..n).find(|&s| !self.is_finished(s)).expect("one left");
                    self.places.push(last);
                }
                self.outcome = Some(Outcome::Win(self.places[0]));
            }
        }
        let limit = self.rules.move_limit;
        if self.outcome.is_none() && limit > 0 && self.moves_played >= limit {
            self.outcome = Some(match self.places.first() {
                Some(&first) => Outcome::Win(first),
                None => Outcome::Draw,
            });
        }
    }

    /// Two seats: if the first mover fills its target by its own move, the second gets one
    /// more move, and a win with it is a draw.
    fn settle_two(&mut self, mover: u8, finishers: &[u8]) {
        if self.last_round {
            self.outcome = Some(if finishers.contains(&1) {
                Outcome::Draw
            } else {
                Outcome::Win(0)
            });
            return;
        }
        match finishers {
            [] => {}
            [0] if mover == 0 => {
                self.places.push(0);
                self.last_round = true;
            }
            [side] => {
                self.places.push(*side);
                self.outcome = Some(Outcome::Win(*side));
            }
            _ => self.outcome = Some(Outcome::Draw),
        }
    }

    /// The move written in any legal path (`q1-o1`, `m5-k5-i5`) or `pass`.
    pub fn parse_move(&self, text: &str) -> Result<StarMove, String> {
        if self.outcome.is_some() {
            return Err(format!("`{}`: the game is over", text.trim()));
        }
        let legal = self.legal_moves();
        if text.trim().eq_ignore_ascii_case("pass") {
            return if legal == [StarMove::Pass] {
                Ok(StarMove::Pass)
            } else {
                Err("`pass`: a move is possible".into())
            };
        }
        let holes = notation::parse_path(text)?;
        let (from, to) = (holes[0], *holes.last().expect("two holes or more"));
        let seat = self.seat_of_side(self.to_move);
        if self.cells[usize::from(from)] != seat {
            return Err(format!(
                "`{}`: {} holds no marble of the side to move",
                text.trim(),
                notation::hole_name(from)
            ));
        }
        moves::check_path(self.occupied, &holes)
            .map_err(|why| format!("`{}`: {why}", text.trim()))?;
        let mv = StarMove::Go { from, to };
        if legal.contains(&mv) {
            Ok(mv)
        } else {
            Err(format!(
                "`{}`: {} is closed to this marble",
                text.trim(),
                notation::hole_name(to)
            ))
        }
    }
}

/// The star's drawing: doubled columns halved, rows sqrt(3)/2 apart.
const ROW_HEIGHT: f32 = 0.866;

impl Game for ChineseCheckers {
    type Move = StarMove;

    fn sides(&self) -> usize {
        self.seats.len()
    }

    fn side_to_move(&self) -> u8 {
        self.to_move
    }

    fn legal_moves(&self) -> Vec<StarMove> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let seat = self.seat_of_side(self.to_move);
        let mut out = Vec::new();
        for from in holes_of(self.occupied) {
            if self.cells[usize::from(from)] == seat {
                out.extend(holes_of(self.destinations(from)).map(|to| StarMove::Go { from, to }));
            }
        }
        if out.is_empty() {
            out.push(StarMove::Pass);
        }
        out
    }

    fn play(&mut self, mv: &StarMove) -> Vec<Change> {
        let mover = self.to_move;
        let changes = match *mv {
            StarMove::Go { from, to } => {
                let path = self.move_path(from, to);
                let seat = self.take(from);
                self.put(to, seat);
                vec![Change::Move {
                    path: path.into_iter().map(Cell::from).collect(),
                }]
            }
            StarMove::Pass => vec![Change::Pass],
        };
        self.moves_played += 1;
        self.settle(mover);
        self.hash ^= side_key(self.to_move);
        if self.outcome.is_none() {
            self.to_move = self.next_side();
        }
        self.hash ^= side_key(self.to_move);
        changes
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn path(&self, mv: &StarMove) -> Vec<Cell> {
        match *mv {
            StarMove::Go { from, to } => self
                .move_path(from, to)
                .into_iter()
                .map(Cell::from)
                .collect(),
            StarMove::Pass => Vec::new(),
        }
    }

    fn layout(&self) -> Layout {
        let g = geometry();
        let positions = g
            .place
            .iter()
            .map(|&(row, x)| (f32::from(x) / 2.0, f32::from(row) * ROW_HEIGHT))
            .collect();
        let owner_colours = SIDE_COLOURS[..self.seats.len()].to_vec();
        Layout {
            positions,
            cell_shape: CellShape::Hole,
            width: 13.0,
            height: 16.0 * ROW_HEIGHT + 1.0,
            lines: Vec::new(),
            owner_colours,
        }
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        holes_of(self.occupied)
            .map(|h| {
                let side = self.side_of_seat[usize::from(self.cells[usize::from(h)])];
                let piece = Piece {
                    owner: side,
                    kind: super::PieceKind::Marble,
                };
                (Cell::from(h), piece)
            })
            .collect()
    }

    fn cell_name(&self, cell: Cell) -> Option<String> {
        Some(notation::hole_name(u8::try_from(cell).ok()?))
    }

    fn move_text(&self, mv: &StarMove) -> String {
        match *mv {
            StarMove::Go { from, to } => notation::path_text(&self.move_path(from, to)),
            StarMove::Pass => "pass".into(),
        }
    }

    fn read_move(&self, text: &str) -> Result<StarMove, String> {
        self.parse_move(text)
    }

    /// Own marbles in the target, per side.
    fn score(&self) -> Option<Vec<u32>> {
        Some(
            self.seats
                .iter()
                .map(|&seat| (self.marbles(seat) & self.target(seat)).count_ones())
                .collect(),
        )
    }

    fn fast_perft(&self, depth: u32) -> Option<u64> {
        Some(moves::perft(self, depth))
    }
}
