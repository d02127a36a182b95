//! `leapfrog bench reversi --probcut [--games N]`: fits ProbCut's error model on 8x8. Positions
//! come from games of strength 6 (two plies with noise) after 2 to 7 random plies; each is
//! evaluated and searched to every depth up to [`FIT_DEPTH`] on the learned evaluation without cuts,
//! and for each depth the deep score is compared with the shallow one ProbCut would use. It
//! prints the mean and spread of the difference in discs: the table in `ai::reversi::probcut`.

use std::io::Write;
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::ai::reversi::{ReversiSearch, pattern_eval, probcut};
use crate::ai::search::Search;
use crate::ai::{Budget, Cancel, think_to_end};
use crate::rules::Game;
use crate::rules::reversi::{Board, Reversi};

/// The deepest search fitted.
const FIT_DEPTH: i32 = 10;

/// Positions of one self-play game: every fourth ply with 14 to 50 empties.
fn positions(g: u32) -> Vec<Reversi> {
    let mut rng = SmallRng::seed_from_u64(u64::from(g) * 7919 + 11);
    let mut game = Reversi::standard(8);
    for _ in 0..rng.random_range(2..=7) {
        let moves = game.legal_moves();
        game.play(&moves[rng.random_range(0..moves.len())]);
    }
    let mut kept = Vec::new();
    let mut ply = 0;
    while game.outcome().is_none() {
        let empties = 64 - game.pieces().len();
        if ply % 4 == g as usize % 4 && (14..=50).contains(&empties) {
            kept.push(game.clone());
        }
        let mut thinking = crate::ai::reversi::start(&game, 6, Cancel::default(), rng.random());
        let mv = think_to_end(thinking.as_mut()).expect("an unfinished game has a move");
        game.play(&mv);
        ply += 1;
    }
    kept
}

/// The learned evaluation's score (in discs) of the position and of a search to each depth
/// 1..=FIT_DEPTH.
fn scores(game: &Reversi) -> Vec<f64> {
    let Board::Small(geo, pos) = *game.board() else {
        unreachable!("8x8 is the small board")
    };
    let learned = pattern_eval::for_side(8);
    let static_score = {
        let search_game = ReversiSearch::new(geo, learned.clone());
        let score = crate::ai::search::SearchGame::evaluate(&search_game, &pos);
        f64::from(score) / f64::from(crate::ai::reversi::DISC)
    };
    let searched = (1..=FIT_DEPTH).map(|depth| {
        let search_game = ReversiSearch::new(geo, learned.clone());
        let budget = Budget::depth(depth as u32);
        let mut search = Search::new(search_game, pos, budget, Cancel::default(), 1).always_score();
        super::bench::timed_search(&mut search);
        let (_, score, _) = search.completed().expect("a finished search");
        f64::from(score) / f64::from(crate::ai::reversi::DISC)
    });
    std::iter::once(static_score).chain(searched).collect()
}

pub fn run(games: u32, out: &mut dyn Write) -> Result<(), String> {
    if pattern_eval::for_side(8).is_none() {
        return Err("no learned weights for 8x8 are loaded".into());
    }
    let started = Instant::now();
    let threads = super::cores() as u32;
    let rows: Vec<Vec<f64>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads as usize)
                        .flat_map(positions)
                        .map(|p| scores(&p))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a fitting thread"))
            .collect()
    });
    writeln!(
        out,
        "probcut fit on {} positions from {games} games in {:.0} s",
        rows.len(),
        started.elapsed().as_secs_f64()
    )
    .map_err(super::io)?;
    for depth in probcut::FROM_DEPTH..=FIT_DEPTH {
        let shallow = probcut::shallow_depth(depth);
        let diffs: Vec<f64> = rows
            .iter()
            .map(|s| s[depth as usize] - s[shallow as usize])
            .collect();
        let n = diffs.len().max(1) as f64;
        let mean = diffs.iter().sum::<f64>() / n;
        let spread = (diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / n).sqrt();
        writeln!(
            out,
            "depth {depth} from {shallow}: mean {mean:+.2} discs, sigma {spread:.2} discs"
        )
        .map_err(super::io)?;
    }
    Ok(())
}
