//! The whole app in a real window under Xvfb: screenshots of the menu and of a match, checked
//! to be drawn (not blank). Skipped, with a note, where no display stack is installed.

use std::path::{Path, PathBuf};
use std::process::Command;

fn display_command(binary: &Path) -> Option<Command> {
    if std::env::var_os("DISPLAY").is_some() {
        return Some(Command::new(binary));
    }
    let found = Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .output()
        .ok()?;
    if !found.status.success() {
        return None;
    }
    let mut command = Command::new("xvfb-run");
    command.args(["-a", "-s", "-screen 0 1920x1080x24"]);
    command.arg(binary);
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
    let binary = Path::new(env!("CARGO_BIN_EXE_leapfrog"));
    shoot_with(binary, screen, env, |_| Ok(()))
}

/// Runs `binary` on the scene and checks its picture; `log` may refuse what it printed.
fn shoot_with(
    binary: &Path,
    screen: &str,
    env: &[(&str, &str)],
    log: impl Fn(&str) -> Result<(), String>,
) -> Result<usize, String> {
    let Some(mut command) = display_command(binary) else {
        return Err("skipped: no DISPLAY and no xvfb-run".into());
    };
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let tag: String = env
        .iter()
        .filter(|(k, _)| k.starts_with("LEAPFROG"))
        .map(|(_, v)| format!("-{v}"))
        .collect();
    let path = dir.join(format!("screenshot-{screen}{tag}.png"));
    let _ = std::fs::remove_file(&path);
    // An empty value removes the variable.
    for (key, value) in env {
        if value.is_empty() {
            command.env_remove(key);
        } else {
            command.env(key, value);
        }
    }
    let output = command
        .env("LEAPFROG_SCREENSHOT", &path)
        .env("LEAPFROG_SCREEN", screen)
        .env("LEAPFROG_FRAMES", "90")
        // The warm-up's computer moves measure their time in work, as in every test.
        .env("LEAPFROG_WORK_CLOCK", "1")
        .output()
        .map_err(|e| format!("could not start the app: {e}"))?;
    let printed = String::from_utf8_lossy(&output.stderr).into_owned()
        + &String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        return Err(format!("the app exited with {}:\n{printed}", output.status));
    }
    log(&printed)?;
    let colours = distinct_colours(&path);
    println!("{screen}: {} ({colours} colours)", path.display());
    Ok(colours)
}

/// The binary copied into an empty folder, as `cargo install` or a download leaves it: it must
/// start with no project folder about (everything shipped is compiled in), read the player's
/// own level files from the user data folder, and report no asset error.
fn installed_copy() -> Result<usize, String> {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("installed-copy");
    let _ = std::fs::remove_dir_all(&root);
    let bin = root.join("bin");
    let user_levels = root.join("data/leapfrog/levels/reversi");
    for dir in [&bin, &user_levels, &root.join("config")] {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let binary = bin.join("leapfrog");
    std::fs::copy(env!("CARGO_BIN_EXE_leapfrog"), &binary).map_err(|e| e.to_string())?;
    let variant = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/reversi/reversi-6.ron"),
    )
    .map_err(|e| e.to_string())?
    .replace("\"reversi-6\"", "\"my-reversi\"");
    std::fs::write(user_levels.join("my-reversi.ron"), variant).map_err(|e| e.to_string())?;
    let data = root.join("data");
    let config = root.join("config");
    let mut command_env = vec![
        ("XDG_DATA_HOME", data.to_str().expect("UTF-8 path")),
        ("XDG_CONFIG_HOME", config.to_str().expect("UTF-8 path")),
    ];
    // What `cargo test` sets and a player's shell does not (Bevy would take the source folder
    // as its asset root).
    command_env.push(("CARGO_MANIFEST_DIR", ""));
    command_env.push(("BEVY_ASSET_ROOT", ""));
    let binary_clone = binary.clone();
    shoot_with(&binary_clone, "menu", &command_env, |log| {
        for bad in ["Failed to load", "Path not found", "ERROR", "panicked"] {
            if log.contains(bad) {
                return Err(format!("the installed copy logged `{bad}`:\n{log}"));
            }
        }
        if !log.contains("levels: user://levels/reversi/my-reversi.ron read") {
            return Err(format!("the player's level file was not read:\n{log}"));
        }
        Ok(())
    })
}

fn main() {
    let mut failed = 0;
    let mut passed = 0;
    // The menu, the settings, and every scene a registered game offers; the online screens;
    // then the menu, a match and the file games in Chinese, and a match in each other theme.
    let mut shots: Vec<(&str, Vec<(&str, &str)>)> = ["menu", "settings"]
        .into_iter()
        .chain(leapfrog::games::scene_names())
        .map(|screen| (screen, Vec::new()))
        .collect();
    // The online screens (each runs its own server on loopback), in both languages.
    for scene in leapfrog::app::screenshot::APP_SCENES {
        shots.push((scene, Vec::new()));
        shots.push((scene, vec![("LEAPFROG_LANG", "zh-CN")]));
    }
    shots.push(("menu", vec![("LEAPFROG_LANG", "zh-CN")]));
    shots.push(("match", vec![("LEAPFROG_LANG", "zh-CN")]));
    for scene in ["jump-select", "jump-race", "jump-rules"] {
        shots.push((scene, vec![("LEAPFROG_LANG", "zh-CN")]));
    }
    shots.push(("draughts", vec![("LEAPFROG_THEME", "wood")]));
    shots.push(("gomoku-renju", vec![("LEAPFROG_THEME", "contrast")]));
    shots.push(("menu", vec![("LEAPFROG_WINDOW", "1920x1080")]));
    shots.push(("draughts", vec![("LEAPFROG_WINDOW", "1920x1080")]));
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
    match installed_copy() {
        Ok(colours) if colours > 20 => passed += 1,
        Ok(colours) => {
            eprintln!("installed copy: the menu looks blank ({colours} colours)");
            failed += 1;
        }
        Err(e) if e.starts_with("skipped") => println!("installed copy: {e}"),
        Err(e) => {
            eprintln!("installed copy: {e}");
            failed += 1;
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed > 0 {
        std::process::exit(1);
    }
}
