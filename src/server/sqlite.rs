//! The SQLite store: one file in the data folder, WAL, `synchronous = FULL`. One thread owns the
//! connection and commits whatever requests are waiting in one transaction (each in its own
//! savepoint), so a busy server pays one disk flush for many moves; every caller hears back
//! only after the commit.

use std::path::Path;
use std::sync::mpsc;

use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::oneshot;

use super::store::{NewGame, Store, StoreError, StoreFuture, StoredGame};

type Reply = Box<dyn FnOnce(Result<(), String>) + Send>;
type Job = Box<dyn FnOnce(&Connection) -> (bool, Reply) + Send>;

/// The most requests one transaction takes.
const BATCH: usize = 512;

pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    address TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS games_open_by_address ON games (address, finished);
CREATE TABLE IF NOT EXISTS seats (
    game TEXT NOT NULL,
    seat INTEGER NOT NULL,
    token_hash TEXT,
    invite TEXT UNIQUE,
    PRIMARY KEY (game, seat)
);
CREATE TABLE IF NOT EXISTS events (
    game TEXT NOT NULL,
    number INTEGER NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (game, number)
);
CREATE TABLE IF NOT EXISTS beats (
    instance TEXT PRIMARY KEY,
    at_ms INTEGER NOT NULL
);
";

pub struct SqliteStore {
    jobs: mpsc::Sender<Job>,
}

fn failed(error: rusqlite::Error) -> StoreError {
    match &error {
        rusqlite::Error::SqliteFailure(e, _)
            if e.code == rusqlite::ErrorCode::ConstraintViolation =>
        {
            StoreError::Conflict
        }
        _ => StoreError::Failed(error.to_string()),
    }
}

impl SqliteStore {
    /// Opens (or creates) the database file.
    pub fn open(path: &Path) -> Result<SqliteStore, String> {
        let name = path.display().to_string();
        let connection = Connection::open(path).map_err(|e| format!("{name}: {e}"))?;
        connection
            .execute_batch(
                "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;",
            )
            .and_then(|()| connection.execute_batch(SCHEMA))
            .map_err(|e| format!("{name}: {e}"))?;
        let (jobs, inbox) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("sqlite-store".into())
            .spawn(move || commit_loop(connection, inbox))
            .map_err(|e| format!("cannot start the database thread: {e}"))?;
        Ok(SqliteStore { jobs })
    }

    fn call<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> StoreFuture<'_, T> {
        let (answer, answered) = oneshot::channel();
        let job: Job = Box::new(move |connection| {
            let result = work(connection);
            let ok = result.is_ok();
            let reply: Reply = Box::new(move |committed| {
                let _ = answer.send(match committed {
                    Ok(()) => result,
                    Err(why) => Err(StoreError::Failed(why)),
                });
            });
            (ok, reply)
        });
        let sent = self.jobs.send(job);
        Box::pin(async move {
            sent.map_err(|_| StoreError::Failed("the database thread stopped".into()))?;
            answered
                .await
                .map_err(|_| StoreError::Failed("the database thread stopped".into()))?
        })
    }
}

fn commit_loop(mut connection: Connection, inbox: mpsc::Receiver<Job>) {
    while let Ok(first) = inbox.recv() {
        let mut jobs = vec![first];
        while jobs.len() < BATCH {
            match inbox.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        let transaction = match connection.transaction() {
            Ok(t) => t,
            Err(e) => {
                for job in jobs {
                    // Nothing ran: tell each caller.
                    let (_, reply) = job(&failing_connection());
                    reply(Err(e.to_string()));
                }
                continue;
            }
        };
        let mut replies = Vec::with_capacity(jobs.len());
        for job in jobs {
            let _ = transaction.execute_batch("SAVEPOINT job");
            let (ok, reply) = job(&transaction);
            if !ok {
                let _ = transaction.execute_batch("ROLLBACK TO job");
            }
            let _ = transaction.execute_batch("RELEASE job");
            replies.push(reply);
        }
        let committed = transaction.commit().map_err(|e| e.to_string());
        for reply in replies {
            reply(committed.clone());
        }
    }
}

/// A connection every statement fails on (answers jobs when a transaction cannot begin).
fn failing_connection() -> Connection {
    Connection::open_in_memory().expect("an in-memory database opens")
}

impl Store for SqliteStore {
    fn create(&self, game: NewGame) -> StoreFuture<'_, ()> {
        self.call(move |c| {
            c.execute(
                "INSERT INTO games (id, setup, address) VALUES (?1, ?2, ?3)",
                params![game.id, game.setup, game.address],
            )
            .map_err(failed)?;
            for (seat, s) in game.seats.iter().enumerate() {
                c.execute(
                    "INSERT INTO seats (game, seat, token_hash, invite) VALUES (?1, ?2, ?3, ?4)",
                    params![game.id, seat as i64, s.token_hash, s.invite],
                )
                .map_err(failed)?;
            }
            Ok(())
        })
    }

    fn append(
        &self,
        game: &str,
        first: u64,
        events: Vec<String>,
        finished: bool,
    ) -> StoreFuture<'_, ()> {
        let game = game.to_string();
        self.call(move |c| {
            for (i, event) in events.iter().enumerate() {
                c.execute(
                    "INSERT INTO events (game, number, event) VALUES (?1, ?2, ?3)",
                    params![game, (first + i as u64) as i64, event],
                )
                .map_err(failed)?;
            }
            if finished {
                c.execute("UPDATE games SET finished = 1 WHERE id = ?1", params![game])
                    .map_err(failed)?;
            }
            Ok(())
        })
    }

    fn find_invite(&self, code: &str) -> StoreFuture<'_, Option<(String, u8)>> {
        let code = code.to_string();
        self.call(move |c| {
            c.query_row(
                "SELECT game, seat FROM seats WHERE invite = ?1 AND token_hash IS NULL",
                params![code],
                |row| Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)? as u8)),
            )
            .optional()
            .map_err(failed)
        })
    }

    fn take_seat(
        &self,
        code: &str,
        token_hash: &str,
        number: u64,
        event: String,
    ) -> StoreFuture<'_, bool> {
        let (code, token_hash) = (code.to_string(), token_hash.to_string());
        self.call(move |c| {
            let Some((game, _)) = c
                .query_row(
                    "SELECT game, seat FROM seats WHERE invite = ?1 AND token_hash IS NULL",
                    params![code],
                    |row| Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?)),
                )
                .optional()
                .map_err(failed)?
            else {
                return Ok(false);
            };
            c.execute(
                "UPDATE seats SET token_hash = ?1, invite = NULL WHERE invite = ?2",
                params![token_hash, code],
            )
            .map_err(failed)?;
            c.execute(
                "INSERT INTO events (game, number, event) VALUES (?1, ?2, ?3)",
                params![game, number as i64, event],
            )
            .map_err(failed)?;
            Ok(true)
        })
    }

    fn seat_of(&self, game: &str, token_hash: &str) -> StoreFuture<'_, Option<u8>> {
        let (game, token_hash) = (game.to_string(), token_hash.to_string());
        self.call(move |c| {
            c.query_row(
                "SELECT seat FROM seats WHERE game = ?1 AND token_hash = ?2",
                params![game, token_hash],
                |row| row.get::<_, i64>(0),
            )
            .optional()
            .map(|seat| seat.map(|s| s as u8))
            .map_err(failed)
        })
    }

    fn seat_hashes(&self, game: &str) -> StoreFuture<'_, Vec<Option<String>>> {
        let game = game.to_string();
        self.call(move |c| {
            let mut statement = c
                .prepare("SELECT token_hash FROM seats WHERE game = ?1 ORDER BY seat")
                .map_err(failed)?;
            let rows = statement
                .query_map(params![game], |row| row.get::<_, Option<String>>(0))
                .map_err(failed)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(failed)
        })
    }

    fn load(&self, game: &str) -> StoreFuture<'_, Option<StoredGame>> {
        let game = game.to_string();
        self.call(move |c| {
            let Some(setup) = c
                .query_row(
                    "SELECT setup FROM games WHERE id = ?1",
                    params![game],
                    |row| row.get::<_, String>(0),
                )
                .optional()
                .map_err(failed)?
            else {
                return Ok(None);
            };
            let events = events_after(c, &game, 0)?;
            Ok(Some(StoredGame { setup, events }))
        })
    }

    fn events_after(&self, game: &str, number: u64) -> StoreFuture<'_, Vec<(u64, String)>> {
        let game = game.to_string();
        self.call(move |c| events_after(c, &game, number))
    }

    fn unfinished(&self) -> StoreFuture<'_, Vec<String>> {
        self.call(|c| {
            let mut statement = c
                .prepare("SELECT id FROM games WHERE finished = 0")
                .map_err(failed)?;
            let rows = statement
                .query_map([], |row| row.get::<_, String>(0))
                .map_err(failed)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(failed)
        })
    }

    fn open_games_of(&self, address: &str) -> StoreFuture<'_, u32> {
        let address = address.to_string();
        self.call(move |c| {
            c.query_row(
                "SELECT COUNT(*) FROM games WHERE address = ?1 AND finished = 0",
                params![address],
                |row| row.get::<_, i64>(0),
            )
            .map(|n| n as u32)
            .map_err(failed)
        })
    }

    fn beat(&self, instance: &str, now_ms: u64) -> StoreFuture<'_, ()> {
        let instance = instance.to_string();
        self.call(move |c| {
            c.execute(
                "INSERT INTO beats (instance, at_ms) VALUES (?1, ?2)
                 ON CONFLICT (instance) DO UPDATE SET at_ms = excluded.at_ms",
                params![instance, now_ms as i64],
            )
            .map(|_| ())
            .map_err(failed)
        })
    }

    fn last_beat(&self, instance: &str) -> StoreFuture<'_, Option<u64>> {
        let instance = instance.to_string();
        self.call(move |c| {
            c.query_row(
                "SELECT at_ms FROM beats WHERE instance = ?1",
                params![instance],
                |row| row.get::<_, i64>(0),
            )
            .optional()
            .map(|at| at.map(|a| a as u64))
            .map_err(failed)
        })
    }
}

fn events_after(c: &Connection, game: &str, number: u64) -> Result<Vec<(u64, String)>, StoreError> {
    let mut statement = c
        .prepare("SELECT number, event FROM events WHERE game = ?1 AND number > ?2 ORDER BY number")
        .map_err(failed)?;
    let rows = statement
        .query_map(params![game, number as i64], |row| {
            Ok((row.get::<_, i64>(0)? as u64, row.get::<_, String>(1)?))
        })
        .map_err(failed)?;
    rows.collect::<Result<Vec<_>, _>>().map_err(failed)
}
