//! `leapfrog pdn FILE [--variant NAME]`: replays every game of a PDN file and reports each.
//! A syntax error spoils only its own game; the others are still read and replayed.
//! The variant comes from the game's `GameType` tag, else its `Variant` tag, else the flag,
//! else international draughts (the PDN standard's default). A `GameType` of a shipped
//! `JumpGame` (Italian 22, pool 23, Canadian 27, Czech 29, Turkish 30, Frisian 40) replays on it;
//! the flag names a native variant or a `JumpGame`, shipped or a file (real Italian and Czech
//! files carry no `GameType`).

use std::io::Write;

use std::sync::Arc;

use crate::level::draughts::{self, LoadedVariant, pdn_variant};
use crate::level::{jump, shipped};
use crate::rules::Outcome;
use crate::rules::draughts::Variant;
use crate::rules::draughts::pdn;
use crate::rules::draughts::pdn_game::replay;
use crate::rules::jump::Rules;
use crate::rules::jump::replay::{self as jump_replay, Replayed};

/// The game a record is replayed on: a native variant or a `JumpGame`.
#[derive(Clone)]
enum Target {
    Native(Arc<Variant>),
    Jump(Arc<Rules>),
}

/// A record's game: its `GameType` or `Variant` tag's, else the flag's.
fn target(
    game: &pdn::PdnGame,
    known: &[LoadedVariant],
    fallback: &Target,
) -> Result<Target, String> {
    if let Some(rules) = jump_game_of(game) {
        return Ok(Target::Jump(rules));
    }
    Ok(match pdn_variant(game, known)? {
        Some(named) => Target::Native(named.variant.clone()),
        None => fallback.clone(),
    })
}

/// The flag's game: a shipped name of either kind, else a file of either kind.
fn fallback(name: &str) -> Result<Target, String> {
    if shipped::named(draughts::FOLDER, name).is_some() {
        return Ok(Target::Native(draughts::shipped_or_file(name)?.variant));
    }
    if shipped::named(jump::FOLDER, name).is_some() {
        return Ok(Target::Jump(crate::games::jump::load(name)?.rules));
    }
    let text = std::fs::read_to_string(name).map_err(|e| {
        let mut names = shipped::names_in(draughts::FOLDER);
        names.extend(shipped::names_in(jump::FOLDER));
        format!(
            "`{name}` is neither a shipped game ({}) nor a readable file: {e}",
            names.join(", ")
        )
    })?;
    match draughts::parse(name, &text) {
        Ok(loaded) => Ok(Target::Native(loaded.variant)),
        Err(as_variant) => match jump::parse(name, &text) {
            Ok(loaded) => Ok(Target::Jump(loaded.rules)),
            Err(as_jump) => Err(format!(
                "`{name}` is neither a draughts variant ({as_variant}) nor a JumpGame \
                 ({as_jump})"
            )),
        },
    }
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let (file, flag) = match args {
        [file] => (file, None),
        [file, flag, name] if flag == "--variant" => (file, Some(name.as_str())),
        _ => return Err("usage: leapfrog pdn FILE [--variant NAME]".into()),
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let games = pdn::parse_each(&text);
    let fallback = fallback(flag.unwrap_or("draughts-international"))?;
    let known = shipped::names_in(draughts::FOLDER)
        .into_iter()
        .filter_map(draughts::shipped_variant)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let mut ok = 0;
    for (i, game) in games.iter().enumerate() {
        let game = match game {
            Ok(game) => game,
            Err(e) => {
                writeln!(out, "game {}: {file}:{e}", i + 1).map_err(super::io)?;
                continue;
            }
        };
        let line = match target(game, &known, &fallback) {
            Err(reason) => format!("game {}: {reason}", i + 1),
            Ok(Target::Jump(rules)) => match replay_jump(rules, game) {
                Ok(replayed) => {
                    ok += 1;
                    format!("game {}: ok, {}", i + 1, jump_report(&replayed, game))
                }
                Err(reason) => format!("game {}: {reason}", i + 1),
            },
            Ok(Target::Native(variant)) => match replay(&variant, game) {
                Err(e) => format!("game {}: {e}", i + 1),
                Ok(replayed) => {
                    ok += 1;
                    let mut line = format!("game {}: ok, {} moves", i + 1, replayed.moves.len());
                    if let Some(k) = replayed.draw_at {
                        let result = game.result.as_deref().unwrap_or("*");
                        line.push_str(&format!(
                            " (the rules declare a draw at move {k}; the record goes on and \
                             its result {result} stands)"
                        ));
                    }
                    line
                }
            },
        };
        writeln!(out, "{line}").map_err(super::io)?;
    }
    writeln!(out, "{} games, {ok} ok", games.len()).map_err(super::io)?;
    Ok(if ok == games.len() { 0 } else { 1 })
}

/// The shipped `JumpGame` a game's `GameType` names, where no native variant has that number.
fn jump_game_of(game: &pdn::PdnGame) -> Option<Arc<crate::rules::jump::Rules>> {
    let number: u32 = game
        .tag("GameType")?
        .split(',')
        .next()?
        .trim()
        .parse()
        .ok()?;
    crate::games::jump::by_pdn_game_type(number).map(|g| g.rules)
}

/// Replays a game on a `JumpGame` from its start, or says at which move no reading of the
/// record goes on (set-up positions are not read for these games).
fn replay_jump(rules: Arc<Rules>, game: &pdn::PdnGame) -> Result<Replayed, String> {
    if game.tag("FEN").is_some() {
        return Err(format!(
            "a FEN set-up is not read for {} (only games from the start)",
            rules.spec.name
        ));
    }
    let texts: Vec<String> = game.moves.iter().map(|m| m.text.clone()).collect();
    jump_replay::replay(rules, &texts)
        .map_err(|r| format!("illegal move {}: {} ({})", r.at, r.text, r.reason))
}

/// "N moves", and what a reader should know: where the rules ended the game before the
/// record did, and a short capture that stays ambiguous.
fn jump_report(replayed: &Replayed, game: &pdn::PdnGame) -> String {
    let mut line = format!("{} moves", replayed.moves);
    if let Some((k, outcome)) = replayed.ended_at {
        let how = match outcome {
            Outcome::Draw => "a draw".to_string(),
            Outcome::Win(side) => format!("a win for side {}", side + 1),
        };
        let result = game.result.as_deref().unwrap_or("*");
        line.push_str(&format!(
            " (the rules declare {how} at move {k}; the record goes on and its result \
             {result} stands)"
        ));
    }
    if let Some((k, readings)) = &replayed.ambiguous {
        line.push_str(&format!(
            " (move {k} fits {} and the record replays either way; read as {})",
            readings.join(" and "),
            readings[0]
        ));
    }
    line
}
