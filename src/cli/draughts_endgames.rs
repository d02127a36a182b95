//! `leapfrog generate draughts-endgames --variant NAME --pieces N [--out FILE]`: builds the
//! variant's endgame databases up to N pieces ([`crate::ai::draughts::endgame`]) and writes
//! them where the engine reads them (or to FILE), one line per table as it is built.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use crate::ai::draughts::endgame::{build, file, path_for};

const USAGE: &str =
    "usage: leapfrog generate draughts-endgames --variant NAME --pieces N [--out FILE]";

/// The most pieces a build is let run for (5 on a 10x10 board: 1.66 billion entries, 21 to 30
/// minutes on two cores, 2 GB of memory, a 274 MB file). Six would be 52.8 billion entries more
/// (the index's sizes summed): a byte each in memory while building, beyond a 24 GB machine.
const MOST_PIECES: u32 = 5;

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let mut variant = None;
    let mut pieces = None;
    let mut target = None;
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let value = rest
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"));
        match flag.as_str() {
            "--variant" => variant = Some(value?.clone()),
            "--pieces" => pieces = Some(super::flag_number::<u32>(flag, Some(value?), USAGE)?),
            "--out" => target = Some(PathBuf::from(value?)),
            other => return Err(format!("unknown option `{other}`\n{USAGE}")),
        }
    }
    let variant = variant.ok_or_else(|| format!("--variant is missing\n{USAGE}"))?;
    let pieces = pieces.ok_or_else(|| format!("--pieces is missing\n{USAGE}"))?;
    if !(2..=MOST_PIECES).contains(&pieces) {
        return Err(format!(
            "--pieces: {pieces} is not between 2 and {MOST_PIECES}"
        ));
    }
    let loaded = crate::level::draughts::shipped_or_file(&variant)?;
    let target = match target {
        Some(path) => path,
        None => path_for(&loaded.variant.name)
            .ok_or("no data folder (set HOME or LEAPFROG_ENDGAMES, or give --out)")?,
    };
    let started = Instant::now();
    let mut last = Instant::now();
    let mut failed = None;
    let db = build::build(&loaded.variant, pieces, None, |t| {
        let line = format!(
            "{:>10}: {:>11} positions, {} wins, {} losses, {} draws, longest {} plies ({:.1} s)",
            t.material.name(),
            t.positions,
            t.wins,
            t.losses,
            t.draws,
            t.longest,
            last.elapsed().as_secs_f64()
        );
        last = Instant::now();
        if let Err(e) = writeln!(out, "{line}") {
            failed.get_or_insert(e);
        }
    })?;
    if let Some(e) = failed {
        return Err(super::io(e));
    }
    file::save(&db, &target)?;
    let size = std::fs::metadata(&target).map_or(0, |m| m.len());
    writeln!(
        out,
        "{}: {} tables, {} entries, {size} bytes, built in {:.1} s",
        target.display(),
        db.materials().len(),
        db.entries(),
        started.elapsed().as_secs_f64()
    )
    .map_err(super::io)?;
    Ok(0)
}
