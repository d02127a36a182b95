//! Transposition table: one entry per slot, replaced when the new result is at least as deep.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub depth: i32,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<M>,
}

pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Self {
        let len = 1usize << bits;
        Self {
            slots: vec![None; len],
            mask: len - 1,
        }
    }

    pub fn get(&self, key: u64) -> Option<Entry<M>> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Starts loading `key`'s slot into the processor's cache (see [`prefetch`]).
    pub fn prefetch(&self, key: u64) {
        prefetch(&self.slots[key as usize & self.mask]);
    }

    pub fn put(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        if slot.is_none_or(|old| old.key != entry.key || old.depth <= entry.depth) {
            *slot = Some(entry);
        }
    }
}

/// Asks the processor to bring `value`'s cache line in while other work goes on: a large
/// table's slot is mostly in memory, a few hundred cycles away (a no-op off x86-64).
#[inline]
pub fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it reads nothing the program sees and cannot fault.
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
