//! Where a server is: the player writes `http://HOST:PORT` (what `leapfrog serve` prints, the
//! page's own address) or `ws://HOST:PORT`; the socket is at `/ws`.

/// `http://HOST:PORT`, `ws://HOST:PORT` or either with `/ws`: the socket's address (`https`
/// and `wss` give `wss`: a page served behind TLS).
pub fn socket_url(url: &str) -> Result<String, String> {
    let url = url.trim();
    let (scheme, rest) = [
        ("http://", "ws"),
        ("ws://", "ws"),
        ("https://", "wss"),
        ("wss://", "wss"),
    ]
    .iter()
    .find_map(|(prefix, scheme)| url.strip_prefix(prefix).map(|rest| (*scheme, rest)))
    .ok_or_else(|| format!("`{url}`: give the server as http://HOST:PORT or ws://HOST:PORT"))?;
    let host = rest.trim_end_matches('/').trim_end_matches("/ws");
    if host.is_empty() || host.contains('/') {
        return Err(format!("`{url}`: give the server as http://HOST:PORT"));
    }
    Ok(format!("{scheme}://{host}/ws"))
}

/// The page's address of an invite: `http://HOST:PORT/?join=CODE`.
pub fn invite_link(server: &str, code: &str) -> String {
    let base = server.trim_end_matches('/').trim_end_matches("/ws");
    let base = if let Some(rest) = base.strip_prefix("ws://") {
        format!("http://{rest}")
    } else if let Some(rest) = base.strip_prefix("wss://") {
        format!("https://{rest}")
    } else {
        base.to_string()
    };
    format!("{base}/?join={code}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_as_written_become_the_socket() {
        assert_eq!(
            socket_url("http://127.0.0.1:7878").unwrap(),
            "ws://127.0.0.1:7878/ws"
        );
        assert_eq!(socket_url("ws://host:1/ws").unwrap(), "ws://host:1/ws");
        assert_eq!(
            socket_url("https://h.example/").unwrap(),
            "wss://h.example/ws"
        );
        assert!(socket_url("127.0.0.1:7878").is_err());
        assert!(socket_url("http://host/path/ws").is_err());
        assert_eq!(
            invite_link("ws://h:1/ws", "ABCD-EFGH"),
            "http://h:1/?join=ABCD-EFGH"
        );
        assert_eq!(invite_link("http://h:1/", "X"), "http://h:1/?join=X");
    }
}
