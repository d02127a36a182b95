//! Keyboard play, for every game at once: the arrows move a cursor over the board's cells,
//! Enter or Space clicks the cell under it (the same [`CellClicked`] a mouse sends, so each
//! game's own selection rules apply), Esc drops a half-made move; U/R undo and redo, H asks
//! for a hint, N starts a new game. Keys typed into a text field are left to it.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::match_state::{MatchSet, MatchState};
use super::messages::{CellClicked, MatchCommand};
use super::selection::Selection;
use crate::rules::{Cell, Game, Layout};

/// The cell the keyboard points at, once an arrow was pressed in this match.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct BoardCursor {
    pub cell: Option<Cell>,
}

/// The cell next to `from` in direction (dx, dy) (y down, as layouts are): the nearest one
/// ahead, favouring cells straight ahead over those off to the side, so that it steps along
/// rows and columns on grids and along the star's rows and diagonals.
pub fn step(layout: &Layout, from: Cell, (dx, dy): (f32, f32)) -> Cell {
    let (fx, fy) = layout.positions[usize::from(from)];
    let mut best: Option<(f32, Cell)> = None;
    for (cell, &(x, y)) in layout.positions.iter().enumerate() {
        let (vx, vy) = (x - fx, y - fy);
        let ahead = vx * dx + vy * dy;
        if ahead < 0.25 {
            continue;
        }
        let aside = (vx * dy - vy * dx).abs();
        let cost = ahead + 2.0 * aside;
        if best.is_none_or(|(c, _)| cost < c) {
            best = Some((cost, cell as Cell));
        }
    }
    best.map_or(from, |(_, cell)| cell)
}

/// The cell nearest the board's centre, where the cursor first appears.
fn centre_cell(layout: &Layout) -> Cell {
    let (cx, cy) = ((layout.width - 1.0) / 2.0, (layout.height - 1.0) / 2.0);
    let distance = |&(x, y): &(f32, f32)| (x - cx).powi(2) + (y - cy).powi(2);
    (0..layout.positions.len())
        .min_by(|&a, &b| distance(&layout.positions[a]).total_cmp(&distance(&layout.positions[b])))
        .unwrap_or(0) as Cell
}

const ARROWS: [(KeyCode, (f32, f32)); 4] = [
    (KeyCode::ArrowLeft, (-1.0, 0.0)),
    (KeyCode::ArrowRight, (1.0, 0.0)),
    (KeyCode::ArrowUp, (0.0, -1.0)),
    (KeyCode::ArrowDown, (0.0, 1.0)),
];

const COMMANDS: [(KeyCode, MatchCommand); 4] = [
    (KeyCode::KeyU, MatchCommand::Undo),
    (KeyCode::KeyR, MatchCommand::Redo),
    (KeyCode::KeyH, MatchCommand::Hint),
    (KeyCode::KeyN, MatchCommand::NewMatch),
];

#[allow(clippy::too_many_arguments)]
fn keyboard_play<G: Game>(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    egui_wants: Option<Res<EguiWantsInput>>,
    state: Option<Res<MatchState<G>>>,
    mut cursor: ResMut<BoardCursor>,
    mut selection: ResMut<Selection>,
    mut clicks: MessageWriter<CellClicked>,
    mut orders: MessageWriter<MatchCommand>,
) {
    let (Some(keys), Some(state)) = (keys, state) else {
        return;
    };
    if egui_wants.is_some_and(|w| w.wants_any_keyboard_input()) {
        return;
    }
    if ARROWS.iter().any(|(key, _)| keys.just_pressed(*key)) {
        // The layout only when the cursor moves: this runs every frame.
        let layout = state.current().layout();
        if cursor
            .cell
            .is_some_and(|c| usize::from(c) >= layout.positions.len())
        {
            cursor.cell = None;
        }
        for (key, direction) in ARROWS {
            if keys.just_pressed(key) {
                cursor.cell = Some(match cursor.cell {
                    Some(cell) => step(&layout, cell, direction),
                    None => centre_cell(&layout),
                });
            }
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(cell) = cursor.cell
    {
        clicks.write(CellClicked { cell });
    }
    if keys.just_pressed(KeyCode::Escape) {
        selection.cells.clear();
    }
    for (key, command) in COMMANDS {
        if keys.just_pressed(key) {
            orders.write(command);
        }
    }
}

pub fn plugin<G: Game>(app: &mut App) {
    app.init_resource::<BoardCursor>().add_systems(
        Update,
        keyboard_play::<G>
            .in_set(MatchSet::Input)
            .before(super::selection::select::<G>),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_step_along_rows_and_columns_and_stop_at_the_edge() {
        let layout = Layout::grid(3, 4);
        assert_eq!(step(&layout, 5, (1.0, 0.0)), 6);
        assert_eq!(step(&layout, 5, (0.0, 1.0)), 9);
        assert_eq!(step(&layout, 5, (0.0, -1.0)), 1);
        assert_eq!(step(&layout, 4, (-1.0, 0.0)), 4, "the left edge holds");
        assert_eq!(centre_cell(&layout), 5);
    }
}
