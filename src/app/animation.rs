//! The animation queue: what a played move changed, shown one change at a time. The queue is
//! plain data (it runs headless too); the board view turns its progress into transforms.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::match_state::MatchSet;
use super::messages::{BoardReset, MovePlayed};
use super::settings::GameSettings;
use crate::rules::Change;

/// Seconds each kind of change takes at speed 1.
fn base_duration(change: &Change) -> f32 {
    match change {
        Change::Place { .. } => 0.28,
        Change::Flip { .. } => 0.16,
        Change::Move { path } => 0.22 * (path.len().saturating_sub(1)) as f32,
        Change::Remove { .. } => 0.2,
        Change::Promote { .. } => 0.2,
        Change::Pass => 0.5,
    }
}

#[derive(Resource, Default, Debug)]
pub struct AnimationQueue {
    waiting: VecDeque<Change>,
    /// The change being shown, its length in seconds and the time spent on it.
    current: Option<(Change, f32, f32)>,
    /// Changes arrived while the queue was idle: the frame's time (which may be the whole
    /// time the window slept) is not theirs, so they start from zero.
    from_rest: bool,
}

impl AnimationQueue {
    pub fn is_idle(&self) -> bool {
        self.current.is_none() && self.waiting.is_empty()
    }

    /// The change being shown and how far along it is, 0 to 1.
    pub fn current(&self) -> Option<(&Change, f32)> {
        self.current
            .as_ref()
            .map(|(c, len, t)| (c, if *len > 0.0 { (t / len).min(1.0) } else { 1.0 }))
    }
}

/// A change starts (the view spawns what it needs) or finishes (the view settles it).
#[derive(Message, Clone, Debug)]
pub enum AnimationEvent {
    Started(Change),
    Finished(Change),
}

fn enqueue(
    mut played: MessageReader<MovePlayed>,
    mut reset: MessageReader<BoardReset>,
    mut queue: ResMut<AnimationQueue>,
) {
    if reset.read().count() > 0 {
        // The board is rebuilt from the current position later this frame, which already
        // includes any move played this frame: nothing is left to animate.
        *queue = AnimationQueue::default();
        played.clear();
        return;
    }
    let was_idle = queue.is_idle();
    for move_played in played.read() {
        queue.waiting.extend(move_played.changes.iter().cloned());
    }
    if was_idle && !queue.waiting.is_empty() {
        queue.from_rest = true;
    }
}

fn advance(
    time: Res<Time>,
    settings: Res<GameSettings>,
    mut queue: ResMut<AnimationQueue>,
    mut events: MessageWriter<AnimationEvent>,
) {
    let speed = settings.animation_speed;
    let mut budget = if std::mem::take(&mut queue.from_rest) {
        0.0
    } else {
        time.delta_secs()
    };
    loop {
        if queue.current.is_none() {
            let Some(next) = queue.waiting.pop_front() else {
                return;
            };
            let length = if speed <= 0.0 {
                0.0
            } else {
                base_duration(&next) / speed
            };
            events.write(AnimationEvent::Started(next.clone()));
            queue.current = Some((next, length, 0.0));
        }
        let (change, length, elapsed) = queue.current.as_mut().expect("set above");
        let left = *length - *elapsed;
        if budget < left {
            *elapsed += budget;
            return;
        }
        budget -= left;
        events.write(AnimationEvent::Finished(change.clone()));
        queue.current = None;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationQueue>()
        .add_message::<AnimationEvent>()
        .add_systems(Update, (enqueue, advance).chain().in_set(MatchSet::Animate));
}
