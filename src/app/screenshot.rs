//! Scripted screenshots for tests and docs (feature `dev`): with `LEAPFROG_SCREENSHOT=out.png`
//! the app opens the scene `LEAPFROG_SCREEN` (`menu`, `settings`, or a scene a game
//! registered: `leapfrog::games::scene_names()`), waits `LEAPFROG_FRAMES` frames (default
//! 120), saves the window and exits. Games register their scenes and the warm-up systems
//! that play a few moves first so the board is lively; `LEAPFROG_ANIMATION_SPEED` (e.g. 0.1)
//! slows them down to catch one mid-way; `LEAPFROG_NEW_GAME_OPEN` opens the match panel's
//! "New game" options. `LEAPFROG_SCREEN` without `LEAPFROG_SCREENSHOT` opens
//! the scene and stays (what `scripts/idle-bench.sh` measures at rest). Without the feature
//! the hooks add nothing.

use bevy::prelude::*;

use super::match_state::MatchState;
use super::messages::MoveRequested;
use super::screen::Screen;
use crate::rules::Game;

/// A scene a game offers: its name, the screen it opens and what it sets up first.
#[derive(Clone, Copy)]
pub struct Scene {
    pub name: &'static str,
    pub screen: Screen,
    pub setup: fn(&mut World),
}

/// The scenes of the app itself rather than of a game (the online screens).
pub const APP_SCENES: &[&str] = &["online", "online-invite", "online-match"];

/// How many moves the warm-up plays for the human side (a scene may want fewer).
#[derive(Resource)]
pub struct WarmUpMoves(pub u32);

/// Every registered scene.
#[derive(Resource, Default)]
pub struct Scenes(pub Vec<Scene>);

/// True when this run takes a scripted screenshot (it counts frames, so it draws without pause).
pub fn scripted() -> bool {
    cfg!(feature = "dev") && std::env::var_os("LEAPFROG_SCREENSHOT").is_some()
}

/// True when a scripted run asks for the match panel's "New game" options open
/// (`LEAPFROG_NEW_GAME_OPEN`), to show the strengths and their Elo.
pub fn new_game_open() -> bool {
    cfg!(feature = "dev") && std::env::var_os("LEAPFROG_NEW_GAME_OPEN").is_some()
}

/// Registers a scene (a no-op without the `dev` feature).
pub fn scene(app: &mut App, name: &'static str, screen: Screen, setup: fn(&mut World)) {
    if cfg!(feature = "dev") {
        // The family's `scenes()` is the list the screenshot test shoots; they must agree.
        assert!(
            crate::games::scene_names().contains(&name) || APP_SCENES.contains(&name),
            "scene `{name}` is registered by a view plugin but no family lists it"
        );
        app.world_mut()
            .get_resource_or_init::<Scenes>()
            .0
            .push(Scene {
                name,
                screen,
                setup,
            });
    }
}

/// Adds a warm-up system that runs only in a scripted run.
pub fn warm_up<M>(
    app: &mut App,
    system: impl IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, M>,
) {
    #[cfg(feature = "dev")]
    app.add_systems(Update, system.run_if(resource_exists::<script::Plan>));
    #[cfg(not(feature = "dev"))]
    let _ = (app, system);
}

/// The warm-up of a game with seats: a few moves for the human seats.
pub fn warm_up_two_player<G: Game>(app: &mut App) {
    warm_up(app, warm_up_match::<G>);
}

/// Plays the first legal moves for a human side so the match shows a position in progress.
fn warm_up_match<G: Game>(
    state: Option<ResMut<MatchState<G>>>,
    mut requests: MessageWriter<MoveRequested<G::Move>>,
    limit: Option<Res<WarmUpMoves>>,
    mut played: Local<u32>,
) {
    let Some(state) = state else { return };
    if *played >= limit.map_or(6, |l| l.0)
        || state.player_to_move() != super::match_state::PlayerKind::Human
    {
        return;
    }
    let moves = state.current().legal_moves();
    if let Some(mv) = moves.get(moves.len() / 2) {
        requests.write(MoveRequested {
            mv: mv.clone(),
            generation: state.generation,
        });
        *played += 1;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Scenes>();
    #[cfg(feature = "dev")]
    script::plugin(app);
}

#[cfg(feature = "dev")]
mod script {
    use bevy::prelude::*;
    use bevy::render::view::screenshot::{Screenshot, save_to_disk};

    use super::Scenes;
    use crate::app::screen::{ActiveGame, Screen};
    use crate::app::settings::GameSettings;

    #[derive(Resource)]
    pub struct Plan {
        /// Where the screenshot goes; none when the scene is only opened.
        path: Option<String>,
        scene: String,
        frames_left: u32,
        taken: bool,
    }

    fn from_env() -> Option<Plan> {
        let path = std::env::var("LEAPFROG_SCREENSHOT").ok();
        let scene = std::env::var("LEAPFROG_SCREEN").ok();
        if path.is_none() && scene.is_none() {
            return None;
        }
        let frames = std::env::var("LEAPFROG_FRAMES")
            .ok()
            .and_then(|f| f.parse().ok())
            .unwrap_or(120);
        Some(Plan {
            path,
            scene: scene.unwrap_or_else(|| "menu".into()),
            frames_left: frames,
            taken: false,
        })
    }

    /// Opens the scene: its game becomes the active one, then its own set-up runs.
    fn open_scene(world: &mut World) {
        let name = world.resource::<Plan>().scene.clone();
        if let Some(speed) = std::env::var("LEAPFROG_ANIMATION_SPEED")
            .ok()
            .and_then(|s| s.parse().ok())
        {
            world.resource_mut::<GameSettings>().animation_speed = speed;
        }
        let scene = world
            .resource::<Scenes>()
            .0
            .iter()
            .find(|s| s.name == name)
            .copied();
        let screen = match (name.as_str(), scene) {
            ("settings", _) => Screen::Settings,
            (_, Some(scene)) => {
                if let Some(family) = crate::games::FAMILIES
                    .iter()
                    .find(|f| f.scenes().contains(&scene.name))
                {
                    *world.resource_mut::<ActiveGame>() = ActiveGame(family.id());
                }
                (scene.setup)(world);
                scene.screen
            }
            (name, None) => {
                assert!(
                    !crate::games::scene_names().contains(&name),
                    "scene `{name}` is listed by its family but its view plugin registers none"
                );
                Screen::Menu
            }
        };
        world.resource_mut::<NextState<Screen>>().set(screen);
    }

    /// The longest frame after the first 30 (pipelines compile in those), printed at exit: the
    /// figure for "the frame never stalls while the computer thinks".
    #[derive(Default)]
    struct LongestFrame {
        frames: u32,
        longest: f32,
        over_100ms: u32,
    }

    fn count_down(
        mut commands: Commands,
        mut plan: ResMut<Plan>,
        mut exit: MessageWriter<AppExit>,
        time: Res<Time<Real>>,
        mut longest: Local<LongestFrame>,
    ) {
        longest.frames += 1;
        if longest.frames > 30 {
            let delta = time.delta_secs();
            longest.longest = longest.longest.max(delta);
            longest.over_100ms += u32::from(delta > 0.1);
        }
        if plan.frames_left > 0 {
            plan.frames_left -= 1;
            return;
        }
        let Some(path) = plan.path.clone() else {
            return;
        };
        if !plan.taken {
            plan.taken = true;
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
            plan.frames_left = 10;
            return;
        }
        println!(
            "longest frame after warm-up: {:.0} ms over {} frames ({} over 100 ms)",
            longest.longest * 1000.0,
            longest.frames,
            longest.over_100ms
        );
        exit.write(AppExit::Success);
    }

    pub(super) fn plugin(app: &mut App) {
        let Some(plan) = from_env() else {
            return;
        };
        app.insert_resource(plan)
            .add_systems(Startup, open_scene)
            .add_systems(Update, count_down);
    }
}
