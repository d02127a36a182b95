//! Desktop sound output: each cue becomes a WAV asset once, and each cue heard spawns a
//! Bevy audio player that despawns when done.

use std::collections::HashMap;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use super::{Cue, PlayCue, cues_to_play, synth};
use crate::app::settings::GameSettings;

#[derive(Resource)]
pub(super) struct Sounds(HashMap<Cue, Handle<AudioSource>>);

pub(super) fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let sounds = Cue::ALL
        .into_iter()
        .map(|cue| {
            let bytes = synth::wav(&synth::samples(cue));
            (
                cue,
                sources.add(AudioSource {
                    bytes: bytes.into(),
                }),
            )
        })
        .collect();
    commands.insert_resource(Sounds(sounds));
}

pub(super) fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<PlayCue>,
    sounds: Option<Res<Sounds>>,
    settings: Res<GameSettings>,
) {
    let heard = cues_to_play(&mut cues, &settings);
    let Some(sounds) = sounds else {
        return;
    };
    for cue in heard {
        if let Some(handle) = sounds.0.get(&cue) {
            commands.spawn((
                AudioPlayer(handle.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.volume)),
            ));
        }
    }
}
