//! `leapfrog check FILE...`: `ok FILE` or `FILE:LINE:COL: message` per file.

use std::io::Write;

use crate::games;

pub fn run(files: &[String], out: &mut dyn Write) -> Result<i32, String> {
    if files.is_empty() {
        return Err("check needs at least one FILE".into());
    }
    let mut status = 0;
    for file in files {
        let line = match std::fs::read_to_string(file) {
            Err(e) => {
                status = 1;
                format!("{file}:1:1: cannot read: {e}")
            }
            Ok(text) => match games::check_text(file, &text) {
                Ok(_) => format!("ok {file}"),
                Err(e) => {
                    status = 1;
                    e.to_string()
                }
            },
        };
        writeln!(out, "{line}").map_err(super::io)?;
    }
    Ok(status)
}
