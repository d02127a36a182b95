//! The symmetries of a one-player game, found from its compiled tables: the permutations of
//! the cells that map every neighbour along a direction onto a neighbour along the turned or
//! mirrored direction, under which the move rules and the goal stay the same. Positions a
//! symmetry maps onto each other are equally far from the goal, so the solver keys them
//! alike ([`Symmetries::key`]) and searches one of each class.

use crate::rules::jump::bits::Bits;
use crate::rules::jump::{Position, Rules};

/// The non-identity cell maps of a game (`map[cell]` is the cell it goes to).
#[derive(Clone, Debug, Default)]
pub struct Symmetries {
    maps: Vec<Vec<u8>>,
}

/// The direction maps of the compass's dihedral group: turns by `k` eighths, and mirrors.
fn direction_maps() -> impl Iterator<Item = [u8; 8]> {
    (0..8u8).flat_map(|k| {
        let turn: [u8; 8] = std::array::from_fn(|d| (d as u8 + k) % 8);
        let mirror: [u8; 8] = std::array::from_fn(|d| (k + 8 - d as u8) % 8);
        [turn, mirror]
    })
}

fn map_dirs(mask: u8, dirs: &[u8; 8]) -> u8 {
    (0..8)
        .filter(|&d| mask >> d & 1 != 0)
        .fold(0, |m, d| m | 1 << dirs[d])
}

fn map_bits(bits: &Bits, cells: &[u8]) -> Bits {
    bits.cells()
        .fold(Bits::EMPTY, |out, c| out.with(cells[usize::from(c)]))
}

impl Symmetries {
    /// The symmetries of a one-player game's board, moves and goal (none for a game with
    /// several sides or an opening removal, whose turns break them).
    pub fn of(rules: &Rules) -> Self {
        let n = rules.geo.cells();
        if rules.sides.len() != 1 || !rules.opening.is_empty() || n == 0 {
            return Self::default();
        }
        let mut maps: Vec<Vec<u8>> = Vec::new();
        for dirs in direction_maps() {
            if dirs == std::array::from_fn(|d| d as u8) || !moves_keep(rules, &dirs) {
                continue;
            }
            for image in 0..n as u8 {
                if let Some(cells) = grow(rules, &dirs, image)
                    && goal_keeps(rules, &cells)
                    && !maps.contains(&cells)
                    && cells.iter().enumerate().any(|(c, &t)| c as u8 != t)
                {
                    maps.push(cells);
                }
            }
        }
        Self { maps }
    }

    /// How many positions each class holds at most (the identity included).
    pub fn order(&self) -> usize {
        self.maps.len() + 1
    }

    /// A key equal for positions a symmetry relates: the hash of the least of the images'
    /// piece sets (one hash, however many symmetries).
    pub fn key(&self, pos: &Position) -> u64 {
        if self.maps.is_empty() {
            return pos.hash();
        }
        let mut least = *pos;
        let mut image = *pos;
        for cells in &self.maps {
            image.side[0] = map_bits(&pos.side[0], cells);
            for (to, from) in image.kind.iter_mut().zip(&pos.kind) {
                if !from.is_empty() {
                    *to = map_bits(from, cells);
                }
            }
            if (image.side[0], image.kind) < (least.side[0], least.kind) {
                least = image;
            }
        }
        least.hash()
    }
}

/// Whether every kind's steps and jumps use the same directions once turned by `dirs`.
fn moves_keep(rules: &Rules, dirs: &[u8; 8]) -> bool {
    rules.kinds.iter().all(|k| {
        let same = |mask: u8| map_dirs(mask, dirs) == mask;
        same(k.step_one[0]) && same(k.step_any[0]) && k.jumps[0].iter().all(|j| same(j.dirs))
    })
}

/// The cell map that sends cell 0 to `image` and each neighbour along `d` to the image's
/// neighbour along `dirs[d]`, if that is a one-to-one map of the whole board.
fn grow(rules: &Rules, dirs: &[u8; 8], image: u8) -> Option<Vec<u8>> {
    let neighbour = &rules.geo.neighbour;
    let n = neighbour.len();
    let mut cells: Vec<Option<u8>> = vec![None; n];
    let mut taken = vec![false; n];
    cells[0] = Some(image);
    taken[usize::from(image)] = true;
    let mut queue = vec![0usize];
    while let Some(at) = queue.pop() {
        let to = usize::from(cells[at]?);
        for d in 0..8 {
            let (next, next_image) = match (neighbour[at][d], neighbour[to][usize::from(dirs[d])]) {
                (None, None) => continue,
                (Some(next), Some(image)) => (usize::from(next), image),
                _ => return None,
            };
            match cells[next] {
                None => {
                    if taken[usize::from(next_image)] {
                        return None;
                    }
                    cells[next] = Some(next_image);
                    taken[usize::from(next_image)] = true;
                    queue.push(next);
                }
                Some(known) if known != next_image => return None,
                Some(_) => {}
            }
        }
    }
    // A board in pieces is not searched for symmetries.
    cells.into_iter().collect()
}

/// Whether the goal, promotion and forbidden cells are the same sets once mapped.
fn goal_keeps(rules: &Rules, cells: &[u8]) -> bool {
    let end = &rules.end;
    let same = |bits: &Bits| map_bits(bits, cells) == *bits;
    let one_left = match end.one_left {
        Some(Some(cell)) => cells[usize::from(cell)] == cell,
        _ => true,
    };
    one_left
        && same(&end.target[0])
        && same(&end.forbidden_stop[0])
        && end.reach.is_none_or(|(_, zones)| same(&zones[0]))
        && rules
            .kinds
            .iter()
            .all(|k| k.promotes.is_none_or(|(_, zones)| same(&zones[0])))
}
