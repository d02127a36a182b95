//! The shared meshes and materials of the board view.

use super::*;

/// The piece colours, in the order the settings name them (black, white, red, blue, yellow,
/// purple, green); the board and the miniatures both draw with these.
pub const PIECE_RGB: [[u8; 3]; 7] = [
    [18, 18, 20],
    [242, 240, 230],
    [217, 51, 51],
    [51, 102, 217],
    [242, 191, 51],
    [153, 77, 191],
    [64, 173, 82],
];

/// Shared meshes and materials.
#[derive(Resource)]
pub struct Palette {
    pub(super) square: Handle<Mesh>,
    pub(super) disc: Handle<Mesh>,
    pub(super) dot: Handle<Mesh>,
    /// A light rim under legal-move dots, so they read on dark squares too.
    pub(super) halo: Handle<Mesh>,
    pub(super) ring: Handle<Mesh>,
    pub(super) crown: Handle<Mesh>,
    pub(super) figure: Handle<Mesh>,
    pub(super) figure_rim: Handle<Mesh>,
    pub(super) hole: Handle<Mesh>,
    /// The small dot where a line board's lines cross.
    pub(super) point: Handle<Mesh>,
    pub(super) board: Handle<ColorMaterial>,
    pub(super) hole_colour: Handle<ColorMaterial>,
    pub(super) line: Handle<ColorMaterial>,
    pub(super) special: Handle<ColorMaterial>,
    pub(super) figure_colour: Handle<ColorMaterial>,
    pub(super) cells: [Handle<ColorMaterial>; 2],
    pub(super) checkered: [Handle<ColorMaterial>; 2],
    pub(super) shadow: Handle<ColorMaterial>,
    pub(super) owners: Vec<Handle<ColorMaterial>>,
    pub(super) legal: Handle<ColorMaterial>,
    pub(super) legal_halo: Handle<ColorMaterial>,
    pub(super) last: Handle<ColorMaterial>,
    pub(super) hint: Handle<ColorMaterial>,
    /// The marks of the six marble sides (dot, triangle, square, diamond, cross, ring), each
    /// one or two meshes, and the shade they are drawn in.
    pub(super) marble_marks: Vec<Vec<Handle<Mesh>>>,
    pub(super) mark_shade: Handle<ColorMaterial>,
    /// Depth on every piece: a darker rim, a gloss highlight, and a groove on draughts men.
    pub(super) rim: Handle<Mesh>,
    pub(super) rim_shade: Handle<ColorMaterial>,
    pub(super) gloss: Handle<Mesh>,
    pub(super) gloss_shade: Handle<ColorMaterial>,
    pub(super) groove: Handle<Mesh>,
    /// A king's crown and the knight's head, drawn on their pieces.
    pub(super) crown_shape: Handle<Mesh>,
    pub(super) knight: Handle<Mesh>,
    pub(super) emblem: Handle<ColorMaterial>,
    /// The coordinates' text over the board frame.
    pub(super) coordinate_colour: bevy_egui::egui::Color32,
}

pub(super) fn make_palette(
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
        point: meshes.add(Circle::new(0.07)),
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
        owners: PIECE_RGB
            .iter()
            .map(|&[r, g, b]| colour(Color::srgb_u8(r, g, b)))
            .collect(),
        legal: colour(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        legal_halo: colour(Color::srgba(1.0, 1.0, 1.0, 0.3)),
        last: colour(Color::srgb(0.9, 0.25, 0.2)),
        hint: colour(Color::srgb(1.0, 0.82, 0.2)),
        marble_marks: vec![
            vec![meshes.add(Circle::new(0.12))],
            vec![meshes.add(RegularPolygon::new(0.17, 3))],
            vec![meshes.add(Rectangle::new(0.22, 0.22))],
            vec![meshes.add(RegularPolygon::new(0.17, 4))],
            vec![
                meshes.add(Rectangle::new(0.3, 0.08)),
                meshes.add(Rectangle::new(0.08, 0.3)),
            ],
            vec![meshes.add(Annulus::new(0.1, 0.16))],
        ],
        mark_shade: colour(Color::srgba(0.0, 0.0, 0.0, 0.45)),
        rim: meshes.add(Annulus::new(0.335, 0.4)),
        rim_shade: colour(Color::srgba(0.0, 0.0, 0.0, 0.22)),
        gloss: meshes.add(super::shapes::soft_spot([0.2, 0.13], 0.8, 32)),
        gloss_shade: colour(Color::srgba(1.0, 1.0, 1.0, 0.16)),
        groove: meshes.add(Annulus::new(0.235, 0.26)),
        crown_shape: meshes.add(super::shapes::silhouette(super::shapes::CROWN)),
        knight: meshes.add(super::shapes::silhouette(super::shapes::KNIGHT)),
        emblem: colour(Color::srgb(0.16, 0.11, 0.07)),
        coordinate_colour: bevy_egui::egui::Color32::from_rgba_unmultiplied(235, 228, 200, 210),
    });
}

impl Palette {
    /// The material `owner`'s pieces wear on this board.
    pub(super) fn owner(&self, layout: &Layout, owner: u8) -> Handle<ColorMaterial> {
        self.owners[layout.colour_of(owner).min(self.owners.len() - 1)].clone()
    }
}
