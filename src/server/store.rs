//! Where games live between restarts: one trait, two stores (SQLite in the data folder by
//! default, PostgreSQL for several servers on one database). A store answers only after what
//! it was given is on disk; the hub tells nobody of an event before that.

use std::future::Future;
use std::pin::Pin;

pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

#[derive(Debug, Clone, PartialEq)]
pub enum StoreError {
    /// An event number is taken already (another server instance wrote first).
    Conflict,
    /// The database failed; the text says how.
    Failed(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Conflict => write!(f, "another server wrote this event first"),
            StoreError::Failed(why) => write!(f, "storage failed: {why}"),
        }
    }
}

/// A seat as created: its token's hash for a taken seat, its invite for an open one.
#[derive(Clone, Debug, PartialEq)]
pub struct NewSeat {
    pub token_hash: Option<String>,
    pub invite: Option<String>,
}

#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: String,
    /// The `GameSetup` as JSON.
    pub setup: String,
    pub seats: Vec<NewSeat>,
    /// Who created it (the per-address cap counts unfinished games).
    pub address: String,
}

/// A game as stored: its setup and every event, in order, as JSON.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub setup: String,
    pub events: Vec<(u64, String)>,
}

pub trait Store: Send + Sync {
    fn create(&self, game: NewGame) -> StoreFuture<'_, ()>;
    /// Appends events numbered `first`, `first + 1`, …; `Conflict` when a number is taken.
    /// `finished` marks the game over (it no longer counts against its creator's cap).
    fn append(
        &self,
        game: &str,
        first: u64,
        events: Vec<String>,
        finished: bool,
    ) -> StoreFuture<'_, ()>;
    /// The game and seat an unused invite names.
    fn find_invite(&self, code: &str) -> StoreFuture<'_, Option<(String, u8)>>;
    /// Uses the invite (once) for a token and appends the `SeatTaken` event as `number`;
    /// false when the invite is used or gone.
    fn take_seat(
        &self,
        code: &str,
        token_hash: &str,
        number: u64,
        event: String,
    ) -> StoreFuture<'_, bool>;
    /// The seat a token's hash holds in a game.
    fn seat_of(&self, game: &str, token_hash: &str) -> StoreFuture<'_, Option<u8>>;
    /// Every seat's token hash, in order (for the rematch, which turns them).
    fn seat_hashes(&self, game: &str) -> StoreFuture<'_, Vec<Option<String>>>;
    fn load(&self, game: &str) -> StoreFuture<'_, Option<StoredGame>>;
    /// The events of a game after `number` (what another instance stored).
    fn events_after(&self, game: &str, number: u64) -> StoreFuture<'_, Vec<(u64, String)>>;
    fn unfinished(&self) -> StoreFuture<'_, Vec<String>>;
    /// Unfinished games an address created.
    fn open_games_of(&self, address: &str) -> StoreFuture<'_, u32>;
    /// Records that the server is alive at `now_ms` (read back after a crash as when it left).
    fn beat(&self, instance: &str, now_ms: u64) -> StoreFuture<'_, ()>;
    fn last_beat(&self, instance: &str) -> StoreFuture<'_, Option<u64>>;
}
