use std::sync::Arc;

use super::board::{BLACK, WHITE};
use super::notation::{fen, parse_fen, parse_square};
use super::perft::perft;
use super::position::Move;
use super::*;
use crate::rules::Game;

fn variant(rules: Rules) -> Variant {
    Variant::new("test", rules).expect("valid rules")
}

fn perft_table(rules: Rules, expected: &[u64]) {
    let v = variant(rules);
    for (depth, &want) in (1..).zip(expected) {
        assert_eq!(perft(&v, &v.start, depth), want, "perft {depth}");
    }
}

#[test]
fn perft_international() {
    perft_table(Rules::international(), &[9, 81, 658, 4265, 27117, 167140]);
}

#[test]
fn perft_english() {
    perft_table(Rules::english(), &[7, 49, 302, 1469, 7361, 36768]);
}

#[test]
fn perft_russian() {
    perft_table(Rules::russian(), &[7, 49, 302, 1469, 7482, 37986]);
}

#[test]
fn perft_brazilian() {
    perft_table(Rules::brazilian(), &[7, 49, 302, 1469, 7473, 37628]);
}

#[test]
fn fast_perft_agrees_with_generic_perft() {
    let v = Arc::new(variant(Rules::international()));
    let game = Draughts::new(v.clone());
    assert_eq!(crate::rules::perft::perft(&game, 4), perft(&v, &v.start, 4));
}

/// Legal moves of a set-up position as text, sorted.
fn moves(rules: Rules, position: &str) -> Vec<String> {
    let v = Arc::new(variant(rules));
    let pos = parse_fen(&v.geo, position).expect("a valid position");
    let game = Draughts::from_position(v, pos);
    let mut texts: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.move_text(m))
        .collect();
    texts.sort();
    texts
}

#[test]
fn squares_read_both_ways() {
    let geo = board::Geometry::new(8);
    assert_eq!(parse_square(&geo, "a1"), parse_square(&geo, "29"));
    assert_eq!(parse_square(&geo, "h8"), parse_square(&geo, "4"));
    assert!(
        parse_square(&geo, "a2")
            .unwrap_err()
            .contains("light square")
    );
    assert!(parse_square(&geo, "33").is_err());
    let ten = board::Geometry::new(10);
    assert_eq!(ten.row_col(parse_square(&ten, "46").unwrap()), (9, 0));
    assert_eq!(ten.row_col(parse_square(&ten, "5").unwrap()), (0, 9));
}

#[test]
fn fen_round_trips() {
    let v = variant(Rules::international());
    let text = fen(&v.geo, v.rules.squares, &v.start);
    assert_eq!(text, format!("W:W{}:B{}", list(31..=50), list(1..=20)));
    assert_eq!(parse_fen(&v.geo, &text).unwrap(), v.start);
    assert_eq!(parse_fen(&v.geo, "W:W31-50:B1-20").unwrap(), v.start);
    let kings = parse_fen(&v.geo, "B:WK10,11:BK45").unwrap();
    assert_eq!(kings.side, BLACK);
    assert_eq!(kings.kings.count_ones(), 2, "K marks one square");
    assert!(parse_fen(&v.geo, "X:W1").is_err());
    assert!(parse_fen(&v.geo, "W:W1,1").is_err());
}

fn list(range: std::ops::RangeInclusive<u32>) -> String {
    range.map(|n| n.to_string()).collect::<Vec<_>>().join(",")
}

#[test]
fn flying_king_captures_from_afar_and_lands_anywhere_beyond() {
    // White king on 46 (a1 corner), black man on 23: landings 19, 14, 10, 5 beyond it.
    let found = moves(Rules::international(), "W:WK46:B23");
    assert_eq!(found, ["46x10", "46x14", "46x19", "46x5"]);
}

#[test]
fn russian_king_must_land_where_it_can_continue() {
    // King a1 takes c3; of the landings d4..h8 only e5 lets it go on, over d6 to c7 or b8.
    let found = moves(Rules::russian(), "W:WKa1:Bc3,d6");
    assert_eq!(found, ["a1xb8", "a1xc7"]);
}

#[test]
fn majority_rule_keeps_only_the_longest_capture() {
    // White man 32 can take 27 (one piece) or 28 then 19... set up: the man on 33 takes
    // 28 and 19 (two), the man on 31 takes 26 (one).
    let international = moves(Rules::international(), "W:W31,33:B26,28,19");
    assert!(
        international.iter().all(|m| m.starts_with("33")),
        "{international:?}"
    );
    // Russian: free choice between them.
    let russian = moves(Rules::russian(), "W:Wc3,g3:Bb4,f4,f6");
    assert_eq!(russian.len(), 2, "{russian:?}");
}

#[test]
fn russian_man_crowned_mid_capture_goes_on_as_king() {
    // White man e7 takes d8? No: man c5 takes d6 landing e7, then f8? Set up: man b6 takes c7
    // landing d8 (far row), crowned, then as a king takes e7 back down to f6 or beyond.
    let russian = moves(Rules::russian(), "W:Wb6:Bc7,e7");
    assert_eq!(russian, ["b6xf6", "b6xg5", "b6xh4"]);
    let v = Arc::new(variant(Rules::russian()));
    let pos = parse_fen(&v.geo, "W:Wb6:Bc7,e7").unwrap();
    let game = Draughts::from_position(v, pos);
    assert!(
        game.legal_moves()
            .iter()
            .all(|m| m.mv.crowned && m.landings.len() == 2)
    );
    // 10x10, man 12 takes 8 landing on 3 (far row); as a king it could go on over 14.
    let international = moves(Rules::international(), "W:W12:B8,14");
    assert_eq!(international, ["12x3"]);
    let russian_ten = Rules {
        size: 10,
        rows_of_men: 4,
        ..Rules::russian()
    };
    let crowned = moves(russian_ten, "W:W12:B8,14");
    assert_eq!(crowned, ["d8xi7", "d8xj6"]);
}

#[test]
fn a_piece_is_never_jumped_twice() {
    // A king circling four men takes each once; it may not take the first again.
    let found = moves(Rules::russian(), "W:WKc1:Bd2,f2,f4,d4");
    for m in &found {
        assert!(m.matches('x').count() <= 4, "{m}");
    }
    assert!(!found.is_empty());
}

#[test]
fn english_men_do_not_capture_backward() {
    // Black men move down (to higher numbers); a white man behind (above) a black man
    // cannot be taken backward by it.
    let english = moves(Rules::english(), "B:W14:B18");
    assert!(english.iter().all(|m| !m.contains('x')), "{english:?}");
    let russian = moves(Rules::russian(), "B:Wd4:Be3");
    assert_eq!(russian, ["e3xc5"]);
}

#[test]
fn english_kings_step_one_square() {
    let english = moves(Rules::english(), "W:WK18:B1");
    assert_eq!(english.len(), 4, "{english:?}");
}

#[test]
fn captured_pieces_leave_at_the_end_of_the_move() {
    let v = Arc::new(variant(Rules::russian()));
    let pos = parse_fen(&v.geo, "W:Wc3:Bd4,f6").unwrap();
    let mut game = Draughts::from_position(v, pos);
    let mv = game.legal_moves().remove(0);
    let changes = game.play(&mv);
    assert!(matches!(changes[0], Change::Move { ref path } if path.len() == 3));
    assert!(matches!(
        changes[1..],
        [Change::Remove { .. }, Change::Remove { .. }]
    ));
    assert_eq!(game.position().pieces[usize::from(BLACK)], 0);
    assert_eq!(game.outcome(), Some(Outcome::Win(WHITE)));
}

#[test]
fn threefold_repetition_draws() {
    let v = Arc::new(variant(Rules::russian()));
    let pos = parse_fen(&v.geo, "W:WKa1:BKh6").unwrap();
    let mut game = Draughts::from_position(v, pos);
    let plan = ["a1-b2", "h6-g5", "b2-a1", "g5-h6"];
    for round in 0..2 {
        for text in plan {
            assert_eq!(game.outcome(), None, "round {round} before {text}");
            let mv = game
                .legal_moves()
                .into_iter()
                .find(|m| game.move_text(m) == text)
                .unwrap_or_else(|| panic!("{text} not in {:?}", game.legal_moves()));
            game.play(&mv);
        }
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

fn big_man_game(position: &str) -> Draughts {
    let v = Arc::new(variant(Rules::big_man()));
    let pos = parse_fen(&v.geo, position).expect("valid");
    Draughts::from_position(v, pos)
}

#[test]
fn big_man_start_has_figures_and_hops() {
    let v = Arc::new(variant(Rules::big_man()));
    let game = Draughts::new(v.clone());
    assert_eq!(game.position().figures.count_ones(), 2);
    assert_eq!(
        perft(&v, &v.start, 1),
        9,
        "7 steps and 2 hops of the figure"
    );
    // Figure on e1 hops onto d2 or f2 once a neighbour is own piece.
    let g = big_man_game("W:WFe1,d2:BFd8");
    let mut texts: Vec<String> = g.legal_moves().iter().map(|m| g.move_text(m)).collect();
    texts.sort();
    assert!(texts.contains(&"e1>d2".to_string()), "{texts:?}");
    assert!(texts.contains(&"e1-f2".to_string()), "{texts:?}");
}

#[test]
fn big_man_carrier_moves_backward_plain_men_do_not() {
    let g = big_man_game("W:WFd4,b4:BFd8");
    let mut texts: Vec<String> = g.legal_moves().iter().map(|m| g.move_text(m)).collect();
    texts.sort();
    assert_eq!(
        texts,
        ["b4-a5", "b4-c5", "d4-c3", "d4-c5", "d4-e3", "d4-e5"]
    );
}

#[test]
fn big_man_carrier_reaching_the_far_row_wins() {
    let mut g = big_man_game("W:WFg7:Ba3,Fb6");
    let mv = g
        .legal_moves()
        .into_iter()
        .find(|m| g.move_text(m) == "g7-h8")
        .expect("step to the far row");
    g.play(&mv);
    assert_eq!(g.outcome(), Some(Outcome::Win(WHITE)));
}

#[test]
fn big_man_hop_onto_a_far_row_piece_wins_and_losing_the_carrier_loses() {
    let mut g = big_man_game("W:WFg7,Kh8:BFb6");
    let hop = g
        .legal_moves()
        .into_iter()
        .find(|m| m.mv.hop)
        .expect("a hop");
    g.play(&hop);
    assert_eq!(g.outcome(), Some(Outcome::Win(WHITE)));
    // Black takes White's carrier: White loses though it has pieces left.
    let mut g = big_man_game("B:WFd4,a1:BFe5");
    let take = g.legal_moves().remove(0);
    assert!(take.mv.is_capture());
    g.play(&take);
    assert_eq!(g.outcome(), Some(Outcome::Win(BLACK)));
}

#[test]
fn big_man_capturing_every_piece_wins() {
    let mut g = big_man_game("W:WFc3:Bd4,Fh8");
    let take = g.legal_moves().remove(0);
    g.play(&take);
    assert_eq!(g.position().pieces[usize::from(BLACK)].count_ones(), 1);
    let mut g = big_man_game("W:WFc3:BFd4");
    let take = g.legal_moves().remove(0);
    g.play(&take);
    assert_eq!(g.outcome(), Some(Outcome::Win(WHITE)));
}

#[test]
fn compact_moves_sort_and_compare() {
    assert!(Move::step(1, 2) < Move::step(2, 1));
}

/// Along random games of every rule set: the men found by shifts to have a jump are those a
/// square-by-square look finds, and a capture is said to exist exactly where one is listed.
#[test]
fn the_capture_shortcuts_agree_with_the_capture_list() {
    use super::board::{ALL_DIRECTIONS, Bits, Geometry};
    use super::movegen::{captures, has_capture, men_that_jump};
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let rule_sets = [
        Rules::international(),
        Rules::english(),
        Rules::russian(),
        Rules::brazilian(),
        Rules::big_man(),
    ];
    let mut with_capture = 0;
    for (seed, rules) in (0..).zip(rule_sets) {
        let v = Arc::new(variant(rules));
        let (geo, moves) = (&v.geo, v.moves);
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..40 {
            let mut game = Draughts::new(v.clone());
            for _ in 0..200 {
                let pos = *game.position();
                let free = geo.squares & !pos.occupied();
                let men = pos.own() & !pos.kings & !pos.figures;
                let dirs: &[usize] = if moves.men_capture_backward {
                    &ALL_DIRECTIONS
                } else {
                    &Geometry::forward(pos.side)
                };
                let looked = Bits(men).filter(|&man| {
                    dirs.iter().any(|&dir| {
                        geo.step(man, dir).is_some_and(|victim| {
                            pos.enemy() >> victim & 1 != 0
                                && geo.step(victim, dir).is_some_and(|l| free >> l & 1 != 0)
                        })
                    })
                });
                let looked = looked.fold(0u64, |set, man| set | 1 << man);
                assert_eq!(men_that_jump(geo, moves, &pos, free), looked);
                let mut listed = false;
                captures(geo, moves, &pos, |_, _| listed = true);
                assert_eq!(has_capture(geo, moves, &pos), listed);
                with_capture += usize::from(listed);
                let legal = game.legal_moves();
                if legal.is_empty() || game.outcome().is_some() {
                    break;
                }
                game.play(&legal[rng.random_range(0..legal.len())].clone());
            }
        }
    }
    assert!(
        with_capture > 1000,
        "{with_capture} positions with a capture"
    );
}

mod pdn_files {
    use super::*;
    use crate::rules::draughts::pdn::parse;
    use crate::rules::draughts::pdn_game::{ReplayError, export, replay};
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    fn random_game(rules: Rules, seed: u64, plies: usize) -> (Draughts, Vec<DraughtsMove>) {
        let v = Arc::new(variant(rules));
        let start = Draughts::new(v);
        let mut game = start.clone();
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut played = Vec::new();
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())].clone();
            game.play(&mv);
            played.push(mv);
        }
        (start, played)
    }

    /// `12-1` becomes `12- 1`, `5x9` becomes `5x 9`: the two-column padding of old files.
    fn pad_single_digit_squares(text: &str) -> String {
        let mut out = String::new();
        let chars: Vec<char> = text.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            out.push(c);
            let digit_alone = chars.get(i + 1).is_some_and(char::is_ascii_digit)
                && !chars.get(i + 2).is_some_and(char::is_ascii_digit);
            let in_move = i > 0 && chars[i - 1].is_ascii_digit();
            if (c == '-' || c == 'x') && in_move && digit_alone {
                out.push(' ');
            }
        }
        out
    }

    #[test]
    fn exported_games_read_back_to_the_same_moves() {
        let all = [
            Rules::russian(),
            Rules::international(),
            Rules::brazilian(),
            Rules::english(),
            Rules::big_man(),
        ];
        for rules in all {
            for seed in 0..20 {
                let (start, played) = random_game(rules.clone(), seed, 200);
                let text = export(&[("Event", "test".into())], &start, &played);
                let games = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                assert_eq!(games.len(), 1);
                let replayed =
                    replay(start.variant(), &games[0]).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
                assert_eq!(replayed.moves, played, "{text}");
                // Old tournament files pad single-digit squares after the separator.
                let padded = pad_single_digit_squares(&text);
                let games = parse(&padded).unwrap_or_else(|e| panic!("{e}\n{padded}"));
                let replayed = replay(start.variant(), &games[0])
                    .unwrap_or_else(|e| panic!("{e:?}\n{padded}"));
                assert_eq!(replayed.moves, played, "{padded}");
            }
        }
    }

    #[test]
    fn set_up_positions_round_trip_through_the_fen_tag() {
        let v = Arc::new(variant(Rules::russian()));
        let pos = parse_fen(&v.geo, "B:WKa1,c3:Bh8,f6").unwrap();
        let start = Draughts::from_position(v.clone(), pos);
        let mv = start.legal_moves().remove(0);
        let text = export(&[], &start, std::slice::from_ref(&mv));
        assert!(text.contains("[FEN \"B:Wc3,Ka1:Bh8,f6\"]"), "{text}");
        assert!(text.contains("1... "), "{text}");
        let games = parse(&text).unwrap();
        assert_eq!(replay(&v, &games[0]).unwrap().moves, vec![mv]);
    }

    const MESSY: &str = r#"
[Event "Club night"]
[GameType "20"]
[White "A"] [Black "B \"the rook\""]
1. 32-28 {opening [%clock w0:05:00]} 19-23 2.28x19 14x23 (2... 13x24 {or this}
  (another (nested) line) ) 3. 37-32!? $1 ; a line comment
%an escape line
10-14 4.31-27 1-1

[Event "second"]
[GameType "25"]
[FEN "W:Wc3:Bd4,f6"]
1. c3:e5:g7 1-0
33-28 18-23 *
"#;

    #[test]
    fn real_world_pdn_features_are_read() {
        let games = parse(MESSY).expect("readable");
        assert_eq!(games.len(), 3);
        assert_eq!(games[0].moves.len(), 7);
        assert_eq!(games[0].tag("black"), Some("B \"the rook\""));
        assert_eq!(games[0].result.as_deref(), Some("1-1"));
        assert_eq!(games[1].moves[0].squares, ["c3", "e5", "g7"]);
        assert_eq!(
            games[2].moves.len(),
            2,
            "moves after a result start a new game"
        );
        let intl = Arc::new(variant(Rules::international()));
        assert_eq!(replay(&intl, &games[0]).unwrap().moves.len(), 7);
        let russian = Arc::new(variant(Rules::russian()));
        let replayed = replay(&russian, &games[1]).unwrap();
        assert_eq!(replayed.end.outcome(), Some(Outcome::Win(WHITE)));
    }

    #[test]
    fn syntax_errors_name_line_and_column() {
        let err = parse("[Event \"x\"]\n1. 32-28 19-2z\n").unwrap_err();
        assert_eq!((err.line, err.column), (2, 10), "{err}");
        assert!(err.message.contains("`19-2z`"), "{err}");
        let err = parse("1. 32-28 {never closed\n").unwrap_err();
        assert_eq!((err.line, err.column), (1, 10), "{err}");
    }

    #[test]
    fn an_ambiguous_capture_is_resolved_by_the_move_after_it() {
        let english = Arc::new(variant(Rules::english()));
        let set_up = "[FEN \"B:W14,15,22,23:B10\"]\n";
        // 10x26 jumps 14 and 22, or 15 and 23: only after the first does White still have 15.
        let games = parse(&format!("{set_up}1... 10x26 2. 15-11 *")).unwrap();
        let replayed = replay(&english, &games[0]).unwrap();
        let geo = &english.geo;
        let captured: Vec<u8> = Bits(replayed.moves[0].mv.captured).collect();
        let expected: Vec<u8> = ["14", "22"]
            .iter()
            .map(|s| parse_square(geo, s).unwrap())
            .collect();
        assert_eq!(captured, expected);
        let games = parse(&format!("{set_up}1... 10x26 *")).unwrap();
        assert!(matches!(
            replay(&english, &games[0]),
            Err(ReplayError::Ambiguous {
                index: 1,
                candidates: 2,
                ..
            })
        ));
        // Neither path lets `11-7` follow: the error is that move's, not the capture's.
        let games = parse(&format!("{set_up}1... 10x26 2. 11-7 *")).unwrap();
        assert!(matches!(
            replay(&english, &games[0]),
            Err(ReplayError::Illegal { index: 2, .. })
        ));
    }

    #[test]
    fn a_record_goes_on_after_a_repetition_draw() {
        let russian = Arc::new(variant(Rules::russian()));
        let shuffle = "[FEN \"W:WKc1:BKf8\"]\n1. c1-d2 f8-g7 2. d2-c1 g7-f8 3. c1-d2 f8-g7 \
                       4. d2-c1 g7-f8 5. c1-b2 1/2-1/2";
        let games = parse(shuffle).unwrap();
        let replayed = replay(&russian, &games[0]).unwrap();
        assert_eq!(replayed.moves.len(), 9);
        assert_eq!(replayed.draw_at, Some(8));
        // A win still ends the record: nothing may follow it.
        let games = parse("[FEN \"W:Wc3:Bd4\"]\n1. c3xe5 d4-c3 *").unwrap();
        assert!(matches!(
            replay(&russian, &games[0]),
            Err(ReplayError::Illegal { index: 2, ref reason, .. }) if reason.contains("already over")
        ));
    }

    #[test]
    fn degenerate_set_ups_read() {
        let intl = Arc::new(variant(Rules::international()));
        let none = parse_fen(&intl.geo, "W::.").unwrap();
        assert_eq!(none.occupied(), 0);
        let one_side = parse_fen(&intl.geo, "B:W31,32:B").unwrap();
        assert_eq!(one_side.occupied().count_ones(), 2);
        assert_eq!(one_side.side, BLACK);
        let games = parse("[FEN \"W::\"]\n[Result \"0-2\"]\n0-2").unwrap();
        let replayed = replay(&intl, &games[0]).unwrap();
        assert!(replayed.moves.is_empty());
        assert_eq!(replayed.end.outcome(), Some(Outcome::Win(BLACK)));
    }

    #[test]
    fn a_syntax_error_spoils_only_its_own_game() {
        let text = "[Event \"a\"]\n1. 32-28 }\n\n[Event \"b\"]\n1. 32-28 *\n";
        let each = crate::rules::draughts::pdn::parse_each(text);
        assert_eq!(each.len(), 2);
        assert_eq!(each[0].as_ref().unwrap_err().line, 2);
        assert_eq!(each[1].as_ref().unwrap().moves.len(), 1);
        assert!(parse(text).is_err());
    }

    #[test]
    fn illegal_moves_say_why() {
        let intl = Arc::new(variant(Rules::international()));
        let cases = [
            ("1. 32-28 19-23 2. 33-29", 3, "a capture is compulsory"),
            ("1. 32-26", 1, "not a legal move"),
            ("1. 22-27", 1, "no White piece on 22"),
            ("1. 32-28 19-23 2. 28x19 14x23 3. 99-98", 5, "not a square"),
        ];
        for (text, index, reason) in cases {
            let games = parse(text).unwrap();
            match replay(&intl, &games[0]) {
                Err(ReplayError::Illegal {
                    index: i,
                    reason: r,
                    ..
                }) => {
                    assert_eq!(i, index, "{text}");
                    assert!(r.contains(reason), "{text}: {r}");
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }
}
