//! `leapfrog serve [--listen ADDR] [--data DIR] [--web DIR] [--allow-origin URL]...
//! [--max-games-per-address N] [--postgres URL --instance NAME]`: the game server, until interrupted. It prints
//! `listening on http://ADDR` first (port 0 picks a free one: scripts read the line).

use std::io::Write;
use std::path::PathBuf;

use crate::server::{ServeOptions, hub};

const USAGE: &str = "usage: leapfrog serve [--listen ADDR] [--data DIR] [--web DIR] [--allow-origin URL]... [--max-games-per-address N] [--postgres URL --instance NAME]";

pub const DEFAULT_LISTEN: &str = "127.0.0.1:7878";

fn options(args: &[String]) -> Result<ServeOptions, String> {
    let data = crate::storage::data_dir()
        .map(|d| d.join("server"))
        .unwrap_or_else(|| PathBuf::from("leapfrog-server"));
    let mut options = ServeOptions::new(DEFAULT_LISTEN, data);
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let mut value = || {
            rest.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
        };
        match flag.as_str() {
            "--listen" => options.listen = value()?,
            "--data" => options.data = PathBuf::from(value()?),
            "--web" => options.web = Some(PathBuf::from(value()?)),
            "--allow-origin" => options.origins.push(value()?),
            "--postgres" => options.postgres = Some(value()?),
            "--instance" => options.instance = value()?,
            "--max-games-per-address" => {
                let n = value()?;
                options.limits.games_per_address = n
                    .parse()
                    .map_err(|_| format!("--max-games-per-address {n}: not a count"))?;
            }
            other => return Err(format!("unknown option `{other}`\n{USAGE}")),
        }
    }
    Ok(options)
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let options = options(args)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server's runtime: {e}"))?;
    runtime.block_on(async {
        let web = options.web.is_some();
        let data = options.data.clone();
        let postgres = options.postgres.clone();
        let mut running = crate::server::start(options, hub::system_clock()).await?;
        writeln!(out, "listening on http://{}", running.address).map_err(super::io)?;
        if web {
            writeln!(out, "friends open http://{} in a browser", running.address)
                .map_err(super::io)?;
        }
        // The connection string may hold a password: not printed.
        match postgres {
            Some(_) => writeln!(out, "games kept in PostgreSQL"),
            None => writeln!(out, "games kept in {}", data.join("games.sqlite").display()),
        }
        .map_err(super::io)?;
        out.flush().map_err(super::io)?;
        shutdown_signal().await;
        running.stop();
        let _ = running.finished.await;
        Ok(0)
    })
}

async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
                .expect("a SIGTERM handler installs");
        tokio::select! {
            _ = interrupt => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = interrupt.await;
}
