//! `leapfrog pdn FILE [--variant NAME]`: replays every game of a PDN file and reports each.
//! A syntax error spoils only its own game; the others are still read and replayed.
//! The variant comes from the game's `GameType` tag, else its `Variant` tag, else the flag,
//! else international draughts (the PDN standard's default). A `GameType` of a shipped
//! `JumpGame` (Italian 22, pool 23, Canadian 27, Czech 29, Turkish 30) replays on that file.

use std::io::Write;

use std::sync::Arc;

use crate::level::draughts::{self, pdn_variant};
use crate::level::shipped;
use crate::rules::Game;
use crate::rules::draughts::pdn;
use crate::rules::draughts::pdn_game::replay;
use crate::rules::jump::JumpState;

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let (file, flag) = match args {
        [file] => (file, None),
        [file, flag, name] if flag == "--variant" => (file, Some(name.as_str())),
        _ => return Err("usage: leapfrog pdn FILE [--variant NAME]".into()),
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let games = pdn::parse_each(&text);
    let fallback = draughts::shipped_or_file(flag.unwrap_or("draughts-international"))?.variant;
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
        if let Some(rules) = jump_game_of(game) {
            let line = match replay_jump(rules, game) {
                Ok(moves) => {
                    ok += 1;
                    format!("game {}: ok, {moves} moves", i + 1)
                }
                Err(reason) => format!("game {}: {reason}", i + 1),
            };
            writeln!(out, "{line}").map_err(super::io)?;
            continue;
        }
        let variant = pdn_variant(game, &known)
            .map(|named| named.map_or_else(|| fallback.clone(), |v| v.variant.clone()));
        let line = match variant.and_then(|v| replay(&v, game).map_err(|e| e.to_string())) {
            Err(reason) => format!("game {}: {reason}", i + 1),
            Ok(replayed) => {
                ok += 1;
                let mut line = format!("game {}: ok, {} moves", i + 1, replayed.moves.len());
                if let Some(k) = replayed.draw_at {
                    let result = game.result.as_deref().unwrap_or("*");
                    line.push_str(&format!(
                        " (the rules declare a draw at move {k}; the record goes on and its \
                         result {result} stands)"
                    ));
                }
                line
            }
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

/// Replays a game on a `JumpGame` from its start; the number of moves, or the first illegal
/// one (set-up positions are not read for these games).
fn replay_jump(
    rules: Arc<crate::rules::jump::Rules>,
    game: &pdn::PdnGame,
) -> Result<usize, String> {
    if game.tag("FEN").is_some() {
        return Err(format!(
            "a FEN set-up is not read for {} (only games from the start)",
            rules.spec.name
        ));
    }
    let mut state = JumpState::new(rules);
    for (k, mv) in game.moves.iter().enumerate() {
        let legal = state
            .read_move(&mv.text)
            .map_err(|reason| format!("illegal move {}: {} ({reason})", k + 1, mv.text))?;
        state.play(&legal);
    }
    Ok(game.moves.len())
}
