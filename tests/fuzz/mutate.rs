//! Mutations of byte strings: bit flips, interesting bytes and tokens, deletions,
//! duplications and splices with another corpus entry; inputs stay under 64 KiB.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const MAX_INPUT: usize = 64 * 1024;

const INTERESTING: &[&[u8]] = &[
    b"0",
    b"-1",
    b"255",
    b"256",
    b"65536",
    b"4294967296",
    b"99999999999999999999",
    b"\n",
    b"\r\n",
    b" ",
    b"\"",
    b"(",
    b")",
    b"[",
    b"]",
    b"{",
    b"}",
    b",",
    b":",
    b"-",
    b"x",
    b"\\",
    b"\xff",
    b"\x00",
    b"\xe4\xb8\xad",
];

pub struct Mutator<'a> {
    rng: SmallRng,
    corpus: &'a [Vec<u8>],
}

impl<'a> Mutator<'a> {
    pub fn new(seed: u64, corpus: &'a [Vec<u8>]) -> Self {
        Self {
            rng: SmallRng::seed_from_u64(seed),
            corpus,
        }
    }

    /// A corpus entry with one to eight mutations.
    pub fn next(&mut self, tokens: &[&str]) -> Vec<u8> {
        let mut input = self.corpus[self.rng.random_range(0..self.corpus.len())].clone();
        for _ in 0..self.rng.random_range(1..=8) {
            self.mutate(&mut input, tokens);
        }
        input.truncate(MAX_INPUT);
        input
    }

    fn position(&mut self, input: &[u8]) -> usize {
        self.rng.random_range(0..=input.len())
    }

    fn mutate(&mut self, input: &mut Vec<u8>, tokens: &[&str]) {
        match self.rng.random_range(0..8) {
            0 if !input.is_empty() => {
                let at = self.rng.random_range(0..input.len());
                input[at] ^= 1 << self.rng.random_range(0..8);
            }
            1 if !input.is_empty() => {
                let at = self.rng.random_range(0..input.len());
                input[at] = self.rng.random();
            }
            2 => {
                let token = INTERESTING[self.rng.random_range(0..INTERESTING.len())];
                let at = self.position(input);
                input.splice(at..at, token.iter().copied());
            }
            3 if !tokens.is_empty() => {
                let token = tokens[self.rng.random_range(0..tokens.len())].as_bytes();
                let at = self.position(input);
                input.splice(at..at, token.iter().copied());
            }
            4 if !input.is_empty() => {
                let from = self.rng.random_range(0..input.len());
                let len = self.rng.random_range(1..=(input.len() - from).min(64));
                input.drain(from..from + len);
            }
            5 if !input.is_empty() => {
                let from = self.rng.random_range(0..input.len());
                let len = self.rng.random_range(1..=(input.len() - from).min(256));
                let piece = input[from..from + len].to_vec();
                let at = self.position(input);
                input.splice(at..at, piece);
            }
            6 => {
                let other = &self.corpus[self.rng.random_range(0..self.corpus.len())];
                if !other.is_empty() {
                    let from = self.rng.random_range(0..other.len());
                    let len = self.rng.random_range(1..=(other.len() - from).min(512));
                    let piece = other[from..from + len].to_vec();
                    let at = self.position(input);
                    input.splice(at..at, piece);
                }
            }
            _ => {
                // Replace a run of digits by another number, often an extreme one.
                if let Some(start) = input.iter().position(u8::is_ascii_digit) {
                    let end = input[start..]
                        .iter()
                        .position(|b| !b.is_ascii_digit())
                        .map_or(input.len(), |e| start + e);
                    let number = match self.rng.random_range(0..4) {
                        0 => "0".to_string(),
                        1 => u64::MAX.to_string(),
                        2 => self.rng.random_range(0..100u32).to_string(),
                        _ => self.rng.random::<u32>().to_string(),
                    };
                    input.splice(start..end, number.into_bytes());
                }
            }
        }
    }
}
