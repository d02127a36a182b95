//! The board's symmetries: rotations and reflections of the drawn points that map holes onto
//! holes and jumps onto jumps (and keep the goal hole in place). Positions equal under one are
//! solved once. A position's images under every symmetry are kept together ([`Images`]) so
//! that a child's images are its parent's with three bits flipped: no permuting per node.

use super::puzzle::{NO_NAMED, State};
use crate::rules::peg::{Jump, PegBoard, Target};

/// The most symmetries a board can have here (a hexagon: 6 rotations, 6 mirrors).
pub const MAX_SYMMETRIES: usize = 12;

/// A position under every symmetry of its puzzle (the first is the position itself).
#[derive(Clone, Copy, Debug)]
pub struct Images {
    pegs: [u64; MAX_SYMMETRIES],
    named: [u8; MAX_SYMMETRIES],
}

#[derive(Clone)]
pub struct Symmetries {
    /// Hole permutations, the identity first.
    maps: Vec<Vec<u8>>,
    /// `flips[jump][s]`: the jump's three holes under symmetry `s`, as a mask.
    flips: Vec<[u64; MAX_SYMMETRIES]>,
}

impl Symmetries {
    pub fn of(board: &PegBoard, target: Target) -> Self {
        let points = &board.points;
        let n = points.len() as f32;
        let (cx, cy) = points
            .iter()
            .fold((0.0, 0.0), |(x, y), p| (x + p.0 / n, y + p.1 / n));
        let mut maps: Vec<Vec<u8>> = Vec::new();
        // Every rotation by a multiple of 30 degrees, with and without a mirror, covers the
        // square, triangular and hexagonal lattices.
        for mirror in [false, true] {
            for step in 0..12 {
                let angle = step as f32 * std::f32::consts::PI / 6.0;
                let (sin, cos) = angle.sin_cos();
                let image = |&(x, y): &(f32, f32)| {
                    let (dx, dy) = (x - cx, y - cy);
                    let dx = if mirror { -dx } else { dx };
                    (cx + dx * cos - dy * sin, cy + dx * sin + dy * cos)
                };
                let map: Option<Vec<u8>> = points
                    .iter()
                    .map(|p| {
                        let (x, y) = image(p);
                        points
                            .iter()
                            .position(|q| (q.0 - x).abs() < 1e-3 && (q.1 - y).abs() < 1e-3)
                            .map(|i| i as u8)
                    })
                    .collect();
                let Some(map) = map else { continue };
                let keeps_jumps = board
                    .jumps
                    .iter()
                    .all(|j| board.jumps.contains(&image_of(j, &map)));
                let keeps_goal = match target {
                    Target::OneLeftAt(hole) => map[usize::from(hole)] == hole,
                    _ => true,
                };
                if keeps_jumps && keeps_goal && !maps.contains(&map) && maps.len() < MAX_SYMMETRIES
                {
                    maps.push(map);
                }
            }
        }
        let flips = board
            .jumps
            .iter()
            .map(|j| {
                let mut masks = [0u64; MAX_SYMMETRIES];
                for (s, map) in maps.iter().enumerate() {
                    let k = image_of(j, map);
                    masks[s] = (1u64 << k.from) | (1u64 << k.over) | (1u64 << k.to);
                }
                masks
            })
            .collect();
        Self { maps, flips }
    }

    /// How many symmetries the puzzle has, the identity included.
    #[cfg(test)]
    pub fn count(&self) -> usize {
        self.maps.len()
    }

    pub fn images(&self, state: State) -> Images {
        let mut images = Images {
            pegs: [0; MAX_SYMMETRIES],
            named: [NO_NAMED; MAX_SYMMETRIES],
        };
        for (s, map) in self.maps.iter().enumerate() {
            let mut pegs = state.pegs;
            while pegs != 0 {
                let hole = pegs.trailing_zeros() as usize;
                images.pegs[s] |= 1u64 << map[hole];
                pegs &= pegs - 1;
            }
            if state.named != NO_NAMED {
                images.named[s] = map[usize::from(state.named)];
            }
        }
        images
    }

    /// The images after jump number `jump` (which moves the named piece if it starts there).
    pub fn after(&self, images: &Images, jump: usize, moved: &Jump) -> Images {
        let mut next = *images;
        for s in 0..self.maps.len() {
            next.pegs[s] ^= self.flips[jump][s];
        }
        if images.named[0] == moved.from {
            for (s, map) in self.maps.iter().enumerate() {
                next.named[s] = map[usize::from(moved.to)];
            }
        }
        next
    }

    /// The smallest key among the images: equal for positions that are symmetric.
    pub fn key(&self, images: &Images) -> u64 {
        (0..self.maps.len())
            .map(|s| key_of(images.pegs[s], images.named[s]))
            .min()
            .unwrap_or(0)
    }

    /// The key of a lone position.
    pub fn canonical_key(&self, state: State) -> u64 {
        self.key(&self.images(state))
    }
}

/// One number per position: the pegs, and the named piece's hole above bit 56 (levels with a
/// named piece have at most 56 holes).
pub fn key_of(pegs: u64, named: u8) -> u64 {
    if named == NO_NAMED {
        pegs
    } else {
        pegs | (u64::from(named) + 1) << 56
    }
}

fn image_of(j: &Jump, map: &[u8]) -> Jump {
    Jump {
        from: map[usize::from(j.from)],
        over: map[usize::from(j.over)],
        to: map[usize::from(j.to)],
    }
}
