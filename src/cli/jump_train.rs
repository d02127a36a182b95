//! `leapfrog train jump FILE [--games G] [--depth D] [--seed S] [--duel N] [--no-cells]
//! [--out PATH]`: fits a `JumpGame`'s evaluation weights by self-play
//! ([`crate::ai::jump::train`]), the features' and (unless `--no-cells`, where every side
//! has a view of the board) one per kind and cell and (with `--patterns`, on a grid) one per
//! block pattern, writes them as `weights/NAME.ron` beside
//! the game (or to `--out`), and plays the trained weights against the defaults to show what
//! they are worth.
//!
//! `leapfrog train jump FILE --choose-search N [--move-time S]` trains nothing: it plays the
//! expert's two searches (alpha-beta and Monte Carlo tree search) against each other on the
//! game's weights, N games at S seconds a move, and writes the winner into the weights file
//! as `expert`.
//!
//! `leapfrog train jump FILE --versus-defaults N` trains nothing either: it plays the game's
//! weights file against the default weights, N games at strength 3, as `--duel` does after a
//! training. `--opponent WEIGHTS` puts another weights file in the defaults' place (for both).
//!
//! `--samples FILE` keeps the labelled positions in FILE, or reads them from the files given
//! where they exist ([`super::samples_files`]).
//!
//! `--playing WEIGHTS` makes the self-play and the labelling searches play with those weights
//! instead of the defaults (a second round from the first's); `--result-share X` is the share
//! of each label that is the game's result (0.3 unless given).

use std::io::Write;

use super::samples_files::{Family, labelled};
use crate::ai::budget::Instant;
use crate::ai::jump::samples::{decode, encode};
use crate::ai::jump::train::{TrainOptions, duel, fit_samples, samples, search_duel, shape};
use crate::ai::jump::weights::{FOLDER, JumpWeights};
use crate::ai::jump::{ExpertSearch, FEATURES, default_weights};
use crate::rules::jump::Rules;

const USAGE: &str = "usage: leapfrog train jump FILE [--games G] [--depth D] [--play-depth D] \
                     [--seed S] [--max-nodes N] [--duel N] [--no-cells] [--patterns] [--result-share X] [--playing WEIGHTS] \
                     [--opponent WEIGHTS] [--samples FILE]... [--out PATH]\n       leapfrog train jump FILE --choose-search N \
                     [--move-time SECONDS] [--seed S] [--out PATH]\n       leapfrog train jump FILE \
                     --versus-defaults N [--opponent WEIGHTS] [--seed S] [--out PATH]";

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> Result<T, String> {
    super::flag_number(flag, value, USAGE)
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let Some((file, rest)) = args.split_first() else {
        return Err(USAGE.into());
    };
    let mut opts = TrainOptions::default();
    let mut duel_games = 20u32;
    let mut target = None;
    let mut choose_search: Option<u32> = None;
    let mut versus_defaults: Option<u32> = None;
    let mut move_time = 0.5f32;
    let mut playing_file: Option<String> = None;
    let mut opponent_file: Option<String> = None;
    let mut samples_paths: Vec<String> = Vec::new();
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--games" => opts.games = number::<u32>(flag, rest.next())?.max(1),
            "--depth" => opts.depth = number::<u32>(flag, rest.next())?.clamp(1, 12),
            "--play-depth" => opts.play_depth = number::<u32>(flag, rest.next())?.clamp(1, 12),
            "--seed" => opts.seed = number(flag, rest.next())?,
            "--max-nodes" => opts.max_nodes = Some(number::<u64>(flag, rest.next())?.max(1)),
            "--duel" => duel_games = number(flag, rest.next())?,
            "--no-cells" => opts.cells = false,
            "--patterns" => opts.patterns = true,
            "--result-share" => {
                opts.result_share = number::<f32>(flag, rest.next())?.clamp(0.0, 1.0)
            }
            "--playing" => playing_file = Some(rest.next().ok_or(USAGE)?.clone()),
            "--opponent" => opponent_file = Some(rest.next().ok_or(USAGE)?.clone()),
            "--samples" => samples_paths.push(rest.next().ok_or(USAGE)?.clone()),
            "--out" => target = Some(rest.next().ok_or(USAGE)?.clone()),
            "--choose-search" => choose_search = Some(number(flag, rest.next())?),
            "--versus-defaults" => versus_defaults = Some(number(flag, rest.next())?),
            "--move-time" => move_time = number::<f32>(flag, rest.next())?.clamp(0.01, 60.0),
            other => return Err(format!("unknown option `{other}`\n{USAGE}")),
        }
    }
    let rules = crate::games::jump::load(file)?.rules;
    if rules.sides.len() < 2 {
        return Err(format!(
            "{file}: a one-player file is solved, not evaluated; there is nothing to train"
        ));
    }
    if let Some(path) = &playing_file {
        opts.playing = Some(read_for(path, &rules)?);
    }
    let opponent_name = opponent_file
        .as_ref()
        .map_or("default weights".to_string(), |p| {
            format!("the weights of {p}")
        });
    let opponent = match &opponent_file {
        Some(path) => read_for(path, &rules)?,
        None => default_weights(&rules).into(),
    };
    let name = rules.spec.name.clone();
    let target = target.unwrap_or_else(|| {
        let shipped = crate::level::shipped::named(crate::level::jump::FOLDER, file).is_some();
        if shipped {
            format!("{FOLDER}{name}.ron")
        } else {
            crate::ai::jump::weights::beside(std::path::Path::new(file)).map_or_else(
                || format!("{name}.weights.ron"),
                |p| p.display().to_string(),
            )
        }
    });
    if let Some(games) = choose_search {
        return choose(&rules, file, &target, games, move_time, opts.seed, out);
    }
    if let Some(games) = versus_defaults {
        // The file on disk (which must read and fit), else the weights shipped with the game.
        let trained = match std::path::Path::new(&target).exists() {
            true => read_for(&target, &rules)?,
            false => crate::ai::jump::weights::for_game(&name)
                .ok_or_else(|| format!("{target}: no weights file to play"))?,
        };
        let points = duel(&rules, &trained, &opponent, 3, games, opts.seed ^ 0xd0e1);
        return report_duel(points, games, &opponent_name, out);
    }
    let started = Instant::now();
    let shape = shape(&rules, &opts);
    let family = Family {
        play: Box::new(|progress| samples(&rules, &opts, progress)),
        encode: &|played| encode(&shape, played),
        decode: &|path, bytes| decode(path, &shape, bytes),
    };
    let (samples, played) = labelled(family, &samples_paths, out)?;
    let report = fit_samples(&rules, &opts, &samples, started);
    let shown: Vec<String> = FEATURES
        .iter()
        .zip(&report.weights.linear)
        .map(|(f, w)| format!("{f} {w:.2}"))
        .collect();
    writeln!(
        out,
        "{name}: {} positions fitted, {} held back; RMS error {:.1} fitted, {:.1} held back \
         (default weights {:.1}); {:.0} s\nweights: {}; {} per-cell weights; {} pattern slots",
        report.fitted,
        report.held_back,
        report.train_error,
        report.holdout_error,
        report.default_error,
        report.seconds,
        shown.join(", "),
        report.weights.cells.len(),
        report.weights.patterns.len()
    )
    .map_err(super::io)?;
    let trained = format!(
        "{}: {} positions, RMS error held back {:.1} (default weights {:.1})",
        command_line(file, &opts, played, &samples_paths, playing_file.as_deref()),
        report.fitted + report.held_back,
        report.holdout_error,
        report.default_error
    );
    // Training keeps the search an earlier `--choose-search` measured.
    let expert = existing(&target).map_or(ExpertSearch::AlphaBeta, |w| w.expert);
    let weights = JumpWeights::new(&name, &report.weights, trained, expert);
    write(&weights, &target, out)?;
    if duel_games > 0 {
        let points = duel(
            &rules,
            &report.weights,
            &opponent,
            3,
            duel_games,
            opts.seed ^ 0xd0e1,
        );
        report_duel(points, duel_games, &opponent_name, out)?;
    }
    Ok(0)
}

/// The command that made a weights file, for its `trained` line: how the games were played
/// and labelled, or the samples files fitted (their labels were made when they were written).
fn command_line(
    file: &str,
    opts: &TrainOptions,
    played: bool,
    samples_paths: &[String],
    playing_file: Option<&str>,
) -> String {
    let how = if played {
        let play_depth = match opts.play_depth == TrainOptions::default().play_depth {
            true => String::new(),
            false => format!(" --play-depth {}", opts.play_depth),
        };
        format!(
            "--games {} --depth {}{play_depth} --seed {}{} --result-share {}{}",
            opts.games,
            opts.depth,
            opts.seed,
            opts.max_nodes
                .map_or(String::new(), |n| format!(" --max-nodes {n}")),
            opts.result_share,
            playing_file.map_or(String::new(), |p| format!(" --playing {p}")),
        )
    } else {
        let read: Vec<String> = samples_paths
            .iter()
            .map(|p| format!("--samples {p}"))
            .collect();
        read.join(" ")
    };
    format!(
        "leapfrog train jump {file} {how}{}{}",
        if opts.cells { "" } else { " --no-cells" },
        if opts.patterns { " --patterns" } else { "" },
    )
}

fn report_duel(
    points: f32,
    games: u32,
    opponent: &str,
    out: &mut dyn Write,
) -> Result<i32, String> {
    writeln!(
        out,
        "trained against {opponent} at strength 3: {points} of {games} ({:.0}%)",
        100.0 * points / games.max(1) as f32
    )
    .map_err(super::io)?;
    Ok(0)
}

/// The weights file at `path`, which must read and fit the game.
fn read_for(path: &str, rules: &Rules) -> Result<crate::ai::jump::Weights, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let weights = crate::ai::jump::weights::parse(path, &text).map_err(|e| e.to_string())?;
    weights.fits(rules).map_err(|e| format!("{path}: {e}"))?;
    weights.all()
}

/// The weights file already at `target`, if it reads.
fn existing(target: &str) -> Option<JumpWeights> {
    let text = std::fs::read_to_string(target).ok()?;
    crate::ai::jump::weights::parse(target, &text).ok()
}

/// Cells' weights are written in tenths of a point (finer is noise), each list on one line:
/// a big board has hundreds.
fn write(weights: &JumpWeights, target: &str, out: &mut dyn Write) -> Result<(), String> {
    let mut weights = weights.clone();
    for w in &mut weights.cells {
        *w = (*w * 10.0).round() / 10.0;
    }
    let text = format!(
        "// Trained evaluation weights of `{}` (see docs/MODDING.md).\n{}\n",
        weights.game,
        ron::ser::to_string_pretty(
            &weights,
            ron::ser::PrettyConfig::default()
                .struct_names(true)
                .compact_arrays(true)
        )
        .map_err(|e| e.to_string())?
    );
    if let Some(folder) = std::path::Path::new(target).parent()
        && !folder.as_os_str().is_empty()
    {
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    }
    std::fs::write(target, text).map_err(|e| format!("{target}: cannot write: {e}"))?;
    writeln!(out, "wrote {target}").map_err(super::io)
}

/// Plays Monte Carlo tree search against alpha-beta and keeps the one that scored more as
/// the expert's search (alpha-beta on a tie, the tested default).
fn choose(
    rules: &std::sync::Arc<Rules>,
    file: &str,
    target: &str,
    games: u32,
    move_time: f32,
    seed: u64,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let name = rules.spec.name.clone();
    // The file at the target, else the weights the game plays with now (shipped or beside
    // its file), else the defaults.
    let mut weights = existing(target).unwrap_or_else(|| {
        let (vector, trained) = match crate::ai::jump::weights::for_game(&name) {
            Some(w) => (w, "as installed when the search was chosen"),
            None => (
                default_weights(rules).into(),
                "default weights (not trained)",
            ),
        };
        JumpWeights::new(&name, &vector, trained.into(), ExpertSearch::AlphaBeta)
    });
    let vector = weights.all()?;
    let mut failed = None;
    let points = search_duel(
        rules,
        &vector,
        ExpertSearch::MonteCarlo,
        ExpertSearch::AlphaBeta,
        std::time::Duration::from_secs_f32(move_time),
        games,
        seed,
        &mut |g, won| {
            if let Err(e) = writeln!(out, "game {}: Monte Carlo {won}", g + 1) {
                failed.get_or_insert(e);
            }
        },
    );
    if let Some(e) = failed {
        return Err(super::io(e));
    }
    let share = if games == 0 {
        0.0
    } else {
        points / games as f32
    };
    // Against alpha-beta in every other seat, an even match scores one share per side.
    let even = 1.0 / rules.sides.len() as f32;
    weights.expert = if share > even {
        ExpertSearch::MonteCarlo
    } else {
        ExpertSearch::AlphaBeta
    };
    writeln!(
        out,
        "{name}: Monte Carlo tree search against alpha-beta at {move_time} s a move: {points} of \
         {games} ({:.0}%, even is {:.0}%); the expert uses {:?} (from {file})",
        100.0 * share,
        100.0 * even,
        weights.expert
    )
    .map_err(super::io)?;
    write(&weights, target, out)?;
    Ok(0)
}
