//! Browser sound output: the page keeps each cue's samples as a Web Audio buffer and plays
//! it when asked (`leapfrogSound`, `leapfrogPlay` in `web/index.html`).

use bevy::prelude::*;

use super::{Cue, PlayCue, cues_to_play, synth};
use crate::app::page;
use crate::app::settings::GameSettings;

/// The page has the cues.
#[derive(Resource)]
pub(super) struct Sounds;

fn name(cue: Cue) -> String {
    format!("{cue:?}")
}

pub(super) fn make_sounds(mut commands: Commands) {
    for cue in Cue::ALL {
        page::register_sound(&name(cue), &synth::samples(cue), synth::RATE);
    }
    commands.insert_resource(Sounds);
}

pub(super) fn play_cues(mut cues: MessageReader<PlayCue>, settings: Res<GameSettings>) {
    for cue in cues_to_play(&mut cues, &settings) {
        page::play_sound(&name(cue), settings.volume);
    }
}
