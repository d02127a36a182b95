//! The UI font: a subset of Noto Sans SC (OFL), embedded so Chinese text renders everywhere.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

const NOTO_SANS_SC: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-subset.otf");

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
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        "noto-sans-sc".into(),
        std::sync::Arc::new(egui::FontData::from_static(NOTO_SANS_SC)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("noto-sans-sc".into());
    }
    ctx.set_fonts(fonts);
    let mut style = (*ctx.global_style()).clone();
    style
        .text_styles
        .iter_mut()
        .for_each(|(_, f)| f.size *= 1.15);
    ctx.set_global_style(style);
    commands.insert_resource(FontsInstalled);
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
    app.add_systems(
        EguiPrimaryContextPass,
        (install_fonts, apply_ui_scale, finger_sized_on_phones).chain(),
    );
}
