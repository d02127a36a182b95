//! The frame every match HUD shares: the panel on the right, its footer (display options and
//! the way back) and the banner over the board when a game ends.

use bevy::prelude::*;
use bevy_egui::egui;

use super::settings_screen::display_options;
use crate::app::board_view::PanelPlace;
use crate::app::screen::Screen;
use crate::app::settings::GameSettings;
use crate::app::text;

/// Draws `body` in the HUD panel: on the right of the window, or below the board on a narrow
/// upright screen.
pub fn panel(ctx: &egui::Context, id: &'static str, body: impl FnOnce(&mut egui::Ui)) {
    let mut screen = super::screen_ui(ctx, id);
    let size = ctx.viewport_rect().size();
    let panel = match PanelPlace::for_window(size.x, size.y) {
        PanelPlace::Right(width) => egui::Panel::right(id).exact_size(width),
        PanelPlace::Below(height) => egui::Panel::bottom(id).exact_size(height),
    };
    panel.resizable(false).show(&mut screen, |ui| {
        // A large interface size can make the panel taller than the window.
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.add_space(8.0);
            body(ui);
            ui.add_space(6.0);
            let rules = ui.button(text::HOW_TO_PLAY);
            crate::app::page::mark(ui.ctx(), "rules", rules.rect.center());
            if rules.clicked() {
                let open = super::rules_page::is_open(ui.ctx());
                super::rules_page::set_open(ui.ctx(), !open);
            }
            ui.horizontal_wrapped(|ui| {
                use crate::app::export::{ExportKind, request};
                if ui.button(text::tr("export-picture")).clicked() {
                    request(ui.ctx(), ExportKind::Picture);
                }
                if ui.button(text::tr("export-game")).clicked() {
                    request(ui.ctx(), ExportKind::Game);
                }
            });
            egui::CollapsingHeader::new(text::SHORTCUTS)
                .default_open(false)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(text::SHORTCUT_LIST).weak())
                });
        });
    });
}

/// The panel's last rows: display options (when `display` is given) and the buttons back,
/// `extra` first (a level select). Returns whether a display option changed.
pub fn footer(
    ui: &mut egui::Ui,
    display: Option<&mut GameSettings>,
    next: &mut NextState<Screen>,
    extra: Option<(crate::app::text::Key, Screen)>,
) -> bool {
    let changed = display.is_some_and(|settings| display_options(ui, settings));
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if let Some((label, screen)) = extra
            && ui.button(label).clicked()
        {
            next.set(screen);
        }
        if ui.button(text::MENU).clicked() {
            next.set(Screen::Menu);
        }
    });
    changed
}

/// The banner centred over the board: a headline and, if given, a line under it.
pub fn end_banner(ctx: &egui::Context, headline: &str, detail: Option<&str>) {
    let size = ctx.viewport_rect().size();
    let offset = match PanelPlace::for_window(size.x, size.y) {
        PanelPlace::Right(width) => -width / 2.0,
        PanelPlace::Below(_) => 0.0,
    };
    egui::Area::new(egui::Id::new("end-banner"))
        .anchor(egui::Align2::CENTER_TOP, [offset, 20.0])
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(14.0)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(headline).size(28.0).strong());
                    if let Some(detail) = detail {
                        ui.label(detail);
                    }
                });
        });
}
