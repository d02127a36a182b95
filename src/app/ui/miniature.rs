//! A small drawing of a board and its pieces, painted with egui from a game's layout in the
//! current theme's colours: the menu cards show each game's start this way. The drawing itself
//! is [`crate::picture::draw`], the same that exports PNG and GIF files.

use bevy_egui::egui;

use crate::app::board_view::theme::Theme;
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

/// A clickable tile: the drawing with a caption under it, outlined when hovered or selected.
#[allow(clippy::too_many_arguments)]
pub fn tile(
    ui: &mut egui::Ui,
    layout: &Layout,
    pieces: &[(Cell, Piece)],
    theme: Theme,
    size: egui::Vec2,
    caption: &str,
    selected: bool,
) -> egui::Response {
    let caption_height = 34.0;
    let (rect, response) =
        ui.allocate_exact_size(size + egui::vec2(0.0, caption_height), egui::Sense::click());
    let painter = ui.painter_at(rect);
    let picture = egui::Rect::from_min_size(rect.min, size);
    paint_in(&painter, picture.shrink(3.0), layout, pieces, theme);
    painter.text(
        egui::pos2(rect.center().x, picture.max.y + caption_height / 2.0),
        egui::Align2::CENTER_CENTER,
        caption,
        egui::FontId::proportional(13.0),
        ui.visuals().text_color(),
    );
    if selected || response.hovered() {
        let colour = if selected {
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
    response
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
