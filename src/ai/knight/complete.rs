//! Finishing a tour the player started: the search behind the hint and "solve from here".

use std::time::Duration;

use super::search::{Found, PathSearch};
use crate::ai::budget::Instant;
use crate::ai::{Cancel, Step, Thinking};
use crate::rules::Cell;
use crate::rules::knight::KnightTour;

/// Nodes after which a completion search gives up and answers nothing.
const MAX_NODES: u64 = 30_000_000;
/// Nodes between looks at the clock.
const CHUNK: u64 = 2_000;
/// Strips 4 wide up to this long are finished by the exact strip walk (a few milliseconds per
/// hundred columns); longer ones by the search.
const STRIP_WALK_LENGTH: u32 = 200;

/// Searches for a completion of the position's path; its answer is the next square of one, so
/// a hint never leads into a dead end. None when there is no completion (or none was found in
/// the budget).
pub struct Completion {
    search: Option<PathSearch>,
    /// On strips 3 wide (and short ones 4 wide) the exact strip walk answers instead, in the
    /// first step: its "none" is a proof, where the search's can be a budget running out.
    strip: Option<(KnightTour, Vec<u32>)>,
    cancel: Cancel,
    answer_from: usize,
    empty_board_start: Option<Cell>,
}

impl Completion {
    pub fn new(game: &KnightTour, cancel: Cancel) -> Self {
        let squares = game.squares();
        let board = game.board();
        let (short, long) = (board.rows.min(board.cols), board.rows.max(board.cols));
        let narrow = short == 3 || (short == 4 && long <= STRIP_WALK_LENGTH);
        if narrow && !squares.is_empty() {
            return Self {
                search: None,
                strip: Some((game.clone(), squares.clone())),
                cancel,
                answer_from: squares.len(),
                empty_board_start: None,
            };
        }
        let (search, empty_board_start) = if squares.is_empty() {
            // Any tour will do: start where the solver starts one.
            let kind = if game.closed() {
                super::Kind::Closed
            } else {
                super::Kind::Open
            };
            let start = super::tour(board, 0, kind).ok().map(|t| t[0] as Cell);
            (None, start)
        } else {
            (
                Some(PathSearch::new(board, &squares, game.closed(), 7)),
                None,
            )
        };
        Self {
            search,
            strip: None,
            cancel,
            answer_from: squares.len(),
            empty_board_start,
        }
    }
}

impl Thinking<Cell> for Completion {
    fn step(&mut self, slice: Duration) -> Step<Cell> {
        if let Some((game, squares)) = self.strip.take() {
            let tour = super::strip::complete(game.board(), &squares, game.closed());
            return Step::Done(tour.and_then(|t| t.get(self.answer_from).map(|&s| s as Cell)));
        }
        let Some(search) = self.search.as_mut() else {
            return Step::Done(self.empty_board_start);
        };
        let started = Instant::now();
        loop {
            if self.cancel.is_cancelled() || search.nodes() >= MAX_NODES {
                return Step::Done(None);
            }
            match search.run(CHUNK) {
                Found::Path(path) => {
                    return Step::Done(path.get(self.answer_from).map(|&s| s as Cell));
                }
                Found::None => return Step::Done(None),
                Found::Unfinished if started.elapsed() >= slice => return Step::Running,
                Found::Unfinished => {}
            }
        }
    }

    fn nodes(&self) -> u64 {
        self.search.as_ref().map_or(0, PathSearch::nodes)
    }
}

/// The knight's "computer player" is its solver: a hint is the next square of a tour, and
/// "solve from here" plays the tour out. It has one strength.
impl crate::ai::ComputerPlayer for KnightTour {
    const MAX_STRENGTH: u8 = 1;
    const HINT_STRENGTH: u8 = 1;

    fn think(&self, _strength: u8, cancel: Cancel, _seed: u64) -> Box<dyn Thinking<Cell>> {
        Box::new(Completion::new(self, cancel))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::think_to_end;
    use crate::rules::Game;
    use crate::rules::knight::Board;

    #[test]
    fn following_hints_finishes_a_tour() {
        let mut game = KnightTour::new(Board::new(6, 6), true);
        while game.outcome().is_none() {
            let mv = think_to_end(&mut Completion::new(&game, Cancel::default()))
                .expect("a closed tour exists from every position reached by hints");
            game.play(&mv);
        }
        assert_eq!(game.outcome(), Some(crate::rules::Outcome::Win(0)));
    }

    #[test]
    fn following_hints_finishes_a_tour_on_a_long_strip() {
        // 3 x 31: the search alone could run out of budget here; the strip walk is exact.
        let mut game = KnightTour::new(Board::new(3, 31), false);
        game.play(&(Board::new(3, 31).square(1, 17) as Cell));
        while game.outcome().is_none() {
            let mv = think_to_end(&mut Completion::new(&game, Cancel::default()))
                .expect("hints only lead to positions that can be finished");
            game.play(&mv);
        }
        assert_eq!(game.outcome(), Some(crate::rules::Outcome::Win(0)));
    }

    #[test]
    fn a_hopeless_position_has_no_hint() {
        // 5x5 from the corner, then into the centre... take a walk that strands a corner.
        let board = Board::new(5, 5);
        let mut game = KnightTour::new(board, false);
        for sq in [7, 18, 11, 2] {
            assert!(game.legal_moves().contains(&sq), "{sq}");
            game.play(&sq);
        }
        // Corner 0 is reached only from 7 and 11, both used.
        assert_eq!(
            think_to_end(&mut Completion::new(&game, Cancel::default())),
            None
        );
    }
}
