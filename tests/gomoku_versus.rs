//! `bench gomoku --versus`: Leapfrog plays a match against another engine through the
//! Gomocup protocol. Here the other engine is Leapfrog's own Gomocup brain (`leapfrog engine
//! gomoku`, on the hand-set evaluation against the learned one); only the match's shape is checked, never who wins, so a busy machine cannot
//! change the verdict.

mod binary;

fn versus_own_brain(flags: &[&str]) -> (i32, String) {
    let opponent = format!(
        "{} engine gomoku --strength 2 --eval hand",
        env!("CARGO_BIN_EXE_leapfrog")
    );
    let mut args = vec!["bench", "gomoku", "--versus", &opponent];
    args.extend_from_slice(flags);
    binary::leapfrog(&args)
}

#[test]
fn a_match_against_a_gomocup_engine_plays_every_game_to_a_result() {
    let record = std::env::temp_dir().join(format!("leapfrog-versus-{}.txt", std::process::id()));
    let record_text = record.to_string_lossy().to_string();
    let (code, text) = versus_own_brain(&[
        "--variant",
        "gomoku-10",
        "--games",
        "2",
        "--millis",
        "30",
        "--strength",
        "2",
        "--record",
        &record_text,
    ]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("probe, opening: Leapfrog depth"), "{text}");
    assert!(text.contains("probe, middle game"), "{text}");
    assert!(text.contains("game 1: Leapfrog Black"), "{text}");
    assert!(text.contains("game 2: Leapfrog White"), "{text}");
    assert!(
        text.contains("vs Leapfrog, 30 ms a turn, 2 games:"),
        "{text}"
    );
    let games = std::fs::read_to_string(&record).unwrap_or_default();
    let _ = std::fs::remove_file(&record);
    assert_eq!(games.lines().count(), 2, "{games}");
    // Each record holds the opening's four stones and at least the five's stone.
    for line in games.lines() {
        let moves = line.split("; ").nth(1).unwrap_or("");
        assert!(moves.split_whitespace().count() >= 5, "{line}");
    }
}

#[test]
fn a_broken_engine_command_is_named() {
    let (code, text) = binary::leapfrog(&[
        "bench",
        "gomoku",
        "--versus",
        "/nonexistent/brain",
        "--games",
        "1",
    ]);
    assert_ne!(code, 0);
    assert!(text.contains("cannot start `/nonexistent/brain`"), "{text}");
}

#[test]
fn a_broken_weights_file_for_the_brain_is_named() {
    let path = std::env::temp_dir().join(format!("leapfrog-bad-weights-{}", std::process::id()));
    std::fs::write(&path, b"LFGW but broken").unwrap();
    let path_text = path.to_string_lossy().to_string();
    let (code, text) = binary::leapfrog(&["engine", "gomoku", "--eval", &path_text]);
    let _ = std::fs::remove_file(&path);
    assert_ne!(code, 0);
    assert!(text.contains(&path_text), "{text}");
}

#[test]
fn versus_is_for_gomoku_alone() {
    let (code, text) = binary::leapfrog(&["bench", "reversi", "--versus", "x"]);
    assert_ne!(code, 0);
    assert!(text.contains("--versus is for gomoku"), "{text}");
}
