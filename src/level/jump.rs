//! `JumpGame` files (`levels/jump/`): read with RON, compiled by `rules::jump`. A syntax error
//! is `FILE:LINE:COL`; a meaning error names its field and points at the offending token (or
//! the field) in the text.

use std::sync::Arc;

use super::LevelError;
use super::error::find_field;
use crate::rules::jump::{Rules, SpecError, compile, spec::JumpGame};

/// The struct name a `JumpGame` file starts with.
pub const KIND: &str = "JumpGame";
/// Where the shipped games live.
pub const FOLDER: &str = "levels/jump/";

/// A compiled game as the library files it.
#[derive(Clone, Debug)]
pub struct LoadedJumpGame {
    pub rules: Arc<Rules>,
}

/// Where in the text a meaning error points: the token as a string literal, else the last
/// part of its field's path, else the start.
fn locate(file: &str, text: &str, error: &SpecError) -> LevelError {
    let message = format!("in `{}`: {}", error.field, error.message);
    let token_at = error
        .token
        .as_ref()
        .and_then(|token| quoted(text, token).or_else(|| bare(text, token)));
    let field = error
        .field
        .rsplit('.')
        .next()
        .map(|f| f.split('[').next().unwrap_or(f))
        .unwrap_or_default();
    let offset = token_at.or_else(|| find_field(text, field)).unwrap_or(0);
    LevelError::at_offset(file, text, offset, message)
}

/// Offset of `"token"` (or `'t'`) in the text, outside comments.
fn quoted(text: &str, token: &str) -> Option<usize> {
    for quoted in [format!("\"{token}\""), format!("'{token}'")] {
        let mut from = 0;
        while let Some(i) = text[from..].find(&quoted) {
            let at = from + i;
            let line_start = text[..at].rfind('\n').map_or(0, |p| p + 1);
            if !text[line_start..at].contains("//") {
                return Some(at);
            }
            from = at + 1;
        }
    }
    // A mark inside an art row.
    if token.chars().count() == 1 {
        let mut from = 0;
        while let Some(i) = text[from..].find("\"") {
            let start = from + i + 1;
            let end = start + text[start..].find('"')?;
            let line_start = text[..start].rfind('\n').map_or(0, |p| p + 1);
            if !text[line_start..start].contains("//")
                && let Some(j) = text[start..end].find(token)
            {
                return Some(start + j);
            }
            from = end + 1;
        }
    }
    None
}

/// Offset of a bare word (an enum variant like `Hex`) outside comments.
fn bare(text: &str, token: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = text[from..].find(token) {
        let at = from + i;
        let line_start = text[..at].rfind('\n').map_or(0, |p| p + 1);
        let before_ok = at == 0 || !text.as_bytes()[at - 1].is_ascii_alphanumeric();
        let after = at + token.len();
        let after_ok = after >= text.len() || !text.as_bytes()[after].is_ascii_alphanumeric();
        if before_ok && after_ok && !text[line_start..at].contains("//") {
            return Some(at);
        }
        from = after;
    }
    None
}

/// Reads and compiles a `JumpGame` file.
/// A game as a file's text again (what an online invitation sends for a game the server does
/// not ship): `parse` reads it back to the same game.
pub fn to_text(spec: &JumpGame) -> String {
    let pretty = ron::ser::PrettyConfig::default().struct_names(true);
    ron::ser::to_string_pretty(spec, pretty).expect("a game's spec always writes as RON")
}

pub fn parse(file: &str, text: &str) -> Result<LoadedJumpGame, LevelError> {
    if text.len() > super::data::MAX_FILE_BYTES {
        return Err(LevelError::at_start(
            file,
            text,
            format!(
                "the file has {} bytes; a level or variant file may have at most {}",
                text.len(),
                super::data::MAX_FILE_BYTES
            ),
        ));
    }
    let spec: JumpGame = ron::from_str(text).map_err(|e| LevelError::from_ron(file, &e))?;
    if spec.name.trim().is_empty() {
        return Err(LevelError::at_offset(
            file,
            text,
            find_field(text, "name").unwrap_or(0),
            "name: a game needs a name".into(),
        ));
    }
    let rules = compile(&spec).map_err(|e| locate(file, text, &e))?;
    Ok(LoadedJumpGame {
        rules: Arc::new(rules),
    })
}
