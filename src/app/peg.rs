//! Peg solitaire in the app: the chosen level as a match, the solver as the "computer" (hint
//! and solve), the live "can still be solved" badge, and the player's progress per level.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::match_setup::MatchSetup;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::{MovePlayed, MoveRequested};
use super::registry::GameApp;
use super::screen::{ActiveGame, Screen};
use super::settings::save_soon;
use super::variants::VariantLibrary;
use crate::ai::peg::NextJump;
use crate::ai::{Cancel, Step, Thinking};
use crate::level::peg::{KIND, PACK_KIND, PegPack, PegPuzzle};
use crate::rules::peg::{Jump, PegGame, Status};

use crate::games::peg::DEFAULT_LEVEL;
pub use crate::games::peg::ID;

/// The level being played and the player's progress, kept with the other settings.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct PegSettings {
    /// The level being played, `pack/name`.
    pub peg_level: String,
    /// Solved levels with the fewest moves the player needed: `pack/name=moves;...`.
    pub peg_progress: String,
}

/// `pack/name`: how settings and progress name a peg level.
pub fn level_id(level: &PegPuzzle) -> String {
    level.id()
}

/// A pack as the level select shows it.
pub struct PackView<'a> {
    pub name: &'a str,
    pub title: String,
    pub levels: Vec<&'a PegPuzzle>,
}

/// Peg solitaire's view of the library.
pub trait PegLibrary {
    /// Packs in name order, each with its levels in the pack's order (levels it does not
    /// list follow by file name).
    fn peg_packs(&self) -> Vec<PackView<'_>>;
    /// A level by its id, `pack/name`.
    fn peg(&self, id: &str) -> Option<&PegPuzzle>;
    /// Adds or replaces a level (the editor's saves, the user's folder).
    fn put_peg(&mut self, level: PegPuzzle);
}

impl PegLibrary for VariantLibrary {
    fn peg_packs(&self) -> Vec<PackView<'_>> {
        let pegs: Vec<&PegPuzzle> = self.all(KIND).collect();
        let mut names: Vec<&str> = pegs.iter().map(|p| p.pack.as_str()).collect();
        names.sort();
        names.dedup();
        names
            .into_iter()
            .map(|name| {
                let pack: Option<&PegPack> = self.get(PACK_KIND, name);
                let mut levels: Vec<&PegPuzzle> =
                    pegs.iter().copied().filter(|p| p.pack == name).collect();
                let rank = |p: &PegPuzzle| {
                    pack.and_then(|pack| pack.order.iter().position(|n| *n == p.name))
                        .unwrap_or(usize::MAX)
                };
                levels.sort_by(|a, b| (rank(a), &a.name).cmp(&(rank(b), &b.name)));
                PackView {
                    name,
                    title: pack.map_or_else(|| name.to_string(), |p| p.title.text().to_string()),
                    levels,
                }
            })
            .collect()
    }

    fn peg(&self, id: &str) -> Option<&PegPuzzle> {
        self.get(KIND, id)
    }

    fn put_peg(&mut self, level: PegPuzzle) {
        let key = level_id(&level);
        self.put(crate::level::DataFile::new(KIND, key, level));
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
    settings: &PegSettings,
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
pub fn best_moves(settings: &PegSettings, id: &str) -> Option<u32> {
    super::settings::best_in(&settings.peg_progress, id)
}

/// Records a solve; true if it is the level's first or best.
pub fn record_solve(settings: &mut PegSettings, id: &str, moves: u32) -> bool {
    super::settings::record_best(&mut settings.peg_progress, id, moves)
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
    fn plays(active: ActiveGame) -> bool {
        active.is(ID)
    }

    fn new_match(world: &mut World) -> Option<MatchState<Self>> {
        let (id, state) = new_peg_match(
            world.resource::<PegSettings>(),
            world.resource::<VariantLibrary>(),
        )?;
        world.insert_resource(id);
        world.insert_resource(Badge::default());
        Some(state)
    }

    fn end_match(world: &mut World) {
        world.remove_resource::<PegLevelId>();
        world.remove_resource::<Badge>();
    }
}

/// Keeps the best move count of every level solved by the player (a solve by the solver does
/// not count).
fn record_progress(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    state: Option<Res<MatchState<PegGame>>>,
    id: Option<Res<PegLevelId>>,
    mut settings: ResMut<PegSettings>,
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

/// Plays the first three jumps of a level's solution (scripted screenshots).
fn warm_up_peg(
    state: Option<Res<MatchState<PegGame>>>,
    mut requests: MessageWriter<MoveRequested<Jump>>,
    mut solution: Local<Option<Vec<Jump>>>,
) {
    let Some(state) = state else { return };
    if state.cursor() >= 3 || state.can_redo() {
        return;
    }
    let solution = solution
        .get_or_insert_with(|| crate::ai::peg::check_level(state.current()).unwrap_or_default());
    if let Some(&jump) = solution.get(state.cursor()) {
        requests.write(MoveRequested {
            mv: jump,
            generation: state.generation,
        });
    }
}

/// `LEAPFROG_PEG_LEVEL` (`pack/name`) picks the level of a scripted screenshot.
fn scripted_level(world: &mut World) {
    world.resource_mut::<PegSettings>().peg_level =
        std::env::var("LEAPFROG_PEG_LEVEL").unwrap_or_else(|_| DEFAULT_LEVEL.into());
}

fn view(app: &mut App) {
    use super::ui::{peg_editor, peg_hud, peg_levels};
    app.add_plugins(super::view_plugins::<PegGame>).add_systems(
        bevy_egui::EguiPrimaryContextPass,
        (
            peg_hud::peg_hud.run_if(in_state(Screen::Match)),
            peg_levels::level_select
                .run_if(in_state(Screen::Levels).and_then(|active: Res<ActiveGame>| active.is(ID))),
            peg_editor::editor.run_if(in_state(Screen::Editor)),
        ),
    );
    super::screenshot::scene(app, "peg", Screen::Match, scripted_level);
    super::screenshot::scene(app, "peg-levels", Screen::Levels, scripted_level);
    // The editor's check runs in the background; its verdict shows by the shot.
    super::screenshot::scene(app, "peg-editor", Screen::Editor, |world| {
        world.resource_mut::<super::peg_editor::Editor>().check();
    });
    super::screenshot::warm_up(app, warm_up_peg);
}

pub const APP: GameApp = GameApp {
    core,
    view,
    entry: Screen::Levels,
    inspect: super::registry::inspect::<PegGame>,
};

fn core(app: &mut App) {
    super::settings_file::register::<PegSettings>(app);
    app.add_plugins(super::match_plugins::<PegGame>)
        .add_plugins(super::peg_editor::plugin)
        .add_systems(
            Update,
            (
                (super::match_state::finish_solving::<PegGame>, update_badge)
                    .in_set(MatchSet::Think),
                record_progress.after(MatchSet::Apply),
            ),
        );
}
