//! Tours of big boards in linear time: cut the board into blocks of at most 11 x 11,
//! give each block a closed tour found once per block size (and the block holding the start of
//! an open tour on an odd board an open path from the start), then join neighbouring blocks'
//! cycles. Two cycles (or a path and a cycle) join when an edge a-a' of one and b-b' of the
//! other have a-b and a'-b' both knight moves: drop the two edges, add the two cross ones.

use std::collections::HashMap;

use super::search::{Found, PathSearch, mix};
use crate::rules::knight::Board;

const NONE: u32 = u32::MAX;
/// Nodes one block search may spend before it is retried with another tie-break seed.
const BLOCK_BUDGET: u64 = 200_000;
const ATTEMPTS: u64 = 12;

/// How a length is cut into block lengths. All parts but at most one are even, so that every
/// block (except an odd x odd start block) has a closed tour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cuts(pub Vec<u32>);

/// Even parts from 6, 8 and 10.
fn even_parts(len: u32) -> Option<Vec<u32>> {
    match len {
        0 => Some(Vec::new()),
        6 | 8 | 10 => Some(vec![len]),
        12 => Some(vec![6, 6]),
        l if l > 12 && l.is_multiple_of(2) => {
            let mut rest = even_parts(l - 8)?;
            rest.insert(0, 8);
            Some(rest)
        }
        _ => None,
    }
}

/// Every way to cut an odd `len` into even parts and one odd part that covers `target`.
fn odd_cuts(len: u32, target: u32) -> Vec<Cuts> {
    let mut all = Vec::new();
    for odd in [7, 9, 11, 5] {
        if odd > len {
            continue;
        }
        let mut before = 0;
        while before + odd <= len {
            let after = len - before - odd;
            if before <= target && target < before + odd {
                let head = if before == 0 {
                    Some(vec![])
                } else {
                    even_parts(before)
                };
                let tail = if after == 0 {
                    Some(vec![])
                } else {
                    even_parts(after)
                };
                if let (Some(mut head), Some(tail)) = (head, tail) {
                    head.push(odd);
                    head.extend(tail);
                    all.push(Cuts(head));
                }
            }
            before += 2;
        }
    }
    all
}

/// Cuts for one side of the board; `target` is the coordinate an odd part must cover.
fn cuts(len: u32, target: u32) -> Vec<Cuts> {
    if len.is_multiple_of(2) {
        even_parts(len).map(Cuts).into_iter().collect()
    } else {
        odd_cuts(len, target)
    }
}

/// A closed tour of a `rows` x `cols` block as next/previous links, found by search.
fn block_cycle(rows: u32, cols: u32, seed: u64) -> Option<Vec<[u32; 2]>> {
    let board = Board::new(rows, cols);
    let mut search = PathSearch::new(board, &[0], true, seed);
    match search.run(BLOCK_BUDGET) {
        Found::Path(path) => Some(links(&path, true)),
        _ => None,
    }
}

fn links(path: &[u32], closed: bool) -> Vec<[u32; 2]> {
    let mut links = vec![[NONE; 2]; path.len()];
    for pair in path.windows(2) {
        let (a, b) = (pair[0] as usize, pair[1] as usize);
        links[a][1] = b as u32;
        links[b][0] = a as u32;
    }
    if closed {
        let (first, last) = (path[0] as usize, *path.last().unwrap() as usize);
        links[last][1] = first as u32;
        links[first][0] = last as u32;
    }
    links
}

struct Blocks {
    row_starts: Vec<u32>,
    col_starts: Vec<u32>,
}

impl Blocks {
    fn new(rows: &Cuts, cols: &Cuts) -> Self {
        let starts = |cuts: &Cuts| {
            let mut at = 0;
            cuts.0
                .iter()
                .map(|&p| {
                    let s = at;
                    at += p;
                    s
                })
                .collect()
        };
        Self {
            row_starts: starts(rows),
            col_starts: starts(cols),
        }
    }

    fn index_of(starts: &[u32], x: u32) -> usize {
        starts.partition_point(|&s| s <= x) - 1
    }
}

/// Closed block tours by size: several base tours, each usable in four orientations.
struct Templates {
    seed: u64,
    found: HashMap<(u32, u32), Vec<Vec<[u32; 2]>>>,
}

/// Variants a block may try before a join is declared impossible.
const VARIANTS: usize = 16;

impl Templates {
    /// Variant `v` of the closed tour of an `h` x `w` block, as links between local squares.
    fn get(&mut self, h: u32, w: u32, v: usize) -> Option<Vec<[u32; 2]>> {
        let bases = self.found.entry((h, w)).or_default();
        while bases.len() <= v / 4 {
            let seed = mix(self.seed ^ (u64::from(h * 64 + w) << 8) ^ bases.len() as u64);
            bases.push(block_cycle(h, w, seed)?);
        }
        let base = &bases[v / 4];
        let local = Board::new(h, w);
        let orient = |sq: u32| {
            if sq == NONE {
                return NONE;
            }
            let (r, c) = local.row_col(sq);
            let r = if v & 1 == 1 { h - 1 - r } else { r };
            let c = if v & 2 == 2 { w - 1 - c } else { c };
            local.square(r, c)
        };
        let mut out = vec![[NONE; 2]; base.len()];
        for (sq, pair) in base.iter().enumerate() {
            out[orient(sq as u32) as usize] = [orient(pair[0]), orient(pair[1])];
        }
        Some(out)
    }
}

/// Writes a block's local links into the board's links.
fn place(
    board: Board,
    links: &mut [[u32; 2]],
    origin: (u32, u32),
    size: (u32, u32),
    local_links: &[[u32; 2]],
) {
    let local = Board::new(size.0, size.1);
    let to_global = |sq: u32| {
        if sq == NONE {
            NONE
        } else {
            let (r, c) = local.row_col(sq);
            board.square(origin.0 + r, origin.1 + c)
        }
    };
    for (sq, pair) in local_links.iter().enumerate() {
        links[to_global(sq as u32) as usize] = [to_global(pair[0]), to_global(pair[1])];
    }
}

/// Builds a tour of the whole board from `start`: closed, or, when `start` lies in the odd x odd
/// block of the cuts, an open path from it. Returns the squares in order from `start`.
fn assemble(board: Board, rows: &Cuts, cols: &Cuts, start: u32, seed: u64) -> Option<Vec<u32>> {
    let blocks = Blocks::new(rows, cols);
    let (start_row, start_col) = board.row_col(start);
    let start_block = (
        Blocks::index_of(&blocks.row_starts, start_row),
        Blocks::index_of(&blocks.col_starts, start_col),
    );
    let open = rows.0[start_block.0] % 2 == 1 && cols.0[start_block.1] % 2 == 1;
    let mut templates = Templates {
        seed,
        found: HashMap::new(),
    };
    let mut links = vec![[NONE; 2]; board.squares()];
    let mut fill = |links: &mut Vec<[u32; 2]>, bi: usize, bj: usize, variant: usize| {
        let origin = (blocks.row_starts[bi], blocks.col_starts[bj]);
        let size = (rows.0[bi], cols.0[bj]);
        let local_links = if open && (bi, bj) == start_block {
            if variant > 0 {
                return None;
            }
            let local = Board::new(size.0, size.1);
            let from = local.square(start_row - origin.0, start_col - origin.1);
            let Found::Path(path) = PathSearch::new(local, &[from], false, seed).run(BLOCK_BUDGET)
            else {
                return None;
            };
            self::links(&path, false)
        } else {
            templates.get(size.0, size.1, variant)?
        };
        place(board, links, origin, size, &local_links);
        Some(())
    };
    for bi in 0..rows.0.len() {
        for bj in 0..cols.0.len() {
            fill(&mut links, bi, bj, 0)?;
        }
    }

    // Join along each block row left to right, trying other variants of the block on the right
    // (not yet joined to anything) when a boundary offers no pair of edges; then join the block
    // rows down the board.
    for (bi, &h) in rows.0.iter().enumerate() {
        let (r0, r1) = (blocks.row_starts[bi], blocks.row_starts[bi] + h);
        for (bj, &c1) in blocks.col_starts.iter().enumerate().skip(1) {
            let region = (r0, r1, c1 - 2, c1);
            let across = |r: u32, c: u32| c >= c1 && (r0..r1).contains(&r);
            let mut variant = 0;
            while join(board, &mut links, region, across).is_none() {
                variant += 1;
                if variant == VARIANTS {
                    return None;
                }
                fill(&mut links, bi, bj, variant)?;
            }
        }
    }
    for &r1 in &blocks.row_starts[1..] {
        join(board, &mut links, (r1 - 2, r1, 0, board.cols), |r, _| {
            r >= r1
        })?;
    }
    Some(walk(&links, start, open))
}
/// Joins the cycle holding the squares of `region` (rows r0..r1, cols c0..c1) with the one across
/// the boundary, where `across` says which squares are on the other side.
fn join(
    board: Board,
    links: &mut [[u32; 2]],
    (r0, r1, c0, c1): (u32, u32, u32, u32),
    across: impl Fn(u32, u32) -> bool,
) -> Option<()> {
    for r in r0..r1 {
        for c in c0..c1 {
            let a = board.square(r, c);
            for b in board.neighbours(a) {
                let (br, bc) = board.row_col(b);
                if !across(br, bc) {
                    continue;
                }
                for &a2 in &links[a as usize] {
                    for &b2 in &links[b as usize] {
                        if a2 != NONE && b2 != NONE && board.is_knight_move(a2, b2) {
                            relink(links, a, a2, b);
                            relink(links, a2, a, b2);
                            relink(links, b, b2, a);
                            relink(links, b2, b, a2);
                            return Some(());
                        }
                    }
                }
            }
        }
    }
    None
}

fn relink(links: &mut [[u32; 2]], square: u32, old: u32, new: u32) {
    let pair = &mut links[square as usize];
    if pair[0] == old {
        pair[0] = new;
    } else {
        pair[1] = new;
    }
}

/// The squares in order from `start` along the links.
fn walk(links: &[[u32; 2]], start: u32, open: bool) -> Vec<u32> {
    let mut order = Vec::with_capacity(links.len());
    let mut previous = NONE;
    let mut at = start;
    if open {
        debug_assert!(links[start as usize].contains(&NONE));
    }
    loop {
        order.push(at);
        let [x, y] = links[at as usize];
        let next = if x != previous && x != NONE { x } else { y };
        if next == NONE || next == start || order.len() == links.len() {
            break;
        }
        previous = at;
        at = next;
    }
    order
}

/// A tour of a board whose sides are both at least 5, from
/// `start`: closed when the board has closed tours, otherwise open from a corner-coloured start.
/// None when no attempt succeeded.
pub fn tour(board: Board, start: u32) -> Option<Vec<u32>> {
    let (row, col) = board.row_col(start);
    for attempt in 0..ATTEMPTS {
        let seed = mix(attempt);
        for rows in cuts(board.rows, row) {
            for cols in cuts(board.cols, col) {
                if let Some(order) = assemble(board, &rows, &cols, start, seed)
                    && order.len() == board.squares()
                {
                    return Some(order);
                }
            }
        }
    }
    None
}
