//! Export from the match panel: the board as a PNG, the game so far as an animated GIF. The
//! panel's buttons leave a request in egui's memory (the panel knows no game type); the system
//! of the open game's rules type answers it. Desktop writes the file to the user's data folder
//! (`leapfrog/exports`); the browser offers it as a download.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::board_view::theme::Theme;
use super::match_state::MatchState;
use super::notices::Notices;
use super::screen::ActiveGame;
use super::settings::GameSettings;
use crate::rules::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    Picture,
    Game,
}

fn request_id() -> egui::Id {
    egui::Id::new("export-request")
}

/// Asks for an export (the panel's buttons).
pub fn request(ctx: &egui::Context, kind: ExportKind) {
    ctx.data_mut(|d| d.insert_temp(request_id(), Some(kind)));
}

fn take_request(ctx: &egui::Context) -> Option<ExportKind> {
    ctx.data_mut(|d| d.remove_temp::<Option<ExportKind>>(request_id()))
        .flatten()
}

/// The file's bytes and name for the match as it stands.
pub fn export_bytes<G: Game>(
    state: &MatchState<G>,
    kind: ExportKind,
    game: &str,
    theme: Theme,
) -> Result<(String, Vec<u8>), String> {
    let colours = theme.picture_colours();
    let layout = state.current().layout();
    let stamp = crate::storage::web_store::now_ms() / 1000;
    match kind {
        ExportKind::Picture => Ok((
            format!("{game}-{stamp}.png"),
            crate::picture::export::png(&layout, &state.current().pieces(), &colours)?,
        )),
        ExportKind::Game => {
            let positions: Vec<_> = (0..=state.cursor())
                .map(|i| state.position_before(i).pieces())
                .collect();
            Ok((
                format!("{game}-{stamp}.gif"),
                crate::picture::export::gif(&layout, &positions, &colours)?,
            ))
        }
    }
}

/// Writes the export where the player finds it; returns where.
fn deliver(name: &str, bytes: &[u8]) -> Result<String, String> {
    if cfg!(target_arch = "wasm32") {
        super::page::download_bytes(name, bytes);
        return Ok(name.to_string());
    }
    let dir = crate::storage::data_dir()
        .ok_or("no data folder (set HOME or XDG_DATA_HOME)")?
        .join("exports");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let path = dir.join(name);
    crate::storage::write_atomic(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path.display().to_string())
}

fn answer_request<G: Game>(
    mut contexts: EguiContexts,
    state: Option<Res<MatchState<G>>>,
    active: Res<ActiveGame>,
    settings: Res<GameSettings>,
    mut notices: ResMut<Notices>,
) -> Result {
    let Some(state) = state else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let Some(kind) = take_request(ctx) else {
        return Ok(());
    };
    let done = export_bytes(&*state, kind, active.0, Theme::chosen(&settings))
        .and_then(|(name, bytes)| deliver(&name, &bytes));
    notices.0.push(match done {
        Ok(place) => crate::i18n::tr_args("export-saved", &[("path", place.into())]),
        Err(why) => crate::i18n::tr_args("export-failed", &[("error", why.into())]),
    });
    Ok(())
}

pub fn plugin<G: Game>(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        answer_request::<G>.run_if(in_state(super::screen::Screen::Match)),
    );
}
