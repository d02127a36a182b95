//! The native client of the online protocol (tokio): connects, says hello, sends requests and
//! reads the server's messages. The headless `leapfrog online` commands, the tests and the load
//! benchmark use it.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::protocol::{ClientMsg, PROTOCOL, ServerMsg};

pub use super::address::socket_url;

pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

/// How the connection ended or failed.
#[derive(Debug, Clone, PartialEq)]
pub enum ClientError {
    /// Closed by the server with a code and reason.
    Closed(u16, String),
    /// Could not connect, or the connection broke.
    Network(String),
    Protocol(String),
    Timeout,
}

impl std::fmt::Display for ClientError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClientError::Closed(code, reason) => {
                write!(f, "the server closed the connection ({code}: {reason})")
            }
            ClientError::Network(why) => write!(f, "network: {why}"),
            ClientError::Protocol(why) => write!(f, "protocol: {why}"),
            ClientError::Timeout => write!(f, "the server did not answer in time"),
        }
    }
}

impl Client {
    /// Connects and says hello.
    pub async fn connect(url: &str) -> Result<Client, ClientError> {
        let url = socket_url(url).map_err(ClientError::Protocol)?;
        let (socket, _) = tokio::time::timeout(
            Duration::from_secs(10),
            tokio_tungstenite::connect_async(url.as_str()),
        )
        .await
        .map_err(|_| ClientError::Timeout)?
        .map_err(|e| ClientError::Network(e.to_string()))?;
        let mut client = Client { socket };
        client
            .send(&ClientMsg::Hello {
                protocol: PROTOCOL,
                client: format!("leapfrog {}", env!("CARGO_PKG_VERSION")),
            })
            .await?;
        match client.recv().await? {
            ServerMsg::Welcome { .. } => Ok(client),
            ServerMsg::Error { message, .. } => Err(ClientError::Protocol(message)),
            other => Err(ClientError::Protocol(format!(
                "expected welcome, got {other:?}"
            ))),
        }
    }

    pub async fn send(&mut self, message: &ClientMsg) -> Result<(), ClientError> {
        self.send_text(message.to_text()).await
    }

    /// Sends any text (the tests send broken frames).
    pub async fn send_text(&mut self, text: String) -> Result<(), ClientError> {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| ClientError::Network(e.to_string()))
    }

    /// The next message (within a minute).
    pub async fn recv(&mut self) -> Result<ServerMsg, ClientError> {
        self.recv_within(Duration::from_secs(60)).await
    }

    pub async fn recv_within(&mut self, wait: Duration) -> Result<ServerMsg, ClientError> {
        loop {
            let frame = tokio::time::timeout(wait, self.socket.next())
                .await
                .map_err(|_| ClientError::Timeout)?;
            match frame {
                None => return Err(ClientError::Closed(1006, "connection lost".into())),
                Some(Err(e)) => return Err(ClientError::Network(e.to_string())),
                Some(Ok(Message::Text(text))) => {
                    return ServerMsg::parse(text.as_str()).map_err(ClientError::Protocol);
                }
                Some(Ok(Message::Close(frame))) => {
                    return Err(match frame {
                        Some(f) => ClientError::Closed(f.code.into(), f.reason.to_string()),
                        None => ClientError::Closed(1005, String::new()),
                    });
                }
                Some(Ok(_)) => {}
            }
        }
    }

    /// Sends a request and returns the first answer that is not news of a game (events,
    /// presence, watchers), which `news` gets.
    pub async fn request(
        &mut self,
        message: &ClientMsg,
        news: &mut Vec<ServerMsg>,
    ) -> Result<ServerMsg, ClientError> {
        self.send(message).await?;
        loop {
            let answer = self.recv().await?;
            match answer {
                ServerMsg::Event { .. }
                | ServerMsg::Presence { .. }
                | ServerMsg::Watchers { .. } => news.push(answer),
                other => return Ok(other),
            }
        }
    }

    /// A game's whole state, as a watcher sees it (the connection then follows that game).
    pub async fn watch_state(&mut self, game: &str) -> Result<super::protocol::GameView, String> {
        let watch = ClientMsg::Watch {
            game: game.into(),
            since: None,
        };
        match self.request(&watch, &mut Vec::new()).await {
            Ok(ServerMsg::State(view)) => Ok(view),
            Ok(ServerMsg::Error { code, message }) => Err(format!("refused ({code:?}): {message}")),
            Ok(other) => Err(format!("unexpected answer: {other:?}")),
            Err(e) => Err(e.to_string()),
        }
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn either_address_form_is_taken() {
        assert_eq!(
            socket_url("http://127.0.0.1:7878").unwrap(),
            "ws://127.0.0.1:7878/ws"
        );
        assert_eq!(
            socket_url("ws://127.0.0.1:7878/ws").unwrap(),
            "ws://127.0.0.1:7878/ws"
        );
        assert!(socket_url("127.0.0.1:7878").is_err());
        assert!(socket_url("http://host/other/path").is_err());
    }
}
