//! The Bevy game. It mirrors one match as entities, turns clicks into move requests, applies
//! them through the rules, animates what changed, and asks the engines in background tasks.
//! Game logic lives in `rules`/`ai`; nothing here decides what is legal.

pub mod ai_task;
pub mod animation;
pub mod autosave;
pub mod board_view;
pub mod chinese_checkers;
pub mod draughts;
pub mod endgames;
pub mod export;
pub mod fonts;
pub mod gomoku;
#[cfg(not(target_arch = "wasm32"))]
pub mod graphics_check;
pub mod icon;
pub mod jump;
pub mod keyboard;
pub mod knight;
pub mod language;
pub mod level_watch;
pub mod match_setup;
pub mod match_state;
pub mod messages;
pub mod mods;
pub mod move_paths;
pub mod notices;
pub mod online;
pub mod page;
pub mod peg;
pub mod peg_editor;
pub mod picking;
pub mod redraw;
pub mod registry;
pub mod reversi;
pub mod screen;
pub mod screenshot;
pub mod selection;
pub mod settings;
pub mod settings_file;
pub mod sound;
pub mod storage;
pub mod text;
pub mod ui;
pub mod variants;
#[cfg(target_arch = "wasm32")]
mod web_log;

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
            language::plugin,
            autosave::core_plugin,
            variants::library_plugin,
            animation::plugin,
            page::plugin,
            mods::plugin,
            notices::plugin,
            redraw::plugin,
            online::plugin,
            endgames::plugin,
        ));
        registry::core_plugins(app);
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
            picking::plugin,
            ui::plugin,
            variants::plugin,
            screenshot::plugin,
            sound::plugin,
            icon::plugin,
            page::view_plugin,
            redraw::view_plugin,
            online::lobby::view_plugin,
        ));
        registry::view_plugins(app);
    }
}

/// The plugins every game with a board and a match adds for its rules type: the match state,
/// clicks, engine tasks, and starting matches. (Its board view is added by [`view_plugins`].)
/// Two families on one rules type (draughts and big-man checkers) both call it; the second
/// call adds nothing.
pub fn match_plugins<G>(app: &mut App)
where
    G: match_setup::MatchSetup + crate::ai::ComputerPlayer,
{
    if !first_time::<MatchPlugins<G>>(app) {
        return;
    }
    app.add_plugins((
        match_state::plugin::<G>,
        selection::plugin::<G>,
        keyboard::plugin::<G>,
        autosave::plugin::<G>,
        ai_task::plugin::<G>,
        match_setup::plugin::<G>,
        online::sync::plugin::<G>,
    ));
}

/// The board view of a game's rules type (once per type, like [`match_plugins`]).
pub fn view_plugins<G: crate::rules::Game>(app: &mut App) {
    if first_time::<BoardView<G>>(app) {
        app.add_plugins((
            board_view::game_plugin::<G>,
            sound::game_plugin::<G>,
            export::plugin::<G>,
        ));
    }
}

/// Marks of what has been added once: the match plugins and the board view of a rules type.
struct MatchPlugins<G>(std::marker::PhantomData<G>);
struct BoardView<G>(std::marker::PhantomData<G>);

/// A plugin step marked `T` was added to this app.
#[derive(Resource)]
struct Added<T>(std::marker::PhantomData<T>);

/// True the first time it is asked for `T` in this app: families that share a rules type
/// (draughts and big-man checkers) add its systems once.
pub fn first_time<T: Send + Sync + 'static>(app: &mut App) -> bool {
    if app.world().contains_resource::<Added<T>>() {
        return false;
    }
    app.insert_resource(Added::<T>(std::marker::PhantomData));
    true
}

/// The window's first size: 1280x800, or `LEAPFROG_WINDOW=WIDTHxHEIGHT` (screenshots at other
/// sizes; each side 320 to 8192).
fn window_size() -> (u32, u32) {
    let chosen = std::env::var("LEAPFROG_WINDOW").ok().and_then(|text| {
        let (w, h) = text.split_once('x')?;
        let side = |s: &str| {
            s.trim()
                .parse::<u32>()
                .ok()
                .filter(|n| (320..=8192).contains(n))
        };
        Some((side(w)?, side(h)?))
    });
    chosen.unwrap_or((1280, 800))
}

fn window_plugin() -> WindowPlugin {
    WindowPlugin {
        primary_window: Some(Window {
            title: "Leapfrog".into(),
            resolution: window_size().into(),
            canvas: Some("#leapfrog".into()),
            fit_canvas_to_parent: true,
            ..default()
        }),
        ..default()
    }
}

fn asset_plugin() -> AssetPlugin {
    AssetPlugin {
        // Levels live beside assets at the project root so that modders find them.
        file_path: ".".into(),
        meta_check: bevy::asset::AssetMetaCheck::Never,
        ..default()
    }
}

/// Bevy's default plugins for the features this build has, and the player's own levels folder
/// as the asset source `user`.
#[cfg(not(target_arch = "wasm32"))]
fn add_engine(app: &mut App) {
    variants::register_user_source(app);
    app.add_plugins(DefaultPlugins.set(window_plugin()).set(asset_plugin()));
}

/// The page's: Bevy's default plugins for this build in their order, but the log plugin (even
/// disabled in the group it stays linked) and the group's private plugin that only quiets
/// schedule-ambiguity reports; [`web_log`] writes the console log instead.
#[cfg(target_arch = "wasm32")]
fn add_engine(app: &mut App) {
    web_log::install();
    app.add_plugins((
        bevy::app::PanicHandlerPlugin,
        bevy::app::TaskPoolPlugin::default(),
        bevy::diagnostic::FrameCountPlugin,
        bevy::time::TimePlugin,
        bevy::transform::TransformPlugin,
        bevy::diagnostic::DiagnosticsPlugin,
        bevy::input::InputPlugin,
        window_plugin(),
        bevy::a11y::AccessibilityPlugin,
        asset_plugin(),
        bevy::winit::WinitPlugin::default(),
        bevy::render::RenderPlugin::default(),
        bevy::image::ImagePlugin::default(),
        bevy::mesh::MeshPlugin,
        bevy::camera::CameraPlugin,
    ))
    .add_plugins((
        bevy::core_pipeline::CorePipelinePlugin,
        bevy::sprite::SpritePlugin,
        bevy::sprite_render::SpriteRenderPlugin,
        bevy::state::app::StatesPlugin,
    ));
}

/// Opens the window and runs the game.
pub fn run() {
    let mut app = App::new();
    // A clear message and status 1 where nothing can draw, rather than the renderer's panic.
    #[cfg(not(target_arch = "wasm32"))]
    if let Err(message) = graphics_check::check() {
        eprintln!("{message}");
        std::process::exit(1);
    }
    add_engine(&mut app);
    app.insert_resource(ClearColor(Color::srgb(0.11, 0.12, 0.14)))
        .add_plugins((CorePlugin, ViewPlugin));
    settings::persistence(&mut app);
    autosave::load_saves(&mut app);
    endgames::use_data_folder(&mut app);
    peg_editor::user_levels(&mut app);
    app.run();
}
