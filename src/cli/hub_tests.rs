//! Pondering and the expected reply, driven line by line through the engine (the scripted
//! sessions in `tests/hub.rs` cannot wait between lines).

use super::*;

const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

fn engine() -> Engine {
    let variant = crate::level::draughts::shipped_or_file("draughts-international")
        .expect("shipped")
        .variant;
    Engine::new(variant, 3)
}

/// Answers each line of `script`; returns what the engine wrote.
fn send(engine: &mut Engine, script: &str) -> String {
    let mut out = Vec::new();
    for text in script.lines() {
        let line = parse_line(text).expect("a well-formed line");
        assert!(engine.answer(&line, &mut out).expect("written"));
    }
    String::from_utf8(out).expect("UTF-8")
}

/// Steps the search for `time` or until it writes `done`; returns what it wrote.
/// How long a test waits for an answer that must come: only a guard against a hang, however
/// busy the machine (the searches run on the work clock in tests).
const HANG_GUARD: Duration = Duration::from_secs(600);

fn step_for(engine: &mut Engine, time: Duration) -> String {
    let mut out = Vec::new();
    let until = Instant::now() + time;
    while Instant::now() < until && !String::from_utf8_lossy(&out).contains("done") {
        engine.step(&mut out).expect("written");
    }
    String::from_utf8(out).expect("UTF-8")
}

fn done_line(text: &str) -> &str {
    text.lines()
        .find(|l| l.starts_with("done"))
        .unwrap_or_else(|| panic!("no done in {text:?}"))
}

/// The move of a `done move=… [ponder=…]` line.
fn done_move(done: &str) -> &str {
    done.split_whitespace()
        .nth(1)
        .and_then(|w| w.strip_prefix("move="))
        .unwrap_or_else(|| panic!("no move in {done:?}"))
}

#[test]
fn pondering_ignores_the_clock_until_ponder_hit_starts_it() {
    let mut engine = engine();
    send(
        &mut engine,
        &format!("init\npos pos={START}\nlevel move-time=0.05\ngo ponder"),
    );
    // Six times the move time: a search on the clock would have answered long ago.
    assert!(!step_for(&mut engine, Duration::from_millis(300)).contains("done"));
    assert!(send(&mut engine, "ponder-hit").is_empty());
    let answer = step_for(&mut engine, HANG_GUARD);
    let mv = done_move(done_line(&answer));
    assert!(parse_move(&engine.game, mv).is_ok(), "{answer}");
}

#[test]
fn a_ponder_search_that_ends_by_itself_answers_at_ponder_hit() {
    let mut engine = engine();
    // After 32-28 19-23 White has one move, 28x19: the search ends at once.
    send(
        &mut engine,
        &format!("init\npos pos={START} moves=\"32-28 19-23\"\nlevel move-time=10\ngo ponder"),
    );
    assert!(!step_for(&mut engine, Duration::from_millis(100)).contains("done"));
    assert!(engine.search.is_none() && engine.held.is_some());
    let answer = send(&mut engine, "ponder-hit");
    assert!(
        done_line(&answer).starts_with("done move=28x19x23"),
        "{answer}"
    );
    assert!(engine.held.is_none());
}

#[test]
fn stop_ends_pondering_with_an_answer() {
    let mut engine = engine();
    send(
        &mut engine,
        &format!("init\npos pos={START}\nlevel move-time=1\ngo ponder"),
    );
    step_for(&mut engine, Duration::from_millis(50));
    send(&mut engine, "stop");
    let answer = step_for(&mut engine, HANG_GUARD);
    assert!(done_line(&answer).starts_with("done move="), "{answer}");
}

#[test]
fn done_names_a_legal_expected_reply() {
    let mut engine = engine();
    send(
        &mut engine,
        &format!("init\npos pos={START}\nlevel depth=4\ngo think"),
    );
    let answer = step_for(&mut engine, HANG_GUARD);
    let done = done_line(&answer);
    let mv = done_move(done);
    let reply = done
        .split_whitespace()
        .nth(2)
        .and_then(|w| w.strip_prefix("ponder="))
        .unwrap_or_else(|| panic!("no expected reply in {done:?}"));
    let mut after = engine.game.clone();
    after.play(&parse_move(&engine.game, mv).expect("legal"));
    assert!(parse_move(&after, reply).is_ok(), "{done}");
}
