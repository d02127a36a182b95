use super::*;
use crate::net::protocol::{EndReason, GameResult, GameView, SeatView};

fn view(time: TimeControl) -> GameView {
    let seat = |n: u8| SeatView {
        seat: n,
        name: format!("seat {n}"),
        occupant: Occupant::Person,
        online: true,
    };
    GameView {
        game: "g1".into(),
        number: 2,
        family: "reversi".into(),
        variant: "reversi".into(),
        file: None,
        time,
        seats: vec![seat(0), seat(1)],
        moves: Vec::new(),
        clocks_ms: match time {
            TimeControl::None => Vec::new(),
            _ => vec![60_000, 60_000],
        },
        clock_running: None,
        result: None,
        offers: Vec::new(),
        watchers: 1,
        rematch: None,
    }
}

/// A session at seat `seat`, seated and caught up on a fresh game.
fn seated(seat: u8, time: TimeControl) -> Session {
    let mut session = Session::player("g1", "token");
    session.opened();
    session.take_outbox();
    session
        .received(
            ServerMsg::Seated {
                game: "g1".into(),
                seat,
                number: 2,
            },
            0,
        )
        .unwrap();
    session.received(ServerMsg::State(view(time)), 0).unwrap();
    session
}

fn first_move(session: &Session) -> String {
    session.mirror.as_ref().unwrap().game().legal_move_texts()[0].clone()
}

fn moved(number: u64, seat: u8, text: &str, clocks_ms: Vec<u64>) -> ServerMsg {
    ServerMsg::Event {
        game: "g1".into(),
        number,
        event: Event::Moved {
            seat,
            text: text.into(),
            clocks_ms,
            at_ms: 0,
        },
    }
}

#[test]
fn opening_says_hello_then_sits_from_the_last_event_it_has() {
    let mut session = Session::player("g1", "token");
    session.opened();
    let sent = session.take_outbox();
    assert!(matches!(
        sent[0],
        ClientMsg::Hello {
            protocol: PROTOCOL,
            ..
        }
    ));
    assert_eq!(
        sent[1],
        ClientMsg::Play {
            game: "g1".into(),
            token: "token".into(),
            since: None
        }
    );
    let mut session = seated(0, TimeControl::None);
    session.closed(0);
    session.opened();
    assert!(matches!(
        session.take_outbox()[1],
        ClientMsg::Play { since: Some(2), .. }
    ));
    let mut watcher = Session::watcher("g1");
    watcher.opened();
    assert!(matches!(
        watcher.take_outbox()[1],
        ClientMsg::Watch { since: None, .. }
    ));
}

#[test]
fn a_move_is_sent_with_its_ply_and_settled_by_its_event() {
    let mut session = seated(0, TimeControl::None);
    let text = first_move(&session);
    session.play(&text);
    assert_eq!(
        session.take_outbox(),
        vec![ClientMsg::Move {
            text: text.clone(),
            ply: Some(0)
        }]
    );
    assert_eq!(session.pending_move(), Some(text.as_str()));
    session.received(moved(3, 0, &text, vec![]), 10).unwrap();
    assert_eq!(session.pending_move(), None);
    assert_eq!(session.mirror.as_ref().unwrap().view.moves, vec![text]);
    assert!(session.refused.is_none());
}

#[test]
fn a_move_made_offline_goes_out_once_the_client_has_caught_up() {
    let mut session = seated(0, TimeControl::None);
    session.closed(0);
    let text = first_move(&session);
    session.play(&text);
    assert!(session.take_outbox().is_empty(), "offline: nothing sent");
    session.connecting();
    session.opened();
    session.take_outbox();
    // Seated at event 3: an event is missing, so nothing goes out yet.
    let seated_at = |number| ServerMsg::Seated {
        game: "g1".into(),
        seat: 0,
        number,
    };
    session.received(seated_at(3), 5).unwrap();
    assert!(session.take_outbox().is_empty());
    let said = ServerMsg::Event {
        game: "g1".into(),
        number: 3,
        event: Event::Said {
            seat: 1,
            message: Canned::Hello,
        },
    };
    session.received(said, 6).unwrap();
    assert_eq!(
        session.take_outbox(),
        vec![ClientMsg::Move { text, ply: Some(0) }]
    );
    assert_eq!(session.said, vec![(1, Canned::Hello)]);
}

#[test]
fn a_move_made_offline_is_given_back_when_the_game_moved_on() {
    let mut session = seated(1, TimeControl::None);
    let text = first_move(&session);
    session.received(moved(3, 0, &text, vec![]), 1).unwrap();
    session.closed(2);
    let reply = first_move(&session);
    session.play(&reply);
    session.opened();
    session.take_outbox();
    let ended = ServerMsg::Event {
        game: "g1".into(),
        number: 4,
        event: Event::Ended {
            result: GameResult {
                winner: Some(0),
                loser: Some(1),
                reason: EndReason::Gone,
            },
        },
    };
    session
        .received(
            ServerMsg::Seated {
                game: "g1".into(),
                seat: 1,
                number: 4,
            },
            3,
        )
        .unwrap();
    session.received(ended, 3).unwrap();
    assert!(session.take_outbox().is_empty());
    assert_eq!(session.pending_move(), None);
    let refused = session.refused.clone().expect("given back");
    assert_eq!(refused.given_back, Some(reply));
}

#[test]
fn a_refused_move_is_given_back_with_the_servers_reason() {
    let mut session = seated(0, TimeControl::None);
    let text = first_move(&session);
    session.play(&text);
    session.take_outbox();
    let error = ServerMsg::error(ErrorCode::Stale, "`x` was made after move 0");
    session.received(error, 1).unwrap();
    let refused = session.refused.clone().unwrap();
    assert_eq!(refused.given_back, Some(text));
    assert!(refused.message.contains("after move 0"));
    assert_eq!(session.pending_move(), None);
}

#[test]
fn reconnecting_waits_longer_each_time_and_stops_for_good_on_a_final_refusal() {
    let mut session = seated(0, TimeControl::None);
    let mut now = 0;
    let mut pauses = Vec::new();
    for _ in 0..8 {
        session.closed(now);
        let Link::Down { retry_at_ms, .. } = session.link else {
            panic!("{:?}", session.link)
        };
        pauses.push(retry_at_ms - now);
        assert!(!session.should_connect(retry_at_ms - 1));
        assert!(session.should_connect(retry_at_ms));
        session.connecting();
        now = retry_at_ms;
    }
    assert_eq!(
        pauses,
        [500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]
    );
    session.opened();
    session
        .received(ServerMsg::error(ErrorCode::UnknownGame, "no game g1"), now)
        .unwrap();
    session.closed(now);
    assert!(matches!(session.link, Link::Failed { .. }));
    assert!(!session.should_connect(now + 60_000));
}

#[test]
fn the_clock_of_the_side_to_move_runs_from_the_first_move() {
    let time = TimeControl::Clock {
        base_s: 60,
        increment_s: 0,
    };
    let mut session = seated(0, time);
    assert_eq!(session.clock_running(), None, "before the first move");
    assert_eq!(session.clock_ms(0, 5_000), Some(60_000));
    let text = first_move(&session);
    session
        .received(moved(3, 0, &text, vec![58_000, 60_000]), 1_000)
        .unwrap();
    assert_eq!(session.clock_running(), Some(1));
    assert_eq!(session.clock_ms(1, 3_500), Some(57_500));
    assert_eq!(session.clock_ms(0, 3_500), Some(58_000));
    assert_eq!(session.clock_ms(1, 100_000), Some(0));
}

#[test]
fn a_gone_seat_counts_down_to_the_claim() {
    let mut session = seated(0, TimeControl::None);
    assert_eq!(session.claim_in_ms(1, 0), None, "online");
    let gone = ServerMsg::Presence {
        game: "g1".into(),
        seat: 1,
        online: false,
        claim_in_ms: Some(40_000),
    };
    session.received(gone, 1_000).unwrap();
    assert_eq!(session.claim_in_ms(1, 11_000), Some(30_000));
    assert_eq!(session.claim_in_ms(1, 60_000), Some(0));
    let back = ServerMsg::Presence {
        game: "g1".into(),
        seat: 1,
        online: true,
        claim_in_ms: None,
    };
    session.received(back, 61_000).unwrap();
    assert_eq!(session.claim_in_ms(1, 61_000), None);
}

#[test]
fn another_games_messages_change_nothing() {
    let mut session = seated(0, TimeControl::None);
    let text = first_move(&session);
    let mut other = moved(3, 0, &text, vec![]);
    if let ServerMsg::Event { game, .. } = &mut other {
        *game = "g2".into();
    }
    session.received(other, 1).unwrap();
    assert!(session.mirror.as_ref().unwrap().view.moves.is_empty());
}

#[test]
fn a_low_clock_is_reported_to_its_own_seat_only_while_it_runs() {
    let time = TimeControl::Clock {
        base_s: 60,
        increment_s: 0,
    };
    let mut mine = seated(1, time);
    let mut theirs = seated(0, time);
    let text = first_move(&mine);
    for session in [&mut mine, &mut theirs] {
        assert_eq!(
            session.own_clock_low(10_000, 0),
            None,
            "no clock runs before a move"
        );
        session
            .received(moved(3, 0, &text, vec![60_000, 12_000]), 1_000)
            .unwrap();
    }
    // Seat 1's clock runs from 12 s: above the line at first, under it two seconds later.
    assert_eq!(mine.own_clock_low(10_000, 1_500), None);
    assert_eq!(mine.own_clock_low(10_000, 3_500), Some(1));
    assert_eq!(
        theirs.own_clock_low(10_000, 3_500),
        None,
        "not seat 0's clock"
    );
}
