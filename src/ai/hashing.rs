//! A fast hash for 64-bit keys (positions, packed states): the solvers' sets hold millions of
//! them, and SipHash would dominate the search.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

#[derive(Default, Clone, Copy)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        // Multiply-xorshift mixing: cheap, and spreads the bit patterns of bitboards.
        let x = (self.0 ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = x ^ (x >> 32);
    }
}

pub type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

/// A set of small keys under the same fast hash.
pub type KeySet<K> = HashSet<K, BuildHasherDefault<KeyHasher>>;
