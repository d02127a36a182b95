//! Static evaluation for any square board size: mobility, corners, risky squares next to empty
//! corners, frontier discs, edge-anchored stable discs and, late, disc count.

use crate::ai::search::INFINITY;
use crate::rules::reversi::bits::{Bits, Geometry};
use crate::rules::reversi::position::Position;

/// One disc of final margin, in evaluation units: a won game outscores any evaluation.
pub const DISC: i32 = 1 << 17;
const _: () = assert!(DISC * 121 < INFINITY / 2);
/// The learned evaluation's estimates stay inside the range of real margins.
pub const MAX_ESTIMATE: i32 = DISC * 120;

pub fn final_score<B: Bits>(geo: &Geometry<B>, pos: &Position<B>) -> i32 {
    pos.final_margin(geo) * DISC
}

pub struct Evaluator<B: Bits> {
    geo: Geometry<B>,
    corners: B,
    /// Per corner: the corner, its diagonal neighbour (X-square), its edge neighbours (C-squares).
    corner_zones: Vec<(B, B, B)>,
    edges: Vec<B>,
    weights: Vec<i32>,
}

impl<B: Bits> Evaluator<B> {
    pub fn new(geo: &Geometry<B>) -> Self {
        let n = geo.n;
        let at = |r: u32, c: u32| B::bit(r * n + c);
        let last = n - 1;
        let mut corner_zones = Vec::new();
        let mut corners = B::ZERO;
        for (r, c, dr, dc) in [
            (0, 0, 1i32, 1i32),
            (0, last, 1, -1),
            (last, 0, -1, 1),
            (last, last, -1, -1),
        ] {
            let step = |v: u32, d: i32| (v as i32 + d) as u32;
            let corner = at(r, c);
            let x = at(step(r, dr), step(c, dc));
            let cs = at(step(r, dr), c) | at(r, step(c, dc));
            corners |= corner;
            corner_zones.push((corner, x, cs));
        }
        let mut edges = vec![B::ZERO; 4];
        for i in 0..n {
            edges[0] |= at(0, i);
            edges[1] |= at(last, i);
            edges[2] |= at(i, 0);
            edges[3] |= at(i, last);
        }
        // Ordering weights: corners best, X- and C-squares worst, edges fair.
        let weights = (0..n * n)
            .map(|i| {
                let b = B::bit(i);
                let (r, c) = (i / n, i % n);
                let on_edge = r == 0 || c == 0 || r == last || c == last;
                if corners & b != B::ZERO {
                    100
                } else if corner_zones.iter().any(|z| z.1 & b != B::ZERO) {
                    -50
                } else if corner_zones.iter().any(|z| z.2 & b != B::ZERO) {
                    -20
                } else if on_edge {
                    10
                } else {
                    0
                }
            })
            .collect();
        Self {
            geo: *geo,
            corners,
            corner_zones,
            edges,
            weights,
        }
    }

    pub fn square_weight(&self, cell: u8) -> i32 {
        self.weights[usize::from(cell)]
    }

    /// Discs of `me` that can never flip, found from owned corners along the edges and from
    /// completely filled edges.
    fn stable(&self, me: B, all: B) -> B {
        let mut stable = me & self.corners;
        for &edge in &self.edges {
            if all & edge == edge {
                stable |= me & edge;
            }
        }
        let edge_cells = self.edges.iter().fold(B::ZERO, |a, &e| a | e);
        loop {
            let grown = stable | (me & edge_cells & self.geo.orthogonal_neighbours(stable));
            if grown == stable {
                return stable;
            }
            stable = grown;
        }
    }

    pub fn evaluate(&self, pos: &Position<B>) -> i32 {
        let geo = &self.geo;
        let (me, opp) = (pos.me, pos.opp);
        let my_moves = geo.moves(me, opp).count() as i32;
        let opp_moves = geo.moves(opp, me).count() as i32;
        if my_moves == 0 && opp_moves == 0 {
            return final_score(geo, pos);
        }
        let all = me | opp;
        let empty = geo.full & !all;
        let empties = empty.count() as i32;
        let cells = geo.full.count() as i32;

        let mobility = 1000 * (my_moves - opp_moves) / (my_moves + opp_moves + 2);
        let corners = (me & self.corners).count() as i32 - (opp & self.corners).count() as i32;

        let mut risk = 0;
        for &(corner, x, cs) in &self.corner_zones {
            if corner & empty != B::ZERO {
                risk += 3 * ((opp & x).count() as i32 - (me & x).count() as i32);
                risk += (opp & cs).count() as i32 - (me & cs).count() as i32;
            }
        }
        let next_to_empty = geo.neighbours(empty);
        let frontier = (opp & next_to_empty).count() as i32 - (me & next_to_empty).count() as i32;
        let stable = self.stable(me, all).count() as i32 - self.stable(opp, all).count() as i32;

        // Discs matter only near the end; before that, fewer discs is often better.
        let late = (cells - empties) * 100 / cells;
        let discs = (me.count() as i32 - opp.count() as i32) * (late - 60).max(-10);

        let score =
            3 * mobility + 900 * corners + 150 * risk + 30 * frontier + 120 * stable + 2 * discs;
        score.clamp(-(DISC - 1), DISC - 1)
    }
}
