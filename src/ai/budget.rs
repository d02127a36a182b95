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
    /// The time is a fixed allowance a move that is lost if unused (Hub's `move-time`): the
    /// search starts iterations until the deadline and plays the last one's best move so
    /// far, instead of stopping once half the time is gone.
    pub whole_time: bool,
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
    /// A fixed time a move, all of it spent (see [`Budget::whole_time`]).
    pub fn move_time(t: Duration) -> Self {
        Self {
            whole_time: true,
            ..Self::time(t)
        }
    }
}

/// A recursive solver ran past its node budget (it keeps what it learnt, and can be asked
/// again).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfNodes;

/// The node count of a recursive solver and the count it may reach in the current call.
#[derive(Clone, Copy, Debug, Default)]
pub struct NodeBudget {
    pub nodes: u64,
    limit: u64,
}

impl NodeBudget {
    /// Allows `more` nodes from now on.
    pub fn allow(&mut self, more: u64) {
        self.limit = self.nodes.saturating_add(more);
    }

    /// Counts one node; Err once past the allowance.
    #[inline]
    pub fn count(&mut self) -> Result<(), OutOfNodes> {
        self.nodes += 1;
        if self.nodes > self.limit {
            Err(OutOfNodes)
        } else {
            Ok(())
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
