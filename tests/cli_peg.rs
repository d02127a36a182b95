//! The peg solitaire commands: check, solve, replay, generate.

mod binary;

use binary::leapfrog;

#[test]
fn every_shipped_peg_file_checks() {
    let mut files = Vec::new();
    for pack in std::fs::read_dir("levels/peg").unwrap() {
        for file in std::fs::read_dir(pack.unwrap().path()).unwrap() {
            files.push(file.unwrap().path().to_string_lossy().into_owned());
        }
    }
    assert!(files.len() >= 40 + 11);
    let args: Vec<&str> = std::iter::once("check")
        .chain(files.iter().map(String::as_str))
        .collect();
    let (code, text) = leapfrog(&args);
    assert_eq!(code, 0, "{text}");
    assert_eq!(
        text.lines().filter(|l| l.starts_with("ok ")).count(),
        files.len()
    );
}

#[test]
fn broken_and_unsolvable_levels_name_file_line_and_column() {
    let (code, text) = leapfrog(&["check", "tests/fixtures/peg-bad-mark.ron"]);
    assert_eq!(code, 1);
    assert!(
        text.starts_with("tests/fixtures/peg-bad-mark.ron:7:16: `z` is not a board mark"),
        "{text}"
    );
    let (code, text) = leapfrog(&["check", "tests/fixtures/peg-unsolvable.ron"]);
    assert_eq!(code, 1);
    assert!(text.contains("peg-unsolvable.ron:4:5: this level cannot be solved: no sequence of jumps leaves one piece"), "{text}");
    let (code, text) = leapfrog(&["check", "tests/fixtures/peg-bad-goal.ron"]);
    assert_eq!(code, 1);
    assert!(
        text.contains("peg-bad-goal.ron:4:5: `2,2` is not a hole of this board"),
        "{text}"
    );
}

#[test]
fn solve_prints_moves_that_replay_to_solved() {
    let (code, text) = leapfrog(&["solve", "levels/peg/intelligence-games/puzzle-67.ron"]);
    assert_eq!(code, 0, "{text}");
    let moves: Vec<&str> = text.lines().collect();
    assert_eq!(moves.len(), 4);
    let mut args = vec!["replay", "levels/peg/intelligence-games/puzzle-67.ron"];
    args.extend(&moves);
    assert_eq!(leapfrog(&args), (0, "solved\n".into()));
    // Stopping early is legal but unsolved; a wrong jump is named.
    assert_eq!(leapfrog(&args[..4]), (1, "unsolved\n".into()));
    let (code, text) = leapfrog(&[
        "replay",
        "levels/peg/classic/english.ron",
        "2,4-4,4",
        "2,4-4,4",
    ]);
    assert_eq!(
        (code, text.as_str()),
        (2, "illegal move 2: no piece on 2,4\n")
    );
    let (code, text) = leapfrog(&["solve", "tests/fixtures/peg-unsolvable.ron"]);
    assert_eq!((code, text.as_str()), (1, "no solution\n"));
}

#[test]
fn the_english_board_solved_with_fewest_moves_in_the_chinese_series() {
    let (code, text) = leapfrog(&[
        "solve",
        "levels/peg/chinese-series/level-11.ron",
        "--fewest-moves",
    ]);
    assert_eq!(code, 0, "{text}");
    let mut args = vec!["replay", "levels/peg/chinese-series/level-11.ron"];
    args.extend(text.lines());
    assert_eq!(leapfrog(&args), (0, "solved\n".into()));
}

#[test]
fn the_generator_remakes_the_shipped_hopping_dots_pack() {
    let dir = std::env::temp_dir().join(format!("leapfrog-dots-{}", std::process::id()));
    let (code, text) = leapfrog(&["generate", "dots", "--out", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{text}");
    for file in std::fs::read_dir("levels/peg/hopping-dots").unwrap() {
        let path = file.unwrap().path();
        let made = std::fs::read_to_string(dir.join(path.file_name().unwrap())).unwrap();
        assert_eq!(
            made,
            std::fs::read_to_string(&path).unwrap(),
            "{}",
            path.display()
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn rate_prints_par_and_difficulty() {
    let (code, text) = leapfrog(&["rate", "levels/peg/intelligence-games/puzzle-67.ron"]);
    assert_eq!(code, 0, "{text}");
    assert_eq!(
        text,
        "levels/peg/intelligence-games/puzzle-67.ron: par 4, difficulty 23\n"
    );
}
