//! A game played by some of its file's sides, in a chosen order (`newgame 1,3,5` of the
//! engine protocol): the description rewritten before it is compiled. A side left out leaves
//! its pieces off the board; a zone that names another side follows it to its new number.

use super::spec::{Board, CellSet, JumpGame};

/// `spec` with only the sides numbered (from 1) in `seats`, in that order.
pub fn with_seats(spec: &JumpGame, seats: &[u8]) -> Result<JumpGame, String> {
    let n = spec.sides.len() as u8;
    if seats.is_empty() || seats.iter().any(|&s| s == 0 || s > n) {
        return Err(format!("seats are side numbers from 1 to {n}"));
    }
    if (1..seats.len()).any(|i| seats[..i].contains(&seats[i])) {
        return Err("a side is named twice".into());
    }
    let new_number = |old: u8| seats.iter().position(|&s| s == old).map(|i| i as u8 + 1);
    let mut out = spec.clone();
    out.sides = Vec::new();
    for &seat in seats {
        let mut side = spec.sides[usize::from(seat - 1)].clone();
        let renumber = |set: &mut CellSet| -> Result<(), String> {
            if let CellSet::ZoneOf(other, name) = set {
                *other = new_number(*other).ok_or_else(|| {
                    format!("side {seat}'s zone needs side {other}'s `{name}`, which does not play")
                })?;
            }
            Ok(())
        };
        for set in side.start.iter_mut() {
            renumber(set)?;
        }
        for zone in &mut side.zones {
            for set in zone.cells.iter_mut() {
                renumber(set)?;
            }
        }
        out.sides.push(side);
    }
    // The pieces of the sides that do not play leave the art.
    if let Board::Grid { art, .. } = &mut out.board {
        let gone: Vec<char> = spec
            .sides
            .iter()
            .enumerate()
            .filter(|(i, _)| !seats.contains(&(*i as u8 + 1)))
            .filter_map(|(_, side)| side.mark)
            .collect();
        for row in art.iter_mut() {
            *row = row
                .chars()
                .map(|c| {
                    if gone.contains(&c.to_ascii_lowercase()) {
                        '.'
                    } else {
                        c
                    }
                })
                .collect();
        }
    }
    Ok(out)
}
