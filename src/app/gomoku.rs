//! Gomoku in the app: its settings (variant, opening, move numbers, puzzle and solved
//! puzzles), its matches, the explanation of a refused forbidden point, and its registration.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::match_setup::MatchSetup;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::{BoardReset, CellClicked, MovePlayed};
use super::registry::GameApp;
use super::screen::{ActiveGame, Screen};
use super::settings::{GameSettings, save_soon};
use super::variants::VariantLibrary;
use crate::ai::ComputerPlayer;
use crate::level::gomoku::{GomokuPuzzle, GomokuVariant, KIND, PUZZLE_KIND};
use crate::rules::gomoku::notation::cell_name;
use crate::rules::gomoku::renju::Foul;
use crate::rules::gomoku::{Gomoku, Opening};
use crate::rules::{Game, Outcome};

use crate::games::gomoku::DEFAULT_VARIANT;
pub use crate::games::gomoku::ID;

pub mod marks;

/// Gomoku's choices, kept with the other settings.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct GomokuSettings {
    pub gomoku_variant: String,
    /// Open by swap2 instead of the variant's own opening.
    pub gomoku_swap2: bool,
    /// Number every stone in the order played.
    pub gomoku_move_numbers: bool,
    /// The puzzle being played (`vcf/vcf-01`); empty for a game.
    pub gomoku_puzzle: String,
    /// Puzzles solved, by id, space separated.
    pub gomoku_solved: String,
}

impl Default for GomokuSettings {
    fn default() -> Self {
        Self {
            gomoku_variant: DEFAULT_VARIANT.into(),
            gomoku_swap2: false,
            gomoku_move_numbers: false,
            gomoku_puzzle: String::new(),
            gomoku_solved: String::new(),
        }
    }
}

impl GomokuSettings {
    pub fn solved(&self, id: &str) -> bool {
        self.gomoku_solved.split_whitespace().any(|s| s == id)
    }
}

/// Every variant, smallest board first.
pub fn variants(library: &VariantLibrary) -> Vec<&GomokuVariant> {
    let mut all: Vec<&GomokuVariant> = library.all(KIND).collect();
    all.sort_by_key(|v| (v.size, v.name.clone()));
    all
}

pub fn variant<'a>(library: &'a VariantLibrary, name: &str) -> &'a GomokuVariant {
    library
        .get(KIND, name)
        .or_else(|| library.get(KIND, DEFAULT_VARIANT))
        .or_else(|| library.all(KIND).next())
        .expect("the gomoku variants ship with the game")
}

/// Every puzzle, by pack then name.
pub fn puzzles(library: &VariantLibrary) -> Vec<&GomokuPuzzle> {
    let mut all: Vec<&GomokuPuzzle> = library.all(PUZZLE_KIND).collect();
    all.sort_by(|a, b| (a.pack_name(), &a.name).cmp(&(b.pack_name(), &b.name)));
    all
}

/// The puzzle the settings name, if it exists.
pub fn puzzle<'a>(
    library: &'a VariantLibrary,
    settings: &GomokuSettings,
) -> Option<&'a GomokuPuzzle> {
    (!settings.gomoku_puzzle.is_empty())
        .then(|| library.get(PUZZLE_KIND, &settings.gomoku_puzzle))
        .flatten()
}

impl MatchSetup for Gomoku {
    fn plays(active: ActiveGame) -> bool {
        active.is(ID)
    }

    fn new_match(world: &mut World) -> Option<MatchState<Self>> {
        let library = world.resource::<VariantLibrary>();
        let own = world.resource::<GomokuSettings>();
        if let Some(puzzle) = puzzle(library, own) {
            // The player attacks; the strongest engine defends.
            let players = vec![
                PlayerKind::Human,
                PlayerKind::Computer(Gomoku::MAX_STRENGTH),
            ];
            return Some(MatchState::new(puzzle.game(), players));
        }
        let variant = variant(library, &own.gomoku_variant);
        let opening = if own.gomoku_swap2 {
            Opening::Swap2
        } else {
            variant.opening
        };
        let game = Gomoku::new(&variant.setup(opening));
        let players = world
            .resource::<GameSettings>()
            .players(2, Gomoku::MAX_STRENGTH);
        Some(MatchState::new(game, players))
    }
}

/// Why the last click was refused (a forbidden point), shown until the next move.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct GomokuNotice(pub Option<String>);

fn explain_forbidden_clicks(
    mut clicks: MessageReader<CellClicked>,
    mut played: MessageReader<MovePlayed>,
    mut resets: MessageReader<BoardReset>,
    state: Option<Res<MatchState<Gomoku>>>,
    mut notice: ResMut<GomokuNotice>,
) {
    if played.read().count() + resets.read().count() > 0 {
        notice.0 = None;
    }
    let Some(state) = state else {
        clicks.clear();
        return;
    };
    for click in clicks.read() {
        if state.player_to_move() != PlayerKind::Human {
            continue;
        }
        let game = state.current();
        if let Some(foul) = game.foul_at(click.cell) {
            let why = match foul {
                Foul::Overline => "gomoku-foul-overline",
                Foul::DoubleFour => "gomoku-foul-double-four",
                Foul::DoubleThree => "gomoku-foul-double-three",
            };
            notice.0 = Some(crate::i18n::tr_args(
                "gomoku-forbidden",
                &[
                    ("point", cell_name(game.size(), click.cell).into()),
                    ("why", crate::i18n::tr(why).into()),
                ],
            ));
        }
    }
}

/// A puzzle won by the player is marked solved.
fn mark_solved(
    state: Option<Res<MatchState<Gomoku>>>,
    mut settings: ResMut<GomokuSettings>,
    mut commands: Commands,
) {
    let Some(state) = state else { return };
    let id = settings.gomoku_puzzle.clone();
    if !id.is_empty() && state.current().outcome() == Some(Outcome::Win(0)) && !settings.solved(&id)
    {
        settings.gomoku_solved = format!("{} {id}", settings.gomoku_solved)
            .trim()
            .to_string();
        save_soon(&mut commands);
    }
}

fn core(app: &mut App) {
    super::settings_file::register::<GomokuSettings>(app);
    app.init_resource::<GomokuNotice>()
        .add_plugins(super::match_plugins::<Gomoku>)
        .add_systems(
            Update,
            (
                explain_forbidden_clicks.in_set(MatchSet::Input),
                mark_solved.after(MatchSet::Apply),
            ),
        );
}

fn view(app: &mut App) {
    app.add_plugins(super::view_plugins::<Gomoku>)
        .add_plugins(super::ui::two_player_hud::<Gomoku>)
        .add_plugins(marks::plugin);
    // A freestyle match against the computer as a new player has it (its Elo shows in the
    // match options).
    super::screenshot::scene(app, "gomoku", Screen::Match, |world| {
        let mut own = world.resource_mut::<GomokuSettings>();
        own.gomoku_variant = DEFAULT_VARIANT.into();
        own.gomoku_puzzle.clear();
    });
    super::screenshot::scene(app, "gomoku-renju", Screen::Match, |world| {
        scripted(world, "renju", "h8 f12 i8 m4 j10 d3 j9 l12");
    });
    super::screenshot::scene(app, "gomoku-won", Screen::Match, |world| {
        scripted(world, DEFAULT_VARIANT, "h8 h9 i8 i9 j8 j9 k8 k9 l8");
    });
    super::screenshot::scene(app, "gomoku-puzzles", Screen::Levels, |world| {
        let mut own = world.resource_mut::<GomokuSettings>();
        own.gomoku_puzzle = "vcf/vcf-03".into();
        own.gomoku_solved = "vcf/vcf-01 vcf/vcf-02".into();
    });
}

/// A scripted scene: two human seats, the variant, and the moves the warm-up plays.
fn scripted(world: &mut World, variant: &str, moves: &str) {
    let mut own = world.resource_mut::<GomokuSettings>();
    own.gomoku_variant = variant.into();
    own.gomoku_puzzle.clear();
    own.gomoku_swap2 = false;
    own.gomoku_move_numbers = true;
    let mut settings = world.resource_mut::<GameSettings>();
    for seat in 0..2 {
        settings.seat_mut(seat).computer = false;
    }
    world.insert_resource(marks::ScriptedMoves(
        moves.split_whitespace().rev().map(String::from).collect(),
    ));
}

pub const APP: GameApp = GameApp {
    core,
    view,
    entry: Screen::Match,
    inspect: super::registry::inspect::<Gomoku>,
};
