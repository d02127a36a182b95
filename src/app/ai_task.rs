//! Computer players and hints run as background tasks over a snapshot of the position. The
//! search is stepped in short slices; between slices the task gives the thread back (in the
//! browser, through a zero-delay timer, so the page keeps drawing). An answer whose generation
//! no longer matches the match is dropped, and its search is cancelled.

use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::animation::AnimationQueue;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::{MatchCommand, MoveRequested};
use super::redraw::WantFrame;
pub use crate::ai::ComputerPlayer;
use crate::ai::{Cancel, Step};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Play,
    Hint,
}

struct Job<M> {
    task: Task<Option<M>>,
    generation: u64,
    purpose: Purpose,
    cancel: Cancel,
}

/// The search under way, if any.
#[derive(Resource)]
pub struct Thinker<M: Send + Sync + 'static> {
    job: Option<Job<M>>,
}

impl<M: Send + Sync + 'static> Default for Thinker<M> {
    fn default() -> Self {
        Self { job: None }
    }
}

impl<M: Send + Sync + 'static> Thinker<M> {
    /// What the running search is for, and for which generation.
    pub fn running(&self) -> Option<(Purpose, u64)> {
        self.job.as_ref().map(|j| (j.purpose, j.generation))
    }
}

/// How long a background search works before it gives the thread back.
#[cfg(target_arch = "wasm32")]
pub const SLICE: Duration = Duration::from_millis(4);
#[cfg(not(target_arch = "wasm32"))]
pub const SLICE: Duration = Duration::from_millis(20);

/// Gives the thread back between slices.
pub async fn yield_slice() {
    #[cfg(target_arch = "wasm32")]
    gloo_timers::future::TimeoutFuture::new(0).await;
    #[cfg(not(target_arch = "wasm32"))]
    bevy::tasks::futures_lite::future::yield_now().await;
}

fn spawn_job<G: ComputerPlayer>(
    game: &G,
    strength: u8,
    generation: u64,
    purpose: Purpose,
) -> Job<G::Move> {
    let cancel = Cancel::default();
    let game = game.clone();
    let its_cancel = cancel.clone();
    // The engine is made in the task too: its first search may read files (the draughts
    // endgame databases), which must not hold up a frame.
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let mut thinking = game.think(strength, its_cancel, generation.wrapping_mul(0x9e37_79b9));
        loop {
            match thinking.step(SLICE) {
                Step::Done(mv) => return mv,
                Step::Running => yield_slice().await,
            }
        }
    });
    Job {
        task,
        generation,
        purpose,
        cancel,
    }
}

fn start_thinking<G: ComputerPlayer>(
    state: Option<Res<MatchState<G>>>,
    mut thinker: ResMut<Thinker<G::Move>>,
    animation: Res<AnimationQueue>,
    mut commands: MessageReader<MatchCommand>,
) {
    let Some(state) = state else {
        thinker.job = None;
        commands.clear();
        return;
    };
    // A search for an older position is cancelled; dropping its task stops it.
    if thinker
        .job
        .as_ref()
        .is_some_and(|j| j.generation != state.generation)
        && let Some(job) = thinker.job.take()
    {
        job.cancel.cancel();
    }
    let hint_asked = commands.read().any(|c| *c == MatchCommand::Hint);
    if thinker.job.is_some()
        || state.current().outcome().is_some()
        || state.no_answer == Some(state.generation)
    {
        return;
    }
    if hint_asked && state.hint.is_none() {
        thinker.job = Some(spawn_job(
            state.current(),
            G::HINT_STRENGTH,
            state.generation,
            Purpose::Hint,
        ));
        return;
    }
    if let PlayerKind::Computer(strength) = state.player_to_move()
        && !state.paused
        && !state.can_redo()
        && animation.is_idle()
    {
        thinker.job = Some(spawn_job(
            state.current(),
            strength,
            state.generation,
            Purpose::Play,
        ));
    }
}

fn collect_answers<G: ComputerPlayer>(
    state: Option<ResMut<MatchState<G>>>,
    mut thinker: ResMut<Thinker<G::Move>>,
    mut requests: MessageWriter<MoveRequested<G::Move>>,
) {
    let Some(mut state) = state else { return };
    let Some(job) = thinker.job.as_mut() else {
        return;
    };
    let Some(answer) = check_ready(&mut job.task) else {
        return;
    };
    let (generation, purpose) = (job.generation, job.purpose);
    thinker.job = None;
    if generation != state.generation {
        return;
    }
    match (purpose, answer) {
        (Purpose::Play, Some(mv)) => {
            requests.write(MoveRequested { mv, generation });
        }
        (Purpose::Hint, Some(mv)) => state.hint = Some(mv),
        (_, None) => state.no_answer = Some(generation),
    }
}

/// A search under way keeps the frames coming: its indicator turns, and its answer is taken
/// (and shown) in the frame after it is ready.
fn draw_while_thinking<M: Send + Sync + 'static>(
    thinker: Res<Thinker<M>>,
    mut want: ResMut<WantFrame>,
) {
    if thinker.job.is_some() {
        want.ask("thinking");
    }
}

pub fn plugin<G: ComputerPlayer>(app: &mut App) {
    app.init_resource::<Thinker<G::Move>>().add_systems(
        Update,
        (
            start_thinking::<G>,
            // Before the answer is taken: the frame that takes it asks for the one that plays it.
            draw_while_thinking::<G::Move>,
            collect_answers::<G>,
        )
            .chain()
            .in_set(MatchSet::Think),
    );
}
