//! Player settings, persisted by [`super::settings_file`] (a TOML file in the user's
//! preferences folder on desktop, local storage in the browser). The generic part is here:
//! the seats and the display options. Each game keeps its own choices (variant, level) in its
//! own settings resource in the same `game` group, registered by its plugin.
//!
//! Loading is forgiving: unknown keys are ignored and a key that does not read keeps its
//! default, so an old file never stops the game. Files from before the seats list keep two
//! seats as `black_*`/`white_*` keys; [`LegacySeats`] reads those and moves them into the
//! first two seats, with a note in the log.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::match_state::PlayerKind;

/// The app name that keys the settings file.
pub const APP_ID: &str = "io.github.leapfrog-games.leapfrog";

/// The most seats a game can have.
pub const MAX_SEATS: usize = 6;

/// Strength of a computer seat that was never set.
pub const DEFAULT_STRENGTH: u8 = 4;

/// One seat at the table: who plays it, and how it is shown.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Seat {
    pub computer: bool,
    pub strength: u8,
    /// The player's name; empty shows the game's name for the seat (Black, White, …).
    pub name: String,
    /// A piece colour of the view's palette, or 0 for the game's own colour for the seat.
    pub colour: u8,
}

impl Default for Seat {
    fn default() -> Self {
        Self {
            computer: true,
            strength: DEFAULT_STRENGTH,
            name: String::new(),
            colour: 0,
        }
    }
}

#[derive(Resource, Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct GameSettings {
    /// The seats in order of play; a game with more seats than saved fills in the default.
    pub seats: Vec<Seat>,
    /// Animation speed factor; 0 shows moves at once.
    pub animation_speed: f32,
    pub show_legal_moves: bool,
    /// Coordinates around the board, in the game's notation.
    pub show_coordinates: bool,
    /// Sound volume, 0 to 1, and whether sound is off.
    pub volume: f32,
    pub muted: bool,
    /// The board theme's id (`felt`, `wood`, `contrast`).
    pub theme: String,
    /// The size of the panels and their text, 1 the usual.
    pub ui_scale: f32,
    /// The message language's tag (`en`, `zh-CN`); empty follows the system's language.
    pub language: String,
}

impl Default for GameSettings {
    fn default() -> Self {
        let mut seats = vec![Seat::default(); MAX_SEATS];
        // The first seat is the player's.
        seats[0].computer = false;
        Self {
            seats,
            animation_speed: 1.0,
            show_legal_moves: true,
            show_coordinates: true,
            volume: 0.7,
            muted: false,
            theme: "felt".into(),
            ui_scale: 1.0,
            language: String::new(),
        }
    }
}

impl GameSettings {
    /// Seat `index`, growing the list with default seats as needed.
    pub fn seat_mut(&mut self, index: usize) -> &mut Seat {
        if self.seats.len() <= index {
            self.seats.resize(index + 1, Seat::default());
        }
        &mut self.seats[index]
    }

    pub fn seat(&self, index: usize) -> Seat {
        self.seats.get(index).cloned().unwrap_or_default()
    }

    /// Who plays each of `count` seats; strengths are capped at `max_strength`.
    pub fn players(&self, count: usize, max_strength: u8) -> Vec<PlayerKind> {
        (0..count)
            .map(|i| {
                let seat = self.seat(i);
                if seat.computer {
                    PlayerKind::Computer(seat.strength.clamp(1, max_strength.max(1)))
                } else {
                    PlayerKind::Human
                }
            })
            .collect()
    }

    /// The name shown for seat `index`: the player's own, or the game's.
    pub fn seat_name(&self, index: usize, game_names: &[&str]) -> String {
        let seat = self.seat(index);
        if seat.name.trim().is_empty() {
            game_names.get(index).map_or_else(
                || crate::i18n::tr_args("seat-numbered", &[("n", (index + 1).into())]),
                |n| crate::i18n::seat_name(n),
            )
        } else {
            seat.name.clone()
        }
    }
}

/// The two-seat keys of settings files from before the seats list. A strength of 0 means
/// "not in the file"; after the move into [`GameSettings::seats`] they are zeroed again.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct LegacySeats {
    pub black_is_computer: bool,
    pub white_is_computer: bool,
    pub black_strength: u8,
    pub white_strength: u8,
}

/// Moves old two-seat keys into the seats list; true if there were any.
pub fn migrate(legacy: &mut LegacySeats, settings: &mut GameSettings) -> bool {
    if legacy.black_strength == 0 && legacy.white_strength == 0 {
        return false;
    }
    let old = [
        (legacy.black_is_computer, legacy.black_strength),
        (legacy.white_is_computer, legacy.white_strength),
    ];
    for (i, (computer, strength)) in old.into_iter().enumerate() {
        let seat = settings.seat_mut(i);
        seat.computer = computer;
        seat.strength = strength.max(1);
    }
    *legacy = LegacySeats::default();
    true
}

/// Saves the settings a second after the last change.
pub fn save_soon(commands: &mut Commands) {
    super::settings_file::save_soon(commands);
}

/// Defaults only; tests use this so they never touch the player's files.
pub(super) fn plugin(app: &mut App) {
    super::settings_file::register::<GameSettings>(app);
    super::settings_file::register::<LegacySeats>(app);
}

/// Loads saved settings over the defaults; added by the real app only, after every game's
/// plugin has registered its settings.
pub fn persistence(app: &mut App) {
    // Notices before the saved choice is read speak the system's language.
    crate::i18n::set_language(
        crate::i18n::Lang::from_env().unwrap_or_else(crate::i18n::Lang::of_system),
    );
    // A damaged file is moved aside before it is read, or the next save would replace it.
    if let Some(dir) = super::storage::settings_dir() {
        let notices = super::storage::check_settings_dir(&dir);
        super::storage::report(app, notices);
    }
    super::settings_file::load_and_keep(app);
    let world = app.world_mut();
    let mut legacy = world.resource::<LegacySeats>().clone();
    let mut settings = world.resource::<GameSettings>().clone();
    if settings.seats.is_empty() {
        info!("settings: the saved seats list is empty; using the default seats");
        settings.seats = GameSettings::default().seats;
    }
    if migrate(&mut legacy, &mut settings) {
        info!("settings: moved the two seats of an older settings file into the seats list");
    }
    crate::i18n::set_language(
        crate::i18n::Lang::from_env().unwrap_or_else(|| super::language::chosen(&settings)),
    );
    world.insert_resource(legacy);
    world.insert_resource(settings);
    if let Some(problem) = crate::ai::reversi::pattern_eval::problem() {
        super::storage::report(app, vec![weights_notice(&problem)]);
    }
}

/// A level's best move count in a progress list kept as `id=moves;...`.
pub fn best_in(progress: &str, id: &str) -> Option<u32> {
    progress.split(';').find_map(|entry| {
        let (name, moves) = entry.split_once('=')?;
        (name == id).then(|| moves.parse().ok()).flatten()
    })
}

/// Records a solve in a progress list; true if it is the level's first or best.
pub fn record_best(progress: &mut String, id: &str, moves: u32) -> bool {
    if best_in(progress, id).is_some_and(|best| best <= moves) {
        return false;
    }
    let mut entries: Vec<String> = progress
        .split(';')
        .filter(|e| !e.is_empty() && e.split_once('=').is_none_or(|(name, _)| name != id))
        .map(String::from)
        .collect();
    entries.push(format!("{id}={moves}"));
    *progress = entries.join(";");
    true
}

/// What the data-errors panel says when reversi's learned weights cannot be read.
pub fn weights_notice(
    problem: &crate::ai::reversi::weights::WeightsError,
) -> crate::level::LevelError {
    crate::level::LevelError {
        file: problem.file.clone(),
        line: 1,
        col: 1,
        message: crate::i18n::tr_args(
            "reversi-weights-fallback",
            &[("problem", problem.message.as_str().into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_two_seat_keys_move_into_the_seats_list_once() {
        let mut legacy = LegacySeats {
            black_is_computer: true,
            white_is_computer: false,
            black_strength: 2,
            white_strength: 5,
        };
        let mut settings = GameSettings::default();
        assert!(migrate(&mut legacy, &mut settings));
        assert_eq!(
            settings.players(2, 6),
            [PlayerKind::Computer(2), PlayerKind::Human]
        );
        assert_eq!(settings.seat(1).strength, 5);
        // Zeroed, so a later start does not migrate again.
        assert_eq!(legacy, LegacySeats::default());
        assert!(!migrate(&mut legacy, &mut settings));
    }

    #[test]
    fn seats_beyond_the_saved_ones_are_default_computers() {
        let settings = GameSettings {
            seats: vec![Seat {
                computer: false,
                ..Seat::default()
            }],
            ..GameSettings::default()
        };
        let players = settings.players(4, 3);
        assert_eq!(players[0], PlayerKind::Human);
        assert_eq!(
            players[3],
            PlayerKind::Computer(3),
            "capped at the game's strongest"
        );
        assert_eq!(settings.seat_name(2, &["Red", "Blue"]), "Seat 3");
        assert_eq!(settings.seat_name(1, &["Red", "Blue"]), "Blue");
    }
}
