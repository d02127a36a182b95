//! Gomoku's Bevy layer headless: a game won by clicks, a forbidden renju point refused with
//! its reason, a stale engine answer dropped after undo, swap2 choices, a puzzle marked solved.

mod common;

use bevy::prelude::*;
use common::{click, open_match, run_until};
use leapfrog::ai::ComputerPlayer;
use leapfrog::app::PlayerKind;
use leapfrog::app::ai_task::Thinker;
use leapfrog::app::gomoku::{GomokuNotice, GomokuSettings};
use leapfrog::app::settings::GameSettings;
use leapfrog::app::{MatchCommand, MatchState, MoveRequested};
use leapfrog::rules::gomoku::notation::parse_cell;
use leapfrog::rules::gomoku::{Gomoku, GomokuMove, Phase};
use leapfrog::rules::{Game, Outcome};

fn headless(configure: impl FnOnce(&mut GameSettings, &mut GomokuSettings)) -> App {
    open_match("gomoku", configure)
}

fn humans(settings: &mut GameSettings) {
    settings.seat_mut(0).computer = false;
    settings.seat_mut(1).computer = false;
}

fn state(app: &App) -> &MatchState<Gomoku> {
    app.world().resource::<MatchState<Gomoku>>()
}

fn click_at(app: &mut App, name: &str) {
    let size = state(app).current().size();
    click(app, parse_cell(size, name).unwrap());
}

#[test]
fn a_game_won_by_clicks() {
    let mut app = headless(|s, _| humans(s));
    for name in ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9"] {
        click_at(&mut app, name);
    }
    assert_eq!(state(&app).cursor(), 8);
    // A click on a taken point changes nothing.
    click_at(&mut app, "h8");
    assert_eq!(state(&app).cursor(), 8);
    click_at(&mut app, "l8");
    let game = state(&app).current();
    assert_eq!(game.outcome(), Some(Outcome::Win(0)));
    assert_eq!(game.win_line().len(), 5);
}

#[test]
fn a_forbidden_point_is_refused_with_its_reason() {
    let mut app = headless(|s, own| {
        humans(s);
        own.gomoku_variant = "renju".into();
    });
    for name in ["h8", "f12", "i8", "m4", "j10", "d3", "j9", "l12"] {
        click_at(&mut app, name);
    }
    assert_eq!(state(&app).cursor(), 8);
    click_at(&mut app, "j8");
    assert_eq!(state(&app).cursor(), 8, "j8 is a double three for black");
    let notice = app
        .world()
        .resource::<GomokuNotice>()
        .0
        .clone()
        .unwrap_or_default();
    assert!(
        notice.contains("j8") && notice.contains("double three"),
        "{notice}"
    );
    // The same point is fine in freestyle... and a legal click clears the notice.
    click_at(&mut app, "a1");
    assert_eq!(state(&app).cursor(), 9);
    assert_eq!(app.world().resource::<GomokuNotice>().0, None);
}

#[test]
fn a_stale_engine_answer_is_dropped_after_undo() {
    let mut app = headless(|s, _| {
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = true;
        s.seat_mut(1).strength = 4;
    });
    click_at(&mut app, "h8");
    assert!(run_until(&mut app, |app| {
        app.world()
            .resource::<Thinker<GomokuMove>>()
            .running()
            .is_some()
    }));
    let thinking_for = state(&app).generation;
    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    assert_eq!(state(&app).cursor(), 0);
    let reply = GomokuMove::Stone(parse_cell(15, "h9").unwrap());
    app.world_mut().write_message(MoveRequested {
        mv: reply,
        generation: thinking_for,
    });
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(
        state(&app).cursor(),
        0,
        "no move lands on the undone position"
    );
}

#[test]
fn swap2_choices_by_the_humans_and_the_computer() {
    let mut app = headless(|s, own| {
        s.seat_mut(0).computer = false;
        s.seat_mut(1).computer = true;
        s.seat_mut(1).strength = 2;
        own.gomoku_swap2 = true;
    });
    for name in ["h8", "h9", "i9"] {
        click_at(&mut app, name);
    }
    // The computer (second seat) chooses a colour or places two more.
    assert!(run_until(&mut app, |app| {
        let game = state(app).current();
        game.phase() == Phase::Play || game.phase() == Phase::ChooseFinal
    }));
    if state(&app).current().phase() == Phase::ChooseFinal {
        let generation = state(&app).generation;
        app.world_mut().write_message(MoveRequested {
            mv: GomokuMove::Take(leapfrog::rules::gomoku::WHITE),
            generation,
        });
        app.update();
    }
    let game = state(&app).current();
    assert_eq!(game.phase(), Phase::Play);
}

#[test]
fn a_puzzle_won_is_marked_solved() {
    let id = "vcf/vcf-01";
    let mut app = headless(|_, own| own.gomoku_puzzle = id.into());
    let moves_to_win = leapfrog::level::gomoku::puzzle_shipped_or_file(id)
        .unwrap()
        .moves_to_win;
    // The player takes a five when there is one, else the strongest engine's attacking move:
    // the defending engine thinks against a clock, so under load it may defend another way
    // than the stored solution (a counter-four first), and a fixed move list would stall.
    for _ in 0..2 * moves_to_win + 4 {
        let game = state(&app).current().clone();
        if game.outcome().is_some() {
            break;
        }
        let winning = game.legal_moves().into_iter().find(|mv| {
            let mut next = game.clone();
            next.play(mv);
            next.outcome().is_some()
        });
        let attack = winning.or_else(|| leapfrog::ai::choose(&game, Gomoku::MAX_STRENGTH, 1));
        let Some(GomokuMove::Stone(cell)) = attack else {
            panic!("the attacker has no stone to place");
        };
        click(&mut app, cell);
        // The event the test needs: the player's turn again (the defence played) or the end.
        let answered = run_until(&mut app, |app| {
            let state = state(app);
            state.current().outcome().is_some()
                || state.no_answer == Some(state.generation)
                || (state.player_to_move() == PlayerKind::Human
                    && !state.current().legal_moves().is_empty())
        });
        let state = state(&app);
        assert!(answered, "no answer at move {}", state.cursor());
        assert_ne!(
            state.no_answer,
            Some(state.generation),
            "the defence gave up at move {}",
            state.cursor()
        );
    }
    assert_eq!(state(&app).current().outcome(), Some(Outcome::Win(0)));
    app.update();
    assert!(app.world().resource::<GomokuSettings>().solved(id));
}
