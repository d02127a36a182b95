//! The command line on Chinese checkers: perft, moves with paths, solve, check on good and
//! broken files, and a scripted session of the engine protocol.

mod binary;

use binary::{leapfrog, session};

#[test]
fn perft_matches_games_md_from_the_command_line() {
    let (code, out) = leapfrog(&["perft", "chinese-checkers-2", "3"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "perft 1: 14\nperft 2: 196\nperft 3: 4760\n");
}

#[test]
fn moves_list_each_move_with_the_path_it_animates() {
    let (code, out) = leapfrog(&["moves", "chinese-checkers-2", "o1-m5", "d1-e5", "--paths"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.lines().any(|l| l.starts_with("q1-o1 ")), "{out}");
    let (code, out) = leapfrog(&["moves", "chinese-checkers-2", "n1-m5-q1"]);
    assert_ne!(code, 0);
    assert!(out.contains("n1-m5-q1"), "{out}");
}

#[test]
fn solve_prints_the_proven_fewest_moves_of_a_solo_level() {
    let (code, out) = leapfrog(&["solve", "solo/across-3", "--fewest-moves"]);
    assert_eq!(code, 0, "{out}");
    let moves: Vec<&str> = out.lines().collect();
    assert_eq!(moves.len(), 23, "{out}");
    // The moves replay to the goal: nothing is left to play.
    let mut args = vec!["moves", "solo/across-3"];
    args.extend(&moves);
    let (code, out) = leapfrog(&args);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "");
}

#[test]
fn check_names_the_line_of_a_broken_file() {
    let (code, out) = leapfrog(&["check", "tests/fixtures/chinese-checkers-seats.ron"]);
    assert_ne!(code, 0);
    assert!(out.contains("chinese-checkers-seats.ron:4:"), "{out}");
    assert!(out.contains("seat 7"), "{out}");
    let (code, out) = leapfrog(&["check", "tests/fixtures/chinese-checkers-solo-hole.ron"]);
    assert_ne!(code, 0);
    assert!(out.contains("chinese-checkers-solo-hole.ron:5:"), "{out}");
    assert!(out.contains("`r1`"), "{out}");
    let (code, out) = leapfrog(&["check", "levels/chinese-checkers/solo/ending-6.ron"]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn the_engine_protocol_answers_each_line_and_refuses_bad_ones() {
    let script = "name\nnewgame 1,4\nplay n1-m5\nplay n2-m6\nplay q1\nfly away\n\
                  genmove\nnewgame 1,9\nnewgame 1,3,5\nplay o1-m5\ngenmove\nplay\nquit\n";
    let text = session(&["engine", "chinese-checkers", "--strength", "2"], script);
    let replies: Vec<&str> = text.split("\n\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(replies.len(), 13, "{text}");
    assert!(replies[0].starts_with("= Leapfrog"));
    assert_eq!(replies[1], "=");
    assert_eq!(replies[2], "=");
    assert_eq!(replies[3], "? illegal move", "seat 4 is to move");
    assert_eq!(replies[4], "? illegal move");
    assert_eq!(replies[5], "? unknown command");
    assert!(
        replies[6].starts_with("= ") && replies[6].contains('-'),
        "{}",
        replies[6]
    );
    assert!(replies[7].starts_with("? invalid seats"));
    assert_eq!(replies[8], "=");
    assert_eq!(replies[9], "=");
    assert!(replies[10].starts_with("= "));
    assert_eq!(replies[11], "? unknown command");
    assert_eq!(replies[12], "=");
}
