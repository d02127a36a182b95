//! Which screen is showing.

use bevy::prelude::*;

#[derive(States, Default, Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum Screen {
    #[default]
    Menu,
    Match,
    Settings,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
