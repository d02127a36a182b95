//! The symmetries found from the compiled tables: the English board's eight, fewer where the
//! goal is off centre, none for several sides; related positions share a key.

use super::symmetry::Symmetries;
use super::tests::fixture;
use crate::rules::jump::{JumpState, Position};

fn with_goal(game: &JumpState, goal: &str) -> JumpState {
    let mut spec = game.rules.spec.clone();
    let text = ron::to_string(&spec.end).expect("writes");
    let moved = text.replace("\"d4\"", &format!("\"{goal}\""));
    assert_ne!(moved, text, "the fixture's goal is d4");
    spec.end = ron::from_str(&moved).expect("reads");
    JumpState::from_spec(&spec).expect("compiles")
}

#[test]
fn the_english_board_with_its_centre_goal_has_the_square_s_eight() {
    let english = fixture("peg-english");
    assert_eq!(Symmetries::of(&english.rules).order(), 8);
    // A goal on the middle column keeps only the mirror in that column.
    assert_eq!(Symmetries::of(&with_goal(&english, "d6").rules).order(), 2);
    // One on a diagonal keeps the mirror in that diagonal; one off both, nothing.
    assert_eq!(Symmetries::of(&with_goal(&english, "c5").rules).order(), 2);
    assert_eq!(Symmetries::of(&with_goal(&english, "c6").rules).order(), 1);
    let draughts = fixture("draughts-english");
    assert_eq!(Symmetries::of(&draughts.rules).order(), 1, "two sides");
}

#[test]
fn a_position_and_its_mirror_image_share_a_key_and_others_do_not() {
    let english = fixture("peg-english");
    let symmetries = Symmetries::of(&english.rules);
    let cell = |name: &str| {
        english
            .rules
            .geo
            .names
            .iter()
            .position(|n| n == name)
            .expect("a cell") as u8
    };
    let only = |cells: &[&str]| {
        let mut pos: Position = english.pos;
        for bits in pos.side.iter_mut().chain(pos.kind.iter_mut()) {
            *bits = Default::default();
        }
        for name in cells {
            pos.side[0].set(cell(name));
            pos.kind[0].set(cell(name));
        }
        pos
    };
    let left = only(&["b4", "c4", "d5"]);
    let right = only(&["f4", "e4", "d5"]);
    let turned = only(&["d2", "d3", "e4"]);
    let other = only(&["b4", "c4", "d6"]);
    assert_ne!(left.hash(), right.hash());
    assert_eq!(symmetries.key(&left), symmetries.key(&right));
    assert_eq!(symmetries.key(&left), symmetries.key(&turned));
    assert_ne!(symmetries.key(&left), symmetries.key(&other));
}
