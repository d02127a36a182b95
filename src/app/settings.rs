//! Player settings, persisted with Bevy's settings support (a TOML file in the user's
//! preferences folder on desktop, local storage in the browser).

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SaveSettingsDeferred, SettingsGroup, SettingsPlugin};

use super::match_state::PlayerKind;

/// The app name that keys the settings file.
pub const APP_ID: &str = "io.github.leapfrog-games.leapfrog";

#[derive(Resource, SettingsGroup, Reflect, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "game")]
pub struct GameSettings {
    /// Reversi variant name, e.g. `reversi-8`.
    pub reversi_variant: String,
    /// Draughts variant name, e.g. `draughts-glass`.
    pub draughts_variant: String,
    /// A draughts problem's title to start from, or empty for the usual start.
    pub draughts_problem: String,
    /// The `black_*` fields set side 0 (Black in reversi, White in draughts), the `white_*`
    /// fields side 1.
    pub black_is_computer: bool,
    pub white_is_computer: bool,
    pub black_strength: u8,
    pub white_strength: u8,
    /// Animation speed factor; 0 shows moves at once.
    pub animation_speed: f32,
    pub show_legal_moves: bool,
    /// Knight's tour board size and the closed-tour challenge.
    pub tour_rows: u32,
    pub tour_cols: u32,
    pub tour_closed: bool,
    /// A tour level's name, or empty for the free board of `tour_rows` x `tour_cols`.
    pub tour_level: String,
    /// The peg solitaire level being played, `pack/name`.
    pub peg_level: String,
    /// Solved peg levels with the fewest moves the player needed: `pack/name=moves;...`.
    pub peg_progress: String,
}

impl Default for GameSettings {
    fn default() -> Self {
        Self {
            reversi_variant: "reversi-8".into(),
            draughts_variant: "draughts-glass".into(),
            draughts_problem: String::new(),
            black_is_computer: false,
            white_is_computer: true,
            black_strength: 4,
            white_strength: 4,
            animation_speed: 1.0,
            show_legal_moves: true,
            tour_rows: 8,
            tour_cols: 8,
            tour_closed: false,
            tour_level: String::new(),
            peg_level: String::new(),
            peg_progress: String::new(),
        }
    }
}

impl GameSettings {
    pub fn players(&self) -> Vec<PlayerKind> {
        let kind = |computer: bool, strength: u8| {
            if computer {
                PlayerKind::Computer(strength)
            } else {
                PlayerKind::Human
            }
        };
        vec![
            kind(self.black_is_computer, self.black_strength),
            kind(self.white_is_computer, self.white_strength),
        ]
    }
}

/// Saves the settings a second after the last change.
pub fn save_soon(commands: &mut Commands) {
    commands.queue(SaveSettingsDeferred::default());
}

/// Defaults only; tests use this so they never touch the player's files.
pub(super) fn plugin(app: &mut App) {
    app.register_type::<GameSettings>()
        .init_resource::<GameSettings>();
}

/// Loads saved settings over the defaults; added by the real app only.
pub fn persistence(app: &mut App) {
    app.add_plugins(SettingsPlugin::new(APP_ID));
}
