//! `leapfrog pdn FILE [--variant NAME]`: replays every game of a PDN file and reports each.
//! The variant comes from the game's `GameType` tag, else its `Variant` tag, else the flag,
//! else international draughts (the PDN standard's default).

use std::io::Write;
use std::sync::Arc;

use crate::level::shipped;
use crate::rules::draughts::Variant;
use crate::rules::draughts::pdn::{self, PdnGame};
use crate::rules::draughts::pdn_game::{ReplayError, replay};

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let (file, flag) = match args {
        [file] => (file, None),
        [file, flag, name] if flag == "--variant" => (file, Some(name.as_str())),
        _ => return Err("usage: leapfrog pdn FILE [--variant NAME]".into()),
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let games = pdn::parse(&text).map_err(|e| format!("{file}:{e}"))?;
    let fallback = variant_named(flag.unwrap_or("draughts-international"))?;
    let mut ok = 0;
    for (i, game) in games.iter().enumerate() {
        let line = match game_variant(game, &fallback) {
            Err(reason) => format!("game {}: {reason}", i + 1),
            Ok(variant) => match replay(&variant, game) {
                Ok((moves, _)) => {
                    ok += 1;
                    format!("game {}: ok, {} moves", i + 1, moves.len())
                }
                Err(ReplayError::BadSetUp(reason)) => {
                    format!("game {}: bad FEN: {reason}", i + 1)
                }
                Err(ReplayError::Illegal {
                    index,
                    text,
                    reason,
                }) => format!("game {}: illegal move {index}: {text} ({reason})", i + 1),
            },
        };
        writeln!(out, "{line}").map_err(super::io)?;
    }
    writeln!(out, "{} games, {ok} ok", games.len()).map_err(super::io)?;
    Ok(if ok == games.len() { 0 } else { 1 })
}

fn variant_named(name: &str) -> Result<Arc<Variant>, String> {
    shipped::draughts_or_file(name).map(|loaded| loaded.variant)
}

fn game_variant(game: &PdnGame, fallback: &Arc<Variant>) -> Result<Arc<Variant>, String> {
    if let Some(tag) = game.tag("GameType") {
        let number = tag.split(',').next().unwrap_or("").trim();
        let found = shipped::DRAUGHTS.iter().find_map(|(name, _, _)| {
            let v = variant_named(name).ok()?;
            (v.rules.pdn_game_type.map(|n| n.to_string()).as_deref() == Some(number)).then_some(v)
        });
        return found.ok_or_else(|| format!("GameType {number} is not a variant Leapfrog plays"));
    }
    if let Some(name) = game.tag("Variant") {
        return variant_named(name);
    }
    Ok(fallback.clone())
}
