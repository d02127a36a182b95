//! Search limits: time, nodes, depth, and a shared cancel flag.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

pub use web_time::Instant;

#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Budget {
    pub max_depth: Option<u32>,
    pub max_nodes: Option<u64>,
    pub max_time: Option<Duration>,
}

impl Budget {
    pub fn depth(d: u32) -> Self {
        Self {
            max_depth: Some(d),
            ..Self::default()
        }
    }
    pub fn time(t: Duration) -> Self {
        Self {
            max_time: Some(t),
            ..Self::default()
        }
    }
}

/// Set from any thread to stop a search; the search returns its best move so far.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}
