//! Fitting the board to the space the HUD panel leaves (right of it, or above it on a phone
//! held upright), and the camera.

use super::*;

/// Width of the HUD panel on the right, in logical pixels.
pub const PANEL_WIDTH: f32 = 320.0;

/// Where the HUD panel sits: right of the board, or below it on a narrow portrait screen (a
/// phone held upright), with its size in egui points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PanelPlace {
    Right(f32),
    Below(f32),
}

impl PanelPlace {
    /// For a window of `width` x `height` egui points.
    pub fn for_window(width: f32, height: f32) -> Self {
        if width < 2.0 * PANEL_WIDTH && height > 1.2 * width {
            // The board takes the whole width; the panel keeps at least two fifths.
            let board = width.min(0.6 * height);
            Self::Below(height - board)
        } else {
            Self::Right(PANEL_WIDTH)
        }
    }
}

/// Scales the board to fill the space the HUD panel leaves.
pub(super) fn fit_to_window(
    windows: Query<&Window, With<PrimaryWindow>>,
    mut roots: Query<(&BoardRoot, &mut Transform)>,
    settings: Res<GameSettings>,
) {
    let Ok(window) = windows.single() else { return };
    // The panel is measured in egui points, which the interface size scales.
    let zoom = settings.ui_scale.max(0.1);
    let place = PanelPlace::for_window(window.width() / zoom, window.height() / zoom);
    let (free_w, free_h, shift) = match place {
        PanelPlace::Right(size) => (
            window.width() - size * zoom,
            window.height(),
            Vec2::new(-size * zoom / 2.0, 0.0),
        ),
        PanelPlace::Below(size) => (
            window.width(),
            window.height() - size * zoom,
            Vec2::new(0.0, size * zoom / 2.0),
        ),
    };
    let (free_w, free_h) = (free_w.max(100.0), free_h.max(100.0));
    for (board, mut transform) in &mut roots {
        let (width, height) = (
            board.width + 2.0 * board.margin + 0.1,
            board.height + 2.0 * board.margin + 0.1,
        );
        let scale = 0.94 * (free_w / width).min(free_h / height);
        transform.scale = Vec3::new(scale, scale, 1.0);
        transform.translation = shift.extend(0.0);
    }
}

pub(super) fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

#[cfg(test)]
mod tests {
    use super::PanelPlace;

    #[test]
    fn the_panel_goes_below_the_board_only_on_narrow_upright_screens() {
        assert_eq!(
            PanelPlace::for_window(1280.0, 800.0),
            PanelPlace::Right(320.0)
        );
        assert_eq!(
            PanelPlace::for_window(800.0, 1280.0),
            PanelPlace::Right(320.0)
        );
        let PanelPlace::Below(size) = PanelPlace::for_window(390.0, 844.0) else {
            panic!("a phone held upright has the panel below");
        };
        assert_eq!(size, 844.0 - 390.0, "the board keeps the full width");
        // A phone on its side keeps the panel at the right.
        assert!(matches!(
            PanelPlace::for_window(844.0, 390.0),
            PanelPlace::Right(_)
        ));
    }
}
