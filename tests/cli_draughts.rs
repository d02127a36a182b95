//! The draughts commands: perft for every variant, pdn on good, illegal and broken files.

mod binary;

use binary::leapfrog;

#[test]
fn perft_command_covers_every_draughts_variant() {
    let expected = [
        ("draughts-international", "perft 5: 27117"),
        ("draughts-glass", "perft 5: 7482"),
        ("draughts-brazilian", "perft 5: 7473"),
        ("draughts-english", "perft 5: 7361"),
        ("bigman", "perft 1: 9"),
    ];
    for (variant, line) in expected {
        let (code, text) = leapfrog(&["perft", variant, "5"]);
        assert_eq!(code, 0, "{text}");
        assert!(text.lines().any(|l| l == line), "{variant}: {text}");
    }
}

#[test]
fn pdn_command_replays_each_game() {
    let (code, text) = leapfrog(&["pdn", "tests/fixtures/games.pdn"]);
    assert_eq!(code, 1, "one game is illegal: {text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "game 1: ok, 7 moves",
            "game 2: ok, 4 moves",
            "game 3: ok, 4 moves",
            "game 4: ok, 1 moves",
            "game 5: illegal move 3: 33-29 (a capture is compulsory elsewhere)",
            "5 games, 4 ok",
        ]
    );
}

#[test]
fn pdn_variant_flag_applies_to_games_without_game_type() {
    let dir = tempfile::Builder::new()
        .prefix("leapfrog-pdn-")
        .tempdir()
        .unwrap();
    let file = dir.path().join("russian.pdn");
    std::fs::write(&file, "1. c3-d4 f6-e5 2. d4xf6 e7xg5 *\n").unwrap();
    let path = file.to_string_lossy().into_owned();
    let (code, text) = leapfrog(&["pdn", &path, "--variant", "draughts-glass"]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("game 1: ok, 4 moves"), "{text}");
    // Without the flag the file is read as international draughts, where c3-d4 is no move.
    let (code, text) = leapfrog(&["pdn", &path]);
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("illegal move 1: c3-d4"), "{text}");
}

#[test]
fn pdn_syntax_errors_name_file_line_and_column_and_spoil_only_their_game() {
    let (code, text) = leapfrog(&["pdn", "tests/fixtures/pdn-syntax.pdn"]);
    assert_eq!(code, 1, "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "game 1: tests/fixtures/pdn-syntax.pdn:3:10: `14+23` is not a move, move number or result",
            "game 2: ok, 2 moves",
            "2 games, 1 ok",
        ]
    );
}

/// Files as found in the wild: padded squares, records that go on after a draw the rules
/// declare, `AxB` captures two paths fit, degenerate set-ups, unshipped game types.
#[test]
fn pdn_from_the_wild_replays_or_says_exactly_why_not() {
    let (code, text) = leapfrog(&["pdn", "tests/fixtures/pdn-wild.pdn"]);
    assert_eq!(code, 1, "two games cannot be replayed: {text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "game 1: ok, 5 moves",
            "game 2: ok, 10 moves (the rules declare a draw at move 8; the record goes on and \
             its result 1/2-1/2 stands)",
            "game 3: ok, 2 moves",
            "game 4: ambiguous move 1: 10x26 (2 captures fit it and the rest of the game \
             replays after more than one; write the squares in between)",
            "game 5: ok, 0 moves",
            "game 6: ok, 0 moves",
            "game 7: ok, 0 moves",
            "game 8: GameType 24 (Spanish draughts) is not a shipped variant",
            "game 9: ok, 2 moves",
            "9 games, 7 ok",
        ]
    );
}

#[test]
fn draughts_variant_and_level_files_check() {
    let mut files: Vec<String> = std::fs::read_dir("levels/draughts")
        .unwrap()
        .chain(std::fs::read_dir("levels/draughts/problems").unwrap())
        .map(|f| f.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert!(files.len() >= 5);
    let args: Vec<&str> = std::iter::once("check")
        .chain(files.iter().map(String::as_str))
        .collect();
    let (code, text) = leapfrog(&args);
    assert_eq!(code, 0, "{text}");
}
