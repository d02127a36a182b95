//! Mods opened in the browser: a level or variant file the player picked or dropped on the
//! page gets the checks and `file:line:col` messages a file under `levels/` gets on desktop,
//! joins the variant library, is kept in the browser's storage for the next visit, and its
//! game opens. (On desktop modders edit `levels/`, which [`super::variants`] watches.)

use bevy::prelude::*;

use super::notices::Notices;
use super::page::PageInbox;
use super::screen::{ActiveGame, Screen};
use super::variants::{DataErrors, VariantLibrary};
use crate::level::{DataFile, LevelError};
use crate::storage::Shelf;

/// Where opened mods are kept (the browser's storage; none on desktop and in tests).
#[derive(Resource, Clone, Debug, Default)]
pub struct ModShelf(pub Option<Shelf>);

impl ModShelf {
    pub fn from_env() -> Self {
        Self(cfg!(target_arch = "wasm32").then(|| Shelf::Browser("leapfrog/mods".into())))
    }
}

/// Reads one opened file with every check its kind asks for. The file name is all the path
/// there is, so a message reads `my-board.ron:3:14: …`.
pub fn read_mod(name: &str, text: &str) -> Result<DataFile, LevelError> {
    if !name.ends_with(".ron") {
        return Err(LevelError {
            file: name.into(),
            line: 1,
            col: 1,
            message: crate::i18n::tr("mod-not-ron"),
        });
    }
    crate::games::check_text(name, text)
}

fn open_files(
    mut inbox: ResMut<PageInbox>,
    shelf: Res<ModShelf>,
    mut library: ResMut<VariantLibrary>,
    mut errors: ResMut<DataErrors>,
    mut notices: ResMut<Notices>,
    mut active: ResMut<ActiveGame>,
    mut next: ResMut<NextState<Screen>>,
) {
    for (name, text) in std::mem::take(&mut inbox.0) {
        errors.0.retain(|e| e.file != name);
        let file = match read_mod(&name, &text) {
            Ok(file) => file,
            Err(error) => {
                warn!("{error}");
                errors.0.push(error);
                continue;
            }
        };
        let family = crate::games::family_opening(file.kind);
        info!("mods: {name} loaded");
        library.put(file);
        if let Some(shelf) = &shelf.0
            && let Err(why) = shelf.write(&name, &text)
        {
            warn!("mods: {why}");
        }
        let game = family.map_or_else(String::new, |f| {
            crate::i18n::tr(&format!("game-{}", f.id()))
        });
        notices.0.push(crate::i18n::tr_args(
            "mod-loaded",
            &[("file", name.as_str().into()), ("game", game.into())],
        ));
        if let Some(family) = family
            && let Some(game) = crate::app::registry::game_app(family.id())
        {
            *active = ActiveGame(family.id());
            next.set(game.entry);
        }
    }
}

/// The mods kept from earlier visits join the library at start. They passed every check,
/// proofs included, when they were opened, so they are only read again: a kept puzzle's
/// solvability proof does not run at every start.
fn load_kept(
    shelf: Res<ModShelf>,
    mut library: ResMut<VariantLibrary>,
    mut errors: ResMut<DataErrors>,
) {
    let Some(shelf) = &shelf.0 else {
        return;
    };
    for item in shelf.items() {
        match item
            .text
            .map(|text| crate::games::read_text(&item.name, &text))
        {
            Ok(Ok(file)) => library.put(file),
            Ok(Err(error)) => errors.0.push(error),
            Err(why) => warn!("mods: {why}"),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ModShelf::from_env())
        .add_systems(Startup, load_kept)
        .add_systems(Update, open_files);
}
