//! RON data files (variants, levels) and their validation, with errors that name the file,
//! line and column. Uses the rules; knows nothing of Bevy.

pub mod chinese_checkers;
pub mod data;
pub mod draughts;
pub mod error;
pub mod gomoku;
pub mod jump;
pub mod peg;
pub mod reversi;
pub mod shipped;
pub mod tour;

pub use data::{DataFile, DataKind};
pub use error::LevelError;

use serde::{Deserialize, Serialize};

/// A title in English and, where given, Chinese.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Title {
    pub en: String,
    #[serde(default)]
    pub zh: Option<String>,
}

impl Title {
    /// The title in the player's language (English when there is no translation).
    pub fn text(&self) -> &str {
        crate::i18n::pick(&self.en, self.zh.as_deref())
    }
}
