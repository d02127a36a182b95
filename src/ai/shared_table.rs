//! A transposition table that several search threads read and write at once (Lazy SMP): each
//! slot is two atomic words, the key XOR the data and the data, so a slot torn by two writers
//! reads as a miss instead of as another position's result. Best moves are kept as the
//! search's move ids ([`super::search::SearchGame::move_id`]).

use std::sync::atomic::{AtomicU64, Ordering};

use super::table::{Bound, Entry};

pub struct SharedTable {
    slots: Vec<[AtomicU64; 2]>,
    mask: usize,
}

/// Depths are stored offset by this, in a byte (quiescence frames go below zero).
const DEPTH_OFFSET: i32 = 64;

fn pack(entry: &Entry<u16>) -> u64 {
    let depth = (entry.depth + DEPTH_OFFSET).clamp(0, 255) as u64;
    let bound = match entry.bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    let best = entry.best.map_or(0, |id| u64::from(id) + 1) & 0x1fff;
    u64::from(entry.score as u32) | depth << 32 | bound << 40 | best << 42
}

fn unpack(key: u64, data: u64) -> Entry<u16> {
    let best = (data >> 42 & 0x1fff) as u16;
    Entry {
        key,
        depth: (data >> 32 & 0xff) as i32 - DEPTH_OFFSET,
        score: data as u32 as i32,
        bound: match data >> 40 & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
        best: best.checked_sub(1),
    }
}

impl SharedTable {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Self {
        let len = 1usize << bits;
        Self {
            slots: super::huge_pages::filled_vec(len, || [AtomicU64::new(0), AtomicU64::new(0)]),
            mask: len - 1,
        }
    }

    pub fn get(&self, key: u64) -> Option<Entry<u16>> {
        let slot = &self.slots[key as usize & self.mask];
        let (check, data) = (
            slot[0].load(Ordering::Relaxed),
            slot[1].load(Ordering::Relaxed),
        );
        (check ^ data == key && data != 0).then(|| unpack(key, data))
    }

    /// Starts loading `key`'s slot into the processor's cache.
    pub fn prefetch(&self, key: u64) {
        super::table::prefetch(&self.slots[key as usize & self.mask]);
    }

    /// Replaces the slot's entry when it is another position's or no deeper.
    pub fn put(&self, entry: Entry<u16>) {
        if entry.best.is_some_and(|id| id >= 0x1fff) {
            return;
        }
        if let Some(old) = self.get(entry.key)
            && old.depth > entry.depth
        {
            return;
        }
        let slot = &self.slots[entry.key as usize & self.mask];
        let data = pack(&entry);
        slot[0].store(entry.key ^ data, Ordering::Relaxed);
        slot[1].store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_and_a_torn_slot_reads_as_a_miss() {
        let table = SharedTable::new(4);
        let entry = Entry {
            key: 0x1234_5678_9abc_def0,
            depth: -3,
            score: -(1 << 28) + 17,
            bound: Bound::Upper,
            best: Some(4095),
        };
        table.put(entry);
        let read = table.get(entry.key).expect("stored");
        assert_eq!(
            (read.depth, read.score, read.bound, read.best),
            (-3, entry.score, Bound::Upper, Some(4095))
        );
        // A shallower result does not replace a deeper one of the same position.
        table.put(Entry { depth: -5, ..entry });
        assert_eq!(table.get(entry.key).unwrap().depth, -3);
        // Half of another writer's store: the check word no longer matches.
        let slot = &table.slots[entry.key as usize & table.mask];
        slot[1].store(pack(&Entry { score: 5, ..entry }), Ordering::Relaxed);
        assert!(table.get(entry.key).is_none());
    }
}
