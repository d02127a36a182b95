use std::sync::Arc;

use super::*;
use crate::rules::{Change, Game};

/// A grid board from compact art: `#` no hole, `.` empty, `o` a piece.
fn board(art: &[&str], directions: Directions) -> (PegBoard, Vec<(Hole, u8)>) {
    let mut holes = Vec::new();
    let mut pieces = Vec::new();
    for (row, line) in art.iter().enumerate() {
        for (col, ch) in line.chars().enumerate() {
            if ch == '#' || ch == ' ' {
                continue;
            }
            if ch == 'o' {
                pieces.push((holes.len() as Hole, 1));
            }
            holes.push(GridHole {
                row,
                col,
                offset: col,
            });
        }
    }
    (PegBoard::grid(&holes, directions).unwrap(), pieces)
}

const ENGLISH: [&str; 7] = [
    "##ooo##", "##ooo##", "ooooooo", "ooo.ooo", "ooooooo", "##ooo##", "##ooo##",
];

fn game(art: &[&str], directions: Directions, goal: Goal) -> PegGame {
    let (board, pieces) = board(art, directions);
    PegGame::new(Arc::new(board), &pieces, None, goal)
}

const ANY: Goal = Goal {
    target: Target::OneLeft,
    max_moves: None,
};

#[test]
fn boards_have_the_known_numbers_of_jumps() {
    assert_eq!(board(&ENGLISH, Directions::Four).0.jumps.len(), 76);
    assert_eq!(board(&ENGLISH, Directions::Four).0.holes(), 33);
    assert_eq!(PegBoard::hopping_dots().jumps.len(), 32);
    let full5 = ["ooooo"; 5];
    // 5x5 with diagonals: 3 jumps start per row, column and each long enough diagonal, both ways.
    assert_eq!(
        board(&full5, Directions::Eight).0.jumps.len(),
        2 * (15 + 15 + 2 * 9)
    );
}

#[test]
fn the_triangle_lattice_and_its_notation() {
    let art = [
        "    .    ",
        "   o o   ",
        "  o o o  ",
        " o o o o ",
        "o o o o o",
    ];
    let mut holes = Vec::new();
    for (row, line) in art.iter().enumerate() {
        for (col, (offset, _)) in line.char_indices().filter(|(_, c)| *c != ' ').enumerate() {
            holes.push(GridHole { row, col, offset });
        }
    }
    let board = PegBoard::grid(&holes, Directions::Six).unwrap();
    assert_eq!(board.holes(), 15);
    assert_eq!(board.jumps.len(), 36);
    assert_eq!(board.labels[0], "1,1");
    assert_eq!(board.labels[14], "5,5");
    // From the top down the left edge, and across the bottom row.
    assert!(board.jump_between(0, 3).is_some());
    assert!(board.jump_between(10, 12).is_some());
    let off = [
        GridHole {
            row: 0,
            col: 0,
            offset: 0,
        },
        GridHole {
            row: 0,
            col: 1,
            offset: 1,
        },
    ];
    assert_eq!(
        PegBoard::grid(&off, Directions::Six),
        Err(BoardError::OffLattice { row: 0, col: 1 })
    );
}

#[test]
fn a_jump_moves_one_piece_and_removes_the_one_jumped() {
    let mut g = game(&ENGLISH, Directions::Four, ANY);
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 4);
    let jump = parse_chain(g.board(), "2,4-4,4").unwrap()[0];
    assert!(moves.contains(&jump));
    let changes = g.play(&jump);
    assert_eq!(
        changes,
        vec![
            Change::Move {
                path: vec![jump.from.into(), jump.to.into()]
            },
            Change::Remove {
                cell: jump.over.into()
            }
        ]
    );
    assert_eq!(g.pieces_left(), 31);
    assert_eq!(g.moves(), 1);
    assert_eq!(g.move_text(&jump), "2,4-4,4");
}

#[test]
fn consecutive_jumps_by_one_piece_are_one_move() {
    let art = ["ooo.o.."];
    let mut g = game(&art, Directions::Four, ANY);
    let end = replay(&g, &["1,2-1,4-1,6"]).unwrap();
    assert_eq!(end.moves(), 1);
    // Two tokens continuing the same piece still make one move.
    let end = replay(&g, &["1,2-1,4", "1,4-1,6"]).unwrap();
    assert_eq!(end.moves(), 1);
    // A different piece starts a second move.
    g.play(&parse_chain(g.board(), "1,2-1,4").unwrap()[0]);
    assert_eq!(g.moves(), 1);
    let two = replay(&g, &["1,5-1,3"]).unwrap();
    assert_eq!(two.moves(), 2);
    assert!(
        parse_chain(g.board(), "1,1-1,2")
            .unwrap_err()
            .contains("no jump")
    );
}

#[test]
fn the_move_limit_stops_new_moves_but_not_chains() {
    let art = ["ooo.o..", "......o", "......o", "......."];
    let limited = Goal {
        target: Target::OneLeft,
        max_moves: Some(1),
    };
    let g = game(&art, Directions::Four, limited);
    let after = replay(&g, &["1,2-1,4-1,6"]).unwrap();
    // The piece may go on (a chain); another piece may not start.
    assert!(
        after
            .legal_moves()
            .iter()
            .all(|j| Some(j.from) == after.last_landing())
    );
    let err = replay(&g, &["1,2-1,4", "2,7-4,7"]).unwrap_err();
    assert_eq!(err.index, 2);
    assert!(err.reason.contains("at most 1"), "{}", err.reason);
}

#[test]
fn the_named_piece_jumps_but_is_never_jumped() {
    let board = Arc::new(PegBoard::hopping_dots());
    // Red on 2, green on 1: the green may not jump the red; the red has no jump.
    let goal = Goal {
        target: Target::OnlyNamed,
        max_moves: None,
    };
    let g = PegGame::new(board.clone(), &[(0, 6), (1, 2)], Some(1), goal);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.status(), Status::NoMoves);
    let err = replay(&g, &["1-3"]).unwrap_err();
    assert!(err.reason.contains("may not be jumped"), "{}", err.reason);
    // Red on 1 jumps the green on 2 and is the only one left.
    let g = PegGame::new(board, &[(0, 2), (1, 6)], Some(0), goal);
    let end = replay(&g, &["1-3"]).unwrap();
    assert_eq!(end.status(), Status::Solved);
    assert_eq!(end.named(), Some(2));
    assert_eq!(end.pieces()[0].1.kind, crate::rules::PieceKind::Special);
}

#[test]
fn bad_moves_are_named() {
    let g = game(&ENGLISH, Directions::Four, ANY);
    let err = |m: &str| replay(&g, &[m]).unwrap_err().to_string();
    assert_eq!(
        err("9,9-4,4"),
        "illegal move 1: `9,9` is not a hole of this board"
    );
    assert_eq!(
        err("4,4"),
        "illegal move 1: `4,4` is not a move: write the holes of the jump joined by `-`, e.g. 1,3-7,5"
    );
    assert_eq!(err("1,3-1,5"), "illegal move 1: 1,5 is not empty");
    assert_eq!(err("1,3-3,3"), "illegal move 1: 3,3 is not empty");
    assert_eq!(err("4,4-4,6"), "illegal move 1: no piece on 4,4");
    assert_eq!(
        replay(&g, &["2,4-4,4", "1,4-3,4"]).unwrap_err().to_string(),
        "illegal move 2: no piece on 2,4 to jump over"
    );
}
