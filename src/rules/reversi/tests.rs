use super::notation::{parse_move, parse_transcript, square_name};
use super::*;
use crate::rules::perft::perft;

const PERFT_8X8: [u64; 8] = [4, 12, 56, 244, 1396, 8200, 55092, 390216];

#[test]
fn fast_perft_matches_published_8x8_table() {
    let game = Reversi::standard(8);
    for (d, &expected) in PERFT_8X8.iter().enumerate() {
        assert_eq!(game.perft(d as u32 + 1), expected, "depth {}", d + 1);
    }
}

#[test]
fn generic_perft_through_the_game_trait_agrees() {
    let game = Reversi::standard(8);
    for (d, &expected) in PERFT_8X8.iter().take(6).enumerate() {
        assert_eq!(perft(&game, d as u32 + 1), expected, "depth {}", d + 1);
    }
}

#[test]
fn large_boards_agree_between_generators() {
    for size in [6, 10] {
        let game = Reversi::standard(size);
        for d in 1..=5 {
            assert_eq!(game.perft(d), perft(&game, d), "size {size} depth {d}");
        }
    }
}

#[test]
fn opening_moves_and_flip() {
    let mut game = Reversi::standard(8);
    let names: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.move_text(m))
        .collect();
    assert_eq!(names, ["d3", "c4", "f5", "e6"]);
    let f5 = parse_move(8, "f5").unwrap();
    let changes = game.play(&f5);
    assert_eq!(changes.len(), 2, "one placement and one flip: {changes:?}");
    assert_eq!(game.counts(), (4, 1));
    assert_eq!(game.side_to_move(), WHITE);
}

#[test]
fn pass_when_only_the_other_side_can_move() {
    // Black to move with no placement, white still has one: black must pass.
    let setup = ReversiSetup {
        size: 4,
        black: vec![0],
        white: vec![1],
        first: BLACK,
    };
    let mut game = Reversi::new(&setup);
    // Black at a1 brackets nothing beyond b1 (c1 is empty): black can place at c1.
    assert_eq!(game.legal_moves(), vec![ReversiMove::Place(2)]);
    game.play(&ReversiMove::Place(2));
    // White has no disc left, so neither side can move: game over, black wins.
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert!(game.legal_moves().is_empty());

    let setup = ReversiSetup {
        size: 4,
        black: vec![1],
        white: vec![0],
        first: BLACK,
    };
    let game = Reversi::new(&setup);
    assert_eq!(game.legal_moves(), vec![ReversiMove::Pass]);
    let mut after = game.clone();
    after.play(&ReversiMove::Pass);
    assert_eq!(after.side_to_move(), WHITE);
    assert!(!after.legal_moves().is_empty());
}

#[test]
fn edges_do_not_wrap() {
    // Black on h1 and white on a2 are neighbours in bit order but not on the board.
    let setup = ReversiSetup {
        size: 8,
        black: vec![7],
        white: vec![8],
        first: BLACK,
    };
    let game = Reversi::new(&setup);
    assert!(game.placements().is_empty());
}

#[test]
fn notation_round_trips_and_rejects_bad_tokens() {
    for cell in 0..100 {
        let name = square_name(10, cell);
        assert_eq!(parse_move(10, &name), Ok(ReversiMove::Place(cell)));
    }
    assert!(
        parse_move(8, "i1")
            .unwrap_err()
            .contains("off the 8x8 board")
    );
    assert!(parse_move(8, "zz").unwrap_err().contains("`zz`"));
    assert_eq!(parse_transcript(8, "f5d6 c3").unwrap().len(), 3);
}

#[test]
fn hash_tells_sides_apart() {
    let game = Reversi::standard(8);
    let mut passed = game.clone();
    passed.play(&ReversiMove::Pass);
    assert_ne!(game.hash(), passed.hash());
}
