//! `leapfrog pdn FILE [--variant NAME]`: replays every game of a PDN file and reports each.
//! The variant comes from the game's `GameType` tag, else its `Variant` tag, else the flag,
//! else international draughts (the PDN standard's default).

use std::io::Write;

use crate::level::draughts::{self, pdn_variant};
use crate::level::shipped;
use crate::rules::draughts::pdn;
use crate::rules::draughts::pdn_game::replay;

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let (file, flag) = match args {
        [file] => (file, None),
        [file, flag, name] if flag == "--variant" => (file, Some(name.as_str())),
        _ => return Err("usage: leapfrog pdn FILE [--variant NAME]".into()),
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let games = pdn::parse(&text).map_err(|e| format!("{file}:{e}"))?;
    let fallback = draughts::shipped_or_file(flag.unwrap_or("draughts-international"))?.variant;
    let known = shipped::names_in(draughts::FOLDER)
        .into_iter()
        .filter_map(draughts::shipped_variant)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let mut ok = 0;
    for (i, game) in games.iter().enumerate() {
        let variant = pdn_variant(game, &known)
            .map(|named| named.map_or_else(|| fallback.clone(), |v| v.variant.clone()));
        let line = match variant.and_then(|v| replay(&v, game).map_err(|e| e.to_string())) {
            Err(reason) => format!("game {}: {reason}", i + 1),
            Ok((moves, _)) => {
                ok += 1;
                format!("game {}: ok, {} moves", i + 1, moves.len())
            }
        };
        writeln!(out, "{line}").map_err(super::io)?;
    }
    writeln!(out, "{} games, {ok} ok", games.len()).map_err(super::io)?;
    Ok(if ok == games.len() { 0 } else { 1 })
}
