//! Piece entities: spawned from the position, posed along the animation queue, faded out.

use super::*;

pub(super) fn spawn_piece(
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
            // Depth first: a shaded rim, a gloss spot up and to the left (the light's side).
            p.spawn((
                Mesh2d(palette.rim.clone()),
                MeshMaterial2d(palette.rim_shade.clone()),
                Transform::from_xyz(0.0, 0.0, 0.02),
            ));
            p.spawn((
                Mesh2d(palette.gloss.clone()),
                MeshMaterial2d(palette.gloss_shade.clone()),
                Transform::from_xyz(-0.12, 0.12, 0.03),
            ));
            let decorations: &[(&Handle<Mesh>, &Handle<ColorMaterial>)] = match piece.kind {
                PieceKind::Special => &[(&palette.ring, &palette.special)],
                PieceKind::Man => &[(&palette.groove, &palette.rim_shade)],
                PieceKind::King => &[
                    (&palette.groove, &palette.rim_shade),
                    (&palette.crown_shape, &palette.special),
                ],
                PieceKind::Knight => &[(&palette.knight, &palette.emblem)],
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
            let mark: Vec<(&Handle<Mesh>, &Handle<ColorMaterial>)> = match piece.kind {
                PieceKind::Marble => palette.marble_marks
                    [usize::from(piece.owner) % palette.marble_marks.len()]
                .iter()
                .map(|mesh| (mesh, &palette.mark_shade))
                .collect(),
                _ => Vec::new(),
            };
            for (i, (mesh, material)) in decorations.iter().chain(&mark).enumerate() {
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

/// Spawns and settles pieces as the queue starts and finishes changes.
#[allow(clippy::too_many_arguments)]
pub(super) fn follow_animation(
    mut commands: Commands,
    mut events: MessageReader<AnimationEvent>,
    shown: Res<ShownBoard>,
    palette: Res<Palette>,
    roots: Query<Entity, With<BoardRoot>>,
    mut index: ResMut<PieceIndex>,
    mut pieces: Query<(&mut PieceView, &mut Transform)>,
    mut bodies: Query<&mut MeshMaterial2d<ColorMaterial>>,
    children: Query<&Children>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (true, Ok(root)) = (shown.present(), roots.single()) else {
        events.clear();
        return;
    };
    let layout = &shown.layout;
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
                let entity = spawn_piece(&mut commands, &palette, root, layout, *cell, *piece);
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
                    let entity = spawn_piece(&mut commands, &palette, root, layout, *cell, *to);
                    index.0.insert(*cell, entity);
                }
                Change::Flip { cell, to } => {
                    if let Some(&entity) = index.0.get(cell)
                        && let Ok((mut view, _)) = pieces.get_mut(entity)
                    {
                        view.piece = *to;
                        if let Ok(mut material) = bodies.get_mut(view.body) {
                            material.0 = palette.owner(layout, to.owner);
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
pub(super) fn animate_current(
    queue: Res<AnimationQueue>,
    shown: Res<ShownBoard>,
    index: Res<PieceIndex>,
    mut pieces: Query<(&PieceView, &mut Transform)>,
    mut bodies: Query<&mut MeshMaterial2d<ColorMaterial>>,
    palette: Res<Palette>,
    fading: Query<&Fading>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !shown.present() {
        return;
    }
    let layout = &shown.layout;
    // Settle everything that is not animating (cheap: boards are small).
    for (view, mut transform) in &mut pieces {
        let at = cell_position(layout, view.cell);
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
                    material.0 = palette.owner(layout, to.owner);
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
                let a = cell_position(layout, path[hop]);
                let b = cell_position(layout, path[hop + 1]);
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
