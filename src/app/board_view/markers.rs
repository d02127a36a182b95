//! Markers: legal-move dots for a human, the picked cells' next steps, the last move and
//! the hint.

use super::*;
use crate::app::move_paths::{next_cells, start_cells};

/// What the markers were drawn for: the shown board's version, idle, legal dots wanted, board,
/// the cells selected so far.
type MarkerSignature = (u64, bool, bool, Entity, Vec<Cell>);

/// Legal-move dots for a human, the last move, and the hint.
pub(super) fn draw_markers(
    mut commands: Commands,
    shown: Res<ShownBoard>,
    queue: Res<AnimationQueue>,
    settings: Res<GameSettings>,
    palette: Res<Palette>,
    roots: Query<Entity, With<BoardRoot>>,
    markers: Query<Entity, With<Marker>>,
    selection: Res<Selection>,
    mut drawn: Local<Option<MarkerSignature>>,
) {
    let (true, Ok(root)) = (shown.present(), roots.single()) else {
        return;
    };
    let idle = queue.is_idle();
    let signature = (
        shown.version,
        idle,
        settings.show_legal_moves,
        root,
        selection.cells.clone(),
    );
    if drawn.as_ref() == Some(&signature) {
        return;
    }
    *drawn = Some(signature);
    for marker in &markers {
        commands.entity(marker).despawn();
    }
    if !idle {
        return;
    }
    let layout = &shown.layout;
    let mut mark = |cell: Cell, mesh: &Handle<Mesh>, material: &Handle<ColorMaterial>, z: f32| {
        let at = cell_position(layout, cell);
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
    let human = shown.human_to_move;
    if human && !selection.cells.is_empty() {
        // A piece is picked: ring it and show where it can go next and where it can end.
        for cell in next_cells(&shown.legal_paths, &selection.cells) {
            legal(cell);
        }
        if let Some(&picked) = selection.cells.last() {
            mark(picked, &palette.ring, &palette.hint, 4.0);
        }
    } else if settings.show_legal_moves && human && shown.marks_legal_moves {
        for cell in start_cells(&shown.legal_paths) {
            // Above the pieces: in peg solitaire the movable pieces are the marks.
            legal(cell);
        }
    }
    let last_path = &shown.last_path;
    if let Some(&last) = last_path.last() {
        mark(last, &palette.dot, &palette.last, 4.0);
    }
    if let Some(cell) = shown.hint_cell {
        mark(cell, &palette.ring, &palette.hint, 4.0);
    }
    // A move along a path (a jump chain) stays drawn hop by hop until the next move.
    for hop in last_path.windows(2) {
        let (from, to) = (cell_position(layout, hop[0]), cell_position(layout, hop[1]));
        let along = to - from;
        commands.spawn((
            Marker,
            Mesh2d(palette.square.clone()),
            MeshMaterial2d(palette.last.clone()),
            Transform::from_translation(((from + to) / 2.0).extend(3.9))
                .with_rotation(Quat::from_rotation_z(along.y.atan2(along.x)))
                .with_scale(Vec3::new(along.length() / 0.94, 0.05, 1.0)),
            ChildOf(root),
        ));
    }
}
