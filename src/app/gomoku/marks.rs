//! What gomoku adds to the board and the screen: black's forbidden points marked while
//! black is to move (renju), the winning line across the five, move numbers on the stones,
//! the swap2 choices, the puzzle select, and the scripted moves of the screenshot scenes.

use crate::i18n::{tr, tr_args};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{GomokuNotice, GomokuSettings, ID, puzzle};
use crate::app::animation::AnimationQueue;
use crate::app::board_view::{BoardRoot, cell_position};
use crate::app::match_state::{MatchSet, MatchState, PlayerKind};
use crate::app::messages::MoveRequested;
use crate::app::screen::{ActiveGame, Screen};
use crate::app::variants::VariantLibrary;
use crate::rules::Game;
use crate::rules::gomoku::{BLACK, Gomoku, GomokuMove, Phase, WHITE};

#[derive(Component)]
struct GomokuMark;

#[derive(Resource)]
struct Paint {
    bar: Handle<Mesh>,
    foul: Handle<ColorMaterial>,
    win: Handle<ColorMaterial>,
}

fn make_paint(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.insert_resource(Paint {
        bar: meshes.add(Rectangle::new(1.0, 1.0)),
        foul: materials.add(ColorMaterial::from_color(Color::srgb(0.85, 0.12, 0.1))),
        win: materials.add(ColorMaterial::from_color(Color::srgba(
            1.0, 0.8, 0.15, 0.85,
        ))),
    });
}

/// The forbidden crosses and the winning line, redrawn when the position changes.
fn draw_extras(
    mut commands: Commands,
    state: Option<Res<MatchState<Gomoku>>>,
    queue: Res<AnimationQueue>,
    paint: Res<Paint>,
    roots: Query<Entity, With<BoardRoot>>,
    marks: Query<Entity, With<GomokuMark>>,
    mut shown: Local<Option<(u64, bool, Entity)>>,
) {
    let (Some(state), Ok(root)) = (state, roots.single()) else {
        return;
    };
    let signature = (state.generation, queue.is_idle(), root);
    if *shown == Some(signature) {
        return;
    }
    *shown = Some(signature);
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    if !queue.is_idle() {
        return;
    }
    let game = state.current();
    let layout = game.layout();
    let mut bar = |from: Vec2, to: Vec2, width: f32, material: &Handle<ColorMaterial>, z: f32| {
        let along = to - from;
        commands.spawn((
            GomokuMark,
            Mesh2d(paint.bar.clone()),
            MeshMaterial2d(material.clone()),
            Transform::from_translation(((from + to) / 2.0).extend(z))
                .with_rotation(Quat::from_rotation_z(along.y.atan2(along.x)))
                .with_scale(Vec3::new(along.length().max(width), width, 1.0)),
            ChildOf(root),
        ));
    };
    for (cell, _) in game.fouls() {
        let at = cell_position(&layout, cell);
        let d = Vec2::splat(0.17);
        bar(at - d, at + d, 0.07, &paint.foul, 2.6);
        bar(
            at + Vec2::new(-d.x, d.y),
            at + Vec2::new(d.x, -d.y),
            0.07,
            &paint.foul,
            2.6,
        );
    }
    if let (Some(&first), Some(&last)) = (game.win_line().first(), game.win_line().last()) {
        let (a, b) = (cell_position(&layout, first), cell_position(&layout, last));
        let reach = (b - a).normalize_or_zero() * 0.3;
        bar(a - reach, b + reach, 0.14, &paint.win, 5.0);
    }
}

/// Numbers on the stones in the order played, drawn over the board.
fn move_numbers(
    mut contexts: EguiContexts,
    state: Option<Res<MatchState<Gomoku>>>,
    settings: Res<GomokuSettings>,
    queue: Res<AnimationQueue>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    roots: Query<&GlobalTransform, With<BoardRoot>>,
) -> Result {
    let (Some(state), Ok((camera, at)), Ok(root)) = (state, cameras.single(), roots.single())
    else {
        return Ok(());
    };
    if !settings.gomoku_move_numbers || !queue.is_idle() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let game = state.current();
    let layout = game.layout();
    let zoom = ctx.zoom_factor();
    let screen = |cell| {
        let world = root.transform_point(cell_position(&layout, cell).extend(3.0));
        // Logical pixels to egui points.
        camera.world_to_viewport(at, world).ok().map(|p| p / zoom)
    };
    let (Some(a), Some(b)) = (screen(0), screen(1)) else {
        return Ok(());
    };
    let size = (b - a).length() * 0.36;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("gomoku-numbers"),
    ));
    for (i, &cell) in game.placed().iter().enumerate() {
        let Some(p) = screen(cell) else { continue };
        // The last stone's number is red, like the last-move mark it covers.
        let colour = if i + 1 == game.placed().len() {
            egui::Color32::from_rgb(230, 60, 45)
        } else if game.cells()[usize::from(cell)] == BLACK {
            egui::Color32::from_gray(235)
        } else {
            egui::Color32::from_gray(25)
        };
        painter.text(
            egui::pos2(p.x, p.y),
            egui::Align2::CENTER_CENTER,
            (i + 1).to_string(),
            egui::FontId::proportional(size),
            colour,
        );
    }
    Ok(())
}

/// The swap2 prompts and choices, the refused-point notice, the puzzle line.
fn gomoku_panel(
    mut contexts: EguiContexts,
    state: Option<Res<MatchState<Gomoku>>>,
    notice: Res<GomokuNotice>,
    settings: Res<GomokuSettings>,
    library: Res<VariantLibrary>,
    mut requests: MessageWriter<MoveRequested<GomokuMove>>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let Some(state) = state else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let game = state.current();
    let human = state.player_to_move() == PlayerKind::Human && game.outcome().is_none();
    egui::Window::new("gomoku")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, [12.0, 12.0])
        .show(ctx, |ui| {
            if let Some(puzzle) = puzzle(&library, &settings) {
                ui.label(egui::RichText::new(puzzle.title.text()).strong());
                ui.label(tr_args(
                    "gomoku-win-in",
                    &[("moves", puzzle.moves_to_win.into())],
                ));
            }
            let prompt = match game.phase() {
                Phase::FirstThree => Some(tr("swap2-first-three")),
                Phase::Choose => Some(tr("swap2-choose")),
                Phase::NextTwo => Some(tr("swap2-next-two")),
                Phase::ChooseFinal => Some(tr("swap2-choose-final")),
                Phase::Play => None,
            };
            if let Some(prompt) = prompt {
                ui.label(prompt);
            }
            if human {
                let choices: &[(GomokuMove, &str)] = match game.phase() {
                    Phase::Choose => &[
                        (GomokuMove::Take(BLACK), "swap2-take-black"),
                        (GomokuMove::Take(WHITE), "swap2-take-white"),
                        (GomokuMove::More, "swap2-place-two"),
                    ],
                    Phase::ChooseFinal => &[
                        (GomokuMove::Take(BLACK), "swap2-take-black"),
                        (GomokuMove::Take(WHITE), "swap2-take-white"),
                    ],
                    _ => &[],
                };
                ui.horizontal(|ui| {
                    for (mv, label) in choices {
                        if ui.button(tr(label)).clicked() {
                            requests.write(MoveRequested {
                                mv: *mv,
                                generation: state.generation,
                            });
                        }
                    }
                });
            }
            if let Some(text) = &notice.0 {
                ui.label(egui::RichText::new(text).color(egui::Color32::from_rgb(255, 140, 120)));
            }
            if ui.button(tr("gomoku-puzzles-button")).clicked() {
                next.set(Screen::Levels);
            }
        });
    Ok(())
}

/// Moves a screenshot scene plays, last first.
#[derive(Resource, Default)]
pub struct ScriptedMoves(pub Vec<String>);

fn play_scripted(
    moves: Option<ResMut<ScriptedMoves>>,
    state: Option<Res<MatchState<Gomoku>>>,
    queue: Res<AnimationQueue>,
    mut requests: MessageWriter<MoveRequested<GomokuMove>>,
    mut asked: Local<Option<u64>>,
) {
    let (Some(mut moves), Some(state)) = (moves, state) else {
        return;
    };
    if !queue.is_idle() || *asked == Some(state.generation) {
        return;
    }
    if let Some(text) = moves.0.pop()
        && let Ok(mv) = state.current().parse_move(&text)
    {
        *asked = Some(state.generation);
        requests.write(MoveRequested {
            mv,
            generation: state.generation,
        });
    }
}

fn gomoku_active(active: Res<ActiveGame>) -> bool {
    active.is(ID)
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, make_paint)
        .add_systems(
            Update,
            (
                draw_extras.after(MatchSet::Animate),
                play_scripted.in_set(MatchSet::Input),
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                (move_numbers, gomoku_panel).run_if(in_state(Screen::Match)),
                crate::app::ui::gomoku_puzzles::puzzle_select
                    .run_if(in_state(Screen::Levels).and_then(gomoku_active)),
            ),
        );
}
