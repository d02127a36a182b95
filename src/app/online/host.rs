//! "Host on this computer": the desktop app runs the game server itself (the same server as
//! `leapfrog serve`, on a thread of its own) on the local network, so a friend on the same
//! Wi-Fi plays in a phone's browser. The page's files are served too when the app finds them
//! (`web/dist` beside the game, as the web build leaves them).

use bevy::prelude::*;

/// The server this app runs, while it runs.
#[derive(Resource)]
pub struct Hosted {
    /// The address for this computer (`http://127.0.0.1:PORT`).
    pub local: String,
    /// The address for the others on the network (`http://192.168.…:PORT`), where found.
    pub network: Option<String>,
    /// Whether friends can open the page here (the web build's files were found).
    pub serves_page: bool,
    #[cfg(not(target_arch = "wasm32"))]
    _stop: std::sync::mpsc::Sender<()>,
}

/// Starts the server on `port` of every interface (0: any free port); the games are kept in
/// the player's data folder.
#[cfg(not(target_arch = "wasm32"))]
pub fn start(port: u16) -> Result<Hosted, String> {
    let data = crate::storage::data_dir()
        .map(|d| d.join("server"))
        .unwrap_or_else(|| std::path::PathBuf::from("leapfrog-server"));
    let web = std::path::Path::new("web/dist");
    let serves_page = web.join("index.html").is_file();
    let (address, stop) = serve(
        &format!("0.0.0.0:{port}"),
        data,
        serves_page.then(|| web.to_path_buf()),
    )?;
    let port = address.port();
    Ok(Hosted {
        local: format!("http://127.0.0.1:{port}"),
        network: network_address().map(|ip| format!("http://{ip}:{port}")),
        serves_page,
        _stop: stop,
    })
}

/// Runs the server on a thread of its own until the returned sender is dropped; answers the
/// address it listens on.
#[cfg(not(target_arch = "wasm32"))]
pub fn serve(
    listen: &str,
    data: std::path::PathBuf,
    web: Option<std::path::PathBuf>,
) -> Result<(std::net::SocketAddr, std::sync::mpsc::Sender<()>), String> {
    use crate::server::{ServeOptions, hub};
    let mut options = ServeOptions::new(listen, data);
    options.web = web;
    let (stop, stopped) = std::sync::mpsc::channel::<()>();
    let (ready, address) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("game server".into())
        .spawn(move || {
            let runtime = match tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
            {
                Ok(runtime) => runtime,
                Err(e) => {
                    let _ = ready.send(Err(e.to_string()));
                    return;
                }
            };
            runtime.block_on(async move {
                match crate::server::start(options, hub::system_clock()).await {
                    Ok(mut running) => {
                        let _ = ready.send(Ok(running.address));
                        // Runs until the app lets go of the sender (or ends).
                        let _ = tokio::task::spawn_blocking(move || stopped.recv()).await;
                        running.stop();
                        let _ = running.finished.await;
                    }
                    Err(e) => {
                        let _ = ready.send(Err(e));
                    }
                }
            });
        })
        .map_err(|e| e.to_string())?;
    let address = address
        .recv()
        .map_err(|_| "the server's thread ended".to_string())??;
    Ok((address, stop))
}

#[cfg(target_arch = "wasm32")]
pub fn start(_port: u16) -> Result<Hosted, String> {
    Err(crate::app::text::tr("online-host-desktop-only"))
}

/// This computer's address on its local network: the one the system would send from. A UDP
/// socket "connected" to a documentation address sends nothing; it only picks the route.
#[cfg(not(target_arch = "wasm32"))]
fn network_address() -> Option<std::net::IpAddr> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("192.0.2.1:9").ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}
