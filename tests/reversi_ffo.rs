//! The endgame solver on the FFO test positions #40 to #44: exact scores as published (a few
//! seconds each; `leapfrog bench reversi --endgame` times #40 to #49).

use leapfrog::ai::reversi::endgame::EndgameSolver;
use leapfrog::ai::reversi::ffo::positions;
use leapfrog::rules::reversi::obf::parse_position;

fn solve(number: u32) -> (i32, i32, Option<u32>) {
    let ffo = positions()
        .into_iter()
        .find(|p| p.number == number)
        .expect("a shipped FFO position");
    let (me, opp) = parse_position(&ffo.position).expect("a valid position");
    let (score, best) = EndgameSolver::default().solve(me, opp, u64::MAX).unwrap();
    (score, ffo.score, best)
}

#[test]
fn ffo_40_is_plus_38_by_a2() {
    let (score, published, best) = solve(40);
    assert_eq!(score, published);
    assert_eq!(best, Some(8), "a2, the only move that keeps +38");
}

#[test]
fn ffo_41_and_42_exact() {
    for n in [41, 42] {
        let (score, published, _) = solve(n);
        assert_eq!(score, published, "FFO #{n}");
    }
}

#[test]
fn ffo_43_and_44_exact() {
    for n in [43, 44] {
        let (score, published, _) = solve(n);
        assert_eq!(score, published, "FFO #{n}");
    }
}
