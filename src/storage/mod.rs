//! The player's files on disk: written whole or not at all, and a damaged one is moved aside
//! (never deleted) so that the player can still recover it.

mod shelf;
pub mod web_store;

pub use shelf::{Shelf, ShelfItem};

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `contents` to a temporary file beside `path`, flushes it to disk, then renames it
/// over `path`: a crash mid-write leaves the old file, never half of the new one.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other(format!("{}: not a file name", path.display())))?;
    let mut temporary = name.to_os_string();
    temporary.push(".new");
    let temporary = path.with_file_name(temporary);
    let mut file = std::fs::File::create(&temporary)?;
    file.write_all(contents)?;
    file.sync_all()?;
    drop(file);
    std::fs::rename(&temporary, path)
}

/// The user's data folder for Leapfrog (`$XDG_DATA_HOME`, `%APPDATA%` or
/// `~/.local/share`, then `leapfrog`); none when no such variable is set.
pub fn data_dir() -> Option<PathBuf> {
    let data = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("APPDATA").map(PathBuf::from))
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))?;
    Some(data.join("leapfrog"))
}

/// Renames a damaged file to `NAME.damaged` (or `NAME.damaged-2`, … when that exists) and
/// returns the new path.
pub fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let target = (1..)
        .map(|n| match n {
            1 => path.with_file_name(format!("{name}.damaged")),
            n => path.with_file_name(format!("{name}.damaged-{n}")),
        })
        .find(|candidate| !candidate.exists())
        .expect("some name is free");
    std::fs::rename(path, &target)?;
    Ok(target)
}

/// The longest file name (without its extension) the player may give.
pub const MAX_FILE_NAME: usize = 64;

/// Names Windows reserves for devices, in any case and with any extension.
const RESERVED: [&str; 22] = [
    "con", "prn", "aux", "nul", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8",
    "com9", "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
];

/// Checks a file name the player typed: it stays inside its folder (no separators, no `..`,
/// not absolute), is not a reserved device name, and is short and plain.
pub fn check_file_name(name: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err("the file needs a name".into());
    }
    if name.chars().count() > MAX_FILE_NAME {
        return Err(format!(
            "the file name may be at most {MAX_FILE_NAME} characters"
        ));
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err("the file name may use letters, digits, - and _ (no folders)".into());
    }
    if RESERVED.contains(&name.to_ascii_lowercase().as_str()) {
        return Err(format!("`{name}` is a name the system reserves"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty folder, removed when the guard drops.
    fn scratch_dir(tag: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("leapfrog-storage-{tag}-"))
            .tempdir()
            .unwrap()
    }

    #[test]
    fn atomic_writes_replace_whole_files() {
        let scratch = scratch_dir("atomic");
        let dir = scratch.path();
        let path = dir.join("a.ron");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        let names: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "no temporary file is left behind");
    }

    #[test]
    fn damaged_files_move_aside_without_overwriting_older_copies() {
        let scratch = scratch_dir("aside");
        let dir = scratch.path();
        let path = dir.join("game.toml");
        std::fs::write(&path, "first").unwrap();
        assert_eq!(move_aside(&path).unwrap(), dir.join("game.toml.damaged"));
        std::fs::write(&path, "second").unwrap();
        assert_eq!(move_aside(&path).unwrap(), dir.join("game.toml.damaged-2"));
        assert!(!path.exists());
        assert_eq!(
            std::fs::read_to_string(dir.join("game.toml.damaged")).unwrap(),
            "first"
        );
    }

    #[test]
    fn file_names_stay_in_their_folder() {
        for bad in [
            "",
            "../x",
            "/etc/passwd",
            "a/b",
            "a\\b",
            "..",
            "CON",
            "lpt1",
            "x.ron",
            "é",
        ] {
            assert!(check_file_name(bad).is_err(), "{bad}");
        }
        assert!(check_file_name(&"a".repeat(MAX_FILE_NAME + 1)).is_err());
        for good in ["my-level", "level_2", "Cone"] {
            assert!(check_file_name(good).is_ok(), "{good}");
        }
    }
}
