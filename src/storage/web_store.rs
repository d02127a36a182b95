//! The browser's local storage as plain functions. Off the web the same functions keep the
//! keys in memory, so the browser shelf's logic runs (and is tested) everywhere.

#[cfg(target_arch = "wasm32")]
mod imp {
    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    pub fn get(key: &str) -> Option<String> {
        storage()?.get_item(key).ok().flatten()
    }

    pub fn set(key: &str, value: &str) -> Result<(), String> {
        let storage = storage().ok_or("the browser gives no local storage")?;
        // Fails when the storage is full (a quota of a few megabytes) or disabled.
        storage
            .set_item(key, value)
            .map_err(|e| format!("the browser refused to store it ({e:?})"))
    }

    pub fn remove(key: &str) {
        if let Some(storage) = storage() {
            let _ = storage.remove_item(key);
        }
    }

    pub fn keys() -> Vec<String> {
        let Some(storage) = storage() else {
            return Vec::new();
        };
        let count = storage.length().unwrap_or(0);
        (0..count)
            .filter_map(|i| storage.key(i).ok().flatten())
            .collect()
    }

    pub fn now_ms() -> u64 {
        js_sys::Date::now() as u64
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use std::collections::BTreeMap;
    use std::sync::Mutex;

    static KEYS: Mutex<BTreeMap<String, String>> = Mutex::new(BTreeMap::new());

    fn keys_locked() -> std::sync::MutexGuard<'static, BTreeMap<String, String>> {
        KEYS.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn get(key: &str) -> Option<String> {
        keys_locked().get(key).cloned()
    }

    pub fn set(key: &str, value: &str) -> Result<(), String> {
        keys_locked().insert(key.into(), value.into());
        Ok(())
    }

    pub fn remove(key: &str) {
        keys_locked().remove(key);
    }

    pub fn keys() -> Vec<String> {
        keys_locked().keys().cloned().collect()
    }

    pub fn now_ms() -> u64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }
}

pub use imp::{get, keys, now_ms, remove, set};
