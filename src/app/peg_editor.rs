//! The peg solitaire level editor's model: a grid of cells, the jump directions, the goal and
//! the move limit; it becomes a [`PegLevel`] (so the editor's levels are the same files a
//! modder writes) and is saved to the user's levels folder.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::ai::peg::{LevelCheck, LevelVerdict, RATE_POSITIONS, Rating};
use crate::level::Title;
use crate::level::peg::{BoardSpec, DirectionSet, GoalSpec, PegLevel, PegPuzzle};
use crate::storage::Shelf;

/// The pack the editor's levels belong to.
pub const USER_PACK: &str = "my-levels";
/// Largest editor grid side.
pub const MAX_SIDE: usize = 9;
/// Solver and rating budgets: a check runs in the background, but an answer should come within
/// seconds. The rating is one piece of work (about a second at 600,000 positions); in the
/// browser it shares the page's thread, so it gets a quarter of that.
const CHECK_NODES: u64 = 20_000_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    NoHole,
    Empty,
    /// A piece of an art letter's colour.
    Piece(char),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalKind {
    OneLeft,
    OneLeftAt,
    OnlyPiece,
}

/// What the last check found.
#[derive(Clone, Debug, PartialEq)]
pub enum Checked {
    /// Asked for; the search runs in the background.
    Checking,
    Solvable(Option<Rating>),
    NotSolvable(String),
    Undecided(String),
    Invalid(String),
}

#[derive(Resource, Clone, Debug)]
pub struct Editor {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<Mark>,
    pub directions: DirectionSet,
    pub goal: GoalKind,
    /// (row, column) of the goal hole or named piece.
    pub goal_cell: Option<(usize, usize)>,
    pub max_moves: Option<u32>,
    pub title: String,
    pub file_name: String,
    pub checked: Option<Checked>,
    pub message: Option<String>,
}

impl Default for Editor {
    fn default() -> Self {
        // Starts as the English board's central game.
        let mut editor = Self {
            rows: 7,
            cols: 7,
            cells: vec![Mark::Piece('o'); 49],
            directions: DirectionSet::Four,
            goal: GoalKind::OneLeftAt,
            goal_cell: Some((3, 3)),
            max_moves: None,
            title: "My level".into(),
            file_name: "my-level".into(),
            checked: None,
            message: None,
        };
        for r in 0..7 {
            for c in 0..7 {
                if !(2..=4).contains(&r) && !(2..=4).contains(&c) {
                    editor.cells[r * 7 + c] = Mark::NoHole;
                }
            }
        }
        editor.cells[3 * 7 + 3] = Mark::Empty;
        editor
    }
}

impl Editor {
    pub fn cell(&self, r: usize, c: usize) -> Mark {
        self.cells[r * self.cols + c]
    }

    pub fn set(&mut self, r: usize, c: usize, mark: Mark) {
        self.cells[r * self.cols + c] = mark;
        self.checked = None;
    }

    /// Changes the grid size, keeping what fits.
    pub fn resize(&mut self, rows: usize, cols: usize) {
        let mut cells = vec![Mark::Empty; rows * cols];
        for r in 0..rows.min(self.rows) {
            for c in 0..cols.min(self.cols) {
                cells[r * cols + c] = self.cell(r, c);
            }
        }
        (self.rows, self.cols, self.cells) = (rows, cols, cells);
        self.goal_cell = self.goal_cell.filter(|&(r, c)| r < rows && c < cols);
        self.checked = None;
    }

    /// The board art: one string per row; on a triangular board odd rows shift by one.
    pub fn art(&self) -> Vec<String> {
        (0..self.rows)
            .map(|r| {
                let marks: Vec<String> = (0..self.cols)
                    .map(|c| match self.cell(r, c) {
                        Mark::NoHole => "#".to_string(),
                        Mark::Empty => ".".to_string(),
                        Mark::Piece(letter) => letter.to_string(),
                    })
                    .collect();
                let shift = if self.directions == DirectionSet::Six && r % 2 == 1 {
                    " "
                } else {
                    ""
                };
                format!("{shift}{}", marks.join(" "))
            })
            .collect()
    }

    pub fn level(&self) -> PegLevel {
        let at = || {
            let (r, c) = self.goal_cell.unwrap_or((0, 0));
            format!("{},{}", r + 1, c + 1)
        };
        PegLevel {
            title: Title {
                en: self.title.clone(),
                zh: None,
            },
            board: BoardSpec::Grid {
                directions: self.directions,
                art: self.art(),
            },
            goal: match self.goal {
                GoalKind::OneLeft => GoalSpec::OneLeft,
                GoalKind::OneLeftAt => GoalSpec::OneLeftAt(at()),
                GoalKind::OnlyPiece => GoalSpec::OnlyPiece(at()),
            },
            max_moves: self.max_moves,
            // Rated by `leapfrog rate`; the editor's check may be of an earlier draft.
            par: None,
            difficulty: None,
        }
    }

    /// The level as a file, read back through the same parser a modder's file goes through.
    pub fn puzzle(&self) -> Result<(String, PegPuzzle), String> {
        let config = ron::ser::PrettyConfig::new().struct_names(true);
        let text = ron::ser::to_string_pretty(&self.level(), config).map_err(|e| e.to_string())?;
        let path = format!("{USER_PACK}/{}.ron", self.file_name);
        let puzzle = crate::level::peg::parse(&path, &text).map_err(|e| e.message)?;
        Ok((text, puzzle))
    }

    /// Asks for a check; [`run_checks`] builds the level on the next frame and answers
    /// `Invalid` at once, or starts the search in the background.
    pub fn check(&mut self) {
        self.checked = Some(Checked::Checking);
    }
}

/// The check under way, and the level it is checking (its answer is dropped if the editor
/// has changed since).
#[derive(Resource, Default)]
pub struct CheckTask(Option<(PegLevel, Task<Checked>)>);

impl CheckTask {
    pub fn is_running(&self) -> bool {
        self.0.is_some()
    }
}

fn spawn_check(puzzle: PegPuzzle) -> Task<Checked> {
    AsyncComputeTaskPool::get().spawn(async move {
        let mut check = LevelCheck::new(&puzzle.game, CHECK_NODES, RATE_POSITIONS);
        loop {
            if let Some(verdict) = check.step(super::ai_task::SLICE) {
                return match verdict {
                    LevelVerdict::Solvable(rating) => Checked::Solvable(rating),
                    LevelVerdict::NotSolvable(why) => Checked::NotSolvable(why),
                    LevelVerdict::Undecided(why) => Checked::Undecided(why),
                };
            }
            super::ai_task::yield_slice().await;
        }
    })
}

/// Starts a requested check, drops one the editor has moved on from, and posts answers.
pub fn run_checks(
    mut editor: ResMut<Editor>,
    mut task: ResMut<CheckTask>,
    mut want: ResMut<super::redraw::WantFrame>,
) {
    // A check under way is polled each frame, so that its answer shows when it comes.
    if task.is_running() {
        want.ask("level check");
    }
    // Dropping a task stops it at its next pause.
    if editor.checked != Some(Checked::Checking) {
        task.0 = None;
        return;
    }
    let level = editor.level();
    if task
        .0
        .as_ref()
        .is_some_and(|(checking, _)| *checking != level)
    {
        task.0 = None;
    }
    match &mut task.0 {
        None => {
            task.0 = match editor.puzzle() {
                Ok((_, puzzle)) => Some((level, spawn_check(puzzle))),
                Err(why) => {
                    editor.checked = Some(Checked::Invalid(why));
                    None
                }
            }
        }
        Some((_, running)) => {
            if let Some(answer) = check_ready(running) {
                editor.checked = Some(answer);
                task.0 = None;
            }
        }
    }
}

/// Where the editor saves levels: the browser's storage on the web; on desktop the user's data
/// folder (`LEAPFROG_USER_LEVELS` overrides it).
pub fn user_levels_shelf() -> Option<Shelf> {
    if cfg!(target_arch = "wasm32") {
        return Some(Shelf::Browser(format!("leapfrog/levels/peg/{USER_PACK}")));
    }
    if let Some(dir) = std::env::var_os("LEAPFROG_USER_LEVELS") {
        return Some(Shelf::Folder(dir.into()));
    }
    Some(Shelf::Folder(
        crate::storage::data_dir()?
            .join("levels")
            .join("peg")
            .join(USER_PACK),
    ))
}

/// Reads the levels saved on the shelf. A damaged one (unreadable, not UTF-8, or not a valid
/// level) is reported, moved aside as `NAME.ron.damaged` (kept for the player to mend) and
/// skipped.
pub fn load_user_levels(shelf: &Shelf) -> (Vec<PegPuzzle>, Vec<crate::level::LevelError>) {
    let (mut levels, mut errors) = (Vec::new(), Vec::new());
    for item in shelf.items() {
        let shown = format!("{USER_PACK}/{}", item.name);
        let read = match item.text {
            Ok(text) => crate::level::peg::parse(&shown, &text).map_err(|mut e| {
                e.message = crate::i18n::error_text(&e.message);
                e
            }),
            Err(e) => Err(crate::level::LevelError {
                file: shown,
                line: 1,
                col: 1,
                message: crate::i18n::tr_args("cannot-read", &[("error", e.into())]),
            }),
        };
        match read {
            Ok(level) => levels.push(level),
            Err(mut e) => {
                e.message.push_str(&match shelf.move_aside(&item.name) {
                    Ok(aside) => {
                        crate::i18n::tr_args("file-moved-aside", &[("aside", aside.into())])
                    }
                    Err(why) => crate::i18n::tr_args("file-not-moved", &[("error", why.into())]),
                });
                errors.push(e);
            }
        }
    }
    (levels, errors)
}

/// Saves the level as `NAME.ron` on the user's shelf; returns where, and the level (with its
/// text, for a download in the browser).
pub fn save(editor: &Editor) -> Result<(String, PegPuzzle, String), String> {
    let shelf = user_levels_shelf().ok_or_else(|| crate::i18n::tr("editor-desktop-only"))?;
    let name = &editor.file_name;
    crate::storage::check_file_name(name)?;
    let (text, puzzle) = editor.puzzle()?;
    let shown = shelf.write(&format!("{name}.ron"), &text)?;
    Ok((shown, puzzle, text))
}

/// The folder the user's levels are read from at start-up.
#[derive(Resource, Clone, Debug)]
pub struct UserLevelsShelf(pub Option<Shelf>);

fn load_user_levels_into_library(
    shelf: Res<UserLevelsShelf>,
    mut library: ResMut<super::variants::VariantLibrary>,
    mut errors: ResMut<super::variants::DataErrors>,
) {
    let Some(shelf) = &shelf.0 else {
        return;
    };
    let (levels, problems) = load_user_levels(shelf);
    for level in levels {
        super::peg::PegLibrary::put_peg(&mut *library, level);
    }
    errors.0.extend(problems);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Editor>()
        .init_resource::<CheckTask>()
        .add_systems(Update, run_checks);
}

/// Lists the user's saved levels; added by the real app only (tests never read user files).
pub fn user_levels(app: &mut App) {
    user_levels_from(app, user_levels_shelf());
}

/// Lists the levels saved in `dir` at start-up (the tests' own folder, or the user's).
pub fn user_levels_from(app: &mut App, shelf: Option<Shelf>) {
    app.insert_resource(UserLevelsShelf(shelf))
        .add_systems(Startup, load_user_levels_into_library);
}
