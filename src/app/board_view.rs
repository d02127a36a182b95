//! The board as entities: a root scaled to fit the window, one entity per cell and per piece,
//! markers for legal moves, the last move and the hint. Pieces follow the animation queue.

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

/// Width of the HUD panel on the right, in logical pixels.
pub const PANEL_WIDTH: f32 = 320.0;

#[derive(Component)]
pub struct BoardRoot {
    pub width: f32,
    pub height: f32,
}

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
pub struct Fading(Vec<(Handle<ColorMaterial>, f32)>);

/// Shared meshes and materials.
#[derive(Resource)]
pub struct Palette {
    square: Handle<Mesh>,
    disc: Handle<Mesh>,
    dot: Handle<Mesh>,
    /// A light rim under legal-move dots, so they read on dark squares too.
    halo: Handle<Mesh>,
    ring: Handle<Mesh>,
    crown: Handle<Mesh>,
    figure: Handle<Mesh>,
    figure_rim: Handle<Mesh>,
    hole: Handle<Mesh>,
    board: Handle<ColorMaterial>,
    hole_colour: Handle<ColorMaterial>,
    line: Handle<ColorMaterial>,
    special: Handle<ColorMaterial>,
    figure_colour: Handle<ColorMaterial>,
    cells: [Handle<ColorMaterial>; 2],
    checkered: [Handle<ColorMaterial>; 2],
    shadow: Handle<ColorMaterial>,
    owners: Vec<Handle<ColorMaterial>>,
    legal: Handle<ColorMaterial>,
    legal_halo: Handle<ColorMaterial>,
    last: Handle<ColorMaterial>,
    hint: Handle<ColorMaterial>,
}

fn make_palette(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut colour = |c: Color| materials.add(ColorMaterial::from_color(c));
    commands.insert_resource(Palette {
        square: meshes.add(Rectangle::new(0.94, 0.94)),
        disc: meshes.add(Circle::new(0.4)),
        dot: meshes.add(Circle::new(0.1)),
        halo: meshes.add(Circle::new(0.13)),
        ring: meshes.add(Annulus::new(0.3, 0.36)),
        crown: meshes.add(Annulus::new(0.22, 0.29)),
        figure: meshes.add(Circle::new(0.15)),
        figure_rim: meshes.add(Annulus::new(0.15, 0.19)),
        hole: meshes.add(Circle::new(0.2)),
        board: colour(Color::srgb(0.05, 0.22, 0.12)),
        hole_colour: colour(Color::srgb(0.02, 0.1, 0.05)),
        line: colour(Color::srgb(0.1, 0.36, 0.2)),
        special: colour(Color::srgb(1.0, 0.85, 0.3)),
        figure_colour: colour(Color::srgb(0.86, 0.16, 0.14)),
        cells: [
            colour(Color::srgb(0.13, 0.48, 0.27)),
            colour(Color::srgb(0.12, 0.45, 0.25)),
        ],
        checkered: [
            colour(Color::srgb(0.86, 0.82, 0.7)),
            colour(Color::srgb(0.16, 0.4, 0.26)),
        ],
        shadow: colour(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        owners: vec![
            colour(Color::srgb(0.07, 0.07, 0.08)),
            colour(Color::srgb(0.95, 0.94, 0.9)),
            colour(Color::srgb(0.85, 0.2, 0.2)),
            colour(Color::srgb(0.2, 0.4, 0.85)),
            colour(Color::srgb(0.95, 0.75, 0.2)),
            colour(Color::srgb(0.6, 0.3, 0.75)),
            colour(Color::srgb(0.25, 0.68, 0.32)),
        ],
        legal: colour(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        legal_halo: colour(Color::srgba(1.0, 1.0, 1.0, 0.3)),
        last: colour(Color::srgb(0.9, 0.25, 0.2)),
        hint: colour(Color::srgb(1.0, 0.82, 0.2)),
    });
}

impl Palette {
    /// The material `owner`'s pieces wear on this board.
    fn owner(&self, layout: &Layout, owner: u8) -> Handle<ColorMaterial> {
        self.owners[layout.colour_of(owner).min(self.owners.len() - 1)].clone()
    }
}

/// Where a cell's centre sits under the root, in board units, y up.
pub fn cell_position(layout: &Layout, cell: Cell) -> Vec2 {
    let (x, y) = layout.positions[usize::from(cell)];
    Vec2::new(x + 0.5 - layout.width / 2.0, layout.height / 2.0 - y - 0.5)
}

/// Cell to piece entity, kept in step with spawns, moves and removals.
#[derive(Resource, Default)]
pub struct PieceIndex(pub HashMap<Cell, Entity>);

fn spawn_piece(
    commands: &mut Commands,
    palette: &Palette,
    root: Entity,
    layout: &Layout,
    cell: Cell,
    piece: Piece,
) -> Entity {
    let at = cell_position(layout, cell);
    let mut body = Entity::PLACEHOLDER;
    let entity = commands
        .spawn((
            Transform::from_xyz(at.x, at.y, 2.0),
            Visibility::default(),
            ChildOf(root),
        ))
        .with_children(|p| {
            p.spawn((
                Mesh2d(palette.disc.clone()),
                MeshMaterial2d(palette.shadow.clone()),
                Transform::from_xyz(0.04, -0.05, -0.1),
            ));
            body = p
                .spawn((
                    Mesh2d(palette.disc.clone()),
                    MeshMaterial2d(palette.owner(layout, piece.owner)),
                    Transform::default(),
                ))
                .id();
            // A special piece (the named peg that must survive) wears a gold ring, a king a
            // gold crown ring, and big-man's figure rides as a red disc on its carrier.
            let decorations: &[(&Handle<Mesh>, &Handle<ColorMaterial>)] = match piece.kind {
                PieceKind::Special => &[(&palette.ring, &palette.special)],
                PieceKind::King => &[(&palette.crown, &palette.special)],
                PieceKind::Figure => &[
                    (&palette.figure_rim, &palette.special),
                    (&palette.figure, &palette.figure_colour),
                ],
                PieceKind::FigureKing => &[
                    (&palette.crown, &palette.special),
                    (&palette.figure_rim, &palette.special),
                    (&palette.figure, &palette.figure_colour),
                ],
                _ => &[],
            };
            for (i, (mesh, material)) in decorations.iter().enumerate() {
                p.spawn((
                    Mesh2d((*mesh).clone()),
                    MeshMaterial2d((*material).clone()),
                    Transform::from_xyz(0.0, 0.0, 0.1 + 0.05 * i as f32),
                ));
            }
        })
        .id();
    commands
        .entity(entity)
        .insert(PieceView { cell, piece, body });
    entity
}

/// Rebuilds the board and its pieces from the current position.
fn rebuild<G: Game>(
    mut commands: Commands,
    mut resets: MessageReader<BoardReset>,
    state: Option<Res<MatchState<G>>>,
    palette: Res<Palette>,
    roots: Query<Entity, With<BoardRoot>>,
    mut index: ResMut<PieceIndex>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let Some(state) = state else { return };
    for root in &roots {
        commands.entity(root).despawn();
    }
    index.0.clear();
    let game = state.current();
    let layout = game.layout();
    let root = commands
        .spawn((
            BoardRoot {
                width: layout.width,
                height: layout.height,
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
            layout.width / 0.94 + 0.3,
            layout.height / 0.94 + 0.3,
            1.0,
        )),
        ChildOf(root),
    ));
    for &(a, b) in &layout.lines {
        let (from, to) = (cell_position(&layout, a), cell_position(&layout, b));
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
        let at = cell_position(&layout, cell);
        let (x, y) = layout.positions[usize::from(cell)];
        let shade = (x as usize + y as usize) % 2;
        let (mesh, material) = match layout.cell_shape {
            CellShape::Square => (palette.square.clone(), palette.cells[shade].clone()),
            CellShape::Checkered => (palette.square.clone(), palette.checkered[shade].clone()),
            CellShape::Hole => (palette.hole.clone(), palette.hole_colour.clone()),
        };
        commands.spawn((
            CellTile(cell),
            Mesh2d(mesh),
            MeshMaterial2d(material),
            Transform::from_xyz(at.x, at.y, 0.0),
            ChildOf(root),
        ));
    }
    for (cell, piece) in game.pieces() {
        let entity = spawn_piece(&mut commands, &palette, root, &layout, cell, piece);
        index.0.insert(cell, entity);
    }
}

/// Spawns and settles pieces as the queue starts and finishes changes.
fn follow_animation<G: Game>(
    mut commands: Commands,
    mut events: MessageReader<AnimationEvent>,
    state: Option<Res<MatchState<G>>>,
    palette: Res<Palette>,
    roots: Query<Entity, With<BoardRoot>>,
    mut index: ResMut<PieceIndex>,
    mut pieces: Query<(&mut PieceView, &mut Transform)>,
    mut bodies: Query<&mut MeshMaterial2d<ColorMaterial>>,
    children: Query<&Children>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (Some(state), Ok(root)) = (state, roots.single()) else {
        events.clear();
        return;
    };
    let layout = state.current().layout();
    for event in events.read() {
        match event {
            AnimationEvent::Started(Change::Remove { cell }) => {
                let Some(&entity) = index.0.get(cell) else {
                    continue;
                };
                let mut fading = Vec::new();
                for child in children.get(entity).into_iter().flatten() {
                    if let Ok(mut material) = bodies.get_mut(*child)
                        && let Some(mut own) = materials.get(&material.0).cloned()
                    {
                        let alpha = own.color.alpha();
                        // Opaque colours are drawn without blending; the copy must blend.
                        own.alpha_mode = bevy::sprite_render::AlphaMode2d::Blend;
                        material.0 = materials.add(own);
                        fading.push((material.0.clone(), alpha));
                    }
                }
                commands.entity(entity).insert(Fading(fading));
            }
            AnimationEvent::Started(Change::Place { cell, piece }) => {
                let entity = spawn_piece(&mut commands, &palette, root, &layout, *cell, *piece);
                commands
                    .entity(entity)
                    .insert(Transform::from_scale(Vec3::ZERO));
                index.0.insert(*cell, entity);
            }
            AnimationEvent::Finished(change) => match change {
                Change::Promote { cell, to } => {
                    // A new kind may wear other decorations: the piece is made afresh.
                    if let Some(entity) = index.0.remove(cell) {
                        commands.entity(entity).despawn();
                    }
                    let entity = spawn_piece(&mut commands, &palette, root, &layout, *cell, *to);
                    index.0.insert(*cell, entity);
                }
                Change::Flip { cell, to } => {
                    if let Some(&entity) = index.0.get(cell)
                        && let Ok((mut view, _)) = pieces.get_mut(entity)
                    {
                        view.piece = *to;
                        if let Ok(mut material) = bodies.get_mut(view.body) {
                            material.0 = palette.owner(&layout, to.owner);
                        }
                    }
                }
                Change::Move { path } => {
                    if let (Some(from), Some(to)) = (path.first(), path.last())
                        && let Some(entity) = index.0.remove(from)
                    {
                        if let Ok((mut view, _)) = pieces.get_mut(entity) {
                            view.cell = *to;
                        }
                        index.0.insert(*to, entity);
                    }
                }
                Change::Remove { cell } => {
                    if let Some(entity) = index.0.remove(cell) {
                        commands.entity(entity).despawn();
                    }
                }
                _ => {}
            },
            _ => {}
        }
    }
}

/// Poses the piece the current change is about.
fn animate_current<G: Game>(
    queue: Res<AnimationQueue>,
    state: Option<Res<MatchState<G>>>,
    index: Res<PieceIndex>,
    mut pieces: Query<(&PieceView, &mut Transform)>,
    mut bodies: Query<&mut MeshMaterial2d<ColorMaterial>>,
    palette: Res<Palette>,
    fading: Query<&Fading>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let Some(state) = state else { return };
    let layout = state.current().layout();
    // Settle everything that is not animating (cheap: boards are small).
    for (view, mut transform) in &mut pieces {
        let at = cell_position(&layout, view.cell);
        transform.translation = at.extend(2.0);
        transform.scale = Vec3::ONE;
    }
    let Some((change, t)) = queue.current() else {
        return;
    };
    let ease = |t: f32| 1.0 - (1.0 - t) * (1.0 - t);
    match change {
        Change::Place { cell, .. } => {
            if let Some(&e) = index.0.get(cell)
                && let Ok((_, mut transform)) = pieces.get_mut(e)
            {
                // Drops in: starts large and high, lands with a small bounce.
                let s = 1.0 + 0.5 * (1.0 - ease(t));
                transform.scale = Vec3::splat(s);
                transform.translation.z = 3.0;
            }
        }
        Change::Flip { cell, to } | Change::Promote { cell, to } => {
            if let Some(&e) = index.0.get(cell)
                && let Ok((view, mut transform)) = pieces.get_mut(e)
            {
                // Turns over: squeezes to an edge, shows the new colour, opens again.
                transform.scale.x = (1.0 - 2.0 * t).abs().max(0.02);
                transform.scale.y = 1.0 + 0.15 * (1.0 - (1.0 - 2.0 * t).abs());
                if t >= 0.5
                    && let Ok(mut material) = bodies.get_mut(view.body)
                {
                    material.0 = palette.owner(&layout, to.owner);
                }
            }
        }
        Change::Move { path } if path.len() >= 2 => {
            if let Some(&e) = index.0.get(&path[0])
                && let Ok((_, mut transform)) = pieces.get_mut(e)
            {
                let hops = (path.len() - 1) as f32;
                let along = (t * hops).min(hops - 1e-3);
                let hop = along.floor() as usize;
                let f = along - hop as f32;
                let a = cell_position(&layout, path[hop]);
                let b = cell_position(&layout, path[hop + 1]);
                let lift = 1.0 + 0.25 * (std::f32::consts::PI * f).sin();
                transform.translation = a.lerp(b, ease(f)).extend(3.0);
                transform.scale = Vec3::splat(lift);
            }
        }
        Change::Remove { cell } => {
            if let Some(&e) = index.0.get(cell)
                && let Ok((_, mut transform)) = pieces.get_mut(e)
            {
                // Fades out, sinking a little.
                transform.scale = Vec3::splat(1.0 - 0.2 * ease(t));
                for (handle, alpha) in fading.get(e).map(|f| f.0.as_slice()).unwrap_or_default() {
                    if let Some(mut material) = materials.get_mut(handle) {
                        material.color.set_alpha(alpha * (1.0 - ease(t)));
                    }
                }
            }
        }
        _ => {}
    }
}

/// What the markers were drawn for: generation, idle, hint shown, legal dots wanted, board,
/// the cells selected so far.
type MarkerSignature = (u64, bool, bool, bool, Entity, Vec<Cell>);

/// Legal-move dots for a human, the last move, and the hint.
fn draw_markers<G: Game>(
    mut commands: Commands,
    state: Option<Res<MatchState<G>>>,
    queue: Res<AnimationQueue>,
    settings: Res<GameSettings>,
    palette: Res<Palette>,
    roots: Query<Entity, With<BoardRoot>>,
    markers: Query<Entity, With<Marker>>,
    selection: Res<Selection>,
    mut shown: Local<Option<MarkerSignature>>,
) {
    let (Some(state), Ok(root)) = (state, roots.single()) else {
        return;
    };
    let idle = queue.is_idle();
    let signature = (
        state.generation,
        idle,
        state.hint.is_some(),
        settings.show_legal_moves,
        root,
        selection.cells.clone(),
    );
    if shown.as_ref() == Some(&signature) {
        return;
    }
    *shown = Some(signature);
    for marker in &markers {
        commands.entity(marker).despawn();
    }
    if !idle {
        return;
    }
    let game = state.current();
    let layout = game.layout();
    let mut mark = |cell: Cell, mesh: &Handle<Mesh>, material: &Handle<ColorMaterial>, z: f32| {
        let at = cell_position(&layout, cell);
        commands.spawn((
            Marker,
            Mesh2d(mesh.clone()),
            MeshMaterial2d(material.clone()),
            Transform::from_xyz(at.x, at.y, z),
            ChildOf(root),
        ));
    };
    let mut legal = |cell: Cell| {
        mark(cell, &palette.halo, &palette.legal_halo, 2.45);
        mark(cell, &palette.dot, &palette.legal, 2.5);
    };
    let human = state.player_to_move() == PlayerKind::Human;
    if human && !selection.cells.is_empty() {
        // A piece is picked: ring it and show where it can go next and where it can end.
        for cell in selection_marks(game, &selection.cells) {
            legal(cell);
        }
        if let Some(&picked) = selection.cells.last() {
            mark(picked, &palette.ring, &palette.hint, 4.0);
        }
    } else if settings.show_legal_moves && human {
        for cell in legal_marks(game) {
            // Above the pieces: in peg solitaire the movable pieces are the marks.
            legal(cell);
        }
    }
    if let Some(mv) = state.last_move() {
        let before = state.position_before(state.cursor() - 1);
        if let Some(&last) = before.path(mv).last() {
            mark(last, &palette.dot, &palette.last, 4.0);
        }
    }
    if let Some(hint) = &state.hint
        && let Some(&cell) = game.path(hint).last()
    {
        mark(cell, &palette.ring, &palette.hint, 4.0);
    }
}

/// After the cells picked so far: the next cell of every move that goes on from them, and
/// the cell each such move ends on.
pub fn selection_marks<G: Game>(game: &G, picked: &[Cell]) -> Vec<Cell> {
    let mut cells = Vec::new();
    for mv in game.legal_moves() {
        let path = game.path(&mv);
        if path.len() > picked.len() && path.starts_with(picked) {
            cells.push(path[picked.len()]);
            cells.extend(path.last());
        }
    }
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// Cells to mark as playable: where moves start, or where they land when every move starts on
/// the same cell (a lone knight).
pub fn legal_marks<G: Game>(game: &G) -> Vec<Cell> {
    let paths: Vec<Vec<Cell>> = game.legal_moves().iter().map(|m| game.path(m)).collect();
    let one_origin = paths.len() > 1 && paths.iter().all(|p| p.len() > 1 && p[0] == paths[0][0]);
    paths
        .iter()
        .filter_map(|p| if one_origin { p.last() } else { p.first() })
        .copied()
        .collect()
}

/// Scales the board to fill the space left of the HUD panel.
fn fit_to_window(
    windows: Query<&Window, With<PrimaryWindow>>,
    mut roots: Query<(&BoardRoot, &mut Transform)>,
) {
    let Ok(window) = windows.single() else { return };
    let free_w = (window.width() - PANEL_WIDTH).max(100.0);
    let free_h = window.height().max(100.0);
    for (board, mut transform) in &mut roots {
        let scale = 0.9 * (free_w / (board.width + 0.4)).min(free_h / (board.height + 0.4));
        transform.scale = Vec3::new(scale, scale, 1.0);
        transform.translation = Vec3::new(-PANEL_WIDTH / 2.0, 0.0, 0.0);
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

/// The parts every game shares: palette, camera, fitting the board to the window.
pub fn plugin(app: &mut App) {
    app.init_resource::<PieceIndex>()
        .add_systems(Startup, (make_palette, spawn_camera))
        .add_systems(Update, fit_to_window.after(MatchSet::Animate));
}

/// The board of one game type; its systems idle while no match of that game exists.
pub fn game_plugin<G: Game>(app: &mut App) {
    app.add_systems(
        Update,
        (
            rebuild::<G>,
            follow_animation::<G>,
            animate_current::<G>,
            draw_markers::<G>,
        )
            .chain()
            .after(MatchSet::Animate)
            .before(fit_to_window),
    );
}
