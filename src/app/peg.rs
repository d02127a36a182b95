//! Peg solitaire in the app: the chosen level as a match, the solver as the "computer" (hint
//! and solve), the live "can still be solved" badge, and the player's progress per level.

use bevy::prelude::*;

use super::ai_task::ComputerPlayer;
use super::match_setup::MatchSetup;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::MovePlayed;
use super::screen::ActiveGame;
use super::settings::{GameSettings, save_soon};
use super::variants::{VariantLibrary, level_id};
use crate::ai::peg::NextJump;
use crate::ai::{Cancel, Step, Thinking};
use crate::rules::peg::{Jump, PegGame, Status};

impl ComputerPlayer for PegGame {
    const HINT_STRENGTH: u8 = 1;

    fn think(&self, _strength: u8, cancel: Cancel, _seed: u64) -> Box<dyn Thinking<Jump>> {
        Box::new(NextJump::new(self, cancel))
    }
}

/// The level being played, by id (`pack/name`).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct PegLevelId(pub String);

/// Whether the position on the board can still be solved, found by the solver in small slices
/// each frame (so it never holds up a frame, in the browser either).
#[derive(Resource, Default)]
pub struct Badge {
    generation: Option<u64>,
    search: Option<NextJump>,
    pub solvable: Option<bool>,
}

/// The first level of the first pack, for a fresh player.
fn first_level(library: &VariantLibrary) -> Option<String> {
    library
        .peg_packs()
        .first()
        .and_then(|pack| pack.levels.first().map(|l| level_id(l)))
}

/// A match on the chosen level (or the first one, if it is gone).
pub fn new_peg_match(
    settings: &GameSettings,
    library: &VariantLibrary,
) -> Option<(PegLevelId, MatchState<PegGame>)> {
    let id = library
        .peg(&settings.peg_level)
        .map(|_| settings.peg_level.clone())
        .or_else(|| first_level(library))?;
    let level = library.peg(&id)?;
    Some((
        PegLevelId(id),
        MatchState::new(level.game.clone(), vec![PlayerKind::Human]),
    ))
}

/// Solved levels and their best move counts, kept in the settings as `id=moves;...`.
pub fn best_moves(settings: &GameSettings, id: &str) -> Option<u32> {
    settings.peg_progress.split(';').find_map(|entry| {
        let (name, moves) = entry.split_once('=')?;
        (name == id).then(|| moves.parse().ok()).flatten()
    })
}

/// Records a solve; true if it is the level's first or best.
pub fn record_solve(settings: &mut GameSettings, id: &str, moves: u32) -> bool {
    if best_moves(settings, id).is_some_and(|best| best <= moves) {
        return false;
    }
    let mut entries: Vec<String> = settings
        .peg_progress
        .split(';')
        .filter(|e| !e.is_empty() && e.split_once('=').is_none_or(|(name, _)| name != id))
        .map(String::from)
        .collect();
    entries.push(format!("{id}={moves}"));
    settings.peg_progress = entries.join(";");
    true
}

/// The level next to the current one in its pack (`step` -1 or +1).
pub fn neighbour_level(library: &VariantLibrary, id: &str, step: isize) -> Option<String> {
    library.peg_packs().into_iter().find_map(|pack| {
        let at = pack.levels.iter().position(|l| level_id(l) == id)?;
        let next = at.checked_add_signed(step)?;
        pack.levels.get(next).map(|l| level_id(l))
    })
}

/// "New game" opens the level in the settings (the level select and next/previous set it);
/// its id and a fresh badge come with it.
impl MatchSetup for PegGame {
    fn new_match(
        settings: &GameSettings,
        library: &VariantLibrary,
        active: ActiveGame,
        commands: &mut Commands,
    ) -> Option<MatchState<Self>> {
        if active != ActiveGame::PegSolitaire {
            return None;
        }
        let (id, state) = new_peg_match(settings, library)?;
        commands.insert_resource(id);
        commands.insert_resource(Badge::default());
        Some(state)
    }

    fn end_match(commands: &mut Commands) {
        commands.remove_resource::<PegLevelId>();
        commands.remove_resource::<Badge>();
    }
}

/// Keeps the best move count of every level solved by the player (a solve by the solver does
/// not count).
fn record_progress(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    state: Option<Res<MatchState<PegGame>>>,
    id: Option<Res<PegLevelId>>,
    mut settings: ResMut<GameSettings>,
    mut solved_by_solver: Local<bool>,
) {
    let (Some(state), Some(id)) = (state, id) else {
        played.clear();
        return;
    };
    // An attempt runs from the start position; using "solve" in it forfeits the record.
    if state.cursor() == 0 {
        *solved_by_solver = false;
    }
    if state.players[0] != PlayerKind::Human {
        *solved_by_solver = true;
    }
    if played.read().count() == 0 {
        return;
    }
    let game = state.current();
    if game.status() == Status::Solved
        && !*solved_by_solver
        && record_solve(&mut settings, &id.0, game.moves())
    {
        save_soon(&mut commands);
    }
}

/// Steps the badge's search a little each frame; a new position starts a new search.
fn update_badge(state: Option<Res<MatchState<PegGame>>>, badge: Option<ResMut<Badge>>) {
    let (Some(state), Some(mut badge)) = (state, badge) else {
        return;
    };
    if badge.generation != Some(state.generation) {
        badge.generation = Some(state.generation);
        let game = state.current();
        badge.solvable = match game.status() {
            Status::Solved => Some(true),
            Status::NoMoves | Status::LimitReached => Some(false),
            Status::Playing => None,
        };
        badge.search = badge
            .solvable
            .is_none()
            .then(|| NextJump::new(game, Cancel::default()));
    }
    if let Some(search) = badge.search.as_mut()
        && let Step::Done(answer) = search.step(std::time::Duration::from_millis(3))
    {
        badge.solvable = Some(answer.is_some());
        badge.search = None;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(super::match_setup::plugin::<PegGame>)
        .add_systems(
            Update,
            (
                (super::match_state::finish_solving::<PegGame>, update_badge)
                    .in_set(MatchSet::Think),
                record_progress.after(MatchSet::Apply),
            ),
        );
}
