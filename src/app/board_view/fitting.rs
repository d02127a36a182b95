//! Fitting the board to the space left of the HUD panel, and the camera.

use super::*;

/// Width of the HUD panel on the right, in logical pixels.
pub const PANEL_WIDTH: f32 = 320.0;

/// Scales the board to fill the space left of the HUD panel.
pub(super) fn fit_to_window(
    windows: Query<&Window, With<PrimaryWindow>>,
    mut roots: Query<(&BoardRoot, &mut Transform)>,
    settings: Res<GameSettings>,
) {
    let Ok(window) = windows.single() else { return };
    // The panel is PANEL_WIDTH egui points, which the interface size scales.
    let panel = PANEL_WIDTH * settings.ui_scale;
    let free_w = (window.width() - panel).max(100.0);
    let free_h = window.height().max(100.0);
    for (board, mut transform) in &mut roots {
        let (width, height) = (
            board.width + 2.0 * board.margin + 0.1,
            board.height + 2.0 * board.margin + 0.1,
        );
        let scale = 0.94 * (free_w / width).min(free_h / height);
        transform.scale = Vec3::new(scale, scale, 1.0);
        transform.translation = Vec3::new(-panel / 2.0, 0.0, 0.0);
    }
}

pub(super) fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}
