//! Files opened in the browser (handed over by the page): a good one joins the library and
//! opens its game, a broken one is refused with its file:line:col and nothing else changes.
//! Off the web the page's inbox is filled by hand; the same systems run.

use bevy::prelude::*;
use leapfrog::app::notices::Notices;
use leapfrog::app::page::PageInbox;
use leapfrog::app::screen::ActiveGame;
use leapfrog::app::variants::{DataErrors, VariantLibrary};
use leapfrog::level::reversi::ReversiVariant;

const CROSS: &str = r#"ReversiVariant(
    name: "reversi-cross",
    title: (en: "Cross start", zh: None),
    first: Black,
    start: [
        "......",
        "......",
        "..xo..",
        "..xo..",
        "......",
        "......",
    ],
)
"#;

fn headless() -> App {
    // Engines measure their time in work: the same moves on a busy machine.
    leapfrog::ai::budget::use_work_clock();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .add_plugins(leapfrog::app::CorePlugin);
    app.update();
    app
}

fn open(app: &mut App, name: &str, text: &str) {
    app.world_mut()
        .resource_mut::<PageInbox>()
        .0
        .push((name.into(), text.into()));
    app.update();
    app.update();
}

#[test]
fn an_opened_variant_joins_the_library_and_opens_its_game() {
    let mut app = headless();
    app.insert_resource(ActiveGame("peg"));
    open(&mut app, "cross.ron", CROSS);
    let library = app.world().resource::<VariantLibrary>();
    let variant: Option<&ReversiVariant> = library.get("ReversiVariant", "reversi-cross");
    assert!(variant.is_some(), "the file is in the library");
    assert!(app.world().resource::<DataErrors>().0.is_empty());
    assert_eq!(app.world().resource::<ActiveGame>().0, "reversi");
    let notices = &app.world().resource::<Notices>().0;
    assert!(
        notices.iter().any(|n| n.contains("cross.ron")),
        "{notices:?}"
    );
}

#[test]
fn a_broken_file_is_refused_with_its_place_and_nothing_changes() {
    let mut app = headless();
    app.insert_resource(ActiveGame("peg"));
    let broken = CROSS.replace("first: Black,", "first: Black,\n    oops");
    open(&mut app, "broken.ron", &broken);
    let errors: Vec<String> = app
        .world()
        .resource::<DataErrors>()
        .0
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with("broken.ron:5:5:"), "{errors:?}");
    assert_eq!(app.world().resource::<ActiveGame>().0, "peg");
    let library = app.world().resource::<VariantLibrary>();
    assert!(
        library
            .get::<ReversiVariant>("ReversiVariant", "reversi-cross")
            .is_none()
    );

    open(&mut app, "notes.txt", "hello");
    let errors = &app.world().resource::<DataErrors>().0;
    assert!(
        errors.iter().any(|e| e.file == "notes.txt"),
        "a file that is not RON is refused by name: {errors:?}"
    );
}

#[test]
fn kept_mods_join_the_library_at_start_and_a_spoilt_one_is_reported() {
    let dir = std::env::temp_dir().join(format!("leapfrog-kept-mods-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("cross.ron"), CROSS).unwrap();
    std::fs::write(dir.join("spoilt.ron"), &CROSS[..40]).unwrap();
    // Engines measure their time in work: the same moves on a busy machine.
    leapfrog::ai::budget::use_work_clock();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .add_plugins(leapfrog::app::CorePlugin)
        .insert_resource(leapfrog::app::mods::ModShelf(Some(
            leapfrog::storage::Shelf::Folder(dir.clone()),
        )));
    app.update();
    let library = app.world().resource::<VariantLibrary>();
    let kept: Option<&ReversiVariant> = library.get("ReversiVariant", "reversi-cross");
    assert!(kept.is_some(), "the kept file is in the library");
    let errors = &app.world().resource::<DataErrors>().0;
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].file, "spoilt.ron");
    let _ = std::fs::remove_dir_all(dir);
}
