//! The endgame databases a desktop player has: the first match against the computer in a
//! variant without a database file builds its small set in the background, writes it where
//! the engine reads it, and the match goes on meanwhile; a match between people builds none.
//! (Its own test binary: the built tables reach every engine in the process.)

mod common;

use bevy::prelude::*;
use common::{open_match_with, run_until};
use leapfrog::ai::draughts::endgame::first_use::{self, Build, SMALL_PIECES};
use leapfrog::app::draughts::DraughtsSettings;
use leapfrog::app::endgames::EndgameFolder;

const VARIANT: &str = "draughts-glass";

fn open(dir: &std::path::Path, computer: bool) -> App {
    let folder = EndgameFolder(Some(dir.to_path_buf()));
    open_match_with(
        "draughts",
        |settings, own: &mut DraughtsSettings| {
            own.draughts_variant = VARIANT.into();
            settings.seat_mut(0).computer = false;
            settings.seat_mut(1).computer = computer;
            settings.seat_mut(1).strength = 1;
        },
        |world| world.insert_resource(folder),
    )
}

#[test]
fn the_first_match_against_the_computer_builds_the_small_set() {
    let dir = std::env::temp_dir().join(format!("leapfrog-endgames-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let file = dir.join(format!("{VARIANT}.egdb"));

    let mut people = open(&dir, false);
    for _ in 0..5 {
        people.update();
    }
    assert_eq!(
        first_use::status(VARIANT),
        None,
        "people alone need no tables"
    );
    assert!(!file.exists());

    let mut app = open(&dir, true);
    let ended = run_until(&mut app, |_| {
        !matches!(
            first_use::status(VARIANT),
            None | Some(Build::Running { .. })
        )
    });
    let status = first_use::status(VARIANT);
    let on_disk = first_use::pieces_on_disk(&file);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(ended, "the build never ended");
    assert!(
        matches!(
            status,
            Some(Build::Done {
                pieces: SMALL_PIECES,
                ..
            })
        ),
        "{status:?}"
    );
    assert_eq!(on_disk, Some(SMALL_PIECES));
}
