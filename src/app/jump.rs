//! Jumping games from files in the app: the chosen file (kept with the settings), its matches
//! for its 1 to 6 seats, the game select its menu card opens, its rules page and its
//! registration. The board, the moves and the computer come from the compiled file alone.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::match_setup::MatchSetup;
use super::match_state::{MatchState, PlayerKind};
use super::registry::GameApp;
use super::screen::{ActiveGame, Screen};
use super::settings::GameSettings;
use super::variants::VariantLibrary;
use crate::ai::ComputerPlayer;
use crate::level::jump::{KIND, LoadedJumpGame};
use crate::rules::Game;
use crate::rules::jump::JumpState;
use crate::rules::jump::spec::{Group, Words};

pub use crate::games::jump::ID;

/// The game a new match opens when the settings name none that exists.
pub const DEFAULT_GAME: &str = "konane-8";

/// The chosen file, kept with the other settings.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct JumpSettings {
    /// The game's name (its file's `name`).
    pub jump_game: String,
}

impl Default for JumpSettings {
    fn default() -> Self {
        Self {
            jump_game: DEFAULT_GAME.into(),
        }
    }
}

/// Text of a file in the player's language.
pub fn words(words: &Words) -> &str {
    crate::i18n::pick(&words.en, words.zh.as_deref())
}

/// The groups in the order the select shows them, with their heading's message.
pub const GROUPS: [(Group, &str); 4] = [
    (Group::Draughts, "jump-group-draughts"),
    (Group::Capture, "jump-group-capture"),
    (Group::Race, "jump-group-race"),
    (Group::Puzzle, "jump-group-puzzle"),
];

/// Every game in the library, by group and then title.
pub fn games(library: &VariantLibrary) -> Vec<&LoadedJumpGame> {
    let mut all: Vec<&LoadedJumpGame> = library.all(KIND).collect();
    let rank = |g: Group| GROUPS.iter().position(|(group, _)| *group == g);
    all.sort_by_key(|g| {
        let spec = &g.rules.spec;
        (
            rank(spec.group),
            crate::games::natural_order([spec.name.clone()]),
        )
    });
    all
}

/// The game with this name, or the default, or any.
pub fn game<'a>(library: &'a VariantLibrary, name: &str) -> &'a LoadedJumpGame {
    library
        .get(KIND, name)
        .or_else(|| library.get(KIND, DEFAULT_GAME))
        .or_else(|| library.all(KIND).next())
        .expect("the jumping games ship with the game")
}

impl MatchSetup for JumpState {
    fn plays(active: ActiveGame) -> bool {
        active.is(ID)
    }

    fn new_match(world: &mut World) -> Option<MatchState<Self>> {
        let library = world.resource::<VariantLibrary>();
        let name = &world.resource::<JumpSettings>().jump_game;
        let game = JumpState::new(game(library, name).rules.clone());
        // A one-player file is a puzzle: the player plays, the computer only hints.
        let players = if game.sides() == 1 {
            vec![PlayerKind::Human]
        } else {
            world
                .resource::<GameSettings>()
                .players(game.sides(), JumpState::MAX_STRENGTH)
        };
        Some(MatchState::new(game, players))
    }
}

/// A click on a puzzle's "solve from here" (or "stop"), applied to the match by [`toggle_solver`].
#[derive(Resource, Default)]
pub struct SolveToggle(pub bool);

/// Hands the puzzle's seat to the solver, or back to the player.
fn toggle_solver(mut toggle: ResMut<SolveToggle>, state: Option<ResMut<MatchState<JumpState>>>) {
    if !std::mem::take(&mut toggle.0) {
        return;
    }
    let Some(mut state) = state else { return };
    if state.current().sides() == 1 {
        state.players[0] = match state.players[0] {
            PlayerKind::Human => PlayerKind::Computer(JumpState::MAX_STRENGTH),
            PlayerKind::Computer(_) | PlayerKind::Remote => PlayerKind::Human,
        };
        state.paused = false;
    }
}

/// Trained weights in the library (shipped, the player's own, opened in the browser) become
/// the ones their game's computer plays with.
fn install_weights(library: Res<VariantLibrary>) {
    if !library.is_changed() {
        return;
    }
    use crate::ai::jump::weights::{JumpWeights, KIND as WEIGHTS, install};
    for weights in library.all::<JumpWeights>(WEIGHTS) {
        if let Err(problem) = install(weights) {
            warn!("weights of {}: {problem}", weights.game);
        }
    }
}

fn core(app: &mut App) {
    super::settings_file::register::<JumpSettings>(app);
    app.init_resource::<SolveToggle>()
        .add_systems(Update, install_weights)
        .add_plugins(super::match_plugins::<JumpState>)
        .add_systems(
            Update,
            (
                toggle_solver.in_set(super::match_state::MatchSet::Input),
                super::match_state::finish_solving::<JumpState>
                    .in_set(super::match_state::MatchSet::Think),
            ),
        );
}

fn view(app: &mut App) {
    app.add_plugins(super::view_plugins::<JumpState>)
        .add_plugins(super::ui::two_player_hud::<JumpState>)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            super::ui::jump_select::game_select
                .run_if(in_state(Screen::Levels).and_then(|active: Res<ActiveGame>| active.is(ID))),
        );
    app.add_systems(
        Update,
        publish_rules.run_if(resource_exists::<MatchState<JumpState>>),
    );
    super::screenshot::scene(app, "jump-select", Screen::Levels, |_| {});
    // `LEAPFROG_JUMP_GAME` picks the game of the scripted draughts screenshot.
    super::screenshot::scene(app, "jump-draughts", Screen::Match, |world| {
        let game = std::env::var("LEAPFROG_JUMP_GAME");
        scripted(world, game.as_deref().unwrap_or("turkish-draughts"), 14);
    });
    super::screenshot::scene(app, "jump-race", Screen::Match, |world| {
        scripted(world, "halma-4", 40);
    });
    super::screenshot::scene(app, "jump-graph", Screen::Match, |world| {
        scripted(world, "alquerque", 7);
    });
    super::screenshot::scene(app, "jump-rules", Screen::Match, |world| {
        scripted(world, "konane-6", 0);
        world.insert_resource(super::ui::rules_page::OpenOnStart);
    });
    super::screenshot::warm_up(app, play_scripted);
}

/// Puts the open file's rules on the rules page, once per file (a reload makes new rules).
fn publish_rules(
    state: Res<MatchState<JumpState>>,
    mut own: ResMut<super::ui::rules_page::OwnRules>,
    mut shown: Local<usize>,
) {
    let rules = &state.position_before(0).rules;
    let address = std::sync::Arc::as_ptr(rules) as usize;
    if *shown == address {
        return;
    }
    *shown = address;
    let both = |w: &Words| (w.en.clone(), w.zh.clone());
    let start = JumpState::new(rules.clone());
    own.0 = Some(super::ui::rules_page::OwnPage {
        game: ID,
        title: both(&rules.spec.title),
        text: both(&rules.spec.rules_text),
        diagram: super::ui::rules_page::Diagram::of_game(&start),
    });
}

/// The moves a scripted scene still plays before its picture (seeded, so every run agrees).
#[derive(Resource)]
pub struct ScriptedMoves(pub u32);

/// A scene's match: every seat a person's, on `game`, `moves` plies in.
fn scripted(world: &mut World, game: &str, moves: u32) {
    world.resource_mut::<JumpSettings>().jump_game = game.into();
    let mut settings = world.resource_mut::<GameSettings>();
    for seat in 0..6 {
        settings.seat_mut(seat).computer = false;
    }
    world.insert_resource(ScriptedMoves(moves));
}

/// Plays a scene's moves, one per finished animation: the strength-1 player's choice.
fn play_scripted(
    moves: Option<ResMut<ScriptedMoves>>,
    state: Option<Res<MatchState<JumpState>>>,
    queue: Res<super::animation::AnimationQueue>,
    mut requests: MessageWriter<super::messages::MoveRequested<crate::rules::jump::Move>>,
    mut asked: Local<Option<u64>>,
) {
    let (Some(mut moves), Some(state)) = (moves, state) else {
        return;
    };
    if moves.0 == 0 || !queue.is_idle() || *asked == Some(state.generation) {
        return;
    }
    if let Some(mv) = crate::ai::choose(state.current(), 1, u64::from(moves.0)) {
        moves.0 -= 1;
        *asked = Some(state.generation);
        requests.write(super::messages::MoveRequested {
            mv,
            generation: state.generation,
        });
    }
}

pub const APP: GameApp = GameApp {
    core,
    view,
    entry: Screen::Levels,
    inspect: super::registry::inspect::<JumpState>,
};
