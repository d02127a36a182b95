//! A small drawing of a board and its pieces, painted with egui from a game's layout in the
//! current theme's colours: the menu cards show each game's start this way.

use bevy_egui::egui;

use crate::app::board_view::PIECE_RGB;
use crate::app::board_view::theme::{Theme, ThemeColours};
use crate::rules::{Cell, CellShape, Layout, Piece};

/// A board and its pieces, as a miniature draws it.
pub type Picture = (Layout, Vec<(Cell, Piece)>);

fn colour32(colour: bevy::color::Color) -> egui::Color32 {
    let c = colour.to_srgba();
    egui::Color32::from_rgba_unmultiplied(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
        (c.alpha * 255.0) as u8,
    )
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
    let colours: ThemeColours = theme.colours();
    let cell = (rect.width() / (layout.width + 0.4)).min(rect.height() / (layout.height + 0.4));
    let origin = rect.center() - egui::vec2(layout.width, layout.height) * (cell / 2.0);
    let centre = |c: Cell| {
        let (x, y) = layout.positions[usize::from(c)];
        origin + egui::vec2(x + 0.5, y + 0.5) * cell
    };
    let board = egui::Rect::from_min_size(origin, egui::vec2(layout.width, layout.height) * cell)
        .expand(0.2 * cell);
    painter.rect_filled(board, 0.15 * cell, colour32(colours.frame));
    for &(a, b) in &layout.lines {
        painter.line_segment(
            [centre(a), centre(b)],
            egui::Stroke::new((0.08 * cell).max(1.0), colour32(colours.line)),
        );
    }
    for (i, &(x, y)) in layout.positions.iter().enumerate() {
        let at = centre(i as Cell);
        let shade = (x as usize + y as usize) % 2;
        let square = egui::Rect::from_center_size(at, egui::vec2(0.94, 0.94) * cell);
        match layout.cell_shape {
            CellShape::Square => {
                painter.rect_filled(square, 0.0, colour32(colours.cells[shade]));
            }
            CellShape::Checkered => {
                painter.rect_filled(square, 0.0, colour32(colours.checkered[shade]));
            }
            CellShape::Hole => {
                painter.circle_filled(at, 0.2 * cell, colour32(colours.hole));
            }
            CellShape::Point => {
                painter.circle_filled(at, 0.07 * cell, colour32(colours.line));
            }
        }
    }
    for &(c, piece) in pieces {
        let [r, g, b] = PIECE_RGB[layout.colour_of(piece.owner).min(PIECE_RGB.len() - 1)];
        let at = centre(c);
        painter.circle_filled(at, 0.4 * cell, egui::Color32::from_rgb(r, g, b));
        painter.circle_stroke(
            at,
            0.4 * cell,
            egui::Stroke::new((0.06 * cell).max(0.5), colour32(colours.rim)),
        );
    }
}
