//! One WebSocket connection: `hello` first, then requests, within a message budget and frame
//! limits; a seat or a watch ties it to one room's feed. Nothing a client sends can panic it or
//! touch a game it holds no seat in: every request goes through the hub and the room's rules.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::broadcast;

use crate::net::protocol::{
    ClientMsg, ErrorCode, MAX_CREATE_FRAME, MAX_FRAME, PROTOCOL, ServerMsg,
};

use super::hub::{Hub, RoomCell, seated_action};
use super::room::Refusal;

/// The message budget: this many in [`BUDGET_WINDOW`] (as lichess while playing), else the
/// socket closes with 1008.
pub const BUDGET: u32 = 100;
pub const BUDGET_WINDOW: Duration = Duration::from_secs(20);
/// A connection that has said nothing for this long is closed.
const IDLE: Duration = Duration::from_secs(300);
const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// Close codes: policy violation (the budget), message too big.
pub const CLOSE_POLICY: u16 = 1008;
pub const CLOSE_TOO_BIG: u16 = 1009;

enum Tie {
    Seat(Arc<RoomCell>, String, u8),
    Watch(Arc<RoomCell>),
}

struct Connection {
    hub: Arc<Hub>,
    address: String,
    said_hello: bool,
    leaving: bool,
    tie: Option<Tie>,
    feed: Option<broadcast::Receiver<Arc<ServerMsg>>>,
    window_start: Instant,
    in_window: u32,
}

/// What a frame leads to.
enum Step {
    Send(Vec<ServerMsg>),
    Close(u16, String),
}

fn error(refusal: Refusal) -> Step {
    Step::Send(vec![ServerMsg::error(refusal.code, refusal.message)])
}

fn close_frame(code: u16, reason: &str) -> Message {
    Message::Close(Some(CloseFrame {
        code,
        reason: reason.into(),
    }))
}

pub async fn serve(hub: Arc<Hub>, socket: WebSocket, address: String) {
    let (mut sink, mut stream) = socket.split();
    let mut connection = Connection {
        hub,
        address,
        said_hello: false,
        leaving: false,
        tie: None,
        feed: None,
        window_start: Instant::now(),
        in_window: 0,
    };
    loop {
        let wait = if connection.said_hello {
            IDLE
        } else {
            HELLO_WITHIN
        };
        let feed = async {
            match connection.feed.as_mut() {
                Some(feed) => feed.recv().await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            frame = tokio::time::timeout(wait, stream.next()) => {
                let message = match frame {
                    Err(_) => {
                        let _ = sink.send(close_frame(1000, "idle")).await;
                        break;
                    }
                    Ok(None | Some(Err(_))) => break,
                    Ok(Some(Ok(message))) => message,
                };
                match connection.on_message(message).await {
                    Some(Step::Send(replies)) => {
                        let mut failed = false;
                        for reply in replies {
                            failed |= sink.send(Message::Text(reply.to_text().into())).await.is_err();
                        }
                        if failed {
                            break;
                        }
                    }
                    Some(Step::Close(code, reason)) => {
                        let _ = sink.send(close_frame(code, &reason)).await;
                        // Read on until the client answers the close: dropping a socket with
                        // unread frames resets it, and the client would never see why.
                        let drain = async { while let Some(Ok(m)) = stream.next().await {
                            if matches!(m, Message::Close(_)) { break; }
                        } };
                        let _ = tokio::time::timeout(Duration::from_secs(2), drain).await;
                        break;
                    }
                    None => {}
                }
            }
            news = feed => {
                let text = match news {
                    Ok(message) => message.to_text(),
                    // Too slow to follow: the whole state instead of what it missed.
                    Err(broadcast::error::RecvError::Lagged(_)) => match connection.state().await {
                        Some(state) => state.to_text(),
                        None => continue,
                    },
                    Err(broadcast::error::RecvError::Closed) => {
                        connection.feed = None;
                        continue;
                    }
                };
                if sink.send(Message::Text(text.into())).await.is_err() {
                    break;
                }
            }
        }
    }
    connection.untie().await;
}

impl Connection {
    /// Counts a message against the budget; false when it is spent.
    fn spend(&mut self) -> bool {
        if self.window_start.elapsed() >= BUDGET_WINDOW {
            self.window_start = Instant::now();
            self.in_window = 0;
        }
        self.in_window += 1;
        self.in_window <= BUDGET
    }

    async fn state(&self) -> Option<ServerMsg> {
        let cell = match self.tie.as_ref()? {
            Tie::Seat(cell, ..) | Tie::Watch(cell) => cell,
        };
        let room = cell.room.lock().await;
        Some(ServerMsg::State(room.view(self.hub.now())))
    }

    async fn on_message(&mut self, message: Message) -> Option<Step> {
        let text = match message {
            Message::Text(text) => text,
            Message::Binary(_) => {
                return Some(Step::Send(vec![ServerMsg::error(
                    ErrorCode::Malformed,
                    "binary frames are not part of the protocol: send JSON text",
                )]));
            }
            Message::Close(_) => return Some(Step::Close(1000, "bye".into())),
            Message::Ping(_) | Message::Pong(_) => return None,
        };
        if !self.spend() {
            return Some(Step::Close(
                CLOSE_POLICY,
                format!(
                    "more than {BUDGET} messages in {} s",
                    BUDGET_WINDOW.as_secs()
                ),
            ));
        }
        if text.len() > MAX_CREATE_FRAME
            || (text.len() > MAX_FRAME && !text.as_str().contains("\"create\""))
        {
            return Some(Step::Close(CLOSE_TOO_BIG, "frame too large".into()));
        }
        let request = match ClientMsg::parse(text.as_str()) {
            Ok(request) => request,
            Err(why) => {
                return Some(Step::Send(vec![ServerMsg::error(
                    ErrorCode::Malformed,
                    why,
                )]));
            }
        };
        if text.len() > MAX_FRAME && !matches!(request, ClientMsg::Create { .. }) {
            return Some(Step::Close(CLOSE_TOO_BIG, "frame too large".into()));
        }
        Some(self.on_request(request).await)
    }

    async fn on_request(&mut self, request: ClientMsg) -> Step {
        if let ClientMsg::Hello { protocol, .. } = request {
            if protocol != PROTOCOL {
                return Step::Send(vec![ServerMsg::error(
                    ErrorCode::Version,
                    format!(
                        "this server speaks protocol {PROTOCOL}, the client {protocol}: update the one that is older"
                    ),
                )]);
            }
            self.said_hello = true;
            return Step::Send(vec![ServerMsg::Welcome {
                protocol: PROTOCOL,
                server: format!("leapfrog {}", env!("CARGO_PKG_VERSION")),
            }]);
        }
        if !self.said_hello {
            return Step::Send(vec![ServerMsg::error(
                ErrorCode::Hello,
                "say `hello` first",
            )]);
        }
        let hub = self.hub.clone();
        match request {
            ClientMsg::Ping => Step::Send(vec![ServerMsg::Pong]),
            ClientMsg::Create { game, seats, time } => {
                match hub.create(&self.address, &game, &seats, time).await {
                    Ok(created) => Step::Send(vec![created]),
                    Err(refusal) => error(refusal),
                }
            }
            ClientMsg::Join { code } => match hub.join(&code).await {
                Ok((game, seat, token)) => {
                    Step::Send(vec![ServerMsg::Joined { game, seat, token }])
                }
                Err(refusal) => error(refusal),
            },
            ClientMsg::Play { game, token, since } => match self.sit(&game, &token, since).await {
                Ok(messages) => Step::Send(messages),
                Err(refusal) => error(refusal),
            },
            ClientMsg::Watch { game, since } => match self.watch(&game, since).await {
                Ok(messages) => Step::Send(messages),
                Err(refusal) => error(refusal),
            },
            ClientMsg::Leaving => {
                self.leaving = true;
                Step::Send(Vec::new())
            }
            other => {
                let Some(Tie::Seat(_, game, seat)) = &self.tie else {
                    return Step::Send(vec![ServerMsg::error(
                        ErrorCode::NotSeated,
                        "sit at a seat first (`play` with its token)",
                    )]);
                };
                let action = seated_action(&other).expect("the other requests are seated ones");
                match hub.act(game, *seat, action).await {
                    Ok(()) => Step::Send(Vec::new()),
                    Err(refusal) => error(refusal),
                }
            }
        }
    }

    async fn sit(
        &mut self,
        game: &str,
        token: &str,
        since: Option<u64>,
    ) -> Result<Vec<ServerMsg>, Refusal> {
        let seat = self.hub.seat_of(game, token).await?;
        let cell = self.hub.room(game).await?;
        self.untie().await;
        let mut messages;
        {
            let room = cell.room.lock().await;
            self.feed = Some(cell.feed.subscribe());
            messages = vec![ServerMsg::Seated {
                game: game.to_string(),
                seat,
                number: room.number,
            }];
            messages.extend(self.hub.catch_up_messages(&room, since).await?);
        }
        self.hub.presence(&cell, seat, true, false).await;
        self.tie = Some(Tie::Seat(cell, game.to_string(), seat));
        Ok(messages)
    }

    async fn watch(&mut self, game: &str, since: Option<u64>) -> Result<Vec<ServerMsg>, Refusal> {
        let cell = self.hub.room(game).await?;
        self.untie().await;
        let messages = {
            let room = cell.room.lock().await;
            self.feed = Some(cell.feed.subscribe());
            self.hub.catch_up_messages(&room, since).await?
        };
        self.hub.watchers(&cell, 1).await;
        self.tie = Some(Tie::Watch(cell));
        Ok(messages)
    }

    async fn untie(&mut self) {
        self.feed = None;
        match self.tie.take() {
            Some(Tie::Seat(cell, _, seat)) => {
                self.hub.presence(&cell, seat, false, self.leaving).await;
            }
            Some(Tie::Watch(cell)) => self.hub.watchers(&cell, -1).await,
            None => {}
        }
    }
}
