//! Draughts in the Bevy layer headless: whole computer-vs-computer games, a multi-capture
//! played by clicking its landing squares (or only the last), PDN import and export.

mod common;

use bevy::prelude::*;
use common::{click, open_match, run_until};
use leapfrog::app::MatchState;
use leapfrog::app::draughts::DraughtsSettings;
use leapfrog::app::draughts::{ImportPdn, PdnStatus, pdn_text};
use leapfrog::rules::draughts::Draughts;
use leapfrog::rules::draughts::notation::parse_square;
use leapfrog::rules::{Game, Outcome};

fn state(app: &App) -> &MatchState<Draughts> {
    app.world().resource::<MatchState<Draughts>>()
}

fn computer_game(active: &'static str, variant: &str) -> Outcome {
    let mut app = open_match(active, |settings, own: &mut DraughtsSettings| {
        own.draughts_variant = variant.into();
        settings.seat_mut(0).computer = true;
        settings.seat_mut(1).computer = true;
        settings.seat_mut(0).strength = 1;
        settings.seat_mut(1).strength = 2;
    });
    assert_eq!(state(&app).current().variant().name, variant);
    assert!(
        run_until(&mut app, |app| state(app).current().outcome().is_some()),
        "the game did not finish"
    );
    let state = state(&app);
    // Every move the engines made replays legally from the start.
    let mut replay = state.position_before(0).clone();
    for mv in state.moves() {
        assert!(replay.legal_moves().contains(mv));
        replay.play(mv);
    }
    state.current().outcome().expect("finished")
}

#[test]
fn computer_against_computer_plays_whole_games() {
    computer_game("draughts", "draughts-glass");
    computer_game("draughts", "draughts-international");
    computer_game("bigman", "bigman");
}

/// A human-vs-human glass match from a set-up position.
fn set_up(position: &str) -> App {
    common::glass_position(position)
}

fn click_square(app: &mut App, square: &str) {
    let game = state(app).current().clone();
    let geo = game.variant().geo;
    click(app, geo.cell(parse_square(&geo, square).unwrap()));
}

fn occupied(app: &App, square: &str) -> bool {
    let game = state(app).current();
    let geo = game.variant().geo;
    game.position().occupied() >> parse_square(&geo, square).unwrap() & 1 != 0
}

#[test]
fn a_double_capture_by_clicking_each_landing_square() {
    let mut app = set_up("W:Wc3:Bd4,f6,d6");
    click_square(&mut app, "c3");
    click_square(&mut app, "e5");
    assert_eq!(state(&app).cursor(), 0, "two captures go on from e5");
    click_square(&mut app, "c7");
    assert_eq!(state(&app).cursor(), 1);
    assert!(occupied(&app, "c7") && occupied(&app, "f6"));
    assert!(!occupied(&app, "d4") && !occupied(&app, "d6"));
}

#[test]
fn a_double_capture_by_clicking_only_where_it_ends() {
    let mut app = set_up("W:Wc3:Bd4,f6,d6");
    click_square(&mut app, "g7");
    assert_eq!(state(&app).cursor(), 1);
    assert!(occupied(&app, "g7") && occupied(&app, "d6"));
    assert_eq!(state(&app).current().position().pieces[1].count_ones(), 1);
}

#[test]
fn a_quiet_move_is_refused_while_a_capture_is_due() {
    let mut app = set_up("W:Wc3,g3:Bd4");
    click_square(&mut app, "g3");
    click_square(&mut app, "h4");
    assert_eq!(state(&app).cursor(), 0);
    assert!(state(&app).current().capture_required());
}

const GAME: &str = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 4. 31-27 *\n";

#[test]
fn pdn_import_opens_the_game_and_export_reads_back() {
    let mut app = open_match("draughts", |_, _: &mut DraughtsSettings| {});
    app.world_mut().write_message(ImportPdn(GAME.into()));
    app.update();
    app.update();
    let status = &app.world().resource::<PdnStatus>().0;
    assert_eq!(status.as_ref().unwrap().as_deref(), Ok("loaded 7 moves"));
    assert_eq!(
        state(&app).current().variant().name,
        "draughts-international"
    );
    assert_eq!(state(&app).cursor(), 7);
    assert_eq!(
        app.world().resource::<DraughtsSettings>().draughts_variant,
        "draughts-international"
    );
    let exported = pdn_text(state(&app));
    assert!(exported.contains("[GameType \"20\"]"), "{exported}");
    assert!(exported.contains("2. 28x19 14x23"), "{exported}");
    let before: Vec<_> = state(&app).moves().cloned().collect();
    app.world_mut().write_message(ImportPdn(exported));
    app.update();
    let after: Vec<_> = state(&app).moves().cloned().collect();
    assert_eq!(before, after);
    // A broken paste leaves the game alone and says where it broke.
    app.world_mut()
        .write_message(ImportPdn("1. 32-28 19-2z".into()));
    app.update();
    let status = &app.world().resource::<PdnStatus>().0;
    let message = status.as_ref().unwrap().as_ref().unwrap_err();
    assert!(message.contains("line 1, column 10"), "{message}");
    assert_eq!(state(&app).cursor(), 7);
}

#[test]
fn an_imported_record_that_goes_on_after_a_draw_stops_at_the_draw() {
    let mut app = open_match("draughts", |_, _: &mut DraughtsSettings| {});
    let record = "[GameType \"25\"]\n[FEN \"W:WKc1:BKf8\"]\n1. c1-d2 f8-g7 2. d2-c1 g7-f8 \
                  3. c1-d2 f8-g7 4. d2-c1 g7-f8 5. c1-b2 f8-e7 1/2-1/2\n";
    app.world_mut().write_message(ImportPdn(record.into()));
    app.update();
    app.update();
    let status = &app.world().resource::<PdnStatus>().0;
    assert_eq!(
        status.as_ref().unwrap().as_deref(),
        Ok("loaded 8 moves: the rules declare a draw there (the record goes on to move 10)")
    );
    assert_eq!(state(&app).cursor(), 8);
}
