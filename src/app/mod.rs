//! The Bevy game. It mirrors one match as entities, turns clicks into move requests, applies
//! them through the rules, animates what changed, and asks the engines in background tasks.
//! Game logic lives in `rules`/`ai`; nothing here decides what is legal.

pub mod ai_task;
pub mod animation;
pub mod board_view;
pub mod draughts;
pub mod fonts;
pub mod knight;
pub mod match_setup;
pub mod match_state;
pub mod messages;
pub mod peg;
pub mod peg_editor;
pub mod picking;
pub mod reversi;
pub mod screen;
pub mod screenshot;
pub mod selection;
pub mod settings;
pub mod text;
pub mod ui;
pub mod variants;

use bevy::prelude::*;

pub use match_state::{MatchState, PlayerKind};
pub use messages::{CellClicked, MatchCommand, MovePlayed, MoveRequested};

/// Match logic without any rendering: usable under `MinimalPlugins` in tests.
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        match_state::configure_sets(app);
        app.add_plugins((
            messages::plugin,
            screen::plugin,
            settings::plugin,
            variants::library_plugin,
            match_state::plugin::<crate::rules::reversi::Reversi>,
            selection::plugin::<crate::rules::reversi::Reversi>,
            ai_task::plugin::<crate::rules::reversi::Reversi>,
            animation::plugin,
            match_setup::plugin::<crate::rules::reversi::Reversi>,
        ))
        .add_plugins((
            match_state::plugin::<crate::rules::draughts::Draughts>,
            selection::plugin::<crate::rules::draughts::Draughts>,
            ai_task::plugin::<crate::rules::draughts::Draughts>,
            match_setup::plugin::<crate::rules::draughts::Draughts>,
            draughts::plugin,
        ))
        .add_plugins((
            match_state::plugin::<crate::rules::knight::KnightTour>,
            selection::plugin::<crate::rules::knight::KnightTour>,
            ai_task::plugin::<crate::rules::knight::KnightTour>,
            knight::plugin,
        ))
        .add_plugins((
            match_state::plugin::<crate::rules::peg::PegGame>,
            selection::plugin::<crate::rules::peg::PegGame>,
            ai_task::plugin::<crate::rules::peg::PegGame>,
            peg::plugin,
            peg_editor::plugin,
        ));
    }
}

/// Everything the player sees: board entities, picking, menus and HUD.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            bevy_egui::EguiPlugin::default(),
            fonts::plugin,
            board_view::plugin,
            board_view::game_plugin::<crate::rules::reversi::Reversi>,
            board_view::game_plugin::<crate::rules::knight::KnightTour>,
            board_view::game_plugin::<crate::rules::peg::PegGame>,
            board_view::game_plugin::<crate::rules::draughts::Draughts>,
            picking::plugin,
            ui::plugin,
            variants::plugin,
            screenshot::plugin,
        ));
    }
}

/// Opens the window and runs the game.
pub fn run() {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Leapfrog".into(),
                    resolution: (1280, 800).into(),
                    canvas: Some("#leapfrog".into()),
                    fit_canvas_to_parent: true,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                // Levels live beside assets at the project root so that modders find them.
                file_path: ".".into(),
                meta_check: bevy::asset::AssetMetaCheck::Never,
                ..default()
            }),
    )
    .insert_resource(ClearColor(Color::srgb(0.11, 0.12, 0.14)))
    .add_plugins((CorePlugin, ViewPlugin));
    settings::persistence(&mut app);
    peg_editor::user_levels(&mut app);
    app.run();
}
