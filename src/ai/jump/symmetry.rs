//! The symmetries of a one-player game, found from its compiled tables: the permutations of
//! the cells that map every neighbour along a direction onto a neighbour along the turned or
//! mirrored direction, under which the move rules and the goal stay the same. Positions a
//! symmetry maps onto each other are equally far from the goal, so the solver keys them
//! alike ([`Symmetries::key`]) and searches one of each class.

use crate::rules::hash_mix;
use crate::rules::jump::bits::Bits;
use crate::rules::jump::{Position, Rules};

/// The non-identity cell maps of a game (`map[cell]` is the cell it goes to), and each
/// map's image of every byte of a cell set, so that mapping a set costs an OR per byte rather
/// than a step per cell: keying positions is the solvers' hottest work.
#[derive(Clone, Debug, Default)]
pub struct Symmetries {
    maps: Vec<Vec<u8>>,
    /// Bytes of a cell set that can hold cells (8 cells each).
    bytes: usize,
    /// `images[((map * bytes + byte) * 256 + value) * words..][..words]`: the image of
    /// `value` at `byte`, in the words that can hold cells.
    images: Vec<u64>,
}

/// The direction maps of the compass's dihedral group: turns by `k` eighths, and mirrors.
pub(super) fn direction_maps() -> impl Iterator<Item = [u8; 8]> {
    (0..8u8).flat_map(|k| {
        let turn: [u8; 8] = std::array::from_fn(|d| (d as u8 + k) % 8);
        let mirror: [u8; 8] = std::array::from_fn(|d| (k + 8 - d as u8) % 8);
        [turn, mirror]
    })
}

pub(super) fn map_dirs(mask: u8, dirs: &[u8; 8]) -> u8 {
    (0..8)
        .filter(|&d| mask >> d & 1 != 0)
        .fold(0, |m, d| m | 1 << dirs[d])
}

pub(super) fn map_bits(bits: &Bits, cells: &[u8]) -> Bits {
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
            // `n` may be 256: the images are counted in usize.
            for image in 0..n {
                if let Some(cells) = grow(rules, &dirs, image as u8)
                    && goal_keeps(rules, &cells)
                    && !maps.contains(&cells)
                    && cells.iter().enumerate().any(|(c, &t)| c as u8 != t)
                {
                    maps.push(cells);
                }
            }
        }
        let bytes = n.div_ceil(8);
        let words = bytes.div_ceil(8);
        let mut images = Vec::with_capacity(maps.len() * bytes * 256 * words);
        for cells in &maps {
            for byte in 0..bytes {
                for value in 0..256u64 {
                    // Bits past the last cell are never set in a position.
                    let on_board = (0..8).filter(|b| value >> b & 1 != 0 && byte * 8 + b < n);
                    let image = on_board.fold(Bits::EMPTY, |out, b| out.with(cells[byte * 8 + b]));
                    images.extend_from_slice(&image.0[..words]);
                }
            }
        }
        Self {
            maps,
            bytes,
            images,
        }
    }

    /// Words of a cell set that can hold cells.
    fn words(&self) -> usize {
        self.bytes.div_ceil(8)
    }

    /// The image of `bits` under map `map`, a byte at a time.
    fn image(&self, map: usize, bits: &Bits) -> Bits {
        let words = self.words();
        let stride = 256 * words;
        let table = &self.images[map * self.bytes * stride..][..self.bytes * stride];
        let mut out = Bits::EMPTY;
        for byte in 0..self.bytes {
            let value = (bits.0[byte / 8] >> (byte % 8 * 8) & 0xff) as usize;
            if value != 0 {
                let image = &table[byte * stride + value * words..][..words];
                for (to, from) in out.0.iter_mut().zip(image) {
                    *to |= from;
                }
            }
        }
        out
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
        let mut least = (pos.side[0], pos.kind);
        if pos.kind[0] == pos.side[0] {
            // Every piece is of the first kind (a peg board): the kinds follow the pieces,
            // so the least image is the least image of the pieces alone.
            for map in 0..self.maps.len() {
                least.0 = least.0.min(self.image(map, &pos.side[0]));
            }
            least.1[0] = least.0;
        } else {
            for map in 0..self.maps.len() {
                let kinds = pos
                    .kind
                    .map(|k| if k.is_empty() { k } else { self.image(map, &k) });
                least = least.min((self.image(map, &pos.side[0]), kinds));
            }
        }
        self.pieces_hash(pos, &least.0, &least.1)
    }

    /// A hash of a one-player position's counters and piece sets, word by word (cheaper than
    /// [`Position::hash`], which walks the cells).
    fn pieces_hash(&self, pos: &Position, pieces: &Bits, kinds: &[Bits]) -> u64 {
        let words = self.words();
        let counters = u64::from(pos.to_move) | u64::from(pos.removals) << 8;
        let mut h = hash_mix(counters | u64::from(pos.finished) << 16);
        for bits in std::iter::once(pieces).chain(kinds) {
            for &word in &bits.0[..words] {
                h = hash_mix(h ^ word);
            }
        }
        h
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
pub(super) fn grow(rules: &Rules, dirs: &[u8; 8], image: u8) -> Option<Vec<u8>> {
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
