//! Backtracking search for a knight's path through every free square of a board, continuing a
//! given prefix. Candidates go in Warnsdorff order (fewest onward jumps first, ties to the square
//! farther from the centre, then a seeded shuffle), and a position is abandoned as soon as some
//! free square can no longer be both entered and left (or, for an open path, two squares can only
//! be the end). The search is a value that runs a node budget at a time, so a caller can slice it.

use crate::rules::knight::Board;

/// What a search concluded after a call to [`PathSearch::run`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The whole path, prefix included.
    Path(Vec<u32>),
    /// Every continuation was tried: there is none.
    None,
    /// The node budget of this call ran out; call again to go on.
    Unfinished,
}

struct Frame {
    candidates: [u32; 8],
    len: u8,
    next: u8,
    /// The forced end square before this frame's square was entered.
    forced_end_before: Option<u32>,
}

pub struct PathSearch {
    board: Board,
    neighbours: Vec<([u32; 8], u8)>,
    visited: Vec<bool>,
    /// Free neighbours of each square.
    free_neighbours: Vec<u8>,
    path: Vec<u32>,
    frames: Vec<Frame>,
    prefix_len: usize,
    closed: bool,
    remaining: usize,
    /// A free square that can only be the last one of an open path.
    forced_end: Option<u32>,
    seed: u64,
    nodes: u64,
    dead_at_start: bool,
    /// Which squares may end the path (all when None).
    end_ok: Option<fn(Board, u32) -> bool>,
    /// Whether to check after each step that the free squares still hang together (worth its
    /// cost on strips 3 or 4 wide, where pockets left behind are the usual dead end).
    check_connected: bool,
    mark: Vec<u32>,
    stamp: u32,
    queue: Vec<u32>,
    /// On a board 4 wide the outer lines touch only the inner ones, so a tour alternates
    /// outer/inner except for at most one inner-to-inner step (see `ai::knight`).
    four_wide: bool,
    inner_steps: u32,
    /// On strips (outside the four-wide rule), candidates are ordered to sweep away from the
    /// end nearer the first square: whether that is the low end (row or column 0).
    sweep_from_low_end: Option<bool>,
}

impl PathSearch {
    /// A search that extends `prefix` (at least one square) to every square of `board`; with
    /// `closed`, the last square must also be a knight's move from the first.
    pub fn new(board: Board, prefix: &[u32], closed: bool, seed: u64) -> Self {
        Self::within(board, &[], prefix, closed, seed)
    }

    /// A search over the squares of `board` not in `excluded` (a mask; empty for none).
    pub fn within(
        board: Board,
        excluded: &[bool],
        prefix: &[u32],
        closed: bool,
        seed: u64,
    ) -> Self {
        assert!(!prefix.is_empty(), "a path starts somewhere");
        let n = board.squares();
        let left_out = excluded.iter().filter(|&&x| x).count();
        let neighbours: Vec<([u32; 8], u8)> = (0..n as u32)
            .map(|sq| {
                let mut list = [0; 8];
                let mut len = 0;
                for t in board.neighbours(sq) {
                    list[len] = t;
                    len += 1;
                }
                (list, len as u8)
            })
            .collect();
        let mut visited = if excluded.is_empty() {
            vec![false; n]
        } else {
            excluded.to_vec()
        };
        for &sq in prefix {
            visited[sq as usize] = true;
        }
        let free_neighbours = (0..n)
            .map(|sq| {
                let (list, len) = &neighbours[sq];
                list[..*len as usize]
                    .iter()
                    .filter(|&&t| !visited[t as usize])
                    .count() as u8
            })
            .collect();
        let mut search = Self {
            board,
            neighbours,
            visited,
            free_neighbours,
            path: prefix.to_vec(),
            frames: Vec::new(),
            prefix_len: prefix.len(),
            closed,
            remaining: n - left_out - prefix.len(),
            forced_end: None,
            seed,
            nodes: 0,
            dead_at_start: false,
            end_ok: None,
            check_connected: board.rows.min(board.cols) <= 4,
            mark: vec![0; n],
            stamp: 0,
            queue: Vec::with_capacity(n),
            four_wide: board.rows.min(board.cols) == 4 && left_out == 0,
            inner_steps: 0,
            sweep_from_low_end: None,
        };
        if search.check_connected && !search.four_wide {
            let (first_row, first_col) = board.row_col(prefix[0]);
            search.sweep_from_low_end = Some(if board.cols >= board.rows {
                2 * first_col < board.cols
            } else {
                2 * first_row < board.rows
            });
        }
        search.inner_steps = prefix
            .windows(2)
            .filter(|p| search.inner_step(p[0], p[1]))
            .count() as u32;
        search.dead_at_start = !search.start_is_viable();
        if !search.dead_at_start {
            let frame = search.frame_for(*prefix.last().unwrap(), None);
            search.frames.push(frame);
        }
        search
    }

    /// Accepts only paths whose last square passes `end_ok`.
    pub fn ending_where(mut self, end_ok: fn(Board, u32) -> bool) -> Self {
        self.end_ok = Some(end_ok);
        self
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn current(&self) -> u32 {
        *self.path.last().unwrap()
    }

    fn first(&self) -> u32 {
        self.path[0]
    }

    fn adjacent(&self, a: u32, b: u32) -> u32 {
        u32::from(self.board.is_knight_move(a, b))
    }

    /// How many path neighbours a free square can still have: free neighbours, the current
    /// square, and for a closed path the first square (once the path has left it).
    fn entries(&self, square: u32) -> u32 {
        let current = self.current();
        let mut entries =
            u32::from(self.free_neighbours[square as usize]) + self.adjacent(square, current);
        if self.closed && current != self.first() {
            entries += self.adjacent(square, self.first());
        }
        entries
    }

    /// Checks every free square once, for a prefix given from outside.
    fn start_is_viable(&mut self) -> bool {
        if self.remaining == 0 {
            return true;
        }
        for sq in 0..self.board.squares() as u32 {
            if self.visited[sq as usize] {
                continue;
            }
            match self.entries(sq) {
                0 => return false,
                1 if self.closed => return false,
                1 => {
                    if self.forced_end.is_some() {
                        return false;
                    }
                    self.forced_end = Some(sq);
                }
                _ => {}
            }
        }
        true
    }

    fn frame_for(&self, square: u32, forced_end_before: Option<u32>) -> Frame {
        let (list, len) = self.neighbours[square as usize];
        let mut candidates = [0u32; 8];
        let mut n = 0;
        for &t in &list[..len as usize] {
            if !self.visited[t as usize] {
                candidates[n] = t;
                n += 1;
            }
        }
        let (rows, cols) = (self.board.rows as i64, self.board.cols as i64);
        let key = |sq: u32| {
            let (r, c) = self.board.row_col(sq);
            let (dr, dc) = (2 * r as i64 + 1 - rows, 2 * c as i64 + 1 - cols);
            let noise = mix(self.seed ^ u64::from(sq)) & 0xff;
            if let Some(from_low_end) = self.sweep_from_low_end {
                // On a strip, sweep from the end nearer the first square, leaving nothing behind.
                let (along, length) = if cols >= rows {
                    (c as i64, cols)
                } else {
                    (r as i64, rows)
                };
                let behind = if from_low_end {
                    along
                } else {
                    length - 1 - along
                };
                return (
                    behind,
                    self.free_neighbours[sq as usize] as i64,
                    noise as i64,
                );
            }
            (
                self.free_neighbours[sq as usize] as i64,
                -(dr * dr + dc * dc),
                noise as i64,
            )
        };
        candidates[..n].sort_by_key(|&sq| key(sq));
        Frame {
            candidates,
            len: n as u8,
            next: 0,
            forced_end_before,
        }
    }

    /// A step between two squares of the inner lines of a board 4 wide.
    fn inner_step(&self, a: u32, b: u32) -> bool {
        let inner = |sq: u32| {
            let (r, c) = self.board.row_col(sq);
            let across = if self.board.rows == 4 { r } else { c };
            across == 1 || across == 2
        };
        self.four_wide && inner(a) && inner(b)
    }

    fn visit(&mut self, square: u32) {
        if self.inner_step(self.current(), square) {
            self.inner_steps += 1;
        }
        self.visited[square as usize] = true;
        let (list, len) = self.neighbours[square as usize];
        for &t in &list[..len as usize] {
            self.free_neighbours[t as usize] -= 1;
        }
        self.path.push(square);
        self.remaining -= 1;
    }

    fn unvisit(&mut self) {
        let square = self.path.pop().unwrap();
        self.visited[square as usize] = false;
        let (list, len) = self.neighbours[square as usize];
        for &t in &list[..len as usize] {
            self.free_neighbours[t as usize] += 1;
        }
        self.remaining += 1;
        if self.inner_step(self.current(), square) {
            self.inner_steps -= 1;
        }
    }

    /// After stepping from `from` onto the current square: can every free square still be
    /// covered? Only the free neighbours of `from` lost a possible path neighbour.
    fn still_viable(&mut self, from: u32) -> bool {
        if self.remaining == 0 {
            let closes = !self.closed || self.board.is_knight_move(self.current(), self.first());
            return closes && self.end_ok.is_none_or(|ok| ok(self.board, self.current()));
        }
        let current = self.current();
        if self.free_neighbours[current as usize] == 0 {
            return false;
        }
        if self.closed && self.free_neighbours[self.first() as usize] == 0 {
            return false;
        }
        let (list, len) = self.neighbours[from as usize];
        for &t in &list[..len as usize] {
            if self.visited[t as usize] {
                continue;
            }
            match self.entries(t) {
                0 => return false,
                1 if self.closed => return false,
                1 => match self.forced_end {
                    Some(end) if end != t => return false,
                    _ => self.forced_end = Some(t),
                },
                _ => {}
            }
        }
        !self.check_connected || self.free_squares_connected()
    }

    /// Whether every free square can be reached from the current one through free squares.
    fn free_squares_connected(&mut self) -> bool {
        self.stamp += 1;
        let stamp = self.stamp;
        let current = self.current();
        self.queue.clear();
        self.queue.push(current);
        self.mark[current as usize] = stamp;
        let mut reached = 0;
        let mut i = 0;
        while i < self.queue.len() {
            let sq = self.queue[i];
            i += 1;
            let (list, len) = self.neighbours[sq as usize];
            for &t in &list[..len as usize] {
                if !self.visited[t as usize] && self.mark[t as usize] != stamp {
                    self.mark[t as usize] = stamp;
                    reached += 1;
                    self.queue.push(t);
                }
            }
        }
        reached == self.remaining
    }

    /// Searches for up to `max_nodes` more nodes.
    pub fn run(&mut self, max_nodes: u64) -> Found {
        if self.dead_at_start {
            return Found::None;
        }
        if self.remaining == 0 {
            return if self.still_viable(self.current()) {
                Found::Path(self.path.clone())
            } else {
                Found::None
            };
        }
        let limit = self.nodes + max_nodes;
        while self.nodes < limit {
            let Some(frame) = self.frames.last_mut() else {
                return Found::None;
            };
            if frame.next == frame.len {
                let forced_end = frame.forced_end_before;
                self.frames.pop();
                if self.frames.is_empty() {
                    return Found::None;
                }
                self.unvisit();
                self.forced_end = forced_end;
                continue;
            }
            let next = frame.candidates[frame.next as usize];
            frame.next += 1;
            if self.remaining > 1 && self.forced_end == Some(next) {
                continue;
            }
            if self.inner_steps > 0 && self.inner_step(self.current(), next) {
                continue;
            }
            self.nodes += 1;
            let from = self.current();
            let before = self.forced_end;
            if self.forced_end == Some(next) {
                self.forced_end = None;
            }
            self.visit(next);
            if !self.still_viable(from) {
                self.unvisit();
                self.forced_end = before;
                continue;
            }
            if self.remaining == 0 {
                return Found::Path(self.path.clone());
            }
            let frame = self.frame_for(next, before);
            self.frames.push(frame);
        }
        debug_assert!(self.path.len() >= self.prefix_len);
        Found::Unfinished
    }
}

/// A 64-bit mixer (splitmix64's finaliser) for seeded tie-breaks.
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
