//! The board as entities: a root scaled to fit the window, one entity per cell and per piece,
//! markers for legal moves, the last move and the hint. Pieces follow the animation queue.
//! `palette` holds the shared meshes and colours, `pieces` spawns and animates pieces,
//! `markers` draws the dots and rings, `fitting` scales the board to the window.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::animation::{AnimationEvent, AnimationQueue};
use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::BoardReset;
use super::screen::Screen;
use super::selection::Selection;
use super::settings::GameSettings;
use crate::rules::{Cell, CellShape, Change, Game, Layout, Piece, PieceKind};

mod coordinates;
mod fitting;
mod markers;
mod palette;
mod pieces;
mod shapes;
mod shown;
pub mod theme;

pub use fitting::{PANEL_WIDTH, PanelPlace};
use fitting::{fit_to_window, spawn_camera};
use markers::draw_markers;
use palette::make_palette;
pub use palette::{PIECE_RGB, Palette};
use pieces::{animate_current, follow_animation, spawn_piece};
pub use shown::ShownBoard;

#[derive(Component)]
pub struct BoardRoot {
    pub width: f32,
    pub height: f32,
    /// The frame around the cells, in cells: wide where edge coordinates sit in it.
    pub margin: f32,
}

/// The frame's width around the cells, with and without edge coordinates in it.
const LABELLED_MARGIN: f32 = 0.56;
const PLAIN_MARGIN: f32 = 0.15;

#[derive(Component)]
pub struct CellTile(pub Cell);

#[derive(Component)]
pub struct PieceView {
    pub cell: Cell,
    pub piece: Piece,
    /// The coloured disc (child), whose material changes on a flip.
    pub body: Entity,
}

#[derive(Component)]
pub struct Marker;

/// A piece on its way out: its own copies of its materials (with their first alpha), faded as
/// the removal plays, so the shared palette materials stay as they are.
#[derive(Component)]
pub struct Fading(pub(super) Vec<(Handle<ColorMaterial>, f32)>);

/// The game's layout with the seats' own piece colours where the player chose one (a seat's
/// colour 0 keeps the game's). Puzzles (one side) keep theirs: their owners are piece
/// colours, not seats.
pub fn seated_layout<G: Game>(game: &G, settings: &GameSettings) -> Layout {
    let mut layout = game.layout();
    if game.sides() < 2 {
        return layout;
    }
    let chosen: Vec<u8> = (0..game.sides())
        .map(|i| match settings.seat(i).colour {
            0 => layout.colour_of(i as u8) as u8,
            c => c - 1,
        })
        .collect();
    layout.owner_colours = chosen;
    layout
}

/// Where a cell's centre sits under the root, in board units, y up.
pub fn cell_position(layout: &Layout, cell: Cell) -> Vec2 {
    let (x, y) = layout.positions[usize::from(cell)];
    Vec2::new(x + 0.5 - layout.width / 2.0, layout.height / 2.0 - y - 0.5)
}

/// Where a point under the board root (board units, y up, as [`cell_position`] gives) shows
/// in egui's points: the camera is centred, and egui's zoom divides logical pixels.
pub fn egui_point(
    root: &Transform,
    window: &Window,
    zoom: f32,
    local: Vec2,
) -> bevy_egui::egui::Pos2 {
    let world = root.translation.truncate() + local * root.scale.x;
    bevy_egui::egui::pos2(
        (window.width() / 2.0 + world.x) / zoom,
        (window.height() / 2.0 - world.y) / zoom,
    )
}

/// Cell to piece entity, kept in step with spawns, moves and removals.
#[derive(Resource, Default)]
pub struct PieceIndex(pub HashMap<Cell, Entity>);

/// Rebuilds the board and its pieces from the current position.
fn rebuild(
    mut commands: Commands,
    mut resets: MessageReader<BoardReset>,
    shown: Res<ShownBoard>,
    palette: Res<Palette>,
    roots: Query<Entity, With<BoardRoot>>,
    mut index: ResMut<PieceIndex>,
) {
    if resets.read().count() == 0 || !shown.present() {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    index.0.clear();
    let layout = &shown.layout;
    let margin = if shown.labels.iter().any(|l| !l.in_cell) {
        LABELLED_MARGIN
    } else {
        PLAIN_MARGIN
    };
    let root = commands
        .spawn((
            BoardRoot {
                width: layout.width,
                height: layout.height,
                margin,
            },
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Screen::Match),
        ))
        .id();
    commands.spawn((
        Mesh2d(palette.square.clone()),
        MeshMaterial2d(palette.board.clone()),
        Transform::from_xyz(0.0, 0.0, -1.0).with_scale(Vec3::new(
            (layout.width + 2.0 * margin) / 0.94,
            (layout.height + 2.0 * margin) / 0.94,
            1.0,
        )),
        ChildOf(root),
    ));
    for &(a, b) in &layout.lines {
        let (from, to) = (cell_position(layout, a), cell_position(layout, b));
        let along = to - from;
        commands.spawn((
            Mesh2d(palette.square.clone()),
            MeshMaterial2d(palette.line.clone()),
            Transform::from_translation(((from + to) / 2.0).extend(-0.5))
                .with_rotation(Quat::from_rotation_z(along.y.atan2(along.x)))
                .with_scale(Vec3::new(along.length() / 0.94, 0.08, 1.0)),
            ChildOf(root),
        ));
    }
    for cell in 0..layout.positions.len() as Cell {
        let at = cell_position(layout, cell);
        let (x, y) = layout.positions[usize::from(cell)];
        let shade = (x as usize + y as usize) % 2;
        let (mesh, material) = match layout.cell_shape {
            CellShape::Square => (palette.square.clone(), palette.cells[shade].clone()),
            CellShape::Checkered => (palette.square.clone(), palette.checkered[shade].clone()),
            CellShape::Hole => (palette.hole.clone(), palette.hole_colour.clone()),
            CellShape::Point => (palette.point.clone(), palette.line.clone()),
        };
        commands.spawn((
            CellTile(cell),
            Mesh2d(mesh),
            MeshMaterial2d(material),
            Transform::from_xyz(at.x, at.y, 0.0),
            ChildOf(root),
        ));
    }
    for &(cell, piece) in &shown.pieces {
        let entity = spawn_piece(&mut commands, &palette, root, layout, cell, piece);
        index.0.insert(cell, entity);
    }
}

/// The parts every game shares: palette, camera, the board and its pieces, markers and
/// coordinates (drawn from [`ShownBoard`]), fitting the board to the window.
pub fn plugin(app: &mut App) {
    app.init_resource::<PieceIndex>()
        .init_resource::<ShownBoard>()
        .add_systems(Startup, (make_palette, spawn_camera))
        .add_systems(
            Update,
            (rebuild, follow_animation, animate_current, draw_markers)
                .chain()
                .in_set(BoardSet::Draw),
        )
        .configure_sets(
            Update,
            (
                BoardSet::Copy.after(MatchSet::Animate),
                BoardSet::Draw.after(BoardSet::Copy).before(fit_to_window),
            ),
        )
        .add_systems(Update, fit_to_window.after(MatchSet::Animate))
        .add_systems(Update, theme::apply_theme)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            (coordinates::draw_coordinates, coordinates::draw_cursor)
                .run_if(in_state(Screen::Match)),
        );
}

/// The view's order: copy the match, then draw it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum BoardSet {
    Copy,
    Draw,
}

/// What the board view needs of one game type: the copy of its match.
pub fn game_plugin<G: Game>(app: &mut App) {
    app.add_systems(Update, shown::publish::<G>.in_set(BoardSet::Copy));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::reversi::Reversi;

    #[test]
    fn a_seat_colour_replaces_the_games_and_zero_keeps_it() {
        let game = Reversi::standard(8);
        let mut settings = GameSettings::default();
        settings.seat_mut(0).colour = 3;
        let layout = seated_layout(&game, &settings);
        assert_eq!(layout.colour_of(0), 2, "the third palette colour");
        assert_eq!(layout.colour_of(1), game.layout().colour_of(1));
    }
}
