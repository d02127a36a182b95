//! Leapfrog: classic jumping and capturing board games and puzzles.
//!
//! Layers, each using only those before it: [`rules`] (plain game logic), [`ai`] (engines and
//! solvers), [`level`] (RON data and notations), `app` (the Bevy game, behind the `gui`
//! feature) and [`cli`] (headless subcommands).

pub mod ai;
// The browser has no command line: leaving it out keeps engines, benches and trainers off the page.
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod games;
pub mod i18n;
pub mod level;
pub mod net;
pub mod picture;
pub mod rules;
// The game server: tokio and sockets, none of which the page has.
#[cfg(not(target_arch = "wasm32"))]
pub mod server;
pub mod storage;

#[cfg(feature = "gui")]
pub mod app;
