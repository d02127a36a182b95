//! Mouse and touch clicks on the board become [`CellClicked`] messages.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::EguiContexts;

use super::board_view::{BoardRoot, CellTile};
use super::match_state::MatchSet;
use super::messages::CellClicked;

fn click_cells(
    buttons: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    roots: Query<(&BoardRoot, &GlobalTransform)>,
    cells: Query<(&CellTile, &Transform)>,
    mut contexts: EguiContexts,
    mut clicks: MessageWriter<CellClicked>,
) {
    // A finger touching down counts as a click where it touched (phones and tablets).
    let touched: Vec<Vec2> = touches.iter_just_pressed().map(|t| t.position()).collect();
    if !buttons.just_pressed(MouseButton::Left) && touched.is_empty() {
        return;
    }
    if let Ok(ctx) = contexts.ctx_mut()
        && ctx.egui_wants_pointer_input()
    {
        return;
    }
    let (Ok(window), Ok((camera, camera_at)), Ok((_, root_at))) =
        (windows.single(), cameras.single(), roots.single())
    else {
        return;
    };
    let cursor = window
        .cursor_position()
        .filter(|_| buttons.just_pressed(MouseButton::Left));
    let Some(pointer) = cursor.or_else(|| touched.first().copied()) else {
        return;
    };
    let Ok(world) = camera.viewport_to_world_2d(camera_at, pointer) else {
        return;
    };
    let local = root_at
        .affine()
        .inverse()
        .transform_point3(world.extend(0.0))
        .truncate();
    // The tiles sit at their cells' centres, so picking needs no game type.
    let nearest = cells
        .iter()
        .map(|(tile, transform)| (tile.0, transform.translation.truncate().distance(local)))
        .filter(|(_, distance)| *distance < 0.5)
        .min_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((cell, _)) = nearest {
        clicks.write(CellClicked { cell });
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, click_cells.in_set(MatchSet::Input));
}
