//! A shelf of the player's text files (autosaves, editor levels, mods): a folder on desktop,
//! keys of the browser's local storage on the web. Both keep the same promises: a write is
//! whole or not at all, and a damaged file is moved aside, never deleted.

use std::path::PathBuf;

use super::web_store;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shelf {
    /// Files in a folder, created on the first write.
    Folder(PathBuf),
    /// Local-storage keys `PREFIX/NAME`, each with a `PREFIX/NAME#modified` time beside it.
    Browser(String),
}

/// One file on a shelf as read.
#[derive(Clone, Debug)]
pub struct ShelfItem {
    /// The file's name on the shelf (`reversi.ron`).
    pub name: String,
    /// How to show where it is: a path, or `browser:PREFIX/NAME`.
    pub shown: String,
    /// Its text, or why it could not be read.
    pub text: Result<String, String>,
    /// When it was last written, in milliseconds since 1970 (0 when unknown).
    pub modified: u64,
}

const MODIFIED: &str = "#modified";

impl Shelf {
    /// Where `name` is, for messages.
    pub fn shown(&self, name: &str) -> String {
        match self {
            Shelf::Folder(dir) => dir.join(name).display().to_string(),
            Shelf::Browser(prefix) => format!("browser:{prefix}/{name}"),
        }
    }

    /// Every `.ron` file on the shelf, newest first.
    pub fn items(&self) -> Vec<ShelfItem> {
        let mut items = match self {
            Shelf::Folder(dir) => folder_items(dir),
            Shelf::Browser(prefix) => browser_items(prefix),
        };
        items.sort_by_key(|item| std::cmp::Reverse(item.modified));
        items
    }

    /// Writes `name` whole; returns where it went.
    pub fn write(&self, name: &str, text: &str) -> Result<String, String> {
        let shown = self.shown(name);
        match self {
            Shelf::Folder(dir) => std::fs::create_dir_all(dir)
                .and_then(|_| super::write_atomic(&dir.join(name), text.as_bytes()))
                .map_err(|e| format!("{shown}: {e}"))?,
            Shelf::Browser(prefix) => {
                let key = format!("{prefix}/{name}");
                web_store::set(&key, text).map_err(|e| format!("{shown}: {e}"))?;
                web_store::set(
                    &format!("{key}{MODIFIED}"),
                    &web_store::now_ms().to_string(),
                )
                .map_err(|e| format!("{shown}: {e}"))?;
            }
        }
        Ok(shown)
    }

    /// Moves a damaged `name` aside as `name.damaged` (or `.damaged-2`, …), out of the list;
    /// returns where it went.
    pub fn move_aside(&self, name: &str) -> Result<String, String> {
        match self {
            Shelf::Folder(dir) => super::move_aside(&dir.join(name))
                .map(|p| p.display().to_string())
                .map_err(|e| e.to_string()),
            Shelf::Browser(prefix) => {
                let key = format!("{prefix}/{name}");
                let text = web_store::get(&key).ok_or_else(|| format!("{key}: not there"))?;
                let target = (1..)
                    .map(|n| match n {
                        1 => format!("{key}.damaged"),
                        n => format!("{key}.damaged-{n}"),
                    })
                    .find(|candidate| web_store::get(candidate).is_none())
                    .expect("some name is free");
                web_store::set(&target, &text)?;
                web_store::remove(&key);
                web_store::remove(&format!("{key}{MODIFIED}"));
                Ok(format!("browser:{target}"))
            }
        }
    }
}

fn folder_items(dir: &std::path::Path) -> Vec<ShelfItem> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter(|entry| entry.path().extension().is_some_and(|e| e == "ron"))
        .map(|entry| {
            let path = entry.path();
            let modified = entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_millis() as u64);
            ShelfItem {
                name: entry.file_name().to_string_lossy().into_owned(),
                shown: path.display().to_string(),
                text: std::fs::read_to_string(&path).map_err(|e| e.to_string()),
                modified,
            }
        })
        .collect()
}

fn browser_items(prefix: &str) -> Vec<ShelfItem> {
    let start = format!("{prefix}/");
    web_store::keys()
        .into_iter()
        .filter_map(|key| {
            let name = key.strip_prefix(&start)?;
            (name.ends_with(".ron") && !name.contains('/')).then(|| name.to_string())
        })
        .map(|name| {
            let key = format!("{start}{name}");
            let modified = web_store::get(&format!("{key}{MODIFIED}"))
                .and_then(|t| t.parse().ok())
                .unwrap_or(0);
            ShelfItem {
                shown: format!("browser:{key}"),
                text: web_store::get(&key).ok_or_else(|| format!("{key}: not there")),
                name,
                modified,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder shelf (in a scratch folder the guard removes when it drops) and a browser one.
    fn both(tag: &str) -> (tempfile::TempDir, [Shelf; 2]) {
        let scratch = tempfile::Builder::new()
            .prefix(&format!("leapfrog-shelf-{tag}-"))
            .tempdir()
            .unwrap();
        let folder = Shelf::Folder(scratch.path().join("shelf"));
        (scratch, [folder, Shelf::Browser(format!("test-{tag}"))])
    }

    #[test]
    fn writes_read_back_newest_first() {
        let (_scratch, shelves) = both("order");
        for shelf in shelves {
            shelf.write("old.ron", "1").unwrap();
            std::thread::sleep(std::time::Duration::from_millis(20));
            shelf.write("new.ron", "2").unwrap();
            shelf.write("notes.txt", "skipped").unwrap();
            let items = shelf.items();
            let names: Vec<_> = items.iter().map(|i| i.name.as_str()).collect();
            assert_eq!(names, ["new.ron", "old.ron"], "{shelf:?}");
            assert_eq!(items[0].text.as_deref(), Ok("2"));
            std::thread::sleep(std::time::Duration::from_millis(20));
            shelf.write("old.ron", "3").unwrap();
            assert_eq!(shelf.items()[0].text.as_deref(), Ok("3"), "{shelf:?}");
        }
    }

    #[test]
    fn damaged_files_leave_the_list_but_are_kept() {
        let (_scratch, shelves) = both("aside");
        for shelf in shelves {
            shelf.write("bad.ron", "first").unwrap();
            let aside = shelf.move_aside("bad.ron").unwrap();
            assert!(aside.ends_with("bad.ron.damaged"), "{aside}");
            shelf.write("bad.ron", "second").unwrap();
            assert!(shelf.move_aside("bad.ron").unwrap().ends_with(".damaged-2"));
            assert!(shelf.items().is_empty(), "{shelf:?}");
        }
        assert_eq!(
            web_store::get("test-aside/bad.ron.damaged").as_deref(),
            Some("first")
        );
    }
}
