//! Pictures of a position, drawn once for every surface: the menu's miniatures and the rules
//! page's diagrams (egui shapes) and the exported PNG and GIF (pixels). No Bevy here: a
//! surface is anything that can fill rectangles and circles and draw lines.

pub mod export;
pub mod icon;
pub mod raster;

use crate::rules::{Cell, CellShape, Layout, Piece};

/// An RGBA colour, not premultiplied.
pub type Rgba = [u8; 4];

/// What a picture is drawn on. Coordinates are pixels (or points), y down.
pub trait Canvas {
    fn rect(&mut self, min: [f32; 2], max: [f32; 2], colour: Rgba);
    fn circle(&mut self, centre: [f32; 2], radius: f32, colour: Rgba);
    fn ring(&mut self, centre: [f32; 2], radius: f32, width: f32, colour: Rgba);
    fn line(&mut self, from: [f32; 2], to: [f32; 2], width: f32, colour: Rgba);
}

/// The board's colours (a theme's) and the pieces' colours (by the layout's colour index).
#[derive(Clone, Debug, PartialEq)]
pub struct Colours {
    pub frame: Rgba,
    pub cells: [Rgba; 2],
    pub checkered: [Rgba; 2],
    pub line: Rgba,
    pub hole: Rgba,
    pub rim: Rgba,
    pub pieces: Vec<[u8; 3]>,
}

/// Draws `layout` with `pieces`, as large as fits, centred in the area from `min` to `max`.
pub fn draw(
    canvas: &mut dyn Canvas,
    min: [f32; 2],
    max: [f32; 2],
    layout: &Layout,
    pieces: &[(Cell, Piece)],
    colours: &Colours,
) {
    let (width, height) = (max[0] - min[0], max[1] - min[1]);
    let cell = (width / (layout.width + 0.4)).min(height / (layout.height + 0.4));
    let origin = [
        min[0] + width / 2.0 - layout.width * cell / 2.0,
        min[1] + height / 2.0 - layout.height * cell / 2.0,
    ];
    let centre = |c: Cell| {
        let (x, y) = layout.positions[usize::from(c)];
        [origin[0] + (x + 0.5) * cell, origin[1] + (y + 0.5) * cell]
    };
    let margin = 0.2 * cell;
    canvas.rect(
        [origin[0] - margin, origin[1] - margin],
        [
            origin[0] + layout.width * cell + margin,
            origin[1] + layout.height * cell + margin,
        ],
        colours.frame,
    );
    for &(a, b) in &layout.lines {
        canvas.line(centre(a), centre(b), (0.08 * cell).max(1.0), colours.line);
    }
    for (i, &(x, y)) in layout.positions.iter().enumerate() {
        let at = centre(i as Cell);
        let shade = (x as usize + y as usize) % 2;
        let half = 0.47 * cell;
        let square = ([at[0] - half, at[1] - half], [at[0] + half, at[1] + half]);
        match layout.cell_shape {
            CellShape::Square => canvas.rect(square.0, square.1, colours.cells[shade]),
            CellShape::Checkered => canvas.rect(square.0, square.1, colours.checkered[shade]),
            CellShape::Hole => canvas.circle(at, 0.2 * cell, colours.hole),
            CellShape::Point => canvas.circle(at, 0.07 * cell, colours.line),
        }
    }
    for &(c, piece) in pieces {
        let index = layout.colour_of(piece.owner).min(colours.pieces.len() - 1);
        let [r, g, b] = colours.pieces[index];
        let at = centre(c);
        canvas.circle(at, 0.4 * cell, [r, g, b, 255]);
        canvas.ring(at, 0.4 * cell, (0.06 * cell).max(0.5), colours.rim);
    }
}
