//! Chinese checkers' registration: the star for 2, 3, 4 or 6 seats from data, the solo
//! pack.

use super::{AnyGame, Family, natural_order, with_first};
use crate::level::chinese_checkers::{self as data, FOLDER, KIND, SOLO, SOLO_KIND};
use crate::level::{DataFile, DataKind, LevelError, shipped};
use crate::rules::chinese_checkers::SIDE_NAMES;

pub const ID: &str = "chinese-checkers";
pub const DEFAULT_VARIANT: &str = "chinese-checkers-2";

pub struct ChineseCheckersFamily;
pub static CHINESE_CHECKERS: ChineseCheckersFamily = ChineseCheckersFamily;

fn read_variant(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let variant = data::parse(file, text)?;
    Ok(DataFile::new(KIND, variant.name.clone(), variant))
}

fn read_solo(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let solo = data::parse_solo(file, text)?;
    Ok(DataFile::new(SOLO_KIND, solo.id(), solo))
}

fn check_solo(file: &str, text: &str) -> Result<DataFile, LevelError> {
    let solo = data::check_solo(file, text)?;
    Ok(DataFile::new(SOLO_KIND, solo.id(), solo))
}

static KINDS: [DataKind; 2] = [
    DataKind {
        name: KIND,
        read: read_variant,
        check: read_variant,
    },
    DataKind {
        name: SOLO_KIND,
        read: read_solo,
        check: check_solo,
    },
];

/// Whether a name is a shipped solo level (`solo/crossing`).
fn is_solo(name: &str) -> bool {
    name.strip_prefix("solo/")
        .is_some_and(|n| shipped::named(SOLO, n).is_some())
}

impl Family for ChineseCheckersFamily {
    fn id(&self) -> &'static str {
        ID
    }

    fn seat_names(&self) -> &'static [&'static str] {
        &SIDE_NAMES
    }

    fn data_kinds(&self) -> &'static [DataKind] {
        &KINDS
    }

    fn variant_names(&self) -> Vec<String> {
        with_first(natural_order(shipped::names_in(FOLDER)), DEFAULT_VARIANT)
    }

    /// A shipped variant, or a solo level by `solo/NAME`.
    fn knows_variant(&self, name: &str) -> bool {
        self.variant_names().iter().any(|n| n == name) || is_solo(name)
    }

    fn opens_kind(&self, kind: &str) -> bool {
        kind == KIND || kind == SOLO_KIND
    }

    fn start(&self, name: &str) -> Result<Box<dyn AnyGame>, String> {
        if is_solo(name) {
            return Ok(Box::new(data::solo_shipped_or_file(name)?.game()));
        }
        if let Ok(text) = std::fs::read_to_string(name)
            && crate::level::error::struct_name(&text).as_deref() == Some(SOLO_KIND)
        {
            return Ok(Box::new(data::solo_shipped_or_file(name)?.game()));
        }
        Ok(Box::new(data::shipped_or_file(name)?.game()))
    }

    /// Bulk-counting perft on the variant's start (a solo level uses the generic one).
    fn perft(&self, variant: &str, depth: u32) -> Result<Vec<u64>, String> {
        if is_solo(variant) || !self.variant_names().iter().any(|n| n == variant) {
            let game = self.start(variant)?;
            return Ok((1..=depth).map(|d| game.perft(d)).collect());
        }
        let game = data::shipped_or_file(variant)?.game();
        Ok((1..=depth)
            .map(|d| crate::rules::chinese_checkers::moves::perft(&game, d))
            .collect())
    }

    fn scenes(&self) -> &'static [&'static str] {
        &[
            "chinese-checkers-six",
            "chinese-checkers-chain",
            "chinese-checkers-levels",
        ]
    }
}
