//! The computer's part in a swap2 opening: three stones to open with, and the choice of a
//! colour (or two more stones) judged by a short search of the position.

use std::time::Duration;

use super::search::GomokuSearch;
use super::{Plan, board_of};
use crate::ai::search::Search;
use crate::ai::{Budget, Cancel, Step, Thinking};
use crate::rules::Game;
use crate::rules::gomoku::{BLACK, EMPTY, Gomoku, GomokuMove, Phase, WHITE};

/// Three-stone openings (black, white, black) as (row, column) steps from the centre,
/// chosen to leave neither side much ahead.
const OPENINGS: [[(i32, i32); 3]; 6] = [
    [(0, 0), (-1, 1), (1, 1)],
    [(0, 0), (-1, 0), (1, 1)],
    [(0, 0), (0, 1), (2, 0)],
    [(0, 0), (-1, 1), (0, 2)],
    [(0, 0), (1, 1), (2, 0)],
    [(0, 0), (-1, -1), (1, 2)],
];

/// The next of the three opening stones.
pub fn opening_stone(game: &Gomoku, seed: u64) -> Option<GomokuMove> {
    let size = game.size() as i32;
    let shape = OPENINGS[(seed % OPENINGS.len() as u64) as usize];
    let placed = game.placed().len().min(2);
    let (dr, dc) = shape[placed];
    let centre = size / 2;
    let cell = (centre + dr) * size + centre + dc;
    let free = |c: i32| game.cells().get(c as usize) == Some(&EMPTY);
    if free(cell) {
        return Some(GomokuMove::Stone(cell as u16));
    }
    game.legal_moves().into_iter().next()
}

/// Black's margin, in evaluation points, below which the position counts as even.
const EVEN: i32 = 60;

/// Chooses black, white or two more stones from a short search of the position.
struct ColourChoice {
    search: Search<GomokuSearch>,
    phase: Phase,
    /// The colour that moves in the searched position.
    mover: u8,
}

impl Thinking<GomokuMove> for ColourChoice {
    fn step(&mut self, slice: Duration) -> Step<GomokuMove> {
        if let Step::Running = self.search.step(slice) {
            return Step::Running;
        }
        let score = self.search.completed().map_or(0, |(_, score, _)| score);
        let white_score = if self.mover == WHITE { score } else { -score };
        let choice = match self.phase {
            Phase::Choose if white_score.abs() < EVEN => GomokuMove::More,
            _ if white_score >= 0 => GomokuMove::Take(WHITE),
            _ => GomokuMove::Take(BLACK),
        };
        Step::Done(Some(choice))
    }

    fn nodes(&self) -> u64 {
        self.search.nodes()
    }
}

pub fn choose_colour(
    game: &Gomoku,
    strength: u8,
    plan: Plan,
    cancel: Cancel,
    seed: u64,
) -> Box<dyn Thinking<GomokuMove>> {
    let (geo, board) = board_of(game);
    let search = GomokuSearch {
        geo,
        width: plan.width.max(6),
        noise: plan.noise,
        seed,
        notes: Default::default(),
        fail_high_probes: false,
    };
    let depth = if strength <= 1 { 1 } else { plan.depth.min(4) };
    let budget = Budget {
        max_depth: Some(depth),
        max_nodes: None,
        max_time: Some(plan.time.max(Duration::from_millis(200)) / 2),
        whole_time: false,
    };
    Box::new(ColourChoice {
        search: Search::new(search, board, budget, cancel, 1).always_score(),
        phase: game.phase(),
        mover: game.colour_to_move(),
    })
}
