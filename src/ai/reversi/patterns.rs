//! The pattern shapes of the learned evaluation, fitted to any board side: each shape is a list
//! of cells in one corner's frame, placed on the board under all 8 symmetries. A shape's weights
//! are shared by every placement, and a shape that maps onto itself (an edge mirrored end to
//! end) shares the weights of mirrored configurations too, so the evaluation is symmetric by
//! construction.

/// Cells of a shape as (row, column).
type Cells = Vec<(u32, u32)>;

/// One shape: its configurations (3^cells, each cell empty / mine / theirs) and the compact
/// weight slot of each.
#[derive(Debug)]
pub struct Shape {
    pub name: String,
    pub len: usize,
    /// For each raw configuration index, its slot among the shape's shared weights.
    pub slot_of: Vec<u32>,
    /// How many distinct weights the shape has.
    pub slots: usize,
}

/// One placement of a shape on the board: board cells in the shape's order.
#[derive(Debug)]
pub struct Instance {
    pub shape: usize,
    pub cells: Vec<u8>,
}

/// Every shape and placement for one board side.
#[derive(Debug)]
pub struct PatternSet {
    pub side: u32,
    pub shapes: Vec<Shape>,
    pub instances: Vec<Instance>,
    /// Offset of each shape's first slot in a phase's weights.
    pub slot_offsets: Vec<usize>,
    /// Offset of each shape's first raw configuration in an expanded table.
    pub raw_offsets: Vec<usize>,
    pub total_slots: usize,
    pub total_raw: usize,
}

/// Configuration indexes read cell 0 as the lowest base-3 digit.
pub fn pow3(k: usize) -> usize {
    3usize.pow(k as u32)
}

/// The image of a cell under symmetry `sym` (0 to 7) of an `n`x`n` board.
pub fn transform(sym: u8, n: u32, (r, c): (u32, u32)) -> (u32, u32) {
    let m = n - 1;
    match sym {
        0 => (r, c),
        1 => (c, r),
        2 => (r, m - c),
        3 => (m - r, c),
        4 => (m - r, m - c),
        5 => (m - c, m - r),
        6 => (c, m - r),
        _ => (m - c, r),
    }
}

/// The shapes for an `n`x`n` board. A shape keeps to 10 cells (59,049 configurations), so
/// on 10x10 the edge pattern is the bare edge.
fn shape_cells(n: u32) -> Vec<(String, Cells)> {
    let mut shapes = Vec::new();
    let mut edge: Cells = (0..n).map(|c| (0, c)).collect();
    if n + 2 <= 10 {
        edge.extend([(1, 1), (1, n - 2)]);
        shapes.push(("edge+2X".to_string(), edge));
    } else {
        shapes.push(("edge".to_string(), edge));
    }
    shapes.push((
        "corner 3x3".to_string(),
        (0..3).flat_map(|r| (0..3).map(move |c| (r, c))).collect(),
    ));
    shapes.push((
        "corner 2x5".to_string(),
        (0..2).flat_map(|r| (0..5).map(move |c| (r, c))).collect(),
    ));
    for len in 4..=n.min(10) {
        shapes.push((
            format!("diagonal {len}"),
            (0..len).map(|i| (i, len - 1 - i)).collect(),
        ));
    }
    for row in 1..=3.min(n / 2 - 1) {
        shapes.push((
            format!("row {}", row + 1),
            (0..n).map(|c| (row, c)).collect(),
        ));
    }
    shapes
}

impl PatternSet {
    pub fn new(side: usize) -> Self {
        let n = side as u32;
        let mut shapes = Vec::new();
        let mut instances = Vec::new();
        for (shape_index, (name, cells)) in shape_cells(n).into_iter().enumerate() {
            let mut placed: Vec<Vec<u8>> = Vec::new();
            let mut self_maps: Vec<Vec<usize>> = Vec::new();
            let mut sorted_cells = cells.clone();
            sorted_cells.sort();
            for sym in 0..8 {
                let image: Cells = cells.iter().map(|&p| transform(sym, n, p)).collect();
                let mut sorted = image.clone();
                sorted.sort();
                if sorted == sorted_cells {
                    // A symmetry of the shape itself: where each cell goes within the shape.
                    self_maps.push(
                        image
                            .iter()
                            .map(|p| cells.iter().position(|q| q == p).unwrap())
                            .collect(),
                    );
                }
                let ids: Vec<u8> = image.iter().map(|&(r, c)| (r * n + c) as u8).collect();
                let mut key = ids.clone();
                key.sort();
                let known = placed.iter().any(|p| {
                    let mut k = p.clone();
                    k.sort();
                    k == key
                });
                if !known {
                    placed.push(ids);
                }
            }
            let (slot_of, slots) = shared_slots(cells.len(), &self_maps);
            shapes.push(Shape {
                name,
                len: cells.len(),
                slot_of,
                slots,
            });
            instances.extend(placed.into_iter().map(|cells| Instance {
                shape: shape_index,
                cells,
            }));
        }
        let mut slot_offsets = Vec::new();
        let mut raw_offsets = Vec::new();
        let (mut total_slots, mut total_raw) = (0, 0);
        for shape in &shapes {
            slot_offsets.push(total_slots);
            raw_offsets.push(total_raw);
            total_slots += shape.slots;
            total_raw += shape.slot_of.len();
        }
        Self {
            side: n,
            shapes,
            instances,
            slot_offsets,
            raw_offsets,
            total_slots,
            total_raw,
        }
    }

    /// Each placement's raw configuration index for a board of cell states (0 empty, 1 the side
    /// to move's, 2 the other's).
    #[inline]
    pub fn configurations<'a>(&'a self, states: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        self.instances.iter().map(move |inst| {
            let idx = inst.cells.iter().rev().fold(0usize, |idx, &c| {
                idx * 3 + usize::from(states[usize::from(c)])
            });
            self.raw_offsets[inst.shape] + idx
        })
    }

    /// The weight slot (within a phase) of a raw index from [`PatternSet::configurations`].
    pub fn slot(&self, raw: usize) -> usize {
        let shape = self.raw_offsets.partition_point(|&o| o <= raw) - 1;
        self.slot_offsets[shape]
            + self.shapes[shape].slot_of[raw - self.raw_offsets[shape]] as usize
    }
}

/// Numbers the configurations of a `len`-cell shape so that configurations the shape's own
/// symmetries exchange share one slot.
fn shared_slots(len: usize, self_maps: &[Vec<usize>]) -> (Vec<u32>, usize) {
    let count = pow3(len);
    let mut slot_of = vec![u32::MAX; count];
    let mut slots = 0u32;
    let mut digits = vec![0usize; len];
    for idx in 0..count {
        if slot_of[idx] != u32::MAX {
            continue;
        }
        let mut rest = idx;
        for d in digits.iter_mut() {
            *d = rest % 3;
            rest /= 3;
        }
        for map in self_maps {
            let image: usize = (0..len).map(|i| digits[i] * pow3(map[i])).sum();
            slot_of[image] = slots;
        }
        slot_of[idx] = slots;
        slots += 1;
    }
    (slot_of, slots as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_by_eight_has_the_usual_placements() {
        let set = PatternSet::new(8);
        let count = |name: &str| {
            let s = set.shapes.iter().position(|s| s.name == name).unwrap();
            set.instances.iter().filter(|i| i.shape == s).count()
        };
        assert_eq!(count("edge+2X"), 4);
        assert_eq!(count("corner 3x3"), 4);
        assert_eq!(count("corner 2x5"), 8);
        assert_eq!(count("diagonal 8"), 2);
        assert_eq!(count("diagonal 4"), 4);
        assert_eq!(count("row 2"), 4);
        assert_eq!(count("row 4"), 4);
        // A mirrored edge shares its weight: about half the configurations are slots.
        let edge = &set.shapes[0];
        assert_eq!(edge.slots, (pow3(10) + pow3(5)) / 2);
    }

    #[test]
    fn small_and_large_boards_fit_their_shapes() {
        let six = PatternSet::new(6);
        assert!(six.shapes.iter().any(|s| s.name == "edge+2X" && s.len == 8));
        assert!(six.shapes.iter().all(|s| s.name != "row 4"));
        let ten = PatternSet::new(10);
        assert!(ten.shapes.iter().all(|s| s.len <= 10));
        assert!(ten.shapes.iter().any(|s| s.name == "diagonal 10"));
    }
}
