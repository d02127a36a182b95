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

/// Whether searches run on the work clock: set by [`use_work_clock`] or `LEAPFROG_WORK_CLOCK=1`,
/// and in the library's own unit tests from the start.
static WORK_CLOCK: std::sync::OnceLock<AtomicBool> = std::sync::OnceLock::new();

thread_local! {
    /// This thread's own choice, over the process's ([`use_wall_clock_on_this_thread`]).
    static THIS_THREAD: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

fn work_clock_flag() -> &'static AtomicBool {
    WORK_CLOCK.get_or_init(|| {
        let on = std::env::var("LEAPFROG_WORK_CLOCK").is_ok_and(|v| v.trim() == "1");
        AtomicBool::new(on || cfg!(test))
    })
}

/// Makes every search started from now on in this process measure its time in work (see
/// [`Stopwatch`]) and search on one thread without a table kept between moves: what it plays
/// then depends only on the position, the strength and the seed, never on how busy the
/// machine is. The tests use it; so can reproducible matches (`LEAPFROG_WORK_CLOCK=1`).
pub fn use_work_clock() {
    work_clock_flag().store(true, Ordering::Relaxed);
}

/// Searches started on this thread measure wall time whatever the process chose: for the
/// tests of time itself (a move time spent whole, `stop` answered at once).
pub fn use_wall_clock_on_this_thread() {
    THIS_THREAD.with(|choice| choice.set(Some(false)));
}

/// True where searches measure time in work ([`use_work_clock`]).
pub fn work_clock() -> bool {
    THIS_THREAD
        .with(|choice| choice.get())
        .unwrap_or_else(|| work_clock_flag().load(Ordering::Relaxed))
}

/// The time one unit of work (a node) counts for on the work clock: a million nodes a second,
/// about what the engines search in a test build, so a strength's time means as much work.
pub const WORK_UNIT: Duration = Duration::from_micros(1);

/// How long a search has been thinking, for its time budget: the wall clock, or on the work
/// clock the work it reports. Slices (when a search gives the thread back) stay on the wall
/// clock: they change when a search pauses, never what it finds.
#[derive(Clone, Copy, Debug)]
pub struct Stopwatch {
    started: Instant,
    work_clock: bool,
}

impl Stopwatch {
    pub fn start() -> Self {
        Self {
            started: Instant::now(),
            work_clock: work_clock(),
        }
    }

    /// The time spent, `work` being the nodes (or the engine's unit of work) done so far.
    pub fn elapsed(&self, work: u64) -> Duration {
        if self.work_clock {
            Duration::from_nanos(work.saturating_mul(WORK_UNIT.as_nanos() as u64))
        } else {
            self.started.elapsed()
        }
    }

    /// True on the work clock.
    pub fn counts_work(&self) -> bool {
        self.work_clock
    }
}
