//! Damaged player files at start-up: each kind truncated at random bytes, the app started
//! headless; the file is moved aside (not deleted), the player is told, and play goes on
//! from the defaults.

use std::path::Path;

use bevy::prelude::*;
use leapfrog::app::peg_editor::user_levels_from;
use leapfrog::app::storage::{check_settings_dir, report};
use leapfrog::app::variants::DataErrors;
use leapfrog::storage::Shelf;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tempfile::TempDir;

const SETTINGS: &str = "[game]\nanimation_speed = 1.0\nshow_legal_moves = true\n\
draughts_variant = \"draughts-glass\"\npeg_progress = \"classic/english=31;classic/french=29\"\n";

/// An empty folder, removed with everything in it when the guard drops.
fn scratch_dir(tag: &str) -> TempDir {
    tempfile::Builder::new()
        .prefix(&format!("leapfrog-damaged-{tag}-"))
        .tempdir()
        .unwrap()
}

fn headless() -> App {
    // Engines measure their time in work: the same moves on a busy machine.
    leapfrog::ai::budget::use_work_clock();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .add_plugins(leapfrog::app::CorePlugin);
    app
}

fn told(app: &App) -> Vec<String> {
    app.world()
        .resource::<DataErrors>()
        .0
        .iter()
        .map(ToString::to_string)
        .collect()
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Byte offsets strictly inside the file's quoted strings and its table header: cutting
/// there always leaves a string or the header open.
fn cuts_that_damage(text: &str) -> Vec<usize> {
    let mut cuts = Vec::new();
    let mut open = None;
    for (i, c) in text.char_indices() {
        match (c, open) {
            ('"', None) | ('[', None) => open = Some(i),
            ('"', Some(_)) | (']', Some(_)) => open = None,
            (_, Some(_)) => cuts.push(i),
            _ => {}
        }
    }
    cuts
}

#[test]
fn a_truncated_settings_file_is_moved_aside_and_reported() {
    let mut rng = SmallRng::seed_from_u64(18);
    let cuts = cuts_that_damage(SETTINGS);
    for _ in 0..8 {
        let cut = cuts[rng.random_range(0..cuts.len())];
        let scratch = scratch_dir("settings");
        let dir = scratch.path();
        std::fs::write(dir.join("settings.toml"), &SETTINGS[..cut]).unwrap();
        let mut app = headless();
        let notices = check_settings_dir(dir);
        report(&mut app, notices);
        app.update();
        let told = told(&app);
        assert_eq!(told.len(), 1, "cut at {cut}: {told:?}");
        assert!(told[0].contains("settings.toml:"), "{told:?}");
        assert!(told[0].contains("moved to"), "{told:?}");
        assert_eq!(files_in(dir), ["settings.toml.damaged"], "cut at {cut}");
        let kept = std::fs::read_to_string(dir.join("settings.toml.damaged")).unwrap();
        assert_eq!(kept, &SETTINGS[..cut], "the damaged copy is kept as it was");
    }
    // A sound file is left alone and nothing is said.
    let scratch = scratch_dir("settings-sound");
    let dir = scratch.path();
    std::fs::write(dir.join("settings.toml"), SETTINGS).unwrap();
    let mut app = headless();
    let notices = check_settings_dir(dir);
    report(&mut app, notices);
    app.update();
    assert!(told(&app).is_empty());
    assert_eq!(files_in(dir), ["settings.toml"]);
}

#[test]
fn a_truncated_user_level_is_moved_aside_and_the_others_load() {
    let level = std::fs::read_to_string("levels/peg/classic/english.ron").unwrap();
    let end = level.trim_end().len() - 1;
    let mut rng = SmallRng::seed_from_u64(19);
    for _ in 0..6 {
        let cut = rng.random_range(1..end);
        let scratch = scratch_dir("level");
        let dir = scratch.path();
        std::fs::write(dir.join("good.ron"), &level).unwrap();
        std::fs::write(dir.join("mine.ron"), &level.as_bytes()[..cut]).unwrap();
        let mut app = headless();
        user_levels_from(&mut app, Some(Shelf::Folder(dir.to_path_buf())));
        app.update();
        let told = told(&app);
        assert_eq!(told.len(), 1, "cut at {cut}: {told:?}");
        assert!(told[0].contains("mine.ron"), "{told:?}");
        assert!(told[0].contains("moved to"), "{told:?}");
        assert_eq!(
            files_in(dir),
            ["good.ron", "mine.ron.damaged"],
            "cut at {cut}"
        );
        assert_eq!(
            std::fs::read(dir.join("mine.ron.damaged")).unwrap(),
            &level.as_bytes()[..cut]
        );
    }
}
