//! Reversi in the app: its settings, its variants in the library, new matches, and its
//! registration (plugins, HUD, screenshot scene).

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::match_setup::MatchSetup;
use super::match_state::MatchState;
use super::registry::GameApp;
use super::screen::{ActiveGame, Screen};
use super::settings::GameSettings;
use super::variants::VariantLibrary;
use crate::ai::ComputerPlayer;
use crate::ai::reversi::pattern_eval;
use crate::ai::reversi::weights::WeightsError;
use crate::level::reversi::{KIND, ReversiVariant};
use crate::rules::reversi::Reversi;

use crate::games::reversi::DEFAULT_VARIANT;
pub use crate::games::reversi::ID;

/// Reversi's choices, kept with the other settings.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct ReversiSettings {
    /// Variant name, e.g. `reversi-8`.
    pub reversi_variant: String,
}

impl Default for ReversiSettings {
    fn default() -> Self {
        Self {
            reversi_variant: DEFAULT_VARIANT.into(),
        }
    }
}

/// Every reversi variant, smallest board first.
pub fn variants(library: &VariantLibrary) -> Vec<&ReversiVariant> {
    let mut all: Vec<&ReversiVariant> = library.all(KIND).collect();
    all.sort_by_key(|v| (v.size(), v.name.clone()));
    all
}

/// The variant with this name, or the default one if it is gone.
pub fn variant<'a>(library: &'a VariantLibrary, name: &str) -> &'a ReversiVariant {
    library
        .get(KIND, name)
        .or_else(|| library.get(KIND, DEFAULT_VARIANT))
        .or_else(|| library.all(KIND).next())
        .expect("the reversi variants ship with the game")
}

/// A fresh match of the chosen variant with the chosen players.
pub fn new_match(world: &World) -> MatchState<Reversi> {
    let library = world.resource::<VariantLibrary>();
    let name = &world.resource::<ReversiSettings>().reversi_variant;
    let game = Reversi::new(&variant(library, name).setup());
    let players = world
        .resource::<GameSettings>()
        .players(2, Reversi::MAX_STRENGTH);
    MatchState::new(game, players)
}

impl MatchSetup for Reversi {
    fn plays(active: ActiveGame) -> bool {
        active.is(ID)
    }

    fn new_match(world: &mut World) -> Option<MatchState<Self>> {
        Some(new_match(world))
    }
}

fn core(app: &mut App) {
    super::settings_file::register::<ReversiSettings>(app);
    app.init_resource::<super::page::PageAssets>()
        .init_resource::<super::variants::DataErrors>()
        .add_plugins(super::match_plugins::<Reversi>)
        .add_systems(Update, install_weights);
    for file in pattern_eval::SHIPPED_FILES {
        super::page::fetch_late(app, file);
    }
}

/// Weights the page fetched after the start (the browser build compiles none in). A damaged
/// file is reported like one on desktop, and the hand-set evaluation plays on.
fn install_weights(
    mut assets: ResMut<super::page::PageAssets>,
    mut errors: ResMut<super::variants::DataErrors>,
) {
    let shipped = |name: &str| pattern_eval::SHIPPED_FILES.contains(&name);
    for (name, fetched) in assets.take(shipped) {
        let installed = fetched
            .map_err(|reason| WeightsError {
                file: name.clone(),
                message: crate::i18n::tr_args("download-failed", &[("reason", reason.into())]),
            })
            .and_then(|bytes| pattern_eval::install(&name, &bytes));
        match installed {
            Ok(side) => info!("reversi weights for {side}x{side} in use ({name})"),
            Err(problem) => {
                warn!("{problem}");
                errors.0.push(super::settings::weights_notice(&problem));
            }
        }
    }
}

fn view(app: &mut App) {
    app.add_plugins(super::view_plugins::<Reversi>)
        .add_plugins(super::ui::two_player_hud::<Reversi>);
    super::screenshot::scene(app, "match", Screen::Match, |_| {});
    super::screenshot::warm_up_two_player::<Reversi>(app);
}

pub const APP: GameApp = GameApp {
    core,
    view,
    entry: Screen::Match,
    inspect: super::registry::inspect::<Reversi>,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::page::PageAssets;
    use crate::app::variants::DataErrors;

    #[test]
    fn weights_the_page_could_not_fetch_are_reported_not_awaited() {
        let mut app = App::new();
        app.init_resource::<DataErrors>()
            .insert_resource(PageAssets(vec![(
                "weights-10.bin".into(),
                Err("HTTP 404".into()),
            )]))
            .add_systems(Update, install_weights);
        app.update();
        let errors = &app.world().resource::<DataErrors>().0;
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].file, "weights-10.bin");
        assert!(
            errors[0].message.contains("HTTP 404"),
            "{}",
            errors[0].message
        );
        assert!(app.world().resource::<PageAssets>().0.is_empty(), "taken");
    }
}
