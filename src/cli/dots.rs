//! `leapfrog generate dots [--count N] [--out DIR]`: remakes the Hopping Dots level pack from
//! the solver (every level solvable, ordered by difficulty).

use std::io::Write;
use std::path::PathBuf;

use crate::ai::peg::dots::{PACK_SIZE, generate, level_file, pack_file};

const USAGE: &str = "usage: leapfrog generate dots [--count N] [--out DIR]";

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let Some(("dots", flags)) = args.split_first().map(|(a, r)| (a.as_str(), r)) else {
        return Err(USAGE.into());
    };
    let mut count = PACK_SIZE;
    let mut dir = PathBuf::from("levels/peg/hopping-dots");
    let mut flags = flags.iter();
    while let Some(flag) = flags.next() {
        let value = flags
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"));
        match flag.as_str() {
            "--count" => count = super::number("--count", value?)?,
            "--out" => dir = PathBuf::from(value?),
            other => return Err(format!("unknown option `{other}`\n{USAGE}")),
        }
    }
    let levels = generate(count);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for (i, level) in levels.iter().enumerate() {
        let path = dir.join(format!("{:02}.ron", i + 1));
        std::fs::write(&path, level_file(i + 1, level))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let pack = dir.join("pack.ron");
    std::fs::write(&pack, pack_file(levels.len()))
        .map_err(|e| format!("{}: {e}", pack.display()))?;
    writeln!(out, "{} levels written to {}", levels.len(), dir.display()).map_err(super::io)?;
    Ok(0)
}
