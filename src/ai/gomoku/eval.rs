//! The static evaluation: the running worth of both colours' empty points (kept by
//! [`PatternBoard`]), tempo terms for the side to move, and the fork potential of the points
//! near the stones, which the sum over single lines cannot see; or, where the rule set has
//! fitted weights, the learned evaluation ([`super::learned`]).

use super::board::{Geometry, PatternBoard, VALUES};
use super::patterns::Shape;
use crate::rules::gomoku::{BLACK, EMPTY, RuleSet, WHITE};

/// Share (in tenths) of an open three's open-four points that the side to move, facing that
/// one three without a four of its own, takes off: it blocks the three next move, so the
/// three's full worth at a leaf is a horizon effect that made the search over-defend.
const BLOCKED_THREE_TENTHS: i32 = 8;

/// What a point is worth to a colour for the forks a stone there would start: two open threes
/// (a fork now), an open three with an open two, two open twos (a fork in two moves).
const FORK_NOW: i32 = 150;
const THREE_AND_TWO: i32 = 60;
const TWO_TWOS: i32 = 15;

/// The score for the side to move: the learned evaluation where the board has weights,
/// else the hand-set one.
pub fn evaluate(board: &PatternBoard, geo: &Geometry) -> i32 {
    match &geo.learned {
        Some(learned) => learned.evaluate(board, geo),
        None => hand_set(board, geo),
    }
}

/// The hand-set score for the side to move.
pub fn hand_set(board: &PatternBoard, geo: &Geometry) -> i32 {
    lines_and_tempo(board) + fork_potential(board, geo)
}

/// What each side's points are worth over their lines, the side to move counting a little
/// more (it plays next), with the tempo terms.
fn lines_and_tempo(board: &PatternBoard) -> i32 {
    let me = usize::from(board.to_move - 1);
    let opp = 1 - me;
    let mut score = (board.worth(me) * 3) / 2 - board.worth(opp);
    let open_four = Shape::OpenFour as usize;
    // Tempo: the side to move with a five point wins; with an open three it makes an
    // open four; facing two open threes (four or more open-four points) without a four
    // of its own, it cannot stop both; facing one, it blocks it.
    if board.count(me, Shape::Five) > 0 {
        score += 3000;
    } else if board.count(me, Shape::OpenFour) > 0 {
        score += 1500;
    } else if board.count(opp, Shape::OpenFour) >= 4 && board.count(me, Shape::Four) == 0 {
        score -= 1500;
    } else if board.count(opp, Shape::OpenFour) > 0 && board.count(me, Shape::Four) == 0 {
        score -= 150;
        score += board.count(opp, Shape::OpenFour) * VALUES[open_four] * BLOCKED_THREE_TENTHS / 10;
    }
    score
}

/// Fork points near the stones: the side to move's count for it, the opponent's against.
fn fork_potential(board: &PatternBoard, geo: &Geometry) -> i32 {
    let mut score = 0;
    for cell in 0..geo.cells() {
        if board.cells[cell] != EMPTY || !board.is_near(cell) {
            continue;
        }
        for colour in [BLACK, WHITE] {
            let worth = fork_worth(board, geo, cell, colour);
            score += if colour == board.to_move {
                worth
            } else {
                -worth
            };
        }
    }
    score
}

fn fork_worth(board: &PatternBoard, geo: &Geometry, cell: usize, colour: u8) -> i32 {
    let (mut twos, mut threes, mut open_threes, mut fours) = (0, 0, 0, 0);
    for d in 0..4 {
        let shape = board.shape(geo, cell, d, colour);
        twos += i32::from(shape >= Shape::OpenTwo);
        threes += i32::from(shape >= Shape::OpenThree);
        open_threes += i32::from(shape == Shape::OpenThree);
        fours += i32::from(matches!(shape, Shape::Four | Shape::OpenFour));
    }
    // Renju: black may not make two threes or two fours with one stone, so such a point is
    // no fork for black (the rules' full test is recursive; this is only a score).
    let renju_black = geo.rules.set == RuleSet::Renju && colour == BLACK;
    if renju_black && (open_threes >= 2 || fours >= 2) {
        return 0;
    }
    match (threes, twos) {
        (2.., _) => FORK_NOW,
        (1, 2..) => THREE_AND_TWO,
        (0, 2..) => TWO_TWOS,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::gomoku::Rules;

    fn board(stones: &[(usize, u8)], to_move: u8) -> (Geometry, PatternBoard) {
        board_under(RuleSet::Freestyle, stones, to_move)
    }

    fn board_under(set: RuleSet, stones: &[(usize, u8)], to_move: u8) -> (Geometry, PatternBoard) {
        let geo = Geometry::new(10, Rules::of(set));
        let mut cells = vec![EMPTY; 100];
        for &(cell, colour) in stones {
            cells[cell] = colour;
        }
        let board = PatternBoard::new(&geo, &cells, to_move);
        (geo, board)
    }

    #[test]
    fn a_point_joining_two_open_twos_is_a_fork_in_two_moves() {
        // Black d4-e4 and f6-f7 (open twos in a row and in a column): f4 (35) makes open
        // threes in both lines, a fork now; the row alone makes no fork point.
        let row = [(33, BLACK), (34, BLACK)];
        let (geo, both) = board(&[row[0], row[1], (55, BLACK), (65, BLACK)], BLACK);
        assert_eq!(fork_worth(&both, &geo, 35, BLACK), FORK_NOW);
        assert_eq!(fork_worth(&both, &geo, 35, WHITE), 0);
        let (geo, alone) = board(&row, BLACK);
        assert!(fork_worth(&alone, &geo, 35, BLACK) < FORK_NOW);
        assert!(
            fork_potential(&both, &geo) > fork_potential(&alone, &geo),
            "the second two adds fork points"
        );
    }

    #[test]
    fn a_renju_double_three_is_no_fork_for_black_but_is_for_white() {
        let black = [(33, BLACK), (34, BLACK), (55, BLACK), (65, BLACK)];
        let (geo, renju) = board_under(RuleSet::Renju, &black, BLACK);
        assert_eq!(
            fork_worth(&renju, &geo, 35, BLACK),
            0,
            "f4 is black's 3-3 foul"
        );
        let white = black.map(|(cell, _)| (cell, WHITE));
        let (geo, renju) = board_under(RuleSet::Renju, &white, WHITE);
        assert_eq!(fork_worth(&renju, &geo, 35, WHITE), FORK_NOW);
    }

    #[test]
    fn fork_points_count_for_the_side_to_move_and_against_the_other() {
        let stones = [(33, BLACK), (34, BLACK), (55, BLACK), (65, BLACK)];
        let (geo, black_to_move) = board(&stones, BLACK);
        let (_, white_to_move) = board(&stones, WHITE);
        let potential = fork_potential(&black_to_move, &geo);
        assert!(potential > 0);
        assert_eq!(fork_potential(&white_to_move, &geo), -potential);
    }

    #[test]
    fn one_open_three_facing_the_side_to_move_is_mostly_blocked() {
        // White faces black's open three d5-e5-f5 and has nothing of its own: the three's
        // open-four points count only in part against it.
        let stones = [(43, BLACK), (44, BLACK), (45, BLACK), (0, WHITE)];
        let (_, white_to_move) = board(&stones, WHITE);
        let me = usize::from(WHITE - 1);
        let opp = usize::from(BLACK - 1);
        let full = (white_to_move.worth(me) * 3) / 2 - white_to_move.worth(opp) - 150;
        let open_fours = white_to_move.count(opp, Shape::OpenFour);
        assert_eq!(open_fours, 2, "c5 and g5 make open fours");
        assert_eq!(
            lines_and_tempo(&white_to_move),
            full + open_fours * VALUES[Shape::OpenFour as usize] * BLOCKED_THREE_TENTHS / 10
        );
    }

    /// The cell `cell` lands on under turn-or-mirror `t` (0..8) of a board of side `n`.
    fn transformed(t: usize, n: usize, cell: usize) -> usize {
        let (mut r, mut c) = (cell / n, cell % n);
        if t & 1 != 0 {
            c = n - 1 - c;
        }
        if t & 2 != 0 {
            r = n - 1 - r;
        }
        if t & 4 != 0 {
            (r, c) = (c, r);
        }
        r * n + c
    }

    /// Weights with every slot different, so that a point read in the wrong code shows.
    fn varied_weights(set: RuleSet) -> std::sync::Arc<crate::ai::gomoku::learned::Learned> {
        use crate::ai::gomoku::learned::{Learned, SCALARS, SLOTS, colours_differ};
        std::sync::Arc::new(Learned {
            set,
            by_colour: colours_differ(set),
            scalars: (0..SCALARS as i16).map(|i| i * 5 - 9).collect(),
            slots: (0..SLOTS)
                .map(|i| ((i * 7919) % 601) as i16 - 300)
                .collect(),
        })
    }

    #[test]
    fn the_evaluation_is_the_same_under_the_eight_turns_and_mirrors() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(11);
        for set in [
            RuleSet::Freestyle,
            RuleSet::Standard,
            RuleSet::Renju,
            RuleSet::Caro,
        ] {
            for learned in [None, Some(varied_weights(set))] {
                let hand = learned.is_none();
                let geo = Geometry::with_eval(15, Rules::of(set), learned);
                for _ in 0..30 {
                    // A cluster of stones near the centre, as games have them.
                    let mut cells = vec![EMPTY; 225];
                    for k in 0..rng.random_range(4..40) {
                        let cell = rng.random_range(3..12) * 15 + rng.random_range(3..12);
                        cells[cell] = if k % 2 == 0 { BLACK } else { WHITE };
                    }
                    let to_move = if rng.random_bool(0.5) { BLACK } else { WHITE };
                    let score = evaluate(&PatternBoard::new(&geo, &cells, to_move), &geo);
                    for t in 1..8 {
                        let mut turned = vec![EMPTY; 225];
                        for (cell, &stone) in cells.iter().enumerate() {
                            turned[transformed(t, 15, cell)] = stone;
                        }
                        let board = PatternBoard::new(&geo, &turned, to_move);
                        assert_eq!(
                            evaluate(&board, &geo),
                            score,
                            "{set:?}, transform {t}, hand-set {hand}"
                        );
                    }
                }
            }
        }
    }
}
