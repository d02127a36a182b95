//! The window icon, drawn at start-up: a green frog-coloured disc leaping over a dark one
//! along a white arc. Desktop only; the browser shows the page's own icon.

use bevy::prelude::*;

pub use crate::picture::icon::icon_rgba;

/// The icon's side in pixels.
pub const SIZE: u32 = 64;

/// Sets the icon once the primary window exists.
fn set_icon(primary: Query<Entity, With<bevy::window::PrimaryWindow>>, mut done: Local<bool>) {
    if *done {
        return;
    }
    let Ok(entity) = primary.single() else { return };
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        let Some(window) = windows.get_window(entity) else {
            return;
        };
        match winit::window::Icon::from_rgba(icon_rgba(SIZE), SIZE, SIZE) {
            Ok(icon) => window.set_window_icon(Some(icon)),
            Err(e) => warn!("window icon: {e}"),
        }
        *done = true;
    });
}

pub(super) fn plugin(app: &mut App) {
    if !cfg!(target_arch = "wasm32") {
        app.add_systems(Update, set_icon);
    }
}
