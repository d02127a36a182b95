//! `leapfrog rate LEVEL... [--write]`: a peg level's par (the fewest moves) and difficulty,
//! printed, or written into the file's `par` and `difficulty` fields for the level select.

use std::io::Write;

use crate::ai::peg::par_and_difficulty;

const USAGE: &str = "usage: leapfrog rate LEVEL... [--write]";

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let write = args.iter().any(|a| a == "--write");
    let files: Vec<&String> = args.iter().filter(|a| *a != "--write").collect();
    if files.is_empty() {
        return Err(USAGE.into());
    }
    let mut status = 0;
    for file in files {
        let puzzle = super::peg::read_level(file)?;
        let Some((par, difficulty)) = par_and_difficulty(&puzzle.game) else {
            writeln!(out, "{file}: no solution").map_err(super::io)?;
            status = 1;
            continue;
        };
        let shown = difficulty.map_or("too large to rate".to_string(), |d| {
            format!("difficulty {d}")
        });
        writeln!(out, "{file}: par {par}, {shown}").map_err(super::io)?;
        if write {
            let text =
                std::fs::read_to_string(file).map_err(|e| format!("{file}: cannot read: {e}"))?;
            std::fs::write(file, with_rating(&text, par, difficulty))
                .map_err(|e| format!("{file}: cannot write: {e}"))?;
        }
    }
    Ok(status)
}

/// The level text with its `par` and `difficulty` lines replaced by these, before the closing
/// parenthesis of the level.
pub fn with_rating(text: &str, par: u32, difficulty: Option<u32>) -> String {
    let kept: Vec<&str> = text
        .lines()
        .filter(|line| {
            let field = line.trim_start();
            !(field.starts_with("par:") || field.starts_with("difficulty:"))
        })
        .collect();
    let body = kept.join("\n");
    let close = body.rfind(')').unwrap_or(body.len());
    let (head, tail) = body.split_at(close);
    let head = head.trim_end();
    let comma = if head.ends_with(',') || head.ends_with('(') {
        ""
    } else {
        ","
    };
    let mut fields = format!("\n    par: Some({par}),");
    if let Some(d) = difficulty {
        fields.push_str(&format!("\n    difficulty: Some({d}),"));
    }
    format!("{head}{comma}{fields}\n{tail}\n")
}

#[cfg(test)]
mod tests {
    use super::with_rating;

    #[test]
    fn the_rating_goes_before_the_closing_parenthesis_once() {
        let text = "// note\nPegLevel(\n    goal: OneLeft,\n    par: 3,\n)\n";
        let once = with_rating(text, 7, Some(12));
        assert_eq!(
            once,
            "// note\nPegLevel(\n    goal: OneLeft,\n    par: Some(7),\n    difficulty: Some(12),\n)\n"
        );
        assert_eq!(with_rating(&once, 7, Some(12)), once);
        assert_eq!(
            with_rating("PegLevel(\n    goal: OneLeft\n)", 2, None),
            "PegLevel(\n    goal: OneLeft,\n    par: Some(2),\n)\n"
        );
    }
}
