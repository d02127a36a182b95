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
