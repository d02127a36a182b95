//! The rules of a room on a clock the tests drive: moves, flags, offers, claims, restarts.

use super::room::{Action, Room};
use super::setup::GameSetup;
use crate::net::protocol::{
    ClaimKind, EndReason, ErrorCode, Event, GameSpec, OfferKind, SeatSpec, TimeControl,
};

const BLITZ: TimeControl = TimeControl::Clock {
    base_s: 60,
    increment_s: 2,
};

fn room_with(seats: &[SeatSpec], time: TimeControl) -> Room {
    let spec = GameSpec {
        variant: "reversi-8".into(),
        file: None,
    };
    let setup = GameSetup::from_request(&spec, seats, time, 0).unwrap();
    Room::new("test".into(), setup, 0).unwrap()
}

fn two_people(time: TimeControl) -> Room {
    room_with(&[SeatSpec::Me, SeatSpec::Me], time)
}

/// Decides and applies, as the hub does (without the store).
fn act(room: &mut Room, seat: u8, action: Action, now: u64) -> Result<Vec<Event>, ErrorCode> {
    let events = room.decide(seat, &action, now).map_err(|r| r.code)?;
    for event in &events {
        let number = room.number + 1;
        room.apply(number, event).unwrap();
    }
    Ok(events)
}

fn first_move(room: &Room) -> Action {
    Action::Move {
        text: room.game().legal_move_texts()[0].clone(),
        ply: None,
    }
}

fn play(room: &mut Room, now: u64) {
    let seat = room.game().side_to_move();
    act(room, seat, first_move(room), now).unwrap();
}

#[test]
fn a_move_out_of_turn_illegal_or_stale_changes_nothing() {
    let mut room = two_people(TimeControl::None);
    let legal = room.game().legal_move_texts()[0].clone();
    let out_of_turn = Action::Move {
        text: legal.clone(),
        ply: None,
    };
    assert_eq!(
        act(&mut room, 1, out_of_turn, 0),
        Err(ErrorCode::NotYourTurn)
    );
    let illegal = Action::Move {
        text: "a1".into(),
        ply: None,
    };
    let refusal = room.decide(0, &illegal, 0).unwrap_err();
    assert_eq!(refusal.code, ErrorCode::IllegalMove);
    assert!(refusal.message.contains("a1"), "{}", refusal.message);
    let stale = Action::Move {
        text: legal,
        ply: Some(3),
    };
    assert_eq!(act(&mut room, 0, stale, 0), Err(ErrorCode::Stale));
    assert_eq!(room.number, 0);
    assert!(room.move_texts().is_empty());
}

#[test]
fn an_open_seat_holds_the_game_until_it_is_taken() {
    let mut room = room_with(&[SeatSpec::Me, SeatSpec::Open], TimeControl::None);
    let mv = first_move(&room);
    assert_eq!(act(&mut room, 0, mv.clone(), 0), Err(ErrorCode::NotAllowed));
    room.apply(1, &Event::SeatTaken { seat: 1 }).unwrap();
    assert!(act(&mut room, 0, mv, 0).is_ok());
}

#[test]
fn a_flag_falls_when_the_time_is_spent() {
    let mut room = two_people(BLITZ);
    play(&mut room, 1_000);
    // Black's first move is not timed; White's clock starts now.
    assert_eq!(room.flag_deadline(), Some(1_000 + 60_000));
    assert_eq!(room.tick(30_000), None);
    play(&mut room, 31_000);
    let view = room.view(31_000);
    // Each move adds the increment, the untimed first one too.
    assert_eq!(view.clocks_ms, vec![62_000, 32_000]);
    let flag = room.tick(31_000 + 62_000).expect("Black's flag fell");
    room.apply(room.number + 1, &flag).unwrap();
    let result = room.result().unwrap();
    assert_eq!(result.reason, EndReason::Flag);
    assert_eq!((result.winner, result.loser), (Some(1), Some(0)));
    // A move after the flag fell ends the game by the flag instead of playing.
    let mut late = two_people(BLITZ);
    play(&mut late, 0);
    let events = late.decide(1, &first_move(&late), 61_000).unwrap();
    assert!(matches!(&events[..], [Event::Ended { result }] if result.reason == EndReason::Flag));
}

#[test]
fn a_restart_gives_back_the_time_the_server_was_away() {
    let mut room = two_people(BLITZ);
    play(&mut room, 0);
    // White's clock ran 10 s, the server was away 100 s, back at 110 s.
    room.apply(
        2,
        &Event::Resumed {
            away_ms: 10_000,
            back_ms: 110_000,
        },
    )
    .unwrap();
    assert_eq!(room.view(110_000).clocks_ms, vec![62_000, 50_000]);
    assert_eq!(room.tick(150_000), None);
}

#[test]
fn a_gone_opponent_may_be_claimed_against_after_the_wait() {
    let mut room = two_people(BLITZ);
    room.presence(0, true, false, 0);
    room.presence(1, true, false, 0);
    play(&mut room, 0);
    room.presence(1, false, false, 5_000);
    let early = room
        .decide(0, &Action::Claim(ClaimKind::Win), 20_000)
        .unwrap_err();
    assert!(early.message.contains("25 s"), "{}", early.message);
    // Back in time: nothing to claim.
    room.presence(1, true, false, 30_000);
    assert!(
        room.decide(0, &Action::Claim(ClaimKind::Win), 50_000)
            .is_err()
    );
    // Closed on purpose: 10 s.
    room.presence(1, false, true, 60_000);
    let events = act(&mut room, 0, Action::Claim(ClaimKind::Win), 70_000).unwrap();
    assert_eq!(events.len(), 1);
    let result = room.result().unwrap();
    assert_eq!((result.winner, result.reason), (Some(0), EndReason::Gone));
}

#[test]
fn a_declined_takeback_blocks_the_next_for_a_while() {
    let mut room = two_people(TimeControl::None);
    play(&mut room, 0);
    play(&mut room, 0);
    act(&mut room, 0, Action::Offer(OfferKind::Takeback), 1_000).unwrap();
    act(&mut room, 1, Action::Decline(OfferKind::Takeback), 2_000).unwrap();
    let refusal = room
        .decide(0, &Action::Offer(OfferKind::Takeback), 3_000)
        .unwrap_err();
    assert!(refusal.message.contains("14 s"), "{}", refusal.message);
    act(&mut room, 0, Action::Offer(OfferKind::Takeback), 17_000).unwrap();
    act(&mut room, 1, Action::Decline(OfferKind::Takeback), 17_000).unwrap();
    // The second decline doubles the wait.
    assert!(
        room.decide(0, &Action::Offer(OfferKind::Takeback), 40_000)
            .is_err()
    );
    act(&mut room, 0, Action::Offer(OfferKind::Takeback), 48_000).unwrap();
    act(&mut room, 1, Action::Accept(OfferKind::Takeback), 48_000).unwrap();
    // Black's move and White's answer are gone: Black to move at the start.
    assert!(room.move_texts().is_empty());
    assert_eq!(room.game().side_to_move(), 0);
}

#[test]
fn draws_need_both_sides_abort_only_before_both_have_moved() {
    let mut room = two_people(TimeControl::None);
    play(&mut room, 0);
    act(&mut room, 0, Action::Offer(OfferKind::Draw), 0).unwrap();
    assert_eq!(
        act(&mut room, 0, Action::Offer(OfferKind::Draw), 0),
        Err(ErrorCode::NotAllowed)
    );
    // A move declines it.
    play(&mut room, 0);
    assert_eq!(
        act(&mut room, 0, Action::Accept(OfferKind::Draw), 0),
        Err(ErrorCode::NotAllowed)
    );
    assert_eq!(
        act(&mut room, 1, Action::Abort, 0),
        Err(ErrorCode::NotAllowed)
    );
    act(&mut room, 1, Action::Offer(OfferKind::Draw), 0).unwrap();
    act(&mut room, 0, Action::Accept(OfferKind::Draw), 0).unwrap();
    assert_eq!(room.result().unwrap().reason, EndReason::Agreed);
    let after_the_end = first_move(&room);
    assert_eq!(
        act(&mut room, 0, after_the_end, 0),
        Err(ErrorCode::GameOver)
    );

    let mut fresh = two_people(TimeControl::None);
    play(&mut fresh, 0);
    act(&mut fresh, 1, Action::Abort, 0).unwrap();
    assert_eq!(fresh.result().unwrap().reason, EndReason::Aborted);
}

#[test]
fn resigning_ends_it_and_a_rematch_needs_both() {
    let mut room = two_people(TimeControl::None);
    assert_eq!(
        act(&mut room, 0, Action::Offer(OfferKind::Rematch), 0),
        Err(ErrorCode::NotAllowed)
    );
    act(&mut room, 1, Action::Resign, 0).unwrap();
    assert_eq!(room.result().unwrap().winner, Some(0));
    act(&mut room, 0, Action::Offer(OfferKind::Rematch), 0).unwrap();
    let events = room
        .decide(1, &Action::Accept(OfferKind::Rematch), 0)
        .unwrap();
    assert!(matches!(events.last(), Some(Event::Rematched { .. })));
    assert_eq!(room.setup.turned(0).occupants.len(), 2);
}

#[test]
fn the_computer_takes_no_draw_and_has_its_turn() {
    let mut room = room_with(
        &[SeatSpec::Me, SeatSpec::Computer { strength: 1 }],
        TimeControl::None,
    );
    assert_eq!(room.computer_to_move(), None);
    play(&mut room, 0);
    assert_eq!(room.computer_to_move(), Some((1, 1)));
    assert_eq!(
        act(&mut room, 0, Action::Offer(OfferKind::Draw), 0),
        Err(ErrorCode::NotAllowed)
    );
    // A takeback against the computer needs no answer.
    act(&mut room, 0, Action::Offer(OfferKind::Takeback), 0).unwrap();
    assert!(room.move_texts().is_empty());
}

#[test]
fn a_request_for_a_bad_game_says_what_is_wrong() {
    let bad = |variant: &str, seats: &[SeatSpec]| {
        let spec = GameSpec {
            variant: variant.into(),
            file: None,
        };
        GameSetup::from_request(&spec, seats, TimeControl::None, 0).unwrap_err()
    };
    assert!(bad("/etc/passwd", &[SeatSpec::Me, SeatSpec::Open]).contains("shipped"));
    assert!(bad("nonsense", &[SeatSpec::Me, SeatSpec::Open]).contains("nonsense"));
    assert!(bad("reversi-8", &[SeatSpec::Me]).contains("2 seats"));
    assert!(bad("tour-8x8", &[SeatSpec::Me]).contains("side"));
    let weak = bad(
        "reversi-8",
        &[SeatSpec::Me, SeatSpec::Computer { strength: 99 }],
    );
    assert!(weak.contains("strength 99"), "{weak}");
    let file = GameSpec {
        variant: String::new(),
        file: Some("JumpGame(".into()),
    };
    assert!(
        GameSetup::from_request(&file, &[SeatSpec::Me, SeatSpec::Open], TimeControl::None, 0)
            .is_err()
    );
}
