//! The learned evaluation's whole-board features beside the patterns. They generalise where
//! a pattern configuration was never seen in training: a bias for the side to move, mobility,
//! edge-anchored stable discs, frontier discs and, per square class (squares the board's
//! symmetries exchange), discs owned. Each is the side to move's count less the other's.

use super::patterns::transform;
use crate::rules::reversi::bits::{Bits, Geometry};

/// Both sides' move counts for the mobility feature.
pub fn move_counts<B: Bits>(geo: &Geometry<B>, me: B, opp: B) -> (u32, u32) {
    (geo.moves(me, opp).count(), geo.moves(opp, me).count())
}

/// Bias, mobility, stable discs, frontier discs; then one per square class.
const FIXED: usize = 4;
/// The most features any board side has (11x11 has 21 square classes).
pub const MAX_SCALARS: usize = FIXED + 21;

pub struct ScalarFeatures {
    corners: u128,
    edges: [u128; 4],
    edge_cells: u128,
    classes: Vec<u128>,
}

impl ScalarFeatures {
    pub fn new(side: usize) -> Self {
        let n = side as u32;
        let bit = |r: u32, c: u32| 1u128 << (r * n + c);
        let last = n - 1;
        let mut edges = [0u128; 4];
        for i in 0..n {
            edges[0] |= bit(0, i);
            edges[1] |= bit(last, i);
            edges[2] |= bit(i, 0);
            edges[3] |= bit(i, last);
        }
        let mut classes: Vec<(u32, u128)> = Vec::new();
        for r in 0..n {
            for c in 0..n {
                let canonical = (0..8)
                    .map(|s| {
                        let (tr, tc) = transform(s, n, (r, c));
                        tr * n + tc
                    })
                    .min()
                    .unwrap();
                match classes.iter_mut().find(|(id, _)| *id == canonical) {
                    Some((_, mask)) => *mask |= bit(r, c),
                    None => classes.push((canonical, bit(r, c))),
                }
            }
        }
        Self {
            corners: bit(0, 0) | bit(0, last) | bit(last, 0) | bit(last, last),
            edges,
            edge_cells: edges.iter().fold(0, |a, e| a | e),
            classes: classes.into_iter().map(|(_, mask)| mask).collect(),
        }
    }

    pub fn count(&self) -> usize {
        FIXED + self.classes.len()
    }

    /// The feature values of a position, the side to move's view; `count()` of them.
    /// `moves` is how many moves each side has.
    #[inline]
    pub fn values<B: Bits>(
        &self,
        geo: &Geometry<B>,
        me: B,
        opp: B,
        moves: (u32, u32),
    ) -> [i32; MAX_SCALARS] {
        let mut out = [0i32; MAX_SCALARS];
        let diff = |mask: B| (me & mask).count() as i32 - (opp & mask).count() as i32;
        out[0] = 1;
        out[1] = moves.0 as i32 - moves.1 as i32;
        let all = me | opp;
        out[2] =
            self.stable(geo, me, all).count() as i32 - self.stable(geo, opp, all).count() as i32;
        out[3] = diff(geo.neighbours(geo.full & !all));
        for (slot, &class) in out[FIXED..].iter_mut().zip(&self.classes) {
            *slot = diff(B::from_u128(class));
        }
        out
    }

    /// Discs of `who` that can never flip: owned corners, grown along the edges (and along
    /// filled edges) through `who`'s discs.
    fn stable<B: Bits>(&self, geo: &Geometry<B>, who: B, all: B) -> B {
        let mut stable = who & B::from_u128(self.corners);
        if stable == B::ZERO {
            return stable;
        }
        for &edge in &self.edges {
            let edge = B::from_u128(edge);
            if all & edge == edge && stable & edge != B::ZERO {
                stable |= who & edge;
            }
        }
        let edge_cells = who & B::from_u128(self.edge_cells);
        loop {
            let grown = stable | (edge_cells & geo.orthogonal_neighbours(stable));
            if grown == stable {
                return stable;
            }
            stable = grown;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_classes_follow_the_symmetries() {
        assert_eq!(ScalarFeatures::new(8).classes.len(), 10);
        assert_eq!(ScalarFeatures::new(6).classes.len(), 6);
        assert_eq!(ScalarFeatures::new(10).classes.len(), 15);
        assert!(ScalarFeatures::new(11).count() <= MAX_SCALARS);
    }

    #[test]
    fn a_full_edge_from_a_corner_is_stable() {
        let geo = Geometry::<u64>::new(8);
        let features = ScalarFeatures::new(8);
        let top_edge = 0xffu64;
        let values = features.values(&geo, top_edge, 1 << 20, (0, 0));
        assert_eq!(values[2], 8);
    }
}
