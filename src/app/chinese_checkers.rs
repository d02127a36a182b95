//! Chinese checkers in the app: its settings (variant, solo level, fewest moves per solo
//! level), its matches for 2 to 6 seats or one solo seat, the tinted triangles, the solo
//! panel (move counter, par, best, "solve from here") and its registration.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::match_setup::MatchSetup;
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::registry::GameApp;
use super::screen::{ActiveGame, Screen};
use super::settings::{GameSettings, save_soon};
use super::ui::star_levels;
use super::variants::VariantLibrary;
use crate::ai::ComputerPlayer;
use crate::level::chinese_checkers::{
    ChineseCheckersSolo, ChineseCheckersVariant, KIND, SOLO_KIND,
};
use crate::rules::chinese_checkers::ChineseCheckers;
use crate::rules::{Game, Outcome};

use crate::games::chinese_checkers::DEFAULT_VARIANT;
pub use crate::games::chinese_checkers::ID;

pub mod solo_panel;

/// Chinese checkers' choices, kept with the other settings.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct StarSettings {
    pub star_variant: String,
    /// The solo level being played (`solo/crossing`); empty for a game.
    pub star_solo: String,
    /// Solved solo levels with the fewest moves the player needed: `id=moves;...`.
    pub star_best: String,
}

impl Default for StarSettings {
    fn default() -> Self {
        Self {
            star_variant: DEFAULT_VARIANT.into(),
            star_solo: String::new(),
            star_best: String::new(),
        }
    }
}

impl StarSettings {
    pub fn best(&self, id: &str) -> Option<u32> {
        super::settings::best_in(&self.star_best, id)
    }

    /// Records a solve; true if it is the level's first or best.
    pub fn record(&mut self, id: &str, moves: u32) -> bool {
        super::settings::record_best(&mut self.star_best, id, moves)
    }
}

/// Every variant, fewest seats first.
pub fn variants(library: &VariantLibrary) -> Vec<&ChineseCheckersVariant> {
    let mut all: Vec<&ChineseCheckersVariant> = library.all(KIND).collect();
    all.sort_by_key(|v| (v.seats.len(), v.name.clone()));
    all
}

pub fn variant<'a>(library: &'a VariantLibrary, name: &str) -> &'a ChineseCheckersVariant {
    library
        .get(KIND, name)
        .or_else(|| library.get(KIND, DEFAULT_VARIANT))
        .or_else(|| library.all(KIND).next())
        .expect("the chinese checkers variants ship with the game")
}

/// Every solo level, shortest par first.
pub fn solos(library: &VariantLibrary) -> Vec<&ChineseCheckersSolo> {
    let mut all: Vec<&ChineseCheckersSolo> = library.all(SOLO_KIND).collect();
    all.sort_by_key(|s| (s.par, s.name.clone()));
    all
}

/// The solo level the settings name, if it exists.
pub fn solo<'a>(
    library: &'a VariantLibrary,
    settings: &StarSettings,
) -> Option<&'a ChineseCheckersSolo> {
    (!settings.star_solo.is_empty())
        .then(|| library.get(SOLO_KIND, &settings.star_solo))
        .flatten()
}

impl MatchSetup for ChineseCheckers {
    fn plays(active: ActiveGame) -> bool {
        active.is(ID)
    }

    fn new_match(world: &mut World) -> Option<MatchState<Self>> {
        let library = world.resource::<VariantLibrary>();
        let own = world.resource::<StarSettings>();
        if let Some(level) = solo(library, own) {
            return Some(MatchState::new(level.game(), vec![PlayerKind::Human]));
        }
        let game = variant(library, &own.star_variant).game();
        let players = world
            .resource::<GameSettings>()
            .players(game.sides(), ChineseCheckers::MAX_STRENGTH);
        Some(MatchState::new(game, players))
    }
}

/// A solo level finished by the player is recorded with its move count.
fn record_solves(
    state: Option<Res<MatchState<ChineseCheckers>>>,
    mut settings: ResMut<StarSettings>,
    mut commands: Commands,
) {
    let Some(state) = state else { return };
    let id = settings.star_solo.clone();
    let game = state.current();
    if id.is_empty() || !game.is_solo() || game.outcome() != Some(Outcome::Win(0)) {
        return;
    }
    if settings.record(&id, game.moves_played()) {
        save_soon(&mut commands);
    }
}

fn core(app: &mut App) {
    super::settings_file::register::<StarSettings>(app);
    app.add_plugins(super::match_plugins::<ChineseCheckers>)
        .add_systems(
            Update,
            (
                record_solves.after(MatchSet::Apply),
                super::match_state::finish_solving::<ChineseCheckers>.in_set(MatchSet::Think),
            ),
        );
}

fn view(app: &mut App) {
    app.add_plugins(super::view_plugins::<ChineseCheckers>)
        .add_plugins(super::ui::two_player_hud::<ChineseCheckers>)
        .add_plugins(solo_panel::plugin)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            star_levels::solo_select
                .run_if(in_state(Screen::Levels).and_then(star_levels::star_active)),
        );
    super::screenshot::scene(app, "chinese-checkers-levels", Screen::Levels, |world| {
        let mut own = world.resource_mut::<StarSettings>();
        own.star_solo = "solo/across-2".into();
        own.record("solo/across-2", 30);
    });
    super::screenshot::scene(app, "chinese-checkers-six", Screen::Match, |world| {
        scripted(world, "chinese-checkers-6", 6, 30);
    });
    super::screenshot::scene(app, "chinese-checkers-chain", Screen::Match, |world| {
        // The source player's 22nd move from this seed is a five-hop chain.
        scripted(world, "chinese-checkers-2", 2, 22);
    });
}

/// A scripted scene: human seats on a variant, with `random` seeded source-player moves.
fn scripted(world: &mut World, variant: &str, seats: usize, random: u64) {
    let mut own = world.resource_mut::<StarSettings>();
    own.star_variant = variant.into();
    own.star_solo.clear();
    let mut settings = world.resource_mut::<GameSettings>();
    for seat in 0..seats {
        settings.seat_mut(seat).computer = false;
    }
    world.insert_resource(solo_panel::ScriptedRandom(random));
}

pub const APP: GameApp = GameApp {
    core,
    view,
    entry: Screen::Match,
    inspect: super::registry::inspect::<ChineseCheckers>,
};
