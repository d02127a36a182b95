//! The headless command line, run as a real process.

mod binary;

use std::io::Write;
use std::process::{Command, Stdio};

fn leapfrog(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        // Engines measure their time in work: the same moves on a busy machine.
        .env("LEAPFROG_WORK_CLOCK", "1")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_prints_one_line_per_depth() {
    let (code, out, _) = leapfrog(&["perft", "reversi-8", "5"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "perft 1: 4\nperft 2: 12\nperft 3: 56\nperft 4: 244\nperft 5: 1396\n"
    );
}

#[test]
fn perft_takes_a_variant_file() {
    let (code, out, _) = leapfrog(&["perft", "tests/fixtures/small-4x4.ron", "2"]);
    assert_eq!(code, 0);
    assert_eq!(out, "perft 1: 4\nperft 2: 12\n");
}

#[test]
fn perft_names_a_bad_variant() {
    let (code, _, err) = leapfrog(&["perft", "reversi-9", "2"]);
    assert_ne!(code, 0);
    assert!(err.contains("`reversi-9`"), "{err}");
}

#[test]
fn check_accepts_shipped_variants() {
    let files = [
        "levels/reversi/reversi-6.ron",
        "levels/reversi/reversi-8.ron",
        "levels/reversi/reversi-10.ron",
    ];
    let (code, out, _) = leapfrog(&[&["check"][..], &files[..]].concat());
    assert_eq!(code, 0, "{out}");
    for f in files {
        assert!(out.contains(&format!("ok {f}\n")), "{out}");
    }
}

#[test]
fn check_names_file_line_and_column_of_each_error() {
    let (code, out, _) = leapfrog(&[
        "check",
        "tests/fixtures/broken-syntax.ron",
        "tests/fixtures/broken-row.ron",
        "tests/fixtures/broken-char.ron",
        "tests/fixtures/broken-field.ron",
        "levels/reversi/reversi-8.ron",
    ]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("tests/fixtures/broken-syntax.ron:5:5: "),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains("Expected"), "{}", lines[0]);
    assert_eq!(
        lines[1],
        "tests/fixtures/broken-row.ron:7:9: row 3 has 3 cells, expected 4 (the board is square)"
    );
    assert!(
        lines[2].starts_with("tests/fixtures/broken-char.ron:6:9: row 2 has `Z`"),
        "{}",
        lines[2]
    );
    assert!(
        lines[3].starts_with("tests/fixtures/broken-field.ron:3:"),
        "{}",
        lines[3]
    );
    assert!(lines[3].contains("titel"), "{}", lines[3]);
    assert_eq!(lines[4], "ok levels/reversi/reversi-8.ron");
}

#[test]
fn arena_reports_a_tally_that_adds_up() {
    let (code, out, _) = leapfrog(&["arena", "reversi-6", "3", "1", "4"]);
    assert_eq!(code, 0);
    let last = out.lines().last().unwrap();
    let parts: Vec<&str> = last.split_whitespace().collect();
    assert_eq!(parts.len(), 7, "{last}");
    assert_eq!(
        (parts[0], parts[2], parts[4], parts[6]),
        ("A", "-", "-", "B")
    );
    let total: u32 = [1, 3, 5]
        .iter()
        .map(|&i| parts[i].parse::<u32>().unwrap())
        .sum();
    assert_eq!(total, 4);
    assert_eq!(out.lines().count(), 6);
    let timing = out.lines().nth(4).unwrap();
    assert!(timing.starts_with("mean time a move: A "), "{out}");
}

#[test]
fn engine_speaks_gtp() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        // Engines measure their time in work: the same moves on a busy machine.
        .env("LEAPFROG_WORK_CLOCK", "1")
        .args(["engine", "reversi", "--strength", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"protocol_version\n7 name\nboardsize 6\nplay black c2\nplay white q1\ngenmove white\nfoo\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let answers: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(answers[0], "= 2");
    assert_eq!(answers[1], "=7 Leapfrog");
    assert_eq!(answers[2], "=");
    assert_eq!(answers[3], "=");
    assert!(answers[4].starts_with("? "), "{}", answers[4]);
    assert!(answers[5].starts_with("= "), "{}", answers[5]);
    let square = &answers[5][2..];
    assert!(matches!(square.as_bytes()[0], b'a'..=b'f'), "{square}");
    assert_eq!(answers[6], "? unknown command `foo`");
    assert_eq!(answers[7], "=");
}

#[test]
fn check_accepts_every_shipped_tour_level() {
    let mut files: Vec<String> =
        std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/levels/tour"))
            .unwrap()
            .map(|e| format!("levels/tour/{}", e.unwrap().file_name().to_string_lossy()))
            .collect();
    files.sort();
    assert!(files.len() >= 5);
    let args: Vec<&str> = ["check"]
        .into_iter()
        .chain(files.iter().map(String::as_str))
        .collect();
    let (code, out, _) = leapfrog(&args);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("ok ")).count(),
        files.len()
    );
}

#[test]
fn check_rejects_unsolvable_and_broken_tour_levels() {
    let (code, out, _) = leapfrog(&[
        "check",
        "tests/fixtures/tour-unsolvable.ron",
        "tests/fixtures/tour-off-board.ron",
        "tests/fixtures/tour-minority-start.ron",
    ]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("tests/fixtures/tour-unsolvable.ron:5:5: "),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].contains("cannot be solved") && lines[0].contains("4x4"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("tests/fixtures/tour-off-board.ron:6:5: "),
        "{}",
        lines[1]
    );
    assert!(lines[1].contains("off the 6x6 board"), "{}", lines[1]);
    assert!(
        lines[2].starts_with("tests/fixtures/tour-minority-start.ron:6:5: "),
        "{}",
        lines[2]
    );
    assert!(lines[2].contains("colour"), "{}", lines[2]);
}

#[test]
fn engine_accepts_passes_after_the_end_and_keeps_going_after_garbage() {
    // A 4x4 game ends quickly; tools then send a pass for each side.
    let mut script = String::from("boardsize 4\n");
    for _ in 0..8 {
        script.push_str("genmove black\ngenmove white\n");
    }
    script
        .push_str("play black pass\nplay white pass\n\u{1}garbage ### \nplay black\nname\nquit\n");
    let text = binary::session(&["engine", "reversi", "--strength", "1"], &script);
    let answers: Vec<&str> = text.split("\n\n").collect();
    // boardsize, 16 genmoves, 2 passes, garbage, bad play, name, quit.
    assert_eq!(answers.len(), 24, "{text}");
    let passes = &answers[17..19];
    assert_eq!(passes, ["=", "="], "{text}");
    assert!(answers[19].starts_with("? "), "{}", answers[19]);
    assert!(answers[20].starts_with("? "), "{}", answers[20]);
    assert_eq!(answers[21], "= Leapfrog");
    assert_eq!(answers[22], "=");
}

#[test]
fn arena_plays_draughts_with_openings_and_rotating_seats() {
    let (code, out, _) = leapfrog(&["arena", "draughts-glass", "2", "1", "2", "--openings", "2"]);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines[0].starts_with("game 1: A white, "), "{out}");
    assert!(lines[1].starts_with("game 2: A black, "), "{out}");
    let parts: Vec<&str> = lines[3].split_whitespace().collect();
    let total: u32 = [1, 3, 5]
        .iter()
        .map(|&i| parts[i].parse::<u32>().unwrap())
        .sum();
    assert_eq!(total, 2);
}

#[test]
fn arena_refuses_one_player_games_and_strengths_out_of_range() {
    let (code, _, err) = leapfrog(&["arena", "classic/english", "1", "1", "1"]);
    assert_ne!(code, 0);
    assert!(err.contains("one-player"), "{err}");
    let (code, _, err) = leapfrog(&["arena", "reversi-6", "13", "1", "1"]);
    assert_ne!(code, 0);
    assert!(err.contains("1 to 12"), "{err}");
}

/// Every shipped variant of every registered game answers `moves`: its legal moves at the
/// start, and again after the first of them.
#[test]
fn moves_lists_legal_moves_for_every_variant() {
    let mut checked = 0;
    for family in leapfrog::games::FAMILIES {
        for variant in family.variant_names() {
            let (code, out, _) = leapfrog(&["moves", &variant]);
            assert_eq!(code, 0, "{variant}: {out}");
            let first = out
                .lines()
                .next()
                .unwrap_or_else(|| panic!("{variant}: no moves"));
            let (code, after, _) = leapfrog(&["moves", &variant, first]);
            assert_eq!(code, 0, "{variant} {first}: {after}");
            checked += 1;
        }
    }
    assert!(checked >= 12, "{checked} variants");
}

#[test]
fn moves_names_the_illegal_move_and_its_number() {
    let (code, out, _) = leapfrog(&["moves", "reversi-8", "f5", "d6", "a1"]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("illegal move 3: `a1` is not a legal move"),
        "{out}"
    );
    let (code, out, _) = leapfrog(&["moves", "draughts-international", "32-28", "19-23"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "28x19", "the capture is compulsory: {out}");
    let (code, out, _) = leapfrog(&["moves", "6x6", "c3", "--paths"]);
    assert_eq!(code, 1, "{out}");
    let (code, out, _) = leapfrog(&["moves", "6x6", "1,1", "--paths"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out.lines().count(),
        2,
        "a corner knight has two moves: {out}"
    );
}

#[test]
fn perft_works_for_the_puzzles_too() {
    let (code, out, _) = leapfrog(&["perft", "classic/english", "2"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "perft 1: 4\nperft 2: 12\n");
    let (code, out, _) = leapfrog(&["perft", "5x5", "1"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "perft 1: 25\n");
}

#[test]
fn solve_reversi_prints_the_exact_margin_and_a_best_move() {
    // Black to move with 4 empties (e8 f8 g8 h8): a small exact endgame.
    let board = format!("{}{}{}", "X".repeat(28), "O".repeat(32), "----");
    let (code, out, _) = leapfrog(&["solve", "reversi-8", "--position", &format!("{board} X")]);
    assert_eq!(code, 0);
    let words: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(words.len(), 2, "`{out}`");
    assert!(words[0].starts_with(['+', '-']), "a signed margin: `{out}`");
    assert!(words[0][1..].parse::<i32>().is_ok());
    assert!(["e8", "f8", "g8", "h8", "pass", "end"].contains(&words[1]));
    let (code, _, err) = leapfrog(&["solve", "reversi-8", "--position", "XO-- X"]);
    assert_ne!(code, 0);
    assert!(err.contains("4 squares"), "{err}");
    let (code, _, err) = leapfrog(&["solve", "reversi-6", "--position", &format!("{board} X")]);
    assert_ne!(code, 0);
    assert!(err.contains("reversi-8"), "{err}");
}

#[test]
fn arena_from_a_later_game_plays_the_same_games_as_the_whole_match() {
    let (code, whole, _) = leapfrog(&["arena", "reversi-6", "2", "1", "4", "--moves"]);
    assert_eq!(code, 0, "{whole}");
    let (code, tail, _) = leapfrog(&[
        "arena",
        "reversi-6",
        "2",
        "1",
        "2",
        "--moves",
        "--first",
        "3",
    ]);
    assert_eq!(code, 0, "{tail}");
    let whole: Vec<&str> = whole.lines().collect();
    let tail: Vec<&str> = tail.lines().collect();
    assert!(tail[0].starts_with("game 3: "), "{tail:?}");
    assert_eq!(whole[4..8], tail[..4], "games 3 and 4 with their moves");
}

#[test]
fn arena_prints_each_games_moves_on_request() {
    let (code, out, _) = leapfrog(&["arena", "reversi-6", "2", "1", "2", "--moves"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.len(),
        6,
        "two games with their moves, the time a move, then the tally: {out}"
    );
    for moves in [lines[1], lines[3]] {
        let mut game = leapfrog::games::family("reversi")
            .unwrap()
            .start("reversi-6")
            .unwrap();
        for mv in moves.split_whitespace() {
            game.play_text(mv)
                .expect("each listed move is legal in turn");
        }
        assert!(game.outcome().is_some(), "the listed game ends");
    }
}

#[test]
fn the_ladder_needs_a_two_player_game() {
    let (code, _, err) = leapfrog(&["bench", "--ladder"]);
    assert_ne!(code, 0);
    assert!(err.contains("--ladder needs a GAME"), "{err}");
    let (code, _, err) = leapfrog(&["bench", "peg", "--ladder", "--games", "1"]);
    assert_ne!(code, 0);
    assert!(err.contains("two-player"), "{err}");
}

#[test]
fn bench_seconds_is_for_gomoku_and_must_be_a_positive_time() {
    let (code, _, err) = leapfrog(&["bench", "reversi", "--seconds", "1"]);
    assert_ne!(code, 0);
    assert!(err.contains("--seconds is for gomoku"), "{err}");
    let (code, _, err) = leapfrog(&["bench", "gomoku", "--seconds", "fast"]);
    assert_ne!(code, 0);
    assert!(err.contains("found `fast`"), "{err}");
    let (code, _, err) = leapfrog(&["bench", "gomoku", "--seconds", "0"]);
    assert_ne!(code, 0);
    assert!(err.contains("not a positive time"), "{err}");
}

#[test]
fn bench_variant_plays_the_match_on_that_board_alone() {
    let (code, _, err) = leapfrog(&["bench", "reversi", "--variant", "gomoku-10"]);
    assert_ne!(code, 0);
    assert!(err.contains("--variant is for gomoku"), "{err}");
    let (code, _, err) = leapfrog(&["bench", "gomoku", "--variant", "gomoku-9"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("`gomoku-9` is neither a shipped name"),
        "{err}"
    );
    let (code, out, err) = leapfrog(&[
        "bench",
        "gomoku",
        "--variant",
        "renju",
        "--seconds",
        "0.02",
        "--games",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    let matches: Vec<&str> = out
        .lines()
        .filter(|l| l.contains(" vs strength 1 "))
        .collect();
    assert_eq!(matches.len(), 1, "{out}");
    assert!(
        matches[0].starts_with("renju: strength 4 at 0.02 s a move"),
        "{out}"
    );
    assert!(matches[0].contains("over 2 games"), "{out}");
}

#[test]
fn a_damaged_weights_file_is_named_and_the_engine_plays_on_without_it() {
    let dir = std::env::temp_dir().join(format!("leapfrog-weights-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("weights-8.bin");
    let mut bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/reversi/weights-8.bin"
    ))
    .unwrap();
    bytes[40] ^= 0x55;
    std::fs::write(&file, &bytes).unwrap();
    let (text, errors) = binary::session_with_env(
        &["engine", "reversi"],
        &[("LEAPFROG_REVERSI_WEIGHTS", file.as_os_str())],
        b"boardsize 8\ngenmove black\nquit\n".to_vec(),
    );
    assert!(
        errors.contains("weights-8.bin: checksum mismatch: the file is damaged")
            && errors.contains("hand-set evaluation"),
        "{errors}"
    );
    let answers: Vec<&str> = text.split("\n\n").collect();
    assert!(
        ["= d3", "= c4", "= f5", "= e6"].contains(&answers[1]),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
