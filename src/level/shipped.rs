//! The variants and levels that ship with the game, compiled in so the command line and the
//! browser build need no file system: `build.rs` writes every `.ron` file under `levels/`
//! into [`FILES`]. The app also loads the same files as assets.

use super::LevelError;

/// Every file under `levels/`: (path relative to the project root, text), by path.
pub const FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/shipped_levels.rs"));

/// The shipped files under a folder (`levels/peg/`), sub-folders included.
pub fn under(folder: &str) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
    FILES
        .iter()
        .copied()
        .filter(move |(path, _)| path.starts_with(folder))
}

/// The file names (without `.ron`) directly in a folder: the shipped variant names.
pub fn names_in(folder: &str) -> Vec<&'static str> {
    under(folder)
        .filter_map(|(path, _)| path[folder.len()..].strip_suffix(".ron"))
        .filter(|name| !name.contains('/'))
        .collect()
}

/// The shipped file `FOLDER/NAME.ron`.
pub fn named(folder: &str, name: &str) -> Option<(&'static str, &'static str)> {
    let path = format!("{folder}{name}.ron");
    FILES.iter().copied().find(|(p, _)| *p == path)
}

/// Parses the shipped file called `name_or_path` in `folder`, or else reads it as a path.
pub fn shipped_or_file<T>(
    folder: &str,
    name_or_path: &str,
    parse: impl Fn(&str, &str) -> Result<T, LevelError>,
) -> Result<T, String> {
    if let Some((path, text)) = named(folder, name_or_path) {
        return parse(path, text).map_err(|e| e.to_string());
    }
    let text = std::fs::read_to_string(name_or_path).map_err(|e| {
        let names = names_in(folder);
        let listed = if names.is_empty() {
            String::new()
        } else {
            format!(" ({})", names.join(", "))
        };
        format!("`{name_or_path}` is neither a shipped name{listed} nor a readable file: {e}")
    })?;
    parse(name_or_path, &text).map_err(|e| e.to_string())
}
