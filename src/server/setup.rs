//! What a game is made of before its first move: the game and variant (or a `JumpGame` file),
//! who sits where, the time control. Stored as JSON beside the game's events.

use serde::{Deserialize, Serialize};

use crate::games::{self, AnyGame, Family};
use crate::net::mirror::start_game;
use crate::net::protocol::{GameSpec, MAX_SEATS, Occupant, SeatSpec, TimeControl};

/// The largest `JumpGame` file a game may be created from (it travels inside one frame).
pub const MAX_GAME_FILE: usize = 48 * 1024;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSetup {
    pub family: String,
    pub variant: String,
    #[serde(default)]
    pub file: Option<String>,
    pub time: TimeControl,
    pub occupants: Vec<Occupant>,
    pub created_ms: u64,
}

impl GameSetup {
    /// Checks a request: a game with 2 to 6 sides, one seat spec per side, a sane clock.
    pub fn from_request(
        spec: &GameSpec,
        seats: &[SeatSpec],
        time: TimeControl,
        now_ms: u64,
    ) -> Result<GameSetup, String> {
        let (family, variant) = match &spec.file {
            Some(text) => {
                if text.len() > MAX_GAME_FILE {
                    return Err(format!(
                        "the game file is {} bytes; online games take files up to {MAX_GAME_FILE}",
                        text.len()
                    ));
                }
                (games::jump::ID.to_string(), String::new())
            }
            None => {
                let family = shipped_family(&spec.variant)?;
                let variant = match games::family(&spec.variant) {
                    Some(f) => f.variant_names().into_iter().next().unwrap_or_default(),
                    None => spec.variant.clone(),
                };
                (family.id().to_string(), variant)
            }
        };
        check_time(time)?;
        let occupants: Vec<Occupant> = seats
            .iter()
            .map(|s| match s {
                SeatSpec::Me => Occupant::Person,
                SeatSpec::Open => Occupant::Open,
                SeatSpec::Computer { strength } => Occupant::Computer {
                    strength: *strength,
                },
            })
            .collect();
        let setup = GameSetup {
            family,
            variant,
            file: spec.file.clone(),
            time,
            occupants,
            created_ms: now_ms,
        };
        let game = setup.start()?;
        let sides = game.sides();
        if !(2..=MAX_SEATS).contains(&sides) {
            return Err(format!(
                "this game has {sides} side(s); online games have 2 to {MAX_SEATS}"
            ));
        }
        if seats.len() != sides {
            return Err(format!(
                "this game has {sides} seats; the request names {}",
                seats.len()
            ));
        }
        for (seat, occupant) in setup.occupants.iter().enumerate() {
            if let Occupant::Computer { strength } = occupant
                && !(1..=game.max_strength()).contains(strength)
            {
                return Err(format!(
                    "seat {seat}: strength {strength}; this game's computer plays 1 to {}",
                    game.max_strength()
                ));
            }
        }
        Ok(setup)
    }

    /// The game at its start. A file is checked as `leapfrog check` checks it.
    pub fn start(&self) -> Result<Box<dyn AnyGame>, String> {
        if let Some(text) = &self.file {
            let checked = games::check_text("game.ron", text).map_err(|e| e.to_string())?;
            if checked.kind != crate::level::jump::KIND {
                return Err(format!(
                    "a `{}` file is not a game to play online; send a `JumpGame` file",
                    checked.kind
                ));
            }
        }
        start_game(&self.variant, self.file.as_deref())
    }

    pub fn seats(&self) -> usize {
        self.occupants.len()
    }

    /// Seat names: the family's, else "Seat N".
    pub fn seat_name(&self, seat: usize) -> String {
        games::family(&self.family)
            .and_then(|f| f.seat_names().get(seat).copied())
            .map(str::to_string)
            .unwrap_or_else(|| format!("Seat {}", seat + 1))
    }

    /// The rematch's setup: every seat's occupant moves on by one.
    pub fn turned(&self, now_ms: u64) -> GameSetup {
        let mut turned = self.clone();
        turned.occupants.rotate_right(1);
        turned.created_ms = now_ms;
        turned
    }
}

/// The family of a shipped variant or a family id (never a path: `start_game` refuses those).
fn shipped_family(variant: &str) -> Result<&'static dyn Family, String> {
    games::family(variant)
        .or_else(|| {
            games::FAMILIES
                .iter()
                .copied()
                .find(|f| f.variant_names().iter().any(|n| n == variant))
        })
        .ok_or_else(|| format!("`{variant}` is not a game or shipped variant"))
}

fn check_time(time: TimeControl) -> Result<(), String> {
    match time {
        TimeControl::None => Ok(()),
        TimeControl::Clock {
            base_s,
            increment_s,
        } => {
            if base_s == 0 && increment_s == 0 {
                return Err("a clock needs a base or an increment".into());
            }
            if base_s > 3 * 3600 || increment_s > 180 {
                return Err("a clock takes at most 3 hours and 180 s a move".into());
            }
            Ok(())
        }
        TimeControl::Days { days } if (1..=14).contains(&days) => Ok(()),
        TimeControl::Days { days } => Err(format!("{days} days a move: 1 to 14 are offered")),
    }
}
