//! The rules of the games shipped as data only (`levels/jump/`), each on a hand-made
//! position: the shipped file with its board art replaced.

use leapfrog::level::shipped;
use leapfrog::rules::jump::JumpState;
use leapfrog::rules::jump::replay::replay;
use leapfrog::rules::{Game, Outcome};

/// The shipped game `name` with the art rows replaced (and its opening removals dropped).
fn position(name: &str, art: &[&str]) -> JumpState {
    let (path, text) = shipped::named("levels/jump/", name).expect("shipped");
    let start = text.find("art: [").expect("a grid");
    let end = start + text[start..].find(']').expect("closed");
    let rows: String = art.iter().map(|r| format!("\"{r}\",")).collect();
    let mut edited = format!("{}art: [{rows}{}", &text[..start], &text[end..]);
    if let Some(at) = edited.find("    opening: [") {
        let close = at + edited[at..].find("    ],").expect("closed") + 6;
        edited.replace_range(at..close, "");
    }
    let loaded = leapfrog::level::jump::parse(path, &edited).unwrap_or_else(|e| panic!("{e}"));
    JumpState::new(loaded.rules)
}

/// The shipped 8x8 game `name` with only these pieces: (algebraic square, mark), whatever
/// the game calls its squares.
fn pieces_on(name: &str, pieces: &[(&str, char)]) -> JumpState {
    let mut rows = vec![vec!['.'; 8]; 8];
    for (square, mark) in pieces {
        let (file, rank) = algebraic(square);
        rows[7 - rank][file] = *mark;
    }
    let art: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
    let art: Vec<&str> = art.iter().map(String::as_str).collect();
    position(name, &art)
}

/// (file, rank) from 0 of an algebraic square such as `c3`.
fn algebraic(square: &str) -> (usize, usize) {
    let bytes = square.as_bytes();
    (
        usize::from(bytes[0] - b'a'),
        square[1..].parse::<usize>().expect("a rank") - 1,
    )
}

/// The cell at an algebraic square of an 8x8 grid, whatever the game calls it.
fn at(game: &JumpState, square: &str) -> u8 {
    let (file, rank) = algebraic(square);
    let place = ((7 - rank) as u8, file as u8);
    game.rules
        .geo
        .grid_place
        .iter()
        .position(|&p| p == place)
        .expect("a playing square") as u8
}

fn texts(game: &JumpState) -> Vec<String> {
    let mut all: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.move_text(m))
        .collect();
    all.sort();
    all
}

fn names(game: &JumpState, cells: &[&str]) -> leapfrog::rules::jump::bits::Bits {
    let mut bits = leapfrog::rules::jump::bits::Bits::EMPTY;
    for c in cells {
        bits.set(game.rules.geo.cell_named(c).expect("a cell"));
    }
    bits
}

#[test]
fn turkish_captured_men_leave_at_once_so_a_king_crosses_their_square() {
    // White king a4; Black c4, e6, d7, c3. Going round: a4xd4 (c4 gone at once), d4? no:
    // the chain a4 x e4 x e7 x c7 x c2 crosses c4's square after taking it.
    let game = position(
        "turkish-draughts",
        &[
            "........", "...b....", "....b...", "........", "W.b.....", "..b.....", "........",
            "........",
        ],
    );
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    let all_four = names(&game, &["c4", "e6", "d7", "c3"]);
    assert!(
        moves.iter().all(|m| m.captured == all_four),
        "the most pieces must be taken, by crossing c4: {:?}",
        texts(&game)
    );
}

#[test]
fn turkish_chains_never_turn_straight_back() {
    // White king d4, Black d6 and d2: taking d6 and coming straight back for d2 is a
    // 180-degree turn, so each capture takes one piece.
    let game = position(
        "turkish-draughts",
        &[
            "........", "........", "...b....", "........", "...W....", "........", "...b....",
            "........",
        ],
    );
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| m.captured.count() == 1),
        "{:?}",
        texts(&game)
    );
}

#[test]
fn turkish_men_move_forward_and_sideways_only() {
    let game = position(
        "turkish-draughts",
        &[
            "........", "b.......", "........", "........", "...w....", "........", "........",
            "........",
        ],
    );
    assert_eq!(texts(&game), ["d4-c4", "d4-d5", "d4-e4"]);
}

#[test]
fn italian_men_never_take_kings() {
    // White man d3 faces a black king on e4 with f5 empty: no capture; the man steps.
    let game = pieces_on("italian-draughts", &[("d3", 'w'), ("e4", 'B')]);
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| !m.is_capture()), "{:?}", texts(&game));
}

#[test]
fn italian_captures_by_a_king_come_before_a_man_s() {
    // The man d3 can take e4, the king f1 can take g2: the king must.
    let game = pieces_on(
        "italian-draughts",
        &[("d3", 'w'), ("e4", 'b'), ("f1", 'W'), ("g2", 'b')],
    );
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| m.from == at(&game, "f1")),
        "{:?}",
        texts(&game)
    );
}

#[test]
fn italian_the_most_pieces_come_first() {
    // The man d3 can take e4 and g6, the king f1 only g2: the man's double capture.
    let game = pieces_on(
        "italian-draughts",
        &[
            ("d3", 'w'),
            ("e4", 'b'),
            ("g6", 'b'),
            ("f1", 'W'),
            ("g2", 'b'),
        ],
    );
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| m.captured.count() == 2),
        "{:?}",
        texts(&game)
    );
}

#[test]
fn italian_the_most_kings_then_the_king_met_earliest() {
    // The king d3 can take the king e4 or the man c4: the king.
    let kings = pieces_on("italian-draughts", &[("d3", 'W'), ("e4", 'B'), ("c4", 'b')]);
    let moves = kings.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| m.captured.has(at(&kings, "e4"))),
        "{:?}",
        texts(&kings)
    );
    // Two double captures with one king each: e4 then g6, or c4 then c6. The one that meets
    // its king first.
    let earliest = pieces_on(
        "italian-draughts",
        &[
            ("d3", 'W'),
            ("e4", 'B'),
            ("g6", 'b'),
            ("c4", 'b'),
            ("c6", 'B'),
        ],
    );
    let moves = earliest.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| m.captured.count() == 2
            && m.captured.has(at(&earliest, "e4"))
            && m.landings()[0] == at(&earliest, "f5")),
        "{:?}",
        texts(&earliest)
    );
}

#[test]
fn czech_a_king_that_can_capture_must() {
    // The man c1 can take two (d2, f4), the king a1 one (c3): the king's capture only.
    let game = pieces_on(
        "czech-draughts",
        &[
            ("a1", 'W'),
            ("c3", 'b'),
            ("c1", 'w'),
            ("d2", 'b'),
            ("f4", 'b'),
        ],
    );
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| m.from == at(&game, "a1")),
        "{:?}",
        texts(&game)
    );
}

#[test]
fn czech_has_no_majority_rule() {
    // Men only: the man c1 takes two (d2, f4), the man a3 one (b4); both are legal.
    let game = pieces_on(
        "czech-draughts",
        &[
            ("c1", 'w'),
            ("d2", 'b'),
            ("f4", 'b'),
            ("a3", 'w'),
            ("b4", 'b'),
        ],
    );
    let counts: std::collections::BTreeSet<u32> = game
        .legal_moves()
        .iter()
        .map(|m| m.captured.count())
        .collect();
    assert_eq!(counts, [1, 2].into_iter().collect(), "{:?}", texts(&game));
}

#[test]
fn pool_a_man_passing_the_far_row_in_a_capture_stays_a_man() {
    // Black moves down: c3 takes d2 landing on e1, the far row, and goes on backward over f2
    // to g3, still a man.
    let game = pieces_on("pool-checkers", &[("c3", 'b'), ("d2", 'w'), ("f2", 'w')]);
    let moves = game.legal_moves();
    assert_eq!(moves.len(), 1, "{:?}", texts(&game));
    assert_eq!(moves[0].landings(), [at(&game, "e1"), at(&game, "g3")]);
    assert_eq!(moves[0].kind_after, 0, "still a man");
    // Stopping on the far row crowns it.
    let ends = pieces_on("pool-checkers", &[("c3", 'b'), ("d2", 'w')]);
    let moves = ends.legal_moves();
    assert_eq!(moves.len(), 1, "{:?}", texts(&ends));
    assert_eq!(moves[0].kind_after, 1, "crowned");
}

#[test]
fn konane_chains_keep_one_direction_and_may_stop_after_any_jump() {
    // Black a1; White a2 and a4 (north), b3 (east of a3).
    let game = position(
        "konane-6",
        &["......", "......", "o.....", ".o....", "o.....", "x....."],
    );
    assert_eq!(texts(&game), ["a1xa3", "a1xa3xa5"]);
}

#[test]
fn konane_opens_with_two_removals() {
    let (path, text) = shipped::named("levels/jump/", "konane-6").expect("shipped");
    let mut game = JumpState::new(leapfrog::level::jump::parse(path, text).expect("ok").rules);
    assert_eq!(
        texts(&game),
        ["a1", "c3", "d4", "f6"],
        "Black: a corner or the centre"
    );
    let mv = game.read_move("c3").expect("legal");
    game.play(&mv);
    assert_eq!(
        texts(&game),
        ["b3", "c2", "c4", "d3"],
        "White: next to the hole"
    );
    let mv = game.read_move("d3").expect("legal");
    game.play(&mv);
    assert!(
        game.legal_moves().iter().all(|m| m.is_capture()),
        "then only captures"
    );
}

#[test]
fn halma_a_piece_in_the_target_camp_stays_in_it() {
    let (path, text) = shipped::named("levels/jump/", "halma-2").expect("shipped");
    let game = JumpState::new(leapfrog::level::jump::parse(path, text).expect("ok").rules);
    let target = game.rules.end.target[0];
    // Move a White piece into the black camp by hand: every move of it stays inside.
    let mut pos = game.pos;
    let from = pos.side[0].cells().next().expect("a piece");
    let into = target
        .cells()
        .find(|&c| !pos.occupied().has(c) || pos.side[1].has(c))
        .expect("a camp cell");
    for side in &mut pos.side {
        side.clear(into);
    }
    for kind in &mut pos.kind {
        kind.clear(into);
    }
    pos.side[0].clear(from);
    pos.kind[0].clear(from);
    pos.side[0].set(into);
    pos.kind[0].set(into);
    let mut moves = Vec::new();
    leapfrog::rules::jump::movegen::generate(&game.rules, &pos, &mut moves);
    let of_it: Vec<_> = moves.iter().filter(|m| m.from == into).collect();
    assert!(
        of_it.iter().all(|m| target.has(m.to)),
        "it never leaves the camp"
    );
}

#[test]
fn every_shipped_game_plays_random_games_to_the_end_or_a_limit() {
    use rand::{Rng, SeedableRng};
    for name in shipped::names_in("levels/jump/") {
        let (path, text) = shipped::named("levels/jump/", name).expect("shipped");
        let rules = leapfrog::level::jump::parse(path, text).expect("ok").rules;
        for seed in 0..3 {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let mut game = JumpState::new(rules.clone());
            for _ in 0..300 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    assert!(
                        game.outcome().is_some(),
                        "{name}: no move means the game is over"
                    );
                    break;
                }
                assert_piece_moves_are_the_whole_list_s(name, &game);
                let mv = moves[rng.random_range(0..moves.len())];
                let text = game.move_text(&mv);
                assert_eq!(game.read_move(&text), Ok(mv), "{name}: {text} reads back");
                game.play(&mv);
            }
        }
    }
}

/// `generate_from` (one piece's moves, found alone where no rule compares pieces) lists what
/// the whole list has from that cell, in both the shortcut and the filtered path.
fn assert_piece_moves_are_the_whole_list_s(name: &str, game: &JumpState) {
    use leapfrog::rules::jump::movegen;
    let (rules, pos) = (&game.rules, &game.pos);
    let mut all = Vec::new();
    movegen::generate(rules, pos, &mut all);
    let mut one = Vec::new();
    for cell in 0..rules.geo.cells() as u8 {
        movegen::generate_from(rules, pos, cell, &mut one);
        let mut from_cell: Vec<_> = all
            .iter()
            .filter(|m| m.from == cell)
            .map(|m| m.key())
            .collect();
        let mut found: Vec<_> = one.iter().map(|m| m.key()).collect();
        from_cell.sort();
        found.sort();
        assert_eq!(found, from_cell, "{name}: the moves from cell {cell}");
    }
}

/// An invitation to a modded game sends the game as text: every shipped game written out
/// reads back to the same game, with the same moves from the start.
#[test]
fn every_game_written_as_text_reads_back_the_same() {
    let names = shipped::names_in(leapfrog::level::jump::FOLDER);
    assert!(names.len() > 10);
    for name in names {
        let loaded = leapfrog::games::jump::load(name).unwrap();
        let text = leapfrog::level::jump::to_text(&loaded.rules.spec);
        let again = leapfrog::level::jump::parse("again.ron", &text)
            .unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        assert_eq!(again.rules.spec, loaded.rules.spec, "{name}");
        let (a, b) = (
            JumpState::new(loaded.rules.clone()),
            JumpState::new(again.rules),
        );
        assert_eq!(texts(&a), texts(&b), "{name}");
    }
}

#[test]
fn czech_a_king_s_capture_reads_by_any_path_that_makes_it() {
    // The king a1 takes c3 and g7 on the long diagonal; it may land on d4, e5 or f6 between
    // them (each goes on), and the generator lists the capture once.
    let game = pieces_on("czech-draughts", &[("a1", 'W'), ("c3", 'b'), ("g7", 'b')]);
    let legal = game.legal_moves();
    assert_eq!(legal.len(), 1, "{:?}", texts(&game));
    for text in ["a1xd4xh8", "a1xe5xh8", "a1xf6xh8", "a1xh8"] {
        let read = game
            .read_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(read, legal[0], "{text}");
    }
    // A landing that does not go on is no path of it.
    assert!(game.read_move("a1xb2xh8").is_err());
}

/// The Czech position where the man c1 takes two men either way to c5: over b2 and b4, or
/// over d2 and d4; `c1xc5` fits both.
fn two_ways_to_c5() -> JumpState {
    pieces_on(
        "czech-draughts",
        &[
            ("c1", 'w'),
            ("b2", 'b'),
            ("b4", 'b'),
            ("d2", 'b'),
            ("d4", 'b'),
            ("h8", 'b'),
        ],
    )
}

fn record(moves: &[&str]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

#[test]
fn a_short_capture_is_read_as_the_one_that_lets_the_record_replay() {
    let game = two_ways_to_c5();
    let err = game.read_move("c1xc5").expect_err("ambiguous");
    assert!(err.contains("fits 2 captures"), "{err}");
    // Black's b4 is still there only when White took d2 and d4.
    let replayed = replay(game.rules.clone(), &record(&["c1xc5", "b4-a3"])).expect("replays");
    assert_eq!(replayed.moves, 2);
    assert_eq!(replayed.ambiguous, None);
    let replayed = replay(game.rules.clone(), &record(&["c1xc5", "d4-e3"])).expect("replays");
    assert_eq!(replayed.ambiguous, None);
    // Alone, either reading replays: said, with both.
    let replayed = replay(game.rules.clone(), &record(&["c1xc5"])).expect("replays");
    let (at, readings) = replayed.ambiguous.expect("ambiguous");
    assert_eq!(at, 1);
    let mut readings = readings;
    readings.sort();
    assert_eq!(readings, ["c1xa3xc5", "c1xe3xc5"]);
    // No reading gets past the second move: refused there.
    let refused = replay(game.rules.clone(), &record(&["c1xc5", "h6-g5"])).expect_err("illegal");
    assert_eq!((refused.at, refused.text.as_str()), (2, "h6-g5"));
}

#[test]
fn a_record_that_goes_on_after_a_repetition_draw_replays_to_its_end() {
    let game = pieces_on("czech-draughts", &[("a1", 'W'), ("h2", 'B')]);
    let shuffle = ["a1-b2", "h2-g1", "b2-a1", "g1-h2"];
    let mut moves: Vec<&str> = shuffle.iter().chain(shuffle.iter()).copied().collect();
    moves.push("a1-c3");
    let replayed = replay(game.rules.clone(), &record(&moves)).expect("replays");
    assert_eq!(replayed.moves, 9);
    // The start position stands for the third time after the eighth move.
    assert_eq!(replayed.ended_at, Some((8, Outcome::Draw)));
    // Without the extra move the record ends where the rules do.
    let replayed = replay(game.rules.clone(), &record(&moves[..8])).expect("replays");
    assert_eq!(replayed.ended_at, Some((8, Outcome::Draw)));
}

/// The cell at (row from the top, column) of a grid game.
fn cell_at(game: &JumpState, row: u8, col: u8) -> u8 {
    game.rules
        .geo
        .grid_place
        .iter()
        .position(|&p| p == (row, col))
        .expect("a playing square") as u8
}

/// A Frisian position from (row from the top, column, mark) on an empty 10x10 board.
fn frisian(pieces: &[(u8, u8, char)]) -> JumpState {
    on_ten("frisian-draughts", pieces)
}

#[test]
fn frisian_men_and_kings_capture_along_columns_and_rows() {
    // The man on (6,1) takes the man two rows up on (4,1), landing two rows on at (2,1).
    let game = frisian(&[(6, 1, 'w'), (4, 1, 'b')]);
    let moves = game.legal_moves();
    assert_eq!(moves.len(), 1, "{:?}", texts(&game));
    assert_eq!(moves[0].to, cell_at(&game, 2, 1));
    assert!(moves[0].captured.has(cell_at(&game, 4, 1)));
    // A king on the bottom row takes along it from afar, landing on any dark square behind.
    let game = frisian(&[(9, 0, 'W'), (9, 4, 'b')]);
    let landings: std::collections::BTreeSet<u8> =
        game.legal_moves().iter().map(|m| m.to).collect();
    let expected = [cell_at(&game, 9, 6), cell_at(&game, 9, 8)];
    assert_eq!(
        landings,
        expected.into_iter().collect(),
        "{:?}",
        texts(&game)
    );
    // A man also captures backwards along its column.
    let game = frisian(&[(2, 1, 'w'), (4, 1, 'b')]);
    assert!(
        game.legal_moves()
            .iter()
            .any(|m| m.to == cell_at(&game, 6, 1) && m.is_capture()),
        "{:?}",
        texts(&game)
    );
}

#[test]
fn frisian_a_king_counts_more_than_a_man_and_less_than_two() {
    // The man (6,1) can take two men (diagonally (5,2) then (3,2)... as laid out below); the
    // man (6,7) one king. Two men (200) come before one king (199).
    let two_men = [
        (6, 1, 'w'),
        (5, 2, 'b'),
        (3, 4, 'b'),
        (6, 7, 'w'),
        (5, 8, 'B'),
    ];
    let game = frisian(&two_men);
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| m.captured.count() == 2),
        "{:?}",
        texts(&game)
    );
    // One king (199) before one man (100).
    let game = frisian(&[(6, 1, 'w'), (5, 2, 'b'), (6, 7, 'w'), (5, 8, 'B')]);
    let moves = game.legal_moves();
    assert!(
        moves
            .iter()
            .all(|m| m.captured.has(cell_at(&game, 5, 8)) && m.captured.count() == 1),
        "{:?}",
        texts(&game)
    );
    // Equal value: the king's capture, not the man's.
    let game = frisian(&[(6, 1, 'w'), (5, 2, 'b'), (9, 6, 'W'), (7, 8, 'b')]);
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| m.from == cell_at(&game, 9, 6)),
        "{:?}",
        texts(&game)
    );
}

/// Plays `n` moves a side: White's king between (9,0) and (8,1), Black's men down
/// from (0,5) and (0,7), off every line the king captures along; the king's cell after.
fn king_shuffle(game: &mut JumpState, n: usize) -> u8 {
    let king_path = [(8, 1), (9, 0), (8, 1), (9, 0)];
    let black_steps = [(1, 4), (1, 6), (2, 3), (2, 5)];
    let mut king = cell_at(game, 9, 0);
    for (&(r, c), &(br, bc)) in king_path.iter().zip(&black_steps).take(n) {
        let to = cell_at(game, r, c);
        let mv = *game
            .legal_moves()
            .iter()
            .find(|m| m.from == king && m.to == to)
            .unwrap_or_else(|| panic!("the king may go to ({r},{c}): {:?}", texts(game)));
        game.play(&mv);
        king = to;
        let to = cell_at(game, br, bc);
        let black = *game
            .legal_moves()
            .iter()
            .find(|m| m.to == to)
            .unwrap_or_else(|| panic!("Black to ({br},{bc}): {:?}", texts(game)));
        game.play(&black);
    }
    king
}

#[test]
fn frisian_the_same_king_moves_quietly_at_most_three_times_while_men_remain() {
    let black = [(0, 5, 'b'), (0, 7, 'b')];
    let mut game = frisian(&[&[(9, 0, 'W'), (9, 8, 'w')][..], &black].concat());
    let king = king_shuffle(&mut game, 3);
    // Three king moves in a row: now only the man moves.
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m.from != king), "{:?}", texts(&game));
    // After two, it may still.
    let mut game = frisian(&[&[(9, 0, 'W'), (9, 8, 'w')][..], &black].concat());
    let king = king_shuffle(&mut game, 2);
    assert!(game.legal_moves().iter().any(|m| m.from == king));
    // Without men the rule does not hold the king: a fourth move in a row.
    let mut alone = frisian(&[&[(9, 0, 'W')][..], &black].concat());
    king_shuffle(&mut alone, 4);
}

#[test]
fn frisian_perft_from_the_start_is_the_published_one() {
    // The laatste.info forum's Frisian perft thread (depths 1-11 there; 8 here, the rest by
    // `leapfrog perft frisian-draughts 11`).
    let published = [9, 81, 658, 3_874, 21_265, 102_431, 540_126, 2_825_779];
    let game = position_of("frisian-draughts");
    let counted: Vec<u64> = (1..=published.len() as u32)
        .map(|d| leapfrog::rules::jump::perft::perft(&game.rules, &game.pos, d, false))
        .collect();
    assert_eq!(counted, published);
}

fn position_of(name: &str) -> JumpState {
    let (path, text) = shipped::named("levels/jump/", name).expect("shipped");
    JumpState::new(
        leapfrog::level::jump::parse(path, text)
            .expect("valid")
            .rules,
    )
}

/// A 10x10 position of `name` from (row from the top, column, mark).
fn on_ten(name: &str, pieces: &[(u8, u8, char)]) -> JumpState {
    let mut rows = vec![vec!['.'; 10]; 10];
    for &(r, c, mark) in pieces {
        rows[usize::from(r)][usize::from(c)] = mark;
    }
    let art: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
    let art: Vec<&str> = art.iter().map(String::as_str).collect();
    position(name, &art)
}

#[test]
fn antidraughts_is_won_by_losing_every_piece_and_breakthrough_by_the_first_king() {
    // White must take Black's last man: Black, with nothing left, has won.
    let mut anti = on_ten("antidraughts", &[(6, 1, 'w'), (5, 2, 'b')]);
    let take = anti.legal_moves();
    assert_eq!(take.len(), 1, "{:?}", texts(&anti));
    anti.play(&take[0]);
    assert_eq!(anti.outcome(), Some(Outcome::Win(1)));
    // White gives its last man away (Black must take it) and wins.
    let mut anti = on_ten("antidraughts", &[(6, 1, 'w'), (4, 3, 'b')]);
    let give = *anti
        .legal_moves()
        .iter()
        .find(|m| m.to == cell_at(&anti, 5, 2))
        .expect("a step");
    anti.play(&give);
    let take = anti.legal_moves();
    assert_eq!(take.len(), 1, "{:?}", texts(&anti));
    anti.play(&take[0]);
    assert_eq!(anti.outcome(), Some(Outcome::Win(0)));
    // Breakthrough: a man one step from the far row steps there and wins.
    let mut breakthrough = on_ten("breakthrough-draughts", &[(1, 0, 'w'), (8, 7, 'b')]);
    let crown = *breakthrough
        .legal_moves()
        .iter()
        .find(|m| m.to == cell_at(&breakthrough, 0, 1))
        .expect("the man steps to the far row");
    breakthrough.play(&crown);
    assert_eq!(breakthrough.outcome(), Some(Outcome::Win(0)));
}

/// A playout's move (`play_random`, which keeps the moves it generated and skips the view's
/// changes) walks the same game as choosing from `legal_moves` and calling `play`: the same
/// positions, moves and outcome, for every shipped data game and the native draughts.
#[test]
fn playouts_walk_the_same_games_as_play() {
    use leapfrog::games;
    use rand::{Rng, SeedableRng};
    let mut names = shipped::names_in("levels/jump/");
    names.extend([
        "draughts-english",
        "draughts-international",
        "draughts-glass",
    ]);
    for name in names {
        let (family, variant) = games::resolve(name).expect("a game");
        let start = family.start(&variant).expect("starts");
        for seed in 0..3 {
            let mut fast = start.boxed_clone();
            let mut full = start.boxed_clone();
            let mut fast_rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let mut full_rng = rand::rngs::SmallRng::seed_from_u64(seed);
            for ply in 0..400 {
                let legal = full.legal_move_texts();
                let played = fast.play_random(&mut fast_rng);
                assert_eq!(played, !legal.is_empty(), "{name} seed {seed} ply {ply}");
                if !played {
                    break;
                }
                let text = &legal[full_rng.random_range(0..legal.len())];
                full.play_text(text).expect("legal");
                assert_eq!(
                    fast.hash(),
                    full.hash(),
                    "{name} seed {seed} ply {ply}: {text}"
                );
                assert_eq!(fast.legal_move_texts(), full.legal_move_texts(), "{name}");
            }
            assert_eq!(fast.outcome(), full.outcome(), "{name} seed {seed}");
        }
    }
}
