use super::board::{HOLES, geometry, holes_of, opposite};
use super::notation::{hole_name, parse_hole};
use super::*;
use crate::rules::perft::perft;

fn hole(name: &str) -> u8 {
    parse_hole(name).unwrap()
}

fn names(set: Holes) -> Vec<String> {
    holes_of(set).map(hole_name).collect()
}

#[test]
fn the_star_has_121_holes_named_by_row_and_place() {
    let g = geometry();
    assert_eq!(hole_name(0), "a1");
    assert_eq!(hole_name(120), "q1");
    assert_eq!(
        g.place[usize::from(hole("i5"))],
        (8, 12),
        "i5 is the centre"
    );
    assert_eq!(g.place[usize::from(hole("a1"))], (0, 12));
    assert_eq!(g.place[usize::from(hole("e1"))], (4, 0));
    assert_eq!(g.place[usize::from(hole("e13"))], (4, 24));
    for h in 0..HOLES as u8 {
        assert_eq!(parse_hole(&hole_name(h)), Ok(h));
    }
    assert!(parse_hole("r1").is_err());
    assert!(parse_hole("a2").is_err());
    assert!(parse_hole("e0").is_err());
    assert!(parse_hole("e").is_err());
}

#[test]
fn neighbours_are_six_at_most_and_symmetric() {
    let g = geometry();
    let centre = usize::from(hole("i5"));
    assert!(g.neighbour[centre].iter().all(|&n| n != board::NONE));
    for h in 0..HOLES {
        for d in 0..6 {
            let n = g.neighbour[h][d];
            if n != board::NONE {
                assert_eq!(g.neighbour[usize::from(n)][(d + 3) % 6], h as u8);
            }
        }
    }
    // The top point has two neighbours, b1 and b2.
    let top: Vec<String> = g.neighbour[0]
        .iter()
        .filter(|&&n| n != board::NONE)
        .map(|&n| hole_name(n))
        .collect();
    assert_eq!(top, ["b2", "b1"]);
}

#[test]
fn triangles_are_the_rows_of_games_md() {
    let g = geometry();
    let expect = |seat: u8, list: &str| {
        let mut want: Vec<String> = list.split_whitespace().map(String::from).collect();
        want.sort_by_key(|n| hole(n));
        assert_eq!(names(g.home(seat)), want, "seat {seat}");
    };
    expect(1, "n1 n2 n3 n4 o1 o2 o3 p1 p2 q1");
    expect(2, "j1 k1 k2 l1 l2 l3 m1 m2 m3 m4");
    expect(3, "e1 e2 e3 e4 f1 f2 f3 g1 g2 h1");
    expect(4, "a1 b1 b2 c1 c2 c3 d1 d2 d3 d4");
    expect(5, "e10 e11 e12 e13 f10 f11 f12 g10 g11 h10");
    expect(6, "j10 k10 k11 l10 l11 l12 m10 m11 m12 m13");
    assert_eq!(opposite(1), 4);
    assert_eq!(opposite(2), 5);
    assert_eq!(opposite(6), 3);
}

#[test]
fn a_sixth_turn_clockwise_carries_each_triangle_to_the_next_seat() {
    let g = geometry();
    for seat in 1..=6u8 {
        let turned = holes_of(g.home(seat)).fold(0, |s, h| s | bit(g.turned(h, 1)));
        assert_eq!(turned, g.home(seat % 6 + 1), "seat {seat}");
    }
    assert_eq!(g.turned(hole("i5"), 1), hole("i5"));
    for h in 0..HOLES as u8 {
        assert_eq!(g.turned(h, 6), h);
    }
    assert_eq!(hole_name(g.target_tip(1)), "a1");
    assert_eq!(hole_name(g.target_tip(4)), "q1");
}

#[test]
fn perft_from_the_two_seat_start_matches_games_md() {
    let game = ChineseCheckers::start(&[1, 4]);
    assert_eq!(perft(&game, 1), 14);
    assert_eq!(perft(&game, 2), 196);
    assert_eq!(perft(&game, 3), 4760);
}

#[test]
fn the_bulk_counting_perft_agrees_with_the_generic_one() {
    for seats in [&[1, 4][..], &[1, 3, 5], &[1, 2, 4, 5], &[1, 2, 3, 4, 5, 6]] {
        let mut game = ChineseCheckers::start(seats);
        // From the start and from a position with long chains on the board.
        for round in 0..2 {
            for depth in 1..=3 {
                assert_eq!(
                    moves::perft(&game, depth),
                    perft(&game, depth),
                    "seats {seats:?}, round {round}, depth {depth}"
                );
            }
            for i in 0..24u64 {
                let legal = game.legal_moves();
                let mv = legal[(crate::rules::hash_mix(i) % legal.len() as u64) as usize];
                game.play(&mv);
            }
        }
    }
}

#[test]
fn perft_counts_moves_once_whatever_the_path() {
    // Generic perft counts each (start, end) once: the move list has no duplicates.
    let mut game = ChineseCheckers::start(&[1, 2, 3, 4, 5, 6]);
    let mut rng = 12345u64;
    for _ in 0..60 {
        let moves = game.legal_moves();
        let mut seen = std::collections::HashSet::new();
        assert!(moves.iter().all(|m| seen.insert(*m)), "a move listed twice");
        rng = crate::rules::hash_mix(rng);
        let mv = moves[(rng % moves.len() as u64) as usize];
        game.play(&mv);
    }
}

/// A game of these seats with only these marbles (besides any triangles filled by `fill`).
fn setup(
    seats: &[u8],
    pieces: &[(&str, u8)],
    fill: &[(u8, u8, &str)],
    rules: Rules,
) -> ChineseCheckers {
    let mut list: Vec<(u8, u8)> = pieces.iter().map(|&(n, seat)| (hole(n), seat)).collect();
    // (seat, triangle, hole left empty): the seat's marbles on that triangle but one hole.
    for &(seat, triangle, except) in fill {
        list.extend(
            holes_of(geometry().home(triangle))
                .filter(|&h| hole_name(h) != except)
                .map(|h| (h, seat)),
        );
    }
    ChineseCheckers::new(&StarSetup {
        seats: seats.to_vec(),
        rules,
        pieces: Some(list),
        goal: None,
    })
    .unwrap()
}

fn position(pieces: &[(&str, u8)], rules: Rules) -> ChineseCheckers {
    setup(&[1, 4], pieces, &[], rules)
}

fn play(game: &mut ChineseCheckers, text: &str) {
    let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
    game.play(&mv);
}

#[test]
fn a_jump_chain_never_revisits_a_hole_and_two_paths_are_one_move() {
    // A ring of marbles around i5: the chain from i3 can reach i5 two ways round.
    let game = position(
        &[
            ("i3", 1),
            ("i4", 4),
            ("h5", 4),
            ("h6", 4),
            ("i6", 4),
            ("j5", 4),
            ("j4", 4),
        ],
        Rules::default(),
    );
    let from = hole("i3");
    let ends = game.destinations(from);
    assert_eq!(ends & bit(from), 0, "never back to the start");
    let moves = game.legal_moves();
    let mut seen = std::collections::HashSet::new();
    assert!(
        moves.iter().all(|m| seen.insert(*m)),
        "one move per start and end"
    );
    for to in holes_of(ends) {
        let path = game.move_path(from, to);
        let mut unique = path.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), path.len(), "{path:?}");
        assert_eq!(moves::check_path(game.occupied(), &path), Ok(()));
    }
}

#[test]
fn moves_read_in_any_legal_path_and_refuse_wrong_ones() {
    let mut game = ChineseCheckers::start(&[1, 4]);
    assert!(
        game.parse_move("q1-o1").is_err(),
        "o1 is taken at the start"
    );
    let mv = game.parse_move("n1-m5").expect("a step");
    assert_eq!(game.move_text(&mv), "n1-m5");
    let err = game.parse_move("n1-l5").unwrap_err();
    assert!(err.contains("neither a step nor a jump"), "{err}");
    assert!(
        game.parse_move("a1-b1")
            .unwrap_err()
            .contains("no marble of the side")
    );
    assert!(game.parse_move("n1").is_err());
    assert!(game.parse_move("z9-m5").is_err());
    assert!(game.parse_move("n1-m5-n1").is_err());
    play(&mut game, "o1-m7");
    play(&mut game, "d1-e5");
    let mv = game
        .parse_move("q1-o1")
        .expect("q1 over p1 into the emptied o1");
    assert_eq!(game.move_text(&mv), "q1-o1");
    assert!(game.parse_move("q1-o1-q1").is_err(), "no revisit");
}

#[test]
fn a_move_reads_by_any_path_and_writes_the_one_it_animates() {
    // m5 to i5: straight up over l5 and j5, or round another way if marbles allow.
    let game = position(&[("m5", 1), ("l5", 4), ("j5", 4)], Rules::default());
    let mv = game.parse_move("m5-k5-i5").expect("two jumps");
    assert_eq!(
        mv,
        StarMove::Go {
            from: hole("m5"),
            to: hole("i5")
        }
    );
    assert_eq!(game.move_text(&mv), "m5-k5-i5");
    let path: Vec<Cell> = ["m5", "k5", "i5"]
        .iter()
        .map(|n| Cell::from(hole(n)))
        .collect();
    assert_eq!(game.path(&mv), path);
    let err = game.parse_move("m5-k5-i6").unwrap_err();
    assert!(err.contains("hop 2"), "{err}");
    // Two paths to one hole: over j4 and h4, or over j5 and h5, both from k5 to g5.
    let game = position(
        &[("k5", 1), ("j4", 4), ("j5", 4), ("h4", 4), ("h5", 4)],
        Rules::default(),
    );
    let left = game
        .parse_move("k5-i3-g5")
        .unwrap_or_else(|e| panic!("{e}"));
    let right = game
        .parse_move("k5-i5-g5")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(left, right, "one move");
    let to_g5 = game
        .legal_moves()
        .into_iter()
        .filter(|m| *m == left)
        .count();
    assert_eq!(to_g5, 1);
    let written = game.move_text(&left);
    assert!(written == "k5-i3-g5" || written == "k5-i5-g5", "{written}");
}

#[test]
fn the_second_seat_gets_one_more_move_and_a_win_with_it_draws() {
    // Seat 1 fills its target with e5-d1; seat 4 can fill its own with m5-n1.
    let start = setup(
        &[1, 4],
        &[("e5", 1), ("m5", 4)],
        &[(1, 4, "d1"), (4, 1, "n1")],
        Rules::default(),
    );
    let mut game = start.clone();
    play(&mut game, "e5-d1");
    assert_eq!(game.outcome(), None, "the second seat has one more move");
    assert_eq!(game.side_to_move(), 1);
    assert_eq!(game.places(), &[0]);
    let mut drawn = game.clone();
    play(&mut drawn, "m5-n1");
    assert_eq!(drawn.outcome(), Some(Outcome::Draw));
    play(&mut game, "m5-m4");
    assert_eq!(game.outcome(), Some(Outcome::Win(0)));
}

#[test]
fn the_second_seat_wins_at_once() {
    let mut game = setup(
        &[1, 4],
        &[("i5", 1), ("m5", 4)],
        &[(4, 1, "n1")],
        Rules::default(),
    );
    play(&mut game, "i5-i6");
    play(&mut game, "m5-n1");
    assert_eq!(game.outcome(), Some(Outcome::Win(1)));
}

#[test]
fn marbles_left_at_home_do_not_block_the_winner() {
    // Seat 4 keeps a marble on d1, in seat 1's target; seat 1 fills the rest and wins.
    let pieces = [("e6", 1), ("i5", 4)];
    let mut game = setup(&[1, 4], &pieces, &[(1, 4, "d2")], Rules::default());
    game.take(hole("d1"));
    game.put(hole("d1"), 4);
    play(&mut game, "e6-d2");
    assert_eq!(game.places(), &[0]);
    play(&mut game, "i5-i6");
    assert_eq!(game.outcome(), Some(Outcome::Win(0)));
    // Under the own-marbles rule the same position is no win.
    let strict = Rules {
        win: WinRule::OwnOnly,
        ..Rules::default()
    };
    let mut game = setup(&[1, 4], &[("e6", 1), ("i5", 4)], &[(1, 4, "d2")], strict);
    game.take(hole("d1"));
    game.put(hole("d1"), 4);
    play(&mut game, "e6-d2");
    assert!(game.places().is_empty());
    assert_eq!(game.outcome(), None);
}

#[test]
fn no_stopping_in_a_foreign_triangle_when_the_variant_says_so() {
    let rules = Rules {
        no_foreign_stop: true,
        ..Rules::default()
    };
    let game = position(&[("h2", 1)], rules);
    let ends = names(game.destinations(hole("h2")));
    assert!(
        !ends.contains(&"h1".to_string()),
        "h1 is seat 3's: {ends:?}"
    );
    assert!(!ends.contains(&"g2".to_string()));
    assert!(ends.contains(&"h3".to_string()));
    let free = position(&[("h2", 1)], Rules::default());
    assert!(names(free.destinations(hole("h2"))).contains(&"h1".to_string()));
}

fn three_seats(rules: Rules) -> ChineseCheckers {
    // Seat 1 is one step from home (e5-d1), seat 3 too (i9-j10); seat 5 has one marble.
    setup(
        &[1, 3, 5],
        &[("e5", 1), ("i9", 3), ("g6", 5)],
        &[(1, 4, "d1"), (3, 6, "j10")],
        rules,
    )
}

#[test]
fn three_seats_play_on_for_the_places_and_skip_the_finished() {
    let mut game = three_seats(Rules::default());
    play(&mut game, "e5-d1");
    assert_eq!(game.places(), &[0]);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.side_to_move(), 1);
    play(&mut game, "i9-i8");
    play(&mut game, "g6-g5");
    assert_eq!(game.side_to_move(), 1, "the finished seat is skipped");
    play(&mut game, "i8-i9");
    play(&mut game, "g5-g6");
    play(&mut game, "i9-j10");
    assert_eq!(
        game.places(),
        &[0, 1, 2],
        "the last seat takes the last place"
    );
    assert_eq!(game.outcome(), Some(Outcome::Win(0)));
}

#[test]
fn a_variant_may_end_at_the_first_winner() {
    let rules = Rules {
        play_on: false,
        ..Rules::default()
    };
    let mut game = three_seats(rules);
    play(&mut game, "e5-d1");
    assert_eq!(game.outcome(), Some(Outcome::Win(0)));
}

#[test]
fn the_move_limit_draws() {
    let rules = Rules {
        move_limit: 4,
        ..Rules::default()
    };
    let mut game = position(&[("i5", 1), ("e5", 4)], rules);
    for text in ["i5-i6", "e5-e6", "i6-i5", "e6-e5"] {
        assert_eq!(game.outcome(), None);
        play(&mut game, text);
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn a_seat_with_no_move_passes() {
    // Seat 4's lone marble on a1 is walled in by seat 1's marbles on b1, b2 and beyond.
    let mut game = position(
        &[
            ("a1", 4),
            ("b1", 1),
            ("b2", 1),
            ("c1", 1),
            ("c2", 1),
            ("c3", 1),
            ("i5", 1),
        ],
        Rules::default(),
    );
    play(&mut game, "i5-i6");
    assert_eq!(game.legal_moves(), vec![StarMove::Pass]);
    play(&mut game, "pass");
    assert_eq!(game.side_to_move(), 0);
}

#[test]
fn hashes_follow_the_position() {
    let mut a = ChineseCheckers::start(&[1, 4]);
    let mut b = a.clone();
    for text in ["n1-m5", "d1-e5", "m5-l5", "e5-f5"] {
        play(&mut a, text);
    }
    for text in ["n1-m5", "d1-e5"] {
        play(&mut b, text);
    }
    play(&mut b, "m5-l5");
    play(&mut b, "e5-f5");
    assert_eq!(a.hash(), b.hash());
    let mut c = ChineseCheckers::start(&[1, 4]);
    play(&mut c, "n1-m5");
    assert_ne!(c.hash(), ChineseCheckers::start(&[1, 4]).hash());
}
