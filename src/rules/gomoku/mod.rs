//! Gomoku on square boards of 7 to 20 lines under four rule sets (freestyle, standard, renju,
//! caro), opening freely or by swap2. Stones sit on cells counted from the top-left; seat 0
//! opens. In swap2 the seats choose their colours during the opening, so a seat is not a
//! colour: [`Gomoku::colour_of_seat`] says which is which.

pub mod lines;
pub mod notation;
pub mod renju;

use super::{Cell, CellShape, Change, Game, Layout, Outcome, Piece};
pub use renju::Foul;

pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;
pub const MIN_SIZE: usize = 7;
pub const MAX_SIZE: usize = 20;

/// What wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum RuleSet {
    /// Five or more in a row.
    Freestyle,
    /// Exactly five; an overline does not win.
    Standard,
    /// White five or more; black exactly five and never on a forbidden point.
    Renju,
    /// Exactly five, and not blocked by the opponent at both ends.
    Caro,
}

impl RuleSet {
    pub const ALL: [RuleSet; 4] = [
        RuleSet::Freestyle,
        RuleSet::Standard,
        RuleSet::Renju,
        RuleSet::Caro,
    ];

    /// The lower-case name used on the command line and in weights files' names.
    pub fn name(self) -> &'static str {
        match self {
            RuleSet::Freestyle => "freestyle",
            RuleSet::Standard => "standard",
            RuleSet::Renju => "renju",
            RuleSet::Caro => "caro",
        }
    }

    pub fn named(name: &str) -> Option<RuleSet> {
        Self::ALL.into_iter().find(|set| set.name() == name)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub set: RuleSet,
    /// Caro: whether the board edge blocks an end like an opponent stone.
    pub caro_edge_blocks: bool,
}

impl Rules {
    pub fn of(set: RuleSet) -> Self {
        Self {
            set,
            caro_edge_blocks: false,
        }
    }
}

/// How the game opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Opening {
    /// Black (seat 0) simply starts.
    Free,
    /// Seat 0 places three stones; seat 1 takes a colour or places two more and lets seat 0
    /// take one.
    Swap2,
}

/// Where the swap2 opening stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Seat 0 places black, white, black.
    FirstThree,
    /// Seat 1 takes black, takes white, or places two more.
    Choose,
    /// Seat 1 places white, black.
    NextTwo,
    /// Seat 0 takes a colour.
    ChooseFinal,
    /// Colours are settled; stones alternate.
    Play,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GomokuMove {
    Stone(Cell),
    /// Swap2: the seat to move takes this colour.
    Take(u8),
    /// Swap2: the second seat places two more stones.
    More,
}

/// What a variant or puzzle describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GomokuSetup {
    pub size: usize,
    pub rules: Rules,
    pub opening: Opening,
    pub black: Vec<Cell>,
    pub white: Vec<Cell>,
    /// The colour to move at the start.
    pub to_move: u8,
}

impl GomokuSetup {
    pub fn empty(size: usize, set: RuleSet) -> Self {
        Self {
            size,
            rules: Rules::of(set),
            opening: Opening::Free,
            black: Vec::new(),
            white: Vec::new(),
            to_move: BLACK,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Gomoku {
    size: usize,
    rules: Rules,
    opening: Opening,
    cells: Vec<u8>,
    /// The colour whose stone comes next.
    to_move: u8,
    /// The seat playing black (1 after swap2 hands black to the second seat).
    black_seat: u8,
    phase: Phase,
    /// Stones placed during the game, in order (not the set-up's).
    placed: Vec<Cell>,
    outcome: Option<Outcome>,
    win_line: Vec<Cell>,
    key: u64,
}

/// A fixed pseudo-random number per (cell, colour) for hashing.
fn zobrist(cell: usize, colour: u8) -> u64 {
    super::hash_mix((cell as u64) << 2 | u64::from(colour))
}

impl Gomoku {
    pub fn new(setup: &GomokuSetup) -> Self {
        let size = setup.size.clamp(MIN_SIZE, MAX_SIZE);
        let mut game = Self {
            size,
            rules: setup.rules,
            opening: setup.opening,
            cells: vec![EMPTY; size * size],
            to_move: setup.to_move,
            black_seat: 0,
            phase: match setup.opening {
                Opening::Free => Phase::Play,
                Opening::Swap2 => Phase::FirstThree,
            },
            placed: Vec::new(),
            outcome: None,
            win_line: Vec::new(),
            key: 0,
        };
        for (stones, colour) in [(&setup.black, BLACK), (&setup.white, WHITE)] {
            for &cell in stones {
                if usize::from(cell) < game.cells.len() {
                    game.cells[usize::from(cell)] = colour;
                    game.key ^= zobrist(usize::from(cell), colour);
                }
            }
        }
        // A puzzle starts with the side to move as seat 0.
        if game.phase == Phase::Play && setup.to_move == WHITE {
            game.black_seat = 1;
        }
        game
    }

    pub fn size(&self) -> usize {
        self.size
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    pub fn opening(&self) -> Opening {
        self.opening
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The colour whose stone comes next (during a swap2 choice: the colour to move after it).
    pub fn colour_to_move(&self) -> u8 {
        self.to_move
    }

    /// The colour a seat plays; during the swap2 opening, the colour it would have as things
    /// stand (seat 0 black).
    pub fn colour_of_seat(&self, seat: u8) -> u8 {
        if seat == self.black_seat {
            BLACK
        } else {
            WHITE
        }
    }

    /// Stones placed in the game so far, in order (for move numbers).
    pub fn placed(&self) -> &[Cell] {
        &self.placed
    }

    /// The five (or more) that ended the game.
    pub fn win_line(&self) -> &[Cell] {
        &self.win_line
    }

    /// Why black may not play `cell` now, if black is to place a stone under renju.
    pub fn foul_at(&self, cell: Cell) -> Option<Foul> {
        if self.rules.set != RuleSet::Renju || self.to_move != BLACK || !self.places_stone() {
            return None;
        }
        let mut scratch = self.cells.clone();
        renju::foul(self.size, &mut scratch, usize::from(cell))
    }

    /// Every forbidden point for black to move under renju, with its reason.
    pub fn fouls(&self) -> Vec<(Cell, Foul)> {
        if self.rules.set != RuleSet::Renju || self.to_move != BLACK || !self.places_stone() {
            return Vec::new();
        }
        let mut scratch = self.cells.clone();
        (0..self.cells.len())
            .filter(|&c| self.cells[c] == EMPTY && may_be_foul(self.size, &self.cells, c))
            .filter_map(|c| renju::foul(self.size, &mut scratch, c).map(|f| (c as Cell, f)))
            .collect()
    }

    /// Whether the move to make is a stone (not a swap2 choice) in an unfinished game.
    pub fn places_stone(&self) -> bool {
        self.outcome.is_none() && !matches!(self.phase, Phase::Choose | Phase::ChooseFinal)
    }

    fn seat_of_colour(&self, colour: u8) -> u8 {
        if colour == BLACK {
            self.black_seat
        } else {
            1 - self.black_seat
        }
    }

    /// A move from its text: a cell (`h8`), or a swap2 choice (`black`, `white`, `more`).
    pub fn parse_move(&self, text: &str) -> Result<GomokuMove, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "black" => Ok(GomokuMove::Take(BLACK)),
            "white" => Ok(GomokuMove::Take(WHITE)),
            "more" => Ok(GomokuMove::More),
            other => notation::parse_cell(self.size, other).map(GomokuMove::Stone),
        }
    }

    /// Why `mv` is not legal here, or Ok.
    pub fn check(&self, mv: GomokuMove) -> Result<(), String> {
        if self.outcome.is_some() {
            return Err("the game is over".into());
        }
        match (mv, self.phase) {
            (GomokuMove::Stone(cell), _) if self.places_stone() => {
                let name = notation::cell_name(self.size, cell);
                if usize::from(cell) >= self.cells.len() {
                    return Err(format!("{cell} is off the board"));
                }
                if self.cells[usize::from(cell)] != EMPTY {
                    return Err(format!("{name} is taken"));
                }
                match self.foul_at(cell) {
                    Some(foul) => Err(format!("{name} is forbidden to black: {}", foul.describe())),
                    None => Ok(()),
                }
            }
            (GomokuMove::Take(_), Phase::Choose | Phase::ChooseFinal) => Ok(()),
            (GomokuMove::More, Phase::Choose) => Ok(()),
            _ => Err("not a move for this moment of the opening".into()),
        }
    }

    fn place(&mut self, cell: Cell) -> Vec<Change> {
        let (index, colour) = (usize::from(cell), self.to_move);
        self.cells[index] = colour;
        self.key ^= zobrist(index, colour);
        self.placed.push(cell);
        self.to_move = BLACK + WHITE - colour;
        if let Some(line) = lines::five_through(self.size, &self.cells, index, colour, &self.rules)
        {
            self.win_line = line.into_iter().map(|c| c as Cell).collect();
            self.outcome = Some(Outcome::Win(self.seat_of_colour(colour)));
        } else if !self.cells.contains(&EMPTY) {
            self.outcome = Some(Outcome::Draw);
        }
        self.phase = match (self.phase, self.placed.len()) {
            (Phase::FirstThree, 3) => Phase::Choose,
            (Phase::NextTwo, 5) => Phase::ChooseFinal,
            (phase, _) => phase,
        };
        vec![Change::Place {
            cell,
            piece: Piece::disc(colour - 1),
        }]
    }
}

/// A cheap filter: a point can only be forbidden with black stones near it in two lines
/// (or one line, for an overline or a double four in one line).
pub fn may_be_foul(size: usize, cells: &[u8], cell: usize) -> bool {
    let near = |dir| {
        (-4..=4)
            .filter(|&k| k != 0)
            .filter_map(|k| lines::step(size, cell, dir, k))
            .filter(|&c| cells[c] == BLACK)
            .count()
    };
    let counts = lines::DIRECTIONS.map(near);
    counts.iter().filter(|&&n| n >= 2).count() >= 2 || counts.iter().any(|&n| n >= 3)
}

impl Game for Gomoku {
    type Move = GomokuMove;

    fn sides(&self) -> usize {
        2
    }

    fn side_to_move(&self) -> u8 {
        match self.phase {
            Phase::FirstThree | Phase::ChooseFinal => 0,
            Phase::Choose | Phase::NextTwo => 1,
            Phase::Play => self.seat_of_colour(self.to_move),
        }
    }

    fn legal_moves(&self) -> Vec<GomokuMove> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        match self.phase {
            Phase::Choose => vec![
                GomokuMove::Take(BLACK),
                GomokuMove::Take(WHITE),
                GomokuMove::More,
            ],
            Phase::ChooseFinal => vec![GomokuMove::Take(BLACK), GomokuMove::Take(WHITE)],
            _ => {
                let fouls: Vec<Cell> = self.fouls().into_iter().map(|(c, _)| c).collect();
                (0..self.cells.len() as Cell)
                    .filter(|&c| self.cells[usize::from(c)] == EMPTY && !fouls.contains(&c))
                    .map(GomokuMove::Stone)
                    .collect()
            }
        }
    }

    fn play(&mut self, mv: &GomokuMove) -> Vec<Change> {
        match *mv {
            GomokuMove::Stone(cell) => self.place(cell),
            GomokuMove::Take(colour) => {
                // The seat to move takes `colour`; the other gets the other.
                let seat = self.side_to_move();
                self.black_seat = if colour == BLACK { seat } else { 1 - seat };
                self.phase = Phase::Play;
                vec![Change::Pass]
            }
            GomokuMove::More => {
                self.phase = Phase::NextTwo;
                vec![Change::Pass]
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn hash(&self) -> u64 {
        let phase = match self.phase {
            Phase::Play => 0,
            Phase::FirstThree => 1,
            Phase::Choose => 2,
            Phase::NextTwo => 3,
            Phase::ChooseFinal => 4,
        };
        self.key ^ super::hash_mix(0xC0FFEE ^ (phase << 4 | u64::from(self.black_seat)))
    }

    fn path(&self, mv: &GomokuMove) -> Vec<Cell> {
        match *mv {
            GomokuMove::Stone(cell) => vec![cell],
            _ => Vec::new(),
        }
    }

    fn layout(&self) -> Layout {
        let mut layout = Layout::grid(self.size, self.size);
        layout.cell_shape = CellShape::Point;
        let n = self.size as Cell;
        for cell in 0..n * n {
            if cell % n + 1 < n {
                layout.lines.push((cell, cell + 1));
            }
            if cell / n + 1 < n {
                layout.lines.push((cell, cell + n));
            }
        }
        layout
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        self.cells
            .iter()
            .enumerate()
            .filter(|&(_, &s)| s != EMPTY)
            .map(|(c, &s)| (c as Cell, Piece::disc(s - 1)))
            .collect()
    }

    fn cell_name(&self, cell: Cell) -> Option<String> {
        Some(notation::cell_name(self.size, cell))
    }

    fn move_text(&self, mv: &GomokuMove) -> String {
        match *mv {
            GomokuMove::Stone(cell) => notation::cell_name(self.size, cell),
            GomokuMove::Take(BLACK) => "black".into(),
            GomokuMove::Take(_) => "white".into(),
            GomokuMove::More => "more".into(),
        }
    }

    fn marks_legal_moves(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests;
