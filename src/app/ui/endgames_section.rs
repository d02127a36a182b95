//! The settings screen's section on the draughts endgame databases of the chosen variant:
//! what is on disk or being built, and a button for the five-piece set.

use std::time::Duration;

use bevy_egui::egui;

use crate::ai::draughts::endgame::first_use::{self, Build, MOST_PIECES};
use crate::app::endgames::EndgameFolder;
use crate::app::text;
use crate::rules::draughts::Variant;

/// Megabytes with one decimal below ten.
fn size_text(bytes: u64) -> String {
    let mb = bytes as f64 / 1e6;
    if mb < 10.0 {
        format!("{mb:.1} MB")
    } else {
        format!("{mb:.0} MB")
    }
}

/// Draws the section for `variant` (titled `title`); nothing where no folder is set (the
/// browser).
pub fn endgames_section(ui: &mut egui::Ui, folder: &EndgameFolder, variant: &Variant, title: &str) {
    let Some(path) = folder.path_for(&variant.name) else {
        return;
    };
    ui.label(egui::RichText::new(text::tr("endgames-title")).size(20.0));
    ui.label(egui::RichText::new(text::tr("endgames-note")).weak());
    let name = || ("variant", title.into());
    if variant.rules.figure.is_some() {
        ui.label(text::tr_args("endgames-none-for-figures", &[name()]));
        return;
    }
    let on_disk = first_use::pieces_on_disk(&path);
    match first_use::status(&variant.name) {
        Some(Build::Running {
            pieces,
            tables_done,
            tables,
        }) => {
            ui.label(text::tr_args(
                "endgames-building",
                &[
                    name(),
                    ("pieces", pieces.into()),
                    ("done", tables_done.into()),
                    ("tables", tables.into()),
                ],
            ));
            ui.add(egui::ProgressBar::new(
                tables_done as f32 / tables.max(1) as f32,
            ));
            // Only while a build runs: at rest the screen is not redrawn.
            ui.ctx().request_repaint_after(Duration::from_millis(500));
            return;
        }
        Some(Build::Failed(why)) => {
            ui.label(text::tr_args(
                "endgames-failed",
                &[name(), ("why", why.into())],
            ));
        }
        _ => {}
    }
    match on_disk {
        Some(pieces) => {
            let bytes = std::fs::metadata(&path).map_or(0, |m| m.len());
            ui.label(text::tr_args(
                "endgames-have",
                &[
                    name(),
                    ("pieces", pieces.into()),
                    ("size", size_text(bytes).into()),
                ],
            ));
        }
        None => {
            ui.label(text::tr_args("endgames-none", &[name()]));
        }
    }
    if on_disk.is_none_or(|p| p < MOST_PIECES) {
        let (bytes, seconds) = first_use::estimate(variant, MOST_PIECES);
        let label = text::tr_args(
            "endgames-build-more",
            &[
                ("pieces", MOST_PIECES.into()),
                ("size", size_text(bytes).into()),
                ("minutes", seconds.div_ceil(60).into()),
            ],
        );
        if ui.button(label).clicked() {
            first_use::start(variant, MOST_PIECES, path);
        }
    }
}
