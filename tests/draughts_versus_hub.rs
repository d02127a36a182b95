//! `bench draughts --versus-hub`: Leapfrog's engine plays a whole match against another
//! engine through the Hub protocol. Here the other engine is Leapfrog's own Hub engine
//! (`leapfrog engine draughts-international`), which speaks Hub 2.

mod binary;

/// A match of 20 ms a move against Leapfrog's own Hub engine at strength 1, with `flags`.
fn match_against_strength_one(flags: &[&str]) -> (i32, String) {
    let opponent = format!(
        "{} engine draughts-international --strength 1",
        env!("CARGO_BIN_EXE_leapfrog")
    );
    let mut args = vec![
        "bench",
        "draughts",
        "--versus-hub",
        &opponent,
        "--millis",
        "20",
    ];
    args.extend_from_slice(flags);
    binary::leapfrog(&args)
}

#[test]
fn a_match_against_a_hub_engine_plays_every_game_to_a_result() {
    let (code, text) = match_against_strength_one(&["--games", "2"]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("game 1: Leapfrog White"), "{text}");
    assert!(text.contains("game 2: Leapfrog Black"), "{text}");
    assert!(
        text.contains("vs Leapfrog (20 ms a move), 2 games:"),
        "{text}"
    );
}

#[test]
fn a_match_may_start_at_a_later_game() {
    let (code, text) = match_against_strength_one(&["--games", "1", "--first", "42"]);
    assert_eq!(code, 0, "{text}");
    // Game 42 is the second of its opening's pair: Leapfrog has Black.
    assert!(text.contains("game 42: Leapfrog Black"), "{text}");
    assert!(!text.contains("game 1:"), "{text}");
}

#[test]
fn an_engine_that_cannot_start_is_named_in_the_error() {
    let args = [
        "bench",
        "draughts",
        "--versus-hub",
        "/nonexistent/engine hub",
        "--games",
        "1",
    ];
    let (code, text) = binary::leapfrog(&args);
    assert_ne!(code, 0, "{text}");
    assert!(
        text.contains("cannot start `/nonexistent/engine hub`"),
        "{text}"
    );
}

#[test]
fn a_recorded_match_writes_each_games_positions_and_moves() {
    let path = std::env::temp_dir().join(format!("leapfrog-record-{}.txt", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let record = path.to_string_lossy().into_owned();
    let (code, text) = match_against_strength_one(&["--games", "1", "--record", &record]);
    assert_eq!(code, 0, "{text}");
    let written = std::fs::read_to_string(&path).expect("the record file");
    let _ = std::fs::remove_file(&path);
    let plies: usize = text
        .split("after ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("the game's length");
    let line = written.lines().next().expect("one line");
    let fields: Vec<&str> = line.split("; ").collect();
    assert!(fields[0].starts_with("game 1: "), "{line}");
    for position in [fields[1], fields[3]] {
        assert!(
            position.starts_with("W:") || position.starts_with("B:"),
            "{line}"
        );
    }
    let moves: Vec<&str> = fields[2].split(' ').collect();
    assert_eq!(moves.len(), plies, "{line}");
    // Both engines give a score with each move they searched (the mover's, in centimen); a
    // forced move is played unsearched. Moves alternate, so each side's are every other one.
    for side in 0..2 {
        let scores: Vec<i32> = moves
            .iter()
            .skip(side)
            .step_by(2)
            .filter_map(|m| m.split_once(':'))
            .map(|(_, score)| score.parse().expect("a score"))
            .collect();
        assert!(!scores.is_empty(), "{line}");
    }
}
