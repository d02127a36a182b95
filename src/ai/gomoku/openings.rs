//! Random openings for matches and self-play: no book, four stones near the centre.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Stones of an opening: alternately black and white, within this many rows and columns of
/// the centre.
const OPENING_STONES: usize = 4;
const OPENING_REACH: usize = 3;

/// The opening of pair `round`: four distinct random points near the centre.
pub fn opening_cells(size: usize, round: u32) -> Vec<usize> {
    let mut rng = SmallRng::seed_from_u64(u64::from(round) * 104_729 + 17);
    let centre = size / 2;
    let (low, high) = (centre - OPENING_REACH, centre + OPENING_REACH);
    let mut cells = Vec::new();
    while cells.len() < OPENING_STONES {
        let cell = rng.random_range(low..=high) * size + rng.random_range(low..=high);
        if !cells.contains(&cell) {
            cells.push(cell);
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_four_distinct_points_near_the_centre() {
        for round in 0..50 {
            let cells = opening_cells(15, round);
            assert_eq!(cells.len(), 4);
            for (i, &c) in cells.iter().enumerate() {
                assert!(!cells[..i].contains(&c));
                let (x, y) = (c % 15, c / 15);
                assert!((4..=10).contains(&x) && (4..=10).contains(&y), "{x},{y}");
            }
        }
        assert_ne!(opening_cells(15, 0), opening_cells(15, 1));
    }
}
