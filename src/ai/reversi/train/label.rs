//! Labels: the final margin (discs, side to move) a position is worth. Exact near the end;
//! before that, a fixed-depth search on the weights fitted so far.

use std::sync::Arc;
use std::time::Duration;

use super::super::endgame::EndgameSolver;
use super::super::pattern_eval::PatternEval;
use super::super::{ReversiSearch, eval};
use super::TrainOptions;
use crate::ai::search::Search;
use crate::ai::{Budget, Cancel, Step, Thinking};
use crate::rules::reversi::bits::{Bits, Geometry};
use crate::rules::reversi::position::Position;

/// Labels every position, split over `opts.threads` threads.
pub fn label_all<B: Bits>(
    geo: &Geometry<B>,
    positions: &[Position<B>],
    learned: &Arc<PatternEval>,
    opts: &TrainOptions,
) -> Vec<f32> {
    let chunk = positions.len().div_ceil(opts.threads.max(1)).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = positions
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    let mut solver = EndgameSolver::new(16);
                    part.iter()
                        .map(|pos| label(geo, pos, learned, opts, &mut solver))
                        .collect::<Vec<f32>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a labelling thread panicked"))
            .collect()
    })
}

fn label<B: Bits>(
    geo: &Geometry<B>,
    pos: &Position<B>,
    learned: &Arc<PatternEval>,
    opts: &TrainOptions,
    solver: &mut EndgameSolver,
) -> f32 {
    let empties = pos.empties(geo);
    let exact = empties <= opts.exact_empties;
    if exact && geo.n == 8 {
        let (me, opp) = (pos.me.to_u128() as u64, pos.opp.to_u128() as u64);
        let (score, _) = solver
            .solve(me, opp, u64::MAX)
            .expect("an unlimited budget never runs out");
        return score as f32;
    }
    let (game, depth) = if exact {
        let game = ReversiSearch {
            exact: true,
            ..ReversiSearch::new(*geo, None)
        };
        (game, empties + 4)
    } else {
        // Deep enough that every leaf lies in a phase already fitted: with phases wider than
        // the depth (10x10's are 6 empties) a shallower leaf would meet this phase's weights,
        // still all zero, and label the position 0.
        let width = u32::from(super::phase_width(geo.n as usize));
        let depth = opts.depth.max(empties % width + 1);
        (ReversiSearch::new(*geo, Some(learned.clone())), depth)
    };
    let first = if exact { depth } else { 1 };
    let mut search = Search::with_table(
        game,
        *pos,
        Budget::depth(depth),
        Cancel::default(),
        first,
        14,
    )
    .always_score();
    while search.step(Duration::from_secs(1)) == Step::Running {}
    let (_, score, _) = search.completed().expect("a depth-limited search finishes");
    score as f32 / eval::DISC as f32
}
