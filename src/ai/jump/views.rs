//! Each side's view of the board: the cell map that turns (or mirrors) the board so that the
//! side's start, moves and promotion zone look like the first side's. The evaluation's
//! per-cell weights are read through it, so one table serves every side, and a side's piece
//! on the cell its opponent's mirror image holds is worth the same to it. Games with no such
//! map for some side (Chinese checkers' six points turn by sixths, which the compass's eight
//! directions cannot) have no views and so no per-cell weights.

use super::symmetry::{direction_maps, grow, map_bits, map_dirs};
use crate::rules::jump::Rules;

/// `views[side][cell]`: the cell of the first side's board that `cell` is from `side`'s view.
pub type Views = Vec<Vec<u8>>;

/// The views of every side, or None where some side has none.
pub fn side_views(rules: &Rules) -> Option<Views> {
    let n = rules.geo.cells();
    if n == 0 || n > usize::from(u8::MAX) + 1 {
        return None;
    }
    let identity: Vec<u8> = (0..n).map(|c| c as u8).collect();
    let mut views = vec![identity];
    for side in 1..rules.sides.len() {
        let to_side = direction_maps().find_map(|dirs| {
            if !moves_match(rules, &dirs, side) {
                return None;
            }
            // `n` may be 256: the images are counted in usize.
            (0..n)
                .filter_map(|image| grow(rules, &dirs, image as u8))
                .find(|cells| looks_alike(rules, cells, side))
        })?;
        // `to_side` sends the first side's cells to this side's; the view is its inverse.
        views.push(inverse(&to_side));
    }
    Some(views)
}

/// The cell map that undoes `map` (a one-to-one map of the board's cells): for a view, the
/// cell each cell of the first side's board is from that side.
pub fn inverse(map: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; map.len()];
    for (from, &to) in map.iter().enumerate() {
        out[usize::from(to)] = from as u8;
    }
    out
}

/// Whether every kind's first-side directions, turned by `dirs`, are `side`'s.
fn moves_match(rules: &Rules, dirs: &[u8; 8], side: usize) -> bool {
    rules.kinds.iter().all(|k| {
        let turned = |mask: &[u8]| map_dirs(mask[0], dirs) == mask[side];
        let jumps = k.jumps[0].len() == k.jumps[side].len()
            && k.jumps[0]
                .iter()
                .zip(&k.jumps[side])
                .all(|(a, b)| map_dirs(a.dirs, dirs) == b.dirs);
        turned(&k.step_one) && turned(&k.step_any) && jumps
    })
}

/// Whether `cells` sends the first side's start pieces, promotion and target zones onto
/// `side`'s.
fn looks_alike(rules: &Rules, cells: &[u8], side: usize) -> bool {
    let first = &rules.sides[0];
    let other = &rules.sides[side];
    let starts = first
        .start
        .iter()
        .zip(&other.start)
        .all(|(a, b)| map_bits(a, cells) == *b);
    let promotion = rules.kinds.iter().all(|k| {
        k.promotes
            .is_none_or(|(_, z)| map_bits(&z[0], cells) == z[side])
    });
    let target = map_bits(&rules.end.target[0], cells) == rules.end.target[side];
    let reach = rules
        .end
        .reach
        .is_none_or(|(_, z)| map_bits(&z[0], cells) == z[side]);
    starts && promotion && target && reach
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::jump::load;

    fn views_of(file: &str) -> Option<Views> {
        side_views(&load(file).expect("loads").rules)
    }

    #[test]
    fn each_sides_start_is_the_first_sides_start_in_its_view() {
        for file in [
            "tests/fixtures/jump/draughts-english.ron",
            "tests/fixtures/jump/draughts-international.ron",
            "tests/fixtures/jump/chinese-checkers-2.ron",
        ] {
            let rules = load(file).expect("loads").rules;
            let views = side_views(&rules).unwrap_or_else(|| panic!("{file}: no views"));
            for (side, view) in views.iter().enumerate() {
                let mut seen = view.clone();
                seen.sort_unstable();
                assert!(seen.iter().enumerate().all(|(i, &c)| usize::from(c) == i));
                let start = rules.sides[side].start_cells();
                let viewed = map_bits(&start, view);
                assert_eq!(viewed, rules.sides[0].start_cells(), "{file} side {side}");
            }
        }
    }

    #[test]
    fn a_board_of_256_cells_has_views() {
        let rules = load("halma-2").expect("shipped").rules;
        assert_eq!(rules.geo.cells(), 256);
        assert!(side_views(&rules).is_some());
    }

    #[test]
    fn six_pointed_chinese_checkers_has_no_views() {
        assert!(views_of("tests/fixtures/jump/chinese-checkers-6.ron").is_none());
    }
}
