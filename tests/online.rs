//! The game server over loopback: headless clients play whole games, bad requests change
//! nothing, a dropped client gets exactly what it missed.

mod online_support;

use std::time::Duration;

use futures_util::future::join_all;
use leapfrog::cli::online::{Chooser, bot};
use leapfrog::games::FAMILIES;
use leapfrog::net::client::{Client, ClientError};
use leapfrog::net::protocol::{
    ClientMsg, ErrorCode, Event, MAX_FRAME, SeatSpec, ServerMsg, TimeControl,
};
use online_support::*;

/// Every game with two or more seats (each family's default), and 4-seat Chinese checkers and
/// Halma: bots play it to the end through the server while a watcher follows every move.
#[test]
fn every_game_for_two_or_more_plays_to_its_end_through_the_server() {
    let mut variants: Vec<String> = FAMILIES
        .iter()
        .filter_map(|f| {
            let variant = f.variant_names().into_iter().next()?;
            (f.start(&variant).ok()?.sides() >= 2).then_some(variant)
        })
        .collect();
    variants.extend(["chinese-checkers-4".to_string(), "halma-4".to_string()]);
    assert!(variants.len() >= 6, "{variants:?}");
    runtime().block_on(async {
        let server = start_server().await;
        for variant in &variants {
            eprintln!("playing {variant}");
            let sides = leapfrog::net::mirror::start_game(variant, None)
                .unwrap()
                .sides();
            let mut seats = vec![SeatSpec::Open; sides];
            seats[0] = SeatSpec::Me;
            let (game, tickets) = create(&server.url, variant, seats, TimeControl::None).await;
            let keys = keys(&server.url, &game, &tickets).await;
            // Random moves, but racing games need a plan to finish.
            let chooser = if variant.contains("checkers-") || variant.contains("halma") {
                Chooser::Strength(1)
            } else {
                Chooser::Random
            };
            let mut outputs = vec![Vec::<u8>::new(); keys.len()];
            let watching = watch_to_end(&server.url, &game);
            let bots = join_all(
                keys.iter()
                    .zip(outputs.iter_mut())
                    .map(|(key, out)| bot(&server.url, key, chooser, out)),
            );
            let ((mirror, moved), results) = tokio::join!(watching, bots);
            for result in results {
                assert_eq!(result, Ok(0), "{variant}");
            }
            let moves = mirror.view.moves.clone();
            assert!(!moves.is_empty(), "{variant}");
            assert_eq!(
                moved,
                moves.len(),
                "{variant}: the watcher saw every move once"
            );
            // Each bot printed its own moves, and the result line last.
            let mut played = 0;
            for out in &outputs {
                let text = String::from_utf8_lossy(out);
                let lines: Vec<&str> = text.lines().collect();
                assert!(
                    lines.last().unwrap().starts_with("result"),
                    "{variant}: {text}"
                );
                played += lines.len() - 1;
            }
            assert_eq!(played, moves.len(), "{variant}");
            // The server's record agrees with the watcher's.
            let mut replay = leapfrog::net::mirror::start_game(variant, None).unwrap();
            for mv in &moves {
                replay.play_text(mv).unwrap();
            }
            assert!(replay.outcome().is_some(), "{variant}: the rules ended it");
        }
    });
}

#[test]
fn a_computer_seat_plays_its_side() {
    runtime().block_on(async {
        let server = start_server().await;
        let seats = vec![SeatSpec::Computer { strength: 1 }, SeatSpec::Me];
        let (game, tickets) = create(&server.url, "reversi-6", seats, TimeControl::None).await;
        let keys = keys(&server.url, &game, &tickets).await;
        let mut out = Vec::new();
        assert_eq!(
            bot(&server.url, &keys[0], Chooser::Random, &mut out).await,
            Ok(0)
        );
        let (mirror, _) = watch_to_end(&server.url, &game).await;
        let human = String::from_utf8_lossy(&out).lines().count() - 1;
        assert!(mirror.view.moves.len() > human, "the computer moved too");
    });
}

#[test]
fn bad_requests_are_refused_and_change_nothing() {
    runtime().block_on(async {
        let server = start_server().await;
        let seats = vec![SeatSpec::Me, SeatSpec::Me];
        let (game, tickets) = create(&server.url, "reversi-8", seats, TimeControl::None).await;
        let keys = keys(&server.url, &game, &tickets).await;

        let mut stranger = Client::connect(&server.url).await.unwrap();
        let wrong = ClientMsg::Play {
            game: game.clone(),
            token: "0123456789abcdef0123456789abcdef".into(),
            since: None,
        };
        let answer = stranger.request(&wrong, &mut Vec::new()).await.unwrap();
        assert!(
            matches!(
                answer,
                ServerMsg::Error {
                    code: ErrorCode::BadToken,
                    ..
                }
            ),
            "{answer:?}"
        );
        let unseated = ClientMsg::Move {
            text: "d3".into(),
            ply: None,
        };
        let answer = stranger.request(&unseated, &mut Vec::new()).await.unwrap();
        assert!(
            matches!(
                answer,
                ServerMsg::Error {
                    code: ErrorCode::NotSeated,
                    ..
                }
            ),
            "{answer:?}"
        );
        stranger.send_text("{\"type\":".into()).await.unwrap();
        let answer = stranger.recv().await.unwrap();
        assert!(
            matches!(
                answer,
                ServerMsg::Error {
                    code: ErrorCode::Malformed,
                    ..
                }
            ),
            "{answer:?}"
        );
        let unknown = ClientMsg::Join {
            code: "AAAA-AAAA".into(),
        };
        let answer = stranger.request(&unknown, &mut Vec::new()).await.unwrap();
        assert!(
            matches!(
                answer,
                ServerMsg::Error {
                    code: ErrorCode::UnknownInvite,
                    ..
                }
            ),
            "{answer:?}"
        );

        let (mut black, _) = sit(&server.url, &keys[0], None).await;
        let (mut white, _) = sit(&server.url, &keys[1], None).await;
        let illegal = ClientMsg::Move {
            text: "a1".into(),
            ply: None,
        };
        black.send(&illegal).await.unwrap();
        match skip_to_error(&mut black).await {
            ServerMsg::Error { code, message } => {
                assert_eq!(code, ErrorCode::IllegalMove);
                assert!(message.contains("a1"), "{message}");
            }
            other => panic!("{other:?}"),
        }
        let out_of_turn = ClientMsg::Move {
            text: "d3".into(),
            ply: None,
        };
        white.send(&out_of_turn).await.unwrap();
        assert!(matches!(
            skip_to_error(&mut white).await,
            ServerMsg::Error {
                code: ErrorCode::NotYourTurn,
                ..
            }
        ));
        let garbage = ClientMsg::Move {
            text: "\u{0}\u{fffd}💥".into(),
            ply: None,
        };
        black.send(&garbage).await.unwrap();
        assert!(matches!(
            skip_to_error(&mut black).await,
            ServerMsg::Error {
                code: ErrorCode::IllegalMove,
                ..
            }
        ));

        // Nothing was played.
        let mut watcher = Client::connect(&server.url).await.unwrap();
        let watch = ClientMsg::Watch {
            game: game.clone(),
            since: None,
        };
        match watcher.request(&watch, &mut Vec::new()).await.unwrap() {
            ServerMsg::State(view) => {
                assert!(view.moves.is_empty());
                assert_eq!(view.number, 0);
            }
            other => panic!("{other:?}"),
        }
    });
}

async fn skip_to_error(client: &mut Client) -> ServerMsg {
    loop {
        let message = next_news(client).await.unwrap();
        if matches!(message, ServerMsg::Error { .. }) {
            return message;
        }
    }
}

#[test]
fn a_flood_or_an_oversized_frame_closes_the_socket() {
    runtime().block_on(async {
        let server = start_server().await;
        let mut flood = Client::connect(&server.url).await.unwrap();
        let closed = async {
            for _ in 0..200 {
                if flood.send(&ClientMsg::Ping).await.is_err() {
                    break;
                }
            }
            loop {
                match flood.recv_within(Duration::from_secs(10)).await {
                    Ok(_) => continue,
                    Err(error) => return error,
                }
            }
        }
        .await;
        assert!(matches!(closed, ClientError::Closed(1008, _)), "{closed:?}");

        let mut big = Client::connect(&server.url).await.unwrap();
        let text = "x".repeat(MAX_FRAME + 10);
        big.send(&ClientMsg::Move { text, ply: None })
            .await
            .unwrap();
        let closed = big.recv_within(Duration::from_secs(10)).await.unwrap_err();
        assert!(matches!(closed, ClientError::Closed(1009, _)), "{closed:?}");

        // Far past the largest frame: the connection ends, the server goes on.
        let mut huge = Client::connect(&server.url).await.unwrap();
        let _ = huge.send_text("y".repeat(1 << 20)).await;
        assert!(huge.recv_within(Duration::from_secs(10)).await.is_err());
        let mut fine = Client::connect(&server.url).await.unwrap();
        assert_eq!(
            fine.request(&ClientMsg::Ping, &mut Vec::new())
                .await
                .unwrap(),
            ServerMsg::Pong
        );
    });
}

#[test]
fn a_client_that_reconnects_gets_exactly_the_missed_moves() {
    runtime().block_on(async {
        let server = start_server().await;
        let seats = vec![SeatSpec::Me, SeatSpec::Me];
        let (game, tickets) = create(&server.url, "reversi-8", seats, TimeControl::None).await;
        let keys = keys(&server.url, &game, &tickets).await;
        let (mut black, _) = sit(&server.url, &keys[0], None).await;
        let (mut white, _) = sit(&server.url, &keys[1], None).await;
        let mut replay = leapfrog::net::mirror::start_game("reversi-8", None).unwrap();
        let play = |replay: &mut Box<dyn leapfrog::games::AnyGame>| {
            let text = replay.legal_move_texts()[0].clone();
            replay.play_text(&text).unwrap();
            ClientMsg::Move { text, ply: None }
        };
        // Two moves both see.
        black.send(&play(&mut replay)).await.unwrap();
        let mut last = 0;
        while last < 1 {
            if let ServerMsg::Event { number, .. } = next_news(&mut white).await.unwrap() {
                last = number;
            }
        }
        white.send(&play(&mut replay)).await.unwrap();
        while last < 2 {
            if let ServerMsg::Event { number, .. } = next_news(&mut white).await.unwrap() {
                last = number;
            }
        }
        white.close().await;
        // White is away: White's seat cannot move, so Black says hello and offers a draw.
        black.send(&ClientMsg::Say { message: leapfrog::net::protocol::Canned::Hello }).await.unwrap();
        black.send(&ClientMsg::Offer { offer: leapfrog::net::protocol::OfferKind::Draw }).await.unwrap();
        let mut seen = 0;
        while seen < 4 {
            if let ServerMsg::Event { number, .. } = next_news(&mut black).await.unwrap() {
                seen = number;
            }
        }
        let (mut white, _) = sit(&server.url, &keys[1], Some(last)).await;
        let mut missed = Vec::new();
        while missed.len() < 2 {
            match next_news(&mut white).await.unwrap() {
                ServerMsg::Event { number, event, .. } => missed.push((number, event)),
                other => panic!("expected only the missed events, got {other:?}"),
            }
        }
        assert_eq!(missed[0].0, 3);
        assert!(matches!(missed[0].1, Event::Said { .. }));
        assert_eq!(missed[1].0, 4);
        assert!(matches!(missed[1].1, Event::Offered { .. }));
        // And the game goes on from there.
        black.send(&play(&mut replay)).await.unwrap();
        match next_news(&mut white).await.unwrap() {
            ServerMsg::Event { number: 5, event: Event::Moved { .. }, .. } => {}
            other => panic!("{other:?}"),
        }
        let (mut stale, first) = sit(&server.url, &keys[1], Some(999)).await;
        assert_eq!(first.len(), 1);
        assert!(matches!(next_news(&mut stale).await.unwrap(), ServerMsg::State(view) if view.number == 5));
    });
}

/// `--web`: the page's files beside the socket; a page from another origin may not connect.
#[test]
fn the_server_serves_the_page_and_refuses_foreign_origins() {
    runtime().block_on(async {
        let page = tempfile::tempdir().unwrap();
        std::fs::write(page.path().join("index.html"), "<title>Leapfrog</title>").unwrap();
        let data = tempfile::tempdir().unwrap();
        let mut options =
            leapfrog::server::ServeOptions::new("127.0.0.1:0", data.path().to_path_buf());
        options.web = Some(page.path().to_path_buf());
        let running = leapfrog::server::start(options, leapfrog::server::hub::system_clock())
            .await
            .unwrap();
        let address = running.address;
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
        let request = format!("GET / HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.unwrap();
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        assert!(answer.contains("<title>Leapfrog</title>"), "{answer}");

        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut foreign = format!("ws://{address}/ws").into_client_request().unwrap();
        foreign
            .headers_mut()
            .insert("Origin", "http://elsewhere.example".parse().unwrap());
        let refused = tokio_tungstenite::connect_async(foreign).await;
        assert!(refused.is_err(), "a foreign page connected");
        let mut own = format!("ws://{address}/ws").into_client_request().unwrap();
        own.headers_mut()
            .insert("Origin", format!("http://{address}").parse().unwrap());
        assert!(tokio_tungstenite::connect_async(own).await.is_ok());
    });
}
