//! Generic perft: leaf counts of the move tree, the standard check of a move generator.

use super::Game;

/// Counts the positions `depth` plies from `game`; a finished game counts as a leaf.
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 || game.outcome().is_some() {
        return 1;
    }
    let moves = game.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = game.clone();
            next.play(mv);
            perft(&next, depth - 1)
        })
        .sum()
}
