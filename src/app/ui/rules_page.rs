//! "How to play": a window over the match with the active game's rules (`rules-<id>` in the
//! message files, so each language has its own text) under a diagram of a first move, drawn by
//! the menu's miniature painter.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::miniature::{Picture, paint};
use crate::app::board_view::theme::Theme;
use crate::app::screen::ActiveGame;
use crate::app::settings::GameSettings;
use crate::app::text;

/// A game's first move from its default start, drawn before and after, with its notation.
pub struct Diagram {
    before: Picture,
    after: Picture,
    notation: String,
}

impl Diagram {
    /// The diagram of the game `id`; none when it has no start or no move.
    pub fn of(id: &str) -> Option<Self> {
        let family = crate::games::family(id)?;
        let variant = family.variant_names().into_iter().next()?;
        Self::of_game(family.start(&variant).ok()?.as_ref())
    }

    /// The diagram of a first move from this start.
    pub fn of_game(game: &dyn crate::games::AnyGame) -> Option<Self> {
        let (notation, _) = game.legal_move_paths().into_iter().next()?;
        let mut played = game.boxed_clone();
        played.play_text(&notation).ok()?;
        Some(Self {
            before: (game.layout(), game.pieces()),
            after: (played.layout(), played.pieces()),
            notation,
        })
    }
}

/// Draws the diagram: the start, an arrow with the move, the position after it.
fn show_diagram(ui: &mut egui::Ui, diagram: &Diagram, theme: Theme) {
    let size = egui::vec2(150.0, 150.0);
    ui.horizontal(|ui| {
        paint(ui, &diagram.before.0, &diagram.before.1, theme, size);
        ui.vertical(|ui| {
            ui.add_space(size.y / 2.0 - 18.0);
            ui.label(egui::RichText::new("→").size(22.0));
            ui.label(egui::RichText::new(&diagram.notation).monospace());
        });
        paint(ui, &diagram.after.0, &diagram.after.1, theme, size);
    });
}

/// The page of a game whose rules come with its data (a file game): its title and rules in
/// both languages, and its own diagram. Shown instead of `rules-<id>` while `game` is active.
#[derive(Resource, Default)]
pub struct OwnRules(pub Option<OwnPage>);

pub struct OwnPage {
    pub game: &'static str,
    /// English, and Chinese where the data has it.
    pub title: (String, Option<String>),
    pub text: (String, Option<String>),
    pub diagram: Option<Diagram>,
}

/// Opens the page once (a scripted scene of it).
#[derive(Resource)]
pub struct OpenOnStart;

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

pub(super) fn rules_page(
    mut contexts: EguiContexts,
    active: Res<ActiveGame>,
    settings: Res<GameSettings>,
    own: Res<OwnRules>,
    open_on_start: Option<Res<OpenOnStart>>,
    mut commands: Commands,
    mut diagrams: Local<std::collections::HashMap<&'static str, Option<Diagram>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if open_on_start.is_some() {
        set_open(ctx, true);
        commands.remove_resource::<OpenOnStart>();
    }
    let mut open = is_open(ctx);
    if !open {
        return Ok(());
    }
    let own = own.0.as_ref().filter(|page| page.game == active.0);
    let pick =
        |(en, zh): &(String, Option<String>)| crate::i18n::pick(en, zh.as_deref()).to_string();
    let title = own.map_or_else(
        || text::tr(&format!("game-{}", active.0)),
        |p| pick(&p.title),
    );
    let body = own.map_or_else(
        || text::tr(&format!("rules-{}", active.0)),
        |p| pick(&p.text),
    );
    let diagram = match own {
        Some(page) => page.diagram.as_ref(),
        None => diagrams
            .entry(active.0)
            .or_insert_with(|| Diagram::of(active.0))
            .as_ref(),
    };
    let theme = Theme::chosen(&settings);
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
                    if let Some(diagram) = diagram {
                        show_diagram(ui, diagram, theme);
                        ui.label(egui::RichText::new(text::tr("rules-first-move")).weak());
                        ui.add_space(6.0);
                    }
                    ui.label(body);
                });
        });
    set_open(ctx, open);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Diagram;

    #[test]
    fn every_game_has_a_first_move_diagram_that_changes_the_board() {
        for family in crate::app::registry::playable() {
            let diagram = Diagram::of(family.id())
                .unwrap_or_else(|| panic!("{} has no diagram", family.id()));
            assert!(!diagram.notation.is_empty());
            assert_ne!(
                diagram.before.1,
                diagram.after.1,
                "{}: the move changes the pieces",
                family.id()
            );
        }
    }
}
