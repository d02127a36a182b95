//! Turns clicked cells into move requests by matching them against the paths of the legal
//! moves: a placement is one click, a jump chain one click per cell of its path, or just the
//! landing cell when only one move ends there.

use bevy::prelude::*;

use super::animation::AnimationQueue;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::{BoardReset, CellClicked, MoveRequested};
use crate::rules::{Cell, Game};

/// Cells clicked so far towards a move.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    pub cells: Vec<Cell>,
}

fn select<G: Game>(
    mut clicks: MessageReader<CellClicked>,
    mut resets: MessageReader<BoardReset>,
    state: Option<Res<MatchState<G>>>,
    animation: Res<AnimationQueue>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<MoveRequested<G::Move>>,
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
        let game = state.current();
        let moves = game.legal_moves();
        let paths: Vec<Vec<Cell>> = moves.iter().map(|m| game.path(m)).collect();
        let mut wanted = selection.cells.clone();
        wanted.push(click.cell);
        if !paths.iter().any(|p| p.starts_with(&wanted)) {
            // The landing cell alone is enough when one move ends there.
            let ending_here: Vec<usize> = (0..moves.len())
                .filter(|&i| paths[i].len() > 1 && paths[i].last() == Some(&click.cell))
                .collect();
            if let [only] = ending_here[..] {
                requests.write(MoveRequested {
                    mv: moves[only].clone(),
                    generation: state.generation,
                });
                selection.cells.clear();
                continue;
            }
            // Start afresh from this cell.
            wanted = vec![click.cell];
        }
        let complete: Vec<usize> = (0..moves.len()).filter(|&i| paths[i] == wanted).collect();
        let extendable = paths
            .iter()
            .any(|p| p.len() > wanted.len() && p.starts_with(&wanted));
        if let [only] = complete[..]
            && !extendable
        {
            requests.write(MoveRequested {
                mv: moves[only].clone(),
                generation: state.generation,
            });
            selection.cells.clear();
        } else if paths.iter().any(|p| p.starts_with(&wanted)) {
            selection.cells = wanted;
        } else {
            // Not the start of any legal move: the click changes nothing.
            selection.cells.clear();
        }
    }
}

pub fn plugin<G: Game>(app: &mut App) {
    app.init_resource::<Selection>()
        .add_systems(Update, select::<G>.in_set(MatchSet::Input));
}
