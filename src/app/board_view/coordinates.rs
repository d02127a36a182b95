//! The board's coordinates, painted by egui over the board frame: labels from the game's own
//! cell names (`rules::coordinates`), placed through the board root's fit to the window.

use bevy_egui::{EguiContexts, egui};

use super::*;

/// Edge labels and in-cell names, as a fraction of a cell.
const EDGE_SIZE: f32 = 0.3;
const CELL_SIZE: f32 = 0.2;

pub(super) fn draw_coordinates<G: Game>(
    mut contexts: EguiContexts,
    state: Option<Res<MatchState<G>>>,
    settings: Res<GameSettings>,
    palette: Res<Palette>,
    roots: Query<&Transform, With<BoardRoot>>,
    windows: Query<&Window, With<PrimaryWindow>>,
) -> Result {
    let (Some(state), true) = (state, settings.show_coordinates) else {
        return Ok(());
    };
    let (Ok(root), Ok(window)) = (roots.single(), windows.single()) else {
        return Ok(());
    };
    let game = state.current();
    let layout = game.layout();
    let scale = root.scale.x;
    // Layout units (y down from the top left) to window points (the camera is centred).
    let to_screen = |x: f32, y: f32| {
        let world_x = root.translation.x + scale * (x - layout.width / 2.0);
        let world_y = root.translation.y + scale * (layout.height / 2.0 - y);
        egui::pos2(
            window.width() / 2.0 + world_x,
            window.height() / 2.0 - world_y,
        )
    };
    let colour = palette.coordinate_colour;
    let painter = contexts
        .ctx_mut()?
        .layer_painter(egui::LayerId::background());
    for label in game.coordinate_labels() {
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
