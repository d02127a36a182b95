//! The parameters that make one draughts variant: everything a variant file can say. The
//! defaults are Russian draughts ("glass checkers"); see `levels/draughts` for the others.

use serde::{Deserialize, Serialize};

/// How squares are written in notation and set-up strings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SquareNames {
    /// 1.. from the top left, row by row (international, English).
    Numeric,
    /// a1 at White's bottom left (Russian, Brazilian).
    Algebraic,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

/// Big-man checkers: each side's figure rides on one of its pieces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FigureRules {
    /// Where White's and Black's figures start, in the variant's square names.
    pub white_start: String,
    pub black_start: String,
    /// A hop that puts the figure on a piece already on the far row wins at once.
    #[serde(default = "yes")]
    pub hop_to_far_row_wins: bool,
    /// Losing the carrier (and so the figure) loses the game; otherwise play goes on.
    #[serde(default = "yes")]
    pub carrier_captured_loses: bool,
}

/// The most repetitions a draw rule may ask for; more would never be reached in play.
pub const MAX_DRAW_REPETITIONS: u32 = 100;
/// The longest king-move draw rule, in moves of each side.
pub const MAX_DRAW_KING_MOVES: u32 = 1000;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Board side: 8 or 10 (any even side from 4 to 10).
    pub size: u8,
    /// Rows of men each side starts with.
    pub rows_of_men: u8,
    #[serde(default = "white")]
    pub first: Colour,
    #[serde(default = "yes")]
    pub men_capture_backward: bool,
    #[serde(default = "yes")]
    pub flying_kings: bool,
    #[serde(default = "yes")]
    pub capture_compulsory: bool,
    /// Only the captures that take the most pieces are legal (kings count as one).
    #[serde(default)]
    pub max_capture: bool,
    /// A man that reaches the far row during a capture is crowned and goes on capturing as a
    /// king; otherwise it is crowned only if the move ends there.
    #[serde(default = "yes")]
    pub promote_mid_capture: bool,
    #[serde(default = "numeric")]
    pub squares: SquareNames,
    /// Draw when a position repeats this many times (0: never).
    #[serde(default = "three")]
    pub draw_repetitions: u32,
    /// Draw after this many moves by each side with no capture and no man moved.
    #[serde(default)]
    pub draw_king_moves: Option<u32>,
    /// The PDN `GameType` number (FMJD table), if the variant has one.
    #[serde(default)]
    pub pdn_game_type: Option<u32>,
    #[serde(default)]
    pub figure: Option<FigureRules>,
}

/// Rules that cannot make a game: the offending field and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError {
    pub field: &'static str,
    pub message: String,
}

impl RulesError {
    pub fn new(field: &'static str, message: String) -> Self {
        Self { field, message }
    }
}

fn yes() -> bool {
    true
}
fn white() -> Colour {
    Colour::White
}
fn numeric() -> SquareNames {
    SquareNames::Numeric
}
fn three() -> u32 {
    3
}

impl Rules {
    /// Russian draughts on 8 x 8, the default "glass checkers".
    pub fn russian() -> Self {
        Self {
            size: 8,
            rows_of_men: 3,
            first: Colour::White,
            men_capture_backward: true,
            flying_kings: true,
            capture_compulsory: true,
            max_capture: false,
            promote_mid_capture: true,
            squares: SquareNames::Algebraic,
            draw_repetitions: 3,
            draw_king_moves: Some(15),
            pdn_game_type: Some(25),
            figure: None,
        }
    }

    pub fn international() -> Self {
        Self {
            size: 10,
            rows_of_men: 4,
            max_capture: true,
            promote_mid_capture: false,
            squares: SquareNames::Numeric,
            draw_king_moves: Some(25),
            pdn_game_type: Some(20),
            ..Self::russian()
        }
    }

    pub fn brazilian() -> Self {
        Self {
            size: 8,
            rows_of_men: 3,
            squares: SquareNames::Algebraic,
            pdn_game_type: Some(26),
            draw_king_moves: Some(20),
            ..Self::international()
        }
    }

    pub fn english() -> Self {
        Self {
            first: Colour::Black,
            men_capture_backward: false,
            flying_kings: false,
            promote_mid_capture: false,
            squares: SquareNames::Numeric,
            draw_king_moves: Some(40),
            pdn_game_type: Some(21),
            ..Self::russian()
        }
    }

    pub fn big_man() -> Self {
        Self {
            men_capture_backward: false,
            flying_kings: false,
            promote_mid_capture: false,
            draw_king_moves: Some(25),
            pdn_game_type: None,
            figure: Some(FigureRules {
                white_start: "e1".into(),
                black_start: "d8".into(),
                hop_to_far_row_wins: true,
                carrier_captured_loses: true,
            }),
            ..Self::russian()
        }
    }

    /// Why these parameters cannot make a game, if they cannot.
    pub fn problem(&self) -> Option<RulesError> {
        let size = self.size;
        if !size.is_multiple_of(2)
            || !(super::board::MIN_SIZE..=super::board::MAX_SIZE).contains(&size)
        {
            return Some(RulesError::new(
                "size",
                format!("size must be even, from 4 to 10, not {size}"),
            ));
        }
        if self.rows_of_men == 0 || 2 * self.rows_of_men >= size {
            return Some(RulesError::new(
                "rows_of_men",
                format!(
                    "rows_of_men must leave empty rows between the sides: 1 to {}, not {}",
                    (size - 1) / 2,
                    self.rows_of_men
                ),
            ));
        }
        if self.draw_repetitions > MAX_DRAW_REPETITIONS {
            return Some(RulesError::new(
                "draw_repetitions",
                format!(
                    "draw_repetitions must be 0 (none) to {MAX_DRAW_REPETITIONS}, not {}",
                    self.draw_repetitions
                ),
            ));
        }
        if let Some(moves) = self.draw_king_moves
            && !(1..=MAX_DRAW_KING_MOVES).contains(&moves)
        {
            return Some(RulesError::new(
                "draw_king_moves",
                format!(
                    "draw_king_moves must be 1 to {MAX_DRAW_KING_MOVES} (or None), not {moves}"
                ),
            ));
        }
        None
    }

    pub fn first_side(&self) -> u8 {
        match self.first {
            Colour::White => super::board::WHITE,
            Colour::Black => super::board::BLACK,
        }
    }
}
