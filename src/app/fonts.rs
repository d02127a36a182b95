//! The UI font: a subset of Noto Sans SC (OFL), embedded so Chinese text renders everywhere.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The desktop build carries the full subset (3755 common characters). The browser build starts
/// with the characters the game itself writes (`scripts/web-font.py`), a seventh of the bytes,
/// and swaps in the full subset once the page has fetched it after the menu came up.
#[cfg(not(target_arch = "wasm32"))]
const UI_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-subset.otf");
#[cfg(target_arch = "wasm32")]
const UI_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-web.otf");

/// The full subset as the page fetches it (`web/build.sh` copies it beside the page).
const FULL_FONT: &str = "NotoSansSC-subset.otf";

fn definitions(font: egui::FontData) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    fonts
        .font_data
        .insert("noto-sans-sc".into(), std::sync::Arc::new(font));
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("noto-sans-sc".into());
    }
    fonts
}

/// Whether `bytes` is a whole font: egui panics on one whose table directory is broken, and a
/// download cut short leaves tables pointing past the end.
pub fn is_font(bytes: &[u8]) -> bool {
    skrifa::FontRef::new(bytes).is_ok_and(|font| {
        font.table_directory().table_records().iter().all(|table| {
            let end = u64::from(table.offset()) + u64::from(table.length());
            end <= bytes.len() as u64
        })
    })
}

#[derive(Resource, Default)]
struct FontsInstalled;

fn install_fonts(
    mut contexts: EguiContexts,
    installed: Option<Res<FontsInstalled>>,
    mut commands: Commands,
) -> Result {
    if installed.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_fonts(definitions(egui::FontData::from_static(UI_FONT)));
    let mut style = (*ctx.global_style()).clone();
    style
        .text_styles
        .iter_mut()
        .for_each(|(_, f)| f.size *= 1.15);
    ctx.set_global_style(style);
    commands.insert_resource(FontsInstalled);
    Ok(())
}

/// Swaps in the full font when the page hands it over (the browser only). A damaged download
/// is left out: the characters the game ships still render.
fn adopt_full_font(
    mut contexts: EguiContexts,
    installed: Option<Res<FontsInstalled>>,
    mut arrived: ResMut<super::page::PageAssets>,
) -> Result {
    if installed.is_none() {
        return Ok(());
    }
    let Some((_, fetched)) = arrived.take(|name| name == FULL_FONT).pop() else {
        return Ok(());
    };
    let bytes = match fetched {
        Ok(bytes) => bytes,
        Err(reason) => {
            warn!(
                "the full UI font could not be fetched ({reason}); typed names may miss characters"
            );
            return Ok(());
        }
    };
    if !is_font(&bytes) {
        warn!("the full UI font the page fetched is damaged; typed names may miss characters");
        return Ok(());
    }
    contexts
        .ctx_mut()?
        .set_fonts(definitions(egui::FontData::from_owned(bytes)));
    info!("full UI font in use");
    Ok(())
}

/// The interface size setting is egui's zoom (points per logical pixel).
fn apply_ui_scale(
    mut contexts: EguiContexts,
    settings: Res<super::settings::GameSettings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let wanted = settings.ui_scale.clamp(
        *super::ui::settings_screen::UI_SCALES.start(),
        *super::ui::settings_screen::UI_SCALES.end(),
    );
    if (ctx.zoom_factor() - wanted).abs() > 1e-3 {
        ctx.set_zoom_factor(wanted);
    }
    Ok(())
}

/// On a narrow screen (a phone) buttons and switches get finger-sized padding.
fn finger_sized_on_phones(
    mut contexts: EguiContexts,
    mut narrow_now: Local<Option<bool>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let narrow = ctx.viewport_rect().width() < 600.0;
    if *narrow_now == Some(narrow) {
        return Ok(());
    }
    *narrow_now = Some(narrow);
    let mut style = (*ctx.global_style()).clone();
    let defaults = egui::Style::default().spacing;
    if narrow {
        style.spacing.button_padding = egui::vec2(10.0, 7.0);
        style.spacing.interact_size.y = 34.0;
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
    } else {
        style.spacing.button_padding = defaults.button_padding;
        style.spacing.interact_size.y = defaults.interact_size.y;
        style.spacing.item_spacing = defaults.item_spacing;
    }
    ctx.set_global_style(style);
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    super::page::fetch_late(app, FULL_FONT);
    app.add_systems(
        EguiPrimaryContextPass,
        (
            install_fonts,
            adopt_full_font,
            apply_ui_scale,
            finger_sized_on_phones,
        )
            .chain(),
    );
}

#[cfg(test)]
mod tests {
    use super::is_font;

    const FULL: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-subset.otf");

    #[test]
    fn a_whole_font_opens_and_a_cut_or_foreign_one_does_not() {
        assert!(is_font(FULL));
        assert!(is_font(include_bytes!(
            "../../assets/fonts/NotoSansSC-web.otf"
        )));
        assert!(!is_font(&FULL[..FULL.len() / 2]));
        assert!(!is_font(b"<!DOCTYPE html><title>404</title>"));
    }
}
