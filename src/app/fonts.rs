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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (install_fonts, apply_ui_scale));
}
