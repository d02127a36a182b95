//! A small drawing of a board and its pieces, painted with egui from a game's layout in the
//! current theme's colours: the menu cards show each game's start this way. The drawing itself
//! is [`crate::picture::draw`], the same that exports PNG and GIF files.

use bevy_egui::egui;

use bevy::prelude::NextState;

use crate::app::board_view::theme::Theme;
use crate::app::screen::Screen;
use crate::i18n::tr_args;
use crate::rules::{Cell, Layout, Piece};

/// A board and its pieces, as a miniature draws it.
pub type Picture = (Layout, Vec<(Cell, Piece)>);

/// egui's painter as a picture canvas.
struct EguiCanvas<'a>(&'a egui::Painter);

fn colour32([r, g, b, a]: crate::picture::Rgba) -> egui::Color32 {
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

impl crate::picture::Canvas for EguiCanvas<'_> {
    fn rect(&mut self, min: [f32; 2], max: [f32; 2], colour: crate::picture::Rgba) {
        let rect = egui::Rect::from_min_max(min.into(), max.into());
        self.0.rect_filled(rect, 0.0, colour32(colour));
    }

    fn circle(&mut self, centre: [f32; 2], radius: f32, colour: crate::picture::Rgba) {
        self.0
            .circle_filled(centre.into(), radius, colour32(colour));
    }

    fn ring(&mut self, centre: [f32; 2], radius: f32, width: f32, colour: crate::picture::Rgba) {
        self.0.circle_stroke(
            centre.into(),
            radius,
            egui::Stroke::new(width, colour32(colour)),
        );
    }

    fn line(&mut self, from: [f32; 2], to: [f32; 2], width: f32, colour: crate::picture::Rgba) {
        self.0.line_segment(
            [from.into(), to.into()],
            egui::Stroke::new(width, colour32(colour)),
        );
    }
}

/// Paints `layout` with `pieces` into a `size` area of `ui`.
pub fn paint(
    ui: &mut egui::Ui,
    layout: &Layout,
    pieces: &[(Cell, Piece)],
    theme: Theme,
    size: egui::Vec2,
) {
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    paint_in(&ui.painter_at(rect), rect, layout, pieces, theme);
}

/// A level as its select shows it: the start, a caption under it, and the difficulty.
pub struct Tile<'a> {
    pub picture: &'a Picture,
    pub caption: String,
    /// The rating's score (see `ai::peg::rating`), shown as pips when known.
    pub difficulty: Option<u32>,
    pub selected: bool,
}

/// The top row of a puzzle select: back to the menu, a way out of the puzzles into free
/// play, and the heading. True when free play was clicked (the caller forgets its puzzle);
/// either button moves on to its screen.
pub fn select_header(
    ui: &mut egui::Ui,
    next: &mut NextState<Screen>,
    free_play: &str,
    heading: &str,
) -> bool {
    let mut free = false;
    ui.horizontal(|ui| {
        if ui.button(crate::app::text::MENU).clicked() {
            next.set(Screen::Menu);
        }
        if ui.button(free_play).clicked() {
            free = true;
            next.set(Screen::Match);
        }
        ui.heading(heading);
    });
    ui.separator();
    free
}

/// The most difficulty pips a tile shows.
const PIPS: u32 = 5;

/// Pips for a difficulty score: one per ten (one random player in ten solving it per pip),
/// from one to [`PIPS`].
pub fn pips(score: u32) -> u32 {
    (score / 10 + 1).min(PIPS)
}

/// "best 19 · par 18", or whichever of the two is known, for a tile's second line.
pub fn best_and_par(best: Option<u32>, par: Option<u32>) -> String {
    match (best, par) {
        (Some(best), Some(par)) => tr_args(
            "tile-best-par",
            &[("best", best.into()), ("par", par.into())],
        ),
        (Some(best), None) => tr_args("tile-best", &[("best", best.into())]),
        (None, Some(par)) => tr_args("tile-par", &[("par", par.into())]),
        (None, None) => String::new(),
    }
}

/// A clickable level tile, outlined when hovered or selected; hovering names the level and
/// explains its difficulty.
pub fn tile(
    ui: &mut egui::Ui,
    tile: &Tile,
    title: &str,
    theme: Theme,
    size: egui::Vec2,
) -> egui::Response {
    let line = 17.0;
    let (rect, response) = ui.allocate_exact_size(
        size + egui::vec2(0.0, 2.0 * line + 4.0),
        egui::Sense::click(),
    );
    let painter = ui.painter_at(rect);
    let picture = egui::Rect::from_min_size(rect.min, size);
    let (layout, pieces) = tile.picture;
    paint_in(&painter, picture.shrink(3.0), layout, pieces, theme);
    let text_colour = ui.visuals().text_color();
    let font = egui::FontId::proportional(13.0);
    let mut lines = tile.caption.lines();
    let first = egui::pos2(picture.min.x + 4.0, picture.max.y + line / 2.0 + 2.0);
    let mut hover = title.to_string();
    if let Some(score) = tile.difficulty {
        // The number goes left and the pips right, on the first line.
        painter.text(
            first,
            egui::Align2::LEFT_CENTER,
            lines.next().unwrap_or(""),
            font.clone(),
            text_colour,
        );
        paint_pips(
            &painter,
            egui::pos2(picture.max.x - 4.0, first.y),
            pips(score),
            text_colour,
        );
        let odds = 10f64.powf(f64::from(score) / 10.0).round() as u64;
        hover.push('\n');
        hover.push_str(&tr_args(
            "tile-difficulty",
            &[("score", score.into()), ("odds", odds.into())],
        ));
    }
    for (row, text) in lines.enumerate() {
        let row = row + usize::from(tile.difficulty.is_some());
        let galley = fitted(&painter, text, size.x - 6.0, text_colour);
        let centre = egui::pos2(picture.center().x, first.y + line * row as f32);
        painter.galley(centre - galley.size() / 2.0, galley, text_colour);
    }
    if tile.selected || response.hovered() {
        let colour = if tile.selected {
            ui.visuals().selection.stroke.color
        } else {
            ui.visuals().widgets.hovered.fg_stroke.color
        };
        painter.rect_stroke(
            rect.shrink(1.0),
            4.0,
            egui::Stroke::new(2.0, colour),
            egui::StrokeKind::Inside,
        );
    }
    response.on_hover_text(hover)
}

/// A caption line laid out to fit `width`: a long name ("American pool checkers") in a
/// smaller size, and cut with an ellipsis only where even the smallest is too wide (the
/// whole name is in the tile's hover text).
fn fitted(
    painter: &egui::Painter,
    text: &str,
    width: f32,
    colour: egui::Color32,
) -> std::sync::Arc<egui::Galley> {
    const SIZES: [f32; 4] = [13.0, 12.0, 11.0, 10.0];
    for size in SIZES {
        let galley =
            painter.layout_no_wrap(text.to_string(), egui::FontId::proportional(size), colour);
        if galley.size().x <= width {
            return galley;
        }
    }
    let mut job = egui::text::LayoutJob::simple_singleline(
        text.to_string(),
        egui::FontId::proportional(SIZES[SIZES.len() - 1]),
        colour,
    );
    job.wrap = egui::text::TextWrapping::truncate_at_width(width);
    painter.layout_job(job)
}

/// Filled and empty pips ending at `right`, vertically centred on it.
fn paint_pips(painter: &egui::Painter, right: egui::Pos2, filled: u32, colour: egui::Color32) {
    let radius = 3.5;
    let gap = 9.0;
    for i in 0..PIPS {
        let centre = egui::pos2(right.x - gap * ((PIPS - i) as f32 - 0.5), right.y);
        if i < filled {
            painter.circle_filled(centre, radius, egui::Color32::from_rgb(240, 196, 80));
        } else {
            painter.circle_stroke(centre, radius - 0.5, egui::Stroke::new(1.0, colour));
        }
    }
}

fn paint_in(
    painter: &egui::Painter,
    rect: egui::Rect,
    layout: &Layout,
    pieces: &[(Cell, Piece)],
    theme: Theme,
) {
    crate::picture::draw(
        &mut EguiCanvas(painter),
        rect.min.into(),
        rect.max.into(),
        layout,
        pieces,
        &theme.picture_colours(),
    );
}
