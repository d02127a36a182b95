//! Chinese checkers data: variant files (the seats and the rule options) and solo puzzles.
//!
//! ```ron
//! ChineseCheckersVariant(
//!     name: "chinese-checkers-3",
//!     title: (en: "Chinese checkers, 3 players", zh: Some("跳棋 三人")),
//!     seats: [1, 3, 5],        // triangles 1 (bottom) to 6 clockwise, in order of play
//!     win: Filled,             // optional: Filled (default: every target hole occupied, one
//!                              // by an own marble) or OwnOnly (all own marbles)
//!     play_on: true,           // optional: the others play on for the places after a winner
//!     no_foreign_stop: false,  // optional: marbles may not stop in a foreign triangle
//!     move_limit: 900,         // optional: a draw after this many moves in all (0: none)
//! )
//!
//! ChineseCheckersSolo(
//!     name: "crossing",
//!     title: (en: "The crossing", zh: Some("横渡")),
//!     seat: 1,
//!     marbles: ["q1", "p1"],   // optional: the seat's whole home triangle when left out
//!     goal: ["a1", "b1"],      // optional: the whole opposite triangle when left out;
//!                              // always within the opposite triangle
//!     par: 27,                 // the fewest moves known
//!     proven: true,            // whether Leapfrog's solver proves `par` is the fewest
//!     solution: ["q1-p2", …],  // a line to the goal, in the game's notation
//! )
//! ```

use serde::{Deserialize, Serialize};

use super::Title;
use super::error::{LevelError, find_field, string_literal_offset};
use crate::ai::chinese_checkers::solo;
use crate::rules::Game;
use crate::rules::chinese_checkers::board::{Holes, bit, geometry};
use crate::rules::chinese_checkers::notation::{hole_name, parse_hole};
use crate::rules::chinese_checkers::{ChineseCheckers, Rules, StarSetup, WinRule};

pub const KIND: &str = "ChineseCheckersVariant";
pub const SOLO_KIND: &str = "ChineseCheckersSolo";
pub const FOLDER: &str = "levels/chinese-checkers/";
pub const SOLO: &str = "levels/chinese-checkers/solo/";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChineseCheckersVariant {
    pub name: String,
    pub title: Title,
    pub seats: Vec<u8>,
    #[serde(default)]
    pub win: WinRule,
    #[serde(default = "yes")]
    pub play_on: bool,
    #[serde(default)]
    pub no_foreign_stop: bool,
    #[serde(default = "default_limit")]
    pub move_limit: u32,
}

fn yes() -> bool {
    true
}

fn default_limit() -> u32 {
    Rules::default().move_limit
}

impl ChineseCheckersVariant {
    pub fn rules(&self) -> Rules {
        Rules {
            win: self.win,
            play_on: self.play_on,
            no_foreign_stop: self.no_foreign_stop,
            move_limit: self.move_limit,
        }
    }

    pub fn game(&self) -> ChineseCheckers {
        ChineseCheckers::new(&StarSetup {
            seats: self.seats.clone(),
            rules: self.rules(),
            pieces: None,
            goal: None,
        })
        .expect("seats are checked when the file is read")
    }
}

/// The longest move limit a variant may set: a six-seat game needs a few hundred moves.
pub const MAX_MOVE_LIMIT: u32 = 100_000;

pub fn parse(file: &str, text: &str) -> Result<ChineseCheckersVariant, LevelError> {
    let variant: ChineseCheckersVariant =
        ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    let at_seats = |message: String| {
        LevelError::at_offset(file, text, find_field(text, "seats").unwrap_or(0), message)
    };
    if variant.move_limit > MAX_MOVE_LIMIT {
        let offset = find_field(text, "move_limit").unwrap_or(0);
        return Err(LevelError::at_offset(
            file,
            text,
            offset,
            format!(
                "`move_limit` must be 0 (none) to {MAX_MOVE_LIMIT}, found {}",
                variant.move_limit
            ),
        ));
    }
    if variant.seats.len() < 2 {
        return Err(at_seats(format!(
            "a game needs 2 to 6 seats, found {} (a solo game is a ChineseCheckersSolo level)",
            variant.seats.len()
        )));
    }
    ChineseCheckers::new(&StarSetup::seats(&variant.seats)).map_err(at_seats)?;
    Ok(variant)
}

/// A variant by shipped name or file path.
pub fn shipped_or_file(name_or_path: &str) -> Result<ChineseCheckersVariant, String> {
    super::shipped::shipped_or_file(FOLDER, name_or_path, parse)
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChineseCheckersSolo {
    pub name: String,
    pub title: Title,
    pub seat: u8,
    #[serde(default)]
    pub marbles: Option<Vec<String>>,
    #[serde(default)]
    pub goal: Option<Vec<String>>,
    pub par: u32,
    pub proven: bool,
    pub solution: Vec<String>,
}

impl ChineseCheckersSolo {
    /// Library key: `solo/NAME`.
    pub fn id(&self) -> String {
        format!("solo/{}", self.name)
    }

    fn holes(list: &[String]) -> Holes {
        list.iter()
            .filter_map(|n| parse_hole(n).ok())
            .fold(0, |set, h| set | bit(h))
    }

    pub fn start_holes(&self) -> Holes {
        match &self.marbles {
            Some(list) => Self::holes(list),
            None => geometry().home(self.seat),
        }
    }

    pub fn goal_holes(&self) -> Holes {
        match &self.goal {
            Some(list) => Self::holes(list),
            None => geometry().target(self.seat),
        }
    }

    pub fn game(&self) -> ChineseCheckers {
        ChineseCheckers::new(&StarSetup {
            seats: vec![self.seat],
            rules: Rules {
                win: WinRule::OwnOnly,
                play_on: false,
                no_foreign_stop: false,
                move_limit: 0,
            },
            pieces: Some(
                crate::rules::chinese_checkers::board::holes_of(self.start_holes())
                    .map(|h| (h, self.seat))
                    .collect(),
            ),
            goal: Some(self.goal_holes()),
        })
        .expect("checked when read")
    }
}

/// Reads a solo level and checks its holes and that its solution replays to the goal.
pub fn parse_solo(file: &str, text: &str) -> Result<ChineseCheckersSolo, LevelError> {
    let solo: ChineseCheckersSolo =
        ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    let field = |name: &str, message: String| {
        LevelError::at_offset(file, text, find_field(text, name).unwrap_or(0), message)
    };
    if !(1..=6).contains(&solo.seat) {
        return Err(field(
            "seat",
            format!("seats are 1 to 6, found {}", solo.seat),
        ));
    }
    for name in ["marbles", "goal"] {
        let list = match name {
            "marbles" => &solo.marbles,
            _ => &solo.goal,
        };
        let mut seen: Holes = 0;
        for (i, hole) in list.iter().flatten().enumerate() {
            let at = || string_literal_offset(text, name, i).unwrap_or(0);
            let h = parse_hole(hole).map_err(|e| LevelError::at_offset(file, text, at(), e))?;
            if seen & bit(h) != 0 {
                let message = format!("{} is listed twice", hole_name(h));
                return Err(LevelError::at_offset(file, text, at(), message));
            }
            seen |= bit(h);
        }
    }
    let (start, goal) = (solo.start_holes(), solo.goal_holes());
    if start.count_ones() != goal.count_ones() || start == 0 {
        return Err(field(
            "goal",
            format!(
                "{} marbles but {} goal holes",
                start.count_ones(),
                goal.count_ones()
            ),
        ));
    }
    if goal & !geometry().target(solo.seat) != 0 {
        return Err(field(
            "goal",
            format!("the goal must lie in seat {}'s target triangle", solo.seat),
        ));
    }
    let mut game = solo.game();
    for (i, step) in solo.solution.iter().enumerate() {
        let at = string_literal_offset(text, "solution", i).unwrap_or(0);
        let mv = game
            .parse_move(step)
            .map_err(|e| LevelError::at_offset(file, text, at, e))?;
        game.play(&mv);
    }
    if game.outcome().is_none() {
        return Err(field(
            "solution",
            "the solution does not reach the goal".into(),
        ));
    }
    if (solo.solution.len() as u32) < solo.par {
        return Err(field(
            "par",
            format!(
                "the solution takes {} moves, fewer than the par of {}",
                solo.solution.len(),
                solo.par
            ),
        ));
    }
    if solo.proven && solo.solution.len() as u32 != solo.par {
        return Err(field(
            "solution",
            format!(
                "a proven par of {} needs a solution of that length, found {}",
                solo.par,
                solo.solution.len()
            ),
        ));
    }
    Ok(solo)
}

/// States the proof of a shipped puzzle may hold.
pub const PROOF_LIMIT: usize = 6_000_000;

/// `parse_solo` plus the solver's proof of a proven par.
pub fn check_solo(file: &str, text: &str) -> Result<ChineseCheckersSolo, LevelError> {
    let solo = parse_solo(file, text)?;
    if solo.proven {
        let field = |message: String| {
            LevelError::at_offset(file, text, find_field(text, "par").unwrap_or(0), message)
        };
        let line =
            solo::fewest(solo.start_holes(), solo.goal_holes(), PROOF_LIMIT).map_err(field)?;
        if line.len() as u32 != solo.par {
            return Err(field(format!(
                "the fewest moves are {}, the file says {}",
                line.len(),
                solo.par
            )));
        }
    }
    Ok(solo)
}

/// A solo level by `solo/NAME`, `NAME` or file path.
pub fn solo_shipped_or_file(id_or_path: &str) -> Result<ChineseCheckersSolo, String> {
    let name = id_or_path.strip_prefix("solo/").unwrap_or(id_or_path);
    if super::shipped::named(SOLO, name).is_some() {
        return super::shipped::shipped_or_file(SOLO, name, parse_solo);
    }
    super::shipped::shipped_or_file(SOLO, id_or_path, parse_solo)
}

/// Every shipped solo level, shortest par first.
pub fn shipped_solos() -> Vec<ChineseCheckersSolo> {
    let mut all: Vec<ChineseCheckersSolo> = super::shipped::under(SOLO)
        .filter_map(|(path, text)| parse_solo(path, text).ok())
        .collect();
    all.sort_by_key(|s| (s.par, s.name.clone()));
    all
}
