//! Turns clicked cells into move requests by matching them against the paths of the legal
//! moves (see [`super::move_paths::pick`]).

use bevy::prelude::*;

use super::animation::AnimationQueue;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::{BoardReset, CellClicked, ClickRefused, MoveRequested};
use super::move_paths::{Pick, legal_paths, pick};
use crate::rules::{Cell, Game};

/// Cells clicked so far towards a move.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    pub cells: Vec<Cell>,
}

pub(crate) fn select<G: Game>(
    mut clicks: MessageReader<CellClicked>,
    mut resets: MessageReader<BoardReset>,
    state: Option<Res<MatchState<G>>>,
    animation: Res<AnimationQueue>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<MoveRequested<G::Move>>,
    mut refused: MessageWriter<ClickRefused>,
) {
    if resets.read().count() > 0 {
        selection.cells.clear();
    }
    let Some(state) = state else {
        clicks.clear();
        return;
    };
    for click in clicks.read() {
        if state.player_to_move() != PlayerKind::Human || !animation.is_idle() {
            continue;
        }
        let (moves, paths) = legal_paths(state.current());
        match pick(&paths, &selection.cells, click.cell) {
            Pick::Move(index) => {
                requests.write(MoveRequested {
                    mv: moves[index].clone(),
                    generation: state.generation,
                });
                selection.cells.clear();
            }
            Pick::Partial(cells) => selection.cells = cells,
            Pick::Nothing => {
                selection.cells.clear();
                refused.write(ClickRefused);
            }
        }
    }
}

/// A move with no cells to click (reversi's pass) plays itself when it is the player's only one.
fn play_forced_pass<G: Game>(
    state: Option<Res<MatchState<G>>>,
    animation: Res<AnimationQueue>,
    mut requests: MessageWriter<MoveRequested<G::Move>>,
    mut asked: Local<Option<u64>>,
) {
    let Some(state) = state else { return };
    if state.player_to_move() != PlayerKind::Human
        || !animation.is_idle()
        || state.can_redo()
        || *asked == Some(state.generation)
    {
        return;
    }
    let game = state.current();
    if let [only] = &game.legal_moves()[..]
        && game.path(only).is_empty()
    {
        *asked = Some(state.generation);
        requests.write(MoveRequested {
            mv: only.clone(),
            generation: state.generation,
        });
    }
}

pub fn plugin<G: Game>(app: &mut App) {
    app.init_resource::<Selection>().add_systems(
        Update,
        (select::<G>, play_forced_pass::<G>).in_set(MatchSet::Input),
    );
}
