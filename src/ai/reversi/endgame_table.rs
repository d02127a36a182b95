//! The exact solver's transposition table. Each bucket is one cache line of two entries: the
//! first keeps the position with the most empties seen there (its subtree cost the most to
//! search), the second the latest other one. A full table so keeps the costly results that a
//! table replacing every entry would lose to the flood of small ones.
//!
//! The solver's threads share it without locks: an entry is three words, the two boards each
//! stored XORed with the data word, so an entry torn by two threads writing at once no longer
//! matches its position and reads as absent (the usual lockless hashing). Relaxed atomics
//! compile to plain loads and stores.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// A position's proven bounds on its exact margin and its best move.
#[derive(Clone, Copy, Default)]
pub struct Entry {
    pub me: u64,
    pub opp: u64,
    pub lower: i8,
    pub upper: i8,
    pub best: u8,
    pub used: bool,
}

impl Entry {
    #[inline(always)]
    fn holds(&self, me: u64, opp: u64) -> bool {
        self.used && self.me == me && self.opp == opp
    }

    /// The squares still empty in the entry's position.
    #[inline(always)]
    fn empties(&self) -> u32 {
        64 - (self.me | self.opp).count_ones()
    }

    /// The bounds, move and used flag in one word (the used flag keeps it non-zero).
    #[inline(always)]
    fn data(&self) -> u64 {
        u64::from(self.lower as u8)
            | u64::from(self.upper as u8) << 8
            | u64::from(self.best) << 16
            | u64::from(self.used) << 24
    }

    #[inline(always)]
    fn from_words(me: u64, opp: u64, data: u64) -> Self {
        Self {
            me,
            opp,
            lower: data as u8 as i8,
            upper: (data >> 8) as u8 as i8,
            best: (data >> 16) as u8,
            used: data >> 24 & 1 == 1,
        }
    }
}

/// One entry as stored: (me ^ data, opp ^ data, data).
#[derive(Default)]
struct Slot([AtomicU64; 3]);

impl Slot {
    #[inline(always)]
    fn load(&self) -> Entry {
        let data = self.0[2].load(Relaxed);
        Entry::from_words(
            self.0[0].load(Relaxed) ^ data,
            self.0[1].load(Relaxed) ^ data,
            data,
        )
    }

    #[inline(always)]
    fn store(&self, entry: Entry) {
        let data = entry.data();
        self.0[0].store(entry.me ^ data, Relaxed);
        self.0[1].store(entry.opp ^ data, Relaxed);
        self.0[2].store(data, Relaxed);
    }
}

#[derive(Default)]
#[repr(align(64))]
struct Bucket([Slot; 2]);

pub struct Table {
    buckets: Vec<Bucket>,
    mask: usize,
}

#[inline(always)]
fn hash(me: u64, opp: u64) -> usize {
    let h = (me ^ opp.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h ^ (h >> 31)) as usize
}

impl Table {
    /// A table of 2^`bits` entries (at least one bucket).
    pub fn new(bits: u32) -> Self {
        let len = 1usize << bits.max(1).saturating_sub(1);
        Self {
            buckets: crate::ai::huge_pages::filled_vec(len, Bucket::default),
            mask: len - 1,
        }
    }

    #[inline(always)]
    fn bucket(&self, me: u64, opp: u64) -> &Bucket {
        &self.buckets[hash(me, opp) & self.mask]
    }

    /// The entry for a position, if the table has it.
    #[inline(always)]
    pub fn get(&self, me: u64, opp: u64) -> Option<Entry> {
        let [first, second] = &self.bucket(me, opp).0;
        let first = first.load();
        if first.holds(me, opp) {
            return Some(first);
        }
        let second = second.load();
        second.holds(me, opp).then_some(second)
    }

    /// Asks the CPU to bring a position's bucket in: a hint only, which never faults.
    #[inline(always)]
    pub fn prefetch(&self, me: u64, opp: u64) {
        let bucket: *const Bucket = self.bucket(me, opp);
        #[cfg(target_arch = "x86_64")]
        // SAFETY: SSE is part of x86-64, and a prefetch reads nothing the program sees.
        unsafe {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            _mm_prefetch::<_MM_HINT_T0>(bucket.cast());
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = bucket;
    }

    /// Keeps `entry`: over its own position's older entry, else in the first place if it has
    /// at least as many empties as the position there (which moves to the second), else in the
    /// second place.
    #[inline]
    pub fn put(&self, entry: Entry) {
        let [first_slot, second_slot] = &self.bucket(entry.me, entry.opp).0;
        let (first, second) = (first_slot.load(), second_slot.load());
        if first.holds(entry.me, entry.opp) {
            first_slot.store(entry);
        } else if second.holds(entry.me, entry.opp) {
            second_slot.store(entry);
        } else if !first.used || entry.empties() >= first.empties() {
            second_slot.store(first);
            first_slot.store(entry);
        } else {
            second_slot.store(entry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(me: u64, opp: u64, lower: i8) -> Entry {
        Entry {
            me,
            opp,
            lower,
            upper: 64,
            best: 0,
            used: true,
        }
    }

    #[test]
    fn a_bucket_keeps_the_costliest_position_and_the_latest() {
        // One bucket: every position shares it.
        let table = Table::new(1);
        let deep = entry(0b11, 0b100, 2); // 61 empties
        let shallow = |k: u32| entry((1 << 40) - 1, 1 << (40 + k), 0); // 23 empties
        table.put(deep);
        table.put(shallow(0));
        table.put(shallow(1));
        assert_eq!(table.get(deep.me, deep.opp).map(|e| e.lower), Some(2));
        assert!(
            table.get(shallow(0).me, shallow(0).opp).is_none(),
            "replaced"
        );
        assert!(table.get(shallow(1).me, shallow(1).opp).is_some());
        // A position's own entry is updated in place.
        table.put(entry(deep.me, deep.opp, 6));
        assert_eq!(table.get(deep.me, deep.opp).map(|e| e.lower), Some(6));
        assert!(table.get(shallow(1).me, shallow(1).opp).is_some());
        // More empties take the first place; the one there moves to the second.
        let deeper = entry(0b1, 0b10, 4);
        table.put(deeper);
        assert!(table.get(deeper.me, deeper.opp).is_some());
        assert_eq!(table.get(deep.me, deep.opp).map(|e| e.lower), Some(6));
        assert!(table.get(shallow(1).me, shallow(1).opp).is_none());
    }

    #[test]
    fn an_entry_torn_by_two_writers_reads_as_absent() {
        let table = Table::new(1);
        let (a, b) = (entry(0b11, 0b100, 2), entry(0b11, 0b100, -8));
        table.put(a);
        // Another thread's write of `b` got as far as its data word.
        let slot = &table.bucket(a.me, a.opp).0[0];
        slot.0[2].store(b.data(), Relaxed);
        assert!(table.get(a.me, a.opp).is_none());
        // Finished, it reads whole.
        table.put(b);
        assert_eq!(table.get(b.me, b.opp).map(|e| e.lower), Some(-8));
    }
}
