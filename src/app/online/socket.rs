//! One WebSocket to the game server, the same small interface on both targets: open, send a
//! text frame, take what happened since the last look. On desktop a thread of its own runs
//! it (tokio-tungstenite); on the page the browser's WebSocket does, held by `web/index.html`.
//! Either wakes the sleeping window when something arrives.

use crate::app::redraw::Waker;

/// What happened on the socket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SocketEvent {
    Opened,
    Text(String),
    /// Closed or never opened; why, as the player may read it.
    Closed(String),
}

pub use platform::Socket;

#[cfg(not(target_arch = "wasm32"))]
mod platform {
    use std::sync::mpsc;
    use std::time::Duration;

    use futures_util::{SinkExt, StreamExt};
    use tokio::sync::mpsc as async_mpsc;
    use tokio_tungstenite::tungstenite::Message;

    use super::{SocketEvent, Waker};

    pub struct Socket {
        outgoing: async_mpsc::UnboundedSender<String>,
        // A Mutex so that the resource holding it is Sync; only the app's thread reads it.
        incoming: std::sync::Mutex<mpsc::Receiver<SocketEvent>>,
    }

    impl Socket {
        /// Starts connecting to `url` (`ws://HOST:PORT/ws`).
        pub fn open(url: &str, waker: Waker) -> Socket {
            let (outgoing, receiver) = async_mpsc::unbounded_channel();
            let (sender, incoming) = mpsc::channel();
            let url = url.to_string();
            let spawned = std::thread::Builder::new()
                .name("online socket".into())
                .spawn({
                    let sender = sender.clone();
                    let waker = waker.clone();
                    move || {
                        let why = match tokio::runtime::Builder::new_current_thread()
                            .enable_all()
                            .build()
                        {
                            Ok(runtime) => runtime.block_on(run(&url, receiver, &sender, &waker)),
                            Err(e) => e.to_string(),
                        };
                        let _ = sender.send(SocketEvent::Closed(why));
                        waker.wake();
                    }
                });
            if let Err(e) = spawned {
                let _ = sender.send(SocketEvent::Closed(e.to_string()));
            }
            Socket {
                outgoing,
                incoming: std::sync::Mutex::new(incoming),
            }
        }

        pub fn send(&self, text: String) {
            let _ = self.outgoing.send(text);
        }

        pub fn take(&self) -> Vec<SocketEvent> {
            let incoming = self.incoming.lock().expect("the socket's queue");
            incoming.try_iter().collect()
        }
    }

    /// Runs the connection until either side closes it; returns why it ended.
    async fn run(
        url: &str,
        mut outgoing: async_mpsc::UnboundedReceiver<String>,
        incoming: &mpsc::Sender<SocketEvent>,
        waker: &Waker,
    ) -> String {
        let connected = tokio::time::timeout(
            Duration::from_secs(10),
            tokio_tungstenite::connect_async(url),
        )
        .await;
        let socket = match connected {
            Ok(Ok((socket, _))) => socket,
            Ok(Err(e)) => return e.to_string(),
            Err(_) => return "the server did not answer in 10 s".into(),
        };
        let _ = incoming.send(SocketEvent::Opened);
        waker.wake();
        let (mut write, mut read) = socket.split();
        loop {
            tokio::select! {
                text = outgoing.recv() => match text {
                    Some(text) => {
                        if let Err(e) = write.send(Message::Text(text.into())).await {
                            return e.to_string();
                        }
                    }
                    // The app let go of the socket.
                    None => {
                        let _ = write.close().await;
                        return "closed".into();
                    }
                },
                frame = read.next() => match frame {
                    Some(Ok(Message::Text(text))) => {
                        if incoming.send(SocketEvent::Text(text.to_string())).is_err() {
                            return "closed".into();
                        }
                        waker.wake();
                    }
                    Some(Ok(Message::Close(frame))) => {
                        return frame.map_or_else(
                            || "the server closed the connection".into(),
                            |f| format!("the server closed the connection ({}: {})", u16::from(f.code), f.reason),
                        );
                    }
                    Some(Ok(_)) => {}
                    Some(Err(e)) => return e.to_string(),
                    None => return "the connection ended".into(),
                },
            }
        }
    }
}

/// The page's: `web/index.html` holds the one WebSocket (`leapfrogSocket*`), queues what
/// happens on it and wakes the game; nothing here holds a browser object, so the resource
/// stays Send.
#[cfg(target_arch = "wasm32")]
mod platform {
    use super::{SocketEvent, Waker};
    use crate::app::page;

    pub struct Socket;

    impl Socket {
        pub fn open(url: &str, _waker: Waker) -> Socket {
            page::socket_open(url);
            Socket
        }

        pub fn send(&self, text: String) {
            page::socket_send(&text);
        }

        pub fn take(&self) -> Vec<SocketEvent> {
            page::socket_take()
                .into_iter()
                .map(|(kind, text)| match kind.as_str() {
                    "open" => SocketEvent::Opened,
                    "text" => SocketEvent::Text(text),
                    _ => SocketEvent::Closed(text),
                })
                .collect()
        }
    }

    impl Drop for Socket {
        fn drop(&mut self) {
            page::socket_close();
        }
    }
}
