//! A player's (or watcher's) side of one online game, without I/O: what to send when the
//! connection opens, what each server message changes, when to try again after the connection
//! drops, a move made while offline, the clocks as they tick. The app and the page drive it
//! with their own sockets and times (`now_ms`: any clock that only goes forward).

use super::mirror::Mirror;
use super::protocol::{
    Canned, ClientMsg, ErrorCode, Event, Occupant, PROTOCOL, ServerMsg, TimeControl,
};

/// The pauses between attempts to reconnect: growing, then steady.
const RETRY_MS: [u64; 6] = [500, 1_000, 2_000, 4_000, 8_000, 15_000];

/// The connection as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// Opening the socket (attempt 0 is the first).
    Connecting { attempt: u32 },
    /// Welcomed and seated (or watching), caught up or catching up.
    Online,
    /// Lost: the next attempt at `retry_at_ms`.
    Down { attempt: u32, retry_at_ms: u64 },
    /// The server refused for good (the game is gone, another protocol version, a bad token).
    Failed { code: ErrorCode, message: String },
}

/// What the player should read about a refusal that did not end the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub code: ErrorCode,
    pub message: String,
    /// A move made here that the server did not take: it is given back.
    pub given_back: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Presence {
    pub online: bool,
    /// When the others may claim against this seat (on `now_ms`'s clock).
    pub claim_at_ms: Option<u64>,
}

pub struct Session {
    pub game: String,
    token: Option<String>,
    /// The seat this client plays (none for a watcher, or before the server said).
    pub seat: Option<u8>,
    pub mirror: Option<Mirror>,
    pub link: Link,
    pub presence: Vec<Presence>,
    pub watchers: u32,
    /// What the seats said, oldest first.
    pub said: Vec<(u8, Canned)>,
    pub refused: Option<Refused>,
    /// A move made here the server has not yet played: its text and the moves before it.
    pending: Option<(String, u32)>,
    /// Whether the pending move has gone out on the current connection.
    pending_sent: bool,
    /// A move made here was given back: the board on screen must go back to the server's.
    rollback: bool,
    /// The event number the server had when it seated us: caught up once the mirror has it.
    seated_at: Option<u64>,
    /// When the mirror's clocks were read (`now_ms`).
    clocks_at_ms: u64,
    outbox: Vec<ClientMsg>,
}

impl Session {
    /// Plays the seat this token holds.
    pub fn player(game: &str, token: &str) -> Session {
        Session::new(game, Some(token.to_string()))
    }

    /// Follows the game read only.
    pub fn watcher(game: &str) -> Session {
        Session::new(game, None)
    }

    fn new(game: &str, token: Option<String>) -> Session {
        Session {
            game: game.to_string(),
            token,
            seat: None,
            mirror: None,
            link: Link::Connecting { attempt: 0 },
            presence: Vec::new(),
            watchers: 0,
            said: Vec::new(),
            refused: None,
            rollback: false,
            pending: None,
            pending_sent: false,
            seated_at: None,
            clocks_at_ms: 0,
            outbox: Vec::new(),
        }
    }

    /// The seat's secret (none for a watcher).
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    pub fn is_watcher(&self) -> bool {
        self.token.is_none()
    }

    /// The socket opened: say hello and sit down (or watch) from the last event we have.
    pub fn opened(&mut self) {
        self.outbox.push(ClientMsg::Hello {
            protocol: PROTOCOL,
            client: format!("leapfrog {}", env!("CARGO_PKG_VERSION")),
        });
        self.sit_down();
    }

    /// Sits down (or watches) on a socket that has said hello already.
    pub fn sit_down(&mut self) {
        let since = self.mirror.as_ref().map(Mirror::number);
        self.outbox.push(match &self.token {
            Some(token) => ClientMsg::Play {
                game: self.game.clone(),
                token: token.clone(),
                since,
            },
            None => ClientMsg::Watch {
                game: self.game.clone(),
                since,
            },
        });
        self.seated_at = None;
        self.pending_sent = false;
        self.link = Link::Online;
    }

    /// The socket closed or could not open: try again after a pause that grows.
    pub fn closed(&mut self, now_ms: u64) {
        if matches!(self.link, Link::Failed { .. }) {
            return;
        }
        let attempt = match self.link {
            Link::Connecting { attempt } | Link::Down { attempt, .. } => attempt + 1,
            Link::Online | Link::Failed { .. } => 0,
        };
        let pause = RETRY_MS[(attempt as usize).min(RETRY_MS.len() - 1)];
        self.link = Link::Down {
            attempt,
            retry_at_ms: now_ms + pause,
        };
        self.outbox.clear();
    }

    /// Whether it is time to open the socket again (the caller then calls [`Self::connecting`]).
    pub fn should_connect(&self, now_ms: u64) -> bool {
        matches!(self.link, Link::Down { retry_at_ms, .. } if now_ms >= retry_at_ms)
    }

    pub fn connecting(&mut self) {
        if let Link::Down { attempt, .. } = self.link {
            self.link = Link::Connecting { attempt };
        }
    }

    /// What to send now, in order.
    pub fn take_outbox(&mut self) -> Vec<ClientMsg> {
        std::mem::take(&mut self.outbox)
    }

    /// Queues a request for the server (an offer, a claim, a message); nothing while offline.
    pub fn send(&mut self, message: ClientMsg) {
        if self.link == Link::Online {
            self.outbox.push(message);
        }
    }

    /// The move this client made and the server has not played yet.
    /// Whether a move made here was given back since last asked (the screen then shows the
    /// server's position again).
    pub fn take_rollback(&mut self) -> bool {
        std::mem::take(&mut self.rollback)
    }

    pub fn pending_move(&self) -> Option<&str> {
        self.pending.as_ref().map(|(text, _)| text.as_str())
    }

    /// Plays a move at this seat: sent now when online and caught up, else when the
    /// connection is back (and given back if the game moved on meanwhile).
    pub fn play(&mut self, text: &str) {
        let Some(mirror) = &self.mirror else { return };
        self.pending = Some((text.to_string(), mirror.view.moves.len() as u32));
        self.pending_sent = false;
        self.send_pending();
    }

    fn caught_up(&self) -> bool {
        self.link == Link::Online
            && match (self.seated_at, &self.mirror) {
                (Some(at), Some(mirror)) => mirror.number() >= at,
                _ => false,
            }
    }

    fn send_pending(&mut self) {
        if self.pending_sent || !self.caught_up() {
            return;
        }
        let (Some((text, ply)), Some(mirror), Some(seat)) =
            (self.pending.clone(), &self.mirror, self.seat)
        else {
            return;
        };
        if mirror.view.moves.len() as u32 == ply && mirror.to_play(seat) {
            self.outbox.push(ClientMsg::Move {
                text,
                ply: Some(ply),
            });
            self.pending_sent = true;
        } else {
            self.give_back(ErrorCode::Stale, "the game moved on while you were away");
        }
    }

    fn give_back(&mut self, code: ErrorCode, message: &str) {
        let given_back = self.pending.take().map(|(text, _)| text);
        self.pending_sent = false;
        self.rollback |= given_back.is_some();
        self.refused = Some(Refused {
            code,
            message: message.to_string(),
            given_back,
        });
    }

    /// Takes in one message from the server.
    pub fn received(&mut self, message: ServerMsg, now_ms: u64) -> Result<(), String> {
        match message {
            ServerMsg::State(view) => {
                if view.game != self.game {
                    return Ok(());
                }
                self.presence = view
                    .seats
                    .iter()
                    .map(|s| Presence {
                        online: s.online,
                        claim_at_ms: None,
                    })
                    .collect();
                self.watchers = view.watchers;
                self.mirror = Some(Mirror::new(view)?);
                self.clocks_at_ms = now_ms;
            }
            ServerMsg::Seated { game, seat, number } if game == self.game => {
                self.seat = Some(seat);
                self.seated_at = Some(number);
            }
            ServerMsg::Event {
                game,
                number,
                event,
            } if game == self.game => {
                let Some(mirror) = self.mirror.as_mut() else {
                    return Ok(());
                };
                let ply = mirror.view.moves.len() as u32;
                if !mirror.apply(number, &event)? {
                    return Ok(());
                }
                match &event {
                    Event::Moved { .. } => {
                        self.clocks_at_ms = now_ms;
                        // Our own move came back: it is played.
                        if self.pending.as_ref().is_some_and(|(_, at)| *at == ply) {
                            let ours = matches!(&event, Event::Moved { seat, .. } if Some(*seat) == self.seat);
                            if ours {
                                self.pending = None;
                            } else {
                                self.give_back(ErrorCode::Stale, "the game moved on");
                            }
                        }
                    }
                    Event::TakenBack { .. } => {
                        self.clocks_at_ms = now_ms;
                        if self.pending.is_some() {
                            self.give_back(ErrorCode::Stale, "a move was taken back");
                        }
                    }
                    Event::Said { seat, message } => self.said.push((*seat, *message)),
                    Event::SeatTaken { seat } => {
                        if let Some(p) = self.presence.get_mut(usize::from(*seat)) {
                            p.online = true;
                        }
                    }
                    Event::Resumed { .. } => self.clocks_at_ms = now_ms,
                    _ => {}
                }
            }
            ServerMsg::Presence {
                game,
                seat,
                online,
                claim_in_ms,
            } if game == self.game => {
                if let Some(p) = self.presence.get_mut(usize::from(seat)) {
                    p.online = online;
                    p.claim_at_ms = claim_in_ms.map(|ms| now_ms + ms);
                }
            }
            ServerMsg::Watchers { game, count } if game == self.game => self.watchers = count,
            ServerMsg::Error { code, message } => match code {
                ErrorCode::Version
                | ErrorCode::UnknownGame
                | ErrorCode::BadToken
                | ErrorCode::Storage => {
                    self.link = Link::Failed { code, message };
                }
                ErrorCode::Stale | ErrorCode::IllegalMove | ErrorCode::NotYourTurn
                    if self.pending_sent =>
                {
                    self.give_back(code, &message);
                }
                _ => {
                    self.refused = Some(Refused {
                        code,
                        message,
                        given_back: None,
                    })
                }
            },
            _ => {}
        }
        self.send_pending();
        Ok(())
    }

    /// A seat's time left now, in milliseconds (none without a clock).
    pub fn clock_ms(&self, seat: u8, now_ms: u64) -> Option<u64> {
        let view = &self.mirror.as_ref()?.view;
        let left = *view.clocks_ms.get(usize::from(seat))?;
        Some(match self.clock_running() {
            Some(running) if running == seat => {
                left.saturating_sub(now_ms.saturating_sub(self.clocks_at_ms))
            }
            _ => left,
        })
    }

    /// While this seat's own clock runs below `under_ms`: the number of moves played (one
    /// warning per turn is keyed on it).
    pub fn own_clock_low(&self, under_ms: u64, now_ms: u64) -> Option<usize> {
        let seat = self.seat?;
        if self.clock_running() != Some(seat) || self.clock_ms(seat, now_ms)? >= under_ms {
            return None;
        }
        Some(self.mirror.as_ref()?.view.moves.len())
    }

    /// The seat whose clock runs: the one to move, once the first move is made, until the end.
    pub fn clock_running(&self) -> Option<u8> {
        let mirror = self.mirror.as_ref()?;
        let view = &mirror.view;
        (view.time != TimeControl::None && view.result.is_none() && !view.moves.is_empty())
            .then(|| mirror.game().side_to_move())
    }

    /// Milliseconds until this client may claim against `seat` (zero: now); none while the
    /// seat is online or a computer.
    pub fn claim_in_ms(&self, seat: u8, now_ms: u64) -> Option<u64> {
        let view = &self.mirror.as_ref()?.view;
        if view.result.is_some()
            || matches!(
                view.seats.get(usize::from(seat))?.occupant,
                Occupant::Computer { .. } | Occupant::Open
            )
        {
            return None;
        }
        let p = self.presence.get(usize::from(seat))?;
        if p.online {
            return None;
        }
        p.claim_at_ms.map(|at| at.saturating_sub(now_ms))
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
