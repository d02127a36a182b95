//! Jumping games from a file (`JumpGame`, `levels/jump/`): one family for every file. A
//! shipped game is named by its file (`konane-6`); any other file by its path. The command
//! line's `check`, `moves`, `perft` and `arena` take them like any variant.

use super::{AnyGame, Family, natural_order, with_first};
use crate::level::jump::{self, FOLDER, LoadedJumpGame};
use crate::level::{DataFile, DataKind, LevelError, shipped};
use crate::rules::jump::JumpState;

/// The registry id.
pub const ID: &str = "jump";

pub struct JumpFamily;
pub static JUMP: JumpFamily = JumpFamily;

fn read(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let game = jump::parse(file, text)?;
    let name = game.rules.spec.name.clone();
    Ok(DataFile::new(jump::KIND, name, game))
}

/// Positions the check of a one-player file may spend before it lets the file in unproven
/// (a dropped file is checked on the page's one thread: a second or two at most, and a
/// breadth-first layer of positions held in memory).
const CHECK_STATES: usize = 100_000;
const CHECK_NODES: u64 = 2_000_000;

/// Reads a file from outside: a one-player file (a puzzle) is refused when the solver
/// proves no sequence of moves reaches its goal.
fn check(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let game = jump::parse(file, text)?;
    let state = JumpState::new(game.rules.clone());
    if state.rules.sides.len() == 1 {
        let solved = crate::ai::jump::solve::solve(&state, CHECK_STATES, CHECK_NODES);
        if solved == crate::ai::jump::solve::Solved::Unsolvable {
            let at = crate::level::error::find_field(text, "end").unwrap_or(0);
            return Err(LevelError::at_offset(
                file,
                text,
                at,
                "in `end`: no sequence of moves reaches the goal".into(),
            ));
        }
    }
    let name = game.rules.spec.name.clone();
    Ok(DataFile::new(jump::KIND, name, game))
}

fn read_weights(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let weights = crate::ai::jump::weights::parse(file, text)?;
    Ok(DataFile::new(
        crate::ai::jump::weights::KIND,
        weights.game.clone(),
        weights,
    ))
}

static KINDS: [DataKind; 2] = [
    DataKind {
        name: jump::KIND,
        read,
        check,
    },
    DataKind {
        name: crate::ai::jump::weights::KIND,
        read: read_weights,
        check: read_weights,
    },
];

/// A shipped game by name, or a file by path (with its trained weights from `weights/`
/// beside it, where there are some).
pub fn load(name: &str) -> Result<LoadedJumpGame, String> {
    let game = shipped::shipped_or_file(FOLDER, name, jump::parse)?;
    if shipped::named(FOLDER, name).is_none()
        && let Some(path) = crate::ai::jump::weights::beside(std::path::Path::new(name))
        && let Ok(text) = std::fs::read_to_string(&path)
    {
        let file = path.to_string_lossy();
        let weights = crate::ai::jump::weights::parse(&file, &text).map_err(|e| e.to_string())?;
        weights
            .fits(&game.rules)
            .map_err(|e| format!("{file}: {e}"))?;
        crate::ai::jump::weights::install(&weights).map_err(|e| format!("{file}: {e}"))?;
    }
    Ok(game)
}

/// The shipped game with this PDN `GameType` number (Italian 22, pool 23, Canadian 27,
/// Czech 29, Turkish 30, Frisian 40), if there is one.
pub fn by_pdn_game_type(number: u32) -> Option<LoadedJumpGame> {
    shipped::under(FOLDER)
        .filter_map(|(path, text)| jump::parse(path, text).ok())
        .find(|game| game.rules.spec.pdn_game_type == Some(number))
}

impl Family for JumpFamily {
    fn id(&self) -> &'static str {
        ID
    }

    fn seat_names(&self) -> &'static [&'static str] {
        &["White", "Black", "Red", "Green", "Blue", "Yellow"]
    }

    fn data_kinds(&self) -> &'static [DataKind] {
        &KINDS
    }

    fn variant_names(&self) -> Vec<String> {
        // Konane first: the menu card and the rules page draw the default game.
        with_first(natural_order(shipped::names_in(FOLDER)), "konane-8")
    }

    fn opens_kind(&self, kind: &str) -> bool {
        kind == jump::KIND
    }

    fn start(&self, name: &str) -> Result<Box<dyn AnyGame>, String> {
        Ok(Box::new(JumpState::new(load(name)?.rules)))
    }

    fn scenes(&self) -> &'static [&'static str] {
        &[
            "jump-select",
            "jump-draughts",
            "jump-race",
            "jump-graph",
            "jump-rules",
        ]
    }

    /// The published convention: a finished game adds nothing below its depth.
    fn perft(&self, name: &str, depth: u32) -> Result<Vec<u64>, String> {
        let game = JumpState::new(load(name)?.rules);
        Ok((1..=depth)
            .map(|d| crate::rules::jump::perft::perft(&game.rules, &game.pos, d, false))
            .collect())
    }
}
