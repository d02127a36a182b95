//! The variants and levels that ship with the game, compiled in so the command line and the
//! browser build need no file system. The app also loads the same files as assets.

use super::LevelError;
use super::draughts::{self, LoadedVariant};
use super::reversi::{self, ReversiVariant};

/// (name, file path relative to the project root, text)
pub const REVERSI: [(&str, &str, &str); 3] = [
    (
        "reversi-6",
        "levels/reversi/reversi-6.ron",
        include_str!("../../levels/reversi/reversi-6.ron"),
    ),
    (
        "reversi-8",
        "levels/reversi/reversi-8.ron",
        include_str!("../../levels/reversi/reversi-8.ron"),
    ),
    (
        "reversi-10",
        "levels/reversi/reversi-10.ron",
        include_str!("../../levels/reversi/reversi-10.ron"),
    ),
];

/// (name, file path relative to the project root, text)
pub const TOURS: [(&str, &str, &str); 5] = [
    (
        "tour-8x8",
        "levels/tour/tour-8x8.ron",
        include_str!("../../levels/tour/tour-8x8.ron"),
    ),
    (
        "tour-5x5-corner",
        "levels/tour/tour-5x5-corner.ron",
        include_str!("../../levels/tour/tour-5x5-corner.ron"),
    ),
    (
        "tour-6x6-closed",
        "levels/tour/tour-6x6-closed.ron",
        include_str!("../../levels/tour/tour-6x6-closed.ron"),
    ),
    (
        "tour-3x7",
        "levels/tour/tour-3x7.ron",
        include_str!("../../levels/tour/tour-3x7.ron"),
    ),
    (
        "tour-12x20",
        "levels/tour/tour-12x20.ron",
        include_str!("../../levels/tour/tour-12x20.ron"),
    ),
];

/// (name, file path relative to the project root, text); the first is the default.
pub const DRAUGHTS: [(&str, &str, &str); 5] = [
    (
        "draughts-glass",
        "levels/draughts/draughts-glass.ron",
        include_str!("../../levels/draughts/draughts-glass.ron"),
    ),
    (
        "draughts-international",
        "levels/draughts/draughts-international.ron",
        include_str!("../../levels/draughts/draughts-international.ron"),
    ),
    (
        "draughts-brazilian",
        "levels/draughts/draughts-brazilian.ron",
        include_str!("../../levels/draughts/draughts-brazilian.ron"),
    ),
    (
        "draughts-english",
        "levels/draughts/draughts-english.ron",
        include_str!("../../levels/draughts/draughts-english.ron"),
    ),
    (
        "bigman",
        "levels/draughts/bigman.ron",
        include_str!("../../levels/draughts/bigman.ron"),
    ),
];

/// Draughts problem positions: (file path, text).
pub const DRAUGHTS_PROBLEMS: [(&str, &str); 4] = [
    (
        "levels/draughts/problems/glass-three-men.ron",
        include_str!("../../levels/draughts/problems/glass-three-men.ron"),
    ),
    (
        "levels/draughts/problems/glass-four-men.ron",
        include_str!("../../levels/draughts/problems/glass-four-men.ron"),
    ),
    (
        "levels/draughts/problems/international-three-men.ron",
        include_str!("../../levels/draughts/problems/international-three-men.ron"),
    ),
    (
        "levels/draughts/problems/bigman-race.ron",
        include_str!("../../levels/draughts/problems/bigman-race.ron"),
    ),
];

/// A shipped reversi variant by name.
pub fn reversi(name: &str) -> Option<Result<ReversiVariant, LevelError>> {
    REVERSI
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, path, text)| reversi::parse(path, text))
}

/// A variant by shipped name or, failing that, by file path.
pub fn reversi_or_file(name_or_path: &str) -> Result<ReversiVariant, String> {
    shipped_or_file(name_or_path, &REVERSI, reversi::parse)
}

/// Parses the shipped file called `name_or_path` in `table`, or else reads it as a path.
fn shipped_or_file<T>(
    name_or_path: &str,
    table: &[(&str, &str, &str)],
    parse: impl Fn(&str, &str) -> Result<T, LevelError>,
) -> Result<T, String> {
    if let Some((_, path, text)) = table.iter().find(|(n, _, _)| *n == name_or_path) {
        return parse(path, text).map_err(|e| e.to_string());
    }
    let text = std::fs::read_to_string(name_or_path).map_err(|e| {
        let names: Vec<&str> = table.iter().map(|r| r.0).collect();
        format!(
            "`{name_or_path}` is neither a shipped variant ({}) nor a readable file: {e}",
            names.join(", ")
        )
    })?;
    parse(name_or_path, &text).map_err(|e| e.to_string())
}

/// Every file under `levels/peg` (levels and `pack.ron` files): (path, text), by path.
pub const PEG: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/peg_levels.rs"));

/// A shipped draughts variant (or big-man checkers) by name.
pub fn draughts(name: &str) -> Option<Result<LoadedVariant, LevelError>> {
    DRAUGHTS
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, path, text)| draughts::parse(path, text))
}

/// A draughts variant by shipped name or, failing that, by file path.
pub fn draughts_or_file(name_or_path: &str) -> Result<LoadedVariant, String> {
    shipped_or_file(name_or_path, &DRAUGHTS, draughts::parse)
}
