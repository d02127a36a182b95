//! A canvas of pixels (RGBA, row by row), with soft edges: each shape covers a pixel by the
//! share of it that lies inside, which keeps small exports from looking jagged.

use super::{Canvas, Rgba};

pub struct Raster {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Raster {
    pub fn new(width: u32, height: u32, background: Rgba) -> Self {
        let pixels = background
            .iter()
            .copied()
            .cycle()
            .take(width as usize * height as usize * 4)
            .collect();
        Self {
            width,
            height,
            pixels,
        }
    }

    pub fn pixel(&self, x: u32, y: u32) -> Rgba {
        let i = (y as usize * self.width as usize + x as usize) * 4;
        [
            self.pixels[i],
            self.pixels[i + 1],
            self.pixels[i + 2],
            self.pixels[i + 3],
        ]
    }

    /// Blends `colour` over pixel (x, y) with `coverage` (0 to 1) of it.
    fn blend(&mut self, x: i64, y: i64, colour: Rgba, coverage: f32) {
        if x < 0 || y < 0 || x >= i64::from(self.width) || y >= i64::from(self.height) {
            return;
        }
        let alpha = coverage.clamp(0.0, 1.0) * f32::from(colour[3]) / 255.0;
        if alpha <= 0.0 {
            return;
        }
        let i = (y as usize * self.width as usize + x as usize) * 4;
        for (under, &over) in self.pixels[i..i + 3].iter_mut().zip(&colour[..3]) {
            *under = mix(*under, over, alpha);
        }
        let under = f32::from(self.pixels[i + 3]) / 255.0;
        self.pixels[i + 3] = ((under + (1.0 - under) * alpha) * 255.0).round() as u8;
    }

    /// Visits the pixels of a box around a shape, with each pixel centre.
    fn each_pixel(
        &mut self,
        min: [f32; 2],
        max: [f32; 2],
        mut shade: impl FnMut(f32, f32) -> f32,
        colour: Rgba,
    ) {
        let (x0, y0) = (min[0].floor() as i64 - 1, min[1].floor() as i64 - 1);
        let (x1, y1) = (max[0].ceil() as i64 + 1, max[1].ceil() as i64 + 1);
        for y in y0.max(0)..=y1.min(i64::from(self.height) - 1) {
            for x in x0.max(0)..=x1.min(i64::from(self.width) - 1) {
                let coverage = shade(x as f32 + 0.5, y as f32 + 0.5);
                self.blend(x, y, colour, coverage);
            }
        }
    }
}

/// `over` laid on `under` with opacity `alpha` (0 to 1), one channel.
pub fn mix(under: u8, over: u8, alpha: f32) -> u8 {
    let under = f32::from(under);
    (under + (f32::from(over) - under) * alpha).round() as u8
}

/// How much of a pixel lies inside an edge `distance` pixels away (positive inside).
fn edge(distance: f32) -> f32 {
    (distance + 0.5).clamp(0.0, 1.0)
}

impl Canvas for Raster {
    fn rect(&mut self, min: [f32; 2], max: [f32; 2], colour: Rgba) {
        self.each_pixel(
            min,
            max,
            |x, y| edge((x - min[0]).min(max[0] - x).min(y - min[1]).min(max[1] - y)),
            colour,
        );
    }

    fn circle(&mut self, centre: [f32; 2], radius: f32, colour: Rgba) {
        let (min, max) = (
            [centre[0] - radius, centre[1] - radius],
            [centre[0] + radius, centre[1] + radius],
        );
        self.each_pixel(
            min,
            max,
            |x, y| edge(radius - (x - centre[0]).hypot(y - centre[1])),
            colour,
        );
    }

    fn ring(&mut self, centre: [f32; 2], radius: f32, width: f32, colour: Rgba) {
        let outer = radius + width / 2.0;
        let (min, max) = (
            [centre[0] - outer, centre[1] - outer],
            [centre[0] + outer, centre[1] + outer],
        );
        self.each_pixel(
            min,
            max,
            |x, y| edge(width / 2.0 - ((x - centre[0]).hypot(y - centre[1]) - radius).abs()),
            colour,
        );
    }

    fn line(&mut self, from: [f32; 2], to: [f32; 2], width: f32, colour: Rgba) {
        let (dx, dy) = (to[0] - from[0], to[1] - from[1]);
        let length_sq = (dx * dx + dy * dy).max(1e-6);
        let pad = width;
        let min = [from[0].min(to[0]) - pad, from[1].min(to[1]) - pad];
        let max = [from[0].max(to[0]) + pad, from[1].max(to[1]) + pad];
        self.each_pixel(
            min,
            max,
            |x, y| {
                let t = (((x - from[0]) * dx + (y - from[1]) * dy) / length_sq).clamp(0.0, 1.0);
                let distance = (x - from[0] - t * dx).hypot(y - from[1] - t * dy);
                edge(width / 2.0 - distance)
            },
            colour,
        );
    }
}
