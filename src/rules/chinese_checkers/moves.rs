//! Where one marble can go: a step to an adjacent empty hole, or a chain of jumps, each over
//! one adjacent marble into the empty hole behind it, never landing on a hole already visited
//! (its start included). Works on the occupied set alone, so the engines reuse it.

use super::board::{Holes, NONE, bit, geometry};

/// Holes reachable by one step from `from`.
pub fn steps(occupied: Holes, from: u8) -> Holes {
    let g = geometry();
    g.neighbour[usize::from(from)]
        .iter()
        .filter(|&&n| n != NONE && occupied & bit(n) == 0)
        .fold(0, |set, &n| set | bit(n))
}

/// Holes reachable by a chain of one or more jumps from `from` (the marble leaves `from`).
pub fn jumps(occupied: Holes, from: u8) -> Holes {
    let g = geometry();
    let occupied = occupied & !bit(from);
    let mut visited = bit(from);
    let mut frontier = bit(from);
    while frontier != 0 {
        let h = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        for d in 0..6 {
            let over = g.neighbour[h][d];
            let land = g.landing[h][d];
            if land == NONE || occupied & bit(over) == 0 {
                continue;
            }
            let land_bit = bit(land);
            if (occupied | visited) & land_bit == 0 {
                visited |= land_bit;
                frontier |= land_bit;
            }
        }
    }
    visited & !bit(from)
}

/// Every hole the marble on `from` can end on.
pub fn destinations(occupied: Holes, from: u8) -> Holes {
    steps(occupied, from) | jumps(occupied, from)
}

/// The path the marble animates from `from` to `to`: a step, or the fewest jumps (the
/// first found in direction order among the shortest). None if `to` is not reachable.
pub fn path(occupied: Holes, from: u8, to: u8) -> Option<Vec<u8>> {
    if steps(occupied, from) & bit(to) != 0 {
        return Some(vec![from, to]);
    }
    let g = geometry();
    let occupied = occupied & !bit(from);
    let mut parent = [NONE; super::board::HOLES];
    let mut visited = bit(from);
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(h) = queue.pop_front() {
        if h == to {
            let mut path = vec![to];
            let mut at = to;
            while at != from {
                at = parent[usize::from(at)];
                path.push(at);
            }
            path.reverse();
            return Some(path);
        }
        for d in 0..6 {
            let over = g.neighbour[usize::from(h)][d];
            let land = g.landing[usize::from(h)][d];
            if land == NONE || occupied & bit(over) == 0 || (occupied | visited) & bit(land) != 0 {
                continue;
            }
            visited |= bit(land);
            parent[usize::from(land)] = h;
            queue.push_back(land);
        }
    }
    None
}

/// Whether `holes` is a path the marble on `holes[0]` may take: one step, or jumps over
/// one marble each into empty holes, visiting no hole twice. Returns why not.
pub fn check_path(occupied: Holes, holes: &[u8]) -> Result<(), String> {
    let g = geometry();
    let from = holes[0];
    let occupied = occupied & !bit(from);
    if holes.len() == 2 && g.neighbour[usize::from(from)].contains(&holes[1]) {
        return if occupied & bit(holes[1]) == 0 {
            Ok(())
        } else {
            Err("the hole is taken".into())
        };
    }
    let mut visited = bit(from);
    for (i, pair) in holes.windows(2).enumerate() {
        let (a, b) = (usize::from(pair[0]), pair[1]);
        let Some(d) = (0..6).find(|&d| g.landing[a][d] == b) else {
            return Err(format!("hop {} is neither a step nor a jump", i + 1));
        };
        if occupied & bit(g.neighbour[a][d]) == 0 {
            return Err(format!("hop {} jumps over an empty hole", i + 1));
        }
        if occupied & bit(b) != 0 {
            return Err(format!("hop {} lands on a marble", i + 1));
        }
        if visited & bit(b) != 0 {
            return Err(format!("hop {} lands on a hole already visited", i + 1));
        }
        visited |= bit(b);
    }
    Ok(())
}

/// Perft by bulk counting: at the last ply the moves of the side to move are counted from
/// its marbles' destination sets, without playing them. Cross-checked against the generic
/// perft over [`crate::rules::Game`].
pub fn perft(game: &super::ChineseCheckers, depth: u32) -> u64 {
    use crate::rules::{Game, chinese_checkers::StarMove};
    if depth == 0 {
        return 1;
    }
    if game.outcome().is_some() {
        // A finished game is a leaf, as in the generic perft.
        return 1;
    }
    if depth == 1 {
        let seat = game.seat_of_side(game.side_to_move());
        let count: u64 = super::board::holes_of(game.marbles(seat))
            .map(|from| u64::from(game.destinations(from).count_ones()))
            .sum();
        return count.max(1);
    }
    game.legal_moves()
        .iter()
        .map(|mv: &StarMove| {
            let mut next = game.clone();
            next.play(mv);
            perft(&next, depth - 1)
        })
        .sum()
}
