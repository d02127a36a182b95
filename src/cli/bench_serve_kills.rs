//! The server of `leapfrog bench serve --kills K`: `leapfrog serve` as a child process on a
//! fixed port, killed with SIGKILL at random moments during the play and started again on the
//! same data folder.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use rand::Rng;

fn spawn(data: &std::path::Path, listen: &str) -> Result<Child, String> {
    let binary = std::env::current_exe().map_err(|e| e.to_string())?;
    Command::new(binary)
        .args([
            "serve",
            "--listen",
            listen,
            "--max-games-per-address",
            "1000000",
            "--data",
        ])
        .arg(data)
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot start the server: {e}"))
}

/// The task that kills: how many times, and the server it started last.
pub type Killer = tokio::task::JoinHandle<Result<(usize, Child), String>>;

/// Starts the server; the task kills and restarts it `kills` times within `seconds` and returns
/// the count and the server last started (the caller stops it once the play is checked).
pub fn start(
    data: &std::path::Path,
    kills: usize,
    seconds: u64,
) -> Result<(String, Killer), String> {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| e.to_string())?
        .port();
    let listen = format!("127.0.0.1:{port}");
    std::fs::create_dir_all(data).map_err(|e| e.to_string())?;
    let mut child = spawn(data, &listen)?;
    let data = data.to_path_buf();
    let every = seconds as f64 / (kills + 1) as f64;
    let killer = tokio::spawn(async move {
        for _ in 0..kills {
            let wait = rand::rng().random_range(0.5 * every..1.5 * every);
            tokio::time::sleep(Duration::from_secs_f64(wait)).await;
            child.kill().map_err(|e| e.to_string())?;
            let _ = child.wait();
            child = spawn(&data, &listen)?;
        }
        Ok((kills, child))
    });
    // The first start: wait until it listens.
    std::thread::sleep(Duration::from_millis(500));
    Ok((format!("http://127.0.0.1:{port}"), killer))
}
