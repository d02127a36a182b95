//! The online protocol, version [`PROTOCOL`]: JSON text frames, each one message with a `type`.
//! A client says `hello` first; everything after is a request ([`ClientMsg`]) answered by
//! [`ServerMsg`]s. Events are numbered per game from 1 and never change once sent.

use serde::{Deserialize, Serialize};

/// The protocol version; a client with another is refused (`error` with code `version`).
pub const PROTOCOL: u32 = 1;
/// The largest frame a client may send, but for `create`.
pub const MAX_FRAME: usize = 4 * 1024;
/// The largest `create` frame (it may carry a `JumpGame` file).
pub const MAX_CREATE_FRAME: usize = 64 * 1024;
/// The most seats a game has (Chinese checkers).
pub const MAX_SEATS: usize = 6;

/// A request from a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// The first message of every connection.
    Hello {
        protocol: u32,
        client: String,
    },
    /// A new game. The creator gets a token for each `me` seat and an invite for each `open`.
    Create {
        game: GameSpec,
        seats: Vec<SeatSpec>,
        #[serde(default)]
        time: TimeControl,
    },
    /// Takes the open seat an invite code names.
    Join {
        code: String,
    },
    /// Follows a game read only; `since`: the last event number the watcher has.
    Watch {
        game: String,
        #[serde(default)]
        since: Option<u64>,
    },
    /// Sits down at a seat (first time or again): `since` is the last event number the client
    /// has; the server sends the events after it, or the whole state.
    Play {
        game: String,
        token: String,
        #[serde(default)]
        since: Option<u64>,
    },
    /// A move in the game's notation; `ply`, when given, is the number of moves the client saw
    /// played before it (a move made for an older position is refused, not misapplied).
    Move {
        text: String,
        #[serde(default)]
        ply: Option<u32>,
    },
    Offer {
        offer: OfferKind,
    },
    Accept {
        offer: OfferKind,
    },
    Decline {
        offer: OfferKind,
    },
    Resign,
    Abort,
    /// Claims the win or a draw against a seat that has been gone long enough.
    Claim {
        claim: ClaimKind,
    },
    Say {
        message: Canned,
    },
    /// The page is being closed on purpose: the seat counts as gone sooner.
    Leaving,
    Ping,
}

/// Which game: a shipped variant (or a family id for its default), or a `JumpGame` file's text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSpec {
    #[serde(default)]
    pub variant: String,
    #[serde(default)]
    pub file: Option<String>,
}

/// Who sits at a seat when the game is created.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatSpec {
    /// The creator: a token comes back.
    Me,
    /// A person to invite: an invite code comes back.
    Open,
    /// The server's engine at a strength (1 up to the game's strongest).
    Computer { strength: u8 },
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TimeControl {
    #[default]
    None,
    /// Minutes-style clock: base seconds, plus increment seconds after each move.
    Clock { base_s: u32, increment_s: u32 },
    /// Correspondence: each move within this many days.
    Days { days: u32 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferKind {
    Draw,
    Takeback,
    Rematch,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKind {
    Win,
    Draw,
}

/// The only things players can say to each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Canned {
    Hello,
    GoodGame,
    Thanks,
    Oops,
}

/// A message from the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    Welcome {
        protocol: u32,
        server: String,
    },
    Created {
        game: String,
        seats: Vec<SeatTicket>,
    },
    Joined {
        game: String,
        seat: u8,
        token: String,
    },
    /// The whole game, as of event `number`.
    State(GameView),
    /// Sat down at `seat` (an answer to `play`); the missed events follow.
    Seated {
        game: String,
        seat: u8,
        number: u64,
    },
    Event {
        game: String,
        number: u64,
        event: Event,
    },
    /// A seat's connection came or went (not numbered, not stored).
    Presence {
        game: String,
        seat: u8,
        online: bool,
        /// When the others may claim: milliseconds from now.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        claim_in_ms: Option<u64>,
    },
    Watchers {
        game: String,
        count: u32,
    },
    Error {
        code: ErrorCode,
        message: String,
    },
    Pong,
}

/// What the creator gets for one seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatTicket {
    pub seat: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invite: Option<String>,
    /// The page's address that opens the invite (`/?join=CODE`), relative to the server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<u8>,
}

/// A game as anyone may see it (no tokens, no invite codes).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameView {
    pub game: String,
    /// The last event's number (0 before any).
    pub number: u64,
    pub family: String,
    pub variant: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    pub time: TimeControl,
    pub seats: Vec<SeatView>,
    pub moves: Vec<String>,
    /// Each seat's remaining time in milliseconds as of now (empty without a clock).
    pub clocks_ms: Vec<u64>,
    /// The seat whose clock runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_running: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    pub offers: Vec<PendingOffer>,
    pub watchers: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: u8,
    pub name: String,
    pub occupant: Occupant,
    pub online: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Occupant {
    Open,
    Person,
    Computer { strength: u8 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingOffer {
    pub seat: u8,
    pub offer: OfferKind,
}

/// A numbered, stored event of a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// An invited person took the seat.
    SeatTaken {
        seat: u8,
    },
    /// A move, with every seat's remaining time after it (empty without a clock).
    Moved {
        seat: u8,
        text: String,
        clocks_ms: Vec<u64>,
        at_ms: u64,
    },
    Offered {
        seat: u8,
        offer: OfferKind,
    },
    Declined {
        seat: u8,
        offer: OfferKind,
        at_ms: u64,
    },
    /// A takeback was accepted: the last `plies` moves are gone.
    TakenBack {
        plies: u32,
        at_ms: u64,
    },
    Said {
        seat: u8,
        message: Canned,
    },
    Ended {
        result: GameResult,
    },
    /// The rematch, seats turned by one: each token plays the next seat.
    Rematched {
        game: String,
    },
    /// The server was away from `away_ms` to `back_ms`: running clocks do not count it.
    Resumed {
        away_ms: u64,
        back_ms: u64,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The winning seat; none for a draw (and for a game of more than two seats that ended
    /// by one seat's resignation, flag or absence: `loser` names it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loser: Option<u8>,
    pub reason: EndReason,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The rules ended it (a win, a draw by rule).
    Rules,
    Resigned,
    Aborted,
    Agreed,
    Flag,
    Gone,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The frame is not JSON of a known message.
    Malformed,
    Version,
    /// `hello` first.
    Hello,
    UnknownGame,
    UnknownInvite,
    /// The seat is taken (an invite already used).
    Taken,
    BadToken,
    /// Not seated: a request that needs a seat.
    NotSeated,
    BadGame,
    IllegalMove,
    NotYourTurn,
    /// The game moved on since the client's `ply`.
    Stale,
    GameOver,
    NotAllowed,
    TooManyGames,
    Storage,
}

impl ClientMsg {
    /// Reads a frame; the error names what is wrong with it.
    pub fn parse(text: &str) -> Result<ClientMsg, String> {
        serde_json::from_str(text).map_err(|e| format!("not a protocol message: {e}"))
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("protocol messages serialize")
    }
}

impl ServerMsg {
    pub fn parse(text: &str) -> Result<ServerMsg, String> {
        serde_json::from_str(text).map_err(|e| format!("not a protocol message: {e}"))
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("protocol messages serialize")
    }

    pub fn error(code: ErrorCode, message: impl Into<String>) -> ServerMsg {
        ServerMsg::Error {
            code,
            message: message.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back_as_written() {
        let create = ClientMsg::Create {
            game: GameSpec {
                variant: "reversi-8".into(),
                file: None,
            },
            seats: vec![SeatSpec::Me, SeatSpec::Computer { strength: 3 }],
            time: TimeControl::Clock {
                base_s: 300,
                increment_s: 3,
            },
        };
        assert_eq!(ClientMsg::parse(&create.to_text()).unwrap(), create);
        let moved = ServerMsg::Event {
            game: "abc".into(),
            number: 4,
            event: Event::Moved {
                seat: 1,
                text: "d3".into(),
                clocks_ms: vec![1000, 2000],
                at_ms: 7,
            },
        };
        assert_eq!(ServerMsg::parse(&moved.to_text()).unwrap(), moved);
    }

    #[test]
    fn a_bad_frame_says_what_is_wrong() {
        let error = ClientMsg::parse(r#"{"type":"move"}"#).unwrap_err();
        assert!(error.contains("text"), "{error}");
        let error = ClientMsg::parse(r#"{"type":"fly"}"#).unwrap_err();
        assert!(error.contains("fly"), "{error}");
        assert!(ClientMsg::parse("\u{0}").is_err());
        assert_eq!(
            ClientMsg::parse(r#"{"type":"hello","protocol":1,"client":"x"}"#).unwrap(),
            ClientMsg::Hello {
                protocol: 1,
                client: "x".into()
            }
        );
    }
}
