//! `leapfrog train draughts --variant NAME [--games G] [--depth D] [--play-depth D]
//! [--threads T] [--seed S] [--player WEIGHTS] [--ridge R] [--blocks LAYOUT] [--features SET]
//! [--phase-width P] [--blend] [--result-share F] [--samples FILE] [--out FILE]`:
//! fits a variant's learned evaluation (see [`crate::ai::draughts::train`]) and writes its
//! weights file. With `--samples`, the labelled positions are read from FILE where it exists
//! (no games are played) and written there where it does not; given several times, every
//! file is read and the fit is on all their positions (trainings run side by side).

use std::io::Write;
use std::sync::Arc;

use super::samples_files::{Family, labelled};
use crate::ai::budget::Instant;
use crate::ai::draughts::train::{TrainOptions, fit, samples};
use crate::ai::draughts::{learned, samples as samples_file};

const USAGE: &str = "usage: leapfrog train draughts --variant NAME [--games G] [--depth D] \
                     [--play-depth D] [--threads T] [--seed S] [--player WEIGHTS] [--ridge R] \
                     [--blocks even-lines|every-column] \
                     [--features basic|mobility|runaway|safe-steps] [--phase-width P] [--blend] \
                     [--result-share 0..1] [--samples FILE]... [--out FILE]";

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> Result<T, String> {
    super::flag_number(flag, value, USAGE)
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let mut opts = TrainOptions::default();
    let mut variant_name = None;
    let mut file = None;
    let mut player_file = None;
    let mut samples_paths: Vec<String> = Vec::new();
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--variant" => variant_name = Some(rest.next().ok_or(USAGE)?.clone()),
            "--games" => opts.games = number(flag, rest.next())?,
            "--depth" => opts.depth = number::<u32>(flag, rest.next())?.max(1),
            "--play-depth" => opts.play_depth = number::<u32>(flag, rest.next())?.max(1),
            "--threads" => opts.threads = number::<usize>(flag, rest.next())?.max(1),
            "--seed" => opts.seed = number(flag, rest.next())?,
            "--player" => player_file = Some(rest.next().ok_or(USAGE)?.clone()),
            "--out" => file = Some(rest.next().ok_or(USAGE)?.clone()),
            "--ridge" => opts.ridge = number(flag, rest.next())?,
            "--blocks" => {
                let name = rest.next().ok_or(USAGE)?;
                opts.layout = learned::Layout::named(name)
                    .ok_or_else(|| format!("--blocks: no layout `{name}`\n{USAGE}"))?;
            }
            "--features" => {
                let name = rest.next().ok_or(USAGE)?;
                opts.features = learned::Features::named(name)
                    .ok_or_else(|| format!("--features: no feature set `{name}`\n{USAGE}"))?;
            }
            "--phase-width" => opts.phase_width = number::<u8>(flag, rest.next())?.max(1),
            "--blend" => opts.blend = true,
            "--result-share" => {
                opts.result_share = number(flag, rest.next())?;
                if !(0.0..=1.0).contains(&opts.result_share) {
                    return Err(format!("--result-share: between 0 and 1\n{USAGE}"));
                }
            }
            "--samples" => samples_paths.push(rest.next().ok_or(USAGE)?.clone()),
            other => return Err(format!("unknown option `{other}`\n{USAGE}")),
        }
    }
    let name = variant_name.ok_or_else(|| format!("--variant is needed\n{USAGE}"))?;
    let variant = crate::level::draughts::shipped_or_file(&name)?.variant;
    if variant.rules.figure.is_some() {
        return Err(format!(
            "{name}: big-man checkers keeps its hand-set evaluation (its figure is no pattern)"
        ));
    }
    if let Some(path) = &player_file {
        let bytes = std::fs::read(path).map_err(|e| format!("{path}: cannot read: {e}"))?;
        let eval = learned::decode(path, &bytes, &variant).map_err(|e| e.to_string())?;
        opts.player = Some(Arc::new(eval));
    }
    let file = file.unwrap_or_else(|| format!("weights-{name}.bin"));
    let started = Instant::now();
    let family = Family {
        play: Box::new(|progress| samples(&variant, &opts, progress)),
        encode: &|played| samples_file::encode(&name, played),
        decode: &|path, bytes| samples_file::decode(path, &name, bytes),
    };
    let (kept, _) = labelled(family, &samples_paths, out)?;
    let blended = kept.iter().filter(|s| s.outcome.is_none()).count();
    if blended > 0 && opts.result_share != samples_file::VERSION_1_RESULT_SHARE {
        writeln!(
            out,
            "{blended} positions from version-1 samples keep the label they were blended \
             with; --result-share applies to the others"
        )
        .map_err(super::io)?;
    }
    let (weights, reports) = fit(&variant, &kept, &opts);
    for r in &reports {
        writeln!(
            out,
            "phase {} ({}-{} pieces): {} fitted, {} held back; mean error {:.3} / {:.3} men \
             (fitted / held back), hand-set evaluation {:.3}; {:.0} s",
            r.phase,
            r.pieces.0,
            r.pieces.1,
            r.fitted,
            r.held_back,
            r.train_error,
            r.holdout_error,
            r.hand_error,
            r.seconds
        )
        .map_err(super::io)?;
    }
    let seconds = started.elapsed().as_secs_f64();
    super::write_weights(&file, &weights.encode(), seconds, out)?;
    Ok(0)
}
