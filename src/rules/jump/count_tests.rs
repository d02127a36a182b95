//! The quick answers of `count` against the move list, at every ply of random games of every
//! shipped data game and of the test fixtures (flying kings, priorities, forbidden stops,
//! plain jumps, opening removals).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::level::{jump, shipped};
use crate::rules::Game;
use crate::rules::jump::{JumpState, Rules, count, movegen};

fn games() -> Vec<(String, std::sync::Arc<Rules>)> {
    let mut all: Vec<_> = shipped::names_in("levels/jump/")
        .into_iter()
        .map(|name| {
            let (path, text) = shipped::named("levels/jump/", name).expect("shipped");
            (name.to_string(), jump::parse(path, text).expect("ok").rules)
        })
        .collect();
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/jump");
    for entry in std::fs::read_dir(fixtures).expect("fixtures") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "ron") {
            let text = std::fs::read_to_string(&path).expect("read");
            let name = path.display().to_string();
            let rules = jump::parse(&name, &text).expect("ok").rules;
            all.push((name, rules));
        }
    }
    all
}

#[test]
fn counts_and_capture_checks_agree_with_the_move_list() {
    for (name, rules) in games() {
        for seed in 0..3 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut game = JumpState::new(rules.clone());
            for ply in 0..200 {
                for side in 0..rules.sides.len() {
                    let mut pos = game.pos;
                    pos.to_move = side as u8;
                    let mut moves = Vec::new();
                    movegen::generate(&rules, &pos, &mut moves);
                    let captures = moves.iter().filter(|m| m.is_capture()).count();
                    let at = format!("{name}, game {seed}, ply {ply}, side {side}");
                    assert_eq!(
                        count::moves(&rules, &game.pos, side),
                        (moves.len(), captures),
                        "{at}: moves and captures"
                    );
                    assert_eq!(
                        count::can_capture(&rules, &game.pos, side),
                        captures > 0,
                        "{at}: a capture"
                    );
                }
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(&moves[rng.random_range(0..moves.len())]);
            }
        }
    }
}
