//! "How to play": a window over the match with the active game's rules (`rules-<id>` in the
//! message files, so each language has its own text).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::screen::ActiveGame;
use crate::app::text;

fn open_id() -> egui::Id {
    egui::Id::new("rules-page-open")
}

/// Whether the page is shown (kept in egui's memory, so any panel's button can toggle it).
pub fn is_open(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp(open_id()).unwrap_or(false))
}

pub fn set_open(ctx: &egui::Context, open: bool) {
    ctx.data_mut(|d| d.insert_temp(open_id(), open));
}

pub(super) fn rules_page(mut contexts: EguiContexts, active: Res<ActiveGame>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = is_open(ctx);
    if !open {
        return Ok(());
    }
    let title = text::tr(&format!("game-{}", active.0));
    egui::Window::new(format!("{} · {}", text::HOW_TO_PLAY, title))
        .id(egui::Id::new("rules-page"))
        .open(&mut open)
        .collapsible(false)
        .default_width(420.0)
        .anchor(egui::Align2::LEFT_TOP, [16.0, 16.0])
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(520.0)
                .show(ui, |ui| {
                    ui.label(text::tr(&format!("rules-{}", active.0)));
                });
        });
    set_open(ctx, open);
    Ok(())
}
