//! The `JumpGame` language: what a RON file says, as serde types. A file reads as a
//! description of the game (board, sides, pieces, chains, priorities, the end); `compile`
//! turns it into tables once. `docs/MODDING.md` teaches it with Konane first.

use serde::{Deserialize, Serialize};

/// A text in English and, where given, Chinese.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Words {
    pub en: String,
    #[serde(default)]
    pub zh: Option<String>,
}

/// Where the game is listed in a game select.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Group {
    #[default]
    Draughts,
    Race,
    Capture,
    Puzzle,
}

/// One whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JumpGame {
    /// The id the command line and the library use (`konane-6`).
    pub name: String,
    pub title: Words,
    #[serde(default)]
    pub rules_text: Words,
    /// Where the rules come from (books, federations, sites).
    #[serde(default)]
    pub sources: Vec<String>,
    #[serde(default)]
    pub group: Group,
    /// The PDN `GameType` number where the game has one.
    #[serde(default)]
    pub pdn_game_type: Option<u32>,
    pub board: Board,
    pub sides: Vec<Side>,
    pub kinds: Vec<Kind>,
    #[serde(default)]
    pub chain: Chain,
    #[serde(default)]
    pub capture: Capture,
    /// Removals before play starts (Konane), one per ply, in order.
    #[serde(default)]
    pub opening: Vec<Removal>,
    #[serde(default)]
    pub end: End,
}

/// The board: its cells, where they are drawn and what they are called.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Board {
    /// A grid drawn as text, top row first: `#` no cell, `.` an empty cell, a side's `mark`
    /// one of its pieces of its first kind (upper case: of its second kind). Rows may also be
    /// written with spaces between the cells (`". x . x"`), which are ignored.
    Grid {
        art: Vec<String>,
        /// Which squares are cells: all of them, or only the dark ones (draughts).
        #[serde(default)]
        squares: Squares,
        #[serde(default)]
        names: Names,
        /// On a board of dark squares only: `N`, `E`, `S` and `W` lead to the next dark
        /// square of the column or row, two squares away (Frisian draughts captures along
        /// the rows and columns this way). Off, those directions lead nowhere there.
        #[serde(default)]
        orthogonal_neighbours: bool,
    },
    /// The Chinese checkers star of 121 holes (names of GAMES.md 7: `a1` the top point).
    /// Pieces start by `Side::start`.
    Star,
    /// Named points at (x, y) (y down) and the straight lines through them; a move or a jump
    /// goes along a line.
    Graph {
        points: Vec<Point>,
        /// Each line lists its points in order along it.
        lines: Vec<Vec<String>>,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Point {
    pub name: String,
    pub x: f32,
    pub y: f32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Squares {
    #[default]
    All,
    /// The dark squares with a dark square at each player's lower left (`a1` is dark): most
    /// draughts.
    Dark,
    /// The dark squares with a dark square at each player's lower right (`h1` is dark, `a1`
    /// light): Italian draughts.
    DarkLowerRight,
}

/// How the cells of a grid are named.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Names {
    /// `a1` at the lower left as the first side sees the board; files left to right.
    #[default]
    Algebraic,
    /// The cells numbered 1.. row by row from the top left, as PDN numbers draughts squares
    /// (from the far side of the first player).
    Numbered,
    /// Numbered 1.. row by row from the top right (the Italian federation's order).
    NumberedFromRight,
}

/// A compass direction on the board as drawn (north is up).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

/// A set of directions, absolute or relative to the moving side's `forward`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dirs {
    /// The four orthogonal ones.
    Orthogonal,
    /// The four diagonal ones.
    Diagonal,
    /// All eight.
    AllEight,
    /// The six of the star (E, W and the four diagonals as drawn).
    Hex,
    /// Every direction a graph's lines take from a point.
    Lines,
    /// The side's forward direction.
    Forward,
    /// The two diagonals on either side of forward.
    ForwardDiagonal,
    Backward,
    BackwardDiagonal,
    /// The two orthogonal directions at right angles to forward.
    Sideways,
    /// One compass direction.
    Only(Dir),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Side {
    pub name: Words,
    /// The colour its pieces are drawn in: `White`, `Black`, `Red`, `Blue`, `Green`,
    /// `Yellow`, `Purple`.
    pub colour: Colour,
    /// The letter that places its pieces in a grid's art (e.g. 'w').
    #[serde(default)]
    pub mark: Option<char>,
    /// The direction its men go (`N` for the side at the bottom).
    #[serde(default = "north")]
    pub forward: Dir,
    /// Cells it starts on, besides its marks in the art: cell names, or `Triangle(n)` on the
    /// star.
    #[serde(default)]
    pub start: Vec<CellSet>,
    /// Named cell sets: `home`, `target`, `promotion` (or any name a rule uses).
    #[serde(default)]
    pub zones: Vec<Zone>,
}

fn north() -> Dir {
    Dir::N
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
    Red,
    Blue,
    Green,
    Yellow,
    Purple,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Zone {
    pub name: String,
    pub cells: Vec<CellSet>,
}

/// A set of cells.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CellSet {
    /// Cells by name.
    Cells(Vec<String>),
    /// Grid ranks counted from the side's own back rank (1) forward: `Ranks(8, 8)` is the
    /// far rank of an 8x8 board.
    Ranks(u8, u8),
    /// A triangle of the star, 1 (bottom) to 6 clockwise.
    Triangle(u8),
    /// The cells the side starts on.
    StartCells,
    /// Another side's zone (by side number from 1 and zone name), or its start cells
    /// (`"start"`).
    ZoneOf(u8, String),
}

/// A kind of piece: man, king, stone, marble, peg.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Kind {
    pub name: String,
    /// How it is drawn: `Man`, `King`, `Stone`, `Marble`, `Peg`.
    pub look: Look,
    /// Its worth: the engine's material and the `MostValue` priority.
    #[serde(default = "hundred")]
    pub value: i32,
    #[serde(default)]
    pub steps: Vec<Step>,
    #[serde(default)]
    pub jumps: Vec<Jump>,
    /// Kinds it may capture (by name); empty: every kind.
    #[serde(default)]
    pub captures: Vec<String>,
    /// Promotion: to which kind, in which zone of its side.
    #[serde(default)]
    pub promotes: Option<Promotion>,
    /// At most this many moves in a row by the same piece of this kind, none of them a
    /// capture, while its side still has pieces of another kind (Frisian kings: 3); then
    /// another piece must move or it must capture.
    #[serde(default)]
    pub moves_in_row: Option<u8>,
}

fn hundred() -> i32 {
    100
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Look {
    Man,
    King,
    Stone,
    Marble,
    Peg,
}

/// A non-jumping move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub dirs: Vec<Dirs>,
    /// One cell, or any number of empty cells along the direction.
    #[serde(default)]
    pub range: Range,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Range {
    #[default]
    One,
    Any,
}

/// A jump over one piece.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Jump {
    pub dirs: Vec<Dirs>,
    /// Whose piece it jumps.
    #[serde(default)]
    pub over: Over,
    /// Whether the jumped piece is captured.
    #[serde(default = "yes")]
    pub captures: bool,
    /// Empty cells allowed before the jumped piece: none (`Adjacent`) or any (`Any`, a flying
    /// king).
    #[serde(default)]
    pub approach: Range0,
    /// Where it lands: the cell just behind the jumped piece (`JustBehind`) or any empty cell
    /// behind it (`Any`).
    #[serde(default)]
    pub landing: Landing,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Over {
    #[default]
    Enemy,
    Friend,
    Either,
}

impl Over {
    /// Whether a jump of this kind may go over a piece of the mover's side (`friend`) or not.
    pub fn allows(self, friend: bool) -> bool {
        match self {
            Self::Enemy => !friend,
            Self::Friend => friend,
            Self::Either => true,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Range0 {
    #[default]
    Adjacent,
    Any,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Landing {
    #[default]
    JustBehind,
    Any,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Promotion {
    pub to: String,
    /// The zone of the moving side where it promotes.
    #[serde(default = "promotion")]
    pub zone: String,
}

fn promotion() -> String {
    "promotion".into()
}

/// What happens after a jump.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chain {
    /// After a jump the same piece must jump again where it can (`Must`, draughts), may
    /// (`May`: it may stop after any jump), or the move ends (`Never`).
    #[serde(default)]
    pub goes_on: GoesOn,
    /// Every jump of a chain in the first one's direction (Konane).
    #[serde(default)]
    pub same_direction: bool,
    /// No jump straight back the way the last one came (Turkish).
    #[serde(default)]
    pub no_turning_back: bool,
    /// No landing on a cell the chain already visited, its start included (Chinese checkers).
    #[serde(default)]
    pub no_revisit: bool,
    /// Captured pieces leave the board at the end of the move (and block until then), or at
    /// once (Turkish).
    #[serde(default)]
    pub removal: RemovalTime,
    /// A man that reaches its promotion zone during a chain: ends the move there
    /// (`EndsMove`, English), is crowned and goes on as the new kind (`Continues`, Russian),
    /// or is crowned only if the chain ends there (`AtEnd`, international).
    #[serde(default)]
    pub promotion: ChainPromotion,
    /// Where a flying capture lands: on any empty cell behind the captured piece (`Any`), or
    /// only on those from which it can capture again when there are such (`WhereItContinues`:
    /// Russian, international, Czech).
    #[serde(default)]
    pub flying_landing: FlyingLanding,
}

impl Default for Chain {
    fn default() -> Self {
        Self {
            goes_on: GoesOn::Must,
            same_direction: false,
            no_turning_back: false,
            no_revisit: false,
            removal: RemovalTime::AtEnd,
            promotion: ChainPromotion::AtEnd,
            flying_landing: FlyingLanding::Any,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GoesOn {
    #[default]
    Must,
    May,
    Never,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RemovalTime {
    #[default]
    AtEnd,
    AtOnce,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChainPromotion {
    EndsMove,
    Continues,
    #[default]
    AtEnd,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FlyingLanding {
    #[default]
    Any,
    WhereItContinues,
}

/// Which moves are allowed when a capture is possible.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Capture {
    /// A capture must be made when one can.
    #[serde(default = "yes")]
    pub compulsory: bool,
    /// Among captures, only the best by these keys in order: `MostPieces`, `MostValue`,
    /// `ByKing` (a capture by a piece of the last kind), `MostKings` (taken),
    /// `KingEarliest` (the first king taken comes soonest in the chain).
    #[serde(default)]
    pub priority: Vec<Priority>,
}

impl Default for Capture {
    fn default() -> Self {
        Self {
            compulsory: true,
            priority: Vec::new(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Priority {
    MostPieces,
    MostValue,
    ByKing,
    MostKings,
    KingEarliest,
}

/// One opening ply: the side to move takes one of its own pieces off.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Removal {
    /// From one of these cells.
    From(Vec<String>),
    /// From a cell next to (orthogonally) an empty cell.
    NextToEmpty,
}

/// How the game ends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct End {
    /// A side with no legal move: `Loses` (or `Wins`, a misère game; `Draw`). With one side,
    /// `Loses` means the puzzle failed.
    #[serde(default)]
    pub no_move: Verdict,
    /// A side with no pieces left loses.
    #[serde(default = "yes")]
    pub no_pieces_loses: bool,
    /// A side wins when a piece of this kind stops in this zone of its own: (kind, zone).
    #[serde(default)]
    pub reach: Option<(String, String)>,
    /// A side wins when its `target` zone is full: `Filled` (every cell occupied, at least one
    /// by its own piece) or `OwnOnly` (all by its own pieces).
    #[serde(default)]
    pub fill_target: Option<Fill>,
    /// A piece that has entered its side's `target` zone may not leave it (Halma).
    #[serde(default)]
    pub stay_in_target: bool,
    /// No piece may stop in another side's `home` zone unless it is its own `target`.
    #[serde(default)]
    pub no_foreign_stop: bool,
    /// The one-side puzzle is solved when one piece is left (on this cell, if given).
    #[serde(default)]
    pub one_left: Option<OneLeft>,
    /// With more than two sides the others play on for the places after the first finishes.
    #[serde(default)]
    pub play_on: bool,
    /// Two sides: when the first mover reaches its goal, the second has one more move, so
    /// both have moved equally often; reaching its own goal with it draws (Chinese checkers).
    #[serde(default)]
    pub equal_turns: bool,
    /// Draw after this many moves in all.
    #[serde(default)]
    pub move_limit: Option<u32>,
    /// Draw when a position repeats this many times.
    #[serde(default)]
    pub repetitions: Option<u32>,
    /// Draw after this many moves by each side with no capture and no move of a first-kind
    /// piece (the international 25-move rule).
    #[serde(default)]
    pub king_moves: Option<u32>,
}

impl Default for End {
    fn default() -> Self {
        Self {
            no_move: Verdict::Loses,
            no_pieces_loses: true,
            reach: None,
            fill_target: None,
            stay_in_target: false,
            no_foreign_stop: false,
            one_left: None,
            play_on: false,
            equal_turns: false,
            move_limit: None,
            repetitions: None,
            king_moves: None,
        }
    }
}

/// The result for the side concerned.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    #[default]
    Loses,
    Wins,
    Draw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fill {
    Filled,
    OwnOnly,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum OneLeft {
    Anywhere,
    On(String),
}
