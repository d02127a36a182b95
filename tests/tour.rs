//! `leapfrog tour` as a real process, every printed tour checked by a validator written here
//! independently of the solver.

use std::process::Command;

fn tour(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        .arg("tour")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8"),
    )
}

/// Parses `R,C R,C ...` and checks: every square of the board once, each step a knight's move,
/// the first square as asked, and the last a knight's move from the first when `closed`.
fn validate(
    rows: i64,
    cols: i64,
    text: &str,
    from: (i64, i64),
    closed: bool,
) -> Result<(), String> {
    let squares: Vec<(i64, i64)> = text
        .split_whitespace()
        .map(|s| {
            let (r, c) = s.split_once(',').ok_or(format!("bad square {s}"))?;
            Ok((
                r.parse().map_err(|_| format!("bad row {s}"))?,
                c.parse().map_err(|_| format!("bad col {s}"))?,
            ))
        })
        .collect::<Result<_, String>>()?;
    if squares.len() as i64 != rows * cols {
        return Err(format!("{} squares for {rows}x{cols}", squares.len()));
    }
    if squares[0] != from {
        return Err(format!("starts at {:?}, not {from:?}", squares[0]));
    }
    let mut seen = vec![false; (rows * cols) as usize];
    for &(r, c) in &squares {
        if !(1..=rows).contains(&r) || !(1..=cols).contains(&c) {
            return Err(format!("{r},{c} is off the board"));
        }
        let i = ((r - 1) * cols + c - 1) as usize;
        if seen[i] {
            return Err(format!("{r},{c} twice"));
        }
        seen[i] = true;
    }
    let knight = |a: (i64, i64), b: (i64, i64)| {
        let (dr, dc) = ((a.0 - b.0).abs(), (a.1 - b.1).abs());
        dr * dc == 2
    };
    if let Some(w) = squares.windows(2).find(|w| !knight(w[0], w[1])) {
        return Err(format!("{:?} to {:?} is not a knight's move", w[0], w[1]));
    }
    if closed && !knight(squares[0], *squares.last().unwrap()) {
        return Err("not closed".into());
    }
    Ok(())
}

fn expect_tour(rows: i64, cols: i64, from: (i64, i64), closed: bool) {
    let size = format!("{rows}x{cols}");
    let from_text = format!("{},{}", from.0, from.1);
    let mut args = vec![size.as_str(), "--from", from_text.as_str()];
    if closed {
        args.push("--closed");
    }
    let (code, out) = tour(&args);
    assert_eq!(code, 0, "{args:?}: {out}");
    assert!(out.ends_with('\n') && out.lines().count() == 1, "{args:?}");
    validate(rows, cols, &out, from, closed).unwrap_or_else(|e| panic!("{args:?}: {e}"));
}

#[test]
fn every_start_of_8x8_open_and_closed() {
    for r in 1..=8 {
        for c in 1..=8 {
            expect_tour(8, 8, (r, c), false);
            expect_tour(8, 8, (r, c), true);
        }
    }
}

#[test]
fn every_size_from_5x5_to_30x30() {
    for rows in 5..=30 {
        for cols in 5..=30 {
            expect_tour(rows, cols, (1, 1), false);
            if rows % 2 == 0 || cols % 2 == 0 {
                expect_tour(rows, cols, (1, 1), true);
            }
        }
    }
}

#[test]
fn rectangles_and_the_default_start() {
    for (rows, cols) in [(3, 4), (3, 7), (5, 6), (7, 9), (4, 5), (3, 10), (1, 1)] {
        expect_tour(rows, cols, (1, 1), false);
    }
    let (code, out) = tour(&["3x4"]);
    assert_eq!(code, 0);
    validate(3, 4, &out, (1, 1), false).unwrap();
    expect_tour(3, 10, (2, 5), true);
    expect_tour(4, 100, (4, 50), false);
    expect_tour(100, 4, (37, 1), false);
    expect_tour(3, 101, (1, 1), false);
    expect_tour(9, 11, (5, 5), false);
}

#[test]
fn a_thousand_by_a_thousand() {
    expect_tour(1000, 1000, (1, 1), false);
    expect_tour(1000, 1000, (500, 317), true);
}

#[test]
fn no_tour_cases_say_why() {
    for args in [
        &["3x3"][..],
        &["4x4"],
        &["3x5"],
        &["2x8"],
        &["5x5", "--closed"],
        &["4x9", "--closed"],
        &["3x8", "--closed"],
        &["5x5", "--from", "1,2"],
        &["4x7", "--from", "2,3"],
    ] {
        let (code, out) = tour(args);
        assert_eq!(code, 1, "{args:?}");
        assert!(out.starts_with("no tour: "), "{args:?}: {out}");
    }
}

#[test]
fn bad_arguments_name_the_token() {
    let out = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        .args(["tour", "8by8"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("`8by8`"));
    let out = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        .args(["tour", "8x8", "--from", "9,1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("9,1"));
}

#[test]
fn the_validator_catches_a_broken_tour() {
    assert!(validate(1, 2, "1,1 1,2", (1, 1), false).is_err());
    assert!(validate(3, 4, "1,1 1,1", (1, 1), false).is_err());
}
