//! The main menu: a card per registered game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::miniature::Picture;
use crate::app::autosave::{ResumeRequest, SavedMatches};
use crate::app::board_view::theme::Theme;
use crate::app::screen::{ActiveGame, Screen};
use crate::app::settings::GameSettings;
use crate::app::text;

const CARD: egui::Vec2 = egui::vec2(270.0, 190.0);
const PICTURE: egui::Vec2 = egui::vec2(242.0, 74.0);
const GAP: f32 = 16.0;

/// Each game's start position, drawn on its card (made once: starting reads data files).
#[derive(Default)]
pub struct Pictures(Vec<Option<Picture>>);

impl Pictures {
    fn get(&mut self, index: usize) -> Option<&Picture> {
        if self.0.is_empty() {
            self.0 = crate::app::registry::playable()
                .map(|family| {
                    let variant = family.variant_names().into_iter().next()?;
                    let game = family.start(&variant).ok()?;
                    Some((game.layout(), game.pieces()))
                })
                .collect();
        }
        self.0.get(index).and_then(Option::as_ref)
    }
}

/// Draws one card. The text part is padded to `text_height` (the tallest in the row, measured
/// the frame before) so that the cards of a row share a height and their Play buttons line
/// up. Returns whether Play was clicked and this card's own text height.
fn card(
    ui: &mut egui::Ui,
    id: &str,
    picture: Option<&Picture>,
    theme: Theme,
    text_height: f32,
) -> (bool, f32) {
    let mut play = false;
    let mut own_height = 0.0;
    egui::Frame::group(ui.style())
        .inner_margin(14.0)
        .corner_radius(10.0)
        .show(ui, |ui| {
            ui.set_min_size(CARD - egui::vec2(28.0, 28.0));
            ui.set_max_width(CARD.x - 28.0);
            ui.vertical(|ui| {
                let top = ui.cursor().top();
                if let Some((layout, pieces)) = picture {
                    super::miniature::paint(ui, layout, pieces, theme, PICTURE);
                }
                let title = text::tr(&format!("game-{id}"));
                ui.label(egui::RichText::new(title).size(22.0).strong());
                ui.label(text::tr(&format!("game-{id}-blurb")));
                own_height = ui.cursor().top() - top;
                ui.add_space(6.0 + (text_height - own_height).max(0.0));
                let button = ui.button(egui::RichText::new(text::PLAY).size(18.0));
                crate::app::page::mark(ui.ctx(), &format!("play:{id}"), button.rect.center());
                play = button.clicked();
            });
        });
    (play, own_height)
}

/// The tallest card text of a menu row as last drawn (egui's memory keeps it between frames).
fn row_text_height(row: usize, columns: usize) -> egui::Id {
    egui::Id::new(("menu-row-text-height", row, columns))
}

pub fn menu_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut active: ResMut<ActiveGame>,
    saves: Res<SavedMatches>,
    settings: Res<GameSettings>,
    mut pictures: Local<Pictures>,
    mut commands: Commands,
) -> Result {
    let theme = Theme::chosen(&settings);
    let ctx = contexts.ctx_mut()?;
    let mut screen = super::screen_ui(ctx, "menu");
    egui::CentralPanel::default().show(&mut screen, |ui| {
        // A phone shows a card or two at a time: the menu scrolls (by dragging, on a touch screen).
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(36.0);
                ui.heading(egui::RichText::new(text::TITLE).size(48.0).strong());
                ui.label(egui::RichText::new(text::SUBTITLE).size(18.0).weak());
                ui.add_space(20.0);
                // The newest unfinished game, saved when it was left.
                if let Some(saved) = saves.to_continue()
                    && let Some(family) = crate::games::family(&saved.game)
                {
                    let detail = text::tr_args(
                        "continue-detail",
                        &[
                            ("game", text::tr(&format!("game-{}", family.id())).into()),
                            ("moves", saved.cursor.into()),
                        ],
                    );
                    let label = format!("▶ {}   {detail}", text::CONTINUE);
                    let button = ui.button(egui::RichText::new(label).size(20.0));
                    crate::app::page::mark(ui.ctx(), "continue", button.rect.center());
                    if button.clicked() {
                        commands.insert_resource(ResumeRequest(saved.clone()));
                        *active = ActiveGame(family.id());
                        next.set(Screen::Match);
                    }
                }
                ui.add_space(20.0);
            });
            let columns = ((ui.available_width() + GAP) / (CARD.x + GAP))
                .floor()
                .clamp(1.0, 4.0) as usize;
            let row_width = columns as f32 * (CARD.x + GAP) - GAP;
            let families: Vec<_> = crate::app::registry::playable().collect();
            for (row_index, row) in families.chunks(columns).enumerate() {
                let height_id = row_text_height(row_index, columns);
                let shared: f32 = ui.ctx().data(|d| d.get_temp(height_id)).unwrap_or(0.0);
                let mut tallest = 0.0f32;
                ui.horizontal(|ui| {
                    ui.add_space(((ui.available_width() - row_width) / 2.0).max(0.0));
                    ui.spacing_mut().item_spacing.x = GAP;
                    for (i, family) in row.iter().enumerate() {
                        let picture = pictures.get(row_index * columns + i);
                        let (play, height) = card(ui, family.id(), picture, theme, shared);
                        tallest = tallest.max(height);
                        if play {
                            *active = ActiveGame(family.id());
                            // A puzzle game may open at its level select.
                            if let Some(game) = crate::app::registry::game_app(family.id()) {
                                next.set(game.entry);
                            }
                        }
                    }
                });
                if (tallest - shared).abs() > 0.5 {
                    ui.ctx().data_mut(|d| d.insert_temp(height_id, tallest));
                    ui.ctx().request_repaint();
                }
                ui.add_space(GAP);
            }
            ui.add_space(12.0);
            ui.vertical_centered(|ui| {
                let online = ui.button(egui::RichText::new(text::tr("online-title")).size(18.0));
                crate::app::page::mark(ui.ctx(), "play-online", online.rect.center());
                if online.clicked() {
                    next.set(Screen::Online);
                }
                if ui
                    .button(egui::RichText::new(text::SETTINGS).size(18.0))
                    .clicked()
                {
                    next.set(Screen::Settings);
                }
                // The browser has no levels folder to edit: a modder opens the file instead (or
                // drops it on the page).
                if crate::app::page::opens_files()
                    && ui
                        .button(egui::RichText::new(text::tr("mod-open")).size(16.0))
                        .clicked()
                {
                    crate::app::page::pick_file();
                }
            });
        });
    });
    Ok(())
}
