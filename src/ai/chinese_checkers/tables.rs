//! Per-hole tables, built once for seat 1 (racing up the board) and turned for the others:
//! the distance-to-goal cost the search minimises and the source player's weight table.

use std::sync::LazyLock;

use crate::rules::chinese_checkers::board::{HOLES, geometry};

/// A table per seat (index 0 for seat 1).
pub type SeatTables = [[i16; HOLES]; 6];

/// The hole of seat 1's table that stands for `hole` in `seat`'s table.
fn as_seat_one(hole: u8, seat: u8) -> u8 {
    // Seat s's triangle is seat 1's turned s - 1 sixths clockwise: turn back the rest.
    geometry().turned(hole, (7 - seat) % 6)
}

fn turned_tables(seat_one: impl Fn(u8) -> i16) -> SeatTables {
    let one: Vec<i16> = (0..HOLES as u8).map(seat_one).collect();
    std::array::from_fn(|s| {
        std::array::from_fn(|h| one[usize::from(as_seat_one(h as u8, s as u8 + 1))])
    })
}

/// Lowest total cost of ten marbles: the target triangle filled (0 + 2·1 + 3·2 + 4·3 steps
/// from its tip, times ten, plus the sideways terms of rows c and d).
pub const COST_PER_STEP: i16 = 10;

/// Seat 1's cost of a hole: ten per step to the target's tip (a1), plus one per doubled
/// column off the board's long axis, where marbles find fewer jumps.
fn seat_one_cost(hole: u8) -> i16 {
    let g = geometry();
    let (_, x) = g.place[usize::from(hole)];
    COST_PER_STEP * i16::from(g.distance(hole, 0)) + (i16::from(x) - 12).abs()
}

/// The source player's weights for seat 1: rows gained, with the centre preferred and the
/// target triangle's deep holes worth most.
fn seat_one_weight(hole: u8) -> i16 {
    let g = geometry();
    let (row, x) = g.place[usize::from(hole)];
    let rows_gained = 16 - i16::from(row);
    let off_centre = (i16::from(x) - 12).abs() / 2;
    let deep = if row <= 3 { 3 - i16::from(row) } else { 0 };
    8 * rows_gained - off_centre + 2 * deep
}

pub fn cost() -> &'static SeatTables {
    static COST: LazyLock<SeatTables> = LazyLock::new(|| turned_tables(seat_one_cost));
    &COST
}

pub fn weight() -> &'static SeatTables {
    static WEIGHT: LazyLock<SeatTables> = LazyLock::new(|| turned_tables(seat_one_weight));
    &WEIGHT
}

/// The cost of seat `seat`'s marble on `hole`.
pub fn cost_of(seat: u8, hole: u8) -> i16 {
    cost()[usize::from(seat - 1)][usize::from(hole)]
}

pub fn weight_of(seat: u8, hole: u8) -> i16 {
    weight()[usize::from(seat - 1)][usize::from(hole)]
}

/// The least total cost ten marbles can have: every hole of the target filled.
pub fn home_cost(seat: u8) -> i32 {
    let g = geometry();
    crate::rules::chinese_checkers::board::holes_of(g.target(seat))
        .map(|h| i32::from(cost_of(seat, h)))
        .sum()
}
