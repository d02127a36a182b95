//! Draughts and big-man checkers in the app: the engine as a computer player, matches from
//! the settings (a variant, or a problem position), and PDN import and export.

use std::sync::Arc;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::match_setup::MatchSetup;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::BoardReset;
use super::registry::GameApp;
use super::screen::{ActiveGame, Screen};
use super::settings::GameSettings;
use super::variants::VariantLibrary;
use crate::ai::ComputerPlayer;
use crate::games::draughts::DEFAULT_VARIANT;
pub use crate::games::draughts::{BIG_MAN_ID, BIG_MAN_VARIANT, ID};
use crate::level::draughts::{KIND, LoadedLevel, LoadedVariant, PROBLEM_KIND, pdn_variant};
use crate::rules::draughts::pdn_game::{ReplayError, export, replay, start_of};
use crate::rules::draughts::{Draughts, DraughtsMove, Variant, pdn};

/// Draughts' choices, kept with the other settings.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct DraughtsSettings {
    /// Variant name, e.g. `draughts-glass`.
    pub draughts_variant: String,
    /// A problem's title to start from, or empty for the usual start.
    pub draughts_problem: String,
}

impl Default for DraughtsSettings {
    fn default() -> Self {
        Self {
            draughts_variant: DEFAULT_VARIANT.into(),
            draughts_problem: String::new(),
        }
    }
}

/// The variant the active card plays: big-man checkers, or the chosen draughts variant.
pub fn variant_name(settings: &DraughtsSettings, active: ActiveGame) -> &str {
    if active.is(BIG_MAN_ID) {
        BIG_MAN_VARIANT
    } else {
        &settings.draughts_variant
    }
}

/// Every draughts variant in the library (big-man checkers included), by name.
pub fn variants(library: &VariantLibrary) -> Vec<&LoadedVariant> {
    let mut all: Vec<&LoadedVariant> = library.all(KIND).collect();
    all.sort_by(|a, b| a.file.name.cmp(&b.file.name));
    all
}

/// The variant with this name, or glass checkers if it is gone.
pub fn variant<'a>(library: &'a VariantLibrary, name: &str) -> &'a LoadedVariant {
    library
        .get(KIND, name)
        .or_else(|| library.get(KIND, DEFAULT_VARIANT))
        .or_else(|| library.all(KIND).next())
        .expect("the draughts variants ship with the game")
}

/// Problem positions (shipped and loaded from `levels/draughts/problems/`).
pub fn problems(library: &VariantLibrary) -> impl Iterator<Item = &LoadedLevel> {
    library.all(PROBLEM_KIND)
}

impl MatchSetup for Draughts {
    fn plays(active: ActiveGame) -> bool {
        active.is(ID) || active.is(BIG_MAN_ID)
    }

    fn new_match(world: &mut World) -> Option<MatchState<Self>> {
        let active = *world.resource::<ActiveGame>();
        let settings = world.resource::<DraughtsSettings>();
        let library = world.resource::<VariantLibrary>();
        let variant = variant(library, variant_name(settings, active))
            .variant
            .clone();
        let problem = problems(library).find(|p| {
            p.level.title.en == settings.draughts_problem && p.variant.name == variant.name
        });
        let game = match problem {
            Some(p) => Draughts::from_position(p.variant.clone(), p.start),
            None => Draughts::new(variant),
        };
        let players = world
            .resource::<GameSettings>()
            .players(2, Draughts::MAX_STRENGTH);
        Some(MatchState::new(game, players))
    }
}

/// The player pasted a PDN game to load.
#[derive(Message, Clone, Debug)]
pub struct ImportPdn(pub String);

/// What the last import said (shown under the PDN box).
#[derive(Resource, Default, Debug)]
pub struct PdnStatus(pub Option<Result<String, String>>);

fn side_label(kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Human => "Human".into(),
        PlayerKind::Computer(n) => format!("Leapfrog (strength {n})"),
        PlayerKind::Remote => "Online".into(),
    }
}

/// The game on the board (up to the move shown) as PDN.
pub fn pdn_text(state: &MatchState<Draughts>) -> String {
    let moves: Vec<DraughtsMove> = state.moves().take(state.cursor()).cloned().collect();
    let tags = [
        ("Event", "Leapfrog game".to_string()),
        ("Site", "Leapfrog".to_string()),
        ("Date", "????.??.??".to_string()),
        ("Round", "-".to_string()),
        ("White", side_label(state.players[0])),
        ("Black", side_label(state.players[1])),
    ];
    export(&tags, state.position_before(0), &moves)
}

/// The first game of a PDN text as a match: its variant from GameType (or a `Variant` tag),
/// else the variant being played.
pub fn import(
    text: &str,
    library: &VariantLibrary,
    current: &Arc<Variant>,
    players: Vec<PlayerKind>,
) -> Result<(MatchState<Draughts>, String), String> {
    let games = pdn::parse(text).map_err(|e| {
        crate::i18n::tr_args(
            "pdn-error-at",
            &[
                ("line", e.line.into()),
                ("column", e.column.into()),
                ("message", crate::i18n::error_text(&e.message).into()),
            ],
        )
    })?;
    let game = games
        .first()
        .ok_or_else(|| crate::i18n::tr("pdn-no-game"))?;
    // A variant the game names but the library lacks: play it as the current one.
    let known: Vec<LoadedVariant> = variants(library).into_iter().cloned().collect();
    let variant = pdn_variant(game, &known)
        .ok()
        .flatten()
        .map_or_else(|| current.clone(), |v| v.variant.clone());
    let translated = |e: ReplayError| crate::i18n::error_text(&e.to_string());
    let replayed = replay(&variant, game).map_err(translated)?;
    let start = start_of(&variant, game).map_err(translated)?;
    let mut state = MatchState::new(start, players);
    // The board stops where the rules end the game; a record may go on after a draw.
    let shown = replayed.draw_at.unwrap_or(replayed.moves.len());
    for mv in &replayed.moves[..shown] {
        state
            .play(mv)
            .ok_or_else(|| crate::i18n::tr("pdn-move-refused"))?;
    }
    // Loaded to look at: the computer waits until the player resumes.
    state.paused = true;
    let report = match replayed.draw_at {
        Some(k) if k < replayed.moves.len() => crate::i18n::tr_args(
            "pdn-loaded-draw",
            &[
                ("moves", k.into()),
                ("recorded", replayed.moves.len().into()),
            ],
        ),
        _ => crate::i18n::tr_args("pdn-loaded", &[("moves", shown.into())]),
    };
    Ok((state, report))
}

fn apply_imports(
    mut imports: MessageReader<ImportPdn>,
    mut commands: Commands,
    library: Res<VariantLibrary>,
    mut settings: ResMut<DraughtsSettings>,
    seats: Res<GameSettings>,
    mut active: ResMut<ActiveGame>,
    mut status: ResMut<PdnStatus>,
    current: Option<Res<MatchState<Draughts>>>,
    mut reset: MessageWriter<BoardReset>,
) {
    for ImportPdn(text) in imports.read() {
        let Some(current) = current.as_ref() else {
            continue;
        };
        let variant = current.current().variant().clone();
        let players = seats.players(2, Draughts::MAX_STRENGTH);
        match import(text, &library, &variant, players) {
            Ok((state, report)) => {
                let name = state.current().variant().name.clone();
                *active = if name == BIG_MAN_VARIANT {
                    ActiveGame(BIG_MAN_ID)
                } else {
                    settings.draughts_variant = name;
                    ActiveGame(ID)
                };
                status.0 = Some(Ok(report));
                commands.insert_resource(state);
                reset.write(BoardReset);
            }
            Err(reason) => status.0 = Some(Err(reason)),
        }
    }
}

fn core(app: &mut App) {
    if !super::first_time::<DraughtsSettings>(app) {
        return;
    }
    super::settings_file::register::<DraughtsSettings>(app);
    app.add_plugins(super::match_plugins::<Draughts>)
        .add_message::<ImportPdn>()
        .init_resource::<PdnStatus>()
        .init_resource::<OpenPdnSection>()
        .add_systems(Update, apply_imports.in_set(MatchSet::Input));
}

/// The draughts HUD (with its PDN section) serves both cards; the scene picks the card.
/// Marks the view both cards share.
struct SharedView;

fn view(app: &mut App) {
    if super::first_time::<SharedView>(app) {
        app.add_plugins(super::view_plugins::<Draughts>)
            .add_plugins(super::ui::two_player_hud::<Draughts>);
        super::screenshot::warm_up_two_player::<Draughts>(app);
    }
}

fn draughts_view(app: &mut App) {
    view(app);
    // `LEAPFROG_DRAUGHTS_VARIANT` picks the variant of the scripted screenshot.
    super::screenshot::scene(app, "draughts", Screen::Match, |world| {
        world.resource_mut::<DraughtsSettings>().draughts_variant =
            std::env::var("LEAPFROG_DRAUGHTS_VARIANT").unwrap_or_else(|_| DEFAULT_VARIANT.into());
    });
    super::screenshot::scene(app, "draughts-pdn", Screen::Match, |world| {
        world.resource_mut::<OpenPdnSection>().0 = true;
    });
}

/// Asks the panel to open its PDN section once (the `draughts-pdn` screenshot).
#[derive(Resource, Default)]
pub struct OpenPdnSection(pub bool);

fn big_man_view(app: &mut App) {
    view(app);
    super::screenshot::scene(app, "bigman", Screen::Match, |_| {});
}

pub const DRAUGHTS_APP: GameApp = GameApp {
    core,
    view: draughts_view,
    entry: Screen::Match,
    inspect: super::registry::inspect::<Draughts>,
};

pub const BIG_MAN_APP: GameApp = GameApp {
    core,
    view: big_man_view,
    entry: Screen::Match,
    inspect: super::registry::inspect::<Draughts>,
};
