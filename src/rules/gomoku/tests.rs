use super::notation::{cell_name, parse_cell};
use super::*;

/// A 15x15 game with these black and white stones, black to move.
fn position(set: RuleSet, black: &[&str], white: &[&str]) -> Gomoku {
    let cells = |names: &[&str]| -> Vec<Cell> {
        names.iter().map(|n| parse_cell(15, n).unwrap()).collect()
    };
    let mut setup = GomokuSetup::empty(15, set);
    setup.black = cells(black);
    setup.white = cells(white);
    Gomoku::new(&setup)
}

fn foul(game: &Gomoku, name: &str) -> Option<Foul> {
    game.foul_at(parse_cell(15, name).unwrap())
}

fn play(game: &mut Gomoku, names: &str) {
    for name in names.split_whitespace() {
        let mv = game.parse_move(name).unwrap();
        game.check(mv).unwrap();
        game.play(&mv);
    }
}

#[test]
fn overline_is_forbidden_and_exactly_five_is_not() {
    let game = position(RuleSet::Renju, &["f8", "g8", "h8", "j8", "k8"], &[]);
    assert_eq!(foul(&game, "i8"), Some(Foul::Overline));
    let game = position(RuleSet::Renju, &["g8", "h8", "j8", "k8"], &[]);
    assert_eq!(foul(&game, "i8"), None, "exactly five wins");
}

#[test]
fn double_four_across_two_lines() {
    let game = position(RuleSet::Renju, &["h8", "i8", "j8", "l9", "l10", "l11"], &[]);
    assert_eq!(foul(&game, "l8"), Some(Foul::DoubleFour));
}

#[test]
fn double_four_in_one_line() {
    // e . g H i . k: f8 and j8 each make a different five.
    let game = position(RuleSet::Renju, &["e8", "g8", "i8", "k8"], &[]);
    assert_eq!(foul(&game, "h8"), Some(Foul::DoubleFour));
}

#[test]
fn double_three_open_and_split() {
    let game = position(RuleSet::Renju, &["h8", "i8", "j9", "j10"], &[]);
    assert_eq!(foul(&game, "j8"), Some(Foul::DoubleThree));
    // h i . K is a split three; with k9 k10 it is a double three at k8.
    let game = position(RuleSet::Renju, &["h8", "i8", "k9", "k10"], &[]);
    assert_eq!(foul(&game, "k8"), Some(Foul::DoubleThree));
    // Diagonals count too.
    let game = position(RuleSet::Renju, &["g7", "f6", "i7", "j6"], &[]);
    assert_eq!(foul(&game, "h8"), Some(Foul::DoubleThree));
}

#[test]
fn four_three_is_allowed() {
    let game = position(RuleSet::Renju, &["h8", "i8", "j8", "l9", "l10"], &[]);
    assert_eq!(foul(&game, "l8"), None);
}

#[test]
fn a_blocked_three_is_not_open() {
    let game = position(RuleSet::Renju, &["h8", "i8", "j9", "j10"], &["g8"]);
    // h i J with g8 white: k8 makes h-k with one end shut, l8 no four at all.
    assert_eq!(foul(&game, "j8"), None);
    // White on the far side (f8) leaves g8 as an end that no longer makes exactly five
    // but k8 still makes a straight four g-... : h i j k with g8 and l8 open.
    let game = position(RuleSet::Renju, &["h8", "i8", "j9", "j10"], &["f8"]);
    assert_eq!(foul(&game, "j8"), Some(Foul::DoubleThree));
}

#[test]
fn a_three_whose_only_four_point_is_forbidden_is_not_a_three() {
    // Horizontal h i J with l8 white extends only at g8, and g8 is an overline (g6-g11).
    let column = ["g6", "g7", "g9", "g10", "g11"];
    let mut black = vec!["h8", "i8", "j9", "j10"];
    black.extend(column);
    let game = position(RuleSet::Renju, &black, &["l8"]);
    assert_eq!(foul(&game, "g8"), Some(Foul::Overline));
    assert_eq!(foul(&game, "j8"), None, "one real three only");
    // Without the column g8 is a fine point: j8 is a double three again.
    let game = position(RuleSet::Renju, &["h8", "i8", "j9", "j10"], &["l8"]);
    assert_eq!(foul(&game, "j8"), Some(Foul::DoubleThree));
}

#[test]
fn a_three_whose_only_extension_makes_five_does_not_count() {
    // g8 would make the straight four g-j, but it also makes the five g8-g12.
    let black = ["h8", "i8", "j9", "j10", "g9", "g10", "g11", "g12"];
    let game = position(RuleSet::Renju, &black, &["l8"]);
    assert_eq!(foul(&game, "j8"), None);
}

#[test]
fn the_recursive_point_may_itself_be_a_double_three() {
    // With j8 on the board, g8 would make a four (g-j) and two threes (g8-g10 and the
    // diagonal g8-h9-i10): a double three. So j8's horizontal has no allowed extension.
    let black = ["h8", "i8", "j9", "j10", "g9", "g10", "h9", "i10"];
    let game = position(RuleSet::Renju, &black, &["l8"]);
    let mut cells = game.cells().to_vec();
    let j8 = usize::from(parse_cell(15, "j8").unwrap());
    cells[j8] = BLACK;
    let g8 = usize::from(parse_cell(15, "g8").unwrap());
    assert!(renju::foul(15, &mut cells, g8).is_some());
    assert_eq!(foul(&game, "j8"), None);
}

#[test]
fn white_is_never_forbidden_and_wins_with_an_overline() {
    let mut game = position(
        RuleSet::Renju,
        &["a1", "a3", "a5", "a7", "a9"],
        &["f8", "g8", "h8", "j8", "k8"],
    );
    play(&mut game, "n1");
    assert_eq!(game.foul_at(parse_cell(15, "i8").unwrap()), None);
    play(&mut game, "i8");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win(game.seat_of_colour(WHITE)))
    );
    assert_eq!(game.win_line().len(), 6);
}

#[test]
fn forbidden_points_are_not_legal_moves() {
    let game = position(RuleSet::Renju, &["f8", "g8", "h8", "j8", "k8"], &[]);
    let i8 = GomokuMove::Stone(parse_cell(15, "i8").unwrap());
    assert!(!game.legal_moves().contains(&i8));
    let err = game.check(i8).unwrap_err();
    assert!(err.contains("overline"), "{err}");
    assert_eq!(
        game.fouls(),
        vec![(parse_cell(15, "i8").unwrap(), Foul::Overline)]
    );
}

#[test]
fn freestyle_standard_and_caro_fives() {
    let six = |set| {
        let mut game = position(
            set,
            &["f8", "g8", "h8", "j8", "k8"],
            &["a1", "a3", "a5", "a7", "a9"],
        );
        play(&mut game, "i8");
        game.outcome()
    };
    assert_eq!(six(RuleSet::Freestyle), Some(Outcome::Win(0)));
    assert_eq!(six(RuleSet::Standard), None, "an overline does not win");
    assert_eq!(six(RuleSet::Caro), None);
    let five = |set, white: &[&str]| {
        let mut game = position(set, &["g8", "h8", "j8", "k8"], white);
        play(&mut game, "i8");
        game.outcome()
    };
    assert_eq!(
        five(RuleSet::Standard, &["f8", "l8"]),
        Some(Outcome::Win(0))
    );
    assert_eq!(
        five(RuleSet::Caro, &["f8", "l8"]),
        None,
        "blocked at both ends"
    );
    assert_eq!(five(RuleSet::Caro, &["f8", "a1"]), Some(Outcome::Win(0)));
}

#[test]
fn caro_edge_is_an_option() {
    let mut setup = GomokuSetup::empty(15, RuleSet::Caro);
    setup.black = ["b8", "c8", "d8", "e8"]
        .iter()
        .map(|n| parse_cell(15, n).unwrap())
        .collect();
    setup.white = vec![parse_cell(15, "f8").unwrap()];
    let mut open = Gomoku::new(&setup);
    play(&mut open, "a8");
    assert_eq!(
        open.outcome(),
        Some(Outcome::Win(0)),
        "the edge does not block"
    );
    setup.rules.caro_edge_blocks = true;
    let mut shut = Gomoku::new(&setup);
    play(&mut shut, "a8");
    assert_eq!(shut.outcome(), None);
}

#[test]
fn a_game_by_notation_and_its_end() {
    let mut game = Gomoku::new(&GomokuSetup::empty(15, RuleSet::Freestyle));
    play(&mut game, "h8 a1 i8 a2 j8 a3 k8 a4");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.side_to_move(), 0);
    play(&mut game, "l8");
    assert_eq!(game.outcome(), Some(Outcome::Win(0)));
    let line: Vec<String> = game.win_line().iter().map(|&c| cell_name(15, c)).collect();
    assert_eq!(line, ["h8", "i8", "j8", "k8", "l8"]);
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.placed().len(), 9);
    assert!(game.check(GomokuMove::Stone(0)).is_err());
}

#[test]
fn taken_and_off_board_points_are_refused() {
    let mut game = Gomoku::new(&GomokuSetup::empty(10, RuleSet::Freestyle));
    play(&mut game, "e5");
    assert!(
        game.check(game.parse_move("e5").unwrap())
            .unwrap_err()
            .contains("taken")
    );
    assert!(game.parse_move("k1").is_err());
    assert!(game.parse_move("zz").is_err());
}

#[test]
fn swap2_second_seat_takes_black() {
    let mut setup = GomokuSetup::empty(15, RuleSet::Freestyle);
    setup.opening = Opening::Swap2;
    let mut game = Gomoku::new(&setup);
    for _ in 0..3 {
        assert_eq!(game.side_to_move(), 0);
        let mv = game.legal_moves()[0];
        game.play(&mv);
    }
    assert_eq!(game.phase(), Phase::Choose);
    assert_eq!(game.side_to_move(), 1);
    assert_eq!(game.legal_moves().len(), 3);
    play(&mut game, "black");
    assert_eq!(game.colour_of_seat(1), BLACK);
    assert_eq!(game.colour_to_move(), WHITE);
    assert_eq!(
        game.side_to_move(),
        0,
        "seat 0 now plays white, which is to move"
    );
}

#[test]
fn swap2_two_more_then_first_seat_chooses() {
    let mut setup = GomokuSetup::empty(15, RuleSet::Freestyle);
    setup.opening = Opening::Swap2;
    let mut game = Gomoku::new(&setup);
    play(&mut game, "h8 h9 i8 more");
    assert_eq!(game.phase(), Phase::NextTwo);
    assert_eq!(game.side_to_move(), 1);
    play(&mut game, "i9 j8");
    assert_eq!(game.phase(), Phase::ChooseFinal);
    assert_eq!(game.side_to_move(), 0);
    assert_eq!(game.legal_moves().len(), 2);
    play(&mut game, "white");
    assert_eq!(game.colour_of_seat(0), WHITE);
    assert_eq!(game.side_to_move(), 0, "white is to move after five stones");
    assert!(
        game.parse_move("more")
            .is_ok_and(|m| game.check(m).is_err())
    );
}

#[test]
fn a_full_board_without_five_is_a_draw() {
    // Columns in pairs, shifted each row: no five anywhere on 7x7.
    let mut setup = GomokuSetup::empty(7, RuleSet::Freestyle);
    for r in 0..7u16 {
        for c in 0..7u16 {
            let cell = r * 7 + c;
            if cell == 48 {
                continue;
            }
            if ((c + 2 * r) / 2) % 2 == 0 {
                setup.black.push(cell);
            } else {
                setup.white.push(cell);
            }
        }
    }
    let mut game = Gomoku::new(&setup);
    let last = GomokuMove::Stone(48);
    assert_eq!(game.legal_moves(), vec![last]);
    game.play(&last);
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}
