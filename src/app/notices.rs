//! Short lines for the player about what just happened off the board (a file opened, a
//! picture saved), shown by the HUD until dismissed.

use bevy::prelude::*;

/// What the last opened files and exports did, for the player.
#[derive(Resource, Default, Debug)]
pub struct Notices(pub Vec<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>();
}
