//! Moves taken back: the positions from which a quiet move (a step that neither captures nor
//! crowns) of the side that just moved leads to a given position. Whether such a move was
//! legal there (no capture was due) is the caller's to check.

use crate::rules::draughts::board::{ALL_DIRECTIONS, Bits, Geometry};
use crate::rules::draughts::movegen::MoveRules;
use crate::rules::draughts::position::Position;

/// Appends every position one quiet move before `pos`.
pub fn predecessors(geo: &Geometry, rules: MoveRules, pos: &Position, out: &mut Vec<Position>) {
    let mover = 1 - pos.side;
    let own = pos.pieces[usize::from(mover)];
    let empty = geo.squares & !pos.occupied();
    let before = |from: u8, to: u8| {
        let mut earlier = *pos;
        earlier.side = mover;
        earlier.pieces[usize::from(mover)] = (own & !(1 << to)) | 1 << from;
        if pos.kings >> to & 1 != 0 {
            earlier.kings = (pos.kings & !(1 << to)) | 1 << from;
        }
        earlier
    };
    // A man stepped forward: it came from the square behind it.
    for dir in Geometry::forward(mover) {
        let back = Geometry::reverse(dir);
        for to in Bits(own & !pos.kings) {
            if let Some(from) = geo.step(to, back)
                && empty >> from & 1 != 0
            {
                out.push(before(from, to));
            }
        }
    }
    // A king came along any diagonal over empty squares (one square without flying kings).
    for to in Bits(own & pos.kings) {
        for dir in ALL_DIRECTIONS {
            let mut next = geo.step(to, dir);
            while let Some(from) = next
                && empty >> from & 1 != 0
            {
                out.push(before(from, to));
                next = if rules.flying_kings {
                    geo.step(from, dir)
                } else {
                    None
                };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::draughts::movegen;

    /// Every quiet move of every position of a random game, taken back, gives the position
    /// it was played from; and nothing else is given.
    #[test]
    fn taking_back_finds_exactly_the_positions_a_quiet_move_came_from() {
        for name in [
            "draughts-international",
            "draughts-english",
            "draughts-glass",
        ] {
            let variant = crate::level::draughts::shipped_or_file(name)
                .expect("shipped")
                .variant;
            let geo = variant.geo;
            let mut rng = 0x9e37_79b9_7f4a_7c15u64;
            let mut pos = variant.start;
            let mut checked = 0;
            for _ in 0..80 {
                // Every position one quiet move before: each has that move to `pos`.
                let mut before = Vec::new();
                predecessors(&geo, variant.moves, &pos, &mut before);
                for earlier in &before {
                    let mut quiet = Vec::new();
                    movegen::quiet_moves(&geo, variant.moves, earlier, &mut quiet);
                    let leads = quiet.iter().any(|mv| {
                        earlier.play(&geo, mv) == pos
                            && earlier.kings >> mv.from & 1 == pos.kings >> mv.to & 1
                    });
                    assert!(leads, "{name}: {earlier:?} has no quiet move to {pos:?}");
                }
                let mut moves = Vec::new();
                movegen::generate(&geo, variant.moves, &pos, &mut moves);
                if moves.is_empty() {
                    break;
                }
                for mv in &moves {
                    let child = pos.play(&geo, mv);
                    let crowned = pos.kings >> mv.from & 1 == 0 && child.kings >> mv.to & 1 != 0;
                    if mv.is_capture() || crowned {
                        continue;
                    }
                    let mut back = Vec::new();
                    predecessors(&geo, variant.moves, &child, &mut back);
                    assert!(back.contains(&pos), "{name}: {mv:?} is not taken back");
                    checked += 1;
                }
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                pos = pos.play(&geo, &moves[(rng % moves.len() as u64) as usize]);
            }
            assert!(checked > 200, "{name}: {checked}");
        }
    }
}
