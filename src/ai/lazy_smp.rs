//! Lazy SMP: helper threads search the same root with the main search and share its
//! transposition table, so the main search finds more of its tree already scored. The main
//! search alone chooses the move and keeps the budget; the helpers stop when it answers (or
//! when this is dropped unanswered). Desktop only: the browser has one thread.

use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use super::search::{Search, SearchGame};
use super::shared_table::SharedTable;
use super::{Budget, Cancel, Step, Thinking};

/// The cores a search may use: all of them on desktop (at most `LEAPFROG_THREADS`, so that
/// matches run side by side or against a one-thread engine stay fair), one in the browser and
/// on the work clock.
pub fn desktop_threads() -> usize {
    // The work clock's searches must not depend on how threads interleave.
    if cfg!(target_arch = "wasm32") || super::budget::work_clock() {
        return 1;
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let cap = std::env::var("LEAPFROG_THREADS").ok();
    thread_cap(cores, cap.as_deref())
}

/// `cores`, or fewer where `cap` is a positive number (anything else is ignored).
pub(crate) fn thread_cap(cores: usize, cap: Option<&str>) -> usize {
    match cap.and_then(|c| c.trim().parse::<usize>().ok()) {
        Some(n) if n > 0 => cores.min(n),
        _ => cores,
    }
}

pub struct LazySmp<G: SearchGame> {
    main: Search<G>,
    stop: Cancel,
    helpers: Vec<JoinHandle<()>>,
}

impl<G: SearchGame + Clone> LazySmp<G> {
    /// The main search and `helpers` more threads, over a table of `2^table_bits` slots.
    pub fn new(
        game: G,
        root: G::Pos,
        budget: Budget,
        cancel: Cancel,
        helpers: usize,
        table_bits: u32,
    ) -> Self {
        let table = Arc::new(SharedTable::new(table_bits));
        Self::with_table(game, root, budget, cancel, helpers, table)
    }

    /// As [`LazySmp::new`] over `table`, which may hold an earlier search's results.
    pub fn with_table(
        game: G,
        root: G::Pos,
        budget: Budget,
        cancel: Cancel,
        helpers: usize,
        table: Arc<SharedTable>,
    ) -> Self {
        let stop = Cancel::default();
        let helpers = (0..helpers)
            .map(|i| {
                let (game, table, stop) = (game.clone(), table.clone(), stop.clone());
                std::thread::spawn(move || {
                    // Odd helpers start a ply deeper, so the threads do not walk in step.
                    let first_depth = 1 + (i as u32 % 2);
                    let mut search =
                        Search::with_shared_table(game, root, budget, stop, first_depth, table);
                    while search.step(Duration::from_millis(20)) == Step::Running {}
                })
            })
            .collect();
        let main = Search::with_shared_table(game, root, budget, cancel, 1, table);
        Self {
            main,
            stop,
            helpers,
        }
    }
}

impl<G: SearchGame> LazySmp<G> {
    fn stop_helpers(&mut self) {
        self.stop.cancel();
        for helper in self.helpers.drain(..) {
            let _ = helper.join();
        }
    }

    /// The main search's best move, score and depth (see [`Search::completed`]).
    pub fn completed(&self) -> Option<(G::Move, i32, i32)> {
        self.main.completed()
    }
}

impl<G: SearchGame> Thinking<G::Move> for LazySmp<G> {
    fn step(&mut self, slice: Duration) -> Step<G::Move> {
        let step = self.main.step(slice);
        if matches!(step, Step::Done(_)) {
            self.stop_helpers();
        }
        step
    }

    fn nodes(&self) -> u64 {
        self.main.nodes()
    }

    fn depth(&self) -> Option<u32> {
        self.main.depth()
    }

    fn score(&self) -> Option<i32> {
        self.main.score()
    }

    fn expected_reply(&self) -> Option<G::Move> {
        self.main.expected_reply()
    }
}

impl<G: SearchGame> Drop for LazySmp<G> {
    fn drop(&mut self) {
        self.stop_helpers();
    }
}
