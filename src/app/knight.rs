//! The knight's tour in the app: its solver as the "computer" (hint and solve from here), new
//! tours from the settings, and replaying a finished tour.

use bevy::prelude::*;

use super::ai_task::ComputerPlayer;
use super::match_setup::MatchSetup;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::MatchCommand;
use super::screen::ActiveGame;
use super::settings::GameSettings;
use super::variants::VariantLibrary;
use crate::ai::knight::Completion;
use crate::ai::{Cancel, Thinking};
use crate::rules::Cell;
use crate::rules::knight::{Board, KnightTour};

/// Board sides offered in the app.
pub const SIDES: std::ops::RangeInclusive<u32> = 5..=16;

impl ComputerPlayer for KnightTour {
    const HINT_STRENGTH: u8 = 1;

    fn think(&self, _strength: u8, cancel: Cancel, _seed: u64) -> Box<dyn Thinking<Cell>> {
        Box::new(Completion::new(self, cancel))
    }
}

/// A fresh tour: the chosen level, or a free board of the chosen size where the player places
/// the knight first.
pub fn new_tour(settings: &GameSettings, library: &VariantLibrary) -> MatchState<KnightTour> {
    let game = match library.tour(&settings.tour_level) {
        Some(level) => level.game(),
        None => {
            let side = |n: u32| n.clamp(*SIDES.start(), *SIDES.end());
            let board = Board::new(side(settings.tour_rows), side(settings.tour_cols));
            KnightTour::new(board, settings.tour_closed)
        }
    };
    MatchState::new(game, vec![PlayerKind::Human])
}

/// While present, the finished tour is replayed one square per tick from the start.
#[derive(Resource)]
pub struct Replay(pub Timer);

impl Replay {
    pub fn start() -> Self {
        Self(Timer::from_seconds(0.12, TimerMode::Repeating))
    }
}

impl MatchSetup for KnightTour {
    fn new_match(
        settings: &GameSettings,
        library: &VariantLibrary,
        active: ActiveGame,
        commands: &mut Commands,
    ) -> Option<MatchState<Self>> {
        (active == ActiveGame::KnightTour).then(|| {
            commands.remove_resource::<Replay>();
            new_tour(settings, library)
        })
    }

    fn end_match(commands: &mut Commands) {
        commands.remove_resource::<Replay>();
    }
}

fn replay(
    mut commands: Commands,
    time: Res<Time>,
    replay: Option<ResMut<Replay>>,
    state: Option<Res<MatchState<KnightTour>>>,
    mut orders: MessageWriter<MatchCommand>,
) {
    let Some(mut replay) = replay else { return };
    let Some(state) = state else {
        commands.remove_resource::<Replay>();
        return;
    };
    if !state.can_redo() {
        commands.remove_resource::<Replay>();
    } else if replay.0.tick(time.delta()).just_finished() {
        orders.write(MatchCommand::Redo);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(super::match_setup::plugin::<KnightTour>)
        .add_systems(
            Update,
            (
                replay.in_set(MatchSet::Input),
                super::match_state::finish_solving::<KnightTour>.in_set(MatchSet::Think),
            ),
        );
}
