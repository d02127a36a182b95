//! A scripted Hub session against the binary: the handshake, a position with moves, a search
//! to a depth, `ping` during a search, `stop`, and garbage lines that get an error answer.

mod binary;

fn session(script: &str) -> Vec<String> {
    binary::session(
        &["engine", "draughts-international", "--strength", "3"],
        script,
    )
    .lines()
    .map(String::from)
    .collect()
}

const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

#[test]
fn hub_handshake_search_and_errors() {
    let script = format!(
        "hub\nset-param name=variant value=normal\ninit\nnew-game\npos pos={START} moves=\"32-28 19-23\"\nlevel depth=2\ngo think\nping\nnonsense here\npos pos=Wxyz\npos pos=\"open\nlevel\nset-param name=strength value=99\nquit\n"
    );
    let lines = session(&script);
    assert!(lines[0].starts_with("id name=Leapfrog"), "{lines:?}");
    assert!(lines[1].starts_with("param name=strength"), "{lines:?}");
    assert_eq!(lines[2], "wait");
    assert_eq!(lines[3], "ready");
    // After 32-28 19-23 White must take: 28x19, capturing 23.
    let done = lines
        .iter()
        .find(|l| l.starts_with("done"))
        .expect("a move");
    // The move may come with the reply the engine expects (`ponder=…`).
    assert_eq!(
        done.split_whitespace().nth(1),
        Some("move=28x19x23"),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l == "pong"), "{lines:?}");
    let errors: Vec<&String> = lines.iter().filter(|l| l.starts_with("error ")).collect();
    assert_eq!(errors.len(), 5, "{lines:?}");
    assert!(
        errors[0].contains("unknown command `nonsense`"),
        "{lines:?}"
    );
    assert!(errors[1].contains("50 squares"), "{lines:?}");
    assert!(errors[2].contains("unclosed quote"), "{lines:?}");
}

#[test]
fn hub_stop_ends_a_long_search_with_a_legal_move() {
    let script =
        format!("hub\ninit\npos pos={START}\nlevel move-time=30\ngo think\nping\nstop\nquit\n");
    let lines = session(&script);
    let done = lines
        .iter()
        .find(|l| l.starts_with("done move="))
        .expect("a move");
    let mv = done
        .split_whitespace()
        .nth(1)
        .and_then(|w| w.strip_prefix("move="))
        .expect("move=…");
    // White's first moves are steps from 31-35 to 26-30.
    let (from, to) = mv.split_once('-').expect("a step");
    let (from, to): (u32, u32) = (from.parse().unwrap(), to.parse().unwrap());
    assert!((31..=35).contains(&from) && (26..=30).contains(&to), "{mv}");
}
