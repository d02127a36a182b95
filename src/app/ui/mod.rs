//! Menus and the match HUD, drawn with egui.

mod hud;
mod menu;
mod settings_screen;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use super::screen::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            menu::menu_screen.run_if(in_state(Screen::Menu)),
            settings_screen::settings_screen.run_if(in_state(Screen::Settings)),
            hud::match_hud.run_if(in_state(Screen::Match)),
            hud::data_errors,
        ),
    );
}
