//! The source's player, the middle strength: every move scored at one ply by the per-hole
//! weight table (turned for the seat), the length of its jump chain, and how it lengthens the
//! longest jump open to its own seat and shortens the longest open to the others. The first
//! moves come from a small opening book, written for seat 1 and turned for each seat.

use crate::rules::Game;
use crate::rules::chinese_checkers::board::{Holes, bit, geometry, holes_of};
use crate::rules::chinese_checkers::notation::parse_path;
use crate::rules::chinese_checkers::{ChineseCheckers, StarMove, moves};
use crate::rules::hash_mix;

use super::tables::weight_of;

/// Seat 1's opening: a step out of the front row, then the two jumps it opens.
pub const BOOK: [&str; 3] = ["n2-m6", "p2-n2", "o1-m5"];

/// Points per hop of a jump chain.
const HOP: i32 = 2;
/// Weight of the change in the longest jump open to the mover, and to the others.
const OWN_LADDER: i32 = 1;
const BLOCK: i32 = 1;

/// The book move for this position, if the seat is still in its first moves and the move
/// is legal.
pub fn book_move(game: &ChineseCheckers) -> Option<StarMove> {
    let seat = game.seat_of_side(game.side_to_move());
    let own_moves = game.moves_played() as usize / game.sides();
    let text = BOOK.get(own_moves)?;
    let g = geometry();
    let holes = parse_path(text).ok()?;
    let turn = seat - 1;
    let (from, to) = (g.turned(holes[0], turn), g.turned(*holes.last()?, turn));
    let mv = StarMove::Go { from, to };
    game.legal_moves().contains(&mv).then_some(mv)
}

/// The best weight gain any marble of `seat` could make in one move.
fn longest_gain(occupied: Holes, marbles: Holes, seat: u8) -> i32 {
    holes_of(marbles)
        .flat_map(|from| {
            holes_of(moves::destinations(occupied, from))
                .map(move |to| i32::from(weight_of(seat, to)) - i32::from(weight_of(seat, from)))
        })
        .max()
        .unwrap_or(0)
}

/// The source's score of one move for the side to move.
pub fn score(game: &ChineseCheckers, from: u8, to: u8) -> i32 {
    let seat = game.seat_of_side(game.side_to_move());
    let gain = i32::from(weight_of(seat, to)) - i32::from(weight_of(seat, from));
    let hops = game.move_path(from, to).len() as i32 - 1;
    let jump = if geometry().distance(from, to) == 1 {
        0
    } else {
        hops
    };
    let before = game.occupied();
    let after = before ^ bit(from) ^ bit(to);
    let mine = game.marbles(seat);
    let mine_after = mine ^ bit(from) ^ bit(to);
    let ladder = longest_gain(after, mine_after, seat) - longest_gain(before, mine, seat);
    let block: i32 = game
        .seats()
        .iter()
        .filter(|&&s| s != seat)
        .map(|&s| {
            let theirs = game.marbles(s);
            longest_gain(before, theirs, s) - longest_gain(after, theirs, s)
        })
        .max()
        .unwrap_or(0);
    4 * gain + HOP * jump + OWN_LADDER * ladder + BLOCK * block
}

/// The source's choice; `noise` adds up to that many points at random (0 for none).
pub fn choose(game: &ChineseCheckers, noise: i32, seed: u64) -> Option<StarMove> {
    if noise == 0
        && let Some(mv) = book_move(game)
    {
        return Some(mv);
    }
    let moves = game.legal_moves();
    moves.iter().copied().max_by_key(|mv| match *mv {
        StarMove::Go { from, to } => {
            let jitter = if noise > 0 {
                let r = hash_mix(seed ^ (u64::from(from) << 8 | u64::from(to)));
                (r % (noise as u64 + 1)) as i32
            } else {
                0
            };
            (score(game, from, to) + jitter, to)
        }
        StarMove::Pass => (i32::MIN, 0),
    })
}
