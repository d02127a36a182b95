//! The whole app in a real window under Xvfb: screenshots of the menu and of a match, checked
//! to be drawn (not blank). Skipped, with a note, where no display stack is installed.

use std::path::PathBuf;
use std::process::Command;

fn display_command() -> Option<Command> {
    if std::env::var_os("DISPLAY").is_some() {
        return Some(Command::new(env!("CARGO_BIN_EXE_leapfrog")));
    }
    let found = Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .output()
        .ok()?;
    if !found.status.success() {
        return None;
    }
    let mut command = Command::new("xvfb-run");
    command.args([
        "-a",
        "-s",
        "-screen 0 1280x800x24",
        env!("CARGO_BIN_EXE_leapfrog"),
    ]);
    Some(command)
}

/// Distinct colours in a sample of the image: a blank or single-colour window has one or two.
fn distinct_colours(path: &PathBuf) -> usize {
    let image = image::open(path).expect("a PNG was saved").to_rgb8();
    let mut seen = std::collections::HashSet::new();
    for (x, y, pixel) in image.enumerate_pixels() {
        if x % 3 == 0 && y % 3 == 0 {
            seen.insert(pixel.0);
        }
    }
    seen.len()
}

fn shoot(screen: &str, env: &[(&str, &str)]) -> Result<usize, String> {
    let Some(mut command) = display_command() else {
        return Err("skipped: no DISPLAY and no xvfb-run".into());
    };
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let tag: String = env.iter().map(|(_, v)| format!("-{v}")).collect();
    let path = dir.join(format!("screenshot-{screen}{tag}.png"));
    let _ = std::fs::remove_file(&path);
    let status = command
        .env("LEAPFROG_SCREENSHOT", &path)
        .env("LEAPFROG_SCREEN", screen)
        .env("LEAPFROG_FRAMES", "90")
        .envs(env.iter().copied())
        .status()
        .map_err(|e| format!("could not start the app: {e}"))?;
    if !status.success() {
        return Err(format!("the app exited with {status}"));
    }
    let colours = distinct_colours(&path);
    println!("{screen}: {} ({colours} colours)", path.display());
    Ok(colours)
}

fn main() {
    let mut failed = 0;
    let mut passed = 0;
    // The menu, the settings, and every scene a registered game offers; then the menu and a
    // match in Chinese, and a match in each other board theme.
    let mut shots: Vec<(&str, Vec<(&str, &str)>)> = ["menu", "settings"]
        .into_iter()
        .chain(leapfrog::games::scene_names())
        .map(|screen| (screen, Vec::new()))
        .collect();
    shots.push(("menu", vec![("LEAPFROG_LANG", "zh-CN")]));
    shots.push(("match", vec![("LEAPFROG_LANG", "zh-CN")]));
    shots.push(("draughts", vec![("LEAPFROG_THEME", "wood")]));
    shots.push(("gomoku-renju", vec![("LEAPFROG_THEME", "contrast")]));
    for (screen, env) in shots {
        match shoot(screen, &env) {
            Ok(colours) if colours > 20 => passed += 1,
            Ok(colours) => {
                eprintln!("{screen}: the screenshot looks blank ({colours} colours)");
                failed += 1;
            }
            Err(e) if e.starts_with("skipped") => println!("{screen}: {e}"),
            Err(e) => {
                eprintln!("{screen}: {e}");
                failed += 1;
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed > 0 {
        std::process::exit(1);
    }
}
