//! The player's language: Fluent messages from `assets/i18n/<tag>/leapfrog.ftl`, embedded so
//! the browser needs no file system, and the one current language every screen reads.
//!
//! The current language is process-wide (an atomic) because every string the player reads
//! goes through [`tr`], from UI closures that have no access to a world; the app sets it from
//! the settings, and `LEAPFROG_LANG` overrides it at start for scripted screenshots and tests.

mod catalog;
mod error_text;

use std::fmt;
use std::sync::atomic::{AtomicU8, Ordering};

pub use catalog::{Arg, format_in, message_ids, parse_problems};
pub use error_text::{error_text, error_text_in};

/// A language Leapfrog ships.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    ZhCn,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhCn];

    /// The BCP 47 tag: the settings value, the `LEAPFROG_LANG` value and the asset folder.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language's own name, as its speakers look for it in a list.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhCn => "简体中文",
        }
    }

    /// The language a tag asks for: any Chinese tag reads as simplified Chinese (the only
    /// Chinese shipped), anything else that names a language as English.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_', '.'])
            .next()?
            .to_ascii_lowercase();
        match primary.as_str() {
            "zh" => Some(Lang::ZhCn),
            "" => None,
            _ if primary.chars().all(|c| c.is_ascii_alphabetic()) => Some(Lang::En),
            _ => None,
        }
    }

    /// The language of the system (the browser page's on the web), English when unknown.
    pub fn of_system() -> Lang {
        sys_locale::get_locale()
            .and_then(|tag| Lang::from_tag(&tag))
            .unwrap_or(Lang::En)
    }

    /// `LEAPFROG_LANG`, when it is set to a language.
    pub fn from_env() -> Option<Lang> {
        std::env::var("LEAPFROG_LANG")
            .ok()
            .and_then(|tag| Lang::from_tag(&tag))
    }
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Makes `lang` the language every later [`tr`] answers in.
pub fn set_language(lang: Lang) {
    CURRENT.store(lang as u8, Ordering::Relaxed);
}

pub fn language() -> Lang {
    match CURRENT.load(Ordering::Relaxed) {
        1 => Lang::ZhCn,
        _ => Lang::En,
    }
}

/// The message `id` in the current language. A missing message shows its id (and a test
/// keeps every id in both files), so a gap is visible but never stops the game.
pub fn tr(id: &str) -> String {
    catalog::format(language(), id, &[])
}

/// The message `id` with its variables filled in.
pub fn tr_args(id: &str, args: &[(&str, Arg)]) -> String {
    catalog::format(language(), id, args)
}

/// A message id as a constant; it shows as its text in the current language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key(pub &'static str);

impl Key {
    pub fn text(self) -> String {
        tr(self.0)
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr(self.0))
    }
}

impl From<Key> for String {
    fn from(key: Key) -> String {
        key.text()
    }
}

/// The message id for a name or phrase the games and data give in English: the prefix, then
/// the text in lower case with dashes (`seat-` + `Black` is `seat-black`).
pub fn message_id(prefix: &str, english: &str) -> String {
    let slug: String = english
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    format!("{prefix}{slug}")
}

/// English text from code or data in the current language, when a message translates it;
/// otherwise as given (a modder's own words).
pub fn translated(prefix: &str, english: &str) -> String {
    let id = message_id(prefix, english);
    let text = tr(&id);
    if text == id {
        english.to_string()
    } else {
        text
    }
}

/// A game's own seat name in the current language.
pub fn seat_name(name: &str) -> String {
    translated("seat-", name)
}

/// Text given in both languages (a level's title): the current language's, or the English.
pub fn pick<'a>(en: &'a str, zh: Option<&'a str>) -> &'a str {
    match (language(), zh) {
        (Lang::ZhCn, Some(zh)) => zh,
        _ => en,
    }
}

#[cfg(test)]
mod tests;
