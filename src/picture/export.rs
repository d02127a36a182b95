//! Exports: a position as a PNG, a game as an animated GIF (one frame per position), through
//! the `image` crate's encoders.

use image::codecs::gif::{GifEncoder, Repeat};
use image::codecs::png::PngEncoder;
use image::{Delay, Frame, ImageEncoder, RgbaImage};

use super::raster::Raster;
use super::{Colours, draw};
use crate::rules::{Cell, Layout, Piece};

/// The longer side of an exported picture, in pixels.
pub const SIZE: u32 = 480;

/// How long each position of a GIF shows, and the last one before the loop starts again.
const FRAME_MS: u32 = 700;
const LAST_FRAME_MS: u32 = 2500;

/// The position drawn on a picture whose longer side is `size` pixels.
pub fn render(layout: &Layout, pieces: &[(Cell, Piece)], colours: &Colours, size: u32) -> Raster {
    let (w, h) = (layout.width + 0.4, layout.height + 0.4);
    let scale = size as f32 / w.max(h);
    let (width, height) = (
        ((w * scale).round() as u32).max(1),
        ((h * scale).round() as u32).max(1),
    );
    let mut raster = Raster::new(width, height, [0, 0, 0, 0]);
    draw(
        &mut raster,
        [0.0, 0.0],
        [width as f32, height as f32],
        layout,
        pieces,
        colours,
    );
    raster
}

/// The position as a PNG file's bytes.
pub fn png(
    layout: &Layout,
    pieces: &[(Cell, Piece)],
    colours: &Colours,
) -> Result<Vec<u8>, String> {
    let raster = render(layout, pieces, colours, SIZE);
    let mut bytes = Vec::new();
    PngEncoder::new(&mut bytes)
        .write_image(
            &raster.pixels,
            raster.width,
            raster.height,
            image::ExtendedColorType::Rgba8,
        )
        .map_err(|e| e.to_string())?;
    Ok(bytes)
}

/// The positions of a game, in order, as an animated GIF file's bytes that loops.
pub fn gif(
    layout: &Layout,
    positions: &[Vec<(Cell, Piece)>],
    colours: &Colours,
) -> Result<Vec<u8>, String> {
    if positions.is_empty() {
        return Err("a game without positions".into());
    }
    let mut bytes = Vec::new();
    {
        let mut encoder = GifEncoder::new_with_speed(&mut bytes, 10);
        encoder
            .set_repeat(Repeat::Infinite)
            .map_err(|e| e.to_string())?;
        for (i, pieces) in positions.iter().enumerate() {
            let raster = render(layout, pieces, colours, SIZE);
            // GIF has no partial transparency: the frame sits on the page's dark background.
            let mut opaque = Raster::new(raster.width, raster.height, [28, 30, 36, 255]);
            for (pixel, over) in opaque.pixels.chunks_mut(4).zip(raster.pixels.chunks(4)) {
                let alpha = f32::from(over[3]) / 255.0;
                for (under, &top) in pixel[..3].iter_mut().zip(&over[..3]) {
                    *under = super::raster::mix(*under, top, alpha);
                }
            }
            let image = RgbaImage::from_raw(opaque.width, opaque.height, opaque.pixels)
                .ok_or("a frame of the wrong size")?;
            let ms = if i + 1 == positions.len() {
                LAST_FRAME_MS
            } else {
                FRAME_MS
            };
            let frame = Frame::from_parts(image, 0, 0, Delay::from_numer_denom_ms(ms, 1));
            encoder.encode_frame(frame).map_err(|e| e.to_string())?;
        }
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::family;

    fn colours() -> Colours {
        Colours {
            frame: [10, 60, 30, 255],
            cells: [[30, 120, 70, 255], [30, 110, 60, 255]],
            checkered: [[220, 210, 180, 255], [40, 100, 60, 255]],
            line: [20, 90, 50, 255],
            hole: [5, 25, 12, 255],
            rim: [0, 0, 0, 60],
            pieces: vec![[18, 18, 20], [242, 240, 230], [217, 51, 51]],
        }
    }

    #[test]
    fn a_png_shows_the_pieces_where_they_stand() {
        let game = family("reversi").unwrap().start("reversi-8").unwrap();
        let bytes = png(&game.layout(), &game.pieces(), &colours()).unwrap();
        let decoded = image::load_from_memory(&bytes).unwrap().to_rgba8();
        assert_eq!((decoded.width(), decoded.height()), (SIZE, SIZE));
        // d4 (row 3, column 3) holds a white disc, d3 nothing: sample their centres.
        let cell = SIZE as f32 / 8.4;
        let centre = |row: f32, col: f32| {
            let p = decoded.get_pixel(
                ((0.2 + col + 0.5) * cell) as u32,
                ((0.2 + row + 0.5) * cell) as u32,
            );
            [p[0], p[1], p[2]]
        };
        assert_eq!(centre(3.0, 3.0), [242, 240, 230], "a white disc on d4");
        assert_eq!(centre(3.0, 4.0), [18, 18, 20], "a black disc on e4");
        assert_eq!(centre(2.0, 3.0), [30, 110, 60], "an empty square on d3");
    }

    #[test]
    fn a_gif_has_a_frame_per_position() {
        use image::AnimationDecoder;
        let mut game = family("peg").unwrap().start("classic/english").unwrap();
        let mut positions = vec![game.pieces()];
        for _ in 0..3 {
            game.play_nth(0).unwrap();
            positions.push(game.pieces());
        }
        let bytes = gif(&game.layout(), &positions, &colours()).unwrap();
        let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).unwrap();
        let frames = decoder.into_frames().collect_frames().unwrap();
        assert_eq!(frames.len(), 4);
        assert_ne!(
            frames[0].buffer(),
            frames[3].buffer(),
            "the pieces move from frame to frame"
        );
    }
}
