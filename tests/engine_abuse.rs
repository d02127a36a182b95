//! Every protocol engine under abuse: garbage bytes, a very long line, moves for the wrong
//! side, commands out of order. Each gets an error answer, the session goes on, and the
//! position is what the good lines made it.

mod binary;

use binary::session_bytes;

/// A script: a line of invalid UTF-8, a 100 KB line, then the given lines.
fn abusive(lines: &[&str]) -> Vec<u8> {
    let mut script = b"\xff\xfe\x00\x1b[2J garbage\n".to_vec();
    script.extend(std::iter::repeat_n(b'7', 100_000));
    script.push(b'\n');
    for line in lines {
        script.extend(line.as_bytes());
        script.push(b'\n');
    }
    script
}

fn replies(args: &[&str], lines: &[&str], separator: &str) -> Vec<String> {
    session_bytes(args, abusive(lines))
        .split(separator)
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .map(String::from)
        .collect()
}

#[test]
fn gtp_reversi_survives_abuse() {
    let lines = [
        "play white d3",
        "genmove",
        "boardsize 99",
        "play black z9",
        "play black d3",
        "play black c4",
        "showboard",
        "quit",
    ];
    let replies = replies(&["engine", "reversi-8", "--strength", "1"], &lines, "\n\n");
    let errors = replies.iter().take_while(|r| r.starts_with('?')).count();
    assert_eq!(errors, 6, "{replies:?}");
    assert!(replies[1].contains("line too long"), "{replies:?}");
    assert!(replies[2].contains("not white's turn"), "{replies:?}");
    assert_eq!(replies[6], "=", "black d3 is played: {replies:?}");
    assert!(replies[7].contains("not black's turn"), "{replies:?}");
    // The board has black's d3 and nothing of the refused moves.
    let board = &replies[8];
    assert_eq!(board.matches('x').count(), 4, "{board}");
    assert_eq!(board.matches('o').count(), 1, "{board}");
}

#[test]
fn hub_draughts_survives_abuse() {
    let start = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
    let bad_side = format!("pos pos={start} moves=\"19-23\"");
    let good = format!("pos pos={start} moves=\"32-28 19-23\"");
    let lines = [
        "go think",
        "hub",
        "init",
        &bad_side,
        "pos pos=Wnonsense",
        &good,
        "level depth=1",
        "go think",
        "ping",
        "quit",
    ];
    let replies = replies(&["engine", "draughts-international"], &lines, "\n");
    assert!(replies[0].starts_with("error"), "{replies:?}");
    assert_eq!(replies[1], "error message=\"line too long\"", "{replies:?}");
    assert_eq!(
        replies[2], "error message=\"`go` before init\"",
        "{replies:?}"
    );
    let errors: Vec<&String> = replies.iter().filter(|r| r.starts_with("error")).collect();
    assert_eq!(errors.len(), 5, "{replies:?}");
    // The search ran from the good position: White's reply is a capture from 28.
    let done = replies
        .iter()
        .find(|r| r.starts_with("done"))
        .expect("a move");
    assert!(done.starts_with("done move=28x19"), "{replies:?}");
    assert_eq!(replies.last().map(String::as_str), Some("pong"));
}

#[test]
fn piskvork_gomoku_survives_abuse() {
    let lines = [
        "TURN 7,7",
        "START 15",
        "TURN 99,99",
        "TURN -1,3",
        "TURN 7,7",
        "TURN 7,7",
        "BOARD",
        "7,7,1",
        "7,7,2",
        "DONE",
        "BEGIN",
        "INFO timeout_turn nonsense",
        "TAKEBACK 0,0",
        "END",
    ];
    let replies = replies(&["engine", "gomoku-15", "--strength", "1"], &lines, "\n");
    assert_eq!(replies[0], "UNKNOWN", "{replies:?}");
    assert_eq!(replies[1], "ERROR line too long");
    assert_eq!(
        replies[2],
        "ERROR TURN before START: START SIZE comes first"
    );
    assert_eq!(replies[3], "OK");
    assert!(replies[4].starts_with("ERROR") && replies[5].starts_with("ERROR"));
    // 7,7 is played and answered; then 7,7 again is taken.
    assert!(!replies[6].starts_with("ERROR"), "{replies:?}");
    assert_eq!(replies[7], "ERROR 7,7 is already taken");
    assert!(
        replies[8].starts_with("ERROR"),
        "the bad BOARD block: {replies:?}"
    );
    assert!(
        replies[9].contains("BEGIN on a board with stones"),
        "{replies:?}"
    );
    assert!(replies[10].starts_with("ERROR INFO"), "{replies:?}");
    assert!(
        replies[11].starts_with("ERROR"),
        "0,0 holds no stone: {replies:?}"
    );
    assert_eq!(replies.len(), 12, "{replies:?}");
}

#[test]
fn chinese_checkers_engine_survives_abuse() {
    let lines = [
        "play a1-b2",
        "newgame 9",
        "newgame 1,4",
        "genmove",
        "play a1-a2",
        "play q1-p2",
        "genmove",
        "quit",
    ];
    let replies = replies(
        &["engine", "chinese-checkers", "--strength", "1"],
        &lines,
        "\n\n",
    );
    assert_eq!(replies[0], "? unknown command");
    assert_eq!(replies[1], "? line too long");
    assert!(
        replies[2].starts_with('?') && replies[3].starts_with('?'),
        "{replies:?}"
    );
    assert_eq!(replies[4], "=", "{replies:?}");
    assert!(replies[5].starts_with("= "), "seat 1 moves: {replies:?}");
    assert!(
        replies[6].starts_with('?') && replies[7].starts_with('?'),
        "{replies:?}"
    );
    assert!(replies[8].starts_with("= "), "seat 4 moves: {replies:?}");
    assert_eq!(replies[9], "=");
}
