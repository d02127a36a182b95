//! The knight's tour in the app: its solver as the "computer" (hint and solve from here), new
//! tours from the settings, and replaying a finished tour.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::match_setup::MatchSetup;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::{MatchCommand, MoveRequested};
use super::registry::GameApp;
use super::screen::{ActiveGame, Screen};
use super::variants::VariantLibrary;
use crate::level::tour::{KIND, TourLevel};
use crate::rules::Cell;
use crate::rules::knight::{Board, KnightTour};

pub use crate::games::knight::ID;

/// The tour's choices, kept with the other settings.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct TourSettings {
    /// Board size and the closed-tour challenge of the free board.
    pub tour_rows: u32,
    pub tour_cols: u32,
    pub tour_closed: bool,
    /// A tour level's name, or empty for the free board of `tour_rows` x `tour_cols`.
    pub tour_level: String,
}

impl Default for TourSettings {
    fn default() -> Self {
        Self {
            tour_rows: 8,
            tour_cols: 8,
            tour_closed: false,
            tour_level: String::new(),
        }
    }
}

/// Tour levels, shipped and loaded from `levels/tour/`.
pub fn tours(library: &VariantLibrary) -> impl Iterator<Item = &TourLevel> {
    library.all(KIND)
}

pub fn tour<'a>(library: &'a VariantLibrary, name: &str) -> Option<&'a TourLevel> {
    library.get(KIND, name)
}

/// Board sides offered in the app.
pub const SIDES: std::ops::RangeInclusive<u32> = 5..=16;

/// A fresh tour: the chosen level, or a free board of the chosen size where the player places
/// the knight first.
pub fn new_tour(settings: &TourSettings, library: &VariantLibrary) -> MatchState<KnightTour> {
    let game = match tour(library, &settings.tour_level) {
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
    fn plays(active: ActiveGame) -> bool {
        active.is(ID)
    }

    fn new_match(world: &mut World) -> Option<MatchState<Self>> {
        world.remove_resource::<Replay>();
        Some(new_tour(
            world.resource::<TourSettings>(),
            world.resource::<VariantLibrary>(),
        ))
    }

    fn end_match(world: &mut World) {
        world.remove_resource::<Replay>();
    }
}

fn replay(
    mut commands: Commands,
    time: Res<Time>,
    replay: Option<ResMut<Replay>>,
    state: Option<Res<MatchState<KnightTour>>>,
    mut orders: MessageWriter<MatchCommand>,
    mut want: ResMut<super::redraw::WantFrame>,
) {
    let Some(mut replay) = replay else { return };
    // The replay steps on a timer: it needs the frames.
    want.ask("tour replay");
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

/// Walks the knight through the first 20 squares of a solver's tour (scripted screenshots).
fn warm_up_tour(
    state: Option<Res<MatchState<KnightTour>>>,
    mut requests: MessageWriter<MoveRequested<Cell>>,
    mut tour: Local<Option<Vec<u32>>>,
) {
    let Some(state) = state else { return };
    let game = state.current();
    if game.path().len() >= 20 || state.can_redo() {
        return;
    }
    let tour = tour.get_or_insert_with(|| {
        crate::ai::knight::tour(game.board(), 0, crate::ai::knight::Kind::Open).unwrap_or_default()
    });
    if let Some(&square) = tour.get(game.path().len()) {
        requests.write(MoveRequested {
            mv: square as Cell,
            generation: state.generation,
        });
    }
}

fn view(app: &mut App) {
    app.add_plugins(super::view_plugins::<KnightTour>)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            super::ui::tour_hud::tour_hud.run_if(in_state(Screen::Match)),
        );
    super::screenshot::scene(app, "tour", Screen::Match, |_| {});
    super::screenshot::warm_up(app, warm_up_tour);
}

pub const APP: GameApp = GameApp {
    core,
    view,
    entry: Screen::Match,
    inspect: super::registry::inspect::<KnightTour>,
};

fn core(app: &mut App) {
    super::settings_file::register::<TourSettings>(app);
    app.add_plugins(super::match_plugins::<KnightTour>)
        .add_systems(
            Update,
            (
                replay.in_set(MatchSet::Input),
                super::match_state::finish_solving::<KnightTour>.in_set(MatchSet::Think),
            ),
        );
}
