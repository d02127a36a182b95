//! Keeps the process-wide message language in step with the settings.
//!
//! At start the language is `LEAPFROG_LANG` if set, else the saved choice, else the system's
//! (the page's in the browser). After that, a choice in the settings applies at once.

use bevy::prelude::*;

use super::settings::GameSettings;
use crate::i18n::{self, Lang};

/// The language the settings ask for: the saved tag, or the system's when none is saved.
pub fn chosen(settings: &GameSettings) -> Lang {
    Lang::from_tag(&settings.language).unwrap_or_else(Lang::of_system)
}

/// The last settings value applied, so that only a new choice replaces the start language.
#[derive(Resource)]
struct Applied(String);

fn start_language(mut commands: Commands, settings: Res<GameSettings>) {
    i18n::set_language(Lang::from_env().unwrap_or_else(|| chosen(&settings)));
    commands.insert_resource(Applied(settings.language.clone()));
}

fn follow_settings(settings: Res<GameSettings>, mut applied: ResMut<Applied>) {
    if settings.is_changed() && settings.language != applied.0 {
        i18n::set_language(chosen(&settings));
        applied.0 = settings.language.clone();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, start_language).add_systems(
        PreUpdate,
        follow_settings.run_if(resource_exists::<Applied>),
    );
}
