//! Draughts variant files and draughts problem positions.
//!
//! ```ron
//! DraughtsVariant(
//!     name: "draughts-glass",
//!     title: (en: "Glass checkers", zh: Some("玻璃跳棋")),
//!     rules: (size: 8, rows_of_men: 3, /* every switch of rules::draughts::Rules */),
//! )
//!
//! DraughtsLevel(
//!     title: (en: "White to play and win"),
//!     variant: "draughts-glass",
//!     position: "W:Wc3,e3:Bd6,f6",  // FEN: side to move, then each side's squares
//!     goal: "White wins",
//! )
//! ```

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::error::{LevelError, find_field, string_literal_offset};
use super::{Title, shipped};
use crate::rules::draughts::notation::parse_fen;
use crate::rules::draughts::pdn::PdnGame;
use crate::rules::draughts::position::Position;
use crate::rules::draughts::{Rules, Variant};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DraughtsVariant {
    pub name: String,
    pub title: Title,
    pub rules: Rules,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DraughtsLevel {
    pub title: Title,
    /// A shipped variant's name.
    pub variant: String,
    pub position: String,
    /// What the player is asked to do, in words.
    pub goal: String,
}

/// A parsed variant file and the playable variant it describes.
#[derive(Clone, Debug)]
pub struct LoadedVariant {
    pub file: DraughtsVariant,
    pub variant: Arc<Variant>,
}

/// Parses and validates a variant file; `file` names it in errors.
pub fn parse(file: &str, text: &str) -> Result<LoadedVariant, LevelError> {
    let parsed: DraughtsVariant =
        ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    let variant = Variant::new(&parsed.name, parsed.rules.clone()).map_err(|e| {
        let offset = find_field(text, e.field).unwrap_or(0);
        LevelError::at_offset(file, text, offset, e.message)
    })?;
    Ok(LoadedVariant {
        file: parsed,
        variant: Arc::new(variant),
    })
}

/// The games the PDN standard numbers in its `GameType` tag.
const PDN_GAME_TYPES: [(&str, &str); 14] = [
    ("20", "international draughts"),
    ("21", "English draughts"),
    ("22", "Italian draughts"),
    ("23", "American pool checkers"),
    ("24", "Spanish draughts"),
    ("25", "Russian draughts"),
    ("26", "Brazilian draughts"),
    ("27", "Canadian draughts"),
    ("28", "Portuguese draughts"),
    ("29", "Czech draughts"),
    ("30", "Turkish draughts"),
    ("31", "Thai draughts"),
    ("40", "Frisian draughts"),
    ("41", "Spantsiretti"),
];

fn game_type_name(number: &str) -> Option<&'static str> {
    PDN_GAME_TYPES
        .iter()
        .find(|(n, _)| *n == number)
        .map(|(_, name)| *name)
}

/// The variant a PDN game names among `known`: by its `GameType` number (the FMJD table;
/// `20,W,10,10,...` forms too), else by its `Variant` tag; `Ok(None)` when it names none.
pub fn pdn_variant<'a>(
    game: &PdnGame,
    known: &'a [LoadedVariant],
) -> Result<Option<&'a LoadedVariant>, String> {
    if let Some(tag) = game.tag("GameType") {
        let number = tag.split(',').next().unwrap_or("").trim();
        return known
            .iter()
            .find(|v| v.file.rules.pdn_game_type.map(|n| n.to_string()).as_deref() == Some(number))
            .map(Some)
            .ok_or_else(|| match game_type_name(number) {
                Some(name) => format!("GameType {number} ({name}) is not a shipped variant"),
                None => format!("GameType {number} is not a shipped variant"),
            });
    }
    match game.tag("Variant") {
        Some(name) => known
            .iter()
            .find(|v| v.file.name == name)
            .map(Some)
            .ok_or_else(|| format!("unknown variant `{name}`")),
        None => Ok(None),
    }
}

/// A problem level with its variant and start position.
#[derive(Clone, Debug)]
pub struct LoadedLevel {
    pub level: DraughtsLevel,
    pub variant: Arc<Variant>,
    pub start: Position,
}

pub fn parse_level(file: &str, text: &str) -> Result<LoadedLevel, LevelError> {
    let level: DraughtsLevel = ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    let at = |field: &str, message: String| {
        let offset = string_literal_offset(text, field, 0).unwrap_or(0);
        LevelError::at_offset(file, text, offset, message)
    };
    let variant = shipped_variant(&level.variant)
        .ok_or_else(|| {
            at(
                "variant",
                format!(
                    "unknown variant `{}`; shipped: {}",
                    level.variant,
                    shipped::names_in(FOLDER).join(", ")
                ),
            )
        })?
        .map_err(|e| at("variant", e.to_string()))?
        .variant;
    let start = parse_fen(&variant.geo, &level.position).map_err(|e| at("position", e.0))?;
    if variant.legal(&start).is_empty() {
        return Err(at(
            "position",
            "the side to move has no move in this position".into(),
        ));
    }
    Ok(LoadedLevel {
        level,
        variant,
        start,
    })
}

/// The struct name files of this kind start with.
pub const KIND: &str = "DraughtsVariant";
/// The struct name files of this kind start with.
pub const PROBLEM_KIND: &str = "DraughtsLevel";

/// Where the shipped variants and problem positions live.
pub const FOLDER: &str = "levels/draughts/";
pub const PROBLEMS: &str = "levels/draughts/problems/";

/// A shipped draughts variant (or big-man checkers) by name.
pub fn shipped_variant(name: &str) -> Option<Result<LoadedVariant, LevelError>> {
    shipped::named(FOLDER, name).map(|(path, text)| parse(path, text))
}

/// A draughts variant by shipped name or, failing that, by file path.
pub fn shipped_or_file(name_or_path: &str) -> Result<LoadedVariant, String> {
    shipped::shipped_or_file(FOLDER, name_or_path, parse)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_variant_files_are_the_documented_rules() {
        let expected = [
            ("draughts-glass", Rules::russian()),
            ("draughts-international", Rules::international()),
            ("draughts-brazilian", Rules::brazilian()),
            ("draughts-english", Rules::english()),
            ("bigman", Rules::big_man()),
        ];
        for (name, rules) in expected {
            let loaded = super::shipped_variant(name)
                .expect("shipped")
                .expect("valid");
            assert_eq!(loaded.file.rules, rules, "{name}");
            assert_eq!(loaded.file.name, name);
        }
    }

    #[test]
    fn shipped_problems_are_wins_for_the_side_to_move() {
        use crate::ai::draughts::{WIN, analyse};
        use crate::rules::draughts::Draughts;
        for (path, text) in shipped::under(PROBLEMS) {
            let loaded = parse_level(path, text).expect("valid");
            let game = Draughts::from_position(loaded.variant, loaded.start);
            let (_, score) = analyse(&game, 11).expect("a move");
            // A win score only comes from finished games inside the searched tree: a proof.
            assert!(score >= WIN - 11, "{path}: {score}");
        }
    }

    #[test]
    fn bad_variant_files_name_the_field() {
        let text = "DraughtsVariant(\n  name: \"x\",\n  title: (en: \"x\"),\n  rules: (size: 9, rows_of_men: 3),\n)";
        let err = parse("bad.ron", text).unwrap_err().to_string();
        assert!(err.starts_with("bad.ron:4:11:"), "{err}");
        assert!(err.contains("size must be even"), "{err}");
        let text = "DraughtsLevel(title: (en: \"p\"), variant: \"draughts-glass\", position: \"W:Wz9\", goal: \"\")";
        let err = parse_level("p.ron", text).unwrap_err().to_string();
        assert!(err.contains("`z9` is not a square"), "{err}");
    }
}
