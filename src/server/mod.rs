//! The game server (`leapfrog serve`): authoritative games between people on the online
//! protocol (`net::protocol`, `docs/PROTOCOL.md`), stored so that they survive a crash. No Bevy:
//! it uses the protocol, `games`, `rules`, `ai`, `level` and its own storage only.

pub mod clock;
mod http;
pub mod hub;
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
}

impl ServeOptions {
    pub fn new(listen: &str, data: PathBuf) -> ServeOptions {
        ServeOptions {
            listen: listen.to_string(),
            data,
            web: None,
            origins: Vec::new(),
            limits: Limits::default(),
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
    std::fs::create_dir_all(&options.data)
        .map_err(|e| format!("{}: {e}", options.data.display()))?;
    let store = sqlite::SqliteStore::open(&options.data.join("games.sqlite"))?;
    let hub = Hub::new(Arc::new(store), clock, options.limits.clone(), "sqlite");
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
