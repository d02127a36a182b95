//! The game registry: each game family describes itself once (id, menu card, seats, data
//! kinds, variants, start) and every generic layer iterates [`FAMILIES`]. Its part of the app
//! registers in `app::registry`, its engine protocol and benchmark in `cli::registry`: this
//! layer imports neither.

pub mod chinese_checkers;
pub mod draughts;
pub mod gomoku;
pub mod jump;
pub mod knight;
pub mod peg;
pub mod reversi;
pub mod saved;
pub mod session;

use crate::level::{DataFile, DataKind, LevelError, shipped};
pub use session::AnyGame;

/// The one registration list, in menu order. A family's menu card is the messages
/// `game-<id>` and `game-<id>-blurb` in `assets/i18n`.
pub static FAMILIES: &[&dyn Family] = &[
    &reversi::REVERSI,
    &draughts::DRAUGHTS,
    &draughts::BIG_MAN,
    &gomoku::GOMOKU,
    &chinese_checkers::CHINESE_CHECKERS,
    &peg::PEG,
    &knight::TOUR,
    &jump::JUMP,
];

/// One game family as the generic layers see it.
pub trait Family: Sync {
    /// The id settings, scenes and the command line use (`reversi`, `draughts`, …).
    fn id(&self) -> &'static str;
    /// The seats' default names, in order of play (one name for a puzzle).
    fn seat_names(&self) -> &'static [&'static str];
    /// The RON kinds this family reads (a kind shared by two families is listed by one).
    fn data_kinds(&self) -> &'static [DataKind] {
        &[]
    }
    /// The shipped variants (or levels) `start` takes by name; the first is the default.
    fn variant_names(&self) -> Vec<String>;
    /// Whether `start` takes this name without a file (a shipped variant; the knight's tour
    /// also takes a board size).
    fn knows_variant(&self, name: &str) -> bool {
        self.variant_names().iter().any(|n| n == name)
    }
    /// Whether a data file's struct name is one this family's `start` can open.
    fn opens_kind(&self, _kind: &str) -> bool {
        false
    }
    /// A game at the start of a shipped variant, or of a variant or level file.
    fn start(&self, variant: &str) -> Result<Box<dyn AnyGame>, String>;
    /// Leaf counts from the start of `variant`; the default is the generic perft.
    fn perft(&self, variant: &str, depth: u32) -> Result<Vec<u64>, String> {
        let game = self.start(variant)?;
        Ok((1..=depth).map(|d| game.perft(d)).collect())
    }

    /// The scripted screenshot scenes it offers (`LEAPFROG_SCREEN`).
    fn scenes(&self) -> &'static [&'static str] {
        &[]
    }
}

/// The family with this id.
pub fn family(id: &str) -> Option<&'static dyn Family> {
    FAMILIES.iter().copied().find(|f| f.id() == id)
}

/// The family whose `start` opens data files of `kind` (a struct name).
pub fn family_opening(kind: &str) -> Option<&'static dyn Family> {
    FAMILIES.iter().copied().find(|f| f.opens_kind(kind))
}

/// Every data kind of every family, each once.
pub fn data_kinds() -> Vec<&'static DataKind> {
    let mut kinds: Vec<&'static DataKind> = Vec::new();
    for family in FAMILIES {
        for kind in family.data_kinds() {
            if !kinds.iter().any(|k| k.name == kind.name) {
                kinds.push(kind);
            }
        }
    }
    kinds
}

/// Checks a data file from outside, with every proof its kind asks for.
pub fn check_text(file: &str, text: &str) -> Result<DataFile, LevelError> {
    crate::level::data::read_with(data_kinds(), file, text, true)
}

/// Reads a data file that is known good (the shipped ones are proven by the tests).
pub fn read_text(file: &str, text: &str) -> Result<DataFile, LevelError> {
    crate::level::data::read_with(data_kinds(), file, text, false)
}

/// Every shipped data file, read.
pub fn shipped_files() -> Vec<DataFile> {
    shipped::FILES
        .iter()
        .map(|(path, text)| read_text(path, text).expect("shipped files are valid (tested)"))
        .collect()
}

/// The family that plays `variant`: a family id (its default variant), a shipped variant
/// name, or a data file whose kind a family opens. Returns the family and the variant.
pub fn resolve(variant: &str) -> Result<(&'static dyn Family, String), String> {
    if let Some(family) = family(variant) {
        let name = family
            .variant_names()
            .into_iter()
            .next()
            .ok_or_else(|| format!("{variant} ships no variant"))?;
        return Ok((family, name));
    }
    if let Some(family) = FAMILIES.iter().find(|f| f.knows_variant(variant)) {
        return Ok((*family, variant.to_string()));
    }
    if let Ok(text) = std::fs::read_to_string(variant) {
        let kind = crate::level::error::struct_name(&text).unwrap_or_default();
        return family_opening(&kind)
            .map(|f| (f, variant.to_string()))
            .ok_or_else(|| format!("`{variant}`: no game opens a `{kind}` file"));
    }
    let names: Vec<String> = FAMILIES
        .iter()
        .map(|f| {
            let names = f.variant_names();
            let shown = names.iter().take(4).cloned().collect::<Vec<_>>().join(", ");
            let more = if names.len() > 4 { ", …" } else { "" };
            format!("{}: {shown}{more}", f.id())
        })
        .collect();
    Err(format!(
        "`{variant}` is neither a game, a shipped variant nor a readable file; shipped: {}",
        names.join("; ")
    ))
}

/// Every scene name of every family.
pub fn scene_names() -> Vec<&'static str> {
    FAMILIES.iter().flat_map(|f| f.scenes()).copied().collect()
}

/// `names` with `first` moved to the front (a family's default variant), if it is there.
fn with_first(mut names: Vec<String>, first: &str) -> Vec<String> {
    if let Some(at) = names.iter().position(|n| n == first) {
        let default = names.remove(at);
        names.insert(0, default);
    }
    names
}

/// Names in natural order: `reversi-6` before `reversi-10`.
pub fn natural_order(names: impl IntoIterator<Item = impl Into<String>>) -> Vec<String> {
    let mut names: Vec<String> = names.into_iter().map(Into::into).collect();
    let key = |name: &String| {
        let digits: String = name.chars().filter(char::is_ascii_digit).collect();
        let letters: String = name.chars().filter(|c| !c.is_ascii_digit()).collect();
        (letters, digits.parse::<u64>().unwrap_or(0), name.clone())
    };
    names.sort_by_key(key);
    names
}
