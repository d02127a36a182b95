//! Every error a broken data file or PDN record gets is shown in Chinese too: the English the
//! readers write matches an `err-*` template, nested reasons included.

use leapfrog::i18n::{Lang, error_text_in};

fn cli(args: &[&str]) -> String {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut out = Vec::new();
    leapfrog::cli::run(&args, Box::new(std::io::empty()), &mut out);
    String::from_utf8(out).unwrap()
}

/// The message after `FILE:LINE:COL: `.
fn message(line: &str) -> &str {
    line.splitn(4, ':').nth(3).unwrap().trim_start()
}

fn assert_translated(english: &str) {
    let chinese = error_text_in(Lang::ZhCn, english);
    assert!(
        chinese
            .chars()
            .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "no Chinese for: {english}"
    );
    // A nested reason left in English would show as a run of English words.
    let english_words = chinese
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() > 3 && !english.contains(&format!("`{w}")))
        .filter(|w| !["Conrad", "Schwenk", "RON", "None", "Some"].contains(w))
        .count();
    assert!(english_words <= 1, "{english} -> {chinese}");
}

#[test]
fn every_broken_fixture_message_translates() {
    let mut seen = 0;
    for entry in std::fs::read_dir("tests/fixtures").unwrap() {
        let path = entry.unwrap().path().to_string_lossy().into_owned();
        if !path.ends_with(".ron") {
            continue;
        }
        for line in cli(&["check", &path])
            .lines()
            .filter(|l| !l.starts_with("ok "))
        {
            assert_translated(message(line));
            seen += 1;
        }
    }
    assert!(seen >= 13, "{seen}");
    let pdn = cli(&["pdn", "tests/fixtures/pdn-syntax.pdn"]);
    let line = pdn.lines().next().unwrap().trim_start_matches("game 1: ");
    assert_translated(message(line));
}

#[test]
fn variables_and_nested_reasons_carry_over() {
    assert_eq!(
        error_text_in(
            Lang::ZhCn,
            "this level cannot be solved: no sequence of jumps leaves one piece on 4,4"
        ),
        "这一关无解：没有哪种跳法能只在 4,4 留下一枚棋子"
    );
    assert_eq!(
        error_text_in(
            Lang::ZhCn,
            "row 3 has 3 cells, expected 4 (the board is square)"
        ),
        "第 3 行有 3 格，应为 4 格（棋盘是正方形）"
    );
}
