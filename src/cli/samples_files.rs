//! `leapfrog train jump|draughts … --samples FILE`: the labelled positions of a training kept
//! in a file. One file that does not exist yet is written after the games are played; files
//! that exist are read, all of them, and the fit is on their positions together, so trainings
//! run side by side (one process a core, other seeds) fit as one. Each game family brings its
//! own sample type and file format; the play-or-read steps are the same.

use std::io::Write;

/// Plays and labels the games, reporting progress a line at a time.
pub type Play<'a, S> = Box<dyn FnOnce(&mut dyn FnMut(&str)) -> Vec<S> + 'a>;
/// Reads one file (its path for messages, its bytes).
pub type Decode<'a, S> = &'a dyn Fn(&str, &[u8]) -> Result<Vec<S>, String>;

/// How a family's samples are made and kept.
pub struct Family<'a, S> {
    pub play: Play<'a, S>,
    pub encode: &'a dyn Fn(&[S]) -> Vec<u8>,
    pub decode: Decode<'a, S>,
}

/// The labelled positions: played (and written to the one path given, if any), or read from
/// every path given. Also whether they were played.
pub fn labelled<S>(
    family: Family<S>,
    paths: &[String],
    out: &mut dyn Write,
) -> Result<(Vec<S>, bool), String> {
    let exists = |path: &String| std::path::Path::new(path).exists();
    let play = match paths {
        [] => true,
        [one] => !exists(one),
        _ => false,
    };
    if play {
        let mut failed = None;
        let played = (family.play)(&mut |line| {
            if let Err(e) = writeln!(out, "{line}") {
                failed.get_or_insert(e);
            }
        });
        if let Some(e) = failed {
            return Err(super::io(e));
        }
        if let Some(path) = paths.first() {
            std::fs::write(path, (family.encode)(&played))
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
        let these = (family.decode)(path, &bytes)?;
        writeln!(out, "read {} positions from {path}", these.len()).map_err(super::io)?;
        read.extend(these);
    }
    Ok((read, false))
}
