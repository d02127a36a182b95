//! The solo panel (move counter, par, the player's best, "solve from here", which hands the
//! seat to the solver until the goal), the triangles tinted in their sides' colours, and the
//! scripted moves of the screenshot scenes.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{ID, StarSettings, solo};
use crate::ai::ComputerPlayer;
use crate::app::animation::AnimationQueue;
use crate::app::board_view::{BoardRoot, cell_position};
use crate::app::match_state::{MatchSet, MatchState, PlayerKind};
use crate::app::messages::MoveRequested;
use crate::app::screen::{ActiveGame, Screen};
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::rules::chinese_checkers::board::{Holes, NONE, bit, geometry, holes_of};
use crate::rules::chinese_checkers::{ChineseCheckers, SIDE_COLOURS, StarMove};
use crate::rules::{Cell, Game};

/// Moves a screenshot scene plays, last first.
#[derive(Resource, Default)]
pub struct ScriptedMoves(pub Vec<String>);

/// Source-player moves a screenshot scene plays first.
#[derive(Resource, Default)]
pub struct ScriptedRandom(pub u64);

fn play_scripted(
    moves: Option<ResMut<ScriptedMoves>>,
    random: Option<ResMut<ScriptedRandom>>,
    state: Option<Res<MatchState<ChineseCheckers>>>,
    queue: Res<AnimationQueue>,
    mut requests: MessageWriter<MoveRequested<StarMove>>,
    mut asked: Local<Option<u64>>,
) {
    let Some(state) = state else { return };
    if !queue.is_idle() || *asked == Some(state.generation) {
        return;
    }
    let game = state.current();
    let mv = if let Some(mut random) = random.filter(|r| r.0 > 0) {
        random.0 -= 1;
        crate::ai::chinese_checkers::source::choose(game, 30, random.0 + 7)
    } else {
        moves
            .and_then(|mut m| m.0.pop())
            .and_then(|text| game.parse_move(&text).ok())
    };
    if let Some(mv) = mv {
        *asked = Some(state.generation);
        requests.write(MoveRequested {
            mv,
            generation: state.generation,
        });
    }
}

/// Marks the tinted triangles.
#[derive(Component)]
struct Tint;

/// The three corners of a triangle of holes: the holes with two neighbours inside it.
fn corners(set: Holes) -> Vec<u8> {
    let g = geometry();
    holes_of(set)
        .filter(|&h| {
            let inside = g.neighbour[usize::from(h)]
                .iter()
                .filter(|&&n| n != NONE && set & bit(n) != 0)
                .count();
            inside == 2
        })
        .collect()
}

/// Each playing side's home triangle tinted in its colour, a little larger than its holes.
fn tint_triangles(
    mut commands: Commands,
    state: Option<Res<MatchState<ChineseCheckers>>>,
    roots: Query<Entity, Added<BoardRoot>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (Some(state), Ok(root)) = (state, roots.single()) else {
        return;
    };
    let game = state.current();
    let layout = game.layout();
    let g = geometry();
    let mut tint = |set: Holes, colour: Color| {
        let points: Vec<Vec2> = corners(set)
            .into_iter()
            .map(|h| cell_position(&layout, Cell::from(h)))
            .collect();
        let [a, b, c] = points[..] else { return };
        let centre = (a + b + c) / 3.0;
        let out = |p: Vec2| p + (p - centre).normalize_or_zero() * 0.75;
        commands.spawn((
            Tint,
            Mesh2d(meshes.add(Triangle2d::new(out(a), out(b), out(c)))),
            MeshMaterial2d(materials.add(ColorMaterial::from_color(colour))),
            Transform::from_xyz(0.0, 0.0, -0.3),
            ChildOf(root),
        ));
    };
    for (side, &seat) in game.seats().iter().enumerate() {
        tint(g.home(seat), side_colour(side).with_alpha(0.3));
    }
    if game.is_solo() {
        tint(
            game.target(game.seat_of_side(0)),
            Color::srgba(1.0, 0.85, 0.3, 0.18),
        );
    }
}

/// The view's colour of a side (the same as the board view's piece colours).
fn side_colour(side: usize) -> Color {
    match SIDE_COLOURS[side] {
        2 => Color::srgb(0.85, 0.2, 0.2),
        6 => Color::srgb(0.25, 0.68, 0.32),
        3 => Color::srgb(0.2, 0.4, 0.85),
        4 => Color::srgb(0.95, 0.75, 0.2),
        5 => Color::srgb(0.6, 0.3, 0.75),
        _ => Color::srgb(0.95, 0.94, 0.9),
    }
}

/// Move counter, par, best, and "solve from here" for a solo level.
fn solo_window(
    mut contexts: EguiContexts,
    state: Option<ResMut<MatchState<ChineseCheckers>>>,
    settings: Res<StarSettings>,
    library: Res<VariantLibrary>,
) -> Result {
    let Some(mut state) = state else {
        return Ok(());
    };
    let Some(level) = solo(&library, &settings) else {
        return Ok(());
    };
    if !state.current().is_solo() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let moves = state.current().moves_played();
    let done = state.current().outcome().is_some();
    egui::Window::new(level.title.text().to_string())
        .id(egui::Id::new("star-solo"))
        .anchor(egui::Align2::LEFT_TOP, [12.0, 12.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(format!("{} {moves}", text::STAR_MOVES)).size(20.0));
            let par = if level.proven {
                format!("{} {} ({})", text::STAR_PAR, level.par, text::STAR_PROVEN)
            } else {
                format!("{} {}", text::STAR_PAR, level.par)
            };
            ui.label(par);
            if let Some(best) = settings.best(&level.id()) {
                ui.label(format!("{} {best}", text::STAR_BEST));
            }
            if done {
                ui.label(egui::RichText::new(text::PEG_SOLVED).strong());
            }
            let solving = state.players[0] != PlayerKind::Human;
            let label = if solving {
                text::PEG_STOP
            } else {
                text::TOUR_SOLVE
            };
            if ui.add_enabled(!done, egui::Button::new(label)).clicked() {
                state.players[0] = if solving {
                    PlayerKind::Human
                } else {
                    PlayerKind::Computer(ChineseCheckers::MAX_STRENGTH)
                };
                state.paused = false;
            }
        });
    Ok(())
}

fn star_active(active: Res<ActiveGame>) -> bool {
    active.is(ID)
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            play_scripted.in_set(MatchSet::Input),
            tint_triangles.after(MatchSet::Animate),
        )
            .run_if(star_active),
    )
    .add_systems(
        EguiPrimaryContextPass,
        solo_window.run_if(in_state(Screen::Match).and_then(star_active)),
    );
}
