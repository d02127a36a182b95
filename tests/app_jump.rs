//! The file games in the app, headless: every shipped file opens, takes a move by clicks and
//! undoes it, and lets the computer move; a Konane match by clicks through the opening
//! removals to a two-jump chain; four-seat Halma with two computer seats to its first place;
//! a dropped file with an error changes nothing.

mod common;

use bevy::prelude::*;
use common::{click, open_match, run_until};
use leapfrog::app::jump::{ID, JumpSettings};
use leapfrog::app::page::PageInbox;
use leapfrog::app::screen::ActiveGame;
use leapfrog::app::variants::{DataErrors, VariantLibrary};
use leapfrog::app::{MatchCommand, MatchState, MoveRequested};
use leapfrog::games::Family;
use leapfrog::rules::Game;
use leapfrog::rules::jump::JumpState;

fn open(game: &str, computer: &[bool], strength: u8) -> App {
    open_match(ID, |settings, own: &mut JumpSettings| {
        own.jump_game = game.into();
        for seat in 0..6 {
            let seat_settings = settings.seat_mut(seat);
            seat_settings.computer = computer.get(seat).copied().unwrap_or(false);
            seat_settings.strength = strength;
        }
    })
}

fn state(app: &App) -> &MatchState<JumpState> {
    app.world().resource::<MatchState<JumpState>>()
}

fn shipped() -> Vec<String> {
    leapfrog::games::jump::JUMP.variant_names()
}

#[test]
fn every_shipped_file_plays_a_move_by_clicks_undoes_it_and_lets_the_computer_move() {
    for name in shipped() {
        let mut app = open(&name, &[], 1);
        let start = state(&app).current().clone();
        assert_eq!(start.name(), name, "the chosen file is the one open");
        let paths: Vec<_> = start.legal_moves().iter().map(|m| start.path(m)).collect();
        // A move no other move extends: clicking each of its cells completes it.
        let path = paths
            .iter()
            .find(|p| !paths.iter().any(|q| q.len() > p.len() && q.starts_with(p)))
            .unwrap_or_else(|| panic!("{name}: a legal move"))
            .clone();
        for &cell in &path {
            click(&mut app, cell);
        }
        assert_eq!(state(&app).cursor(), 1, "{name}: {path:?} played");
        assert_ne!(state(&app).current().hash(), start.hash(), "{name}");
        app.world_mut().write_message(MatchCommand::Undo);
        app.update();
        app.update();
        assert_eq!(state(&app).cursor(), 0, "{name}");
        assert_eq!(state(&app).current().hash(), start.hash(), "{name}");

        let mut app = open(&name, &[true; 6], 1);
        if start.sides() == 1 {
            // A puzzle's computer is its solver, asked by "solve from here".
            app.world_mut()
                .resource_mut::<leapfrog::app::jump::SolveToggle>()
                .0 = true;
        }
        assert!(
            run_until(&mut app, |app| state(app).cursor() >= 1),
            "{name}: the computer moved"
        );
    }
}

#[test]
fn konane_by_clicks_through_the_removals_to_a_two_jump_chain() {
    let mut app = open("konane-6", &[], 1);
    // Black takes a corner stone off, White the stone beside the hole.
    let cell = leapfrog_cell(&app, "a1");
    click(&mut app, cell);
    let cell = leapfrog_cell(&app, "b1");
    click(&mut app, cell);
    assert_eq!(state(&app).cursor(), 2, "both removals played");
    assert_eq!(state(&app).current().score(), Some(vec![17, 17]));
    // Then captures only, the first legal one each time, until a two-jump chain is on.
    for _ in 0..40 {
        let game = state(&app).current().clone();
        assert!(game.outcome().is_none(), "the game lasts until a chain");
        let moves = game.legal_moves();
        assert!(
            moves.iter().all(|m| m.is_capture()),
            "after the removals, captures only"
        );
        if let Some(chain) = moves.iter().find(|m| m.landings().len() == 2) {
            let path = game.path(chain);
            // Straight on: the two hops go the same way.
            let step = |a: u16, b: u16| {
                let (ax, ay) = game.layout().positions[usize::from(a)];
                let (bx, by) = game.layout().positions[usize::from(b)];
                (bx - ax, by - ay)
            };
            assert_eq!(step(path[0], path[1]), step(path[1], path[2]), "{path:?}");
            let mover = usize::from(game.side_to_move());
            let before = game.score().unwrap();
            // The piece, then the far landing: only this move ends there.
            click(&mut app, path[0]);
            click(&mut app, path[2]);
            let after = state(&app).current().score().unwrap();
            assert_eq!(after[1 - mover], before[1 - mover] - 2, "two stones taken");
            assert_eq!(after[mover], before[mover]);
            return;
        }
        let path = game.path(&moves[0]);
        click(&mut app, path[0]);
        click(&mut app, *path.last().unwrap());
        let played = state(&app).cursor();
        assert!(played > 2, "the click played a move");
    }
    panic!("no two-jump chain came up");
}

fn leapfrog_cell(app: &App, name: &str) -> u16 {
    let game = state(app).current();
    (0..game.layout().positions.len() as u16)
        .find(|&c| game.cell_name(c).as_deref() == Some(name))
        .unwrap_or_else(|| panic!("cell {name}"))
}

#[test]
fn four_seat_halma_with_two_computer_seats_reaches_its_first_place() {
    let mut app = open("halma-4", &[true, false, true, false], 1);
    let mut turns = 0;
    let finished = {
        loop {
            let state = state(&app);
            if !state.current().places.is_empty() {
                break true;
            }
            if turns > 4000 {
                break false;
            }
            if state.player_to_move() == leapfrog::app::PlayerKind::Human {
                // The people's seats play the greedy player's move, as requests.
                let mv = leapfrog::ai::choose(state.current(), 1, turns).expect("a move");
                let generation = state.generation;
                app.world_mut()
                    .write_message(MoveRequested { mv, generation });
                turns += 1;
            }
            app.update();
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
    };
    assert!(finished, "a side filled its target");
    let state = state(&app);
    let first = state.current().places[0];
    let moved: Vec<u8> = (0..state.cursor())
        .map(|i| state.position_before(i).side_to_move())
        .collect();
    for side in 0..4u8 {
        assert!(moved.contains(&side), "seat {side} moved");
    }
    assert!(first < 4);
}

const BROKEN: &str = r#"JumpGame(
    name: "broken-konane",
    title: (en: "Broken"),
    board: Grid(art: ["x o", "o x"]),
    sides: [
        (name: (en: "Black"), colour: Black, mark: Some('x')),
        (name: (en: "White"), colour: White, mark: Some('o')),
    ],
    kinds: [(name: "stone", look: Stone, value: 100, jumps: [(dirs: [Upward])])],
)
"#;

#[test]
fn a_dropped_file_with_an_error_shows_it_and_changes_nothing() {
    let mut app = open("konane-6", &[], 1);
    let cell = leapfrog_cell(&app, "a1");
    click(&mut app, cell);
    let before = state(&app).current().hash();
    let games_before = app
        .world()
        .resource::<VariantLibrary>()
        .all::<leapfrog::level::jump::LoadedJumpGame>("JumpGame")
        .count();
    app.world_mut()
        .resource_mut::<PageInbox>()
        .0
        .push(("broken-konane.ron".into(), BROKEN.into()));
    app.update();
    app.update();
    let errors = &app.world().resource::<DataErrors>().0;
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].file, "broken-konane.ron");
    assert!(
        errors[0].message.contains("Upward"),
        "{}",
        errors[0].message
    );
    assert_eq!(errors[0].line, 9, "{:?}", errors[0]);
    let library = app.world().resource::<VariantLibrary>();
    assert_eq!(
        library
            .all::<leapfrog::level::jump::LoadedJumpGame>("JumpGame")
            .count(),
        games_before
    );
    assert_eq!(app.world().resource::<ActiveGame>().0, ID);
    assert_eq!(
        state(&app).current().hash(),
        before,
        "the match goes on as it was"
    );
    assert_eq!(state(&app).cursor(), 1);
}

#[test]
fn a_one_player_file_is_solved_from_where_the_player_is() {
    let mut app = open("peg-cross", &[true; 6], 1);
    assert_eq!(
        state(&app).players,
        vec![leapfrog::app::PlayerKind::Human],
        "a puzzle's seat is the player's whatever the seats say"
    );
    // One move by clicks first, then the solver finishes from there.
    let game = state(&app).current().clone();
    let mv = leapfrog::ai::choose(&game, 1, 0).expect("the solver's hint");
    for cell in game.path(&mv) {
        click(&mut app, cell);
    }
    assert_eq!(state(&app).cursor(), 1);
    app.world_mut()
        .resource_mut::<leapfrog::app::jump::SolveToggle>()
        .0 = true;
    assert!(
        run_until(&mut app, |app| state(app).current().outcome().is_some()),
        "solved"
    );
    assert_eq!(
        state(&app).current().outcome(),
        Some(leapfrog::rules::Outcome::Win(0))
    );
    app.update();
    assert_eq!(state(&app).players, vec![leapfrog::app::PlayerKind::Human]);
}
