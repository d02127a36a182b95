//! The player's files at start-up: a settings file that no longer reads (a crash mid-write
//! by an older version, a hand edit gone wrong) is moved aside and reported, and the game
//! starts from the defaults instead of silently overwriting it at the next save.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::settings::APP_ID;
use super::variants::DataErrors;
use crate::level::LevelError;

/// Where the settings file (`settings_file`) lives on desktop.
pub fn settings_dir() -> Option<PathBuf> {
    bevy::platform::dirs::preferences_dir().map(|dir| dir.join(APP_ID))
}

/// Checks every settings file in `dir`; a damaged one is moved aside. Returns what to tell
/// the player.
pub fn check_settings_dir(dir: &Path) -> Vec<LevelError> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut notices = Vec::new();
    for path in entries.flatten().map(|e| e.path()) {
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        if let Some(notice) = check_settings_file(&path) {
            notices.push(notice);
        }
    }
    notices
}

fn check_settings_file(path: &Path) -> Option<LevelError> {
    let bytes = std::fs::read(path).ok()?;
    let (line, col, reason) = match std::str::from_utf8(&bytes) {
        Err(e) => {
            let offset = e.valid_up_to();
            let before = &bytes[..offset];
            let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
            (line, 1, crate::i18n::tr("not-utf8"))
        }
        Ok(text) => match text.parse::<toml::Table>() {
            Ok(_) => return None,
            Err(e) => {
                let offset = e.span().map_or(0, |span| span.start);
                let before = &text[..offset.min(text.len())];
                let line = before.matches('\n').count() + 1;
                let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
                (line, col, e.message().to_string())
            }
        },
    };
    let message = match crate::storage::move_aside(path) {
        Ok(aside) => crate::i18n::tr_args(
            "settings-damaged-moved",
            &[
                ("reason", reason.into()),
                ("aside", aside.display().to_string().into()),
            ],
        ),
        Err(e) => crate::i18n::tr_args(
            "settings-damaged-stuck",
            &[("reason", reason.into()), ("error", e.to_string().into())],
        ),
    };
    Some(LevelError {
        file: path.display().to_string(),
        line,
        col,
        message,
    })
}

/// Reports what [`check_settings_dir`] found in game.
pub fn report(app: &mut App, notices: Vec<LevelError>) {
    for notice in &notices {
        warn!("{notice}");
    }
    app.world_mut()
        .get_resource_or_insert_with(DataErrors::default)
        .0
        .extend(notices);
}
