//! Exact tours of strips 3 or 4 wide, for any length, by dynamic programming over the squares in
//! order along the strip. A knight's jump reaches at most two columns ahead, so once a square's
//! jumps forward are chosen only a window of the next `2 * width + 1` squares can still change;
//! a state records, for each square of the window, how many tour edges it has and which loose
//! path end it is joined to. The states are few (hundreds), so the whole strip is decided in
//! linear time: a tour when one exists, and otherwise a proof that none does.

use crate::ai::hashing::KeyMap;
use crate::rules::knight::Board;

/// Squares in the window: the square being decided and the `2 * width + 1` after it.
const SLOTS: usize = 10;
/// A square with no tour edge yet.
const EMPTY: u8 = 0;
/// A square with both its tour edges.
const FULL: u8 = 255;
/// A loose end of a piece of path whose other end is already a finished end of the tour.
const ANCHORED: u8 = 254;

/// What is known after deciding a prefix of the squares. Other slot values are labels: the two
/// loose ends of one piece of path carry the same label.
#[derive(Clone, Copy, PartialEq, Eq)]
struct State {
    slots: [u8; SLOTS],
    /// An open tour has two ends: the start and one more. Whether the other one is placed.
    free_end_used: bool,
    /// The whole tour is formed; every later square must already be on it.
    complete: bool,
}

/// A strip seen lengthwise: square `col * width + row` of the strip is a square of the board.
struct Strip {
    board: Board,
    width: u32,
    length: u32,
    /// Whether strip rows are board rows (the board is wider than tall).
    lengthwise_cols: bool,
}

impl Strip {
    fn new(board: Board) -> Self {
        let lengthwise_cols = board.rows <= board.cols;
        let (width, length) = if lengthwise_cols {
            (board.rows, board.cols)
        } else {
            (board.cols, board.rows)
        };
        Self {
            board,
            width,
            length,
            lengthwise_cols,
        }
    }

    fn squares(&self) -> usize {
        (self.width * self.length) as usize
    }

    fn board_square(&self, index: usize) -> u32 {
        let (row, col) = (index as u32 % self.width, index as u32 / self.width);
        if self.lengthwise_cols {
            self.board.square(row, col)
        } else {
            self.board.square(col, row)
        }
    }

    fn strip_index(&self, square: u32) -> usize {
        let (r, c) = self.board.row_col(square);
        let (row, col) = if self.lengthwise_cols { (r, c) } else { (c, r) };
        (col * self.width + row) as usize
    }

    /// Offsets (in strip squares) of the jumps from `index` to later squares.
    fn forward(&self, index: usize) -> Vec<usize> {
        let (row, col) = (
            index as i64 % self.width as i64,
            index as i64 / self.width as i64,
        );
        [(-1, 2), (1, 2), (-2, 1), (2, 1)]
            .iter()
            .filter_map(|&(dr, dc)| {
                let (r, c) = (row + dr, col + dc);
                (r >= 0 && r < self.width as i64 && c < self.length as i64)
                    .then(|| (c * self.width as i64 + r - index as i64) as usize)
            })
            .collect()
    }
}

impl State {
    fn start() -> Self {
        Self {
            slots: [EMPTY; SLOTS],
            free_end_used: false,
            complete: false,
        }
    }

    fn fresh_label(&self) -> u8 {
        (1..ANCHORED)
            .find(|l| !self.slots.contains(l))
            .expect("a window holds at most five pieces of path")
    }

    /// The other loose end of the piece `label`, besides slot `not`.
    fn partner(&self, label: u8, not: usize) -> Option<usize> {
        (0..SLOTS).find(|&i| i != not && self.slots[i] == label)
    }

    /// Adds the tour edge between slots `a` and `b`; None when that breaks a rule.
    fn add_edge(mut self, a: usize, b: usize, closed: bool) -> Option<Self> {
        if self.complete {
            return None;
        }
        let (sa, sb) = (self.slots[a], self.slots[b]);
        if sa == FULL || sb == FULL {
            return None;
        }
        match (sa, sb) {
            (EMPTY, EMPTY) => {
                let label = self.fresh_label();
                self.slots[a] = label;
                self.slots[b] = label;
            }
            (EMPTY, other) | (other, EMPTY) => {
                // The empty square becomes the piece's new loose end.
                let (empty, end) = if sa == EMPTY { (a, b) } else { (b, a) };
                self.slots[empty] = other;
                self.slots[end] = FULL;
            }
            (ANCHORED, ANCHORED) => {
                // Both finished ends are joined: the tour is whole.
                self.slots[a] = FULL;
                self.slots[b] = FULL;
                self.complete = true;
            }
            (ANCHORED, label) | (label, ANCHORED) => {
                let end = if sa == ANCHORED { b } else { a };
                let other = self.partner(label, end)?;
                self.slots[a] = FULL;
                self.slots[b] = FULL;
                self.slots[other] = ANCHORED;
            }
            (x, y) if x == y => {
                // Joining a piece's own ends makes a cycle: only a closed tour may, at the end.
                if !closed {
                    return None;
                }
                self.slots[a] = FULL;
                self.slots[b] = FULL;
                self.complete = true;
            }
            (x, y) => {
                self.slots[a] = FULL;
                self.slots[b] = FULL;
                for slot in &mut self.slots {
                    if *slot == y {
                        *slot = x;
                    }
                }
            }
        }
        Some(self)
    }

    /// Retires slot 0 (its edges are all decided) and moves the window on by one square.
    fn retire(mut self, is_start: bool, closed: bool) -> Option<Self> {
        let status = self.slots[0];
        match status {
            FULL if is_start && !closed => return None,
            FULL => {}
            EMPTY => return None,
            _ if closed || self.complete => return None,
            _ => {
                // A square with one edge is an end of the open tour: the start or the other end.
                if !is_start {
                    if self.free_end_used {
                        return None;
                    }
                    self.free_end_used = true;
                }
                if status == ANCHORED {
                    self.complete = true;
                } else {
                    let other = self.partner(status, 0)?;
                    self.slots[other] = ANCHORED;
                }
            }
        }
        self.slots.copy_within(1.., 0);
        self.slots[SLOTS - 1] = EMPTY;
        self.normalise();
        Some(self)
    }

    /// The state in 32 bits: three per slot (labels are at most 5), and the two flags.
    fn key(&self) -> u64 {
        let code = |slot: u8| match slot {
            FULL => 7,
            ANCHORED => 6,
            label => u64::from(label),
        };
        let slots = self.slots.iter().fold(0, |key, &s| key << 3 | code(s));
        slots << 2 | u64::from(self.free_end_used) << 1 | u64::from(self.complete)
    }

    /// Renumbers labels in order of first appearance, so equal situations are one state.
    fn normalise(&mut self) {
        // Labels stay small: a fresh one is the least unused, and a window holds at most five.
        let mut map = [0u8; 16];
        let mut next = 1;
        for slot in &mut self.slots {
            if *slot != EMPTY && *slot != FULL && *slot != ANCHORED {
                if map[*slot as usize] == 0 {
                    map[*slot as usize] = next;
                    next += 1;
                }
                *slot = map[*slot as usize];
            }
        }
    }
}

/// How a state was reached, packed: the index of the state before (in its layer) times 16, plus
/// which forward jumps the square took as four bits.
type Step = u32;

/// A tour of a board 3 or 4 squares wide (any length) from `start`, or None when none exists.
pub fn tour(board: Board, start: u32, closed: bool) -> Option<Vec<u32>> {
    complete(board, &[start], closed)
}

/// Which forward jumps of each strip square a tour must take (edges of a given path) and which
/// it may not (they would give a square of the path's inside a third edge), as bit masks over
/// [`Strip::forward`].
struct Fixed {
    required: Vec<u8>,
    forbidden: Vec<u8>,
}

impl Fixed {
    fn of(strip: &Strip, prefix: &[u32], closed: bool) -> Self {
        let squares = strip.squares();
        let index = |sq: u32| strip.strip_index(sq);
        // Squares whose both tour edges the prefix already gives: its inside, and for an open
        // tour its first square (an end, with its one edge).
        let mut full = vec![false; squares];
        if prefix.len() > 1 {
            for &sq in &prefix[1..prefix.len() - 1] {
                full[index(sq)] = true;
            }
            full[index(prefix[0])] = !closed;
        }
        let edges: std::collections::HashSet<(usize, usize)> = prefix
            .windows(2)
            .map(|w| {
                let (a, b) = (index(w[0]), index(w[1]));
                (a.min(b), a.max(b))
            })
            .collect();
        let (mut required, mut forbidden) = (vec![0u8; squares], vec![0u8; squares]);
        for i in 0..squares {
            for (bit, &offset) in strip.forward(i).iter().enumerate() {
                if edges.contains(&(i, i + offset)) {
                    required[i] |= 1 << bit;
                } else if full[i] || full[i + offset] {
                    forbidden[i] |= 1 << bit;
                }
            }
        }
        Self {
            required,
            forbidden,
        }
    }
}

/// A tour of a board 3 or 4 squares wide that begins with `prefix` (a path of knight moves),
/// or None when the prefix cannot be completed: exact, so the hint on a strip never guesses.
pub fn complete(board: Board, prefix: &[u32], closed: bool) -> Option<Vec<u32>> {
    let strip = Strip::new(board);
    assert!(
        (1..=4).contains(&strip.width),
        "the window holds strips up to 4 wide"
    );
    let start = *prefix.first().expect("a tour starts somewhere");
    let start_index = strip.strip_index(start);
    let squares = strip.squares();
    if squares == 1 {
        return (!closed).then(|| vec![start]);
    }
    let fixed = Fixed::of(&strip, prefix, closed);
    // Only the current layer's states are kept; every layer's steps are, to walk back.
    let mut states = vec![State::start()];
    let mut steps: Vec<Vec<Step>> = Vec::with_capacity(squares);
    for index in 0..squares {
        let forward = strip.forward(index);
        let (required, forbidden) = (fixed.required[index], fixed.forbidden[index]);
        let mut next_states = Vec::new();
        let mut next_steps = Vec::new();
        let mut seen: KeyMap<()> = KeyMap::default();
        for (at, state) in states.iter().enumerate() {
            for jumps in 0..1u8 << forward.len() {
                if jumps & required != required || jumps & forbidden != 0 {
                    continue;
                }
                let mut after = Some(*state);
                for (bit, &offset) in forward.iter().enumerate() {
                    if jumps & (1 << bit) != 0 {
                        after = after.and_then(|s| s.add_edge(0, offset, closed));
                    }
                }
                let Some(after) = after.and_then(|s| s.retire(index == start_index, closed)) else {
                    continue;
                };
                if seen.insert(after.key(), ()).is_none() {
                    next_states.push(after);
                    next_steps.push((at as u32) << 4 | u32::from(jumps));
                }
            }
        }
        if next_states.is_empty() {
            return None;
        }
        states = next_states;
        steps.push(next_steps);
    }
    let last = states.iter().position(|s| s.complete)?;
    Some(walk(&strip, &steps, last, prefix))
}

/// Collects the chosen edges back through the layers and walks them from the prefix's first
/// square, through the prefix (a closed tour's first square has two ways to go).
fn walk(strip: &Strip, steps: &[Vec<Step>], last: usize, prefix: &[u32]) -> Vec<u32> {
    let start = prefix[0];
    let squares = strip.squares();
    let mut links: Vec<Vec<u32>> = vec![Vec::with_capacity(2); squares];
    let mut at = last;
    for index in (0..squares).rev() {
        let step = steps[index][at];
        for (bit, &offset) in strip.forward(index).iter().enumerate() {
            if step & (1 << bit) != 0 {
                let (a, b) = (
                    strip.board_square(index),
                    strip.board_square(index + offset),
                );
                links[a as usize].push(b);
                links[b as usize].push(a);
            }
        }
        at = (step >> 4) as usize;
    }
    let mut order = Vec::with_capacity(squares);
    let (mut previous, mut current) = (u32::MAX, start);
    loop {
        order.push(current);
        let ahead = prefix.get(order.len()).copied();
        let Some(&next) = links[current as usize]
            .iter()
            .find(|&&n| n != previous && n != start && ahead.is_none_or(|a| a == n))
        else {
            break;
        };
        previous = current;
        current = next;
    }
    order
}
