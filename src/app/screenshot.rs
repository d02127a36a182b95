//! Scripted screenshots for tests and docs: with `LEAPFROG_SCREENSHOT=out.png` the app opens
//! `LEAPFROG_SCREEN` (menu, match, tour, peg, peg-levels, peg-editor, draughts, bigman or settings), waits `LEAPFROG_FRAMES` frames (default 120),
//! saves the window and exits. In a match it plays a few moves first so the board is lively;
//! `LEAPFROG_ANIMATION_SPEED` (e.g. 0.1) slows them down to catch one mid-way.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use super::match_state::{MatchState, PlayerKind};
use super::messages::MoveRequested;
use super::screen::{ActiveGame, Screen};
use crate::ai::knight;
use crate::rules::Cell;
use crate::rules::Game;
use crate::rules::draughts::Draughts;
use crate::rules::knight::KnightTour;
use crate::rules::peg::{Jump, PegGame};
use crate::rules::reversi::Reversi;

#[derive(Resource)]
struct Plan {
    path: String,
    frames_left: u32,
    taken: bool,
}

fn from_env() -> Option<(Plan, Screen)> {
    let path = std::env::var("LEAPFROG_SCREENSHOT").ok()?;
    let frames = std::env::var("LEAPFROG_FRAMES")
        .ok()
        .and_then(|f| f.parse().ok())
        .unwrap_or(120);
    let screen = match std::env::var("LEAPFROG_SCREEN").as_deref() {
        Ok("match" | "tour" | "peg" | "draughts" | "bigman") => Screen::Match,
        Ok("settings") => Screen::Settings,
        Ok("peg-levels") => Screen::PegLevels,
        Ok("peg-editor") => Screen::PegEditor,
        _ => Screen::Menu,
    };
    Some((
        Plan {
            path,
            frames_left: frames,
            taken: false,
        },
        screen,
    ))
}

fn open_screen(
    mut next: ResMut<NextState<Screen>>,
    plan: Option<Res<Plan>>,
    screen: Res<ScriptedScreen>,
    mut active: ResMut<ActiveGame>,
    mut settings: ResMut<crate::app::settings::GameSettings>,
    mut editor: ResMut<crate::app::peg_editor::Editor>,
) {
    if plan.is_some() {
        next.set(screen.0);
        if let Some(speed) = std::env::var("LEAPFROG_ANIMATION_SPEED")
            .ok()
            .and_then(|s| s.parse().ok())
        {
            settings.animation_speed = speed;
        }
        match std::env::var("LEAPFROG_SCREEN").as_deref() {
            Ok("tour") => *active = ActiveGame::KnightTour,
            Ok("bigman") => *active = ActiveGame::BigMan,
            Ok("draughts") => {
                *active = ActiveGame::Draughts;
                // `LEAPFROG_DRAUGHTS_VARIANT` picks the variant.
                settings.draughts_variant = std::env::var("LEAPFROG_DRAUGHTS_VARIANT")
                    .unwrap_or_else(|_| "draughts-glass".into());
            }
            // The editor's check runs in the background; its verdict shows by the shot.
            Ok("peg-editor") => editor.check(),
            Ok("peg" | "peg-levels") => {
                *active = ActiveGame::PegSolitaire;
                // `LEAPFROG_PEG_LEVEL` (`pack/name`) picks the level.
                settings.peg_level = std::env::var("LEAPFROG_PEG_LEVEL")
                    .unwrap_or_else(|_| "classic/english".into());
            }
            _ => {}
        }
    }
}

/// Plays the first three jumps of a peg level's solution.
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

#[derive(Resource)]
struct ScriptedScreen(Screen);

/// Plays the first legal moves for a human side so the match shows a position in progress.
fn warm_up_match<G: Game>(
    state: Option<ResMut<MatchState<G>>>,
    mut requests: MessageWriter<MoveRequested<G::Move>>,
    mut played: Local<u32>,
) {
    let Some(state) = state else { return };
    if *played >= 6 || state.player_to_move() != PlayerKind::Human {
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

/// Walks the knight through the first 20 squares of a solver's tour.
fn warm_up_tour(
    state: Option<Res<MatchState<KnightTour>>>,
    mut requests: MessageWriter<MoveRequested<Cell>>,
    mut tour: Local<Option<Vec<u32>>>,
) {
    let Some(state) = state else { return };
    let game = state.current();
    if game.path().len() >= 20 || state.can_redo() {
        return;
    }
    let tour = tour.get_or_insert_with(|| {
        knight::tour(game.board(), 0, knight::Kind::Open).unwrap_or_default()
    });
    if let Some(&square) = tour.get(game.path().len()) {
        requests.write(MoveRequested {
            mv: square as Cell,
            generation: state.generation,
        });
    }
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
    if !plan.taken {
        plan.taken = true;
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(plan.path.clone()));
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
    let Some((plan, screen)) = from_env() else {
        return;
    };
    app.insert_resource(plan)
        .insert_resource(ScriptedScreen(screen))
        .add_systems(Startup, open_screen)
        .add_systems(
            Update,
            (
                count_down,
                warm_up_match::<Reversi>,
                warm_up_match::<Draughts>,
                warm_up_tour,
                warm_up_peg,
            ),
        );
}
