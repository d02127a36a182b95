//! What egui paints over the board: the coordinates (labels from the game's own cell names,
//! `rules::coordinates`) and the keyboard cursor, placed through the board root's fit.

use bevy_egui::{EguiContexts, egui};

use super::*;

/// Edge labels and in-cell names, as a fraction of a cell.
const EDGE_SIZE: f32 = 0.3;
const CELL_SIZE: f32 = 0.2;

/// Layout units (y down from the top left) to egui points.
fn to_screen(
    root: &Transform,
    layout: &Layout,
    window: &Window,
    zoom: f32,
    x: f32,
    y: f32,
) -> egui::Pos2 {
    let local = Vec2::new(x - layout.width / 2.0, layout.height / 2.0 - y);
    super::egui_point(root, window, zoom, local)
}

/// The keyboard cursor: a bright outline around its cell.
pub(super) fn draw_cursor(
    mut contexts: EguiContexts,
    shown: Res<ShownBoard>,
    cursor: Res<crate::app::keyboard::BoardCursor>,
    roots: Query<&Transform, With<BoardRoot>>,
    windows: Query<&Window, With<PrimaryWindow>>,
) -> Result {
    let (true, Some(cell)) = (shown.present(), cursor.cell) else {
        return Ok(());
    };
    let (Ok(root), Ok(window)) = (roots.single(), windows.single()) else {
        return Ok(());
    };
    let layout = &shown.layout;
    let Some(&(x, y)) = layout.positions.get(usize::from(cell)) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let centre = to_screen(root, layout, window, zoom, x + 0.5, y + 0.5);
    let half = root.scale.x * 0.47 / zoom;
    let rect = egui::Rect::from_center_size(centre, egui::vec2(2.0 * half, 2.0 * half));
    ctx.layer_painter(egui::LayerId::background()).rect_stroke(
        rect,
        half * 0.2,
        egui::Stroke::new(3.0, egui::Color32::from_rgb(90, 200, 255)),
        egui::StrokeKind::Inside,
    );
    Ok(())
}

pub(super) fn draw_coordinates(
    mut contexts: EguiContexts,
    shown: Res<ShownBoard>,
    settings: Res<GameSettings>,
    palette: Res<Palette>,
    roots: Query<&Transform, With<BoardRoot>>,
    windows: Query<&Window, With<PrimaryWindow>>,
) -> Result {
    if !shown.present() || !settings.show_coordinates {
        return Ok(());
    }
    let (Ok(root), Ok(window)) = (roots.single(), windows.single()) else {
        return Ok(());
    };
    let (layout, labels) = (&shown.layout, &shown.labels);
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let scale = root.scale.x / zoom;
    let to_screen = |x: f32, y: f32| to_screen(root, layout, window, zoom, x, y);
    let colour = palette.coordinate_colour;
    let painter = ctx.layer_painter(egui::LayerId::background());
    for label in labels {
        let size = scale * if label.in_cell { CELL_SIZE } else { EDGE_SIZE };
        painter.text(
            to_screen(label.x, label.y),
            egui::Align2::CENTER_CENTER,
            &label.text,
            egui::FontId::proportional(size.clamp(8.0, 22.0)),
            colour,
        );
    }
    Ok(())
}
