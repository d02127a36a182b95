//! Draughts' part of the match HUD (names, variant and start position, the compulsory-capture
//! note) and the PDN section of the panel: the game as PDN to copy, and a box to paste one in.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use bevy_egui::egui;

use super::hud::HudGame;
use crate::app::draughts::{
    BIG_MAN_VARIANT, DraughtsSettings, ID, ImportPdn, OpenPdnSection, PdnStatus, pdn_text,
    problems, variant, variant_name, variants,
};
use crate::app::match_state::MatchState;
use crate::app::screen::ActiveGame;
use crate::app::text;
use crate::app::variants::VariantLibrary;
use crate::rules::Game;
use crate::rules::draughts::Draughts;

impl HudGame for Draughts {
    type Settings = DraughtsSettings;
    type Extra = PdnSection<'static, 'static>;
    const MARKS: &'static [&'static str] = &["○", "●"];

    fn title(settings: &DraughtsSettings, library: &VariantLibrary, active: ActiveGame) -> String {
        let variant = variant(library, variant_name(settings, active));
        let problem = problems(library).find(|p| {
            p.level.title.en == settings.draughts_problem && p.variant.name == variant.file.name
        });
        match problem {
            Some(p) => format!(
                "{}: {}",
                p.level.title.text(),
                crate::i18n::translated("goal-", &p.level.goal)
            ),
            None => variant.file.title.text().to_string(),
        }
    }

    fn ladder_applies(settings: &DraughtsSettings, active: ActiveGame) -> bool {
        variant_name(settings, active) == crate::ai::draughts::LADDER_VARIANT
    }

    fn board_options(
        ui: &mut egui::Ui,
        settings: &mut DraughtsSettings,
        library: &VariantLibrary,
        active: ActiveGame,
    ) {
        if active.is(ID) {
            ui.label(text::BOARD);
            let current = variant(library, &settings.draughts_variant)
                .file
                .title
                .text()
                .to_string();
            egui::ComboBox::from_id_salt("draughts-variant")
                .selected_text(current)
                .show_ui(ui, |ui| {
                    for v in variants(library)
                        .into_iter()
                        .filter(|v| v.file.name != BIG_MAN_VARIANT)
                    {
                        ui.selectable_value(
                            &mut settings.draughts_variant,
                            v.file.name.clone(),
                            v.file.title.text(),
                        );
                    }
                });
            ui.end_row();
        }
        let variant = variant_name(settings, active).to_string();
        let problems: Vec<_> = problems(library)
            .filter(|p| p.variant.name == variant)
            .collect();
        if problems.is_empty() {
            return;
        }
        ui.label(text::START_POSITION);
        let shown = if settings.draughts_problem.is_empty() {
            text::USUAL_START.to_string()
        } else {
            settings.draughts_problem.clone()
        };
        egui::ComboBox::from_id_salt("draughts-problem")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(
                    &mut settings.draughts_problem,
                    String::new(),
                    text::USUAL_START,
                );
                for p in problems {
                    ui.selectable_value(
                        &mut settings.draughts_problem,
                        p.level.title.en.clone(),
                        format!(
                            "{} ({})",
                            p.level.title.text(),
                            crate::i18n::translated("goal-", &p.level.goal)
                        ),
                    );
                }
            });
        ui.end_row();
    }

    fn extra_section(
        ui: &mut egui::Ui,
        pdn: &mut SystemParamItem<Self::Extra>,
        state: &MatchState<Self>,
    ) {
        pdn_section(ui, pdn, state);
    }

    fn note(state: &MatchState<Self>, _: &[String]) -> Option<String> {
        let game = state.current();
        (game.outcome().is_none() && game.capture_required())
            .then(|| text::CAPTURE_COMPULSORY.to_string())
    }
}

/// What the PDN section uses: the last import's report, the import request, and the box the
/// player pastes into.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PdnSection<'w, 's> {
    status: Res<'w, PdnStatus>,
    imports: MessageWriter<'w, ImportPdn>,
    pasted: Local<'s, String>,
    open: ResMut<'w, OpenPdnSection>,
}

/// The PDN section of the panel, collapsed until opened: the game as PDN to copy, and a box
/// to paste one in.
fn pdn_section(ui: &mut egui::Ui, pdn: &mut PdnSection, state: &MatchState<Draughts>) {
    let mut header = egui::CollapsingHeader::new(text::PDN)
        .id_salt("pdn")
        .default_open(false);
    if pdn.open.0 {
        pdn.open.0 = false;
        header = header.open(Some(true));
    }
    header.show(ui, |ui| {
        ui.label(text::PDN_EXPORT);
        let mut exported = pdn_text(state);
        egui::ScrollArea::vertical()
            .id_salt("pdn-export")
            .max_height(140.0)
            .show(ui, |ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut exported)
                        .code_editor()
                        .desired_rows(3)
                        .desired_width(f32::INFINITY),
                );
            });
        if ui.button(text::COPY).clicked() {
            ui.ctx().copy_text(exported.clone());
        }
        ui.separator();
        ui.label(text::PDN_IMPORT);
        egui::ScrollArea::vertical()
            .id_salt("pdn-import")
            .max_height(120.0)
            .show(ui, |ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut *pdn.pasted)
                        .code_editor()
                        .desired_rows(4)
                        .desired_width(f32::INFINITY),
                );
            });
        if ui
            .add_enabled(!pdn.pasted.trim().is_empty(), egui::Button::new(text::LOAD))
            .clicked()
        {
            pdn.imports.write(ImportPdn(pdn.pasted.clone()));
        }
        match &pdn.status.0 {
            Some(Ok(message)) => {
                ui.label(message);
            }
            Some(Err(message)) => {
                ui.label(
                    egui::RichText::new(message).color(egui::Color32::from_rgb(255, 140, 120)),
                );
            }
            None => {}
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::draughts::LADDER_VARIANT;
    use crate::app::draughts::BIG_MAN_ID;

    #[test]
    fn the_ladder_elo_shows_on_the_variant_it_was_measured_on_only() {
        assert!(crate::level::draughts::shipped_or_file(LADDER_VARIANT).is_ok());
        let shown = |name: &str, game: &'static str| {
            let settings = DraughtsSettings {
                draughts_variant: name.into(),
                ..default()
            };
            Draughts::ladder_applies(&settings, ActiveGame(game))
        };
        assert!(shown(LADDER_VARIANT, ID));
        assert!(!shown("draughts-glass", ID));
        // Big-man checkers keeps the draughts settings' variant but plays its own board.
        assert!(!shown(LADDER_VARIANT, BIG_MAN_ID));
    }
}
