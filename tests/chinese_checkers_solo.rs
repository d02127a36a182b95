//! The shipped solo pack: every level's solution replays to its goal, and the solver proves
//! the fewest moves of every level that claims them.

use leapfrog::level::chinese_checkers::{SOLO, check_solo, shipped_solos};
use leapfrog::level::shipped;

#[test]
fn every_shipped_solo_level_replays_and_its_fewest_moves_are_proven() {
    let files: Vec<_> = shipped::under(SOLO).collect();
    assert!(files.len() >= 11, "the crossing and at least ten more");
    let mut proven = 0;
    for (path, text) in files {
        let level = check_solo(path, text).unwrap_or_else(|e| panic!("{e}"));
        proven += usize::from(level.proven);
    }
    assert!(proven >= 10, "{proven} proven");
    let crossing = shipped_solos()
        .into_iter()
        .find(|s| s.name == "crossing")
        .expect("the crossing ships");
    assert_eq!(crossing.par, 27);
    assert!(crossing.solution.len() <= 30);
}
