//! A server on loopback for the online tests, and the clients that talk to it.
#![allow(dead_code)]

use std::time::Duration;

use leapfrog::net::client::{Client, ClientError};
use leapfrog::net::mirror::Mirror;
use leapfrog::net::protocol::{
    ClientMsg, Event, GameSpec, SeatSpec, SeatTicket, ServerMsg, TimeControl,
};
use leapfrog::server::{self, ServeOptions, hub};

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

pub struct TestServer {
    pub running: server::Running,
    pub url: String,
    _data: tempfile::TempDir,
}

pub async fn start_server() -> TestServer {
    let data = tempfile::tempdir().unwrap();
    let mut options = ServeOptions::new("127.0.0.1:0", data.path().to_path_buf());
    options.limits.games_per_address = 1000;
    let running = server::start(options, hub::system_clock()).await.unwrap();
    TestServer {
        url: format!("http://{}", running.address),
        running,
        _data: data,
    }
}

pub async fn create(
    url: &str,
    variant: &str,
    seats: Vec<SeatSpec>,
    time: TimeControl,
) -> (String, Vec<SeatTicket>) {
    let mut client = Client::connect(url).await.unwrap();
    let request = ClientMsg::Create {
        game: GameSpec {
            variant: variant.into(),
            file: None,
        },
        seats,
        time,
    };
    let answer = client.request(&request, &mut Vec::new()).await.unwrap();
    client.close().await;
    match answer {
        ServerMsg::Created { game, seats } => (game, seats),
        other => panic!("create {variant}: {other:?}"),
    }
}

/// Every seat's key (`GAME.TOKEN`): the creator's tokens and the invites joined.
pub async fn keys(url: &str, game: &str, tickets: &[SeatTicket]) -> Vec<String> {
    let mut keys = Vec::new();
    for ticket in tickets {
        if let Some(token) = &ticket.token {
            keys.push(format!("{game}.{token}"));
        } else if let Some(code) = &ticket.invite {
            let mut client = Client::connect(url).await.unwrap();
            let join = ClientMsg::Join { code: code.clone() };
            match client.request(&join, &mut Vec::new()).await.unwrap() {
                ServerMsg::Joined { game, token, seat } => {
                    assert_eq!(seat, ticket.seat);
                    keys.push(format!("{game}.{token}"));
                }
                other => panic!("join: {other:?}"),
            }
            client.close().await;
        }
    }
    keys
}

/// A seated client: sits with `since` and returns the messages up to the first state or the
/// last missed event.
pub async fn sit(url: &str, key: &str, since: Option<u64>) -> (Client, Vec<ServerMsg>) {
    let (game, token) = key.split_once('.').unwrap();
    let mut client = Client::connect(url).await.unwrap();
    client
        .send(&ClientMsg::Play {
            game: game.into(),
            token: token.into(),
            since,
        })
        .await
        .unwrap();
    let first = client.recv().await.unwrap();
    assert!(matches!(first, ServerMsg::Seated { .. }), "{first:?}");
    (client, vec![first])
}

/// The next message that is an event or an error (presence and watcher counts skipped).
pub async fn next_news(client: &mut Client) -> Result<ServerMsg, ClientError> {
    loop {
        match client.recv_within(Duration::from_secs(30)).await? {
            ServerMsg::Presence { .. } | ServerMsg::Watchers { .. } => {}
            other => return Ok(other),
        }
    }
}

/// Follows a game as a watcher to its end; returns the mirror and how many `moved` events came.
pub async fn watch_to_end(url: &str, game: &str) -> (Mirror, usize) {
    let mut client = Client::connect(url).await.unwrap();
    client
        .send(&ClientMsg::Watch {
            game: game.into(),
            since: None,
        })
        .await
        .unwrap();
    let mut mirror: Option<Mirror> = None;
    let mut moved = 0;
    loop {
        match client.recv_within(Duration::from_secs(120)).await.unwrap() {
            ServerMsg::State(view) => mirror = Some(Mirror::new(view).unwrap()),
            ServerMsg::Event { number, event, .. } => {
                if matches!(event, Event::Moved { .. }) {
                    moved += 1;
                }
                let m = mirror.as_mut().expect("the state comes first");
                assert!(
                    m.apply(number, &event).unwrap(),
                    "event {number} came twice"
                );
            }
            _ => {}
        }
        if let Some(m) = &mirror
            && m.view.result.is_some()
        {
            client.close().await;
            return (mirror.unwrap(), moved);
        }
    }
}
