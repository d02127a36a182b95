//! Learned block patterns: the board of a grid game cut into small windows of at most eight
//! cells (4x4 on a checkered board, 2 rows by 4 columns on a full one), each window's
//! contents read as one of 3^8 configurations (each cell empty, the side's or another
//! side's), and a trained weight per window and configuration. Windows are laid on the first
//! side's board and read through each side's view ([`super::views`]), so one table serves
//! every side, as the native draughts evaluation's 4x4 blocks do. Only games whose board is a
//! grid and whose sides all have views get them.

use super::views::{Views, inverse};
use crate::rules::jump::{Position, Rules};

/// Cells a window may hold.
const MAX_WINDOW: usize = 8;
/// Weight slots per window: every configuration of a full window.
pub const CONFIGURATIONS: usize = 3usize.pow(MAX_WINDOW as u32);
/// A window with fewer cells (at a ragged edge) is left out: it says little.
const MIN_WINDOW: usize = 3;

/// The windows, as each side sees them.
#[derive(Clone, Debug)]
pub struct Blocks {
    /// `cells[side][window]`: the board cells of the window, from that side's view.
    cells: Vec<Vec<Vec<u8>>>,
}

impl Blocks {
    /// The windows of `rules`' board, or None where it is not a grid.
    pub fn new(rules: &Rules, views: &Views) -> Option<Self> {
        let places = &rules.geo.grid_place;
        let n = rules.geo.cells();
        if n == 0 || places.len() != n || views.len() != rules.sides.len() {
            return None;
        }
        let rows = places.iter().map(|p| usize::from(p.0)).max()? + 1;
        let cols = places.iter().map(|p| usize::from(p.1)).max()? + 1;
        let windows = [(4, 4), (2, 4), (2, 2)].into_iter().find_map(|(h, w)| {
            let windows = windows(places, rows, cols, h, w);
            windows
                .iter()
                .all(|cells| cells.len() <= MAX_WINDOW)
                .then_some(windows)
        })?;
        let windows: Vec<Vec<u8>> = windows
            .into_iter()
            .filter(|cells| cells.len() >= MIN_WINDOW)
            .collect();
        if windows.is_empty() {
            return None;
        }
        // A window on the first side's board is, for `side`, the cells it views as those.
        let cells = views
            .iter()
            .map(|view| {
                let seen_as = inverse(view);
                windows
                    .iter()
                    .map(|w| w.iter().map(|&c| seen_as[usize::from(c)]).collect())
                    .collect()
            })
            .collect();
        Some(Self { cells })
    }

    /// Weight slots in all: windows × configurations.
    pub fn slot_count(&self) -> usize {
        self.cells[0].len() * CONFIGURATIONS
    }

    /// The slot of each window's configuration from `side`'s view of `pos`.
    pub fn slots<'a>(&'a self, pos: &'a Position, side: usize) -> impl Iterator<Item = usize> + 'a {
        let own = pos.side[side];
        let occupied = pos.occupied();
        self.cells[side].iter().enumerate().map(move |(w, cells)| {
            let config = cells.iter().rev().fold(0usize, |config, &c| {
                let state = if own.has(c) {
                    1
                } else if occupied.has(c) {
                    2
                } else {
                    0
                };
                config * 3 + state
            });
            w * CONFIGURATIONS + config
        })
    }
}

/// Cells of each `h` by `w` window, the windows two rows and two columns apart.
fn windows(places: &[(u8, u8)], rows: usize, cols: usize, h: usize, w: usize) -> Vec<Vec<u8>> {
    let starts = |len: usize, size: usize| (0..=len.saturating_sub(size)).step_by(2);
    let mut out = Vec::new();
    for top in starts(rows, h) {
        for left in starts(cols, w) {
            let cells = places
                .iter()
                .enumerate()
                .filter(|(_, (r, c))| {
                    let (r, c) = (usize::from(*r), usize::from(*c));
                    (top..top + h).contains(&r) && (left..left + w).contains(&c)
                })
                .map(|(cell, _)| cell as u8)
                .collect();
            out.push(cells);
        }
    }
    out
}

/// Pattern weight slots `rules` takes, or 0 where its board has no windows or views.
pub fn pattern_slot_count(rules: &Rules) -> usize {
    super::views::side_views(rules)
        .and_then(|views| Blocks::new(rules, &views))
        .map_or(0, |b| b.slot_count())
}
