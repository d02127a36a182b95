//! Finds threat puzzles in engine games: positions where the side to move wins by
//! continuous fours (VCF), or only with threes too (VCT). Each found win is the shortest
//! (the solver deepens one threat at a time) and comes with every winning first move.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::board::{Geometry, PatternBoard};
use super::threats::ThreatSolver;
use crate::ai::choose;
use crate::rules::Game;
use crate::rules::gomoku::{EMPTY, Gomoku, GomokuMove, GomokuSetup, RuleSet};

/// A found puzzle: the position (cells, colour to move), the winning line, its length in
/// attacker moves, and every first move that wins in that many.
#[derive(Clone, Debug)]
pub struct Found {
    pub cells: Vec<u8>,
    pub to_move: u8,
    pub line: Vec<usize>,
    pub moves: u32,
    pub firsts: Vec<usize>,
    pub threes: bool,
    /// The engine game it came from.
    pub game: u64,
}

/// Searches the positions of `games` engine games (seeded) on a `size` board; calls `found`
/// for each VCF of at least `min_vcf` attacker moves, and each VCT (with no VCF) of at least
/// `min_vct`.
pub fn search_games(
    size: usize,
    set: RuleSet,
    games: u64,
    min_vcf: u32,
    min_vct: u32,
    mut found: impl FnMut(Found),
) {
    for seed in 0..games {
        let mut rng = SmallRng::seed_from_u64(seed * 7_777 + 13);
        let mut game = Gomoku::new(&GomokuSetup::empty(size, set));
        // A random start near the centre, then noisy engine play.
        let centre = (size / 2) as i32;
        for _ in 0..rng.random_range(2..5) {
            let (dr, dc) = (rng.random_range(-2..=2), rng.random_range(-2..=2));
            let cell = ((centre + dr) * size as i32 + centre + dc) as u16;
            if game.check(GomokuMove::Stone(cell)).is_ok() {
                game.play(&GomokuMove::Stone(cell));
            }
        }
        while game.outcome().is_none() {
            if game.placed().len() >= 8 {
                look(&game, seed, min_vcf, min_vct, &mut found);
            }
            let Some(mv) = choose(&game, 2, rng.random()) else {
                break;
            };
            game.play(&mv);
        }
    }
}

fn look(game: &Gomoku, seed: u64, min_vcf: u32, min_vct: u32, found: &mut impl FnMut(Found)) {
    let geo = Geometry::new(game.size(), game.rules());
    let board = PatternBoard::new(&geo, game.cells(), game.colour_to_move());
    let mut fives = Vec::new();
    board.five_points(&geo, board.to_move, &mut fives);
    if !fives.is_empty() {
        return;
    }
    board.five_points(&geo, 3 - board.to_move, &mut fives);
    if !fives.is_empty() {
        return;
    }
    let mut solver = ThreatSolver::new();
    let vcf = solver.solve(&geo, &board, false, 14, 400_000);
    let (line, threes, least, depth) = match vcf {
        Ok(Some(line)) => (line, false, min_vcf, solver.proven_depth),
        Ok(None) => {
            let mut vct = ThreatSolver::new();
            match vct.solve(&geo, &board, true, 4, 400_000) {
                Ok(Some(line)) => (line, true, min_vct, vct.proven_depth),
                _ => return,
            }
        }
        Err(_) => return,
    };
    // Against any defence the win takes at most the proof's threats and the five.
    let moves = depth + 1;
    if moves < least {
        return;
    }
    let Ok(firsts) =
        ThreatSolver::new().winning_first_moves(&geo, &board, threes, moves - 1, 4_000_000)
    else {
        return;
    };
    found(Found {
        cells: game.cells().to_vec(),
        to_move: game.colour_to_move(),
        line,
        moves,
        firsts,
        threes,
        game: seed,
    });
}

/// The board rows of a position for a puzzle file.
pub fn rows(size: usize, cells: &[u8]) -> Vec<String> {
    cells
        .chunks(size)
        .map(|row| {
            row.iter()
                .map(|&c| match c {
                    EMPTY => '.',
                    1 => 'x',
                    _ => 'o',
                })
                .collect()
        })
        .collect()
}
