//! A scripted Gomocup (piskvork) session against the binary: START, INFO (time and rule),
//! BEGIN, TURN, BOARD, TAKEBACK, bad lines that get `ERROR`, unknown commands, ABOUT, END.

mod binary;

fn session(script: &str) -> Vec<String> {
    binary::session(&["engine", "gomoku", "--strength", "3"], script)
        .lines()
        .map(String::from)
        .collect()
}

/// `x,y` on a board of `size`.
fn point(line: &str, size: usize) -> (usize, usize) {
    let (x, y) = line
        .split_once(',')
        .unwrap_or_else(|| panic!("a move, got `{line}`"));
    let (x, y) = (x.parse().unwrap(), y.parse().unwrap());
    assert!(x < size && y < size, "{line} on {size}");
    (x, y)
}

#[test]
fn a_session_with_every_command() {
    let script = "\
START 15
INFO timeout_turn 1000
INFO rule 0
BEGIN
TURN 0,0
TAKEBACK 7,7
TAKEBACK 0,0
TAKEBACK 0,0
TURN 3,3
TURN 3,3
TURN 15,3
TURN a,b
INFO timeout_turn soon
FROBNICATE
RECTSTART 15,20
START 3
ABOUT
RESTART
BOARD
7,7,2
8,7,2
9,7,2
10,7,2
7,8,1
8,8,1
9,8,1
DONE
BOARD
1,1,1
1,1,2
DONE
END
TURN 1,1
";
    let lines = session(script);
    let mut at = lines.iter();
    let mut next = || at.next().cloned().unwrap_or_default();
    assert_eq!(next(), "OK", "START: {lines:?}");
    let first = next();
    assert_eq!(
        point(&first, 15),
        (7, 7),
        "BEGIN opens in the centre: {lines:?}"
    );
    let reply = point(&next(), 15); // to TURN 0,0
    assert_eq!(next(), "OK", "TAKEBACK: {lines:?}");
    assert_eq!(next(), "OK", "TAKEBACK: {lines:?}");
    assert!(
        next().contains("no stone"),
        "TAKEBACK of nothing: {lines:?}"
    );
    let after = point(&next(), 15); // to TURN 3,3
    assert!(after != reply && after != (3, 3), "{lines:?}");
    assert!(next().contains("taken"), "a taken point: {lines:?}");
    assert!(next().contains("off the"), "off the board: {lines:?}");
    assert!(next().starts_with("ERROR"), "not numbers: {lines:?}");
    assert!(next().starts_with("ERROR"), "INFO value: {lines:?}");
    assert_eq!(next(), "UNKNOWN");
    assert!(next().starts_with("ERROR"), "rectangles: {lines:?}");
    assert!(next().starts_with("ERROR"), "size 3: {lines:?}");
    assert!(next().starts_with("name=\"Leapfrog\""), "ABOUT: {lines:?}");
    assert_eq!(next(), "OK", "RESTART: {lines:?}");
    // The opponent (2) has an open four on row 7: no block helps, but the brain, with its own
    // three on row 8 one short, must at least take a winning point if it has one: it has
    // none, so it blocks an end of the four.
    let reply = point(&next(), 15);
    assert!(
        reply == (6, 7) || reply == (11, 7),
        "blocks the four: {reply:?} in {lines:?}"
    );
    assert!(next().contains("given twice"), "{lines:?}");
    assert_eq!(next(), "", "nothing after END: {lines:?}");
}

#[test]
fn renju_rule_keeps_black_off_forbidden_points() {
    // The brain is black (it moves with as many stones as white) and j8-like (x=9,y=7)
    // would be a double three; with `INFO rule 4` it must not play there.
    let script = "\
START 15
INFO rule 4
BOARD
7,7,1
8,7,1
9,6,1
9,5,1
0,0,2
14,0,2
0,14,2
14,14,2
DONE
END
";
    let lines = session(script);
    assert_eq!(lines[0], "OK");
    let reply = point(&lines[1], 15);
    assert_ne!(reply, (9, 7), "a forbidden double three: {lines:?}");
}

#[test]
fn weights_of_another_rule_set_are_refused_by_name() {
    let (code, text) = binary::leapfrog(&[
        "engine",
        "gomoku",
        "--variant",
        "renju",
        "--eval",
        "assets/gomoku/weights-freestyle.bin",
    ]);
    assert_ne!(code, 0, "{text}");
    assert!(
        text.contains("weights-freestyle.bin") && text.contains("for freestyle"),
        "{text}"
    );
    assert!(text.contains("plays renju"), "{text}");
}
