//! The HTTP side: `/ws` upgrades to the protocol (after an Origin check), and with `--web` every
//! other path is a file of the built page.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::net::protocol::MAX_CREATE_FRAME;

use super::hub::Hub;

#[derive(Clone)]
struct Shared {
    hub: Arc<Hub>,
    /// Origins allowed besides the server's own (`--allow-origin`).
    origins: Arc<Vec<String>>,
}

pub fn router(hub: Arc<Hub>, web: Option<PathBuf>, origins: Vec<String>) -> Router {
    let shared = Shared {
        hub,
        origins: Arc::new(origins),
    };
    let router = Router::new()
        .route("/ws", get(upgrade))
        .route("/health", get(|| async { "ok" }))
        .with_state(shared);
    match web {
        Some(folder) => router.fallback_service(tower_http::services::ServeDir::new(folder)),
        None => router,
    }
}

/// A browser's page may open the socket only from the server's own address (or one allowed);
/// clients that are not browsers send no Origin.
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or_default();
    let origin_host = origin
        .split_once("://")
        .map_or(origin, |(_, rest)| rest)
        .trim_end_matches('/');
    (!host.is_empty() && origin_host.eq_ignore_ascii_case(host))
        || allowed
            .iter()
            .any(|a| a.trim_end_matches('/').eq_ignore_ascii_case(origin))
}

async fn upgrade(
    State(shared): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !origin_allowed(&headers, &shared.origins) {
        return (
            StatusCode::FORBIDDEN,
            "this page's origin may not play on this server (see `leapfrog serve --allow-origin`)",
        )
            .into_response();
    }
    let hub = shared.hub.clone();
    let address = peer.ip().to_string();
    upgrade
        .max_message_size(MAX_CREATE_FRAME)
        .max_frame_size(MAX_CREATE_FRAME)
        .on_upgrade(move |socket| super::socket::serve(hub, socket, address))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(origin: Option<&str>, host: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::HOST, host.parse().unwrap());
        if let Some(origin) = origin {
            headers.insert(header::ORIGIN, origin.parse().unwrap());
        }
        headers
    }

    #[test]
    fn only_the_servers_own_pages_and_non_browsers_may_connect() {
        assert!(origin_allowed(&headers(None, "127.0.0.1:7878"), &[]));
        assert!(origin_allowed(
            &headers(Some("http://127.0.0.1:7878"), "127.0.0.1:7878"),
            &[]
        ));
        assert!(!origin_allowed(
            &headers(Some("http://evil.example"), "127.0.0.1:7878"),
            &[]
        ));
        assert!(origin_allowed(
            &headers(Some("https://play.example"), "127.0.0.1:7878"),
            &["https://play.example".to_string()]
        ));
    }
}
