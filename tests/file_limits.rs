//! Limits on untrusted data files: a clear error, never a hang or a memory blow-up, for a
//! file too large, a board too large, an absurd move limit.

mod binary;

use binary::leapfrog;

/// Writes `text` to a scratch file and runs `leapfrog check` on it.
fn check(name: &str, text: &str) -> (i32, String) {
    let dir = tempfile::Builder::new()
        .prefix("leapfrog-limits-")
        .tempdir()
        .unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    leapfrog(&["check", &path.to_string_lossy()])
}

fn shipped_with(path: &str, from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{path} has `{from}`");
    text.replace(from, to)
}

#[test]
fn a_file_over_the_size_limit_is_refused_before_it_is_read() {
    let mut text = std::fs::read_to_string("levels/reversi/reversi-8.ron").unwrap();
    text.push_str(&format!("// {}\n", "padding ".repeat(40_000)));
    let (code, out) = check("huge.ron", &text);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("huge.ron:1:1:"), "{out}");
    assert!(out.contains("at most 262144"), "{out}");
}

#[test]
fn absurd_move_limits_are_refused_with_the_field() {
    let cases = [
        (
            "star.ron",
            shipped_with(
                "levels/chinese-checkers/chinese-checkers-2.ron",
                "move_limit: 600",
                "move_limit: 4000000000",
            ),
            "`move_limit` must be 0 (none) to 100000",
        ),
        (
            "glass.ron",
            shipped_with(
                "levels/draughts/draughts-glass.ron",
                "draw_king_moves: Some(15)",
                "draw_king_moves: Some(99999)",
            ),
            "draw_king_moves must be 1 to 1000",
        ),
        (
            "triangle.ron",
            shipped_with(
                "levels/peg/classic/triangle.ron",
                "goal: OneLeft,",
                "goal: OneLeft,\n    max_moves: Some(500),",
            ),
            "`max_moves` is 500, but 14 pieces allow at most 13 moves",
        ),
    ];
    for (name, text, message) in cases {
        let (code, out) = check(name, &text);
        assert_eq!(code, 1, "{name}: {out}");
        assert!(out.contains(message), "{name}: {out}");
    }
}

#[test]
fn boards_over_the_stated_size_are_refused() {
    let cases = [
        (
            "tour.ron",
            shipped_with("levels/tour/tour-12x20.ron", "rows: 12", "rows: 4000000"),
            "`rows` must be 1 to 256",
        ),
        (
            "gomoku.ron",
            shipped_with("levels/gomoku/gomoku-15.ron", "size: 15", "size: 500"),
            "`size` must be 7 to 20",
        ),
    ];
    for (name, text, message) in cases {
        let (code, out) = check(name, &text);
        assert_eq!(code, 1, "{name}: {out}");
        assert!(out.contains(message), "{name}: {out}");
    }
}
