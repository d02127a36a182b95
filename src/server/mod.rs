//! The game server (`leapfrog serve`): authoritative games between people on the online
//! protocol (`net::protocol`, `docs/PROTOCOL.md`), stored so that they survive a crash. No Bevy:
//! it uses the protocol, `games`, `rules`, `ai`, `level` and its own storage only.

pub mod clock;
mod http;
pub mod hub;
pub mod postgres;
pub mod room;
pub mod secrets;
pub mod setup;
mod socket;
pub mod sqlite;
pub mod store;

#[cfg(test)]
mod room_tests;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use hub::{Clock, Hub, Limits};

/// What `leapfrog serve` was asked for.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    pub listen: String,
    /// The folder of `games.sqlite`.
    pub data: PathBuf,
    pub web: Option<PathBuf>,
    pub origins: Vec<String>,
    pub limits: Limits,
    /// A PostgreSQL connection string: the games there instead of SQLite, shared with the
    /// other instances on that database.
    pub postgres: Option<String>,
    /// This instance's name on a shared database (its heartbeat).
    pub instance: String,
}

impl ServeOptions {
    pub fn new(listen: &str, data: PathBuf) -> ServeOptions {
        ServeOptions {
            listen: listen.to_string(),
            data,
            web: None,
            origins: Vec::new(),
            limits: Limits::default(),
            postgres: None,
            instance: "sqlite".into(),
        }
    }
}

/// A server listening: its address, its hub (for in-process use) and a way to stop it.
pub struct Running {
    pub address: SocketAddr,
    pub hub: Arc<Hub>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    pub finished: tokio::task::JoinHandle<()>,
}

impl Running {
    pub fn stop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// Opens the store, resumes the stored games and listens, on the current tokio runtime.
pub async fn start(options: ServeOptions, clock: Clock) -> Result<Running, String> {
    let (store, changes): (Arc<dyn store::Store>, _) = match &options.postgres {
        Some(url) => {
            let (store, changes) = postgres::PostgresStore::open(url, &options.instance).await?;
            (Arc::new(store), Some(changes))
        }
        None => {
            std::fs::create_dir_all(&options.data)
                .map_err(|e| format!("{}: {e}", options.data.display()))?;
            let path = options.data.join("games.sqlite");
            (Arc::new(sqlite::SqliteStore::open(&path)?), None)
        }
    };
    let hub = Hub::new(store, clock, options.limits.clone(), &options.instance);
    if let Some(changes) = changes {
        postgres::follow(hub.clone(), changes);
    }
    let resumed = hub.resume_all().await?;
    if resumed > 0 {
        log::info!("{resumed} unfinished games resumed");
    }
    hub.start_heartbeat();
    if let Some(web) = &options.web
        && !web.join("index.html").is_file()
    {
        return Err(format!(
            "{}: no index.html there (build the page with `bash web/build.sh`)",
            web.display()
        ));
    }
    let listener = tokio::net::TcpListener::bind(&options.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", options.listen))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    let app = http::router(hub.clone(), options.web.clone(), options.origins.clone());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let finished = tokio::spawn(async move {
        let service = app.into_make_service_with_connect_info::<SocketAddr>();
        let _ = axum::serve(listener, service)
            .with_graceful_shutdown(async {
                let _ = stopped.await;
            })
            .await;
    });
    Ok(Running {
        address,
        hub,
        stop: Some(stop),
        finished,
    })
}
