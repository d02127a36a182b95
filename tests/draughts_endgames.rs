//! Endgame databases end to end: `generate draughts-endgames` writes a file, the Hub engine
//! (at full strength) reads it from `LEAPFROG_ENDGAMES` and plays the quickest win, and a
//! damaged file is reported while the engine plays on.

mod binary;

use std::ffi::OsStr;
use std::time::Instant;

use leapfrog::ai::draughts::endgame::index::{Indexer, Material};
use leapfrog::ai::draughts::endgame::{Value, file};
use leapfrog::cli::hub::parse_move;
use leapfrog::rules::draughts::Draughts;
use leapfrog::rules::draughts::position::Position;

const VARIANT: &str = "draughts-international";

/// A position in the Hub's letters: side to move, then `w b W B e` per square.
fn letters(pos: &Position, geo: &leapfrog::rules::draughts::board::Geometry) -> String {
    let mut text = String::from(if pos.side == 0 { "W" } else { "B" });
    for square in 0..geo.square_count() {
        let bit = 1u64 << geo.bit_of_square(square);
        let king = pos.kings & bit != 0;
        text.push(
            match (pos.pieces[0] & bit != 0, pos.pieces[1] & bit != 0, king) {
                (true, _, false) => 'w',
                (true, _, true) => 'W',
                (_, true, false) => 'b',
                (_, true, true) => 'B',
                _ => 'e',
            },
        );
    }
    text
}

#[test]
fn generated_tables_are_played_by_the_engine_and_a_damaged_file_is_reported() {
    let dir = std::env::temp_dir().join(format!("leapfrog-endgames-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!("{VARIANT}.egdb"));
    let (code, text) = binary::leapfrog(&[
        "generate",
        "draughts-endgames",
        "--variant",
        VARIANT,
        "--pieces",
        "3",
        "--out",
        path.to_str().expect("a UTF-8 path"),
    ]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("1k-2k:") && text.contains("bytes"), "{text}");

    let variant = leapfrog::level::draughts::shipped_or_file(VARIANT)
        .expect("shipped")
        .variant;
    let db = file::load(&path, &variant, u32::MAX).expect("the file reads back");
    // A win for White in seven plies or more, two kings against one.
    let indexer = Indexer::new(&variant.geo);
    let material = Material([0, 2, 0, 1]);
    let (pos, plies) = (0..indexer.size(material))
        .step_by(2)
        .filter_map(|i| indexer.position(material, i))
        .find_map(|p| match db.probe(&p) {
            Some(Value::Win(d)) if d >= 7 => Some((p, d)),
            _ => None,
        })
        .expect("a long win");

    let script = format!(
        "hub\ninit\npos pos={}\nlevel move-time=3600\ngo think\nstop\nquit\n",
        letters(&pos, &variant.geo)
    );
    let folder = dir.as_os_str();
    let env: [(&str, &OsStr); 1] = [("LEAPFROG_ENDGAMES", folder)];
    let expert = leapfrog::ai::draughts::MAX_STRENGTH.to_string();
    let args = ["engine", VARIANT, "--strength", &expert];
    let started = Instant::now();
    let (out, err) = binary::session_with_env(&args, &env, script.clone().into_bytes());
    let took = started.elapsed();
    let done = out
        .lines()
        .find_map(|l| l.strip_prefix("done move="))
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("{out}\n{err}"));
    let game = Draughts::from_position(variant.clone(), pos);
    let mv = parse_move(&game, done).expect("a legal move");
    let after = pos.play(&variant.geo, &mv.mv);
    assert_eq!(db.probe(&after), Some(Value::Loss(plies - 1)), "{done}");
    // An hour a move, ended by `stop` (or sooner: the tables answer at once); the bound only
    // guards against a search that ignored `stop`, however busy the machine.
    assert!(took.as_secs() < 600, "{took:?}");
    assert!(err.is_empty(), "{err}");

    // The databases' worth: won three-piece positions played out with and without them.
    let (out, err) = binary::session_with_env(
        &[
            "bench",
            "draughts",
            "--endings",
            "--pieces",
            "3",
            "--games",
            "2",
            "--millis",
            "20",
        ],
        &env,
        Vec::new(),
    );
    assert!(out.contains("2 won 3-piece positions"), "{out}\n{err}");
    for set in ["as outcomes: won", "plies: won", "tables: won"] {
        assert!(out.contains(set), "{out}");
    }

    std::fs::write(&path, b"garbage").expect("written");
    let (out, err) = binary::session_with_env(&args, &env, script.into_bytes());
    assert!(out.lines().any(|l| l.starts_with("done move=")), "{out}");
    assert!(
        err.contains("endgame databases not used")
            && err.contains("not a Leapfrog endgame database"),
        "{err}"
    );

    std::fs::remove_file(&path).expect("removed");
    let (out, err) = binary::session_with_env(&args, &env, b"hub\ninit\nquit\n".to_vec());
    assert!(out.contains("ready"), "{out}");
    assert!(
        err.contains("does not exist") && err.contains("generate draughts-endgames"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
