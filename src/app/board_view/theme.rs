//! Board themes: the colours of the frame, cells, lines, holes, move marks and coordinates.
//! Pieces keep their own colours in every theme. A change recolours the shared materials in
//! place, so every board follows at once without being rebuilt.

use bevy::prelude::*;
use bevy_egui::egui::Color32;

use super::Palette;
use crate::app::settings::GameSettings;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    Felt,
    Wood,
    Contrast,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Wood, Theme::Felt, Theme::Contrast];

    /// The settings value.
    pub fn id(self) -> &'static str {
        match self {
            Theme::Felt => "felt",
            Theme::Wood => "wood",
            Theme::Contrast => "contrast",
        }
    }

    /// The theme a settings value names; green felt for an unknown one.
    pub fn from_id(id: &str) -> Theme {
        Theme::ALL
            .into_iter()
            .find(|t| t.id() == id.trim())
            .unwrap_or(Theme::Felt)
    }

    /// The theme in use: `LEAPFROG_THEME` (for scripted screenshots), else the settings'.
    pub fn chosen(settings: &GameSettings) -> Theme {
        std::env::var("LEAPFROG_THEME")
            .map(|id| Theme::from_id(&id))
            .unwrap_or_else(|_| Theme::from_id(&settings.theme))
    }

    /// The colours for a picture (the miniatures, the exports): the board's and the pieces'.
    pub fn picture_colours(self) -> crate::picture::Colours {
        let c = self.colours();
        let rgba = |colour: Color| colour.to_srgba().to_u8_array();
        crate::picture::Colours {
            frame: rgba(c.frame),
            cells: c.cells.map(rgba),
            checkered: c.checkered.map(rgba),
            line: rgba(c.line),
            hole: rgba(c.hole),
            rim: rgba(c.rim),
            pieces: super::PIECE_RGB.to_vec(),
        }
    }

    pub fn colours(self) -> ThemeColours {
        let rgb = |r: u8, g: u8, b: u8| Color::srgb_u8(r, g, b);
        match self {
            Theme::Felt => ThemeColours {
                frame: rgb(13, 56, 31),
                cells: [rgb(33, 122, 69), rgb(31, 115, 64)],
                checkered: [rgb(219, 209, 178), rgb(41, 102, 66)],
                line: rgb(26, 92, 51),
                hole: rgb(5, 26, 13),
                legal: Color::srgba(0.0, 0.0, 0.0, 0.35),
                legal_halo: Color::srgba(1.0, 1.0, 1.0, 0.3),
                coordinates: Color32::from_rgba_unmultiplied(235, 228, 200, 210),
                rim: Color::srgba(0.0, 0.0, 0.0, 0.22),
            },
            Theme::Wood => ThemeColours {
                frame: rgb(92, 52, 24),
                cells: [rgb(196, 148, 92), rgb(186, 139, 85)],
                checkered: [rgb(236, 210, 166), rgb(150, 94, 52)],
                line: rgb(96, 58, 30),
                hole: rgb(70, 38, 16),
                legal: Color::srgba(0.15, 0.07, 0.0, 0.45),
                legal_halo: Color::srgba(1.0, 0.95, 0.85, 0.35),
                coordinates: Color32::from_rgba_unmultiplied(246, 226, 190, 230),
                rim: Color::srgba(0.0, 0.0, 0.0, 0.25),
            },
            Theme::Contrast => ThemeColours {
                frame: rgb(16, 16, 20),
                cells: [rgb(52, 52, 58), rgb(44, 44, 50)],
                checkered: [rgb(120, 120, 128), rgb(28, 28, 34)],
                line: rgb(150, 150, 160),
                hole: rgb(10, 10, 12),
                legal: Color::srgba(1.0, 0.85, 0.1, 0.9),
                legal_halo: Color::srgba(0.0, 0.0, 0.0, 0.8),
                coordinates: Color32::from_rgb(255, 255, 255),
                // A light outline, so that black pieces stand out from a dark board.
                rim: Color::srgba(1.0, 1.0, 1.0, 0.8),
            },
        }
    }
}

/// A theme's colours.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThemeColours {
    pub frame: Color,
    pub cells: [Color; 2],
    pub checkered: [Color; 2],
    pub line: Color,
    pub hole: Color,
    pub legal: Color,
    pub legal_halo: Color,
    pub coordinates: Color32,
    /// The ring at every piece's edge.
    pub rim: Color,
}

/// Recolours the palette when the chosen theme differs from the one it wears.
pub(super) fn apply_theme(
    settings: Res<GameSettings>,
    palette: Option<ResMut<Palette>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut worn: Local<Option<Theme>>,
) {
    let Some(mut palette) = palette else { return };
    let theme = Theme::chosen(&settings);
    if *worn == Some(theme) {
        return;
    }
    *worn = Some(theme);
    let c = theme.colours();
    let mut paint = |handle: &Handle<ColorMaterial>, colour: Color| {
        if let Some(mut material) = materials.get_mut(handle) {
            material.color = colour;
        }
    };
    paint(&palette.board, c.frame);
    paint(&palette.cells[0], c.cells[0]);
    paint(&palette.cells[1], c.cells[1]);
    paint(&palette.checkered[0], c.checkered[0]);
    paint(&palette.checkered[1], c.checkered[1]);
    paint(&palette.line, c.line);
    paint(&palette.hole_colour, c.hole);
    paint(&palette.legal, c.legal);
    paint(&palette.legal_halo, c.legal_halo);
    paint(&palette.rim_shade, c.rim);
    palette.coordinate_colour = c.coordinates;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn luminance(c: Color) -> f32 {
        let l = c.to_linear();
        0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
    }

    fn contrast(a: Color, b: Color) -> f32 {
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn themes_round_trip_and_differ() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_id(theme.id()), theme);
        }
        assert_eq!(Theme::from_id("no such theme"), Theme::Felt);
        for theme in Theme::ALL {
            let id = format!("theme-{}", theme.id());
            for lang in crate::i18n::Lang::ALL {
                assert_ne!(crate::i18n::format_in(lang, &id, &[]), id);
            }
        }
        assert_ne!(Theme::Wood.colours(), Theme::Felt.colours());
        assert_ne!(Theme::Contrast.colours(), Theme::Felt.colours());
    }

    #[test]
    fn the_high_contrast_theme_keeps_black_and_white_pieces_and_lines_apart_from_the_board() {
        let c = Theme::Contrast.colours();
        let black_piece = Color::srgb(0.07, 0.07, 0.08);
        let white_piece = Color::srgb(0.95, 0.94, 0.9);
        for cell in c.cells {
            assert!(contrast(white_piece, cell) > 7.0);
            assert!(contrast(c.line, cell) > 3.0);
            // Black pieces sit on a lighter cell, ringed by the theme's light rim.
            assert!(contrast(black_piece, cell) > 1.3);
            assert!(contrast(c.rim.with_alpha(1.0), black_piece) > 7.0);
        }
        assert!(contrast(c.legal.with_alpha(1.0), c.cells[0]) > 4.5);
    }
}
