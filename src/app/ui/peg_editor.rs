//! The peg solitaire level editor: click cells to place holes and pieces, pick the jump
//! directions and the goal, check solvability and difficulty, test-play, save.

use crate::i18n::{error_text, tr, tr_args};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::peg::level_id;
use crate::app::peg::{PegLibrary, PegSettings};
use crate::app::peg_editor::{Checked, Editor, GoalKind, MAX_SIDE, Mark, save, user_levels_shelf};
use crate::app::screen::Screen;
use crate::app::settings::save_soon;
use crate::app::variants::VariantLibrary;
use crate::level::peg::DirectionSet;

/// What a click on a cell does.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub enum Tool {
    NoHole,
    Hole,
    #[default]
    Piece,
    Goal,
}

const PIECE_LETTERS: [(char, &str); 6] = [
    ('o', "ivory"),
    ('x', "dark"),
    ('r', "red"),
    ('g', "green"),
    ('b', "blue"),
    ('y', "yellow"),
];

fn piece_colour(letter: char) -> egui::Color32 {
    match letter {
        'x' => egui::Color32::from_rgb(120, 120, 130),
        'r' => egui::Color32::from_rgb(215, 50, 50),
        'g' => egui::Color32::from_rgb(60, 170, 80),
        'b' => egui::Color32::from_rgb(50, 100, 215),
        'y' => egui::Color32::from_rgb(240, 190, 50),
        _ => egui::Color32::from_rgb(240, 238, 228),
    }
}

#[allow(clippy::too_many_arguments)]
pub fn editor(
    mut contexts: EguiContexts,
    mut editor: ResMut<Editor>,
    mut tool: Local<Tool>,
    mut letter: Local<Option<char>>,
    mut library: ResMut<VariantLibrary>,
    mut settings: ResMut<PegSettings>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let letter_now = letter.unwrap_or('o');
    let mut screen = super::screen_ui(ctx, "peg-editor");
    egui::Panel::right("peg-editor-panel")
        .exact_size(crate::app::board_view::PANEL_WIDTH + 40.0)
        .resizable(false)
        .show(&mut screen, |ui| {
            ui.heading(crate::app::text::PEG_EDITOR);
            ui.horizontal(|ui| {
                let (mut rows, mut cols) = (editor.rows, editor.cols);
                ui.add(
                    egui::DragValue::new(&mut rows)
                        .range(1..=MAX_SIDE)
                        .prefix(format!("{} ", tr("editor-rows"))),
                );
                ui.add(
                    egui::DragValue::new(&mut cols)
                        .range(1..=MAX_SIDE)
                        .prefix(format!("{} ", tr("editor-columns"))),
                );
                if (rows, cols) != (editor.rows, editor.cols) {
                    editor.resize(rows, cols);
                }
            });
            ui.label(tr("editor-tool"));
            ui.horizontal_wrapped(|ui| {
                ui.selectable_value(&mut *tool, Tool::NoHole, tr("editor-no-hole"));
                ui.selectable_value(&mut *tool, Tool::Hole, tr("editor-empty-hole"));
                ui.selectable_value(&mut *tool, Tool::Piece, tr("editor-piece"));
                ui.selectable_value(&mut *tool, Tool::Goal, tr("editor-goal-cell"));
            });
            ui.horizontal_wrapped(|ui| {
                for (l, name) in PIECE_LETTERS {
                    if ui
                        .selectable_label(
                            letter_now == l,
                            egui::RichText::new(tr(&format!("editor-colour-{name}")))
                                .color(piece_colour(l)),
                        )
                        .clicked()
                    {
                        *letter = Some(l);
                        *tool = Tool::Piece;
                    }
                }
            });
            ui.separator();
            let before = (editor.directions, editor.goal, editor.max_moves);
            ui.horizontal(|ui| {
                ui.label(tr("editor-jumps"));
                ui.selectable_value(
                    &mut editor.directions,
                    DirectionSet::Four,
                    tr("editor-four-directions"),
                );
                ui.selectable_value(&mut editor.directions, DirectionSet::Eight, "8");
                ui.selectable_value(
                    &mut editor.directions,
                    DirectionSet::Six,
                    tr("editor-six-directions"),
                );
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(tr("editor-goal"));
                ui.selectable_value(&mut editor.goal, GoalKind::OneLeft, tr("editor-goal-one"));
                ui.selectable_value(
                    &mut editor.goal,
                    GoalKind::OneLeftAt,
                    tr("editor-goal-one-at"),
                );
                ui.selectable_value(
                    &mut editor.goal,
                    GoalKind::OnlyPiece,
                    tr("editor-goal-named"),
                );
            });
            ui.horizontal(|ui| {
                let mut limited = editor.max_moves.is_some();
                ui.checkbox(&mut limited, tr("editor-at-most"));
                let mut n = editor.max_moves.unwrap_or(10);
                ui.add_enabled(limited, egui::DragValue::new(&mut n).range(1..=64));
                ui.label(tr("editor-moves"));
                editor.max_moves = limited.then_some(n);
            });
            if before != (editor.directions, editor.goal, editor.max_moves) {
                editor.checked = None;
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(tr("editor-title"));
                ui.text_edit_singleline(&mut editor.title);
            });
            ui.horizontal(|ui| {
                ui.label(tr("editor-file"));
                ui.text_edit_singleline(&mut editor.file_name);
                ui.label(".ron");
            });
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr("editor-check")).clicked() {
                    editor.check();
                }
                if ui.button(tr("editor-test-play")).clicked() {
                    match editor.puzzle() {
                        Ok((_, puzzle)) => {
                            settings.peg_level = level_id(&puzzle);
                            library.put_peg(puzzle);
                            next.set(Screen::Match);
                        }
                        Err(why) => editor.message = Some(why),
                    }
                }
                let can_save = user_levels_shelf().is_some();
                if ui
                    .add_enabled(can_save, egui::Button::new(tr("editor-save")))
                    .clicked()
                {
                    editor.message = Some(match save(&editor) {
                        Ok((path, puzzle, text)) => {
                            // In the browser the level is also offered as a file.
                            crate::app::page::download(&format!("{}.ron", editor.file_name), &text);
                            settings.peg_level = level_id(&puzzle);
                            save_soon(&mut commands);
                            library.put_peg(puzzle);
                            tr_args("editor-saved", &[("path", path.into())])
                        }
                        Err(why) => why,
                    });
                }
            });
            match &editor.checked {
                None => {}
                Some(Checked::Checking) => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(tr("editor-checking"));
                    });
                }
                Some(Checked::Undecided(why)) => {
                    ui.colored_label(
                        egui::Color32::from_rgb(230, 190, 90),
                        tr_args("editor-undecided", &[("why", error_text(why).into())]),
                    );
                }
                Some(Checked::Invalid(why)) => {
                    ui.colored_label(egui::Color32::from_rgb(230, 110, 100), error_text(why));
                }
                Some(Checked::NotSolvable(why)) => {
                    ui.colored_label(
                        egui::Color32::from_rgb(230, 110, 100),
                        tr_args("editor-not-solvable", &[("why", error_text(why).into())]),
                    );
                }
                Some(Checked::Solvable(rating)) => {
                    ui.colored_label(
                        egui::Color32::from_rgb(120, 210, 120),
                        tr("editor-solvable"),
                    );
                    match rating {
                        Some(r) => {
                            ui.label(tr_args(
                                "editor-difficulty",
                                &[
                                    ("score", r.score.into()),
                                    ("percent", format!("{:.3}", 100.0 * r.random_success).into()),
                                ],
                            ));
                            ui.label(tr_args(
                                "editor-rating",
                                &[
                                    ("solutions", r.solutions.into()),
                                    ("losing", r.losing_first_jumps.into()),
                                    ("first", r.first_jumps.into()),
                                    ("fewest", r.fewest_moves.into()),
                                ],
                            ));
                        }
                        None => {
                            ui.label(tr("editor-too-large"));
                        }
                    }
                }
            }
            if let Some(message) = &editor.message {
                ui.label(message);
            }
            ui.separator();
            if ui.button(crate::app::text::BACK).clicked() {
                next.set(Screen::Levels);
            }
        });
    egui::CentralPanel::default().show(&mut screen, |ui| {
        let cell = ((ui.available_width() / editor.cols as f32)
            .min(ui.available_height() / editor.rows as f32)
            * 0.9)
            .clamp(20.0, 80.0);
        let (response, painter) = ui.allocate_painter(
            egui::vec2(
                cell * editor.cols as f32 + cell,
                cell * editor.rows as f32 + cell,
            ),
            egui::Sense::click(),
        );
        let origin = response.rect.min + egui::vec2(cell * 0.5, cell * 0.5);
        let centre = |r: usize, c: usize| {
            let shift = if editor.directions == DirectionSet::Six && r % 2 == 1 {
                0.5
            } else {
                0.0
            };
            origin + egui::vec2((c as f32 + 0.5 + shift) * cell, (r as f32 + 0.5) * cell)
        };
        painter.rect_filled(response.rect, 8.0, egui::Color32::from_rgb(13, 56, 31));
        for r in 0..editor.rows {
            for c in 0..editor.cols {
                let at = centre(r, c);
                match editor.cell(r, c) {
                    Mark::NoHole => {
                        painter.circle_stroke(
                            at,
                            cell * 0.08,
                            egui::Stroke::new(1.0, egui::Color32::from_gray(70)),
                        );
                    }
                    Mark::Empty => {
                        painter.circle_filled(at, cell * 0.2, egui::Color32::from_rgb(8, 30, 16));
                    }
                    Mark::Piece(l) => {
                        painter.circle_filled(at, cell * 0.38, piece_colour(l));
                    }
                }
                if editor.goal != GoalKind::OneLeft && editor.goal_cell == Some((r, c)) {
                    painter.circle_stroke(
                        at,
                        cell * 0.45,
                        egui::Stroke::new(3.0, egui::Color32::from_rgb(255, 210, 60)),
                    );
                }
            }
        }
        if response.clicked()
            && let Some(pointer) = response.interact_pointer_pos()
        {
            let nearest = (0..editor.rows)
                .flat_map(|r| (0..editor.cols).map(move |c| (r, c)))
                .min_by(|&a, &b| {
                    centre(a.0, a.1)
                        .distance(pointer)
                        .total_cmp(&centre(b.0, b.1).distance(pointer))
                });
            if let Some((r, c)) = nearest
                && centre(r, c).distance(pointer) < cell * 0.5
            {
                match *tool {
                    Tool::NoHole => editor.set(r, c, Mark::NoHole),
                    Tool::Hole => editor.set(r, c, Mark::Empty),
                    Tool::Piece => editor.set(r, c, Mark::Piece(letter_now)),
                    Tool::Goal => {
                        editor.goal_cell = Some((r, c));
                        editor.checked = None;
                    }
                }
            }
        }
    });
    Ok(())
}
