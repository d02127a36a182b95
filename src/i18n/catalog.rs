//! The two embedded Fluent files, parsed once into bundles.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use super::Lang;

const ENGLISH: &str = include_str!("../../assets/i18n/en/leapfrog.ftl");
const CHINESE: &str = include_str!("../../assets/i18n/zh-CN/leapfrog.ftl");

/// A message variable: a number (which picks plural forms) or text.
#[derive(Clone, Debug)]
pub enum Arg {
    Number(f64),
    Text(String),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ENGLISH,
        Lang::ZhCn => CHINESE,
    }
}

pub(super) fn resource(lang: Lang) -> FluentResource {
    // A file with a syntax error keeps its good messages; a test proves the shipped ones clean.
    FluentResource::try_new(source(lang).to_string()).unwrap_or_else(|(partial, _)| partial)
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang.tag().parse().expect("the shipped tags are valid");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks (U+2068/U+2069) around variables would show as boxes in the UI font.
    bundle.set_use_isolating(false);
    // A duplicate id keeps the first; the key test reports duplicates.
    let _ = bundle.add_resource(resource(lang));
    bundle
}

fn bundles() -> &'static [FluentBundle<FluentResource>; 2] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| [bundle(Lang::En), bundle(Lang::ZhCn)])
}

/// The message `id` in `lang` with `args`; the id itself when there is no such message.
pub(super) fn format(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let bundle = &bundles()[lang as usize];
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Text(t) => FluentValue::from(t.clone()),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    text.into_owned()
}

/// Every message id of `lang`'s file, in file order (duplicates kept, for the test to see).
pub fn message_ids(lang: Lang) -> Vec<String> {
    resource(lang)
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// The syntax errors in `lang`'s file, as text.
pub fn parse_problems(lang: Lang) -> Vec<String> {
    match FluentResource::try_new(source(lang).to_string()) {
        Ok(_) => Vec::new(),
        Err((_, errors)) => errors.iter().map(|e| format!("{e:?}")).collect(),
    }
}

/// The message in `lang`, for tests that must not touch the process-wide language.
pub fn format_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    format(lang, id, args)
}
