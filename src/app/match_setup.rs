//! Starting matches: on entering the match screen for the active game, and on "New game".
//! Each game says which registry ids it plays, how its match is made from the world (its own
//! settings, the library), and which resources of its own come and go with the match.

use bevy::prelude::*;

use super::match_state::{MatchSet, MatchState};
use super::messages::{BoardReset, MatchCommand};
use super::screen::{ActiveGame, Screen};
use crate::rules::Game;

pub trait MatchSetup: Game {
    /// Whether this rules type plays the game with this registry id.
    fn plays(active: ActiveGame) -> bool;

    /// A fresh match for the active game; the game may put in (or clear) resources that
    /// belong with the new match.
    fn new_match(world: &mut World) -> Option<MatchState<Self>>;

    /// Takes away the game's own resources when the match screen closes.
    fn end_match(_world: &mut World) {}
}

fn start<G: MatchSetup>(world: &mut World) {
    if !G::plays(*world.resource::<ActiveGame>()) {
        return;
    }
    // An online game: the server's, at its current move.
    let online = world
        .get_resource::<super::online::Online>()
        .and_then(|online| {
            let session = online.session.as_ref()?;
            super::online::sync::online_match::<G>(session.mirror.as_ref()?, session.seat)
        });
    if let Some(state) = online {
        world.insert_resource(state);
        world.write_message(BoardReset);
        return;
    }
    if let Some(mut state) = G::new_match(world) {
        let active = *world.resource::<ActiveGame>();
        if let Some(request) = world.remove_resource::<super::autosave::ResumeRequest>()
            && request.0.game == active.0
            && let Err(why) = super::autosave::resume(&mut state, &request.0)
        {
            let notice = crate::level::LevelError {
                file: format!("{}.ron", active.0),
                line: 1,
                col: 1,
                message: crate::i18n::tr_args(
                    "autosave-not-resumed",
                    &[("why", crate::i18n::error_text(&why).into())],
                ),
            };
            warn!("{notice}");
            world
                .get_resource_or_insert_with(super::variants::DataErrors::default)
                .0
                .push(notice);
        }
        world.insert_resource(state);
        world.write_message(BoardReset);
    }
}

fn start_new_matches<G: MatchSetup>(
    mut commands: Commands,
    mut orders: MessageReader<MatchCommand>,
    current: Option<Res<MatchState<G>>>,
) {
    if orders.read().any(|c| *c == MatchCommand::NewMatch) && current.is_some() {
        commands.queue(start::<G>);
    }
}

fn on_exit_match<G: MatchSetup>(world: &mut World) {
    world.remove_resource::<MatchState<G>>();
    G::end_match(world);
}

pub fn plugin<G: MatchSetup>(app: &mut App) {
    app.add_systems(OnEnter(Screen::Match), start::<G>)
        .add_systems(OnExit(Screen::Match), on_exit_match::<G>)
        .add_systems(Update, start_new_matches::<G>.in_set(MatchSet::Input));
}
