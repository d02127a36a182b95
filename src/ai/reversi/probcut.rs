//! ProbCut for the expert's midgame search (Buro's probabilistic cut-off): a deep score is
//! predicted from a shallow one, with an error whose spread was measured, so a null-window
//! node whose shallow score clears the window by a few spreads is cut without the deep search.
//! The error model is fitted by `leapfrog bench reversi --probcut` on the learned evaluation.

/// The shallowest depth that is cut.
pub const FROM_DEPTH: i32 = 3;

/// The deepest shallow search, by parity of the deep one. The shallow search is recursive and
/// runs inside one step of the sliced search, so it must stay short (a few thousand nodes)
/// for the browser's frames and for a cancel to be seen within a slice.
const SHALLOWEST_CAP: [i32; 2] = [4, 5];

/// The depth of the shallow search that predicts a search of `depth` plies: about a quarter
/// of it, of the same parity (odd and even depths lean opposite ways), at most 4 or 5.
pub fn shallow_depth(depth: i32) -> i32 {
    (2 * (depth / 4) + (depth & 1)).min(SHALLOWEST_CAP[(depth & 1) as usize])
}

/// How far beyond the window, in spreads, a prediction must reach to cut.
const CONFIDENCE: f64 = 1.5;

/// For each depth from [`FROM_DEPTH`] to 10: the deep score's mean lead over the shallow one
/// and the spread of the difference, in 1/100 discs. Measured by
/// `leapfrog bench reversi --probcut --games 60` (556 positions, 14 to 50 empties).
const FIT: [(i32, i32); 8] = [
    (170, 423),
    (-58, 364),
    (85, 300),
    (-96, 433),
    (137, 370),
    (-82, 340),
    (111, 316),
    (-120, 402),
];

/// ProbCut's (shallow depth, expected lead, margin) for a search of `depth` plies, in units
/// of `disc` per disc; deeper searches than those fitted use the deepest fit of their parity,
/// whose shallow depth is the cap they share.
pub fn model(depth: i32, disc: i32) -> Option<(i32, i32, i32)> {
    if depth < FROM_DEPTH {
        return None;
    }
    let last = FROM_DEPTH + FIT.len() as i32 - 1;
    let fitted = if depth <= last {
        depth
    } else {
        last - (depth - last) % 2
    };
    let (lead, spread) = FIT[(fitted - FROM_DEPTH) as usize];
    let scale = |hundredths: f64| (hundredths * f64::from(disc) / 100.0) as i32;
    Some((
        shallow_depth(depth),
        scale(f64::from(lead)),
        scale(CONFIDENCE * f64::from(spread)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_depths_keep_parity_and_stay_shallow() {
        for depth in FROM_DEPTH..40 {
            let shallow = shallow_depth(depth);
            assert!(shallow >= 1 && shallow <= depth - 2, "depth {depth}");
            assert_eq!(shallow % 2, depth % 2, "depth {depth}");
        }
    }

    #[test]
    fn deep_searches_use_the_deepest_fit_of_their_parity() {
        assert_eq!(model(30, 100).map(|m| m.0), model(10, 100).map(|m| m.0));
        assert_eq!(model(31, 100).map(|m| m.0), model(9, 100).map(|m| m.0));
        assert_eq!(model(2, 100), None);
        assert_eq!(model(12, 100).map(|m| m.1), model(10, 100).map(|m| m.1));
        assert_eq!(model(13, 100).map(|m| m.1), model(9, 100).map(|m| m.1));
    }
}
