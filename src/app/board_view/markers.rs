//! Markers: legal-move dots for a human, the picked cells' next steps, the last move and
//! the hint.

use super::*;

/// What the markers were drawn for: generation, idle, hint shown, legal dots wanted, board,
/// the cells selected so far.
type MarkerSignature = (u64, bool, bool, bool, Entity, Vec<Cell>);

/// Legal-move dots for a human, the last move, and the hint.
pub(super) fn draw_markers<G: Game>(
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
    } else if settings.show_legal_moves && human && game.marks_legal_moves() {
        for cell in legal_marks(game) {
            // Above the pieces: in peg solitaire the movable pieces are the marks.
            legal(cell);
        }
    }
    let last_path = state
        .last_move()
        .map(|mv| state.position_before(state.cursor() - 1).path(mv))
        .unwrap_or_default();
    if let Some(&last) = last_path.last() {
        mark(last, &palette.dot, &palette.last, 4.0);
    }
    if let Some(hint) = &state.hint
        && let Some(&cell) = game.path(hint).last()
    {
        mark(cell, &palette.ring, &palette.hint, 4.0);
    }
    // A move along a path (a jump chain) stays drawn hop by hop until the next move.
    for hop in last_path.windows(2) {
        let (from, to) = (
            cell_position(&layout, hop[0]),
            cell_position(&layout, hop[1]),
        );
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

/// After the cells picked so far: where a click can go next.
pub fn selection_marks<G: Game>(game: &G, picked: &[Cell]) -> Vec<Cell> {
    crate::app::move_paths::next_cells(&crate::app::move_paths::legal_paths(game).1, picked)
}

/// Cells to mark as playable.
pub fn legal_marks<G: Game>(game: &G) -> Vec<Cell> {
    crate::app::move_paths::start_cells(&crate::app::move_paths::legal_paths(game).1)
}
