//! Errors that point into a data file: `FILE:LINE:COL: message`.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.col, self.message
        )
    }
}

impl std::error::Error for LevelError {}

impl LevelError {
    pub fn from_ron(file: &str, err: &ron::error::SpannedError) -> Self {
        Self {
            file: file.to_string(),
            line: err.span.start.line,
            col: err.span.start.col,
            message: err.code.to_string(),
        }
    }

    /// An error at a byte offset of the text.
    pub fn at_offset(file: &str, text: &str, offset: usize, message: String) -> Self {
        let before = &text[..offset.min(text.len())];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Self {
            file: file.to_string(),
            line,
            col,
            message,
        }
    }

    /// An error at the first non-comment token of the text.
    pub fn at_start(file: &str, text: &str, message: String) -> Self {
        Self::at_offset(file, text, first_token(text), message)
    }
}

/// Byte offset of the first character that is not white space or inside a comment.
fn first_token(text: &str) -> usize {
    let mut rest = text;
    loop {
        let trimmed = rest.trim_start();
        if let Some(after) = trimmed.strip_prefix("//") {
            rest = after.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(after) = trimmed.strip_prefix("/*") {
            rest = after.split_once("*/").map_or("", |(_, r)| r);
        } else {
            return text.len() - trimmed.len();
        }
    }
}

/// The name before the first `(`, e.g. `ReversiVariant`, if the file starts with one.
pub fn struct_name(text: &str) -> Option<String> {
    let start = first_token(text);
    let name: String = text[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Byte offset of the `index`-th string literal after the field `field`, to point at a row
/// of board art.
pub fn string_literal_offset(text: &str, field: &str, index: usize) -> Option<usize> {
    let field_at = find_field(text, field)?;
    let mut seen = 0;
    let mut in_string = false;
    let mut escaped = false;
    for (i, ch) in text[field_at..].char_indices() {
        if in_string {
            if escaped {
                escaped = false;
            } else if ch == '\\' {
                escaped = true;
            } else if ch == '"' {
                in_string = false;
            }
        } else if ch == '"' {
            if seen == index {
                return Some(field_at + i);
            }
            seen += 1;
            in_string = true;
        }
    }
    None
}

/// Byte offset of `field:` outside comments, if present.
pub fn find_field(text: &str, field: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = text[from..].find(field) {
        let at = from + i;
        let line_start = text[..at].rfind('\n').map_or(0, |p| p + 1);
        let in_comment = text[line_start..at].contains("//");
        let boundary = at == 0 || !text.as_bytes()[at - 1].is_ascii_alphanumeric();
        let after = text[at + field.len()..].trim_start();
        if !in_comment && boundary && after.starts_with(':') {
            return Some(at);
        }
        from = at + field.len();
    }
    None
}
