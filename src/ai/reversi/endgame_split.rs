//! Sharing one node's moves among the solver's threads (young brothers wait): once a node's
//! first move is searched without a cut, its other moves go to whichever thread is free,
//! each searched with the best bound found so far. A cut stops them all.
//!
//! Threads are counted, not pooled: a split starts a helper only while fewer threads run than
//! the machine has cores, and a thread waiting for its helpers to finish does not count as
//! running, so the helpers' own nodes may split in its place.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicUsize, Ordering::Relaxed};

/// How many more threads may start: the cores less the threads running.
pub struct Cores {
    free: AtomicIsize,
}

impl Cores {
    /// `threads` in all, counting the one that starts the solve.
    pub fn new(threads: usize) -> Self {
        Self {
            free: AtomicIsize::new(threads as isize - 1),
        }
    }

    /// Takes a core for a new helper, if one is free.
    pub fn claim(&self) -> bool {
        let mut free = self.free.load(Relaxed);
        while free > 0 {
            match self
                .free
                .compare_exchange_weak(free, free - 1, Relaxed, Relaxed)
            {
                Ok(_) => return true,
                Err(now) => free = now,
            }
        }
        false
    }

    /// A thread stops running (it finished, or waits for its helpers).
    pub fn release(&self) {
        self.free.fetch_add(1, Relaxed);
    }

    /// A waiting thread runs again (for a moment one more than the cores may run).
    pub fn resume(&self) {
        self.free.fetch_sub(1, Relaxed);
    }
}

/// The moves of one node being searched by several threads.
pub struct Split<'a> {
    moves: &'a [(i32, u32)],
    next: AtomicUsize,
    pub beta: i32,
    /// The best score and move so far, and the window's lower bound (raised by exact scores).
    state: Mutex<SplitState>,
    /// Set by the move that reaches `beta`: the others' searches are of no use any more.
    pub cut: std::sync::Arc<AtomicBool>,
}

#[derive(Clone, Copy)]
pub struct SplitState {
    pub alpha: i32,
    pub best: (i32, u32),
}

impl<'a> Split<'a> {
    pub fn new(moves: &'a [(i32, u32)], alpha: i32, beta: i32, best: (i32, u32)) -> Self {
        Self {
            moves,
            next: AtomicUsize::new(0),
            beta,
            state: Mutex::new(SplitState { alpha, best }),
            cut: Default::default(),
        }
    }

    /// The next move nobody has taken, unless a cut made the rest useless.
    pub fn take(&self) -> Option<u32> {
        if self.cut.load(Relaxed) {
            return None;
        }
        let at = self.next.fetch_add(1, Relaxed);
        self.moves.get(at).map(|&(_, cell)| cell)
    }

    pub fn alpha(&self) -> i32 {
        self.lock().alpha
    }

    /// Records a move's score (fail-soft for the window it was searched in).
    pub fn report(&self, score: i32, cell: u32) {
        let mut state = self.lock();
        if score > state.best.0 {
            state.best = (score, cell);
            if score > state.alpha {
                state.alpha = score;
                if score >= self.beta {
                    self.cut.store(true, Relaxed);
                }
            }
        }
    }

    pub fn result(&self) -> SplitState {
        *self.lock()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, SplitState> {
        // A participant that panicked leaves the state as consistent as it was.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cores_are_claimed_until_none_is_free_and_come_back() {
        let cores = Cores::new(2);
        assert!(cores.claim());
        assert!(!cores.claim(), "both cores run");
        cores.release();
        assert!(cores.claim());
    }

    #[test]
    fn a_split_hands_each_move_out_once_and_stops_at_a_cut() {
        let moves = [(0, 10), (0, 11), (0, 12)];
        let split = Split::new(&moves, -4, 6, (-65, 9));
        assert_eq!(split.take(), Some(10));
        split.report(2, 10);
        assert_eq!(split.alpha(), 2);
        assert_eq!(split.take(), Some(11));
        split.report(8, 11);
        assert_eq!(split.take(), None, "the cut makes the rest useless");
        let state = split.result();
        assert_eq!(state.best, (8, 11));
    }
}
