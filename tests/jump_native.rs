//! The data versions of shipped games (`tests/fixtures/jump/`) against the native rule sets:
//! equal perft, and the same legal moves at every ply of random games.

use leapfrog::games;
use leapfrog::rules::Game;
use leapfrog::rules::jump::{JumpState, perft};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn data_game(name: &str) -> JumpState {
    let path = format!(
        "{}/tests/fixtures/jump/{name}.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("fixture");
    let loaded = leapfrog::level::jump::parse(&path, &text).unwrap_or_else(|e| panic!("{e}"));
    JumpState::new(loaded.rules)
}

fn native_perft(variant: &str, depth: u32) -> Vec<u64> {
    let (family, name) = games::resolve(variant).expect("a shipped variant");
    family.perft(&name, depth).expect("perft")
}

fn data_perft(game: &JumpState, depth: u32) -> Vec<u64> {
    (1..=depth)
        .map(|d| perft::perft(&game.rules, &game.pos, d, false))
        .collect()
}

fn same_perft(fixture: &str, native: &str, depth: u32) {
    let game = data_game(fixture);
    assert_eq!(
        data_perft(&game, depth),
        native_perft(native, depth),
        "{fixture} against {native}"
    );
}

#[test]
fn international_draughts_perft_equals_the_native() {
    same_perft("draughts-international", "draughts-international", 8);
}

#[test]
fn russian_draughts_perft_equals_the_native() {
    same_perft("draughts-russian", "draughts-glass", 8);
}

#[test]
fn brazilian_draughts_perft_equals_the_native() {
    same_perft("draughts-brazilian", "draughts-brazilian", 8);
}

#[test]
fn english_checkers_perft_equals_the_native() {
    same_perft("draughts-english", "draughts-english", 8);
}

#[test]
fn chinese_checkers_perft_equals_the_native_for_two_three_and_six() {
    same_perft("chinese-checkers-2", "chinese-checkers-2", 4);
    same_perft("chinese-checkers-3", "chinese-checkers-3", 4);
    same_perft("chinese-checkers-6", "chinese-checkers-6", 4);
}

#[test]
fn the_english_peg_board_perft_equals_the_native() {
    same_perft("peg-english", "classic/english", 6);
}

/// Random games played on both: at every ply each native move reads as exactly one data
/// move and the counts agree.
fn same_moves(fixture: &str, native: &str, games_count: u64, plies: usize) {
    for seed in 0..games_count {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut data = data_game(fixture);
        let (family, name) = games::resolve(native).expect("shipped");
        let mut reference = family.start(&name).expect("starts");
        for ply in 0..plies {
            let texts = reference.legal_move_texts();
            let ours = data.legal_moves();
            let where_ = format!("{fixture}, game {seed}, ply {ply}");
            assert_eq!(
                texts.len(),
                ours.len(),
                "{where_}: native {texts:?}, data {:?}",
                ours.iter().map(|m| data.move_text(m)).collect::<Vec<_>>()
            );
            if texts.is_empty() {
                break;
            }
            for text in &texts {
                data.read_move(text)
                    .unwrap_or_else(|e| panic!("{where_}: native move {text}: {e}"));
            }
            let pick = &texts[rng.random_range(0..texts.len())];
            let mv = data.read_move(pick).expect("read above");
            data.play(&mv);
            reference.play_text(pick).expect("legal");
        }
    }
}

#[test]
fn international_draughts_moves_match_in_random_games() {
    same_moves("draughts-international", "draughts-international", 40, 150);
}

#[test]
fn russian_draughts_moves_match_in_random_games() {
    same_moves("draughts-russian", "draughts-glass", 40, 150);
}

#[test]
fn brazilian_draughts_moves_match_in_random_games() {
    same_moves("draughts-brazilian", "draughts-brazilian", 40, 150);
}

#[test]
fn english_checkers_moves_match_in_random_games() {
    same_moves("draughts-english", "draughts-english", 40, 150);
}

#[test]
fn chinese_checkers_moves_match_in_random_games() {
    same_moves("chinese-checkers-2", "chinese-checkers-2", 10, 120);
    same_moves("chinese-checkers-3", "chinese-checkers-3", 5, 120);
    same_moves("chinese-checkers-6", "chinese-checkers-6", 5, 120);
}

/// Games played to their end on both rule sets, each side taking the move that gains most
/// toward its goal (ties at random): the two must end at the same ply with the same result,
/// seats matched by who moves first.
fn same_outcomes(fixture: &str, native: &str, games_count: u64) {
    let mut ended = 0;
    for seed in 0..games_count {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut data = data_game(fixture);
        let eval = leapfrog::ai::jump::Evaluator::new(&data.rules);
        let (family, name) = games::resolve(native).expect("shipped");
        let mut reference = family.start(&name).expect("starts");
        let n = data.rules.sides.len() as u8;
        let turn = (reference.side_to_move() + n - data.pos.to_move) % n;
        let in_data_seats = |o: Option<leapfrog::rules::Outcome>| match o {
            Some(leapfrog::rules::Outcome::Win(s)) => {
                Some(leapfrog::rules::Outcome::Win((s + n - turn) % n))
            }
            other => other,
        };
        for ply in 0..2000 {
            assert_eq!(
                data.outcome(),
                in_data_seats(reference.outcome()),
                "{fixture}, game {seed}, ply {ply}"
            );
            if data.outcome().is_some() {
                ended += 1;
                break;
            }
            let legal = data.legal_moves();
            let mover = usize::from(data.pos.to_move);
            let gains: Vec<i32> = legal
                .iter()
                .map(|m| eval.progress(mover, m.from, m.to) * 4 + rng.random_range(0..4))
                .collect();
            let best = (0..legal.len()).max_by_key(|&i| gains[i]).expect("a move");
            let mv = legal[best];
            // The native notation may write a chain shorter: its text the file reads as mv.
            let text = reference
                .legal_move_texts()
                .into_iter()
                .find(|t| data.read_move(t).is_ok_and(|m| m.key() == mv.key()))
                .unwrap_or_else(|| data.move_text(&mv));
            data.play(&mv);
            reference
                .play_text(&text)
                .unwrap_or_else(|e| panic!("{fixture}, game {seed}, ply {ply}: {text}: {e}"));
        }
    }
    assert!(
        ended * 2 >= games_count,
        "{ended} of {games_count} games ended"
    );
}

#[test]
fn chinese_checkers_ends_alike_with_its_equal_turns_for_two_and_places_for_more() {
    same_outcomes("chinese-checkers-2", "chinese-checkers-2", 20);
    same_outcomes("chinese-checkers-3", "chinese-checkers-3", 6);
    same_outcomes("chinese-checkers-6", "chinese-checkers-6", 4);
}

#[test]
fn draughts_games_end_alike_on_both_rule_sets() {
    same_outcomes("draughts-english", "draughts-english", 10);
    same_outcomes("draughts-russian", "draughts-glass", 10);
    same_outcomes("draughts-international", "draughts-international", 10);
}

/// A game from a match (`arena … chinese-checkers-2.ron 1s 2 --against chinese-checkers-2`,
/// game 17): the first mover fills its target with `e5-d1`, and the second's last move takes
/// its own marble out of that target (`d2-e7`). The first has won on both rule sets.
const GAME_17: &str = "o1-m5 d3-e8 p1-o1 d1-d3 o2-m8 c3-e9 n3-l8 a1-c3-e7 o3-m9-k7 d3-f6 k7-j7 \
        c2-e6-g6 q1-o3-m9-k7-i7 d4-f7-h5 i7-h8 d2-f7-d4-f9 o1-m7-m9-k7-i7-g9 e7-g5-i5 \
        h8-f10-f8-d3 c1-a1-c3-e7-g5-g7 m5-o1-m7-m9-k7-i7 f9-d4-f7-h7-j8-j6 n4-m9 f6-h6-j5 \
        m8-k8 g6-i4-k6 l8-j8-h7-f7-d4-d2 j5-l7 m9-l8 i5-k7-m7-o1 l8-j8-h7-f7-d4 j6-l6 p2-o2 \
        e8-f7 k8-i6 f7-h7-j6 j7-h6-f8 g7-h6 i7-i5-g7 h6-j7-j5 o2-m6 b2-c2 f8-f7 c2-e8-g6-i4 \
        g7-e7-c1-a1 e9-c3-e7-g7 n2-l5 k6-m8 n1-m5 l6-n1-p1 m5-k5-i5-g5 o1-q1 f7-f6 i4-k6 \
        m6-l6 b1-c2 d2-b2 l7-n4 g5-e7-c3 n4-o3 d3-b1 j5-l7-n4-p2 l5-l7-j5-j7-h6-f8 k6-m6 \
        f6-e7 c2-d2 e7-d3 h5-i5 i6-h7 i5-k7 h7-f7-f9 j6-l8-n3 f8-e8 m8-o2 g9-e9-e7-c1 k7-l7 \
        l6-k6 m6-n2 e8-c2 l7-m7 f9-e9 m7-o1 k6-j5 g7-h6 j5-i4 h6-i5 i4-h4 i5-j6 h4-g4 j6-k6 \
        g4-f5 k6-l7 f5-e5 l7-m7 e5-d1 d2-e7";

#[test]
fn chinese_checkers_for_two_keeps_the_first_movers_finish_through_the_last_move() {
    let mut data = data_game("chinese-checkers-2");
    let (family, name) = games::resolve("chinese-checkers-2").expect("shipped");
    let mut native = family.start(&name).expect("starts");
    let moves: Vec<&str> = GAME_17.split_whitespace().collect();
    let first = data.pos.to_move;
    for (ply, text) in moves.iter().enumerate() {
        assert!(data.outcome().is_none(), "ply {ply}");
        assert!(native.outcome().is_none(), "ply {ply}");
        let mv = data
            .read_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        data.play(&mv);
        native
            .play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert_eq!(data.outcome(), Some(leapfrog::rules::Outcome::Win(first)));
    assert!(matches!(
        native.outcome(),
        Some(leapfrog::rules::Outcome::Win(_))
    ));
}

/// Where filling its target wins (the second mover cannot fill its own with its last move),
/// the first mover's search fills it: the kept finish must not upset whose turn the search
/// thinks it is.
#[test]
fn the_first_mover_fills_its_target_when_that_wins() {
    let mut data = data_game("chinese-checkers-2");
    let moves: Vec<&str> = GAME_17.split_whitespace().collect();
    for text in &moves[..94] {
        let mv = data
            .read_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        data.play(&mv);
    }
    let first = data.pos.to_move;
    let weights = leapfrog::ai::jump::default_weights(&data.rules).into();
    let mv = leapfrog::ai::jump::choose_with(&data, 3, 1, &weights).expect("a move");
    data.play(&mv);
    assert!(
        leapfrog::rules::jump::outcome::finished(&data.rules, &data.pos, usize::from(first)),
        "{} does not fill the target",
        data.move_text(&mv)
    );
}
