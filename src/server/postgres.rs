//! The PostgreSQL store, for several `leapfrog serve` instances on one database: the same
//! tables as SQLite's, a few connections used in turn, and every append announced with
//! `NOTIFY leapfrog_events` so that an instance holding the game in memory catches up and
//! tells its own players (no home-made cluster: the database orders the events; two instances
//! writing the same event number collide on the key and the later one looks again).

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use futures_util::StreamExt;
use tokio::sync::{Mutex, mpsc};
use tokio_postgres::{AsyncMessage, Client, NoTls};

use super::store::{NewGame, Store, StoreError, StoreFuture, StoredGame};

const CHANNEL: &str = "leapfrog_events";
const CONNECTIONS: usize = 4;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    address TEXT NOT NULL,
    finished BOOLEAN NOT NULL DEFAULT FALSE
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
    number BIGINT NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (game, number)
);
CREATE TABLE IF NOT EXISTS beats (
    instance TEXT PRIMARY KEY,
    at_ms BIGINT NOT NULL
);
";

pub struct PostgresStore {
    clients: Vec<Mutex<Client>>,
    next: AtomicUsize,
    instance: String,
}

fn failed(error: tokio_postgres::Error) -> StoreError {
    if error.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION) {
        StoreError::Conflict
    } else {
        StoreError::Failed(error.to_string())
    }
}

async fn connect(
    url: &str,
) -> Result<
    (
        Client,
        tokio_postgres::Connection<tokio_postgres::Socket, tokio_postgres::tls::NoTlsStream>,
    ),
    String,
> {
    tokio_postgres::connect(url, NoTls)
        .await
        .map_err(|e| format!("PostgreSQL at `{url}`: {e}"))
}

impl PostgresStore {
    /// Connects, makes the tables, and listens: the receiver gets the id of every game another
    /// instance changed.
    pub async fn open(
        url: &str,
        instance: &str,
    ) -> Result<(PostgresStore, mpsc::UnboundedReceiver<String>), String> {
        let mut clients = Vec::new();
        for _ in 0..CONNECTIONS {
            let (client, connection) = connect(url).await?;
            tokio::spawn(async move {
                if let Err(e) = connection.await {
                    log::error!("PostgreSQL connection: {e}");
                }
            });
            clients.push(Mutex::new(client));
        }
        {
            let first = clients[0].lock().await;
            // Instances starting together must not make the tables twice at once.
            let schema =
                format!("SELECT pg_advisory_lock(7878); {SCHEMA} SELECT pg_advisory_unlock(7878);");
            first
                .batch_execute(&schema)
                .await
                .map_err(|e| format!("PostgreSQL: cannot make the tables: {e}"))?;
        }
        let (listener, mut connection) = connect(url).await?;
        let (changed, changes) = mpsc::unbounded_channel();
        let me = instance.to_string();
        tokio::spawn(async move {
            let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
            while let Some(message) = messages.next().await {
                let Ok(AsyncMessage::Notification(note)) = message else {
                    continue;
                };
                // "INSTANCE GAME": news from the others only.
                if let Some((from, game)) = note.payload().split_once(' ')
                    && from != me
                    && changed.send(game.to_string()).is_err()
                {
                    break;
                }
            }
        });
        listener
            .batch_execute(&format!("LISTEN {CHANNEL}"))
            .await
            .map_err(|e| format!("PostgreSQL: LISTEN: {e}"))?;
        // The listening client must live as long as its connection is polled.
        tokio::spawn(async move {
            let _keep = listener;
            std::future::pending::<()>().await;
        });
        Ok((
            PostgresStore {
                clients,
                next: AtomicUsize::new(0),
                instance: instance.to_string(),
            },
            changes,
        ))
    }

    async fn client(&self) -> tokio::sync::MutexGuard<'_, Client> {
        let at = self.next.fetch_add(1, Ordering::Relaxed) % self.clients.len();
        self.clients[at].lock().await
    }

    fn notice(&self, game: &str) -> String {
        format!("{} {game}", self.instance)
    }
}

impl Store for PostgresStore {
    fn create(&self, game: NewGame) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.client().await;
            let tx = client.transaction().await.map_err(failed)?;
            tx.execute(
                "INSERT INTO games (id, setup, address) VALUES ($1, $2, $3)",
                &[&game.id, &game.setup, &game.address],
            )
            .await
            .map_err(failed)?;
            for (seat, s) in game.seats.iter().enumerate() {
                tx.execute(
                    "INSERT INTO seats (game, seat, token_hash, invite) VALUES ($1, $2, $3, $4)",
                    &[&game.id, &(seat as i32), &s.token_hash, &s.invite],
                )
                .await
                .map_err(failed)?;
            }
            tx.commit().await.map_err(failed)
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
        Box::pin(async move {
            let mut client = self.client().await;
            let tx = client.transaction().await.map_err(failed)?;
            for (i, event) in events.iter().enumerate() {
                let number = (first + i as u64) as i64;
                tx.execute(
                    "INSERT INTO events (game, number, event) VALUES ($1, $2, $3)",
                    &[&game, &number, event],
                )
                .await
                .map_err(failed)?;
            }
            if finished {
                tx.execute("UPDATE games SET finished = TRUE WHERE id = $1", &[&game])
                    .await
                    .map_err(failed)?;
            }
            tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &self.notice(&game)])
                .await
                .map_err(failed)?;
            tx.commit().await.map_err(failed)
        })
    }

    fn find_invite(&self, code: &str) -> StoreFuture<'_, Option<(String, u8)>> {
        let code = code.to_string();
        Box::pin(async move {
            let client = self.client().await;
            let row = client
                .query_opt(
                    "SELECT game, seat FROM seats WHERE invite = $1 AND token_hash IS NULL",
                    &[&code],
                )
                .await
                .map_err(failed)?;
            Ok(row.map(|r| (r.get::<_, String>(0), r.get::<_, i32>(1) as u8)))
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
        Box::pin(async move {
            let mut client = self.client().await;
            let tx = client.transaction().await.map_err(failed)?;
            let Some(row) = tx
                .query_opt(
                    "UPDATE seats SET token_hash = $1, invite = NULL
                     WHERE invite = $2 AND token_hash IS NULL RETURNING game",
                    &[&token_hash, &code],
                )
                .await
                .map_err(failed)?
            else {
                return Ok(false);
            };
            let game: String = row.get(0);
            tx.execute(
                "INSERT INTO events (game, number, event) VALUES ($1, $2, $3)",
                &[&game, &(number as i64), &event],
            )
            .await
            .map_err(failed)?;
            tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &self.notice(&game)])
                .await
                .map_err(failed)?;
            tx.commit().await.map_err(failed)?;
            Ok(true)
        })
    }

    fn seat_of(&self, game: &str, token_hash: &str) -> StoreFuture<'_, Option<u8>> {
        let (game, token_hash) = (game.to_string(), token_hash.to_string());
        Box::pin(async move {
            let client = self.client().await;
            let row = client
                .query_opt(
                    "SELECT seat FROM seats WHERE game = $1 AND token_hash = $2",
                    &[&game, &token_hash],
                )
                .await
                .map_err(failed)?;
            Ok(row.map(|r| r.get::<_, i32>(0) as u8))
        })
    }

    fn seat_hashes(&self, game: &str) -> StoreFuture<'_, Vec<Option<String>>> {
        let game = game.to_string();
        Box::pin(async move {
            let client = self.client().await;
            let rows = client
                .query(
                    "SELECT token_hash FROM seats WHERE game = $1 ORDER BY seat",
                    &[&game],
                )
                .await
                .map_err(failed)?;
            Ok(rows.iter().map(|r| r.get::<_, Option<String>>(0)).collect())
        })
    }

    fn load(&self, game: &str) -> StoreFuture<'_, Option<StoredGame>> {
        let game = game.to_string();
        Box::pin(async move {
            let setup = {
                let client = self.client().await;
                client
                    .query_opt("SELECT setup FROM games WHERE id = $1", &[&game])
                    .await
                    .map_err(failed)?
                    .map(|r| r.get::<_, String>(0))
            };
            let Some(setup) = setup else {
                return Ok(None);
            };
            let events = self.events_after(&game, 0).await?;
            Ok(Some(StoredGame { setup, events }))
        })
    }

    fn events_after(&self, game: &str, number: u64) -> StoreFuture<'_, Vec<(u64, String)>> {
        let game = game.to_string();
        Box::pin(async move {
            let client = self.client().await;
            let rows = client
                .query(
                    "SELECT number, event FROM events WHERE game = $1 AND number > $2 ORDER BY number",
                    &[&game, &(number as i64)],
                )
                .await
                .map_err(failed)?;
            Ok(rows
                .iter()
                .map(|r| (r.get::<_, i64>(0) as u64, r.get::<_, String>(1)))
                .collect())
        })
    }

    fn unfinished(&self) -> StoreFuture<'_, Vec<String>> {
        Box::pin(async move {
            let client = self.client().await;
            let rows = client
                .query("SELECT id FROM games WHERE NOT finished", &[])
                .await
                .map_err(failed)?;
            Ok(rows.iter().map(|r| r.get::<_, String>(0)).collect())
        })
    }

    fn open_games_of(&self, address: &str) -> StoreFuture<'_, u32> {
        let address = address.to_string();
        Box::pin(async move {
            let client = self.client().await;
            let row = client
                .query_one(
                    "SELECT COUNT(*) FROM games WHERE address = $1 AND NOT finished",
                    &[&address],
                )
                .await
                .map_err(failed)?;
            Ok(row.get::<_, i64>(0) as u32)
        })
    }

    fn beat(&self, instance: &str, now_ms: u64) -> StoreFuture<'_, ()> {
        let instance = instance.to_string();
        Box::pin(async move {
            let client = self.client().await;
            client
                .execute(
                    "INSERT INTO beats (instance, at_ms) VALUES ($1, $2)
                     ON CONFLICT (instance) DO UPDATE SET at_ms = excluded.at_ms",
                    &[&instance, &(now_ms as i64)],
                )
                .await
                .map(|_| ())
                .map_err(failed)
        })
    }

    fn last_beat(&self, instance: &str) -> StoreFuture<'_, Option<u64>> {
        let instance = instance.to_string();
        Box::pin(async move {
            let client = self.client().await;
            let row = client
                .query_opt("SELECT at_ms FROM beats WHERE instance = $1", &[&instance])
                .await
                .map_err(failed)?;
            Ok(row.map(|r| r.get::<_, i64>(0) as u64))
        })
    }
}

/// Catches the hub up on every game another instance changed.
pub fn follow(hub: Arc<super::hub::Hub>, mut changes: mpsc::UnboundedReceiver<String>) {
    tokio::spawn(async move {
        while let Some(game) = changes.recv().await {
            hub.refresh(&game).await;
        }
    });
}
