//! Gomoku on the command line: `moves` leaves out black's forbidden points in renju, `check`
//! names broken variant files and wrong puzzle claims, `arena` plays through the registry.

mod binary;

use binary::leapfrog;

const RENJU_MOVES: [&str; 8] = ["h8", "f12", "i8", "m4", "j10", "d3", "j9", "l12"];

#[test]
fn moves_in_renju_leave_out_the_forbidden_points() {
    let mut args = vec!["moves", "renju"];
    args.extend(RENJU_MOVES);
    let (code, out) = leapfrog(&args);
    assert_eq!(code, 0, "{out}");
    let moves: Vec<&str> = out.lines().collect();
    assert_eq!(moves.len(), 225 - 8 - 1, "every empty point but j8");
    assert!(!moves.contains(&"j8"), "j8 is a double three");
    assert!(moves.contains(&"a1"));
    // In freestyle the same point is a fine move.
    let mut args = vec!["moves", "gomoku-15"];
    args.extend(RENJU_MOVES);
    let (_, out) = leapfrog(&args);
    assert!(out.lines().any(|m| m == "j8"));
}

#[test]
fn an_illegal_gomoku_move_is_named() {
    let (code, out) = leapfrog(&["moves", "gomoku-10", "e5", "e5"]);
    assert_eq!(code, 1);
    assert!(out.starts_with("illegal move 2: `e5`"), "{out}");
}

#[test]
fn check_names_the_broken_line() {
    let (code, out) = leapfrog(&["check", "tests/fixtures/gomoku-size.ron"]);
    assert_ne!(code, 0);
    assert!(
        out.contains("gomoku-size.ron:5:") && out.contains("7 to 20"),
        "{out}"
    );
    let (code, out) = leapfrog(&["check", "tests/fixtures/gomoku-bad-rule.ron"]);
    assert_ne!(code, 0);
    assert!(out.contains("gomoku-bad-rule.ron:5:"), "{out}");
}

#[test]
fn check_refuses_a_puzzle_whose_claims_are_wrong() {
    let scratch = tempfile::Builder::new()
        .prefix("leapfrog-gomoku-")
        .tempdir()
        .unwrap();
    let dir = scratch.path();
    let (_, text) = leapfrog::level::shipped::FILES
        .iter()
        .copied()
        .find(|(p, _)| p.ends_with("vcf/vcf-01.ron"))
        .expect("a shipped VCF puzzle");
    let claim = |moves: u32| {
        text.replace(
            &format!("moves_to_win: {}", moves_in(text)),
            &format!("moves_to_win: {moves}"),
        )
    };
    for (name, moves, complaint) in [
        ("longer.ron", moves_in(text) + 1, "a shorter win exists"),
        ("shorter.ron", moves_in(text) - 1, "attacker moves"),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, claim(moves)).unwrap();
        let (code, out) = leapfrog(&["check", path.to_str().unwrap()]);
        assert_ne!(code, 0, "{name}");
        assert!(out.contains(complaint), "{name}: {out}");
    }
    let (code, out) = leapfrog(&["check", "levels/gomoku/puzzles/vcf/vcf-01.ron"]);
    assert_eq!(code, 0, "{out}");
}

fn moves_in(text: &str) -> u32 {
    let at = text.find("moves_to_win: ").unwrap() + "moves_to_win: ".len();
    text[at..]
        .split(',')
        .next()
        .unwrap()
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn arena_plays_gomoku_through_the_registry() {
    let (code, out) = leapfrog(&["arena", "gomoku-10", "2", "1", "2"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.lines().last().unwrap().starts_with("A "), "{out}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 2);
}
