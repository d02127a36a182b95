//! Autosave and resume headless: a match saved as it is played reads back after a restart
//! with the same moves and cursor; a damaged save is reported and set aside; a crash while
//! writing leaves the last good save.

mod common;

use tempfile::TempDir;

use bevy::prelude::*;
use common::{click, open_match_with};
use leapfrog::app::MatchCommand;
use leapfrog::app::MatchState;
use leapfrog::app::autosave::{AutosaveShelf, ResumeRequest, load_shelf};
use leapfrog::app::reversi::ReversiSettings;
use leapfrog::app::settings::GameSettings;
use leapfrog::rules::Game;
use leapfrog::rules::reversi::Reversi;
use leapfrog::storage::Shelf;

/// An empty folder, removed with the saves in it when the guard drops.
fn fresh_dir(name: &str) -> TempDir {
    tempfile::Builder::new()
        .prefix(&format!("leapfrog-autosave-{name}-"))
        .tempdir()
        .unwrap()
}

fn humans(settings: &mut GameSettings, _: &mut ReversiSettings) {
    settings.seat_mut(0).computer = false;
    settings.seat_mut(1).computer = false;
}

fn state(app: &App) -> &MatchState<Reversi> {
    app.world().resource::<MatchState<Reversi>>()
}

/// Two moves, the second undone: what the save must bring back.
fn played_match(dir: &std::path::Path) -> App {
    played_match_on(Shelf::Folder(dir.to_path_buf()))
}

fn played_match_on(shelf: Shelf) -> App {
    let mut app = open_match_with("reversi", humans, move |world| {
        world.insert_resource(AutosaveShelf(Some(shelf)));
    });
    click(&mut app, 19); // d3
    let reply = state(&app).current().legal_moves()[0];
    let leapfrog::rules::reversi::ReversiMove::Place(cell) = reply else {
        panic!("white has a move");
    };
    click(&mut app, cell);
    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    app.update();
    assert_eq!(state(&app).cursor(), 1);
    app
}

#[test]
fn save_quit_and_resume_bring_back_the_position_and_its_history() {
    let scratch = fresh_dir("resume");
    let dir = scratch.path().to_path_buf();
    let first = played_match(&dir);
    let moves: Vec<_> = state(&first).moves().copied().collect();
    let hash = state(&first).current().hash();
    drop(first);

    let (saves, errors) = load_shelf(&Shelf::Folder(dir.clone()));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(saves.len(), 1);
    assert_eq!((saves[0].game.as_str(), saves[0].cursor), ("reversi", 1));
    let saved = saves[0].clone();
    let resumed = open_match_with("reversi", humans, move |world| {
        world.insert_resource(ResumeRequest(saved));
    });
    assert_eq!(state(&resumed).moves().copied().collect::<Vec<_>>(), moves);
    assert_eq!(state(&resumed).cursor(), 1);
    assert_eq!(state(&resumed).current().hash(), hash);
    assert!(
        state(&resumed).can_redo(),
        "the undone move is kept for redo"
    );
}

#[test]
fn a_truncated_save_is_reported_as_damaged_and_moved_aside() {
    let scratch = fresh_dir("damaged");
    let dir = scratch.path().to_path_buf();
    drop(played_match(&dir));
    let path = dir.join("reversi.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, &text[..text.len() / 2]).unwrap();
    let (saves, errors) = load_shelf(&Shelf::Folder(dir.clone()));
    assert!(saves.is_empty());
    assert_eq!(errors.len(), 1);
    assert!(
        errors[0].message.contains("damaged"),
        "{}",
        errors[0].message
    );
    assert!(errors[0].file.ends_with("reversi.ron"));
    assert!(!path.exists());
    assert!(
        dir.join("reversi.ron.damaged").exists(),
        "kept for the player"
    );
}

#[test]
fn a_crash_while_writing_leaves_the_last_good_save() {
    let scratch = fresh_dir("crash");
    let dir = scratch.path().to_path_buf();
    drop(played_match(&dir));
    let good = std::fs::read_to_string(dir.join("reversi.ron")).unwrap();
    // What a crash mid-write leaves: a partial temporary file beside the save.
    std::fs::write(dir.join("reversi.ron.new"), &good[..good.len() / 3]).unwrap();
    let (saves, errors) = load_shelf(&Shelf::Folder(dir.clone()));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(saves.len(), 1);
    assert_eq!(saves[0].moves.len(), 2);
    assert_eq!(
        std::fs::read_to_string(dir.join("reversi.ron")).unwrap(),
        good
    );
}

#[test]
fn the_browser_shelf_keeps_a_match_the_same_way() {
    // Off the web the browser shelf keeps its keys in memory: the same code path as local storage.
    let shelf = Shelf::Browser("test-autosave".into());
    drop(played_match_on(shelf.clone()));
    let (saves, errors) = load_shelf(&shelf);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(saves.len(), 1);
    assert_eq!(
        (saves[0].game.as_str(), saves[0].moves.len()),
        ("reversi", 2)
    );
    assert!(
        leapfrog::storage::web_store::get("test-autosave/reversi.ron").is_some(),
        "kept under the game's key"
    );
}
