//! Flat silhouettes for the pieces (a king's crown, the knight's head) as meshes: outlines in
//! piece units, cut into triangles by ear clipping.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// A king's crown: a band with three points, centred on the piece.
pub const CROWN: &[[f32; 2]] = &[
    [-0.2, -0.13],
    [0.2, -0.13],
    [0.2, -0.05],
    [0.25, 0.14],
    [0.12, 0.02],
    [0.0, 0.19],
    [-0.12, 0.02],
    [-0.25, 0.14],
    [-0.2, -0.05],
];

/// A chess knight's head facing left, standing on a base.
pub const KNIGHT: &[[f32; 2]] = &[
    [-0.22, -0.3],
    [0.22, -0.3],
    [0.22, -0.23],
    [0.15, -0.19],
    [0.2, 0.04],
    [0.14, 0.2],
    [0.04, 0.28],
    [0.0, 0.35],
    [-0.05, 0.27],
    [-0.2, 0.13],
    [-0.27, 0.03],
    [-0.24, -0.04],
    [-0.12, -0.03],
    [-0.03, -0.08],
    [-0.14, -0.19],
    [-0.22, -0.23],
];

fn cross(o: [f32; 2], a: [f32; 2], b: [f32; 2]) -> f32 {
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
}

fn inside(p: [f32; 2], a: [f32; 2], b: [f32; 2], c: [f32; 2]) -> bool {
    cross(a, b, p) >= 0.0 && cross(b, c, p) >= 0.0 && cross(c, a, p) >= 0.0
}

/// Triangles (index triples) covering a simple counter-clockwise polygon.
pub fn triangulate(points: &[[f32; 2]]) -> Vec<u32> {
    let mut left: Vec<usize> = (0..points.len()).collect();
    let mut triangles = Vec::new();
    while left.len() > 3 {
        let n = left.len();
        let ear = (0..n).find(|&i| {
            let (a, b, c) = (left[(i + n - 1) % n], left[i], left[(i + 1) % n]);
            let (pa, pb, pc) = (points[a], points[b], points[c]);
            cross(pa, pb, pc) > 0.0
                && left
                    .iter()
                    .all(|&j| j == a || j == b || j == c || !inside(points[j], pa, pb, pc))
        });
        // A degenerate outline has no ear: stop rather than loop.
        let Some(i) = ear else { break };
        triangles.extend([left[(i + n - 1) % n], left[i], left[(i + 1) % n]].map(|v| v as u32));
        left.remove(i);
    }
    if left.len() == 3 {
        triangles.extend(left.iter().map(|&v| v as u32));
    }
    triangles
}

/// A flat mesh of the outline.
pub fn silhouette(points: &[[f32; 2]]) -> Mesh {
    let positions: Vec<[f32; 3]> = points.iter().map(|p| [p[0], p[1], 0.0]).collect();
    flat_mesh(positions, triangulate(points))
}

/// A mesh in the board's plane from its vertices and triangles.
fn flat_mesh(positions: Vec<[f32; 3]>, triangles: Vec<u32>) -> Mesh {
    let count = positions.len();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; count])
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0]; count])
    .with_inserted_indices(Indices::U32(triangles))
}

/// A soft highlight: an ellipse (`radii`, turned by `angle`) whose vertex alpha falls from 1
/// at the centre to 0 at the edge, so the material's colour fades out with no hard rim.
pub fn soft_spot(radii: [f32; 2], angle: f32, segments: u32) -> Mesh {
    // Rings of (fraction of the radius, alpha): a smooth, rounded falloff.
    const RINGS: [(f32, f32); 3] = [(0.4, 0.8), (0.75, 0.35), (1.0, 0.0)];
    let (sin, cos) = angle.sin_cos();
    let mut positions = vec![[0.0, 0.0, 0.0]];
    let mut colours = vec![[1.0, 1.0, 1.0, 1.0]];
    for (scale, alpha) in RINGS {
        for i in 0..segments {
            let t = std::f32::consts::TAU * i as f32 / segments as f32;
            let (x, y) = (radii[0] * scale * t.cos(), radii[1] * scale * t.sin());
            positions.push([x * cos - y * sin, x * sin + y * cos, 0.0]);
            colours.push([1.0, 1.0, 1.0, alpha]);
        }
    }
    let mut indices = Vec::new();
    for i in 0..segments {
        let next = (i + 1) % segments;
        indices.extend([0, 1 + i, 1 + next]);
        for ring in 0..RINGS.len() as u32 - 1 {
            let (inner, outer) = (1 + ring * segments, 1 + (ring + 1) * segments);
            indices.extend([inner + i, outer + i, outer + next]);
            indices.extend([inner + i, outer + next, inner + next]);
        }
    }
    flat_mesh(positions, indices).with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(points: &[[f32; 2]]) -> f32 {
        (0..points.len())
            .map(|i| {
                let (a, b) = (points[i], points[(i + 1) % points.len()]);
                a[0] * b[1] - b[0] * a[1]
            })
            .sum::<f32>()
            / 2.0
    }

    #[test]
    fn the_outlines_are_covered_exactly_by_their_triangles() {
        for outline in [CROWN, KNIGHT] {
            assert!(area(outline) > 0.0, "counter-clockwise");
            let triangles = triangulate(outline);
            assert_eq!(triangles.len(), 3 * (outline.len() - 2));
            let covered: f32 = triangles
                .chunks(3)
                .map(|t| {
                    area(&[
                        outline[t[0] as usize],
                        outline[t[1] as usize],
                        outline[t[2] as usize],
                    ])
                })
                .sum();
            assert!(
                (covered - area(outline)).abs() < 1e-5,
                "{covered} vs {}",
                area(outline)
            );
        }
    }
}
