//! `leapfrog train jump … --samples FILE`: the labelled positions of a training kept in a file
//! ([`crate::ai::jump::samples`]). One file that does not exist yet is written after the games
//! are played; files that exist are read, all of them, and the fit is on their positions
//! together, so trainings run side by side (one process a core, other seeds) fit as one.

use std::io::Write;
use std::sync::Arc;

use crate::ai::jump::samples::{Sample, decode, encode};
use crate::ai::jump::train::{TrainOptions, samples, shape};
use crate::rules::jump::Rules;

/// The labelled positions: played (and written to the one path given, if any), or read from
/// every path given. Also whether they were played.
pub fn labelled(
    rules: &Arc<Rules>,
    opts: &TrainOptions,
    paths: &[String],
    out: &mut dyn Write,
) -> Result<(Vec<Sample>, bool), String> {
    let shape = shape(rules, opts);
    let exists = |path: &String| std::path::Path::new(path).exists();
    let play = match paths {
        [] => true,
        [one] => !exists(one),
        _ => false,
    };
    if play {
        let mut failed = None;
        let played = samples(rules, opts, &mut |line| {
            if let Err(e) = writeln!(out, "{line}") {
                failed.get_or_insert(e);
            }
        });
        if let Some(e) = failed {
            return Err(super::io(e));
        }
        if let Some(path) = paths.first() {
            std::fs::write(path, encode(&shape, &played))
                .map_err(|e| format!("{path}: cannot write: {e}"))?;
        }
        return Ok((played, true));
    }
    let mut read = Vec::new();
    for path in paths {
        if !exists(path) {
            return Err(format!(
                "{path}: no such file (several --samples are read, not written)"
            ));
        }
        let bytes = std::fs::read(path).map_err(|e| format!("{path}: cannot read: {e}"))?;
        let these = decode(path, &shape, &bytes)?;
        writeln!(out, "read {} positions from {path}", these.len()).map_err(super::io)?;
        read.extend(these);
    }
    Ok((read, false))
}
