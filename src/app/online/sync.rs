//! The match on screen follows the server's game. Compared by move texts each frame:
//! - the server has one move more: it is played here as a move request (and animated);
//! - the board has one move more, made at this seat: it goes to the server;
//! - anything else (a takeback, a move given back, a catch-up of many): the board is rebuilt
//!   from the server's moves.

use bevy::prelude::*;

use super::Online;
use crate::app::animation::AnimationQueue;
use crate::app::match_state::{MatchState, PlayerKind};
use crate::app::messages::{BoardReset, MoveRequested};
use crate::app::redraw::WantFrame;
use crate::net::mirror::Mirror;
use crate::rules::Game;

/// The set the sync systems run in (after the socket is read, before moves are applied).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Synced;

/// A match of this game's rules type for the online game, at its current move; none when the
/// online game is of another rules type.
/// Whether moves may be made: the game is not over and every seat is taken (the server
/// refuses moves before).
fn game_on(mirror: &Mirror) -> bool {
    mirror.view.result.is_none()
        && mirror
            .view
            .seats
            .iter()
            .all(|s| s.occupant != crate::net::protocol::Occupant::Open)
}

pub fn online_match<G: Game>(mirror: &Mirror, seat: Option<u8>) -> Option<MatchState<G>> {
    let start = mirror.start().as_any().downcast_ref::<G>()?.clone();
    let players = (0..start.sides() as u8)
        .map(|side| {
            if Some(side) == seat && game_on(mirror) {
                PlayerKind::Human
            } else {
                PlayerKind::Remote
            }
        })
        .collect();
    let mut state = MatchState::new(start, players);
    replay(&mut state, &mirror.view.moves)?;
    Some(state)
}

/// Plays `texts` from the start; none when one is not legal here.
fn replay<G: Game>(state: &mut MatchState<G>, texts: &[String]) -> Option<()> {
    state.restart();
    for text in texts {
        let mv = state.current().read_move(text).ok()?;
        state.play(&mv)?;
    }
    Some(())
}

/// The board's moves as texts, up to the move shown.
fn local_texts<G: Game>(state: &MatchState<G>) -> Vec<String> {
    state
        .moves()
        .take(state.cursor())
        .enumerate()
        .map(|(i, mv)| state.position_before(i).move_text(mv))
        .collect()
}

pub fn sync_match<G: Game>(
    online: Option<ResMut<Online>>,
    state: Option<ResMut<MatchState<G>>>,
    animation: Res<AnimationQueue>,
    mut requests: MessageWriter<MoveRequested<G::Move>>,
    mut reset: MessageWriter<BoardReset>,
    mut want: ResMut<WantFrame>,
) {
    let (Some(mut online), Some(mut state)) = (online, state) else {
        return;
    };
    let Some(session) = online.session.as_mut() else {
        return;
    };
    let rollback = session.take_rollback();
    let Some(mirror) = session.mirror.as_ref() else {
        return;
    };
    if mirror.start().as_any().downcast_ref::<G>().is_none() {
        return;
    }
    // Who may move here: this seat while the server's game is on and every seat is taken
    // (the server refuses moves before), nobody after.
    let on = game_on(mirror);
    for (side, player) in state.players.iter_mut().enumerate() {
        let mine = session.seat == Some(side as u8) && on;
        let kind = if mine {
            PlayerKind::Human
        } else {
            PlayerKind::Remote
        };
        if *player != kind {
            *player = kind;
        }
    }
    let local = local_texts(&state);
    let server = &mirror.view.moves;
    let shared = local.iter().zip(server).take_while(|(a, b)| a == b).count();
    if shared == local.len() && shared == server.len() {
        return;
    }
    if !rollback && shared == server.len() && local.len() == shared + 1 {
        let last = &local[shared];
        let made_here = Some(state.position_before(shared).side_to_move()) == session.seat;
        if session.pending_move() == Some(last.as_str()) {
            return;
        }
        if made_here && session.pending_move().is_none() {
            session.play(last);
            return;
        }
    }
    if shared == local.len() && state.cursor() == state.moves().count() {
        // The server is ahead: its next move, animated, one a frame.
        if !animation.is_idle() {
            want.ask("online moves arriving");
            return;
        }
        if let Ok(mv) = state.current().read_move(&server[shared]) {
            requests.write(MoveRequested {
                mv,
                generation: state.generation,
            });
            if server.len() > shared + 1 {
                want.ask("online moves arriving");
            }
            return;
        }
    }
    let texts = server.clone();
    if replay(&mut state, &texts).is_none() {
        warn!("online: the server's moves do not replay here");
    }
    reset.write(BoardReset);
}

pub fn plugin<G: Game>(app: &mut App) {
    app.add_systems(
        Update,
        sync_match::<G>
            .in_set(Synced)
            .in_set(crate::app::match_state::MatchSet::Input),
    );
}
