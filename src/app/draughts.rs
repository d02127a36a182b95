//! Draughts and big-man checkers in the app: the engine as a computer player, matches from
//! the settings (a variant, or a problem position), and PDN import and export.

use std::sync::Arc;

use bevy::prelude::*;

use super::ai_task::ComputerPlayer;
use super::match_setup::MatchSetup;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::BoardReset;
use super::screen::ActiveGame;
use super::settings::GameSettings;
use super::variants::VariantLibrary;
use crate::ai::{self, Cancel, Thinking};
use crate::level::draughts::pdn_variant;
use crate::rules::draughts::pdn_game::{export, replay, start_of};
use crate::rules::draughts::{Draughts, DraughtsMove, Variant, pdn};

impl ComputerPlayer for Draughts {
    const HINT_STRENGTH: u8 = ai::draughts::EXPERT;

    fn think(&self, strength: u8, cancel: Cancel, seed: u64) -> Box<dyn Thinking<DraughtsMove>> {
        ai::draughts::start(self, strength, cancel, seed)
    }
}

/// The variant the active card plays: big-man checkers, or the chosen draughts variant.
pub fn variant_name(settings: &GameSettings, active: ActiveGame) -> &str {
    if active == ActiveGame::BigMan {
        "bigman"
    } else {
        &settings.draughts_variant
    }
}

impl MatchSetup for Draughts {
    fn new_match(
        settings: &GameSettings,
        library: &VariantLibrary,
        active: ActiveGame,
        _: &mut Commands,
    ) -> Option<MatchState<Self>> {
        if !matches!(active, ActiveGame::Draughts | ActiveGame::BigMan) {
            return None;
        }
        let variant = library
            .draughts(variant_name(settings, active))
            .variant
            .clone();
        let problem = library.problems().iter().find(|p| {
            p.level.title.en == settings.draughts_problem && p.variant.name == variant.name
        });
        let game = match problem {
            Some(p) => Draughts::from_position(p.variant.clone(), p.start),
            None => Draughts::new(variant),
        };
        Some(MatchState::new(game, settings.players()))
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
) -> Result<MatchState<Draughts>, String> {
    let games = pdn::parse(text)
        .map_err(|e| format!("line {}, column {}: {}", e.line, e.column, e.message))?;
    let game = games.first().ok_or("no game found in the text")?;
    // A variant the game names but the library lacks: play it as the current one.
    let variant = pdn_variant(game, library.draughts_all())
        .ok()
        .flatten()
        .map_or_else(|| current.clone(), |v| v.variant.clone());
    let (moves, _) = replay(&variant, game).map_err(|e| e.to_string())?;
    let start = start_of(&variant, game).map_err(|e| e.to_string())?;
    let mut state = MatchState::new(start, players);
    for mv in &moves {
        state.play(mv).ok_or("a replayed move was refused")?;
    }
    // Loaded to look at: the computer waits until the player resumes.
    state.paused = true;
    Ok(state)
}

fn apply_imports(
    mut imports: MessageReader<ImportPdn>,
    mut commands: Commands,
    library: Res<VariantLibrary>,
    mut settings: ResMut<GameSettings>,
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
        match import(text, &library, &variant, settings.players()) {
            Ok(state) => {
                let name = state.current().variant().name.clone();
                *active = if name == "bigman" {
                    ActiveGame::BigMan
                } else {
                    settings.draughts_variant = name;
                    ActiveGame::Draughts
                };
                status.0 = Some(Ok(format!("loaded {} moves", state.cursor())));
                commands.insert_resource(state);
                reset.write(BoardReset);
            }
            Err(reason) => status.0 = Some(Err(reason)),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ImportPdn>()
        .init_resource::<PdnStatus>()
        .add_systems(Update, apply_imports.in_set(MatchSet::Input));
}
