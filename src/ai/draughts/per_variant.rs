//! A value kept once per variant and process (learned weights, endgame databases, the
//! expert's kept table), made the first time a variant asks for it.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

pub struct PerVariant<T>(OnceLock<Mutex<HashMap<String, T>>>);

impl<T: Clone> PerVariant<T> {
    pub const fn new() -> Self {
        Self(OnceLock::new())
    }

    /// The value kept for `name`, made by `make` if there is none yet. A panic while making
    /// one leaves the others usable.
    pub fn get_or_make(&self, name: &str, make: impl FnOnce() -> T) -> T {
        let mut kept = self
            .0
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        kept.entry(name.to_string()).or_insert_with(make).clone()
    }

    /// Replaces the value kept for `name` (a database built while the program runs).
    pub fn set(&self, name: &str, value: T) {
        self.0
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .insert(name.to_string(), value);
    }
}

#[cfg(test)]
mod tests {
    use super::PerVariant;

    #[test]
    fn a_value_is_made_once_per_name() {
        static KEPT: PerVariant<u32> = PerVariant::new();
        let mut made = 0;
        let mut make = |v| {
            made += 1;
            v
        };
        assert_eq!(KEPT.get_or_make("a", || make(1)), 1);
        assert_eq!(KEPT.get_or_make("a", || make(2)), 1);
        assert_eq!(KEPT.get_or_make("b", || make(3)), 3);
        assert_eq!(made, 2);
    }
}
