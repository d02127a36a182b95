//! Hot reload wakes the sleeping window: Bevy's file watcher reloads a changed level file, but
//! only when the app updates, and at rest it does not. This watches the same folders and wakes
//! the window a few times after a change, past Bevy's debounce (0.3 s) and the file's reload.
//! Only in builds with the `hot_reload` feature on desktop; elsewhere it does nothing.

use super::redraw::Waker;

/// When to wake after a change, from the change.
#[cfg(all(feature = "hot_reload", not(target_arch = "wasm32")))]
const WAKES_AFTER_CHANGE: [u64; 3] = [500, 1_000, 2_000];

/// Watches the project's `levels/` (when run from a checkout) and the player's own.
#[cfg(all(feature = "hot_reload", not(target_arch = "wasm32")))]
pub fn watch_levels(waker: Waker) {
    use notify::{RecursiveMode, Watcher};
    use std::sync::mpsc::{self, RecvTimeoutError};
    use std::time::{Duration, Instant};

    let folders: Vec<std::path::PathBuf> = [
        Some(bevy::asset::io::file::FileAssetReader::get_base_path().join("levels")),
        crate::storage::data_dir().map(|root| root.join("levels")),
    ]
    .into_iter()
    .flatten()
    .filter(|folder| folder.is_dir())
    .collect();
    let (changed, changes) = mpsc::channel();
    let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        if event.is_ok_and(|e| !e.kind.is_access()) {
            let _ = changed.send(());
        }
    });
    let mut watcher = match watcher {
        Ok(watcher) => watcher,
        Err(e) => {
            bevy::log::warn!("hot reload: cannot watch the level folders ({e})");
            return;
        }
    };
    for folder in &folders {
        if let Err(e) = watcher.watch(folder, RecursiveMode::Recursive) {
            bevy::log::warn!("hot reload: cannot watch {} ({e})", folder.display());
        }
    }
    // The thread owns the watcher: it lives as long as the app. Each change plans the wakes
    // afresh from itself.
    std::thread::spawn(move || {
        let _watcher = watcher;
        let mut due: Vec<Instant> = Vec::new();
        loop {
            let got = match due.first() {
                Some(at) => changes.recv_timeout(at.saturating_duration_since(Instant::now())),
                None => changes.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match got {
                Ok(()) => {
                    let now = Instant::now();
                    due = WAKES_AFTER_CHANGE
                        .iter()
                        .map(|&ms| now + Duration::from_millis(ms))
                        .collect();
                }
                Err(RecvTimeoutError::Timeout) => {
                    due.remove(0);
                    waker.wake();
                }
                Err(RecvTimeoutError::Disconnected) => return,
            }
        }
    });
}

#[cfg(not(all(feature = "hot_reload", not(target_arch = "wasm32"))))]
pub fn watch_levels(_waker: Waker) {}
