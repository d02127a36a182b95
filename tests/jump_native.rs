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
