//! What crosses the network: the online protocol's messages (`docs/PROTOCOL.md`). No I/O here:
//! the server (`server`), the headless client (`cli::online`) and the app share these types.

pub mod address;
pub mod mirror;
pub mod protocol;
pub mod session;
// The native client (tokio); the page speaks through the browser's WebSocket.
#[cfg(not(target_arch = "wasm32"))]
pub mod client;
