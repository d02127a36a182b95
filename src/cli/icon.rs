//! `leapfrog icon FILE [--size N]`: writes Leapfrog's icon as a PNG (for a desktop entry).

use std::io::Write;

/// The sizes a desktop icon theme knows, and a bound on what is drawn.
const SIZES: std::ops::RangeInclusive<u32> = 16..=1024;

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let usage = "usage: leapfrog icon FILE.png [--size N]";
    let mut file = None;
    let mut size = 256;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg == "--size" {
            let value = rest.next().ok_or(usage)?;
            size = value
                .parse()
                .ok()
                .filter(|n| SIZES.contains(n))
                .ok_or_else(|| {
                    format!(
                        "--size `{value}`: expected a number from {} to {}",
                        SIZES.start(),
                        SIZES.end()
                    )
                })?;
        } else if file.is_none() && !arg.starts_with("--") {
            file = Some(arg);
        } else {
            return Err(format!("unexpected `{arg}`\n{usage}"));
        }
    }
    let file = file.ok_or(usage)?;
    std::fs::write(file, crate::picture::icon::icon_png(size))
        .map_err(|e| format!("{file}: {e}"))?;
    writeln!(out, "{file}: {size}x{size}").map_err(|e| e.to_string())?;
    Ok(0)
}
