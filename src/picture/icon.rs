//! Leapfrog's icon: a green frog-coloured disc leaping over a dark one along a white arc. The
//! window shows it (desktop), and `leapfrog icon FILE` writes it as a PNG for the desktop
//! entry (`scripts/install-desktop.sh`).

/// The icon as RGBA rows, top first.
pub fn icon_rgba(size: u32) -> Vec<u8> {
    let s = size as f32;
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (px, py) = ((x as f32 + 0.5) / s, (y as f32 + 0.5) / s);
            let from = |cx: f32, cy: f32| ((px - cx).powi(2) + (py - cy).powi(2)).sqrt();
            // The arc of the leap: a ring segment above the dark disc.
            let arc = (from(0.5, 0.62) - 0.3).abs() < 0.035 && py < 0.6;
            let pixel: [u8; 4] = if from(0.72, 0.7) < 0.2 {
                [64, 173, 82, 255]
            } else if from(0.3, 0.72) < 0.17 {
                [24, 24, 28, 255]
            } else if arc {
                [245, 242, 230, 255]
            } else {
                [0, 0, 0, 0]
            };
            out.extend_from_slice(&pixel);
        }
    }
    out
}

/// The icon as a PNG file's bytes.
pub fn icon_png(size: u32) -> Vec<u8> {
    let image = image::RgbaImage::from_raw(size, size, icon_rgba(size)).expect("size*size*4 bytes");
    let mut bytes = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut bytes, image::ImageFormat::Png)
        .expect("PNG encoding into memory does not fail");
    bytes.into_inner()
}

#[cfg(test)]
mod tests {
    use super::*;
    const SIZE: u32 = 64;

    #[test]
    fn the_icon_is_a_drawing_on_a_clear_background() {
        let rgba = icon_rgba(SIZE);
        assert_eq!(rgba.len(), (SIZE * SIZE * 4) as usize);
        let at = |x: u32, y: u32| &rgba[((y * SIZE + x) * 4) as usize..][..4];
        assert_eq!(at(0, 0)[3], 0, "a clear corner");
        assert_eq!(at(46, 45), [64, 173, 82, 255], "the green leaper");
        assert_eq!(at(19, 46), [24, 24, 28, 255], "the disc it jumps");
        let opaque = rgba.chunks(4).filter(|p| p[3] == 255).count();
        assert!(opaque > (SIZE * SIZE / 6) as usize);
    }
}
