//! Error text in the player's language. The data readers, the rules and the RON parser speak
//! English (the command line, logs and tests read it so); the screens translate it here. Each
//! `err-*` message of the English file is a template of one such error: a text that matches
//! it yields its variables, which fill the same message in the current language. Variables
//! are themselves translated, since errors nest ("cannot be solved: <why>").

use std::sync::OnceLock;

use fluent_syntax::ast;

use super::{Arg, Lang, catalog};

/// Part of an English template.
#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Text(String),
    Variable(String),
}

struct Template {
    id: String,
    pieces: Vec<Piece>,
}

/// The English `err-*` templates, most literal text first so that the most specific wins.
fn templates() -> &'static [Template] {
    static TEMPLATES: OnceLock<Vec<Template>> = OnceLock::new();
    TEMPLATES.get_or_init(|| {
        let resource = catalog::resource(Lang::En);
        let mut all: Vec<Template> = resource
            .entries()
            .filter_map(|entry| match entry {
                ast::Entry::Message(m) if m.id.name.starts_with("err-") => {
                    let pieces = pieces(m.value.as_ref()?)?;
                    Some(Template {
                        id: m.id.name.to_string(),
                        pieces,
                    })
                }
                _ => None,
            })
            .collect();
        all.sort_by_key(|t| std::cmp::Reverse(literal_length(&t.pieces)));
        all
    })
}

/// A pattern's text and plain variables; `None` for one with selectors or references, which
/// cannot be matched back.
fn pieces(pattern: &ast::Pattern<&str>) -> Option<Vec<Piece>> {
    pattern
        .elements
        .iter()
        .map(|element| match element {
            ast::PatternElement::TextElement { value } => Some(Piece::Text(value.to_string())),
            ast::PatternElement::Placeable {
                expression:
                    ast::Expression::Inline(ast::InlineExpression::VariableReference { id }),
            } => Some(Piece::Variable(id.name.to_string())),
            _ => None,
        })
        .collect()
}

fn literal_length(pieces: &[Piece]) -> usize {
    pieces
        .iter()
        .map(|p| match p {
            Piece::Text(t) => t.len(),
            Piece::Variable(_) => 0,
        })
        .sum()
}

/// Matches `text` against `pieces`, filling `found` with each variable's text (never empty).
fn matches<'t>(pieces: &[Piece], text: &'t str, found: &mut Vec<(String, &'t str)>) -> bool {
    match pieces {
        [] => text.is_empty(),
        [Piece::Text(literal), rest @ ..] => text
            .strip_prefix(literal.as_str())
            .is_some_and(|after| matches(rest, after, found)),
        [Piece::Variable(name)] => {
            found.push((name.clone(), text));
            !text.is_empty()
        }
        [Piece::Variable(name), rest @ ..] => {
            let next = match rest.first() {
                Some(Piece::Text(literal)) => literal.as_str(),
                // Two variables in a row cannot be told apart.
                _ => return false,
            };
            for (at, _) in text.match_indices(next).filter(|&(at, _)| at > 0) {
                found.push((name.clone(), &text[..at]));
                if matches(rest, &text[at..], found) {
                    return true;
                }
                found.truncate(found.len() - 1);
            }
            false
        }
    }
}

/// `english` in `lang`: the first template it matches, filled with its translated variables;
/// as given when none does (a modder's own words, a message with no template yet).
pub fn error_text_in(lang: Lang, english: &str) -> String {
    translate(lang, english, 3)
}

fn translate(lang: Lang, english: &str, depth: u32) -> String {
    if lang == Lang::En || depth == 0 {
        return english.to_string();
    }
    for template in templates() {
        let mut found = Vec::new();
        if matches(&template.pieces, english, &mut found) {
            let args: Vec<(&str, Arg)> = found
                .iter()
                .map(|(name, value)| (name.as_str(), Arg::Text(translate(lang, value, depth - 1))))
                .collect();
            return catalog::format(lang, &template.id, &args);
        }
    }
    english.to_string()
}

/// `english` in the current language.
pub fn error_text(english: &str) -> String {
    error_text_in(super::language(), english)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece_list(spec: &[&str]) -> Vec<Piece> {
        spec.iter()
            .map(|s| match s.strip_prefix('$') {
                Some(name) => Piece::Variable(name.into()),
                None => Piece::Text(s.to_string()),
            })
            .collect()
    }

    #[test]
    fn a_template_yields_its_variables_and_backtracks() {
        let pieces = piece_list(&["row ", "$row", " has ", "$cells", " cells"]);
        let mut found = Vec::new();
        assert!(matches(&pieces, "row 3 has 7 cells", &mut found));
        assert_eq!(found, vec![("row".into(), "3"), ("cells".into(), "7")]);
        // The first " is " belongs to the variable; the match must look further.
        let split = piece_list(&["$who", " is ", "taken"]);
        let mut found = Vec::new();
        assert!(matches(&split, "a is b is taken", &mut found));
        assert_eq!(found, vec![("who".into(), "a is b")]);
        assert!(!matches(&pieces, "row 3 has 7 pegs", &mut Vec::new()));
        assert!(!matches(&pieces, "row  has 7 cells", &mut Vec::new()));
    }

    #[test]
    fn english_stays_and_unknown_text_passes_through() {
        let text = "the level has no pieces";
        assert_eq!(error_text_in(Lang::En, text), text);
        assert_eq!(
            error_text_in(Lang::ZhCn, "zzz no template"),
            "zzz no template"
        );
        assert_ne!(error_text_in(Lang::ZhCn, text), text);
    }
}
