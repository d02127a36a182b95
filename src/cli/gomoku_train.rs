//! `leapfrog train gomoku --rule freestyle|standard|renju|caro [--size N] [--games G]
//! [--depth D] [--nodes N] [--threads T] [--seed S] [--player WEIGHTS|hand] [--ridge R]
//! [--epochs E] [--games-file FILE] [--out FILE]`: fits a rule set's learned evaluation by
//! self-play (see [`crate::ai::gomoku::train`]) and writes its weights file. With
//! `--games-file`, the games are read from FILE where it exists (none are played) and written
//! there where it does not, so a fit can be redone on the same games.

use std::io::Write;
use std::sync::Arc;

use crate::ai::budget::Instant;
use crate::ai::gomoku::learned::Learned;
use crate::ai::gomoku::train::{Played, TrainOptions, fit, samples, self_play};
use crate::rules::gomoku::{EMPTY, MAX_SIZE, MIN_SIZE, RuleSet};

const USAGE: &str = "usage: leapfrog train gomoku --rule freestyle|standard|renju|caro [--size N] \
                     [--games G] [--depth D] [--nodes N] [--threads T] [--seed S] \
                     [--player WEIGHTS|hand] [--ridge R] [--epochs E] [--games-file FILE] [--out FILE]";

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> Result<T, String> {
    super::flag_number(flag, value, USAGE)
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let mut opts = TrainOptions {
        threads: super::cores(),
        ..TrainOptions::default()
    };
    let mut rule = None;
    let mut file = None;
    let mut games_file = None;
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--rule" => {
                let name = rest.next().ok_or(USAGE)?;
                rule = Some(
                    RuleSet::named(name)
                        .ok_or_else(|| format!("--rule: no rule `{name}`\n{USAGE}"))?,
                );
            }
            "--size" => {
                opts.size = number(flag, rest.next())?;
                if !(MIN_SIZE..=MAX_SIZE).contains(&opts.size) {
                    return Err(format!("--size: {MIN_SIZE} to {MAX_SIZE}\n{USAGE}"));
                }
            }
            "--games" => opts.games = number::<u32>(flag, rest.next())?.max(1),
            "--depth" => opts.depth = number::<u32>(flag, rest.next())?.clamp(1, 30),
            "--nodes" => opts.nodes = number::<u64>(flag, rest.next())?.max(1),
            "--threads" => opts.threads = number::<usize>(flag, rest.next())?.max(1),
            "--seed" => opts.seed = number(flag, rest.next())?,
            "--ridge" => opts.ridge = number(flag, rest.next())?,
            "--epochs" => opts.epochs = number::<usize>(flag, rest.next())?.max(1),
            "--player" => {
                let path = rest.next().ok_or(USAGE)?;
                if path != "hand" {
                    opts.player = Some(Arc::new(read_weights(path)?));
                }
            }
            "--games-file" => games_file = Some(rest.next().ok_or(USAGE)?.clone()),
            "--out" => file = Some(rest.next().ok_or(USAGE)?.clone()),
            other => return Err(format!("unknown option `{other}`\n{USAGE}")),
        }
    }
    opts.set = rule.ok_or_else(|| format!("--rule is needed\n{USAGE}"))?;
    if let Some(player) = &opts.player
        && player.set != opts.set
    {
        return Err(format!(
            "--player: those weights are for {:?}, not {:?}",
            player.set, opts.set
        ));
    }
    let name = format!("{:?}", opts.set).to_lowercase();
    let file = file.unwrap_or_else(|| format!("weights-{name}.bin"));
    let started = Instant::now();
    let games = match &games_file {
        Some(path) if std::path::Path::new(path).exists() => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{path}: cannot read: {e}"))?;
            let games = decode_games(path, &text, opts.size)?;
            writeln!(out, "{path}: {} games read", games.len()).map_err(super::io)?;
            games
        }
        _ => {
            let games = play(&opts, out)?;
            if let Some(path) = &games_file {
                std::fs::write(path, encode_games(&games))
                    .map_err(|e| format!("{path}: cannot write: {e}"))?;
            }
            games
        }
    };
    let won = |c| games.iter().filter(|g| g.winner == c).count();
    let kept = samples(&opts, &games);
    writeln!(
        out,
        "{} games (black won {}, white {}, drawn {}), {} positions; fitting",
        games.len(),
        won(1),
        won(2),
        won(EMPTY),
        kept.len()
    )
    .map_err(super::io)?;
    let (weights, report) = fit(&opts, &kept);
    writeln!(
        out,
        "{} positions fitted, {} held back; mean log-loss {:.4} / {:.4} (fitted / held back), \
         hand-set evaluation {:.4} held back (at {:.5} logits a point); knowing nothing {:.4}",
        report.fitted,
        report.held_back,
        report.train_loss,
        report.holdout_loss,
        report.hand_loss,
        report.hand_scale,
        std::f64::consts::LN_2
    )
    .map_err(super::io)?;
    let seconds = started.elapsed().as_secs_f64();
    super::write_weights(&file, &weights.encode(), seconds, out)?;
    Ok(0)
}

fn read_weights(path: &str) -> Result<Learned, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: cannot read: {e}"))?;
    Learned::decode(path, &bytes)
}

/// The self-play games, with progress every tenth.
fn play(opts: &TrainOptions, out: &mut dyn Write) -> Result<Vec<Played>, String> {
    let started = Instant::now();
    let step = (opts.games / 10).max(1);
    let progress = |done: u32| {
        if done.is_multiple_of(step) {
            eprintln!(
                "{done}/{} games, {:.0} s",
                opts.games,
                started.elapsed().as_secs_f64()
            );
        }
    };
    let games = self_play(opts, &progress);
    writeln!(
        out,
        "played {} games in {:.0} s ({} threads, depth {}, {} nodes a move)",
        games.len(),
        started.elapsed().as_secs_f64(),
        opts.threads,
        opts.depth,
        opts.nodes
    )
    .map_err(super::io)?;
    Ok(games)
}

/// One game a line: the winner (0 drawn, 1 black, 2 white), then the moves' cells.
fn encode_games(games: &[Played]) -> String {
    let mut text = String::new();
    for game in games {
        text.push_str(&game.winner.to_string());
        for mv in &game.moves {
            text.push(' ');
            text.push_str(&mv.to_string());
        }
        text.push('\n');
    }
    text
}

fn decode_games(path: &str, text: &str, size: usize) -> Result<Vec<Played>, String> {
    let mut games = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let bad = |what: &str| format!("{path}:{}: {what}", i + 1);
        let mut words = line.split_whitespace();
        let winner: u8 = match words.next().map(str::parse) {
            Some(Ok(w)) if w <= 2 => w,
            _ => return Err(bad("a game starts with its winner: 0, 1 or 2")),
        };
        let mut moves: Vec<u16> = Vec::new();
        for word in words {
            match word.parse::<u16>() {
                Ok(cell) if moves.contains(&cell) => {
                    return Err(bad(&format!("cell {cell} is played twice")));
                }
                Ok(cell) if usize::from(cell) < size * size => moves.push(cell),
                _ => {
                    return Err(bad(&format!(
                        "`{word}` is no cell of a {size}x{size} board"
                    )));
                }
            }
        }
        games.push(Played { moves, winner });
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_files_read_back_and_a_bad_line_is_named() {
        let games = vec![
            Played {
                moves: vec![112, 113, 97],
                winner: 1,
            },
            Played {
                moves: vec![0, 224],
                winner: 0,
            },
        ];
        let text = encode_games(&games);
        let back = decode_games("g.txt", &text, 15).unwrap();
        assert_eq!(back.len(), 2);
        assert_eq!(back[0].moves, games[0].moves);
        assert_eq!(back[1].winner, 0);
        let error = decode_games("g.txt", "1 3 4\n2 999\n", 15).unwrap_err();
        assert!(
            error.starts_with("g.txt:2:") && error.contains("999"),
            "{error}"
        );
        let error = decode_games("g.txt", "1 3 4 3\n", 15).unwrap_err();
        assert!(error.contains("twice"), "{error}");
    }
}
