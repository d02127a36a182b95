//! Autosave and resume. Every change to a match writes it (its game, start and moves, see
//! [`SavedMatch`]) to `<game>.ron` on the autosave shelf (a folder, or the browser's storage), whole; the menu offers the
//! newest unfinished one as "Continue", and the match screen then replays it instead of
//! starting afresh. A save that does not read is moved aside and reported; the last good save
//! is never overwritten by a half-written one (a crash leaves only a stray `.new` file).

use bevy::prelude::*;

use super::match_state::{MatchSet, MatchState};
use super::screen::ActiveGame;
use crate::games::saved::SavedMatch;
use crate::level::LevelError;
use crate::rules::Game;
use crate::storage::Shelf;

/// Where saves go; none (no autosave) in tests unless they set one.
#[derive(Resource, Clone, Debug, Default)]
pub struct AutosaveShelf(pub Option<Shelf>);

impl AutosaveShelf {
    /// The browser's storage on the web; on desktop `LEAPFROG_AUTOSAVE_DIR`, else
    /// `leapfrog/autosave` in the user's data folder (none for a scripted screenshot).
    pub fn from_env() -> Self {
        if cfg!(target_arch = "wasm32") {
            return Self(Some(Shelf::Browser("leapfrog/autosave".into())));
        }
        if let Some(dir) = std::env::var_os("LEAPFROG_AUTOSAVE_DIR") {
            return Self(Some(Shelf::Folder(dir.into())));
        }
        // Scripted screenshots play their own moves: they must not replace the player's save.
        if std::env::var_os("LEAPFROG_SCREENSHOT").is_some() {
            return Self(None);
        }
        Self(crate::storage::data_dir().map(|d| Shelf::Folder(d.join("autosave"))))
    }
}

/// The saves on disk, newest first.
#[derive(Resource, Clone, Debug, Default)]
pub struct SavedMatches(pub Vec<SavedMatch>);

impl SavedMatches {
    /// The match the "Continue" card offers: the newest one not yet over.
    pub fn to_continue(&self) -> Option<&SavedMatch> {
        self.0.iter().find(|s| !s.finished && !s.moves.is_empty())
    }
}

/// Set by "Continue": the next match of that game resumes this save.
#[derive(Resource, Clone, Debug)]
pub struct ResumeRequest(pub SavedMatch);

/// Reads every save on the shelf, newest first; a damaged one is moved aside and reported.
pub fn load_shelf(shelf: &Shelf) -> (Vec<SavedMatch>, Vec<LevelError>) {
    let mut found = Vec::new();
    let mut errors = Vec::new();
    for item in shelf.items() {
        let read = item
            .text
            .map_err(|message| LevelError {
                file: item.shown.clone(),
                line: 1,
                col: 1,
                message,
            })
            .and_then(|text| SavedMatch::parse(&item.shown, &text));
        match read {
            Ok(saved) => found.push(saved),
            Err(mut error) => {
                let aside = shelf.move_aside(&item.name).unwrap_or_else(|e| e);
                error.message = crate::i18n::tr_args(
                    "autosave-damaged",
                    &[
                        ("problem", crate::i18n::error_text(&error.message).into()),
                        ("aside", aside.into()),
                    ],
                );
                errors.push(error);
            }
        }
    }
    (found, errors)
}

/// Finds the saves at start (the real app; tests set their own).
pub fn load_saves(app: &mut App) {
    let shelf = AutosaveShelf::from_env();
    if let Some(found) = &shelf.0 {
        let (saves, errors) = load_shelf(found);
        super::storage::report(app, errors);
        app.insert_resource(SavedMatches(saves));
    }
    app.insert_resource(shelf);
}

/// The match as a save, for the active game.
pub fn record<G: Game>(state: &MatchState<G>, game: &str) -> SavedMatch {
    let moves: Vec<G::Move> = state.moves().cloned().collect();
    SavedMatch::of(game, state.position_before(0), &moves, state.cursor())
}

/// Replays `saved` into a fresh match of its game; the error says why it cannot be.
pub fn resume<G: Game>(state: &mut MatchState<G>, saved: &SavedMatch) -> Result<(), String> {
    let moves = saved.replay(state.position_before(0))?;
    for mv in &moves {
        state
            .play(mv)
            .ok_or_else(|| "a saved move was refused".to_string())?;
    }
    state.go_to(saved.cursor);
    Ok(())
}

fn save_match<G: Game>(
    state: Option<Res<MatchState<G>>>,
    active: Res<ActiveGame>,
    shelf: Res<AutosaveShelf>,
    mut saves: ResMut<SavedMatches>,
    mut last: Local<String>,
    online: Option<Res<crate::app::online::Online>>,
) {
    // An online game is kept by its server; the local save stays the player's own game.
    if online.is_some() {
        return;
    }
    let (Some(state), Some(shelf)) = (state, &shelf.0) else {
        return;
    };
    if !state.is_changed() || state.moves().next().is_none() {
        return;
    }
    let saved = record(&state, active.0);
    let text = saved.to_text();
    if text == *last {
        return;
    }
    match shelf.write(&format!("{}.ron", active.0), &text) {
        Ok(_) => {
            *last = text;
            saves.0.retain(|s| s.game != saved.game);
            saves.0.insert(0, saved);
        }
        Err(e) => warn!("autosave: {e}"),
    }
}

pub(super) fn core_plugin(app: &mut App) {
    app.init_resource::<AutosaveShelf>()
        .init_resource::<SavedMatches>();
}

pub fn plugin<G: Game>(app: &mut App) {
    app.add_systems(Update, save_match::<G>.after(MatchSet::Apply));
}
