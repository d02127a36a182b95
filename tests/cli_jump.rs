//! The command line on `JumpGame` files: perft and moves of a shipped game, `check` on broken
//! files, PDN replay by GameType, and a scripted session of the engine protocol.

mod binary;

use binary::{leapfrog, session};

#[test]
fn perft_and_moves_take_a_shipped_name_or_a_path() {
    let (code, out) = leapfrog(&["perft", "konane-6", "3"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "perft 1: 4\nperft 2: 12\nperft 3: 28\n");
    let (code, out) = leapfrog(&["perft", "levels/jump/konane-6.ron", "2"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "perft 1: 4\nperft 2: 12\n");
    let (code, out) = leapfrog(&["moves", "konane-6", "c3"]);
    assert_eq!(code, 0, "{out}");
    let mut listed: Vec<&str> = out.lines().collect();
    listed.sort();
    assert_eq!(listed, ["b3", "c2", "c4", "d3"]);
    let (code, out) = leapfrog(&["moves", "konane-6", "b2"]);
    assert_ne!(code, 0);
    assert!(out.contains("`b2`"), "{out}");
}

#[test]
fn check_names_the_field_line_and_column_of_a_broken_file() {
    let (code, out) = leapfrog(&["check", "tests/fixtures/jump-bad-kind.ron"]);
    assert_ne!(code, 0);
    // The token `"kingg"` on line 12.
    assert!(out.contains("jump-bad-kind.ron:12:"), "{out}");
    assert!(out.contains("kinds[0].promotes.to"), "{out}");
    assert!(out.contains("`kingg`"), "{out}");
    let (code, out) = leapfrog(&["check", "tests/fixtures/jump-bad-direction.ron"]);
    assert_ne!(code, 0);
    assert!(out.contains("jump-bad-direction.ron:10:"), "{out}");
    assert!(out.contains("Upward"), "{out}");
    let (code, out) = leapfrog(&["check", "levels/jump/halma-4.ron"]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn check_refuses_a_one_player_file_the_solver_proves_unsolvable() {
    let (code, out) = leapfrog(&["check", "tests/fixtures/jump-unsolvable.ron"]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("jump-unsolvable.ron:15:"), "{out}");
    assert!(
        out.contains("no sequence of moves reaches the goal"),
        "{out}"
    );
    let (code, out) = leapfrog(&["solve", "tests/fixtures/jump-unsolvable.ron"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("no solution"), "{out}");
}

#[test]
fn pdn_game_types_of_shipped_jump_games_replay_on_their_files() {
    let (code, out) = leapfrog(&["pdn", "tests/fixtures/jump-games.pdn"]);
    assert_eq!(code, 1, "one game is illegal: {out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "game 1: ok, 6 moves");
    assert_eq!(lines[1], "game 2: ok, 3 moves");
    assert!(
        lines[2].starts_with("game 3: illegal move 3: 19-10"),
        "{out}"
    );
    assert_eq!(lines[3], "game 4: ok, 4 moves", "Frisian");
    assert_eq!(lines[4], "4 games, 3 ok");
}

#[test]
fn pdn_variant_takes_a_shipped_jump_game_or_its_file() {
    let file = "tests/fixtures/jump-untagged.pdn";
    // No GameType: international by the PDN standard, where c3-d4 is no move at all.
    let (code, out) = leapfrog(&["pdn", file]);
    assert_eq!(code, 1, "{out}");
    for variant in ["czech-draughts", "levels/jump/czech-draughts.ron"] {
        let (code, out) = leapfrog(&["pdn", file, "--variant", variant]);
        assert_eq!(code, 0, "{variant}: {out}");
        assert_eq!(out, "game 1: ok, 4 moves\n1 games, 1 ok\n", "{variant}");
    }
    let (code, out) = leapfrog(&["pdn", file, "--variant", "draughts-english"]);
    assert_eq!(code, 1, "{out}");
    let (code, out) = leapfrog(&["pdn", file, "--variant", "no-such-game"]);
    assert_ne!(code, 0);
    assert!(
        out.contains("`no-such-game` is neither a shipped game"),
        "{out}"
    );
    assert!(out.contains("czech-draughts"), "{out}");
}

#[test]
fn the_engine_protocol_plays_a_file_and_refuses_bad_lines() {
    let script = "name\nnewgame\nplay 31-26\nplay 43-37\ngenmove\nnewgame 2,1\nnewgame 1,1\n\
                  newgame 3\nfoo\ngenmove\nquit\n";
    let text = session(&["engine", "canadian-draughts", "--strength", "1"], script);
    let replies: Vec<&str> = text.split("\n\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(replies.len(), 11, "{text}");
    assert!(replies[0].starts_with("= Leapfrog"));
    assert_eq!(replies[1], "=");
    assert!(
        replies[2].starts_with("? `31-26` is not a legal move"),
        "{}",
        replies[2]
    );
    assert_eq!(replies[3], "=", "White plays 43-37");
    assert!(
        replies[4].starts_with("= ") && replies[4].contains('-'),
        "{}",
        replies[4]
    );
    assert_eq!(replies[5], "=", "Black first");
    assert_eq!(replies[6], "? invalid seats: a side is named twice");
    assert!(replies[7].starts_with("? invalid seats"), "{}", replies[7]);
    assert_eq!(replies[8], "? unknown command");
    // Black moves first now: one of its men, numbered 1-30, steps.
    let first: u32 = replies[9][2..]
        .split(['-', 'x'])
        .next()
        .and_then(|s| s.parse().ok())
        .expect("a square");
    assert!((1..=30).contains(&first), "{}", replies[9]);
    assert_eq!(replies[10], "=");
}

#[test]
fn train_writes_weights_the_library_reads_back() {
    let dir = std::env::temp_dir().join(format!("leapfrog-jump-train-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("konane-6.ron");
    let file_text = file.to_string_lossy().to_string();
    let (code, out) = leapfrog(&[
        "train",
        "jump",
        "konane-6",
        "--games",
        "10",
        "--max-nodes",
        "5000",
        "--duel",
        "2",
        "--out",
        &file_text,
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("held back"), "{out}");
    assert!(out.contains("trained against default weights"), "{out}");
    let text = std::fs::read_to_string(&file).expect("written");
    assert!(
        text.contains("--max-nodes 5000"),
        "the command is written down: {text}"
    );
    let read = leapfrog::games::check_text(&file_text, &text).expect("a valid weights file");
    assert_eq!(read.kind, "JumpWeights");
    assert_eq!(read.key, "konane-6");
    let (code, out) = leapfrog(&["train", "jump", "peg-cross"]);
    assert_ne!(code, 0, "a puzzle has nothing to train: {out}");
    // Choosing the expert's search keeps the trained weights and writes the choice.
    let (code, out) = leapfrog(&[
        "train",
        "jump",
        "konane-6",
        "--choose-search",
        "2",
        "--move-time",
        "0.05",
        "--out",
        &file_text,
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("Monte Carlo tree search against alpha-beta"),
        "{out}"
    );
    let chosen = std::fs::read_to_string(&file).expect("rewritten");
    assert!(chosen.contains("expert: "), "{chosen}");
    let weights_line = |t: &str| t[t.find("weights: [").expect("weights")..].to_string();
    assert_eq!(
        weights_line(&chosen)[..60],
        weights_line(&text)[..60],
        "the weights stay"
    );
    // The file's weights against the defaults, with no training, and then the shipped ones.
    for out_args in [vec!["--out", file_text.as_str()], vec![]] {
        let mut args = vec!["train", "jump", "konane-6", "--versus-defaults", "2"];
        args.extend(out_args);
        let (code, out) = leapfrog(&args);
        assert_eq!(code, 0, "{out}");
        assert!(!out.contains("held back"), "nothing trained: {out}");
        assert!(
            out.contains("trained against default weights at strength 3: ")
                && out.contains(" of 2 ("),
            "{out}"
        );
    }
    // A second round plays and labels with the first's weights and duels against them.
    let second = dir.join("konane-6-second.ron");
    let second_text = second.to_string_lossy().to_string();
    let (code, out) = leapfrog(&[
        "train",
        "jump",
        "konane-6",
        "--games",
        "10",
        "--max-nodes",
        "5000",
        "--result-share",
        "0.7",
        "--playing",
        &file_text,
        "--opponent",
        &file_text,
        "--duel",
        "2",
        "--out",
        &second_text,
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(&format!("trained against the weights of {file_text}")),
        "{out}"
    );
    let written = std::fs::read_to_string(&second).expect("written");
    assert!(
        written.contains("--result-share 0.7") && written.contains("--playing "),
        "{written}"
    );
    // Block patterns: written as the slots that weigh, and the command says so.
    let patterned = dir.join("konane-6-patterns.ron");
    let patterned_text = patterned.to_string_lossy().to_string();
    let (code, out) = leapfrog(&[
        "train",
        "jump",
        "konane-6",
        "--games",
        "10",
        "--max-nodes",
        "5000",
        "--patterns",
        "--duel",
        "0",
        "--out",
        &patterned_text,
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("39366 pattern slots"), "{out}");
    let written = std::fs::read_to_string(&patterned).expect("written");
    assert!(
        written.contains("patterns: PatternWeights(")
            && written.contains("slots: 39366")
            && written.contains(" --patterns"),
        "{}",
        &written[..written.len().min(2000)]
    );
    // A damaged file at the target is named, not passed over for the shipped weights.
    std::fs::write(&patterned, written.replace("slots: 39366", "slots: 12")).expect("write");
    let (code, out) = leapfrog(&[
        "train",
        "jump",
        "konane-6",
        "--versus-defaults",
        "2",
        "--out",
        &patterned_text,
    ]);
    assert_ne!(code, 0, "{out}");
    assert!(
        out.contains("konane-6-patterns.ron") && out.contains("past their 12 slots"),
        "{out}"
    );
    let missing = dir.join("none.ron").to_string_lossy().to_string();
    let (code, out) = leapfrog(&["train", "jump", "konane-6", "--playing", &missing]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("none.ron"), "the file is named: {out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn trainings_side_by_side_keep_their_positions_and_fit_together() {
    let dir = std::env::temp_dir().join(format!("leapfrog-jump-samples-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = |name: &str| dir.join(name).to_string_lossy().to_string();
    // "NAME: F positions fitted, H held back; ..." gives F + H.
    let positions = |out: &str| -> usize {
        let line = out
            .lines()
            .find(|l| l.contains(" positions fitted, "))
            .expect("a fit");
        let numbers: Vec<usize> = line
            .split(' ')
            .filter_map(|w| w.parse().ok())
            .take(2)
            .collect();
        numbers.iter().sum()
    };
    let mut played = 0;
    for seed in ["1", "2"] {
        let (code, out) = leapfrog(&[
            "train",
            "jump",
            "konane-6",
            "--games",
            "10",
            "--max-nodes",
            "5000",
            "--seed",
            seed,
            "--duel",
            "0",
            "--samples",
            &path(&format!("s{seed}.lfjs")),
            "--out",
            &path(&format!("w{seed}.ron")),
        ]);
        assert_eq!(code, 0, "{out}");
        played += positions(&out);
    }
    let (code, out) = leapfrog(&[
        "train",
        "jump",
        "konane-6",
        "--duel",
        "0",
        "--samples",
        &path("s1.lfjs"),
        "--samples",
        &path("s2.lfjs"),
        "--out",
        &path("both.ron"),
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("self-play"), "nothing played: {out}");
    assert_eq!(out.matches("read ").count(), 2, "{out}");
    assert_eq!(positions(&out), played, "{out}");
    let written = std::fs::read_to_string(path("both.ron")).expect("written");
    assert!(
        written.contains("--samples ") && !written.contains("--games"),
        "{written}"
    );
    // Positions made without block patterns cannot feed a fit that has them.
    let (code, out) = leapfrog(&[
        "train",
        "jump",
        "konane-6",
        "--patterns",
        "--samples",
        &path("s1.lfjs"),
        "--samples",
        &path("s2.lfjs"),
        "--out",
        &path("never.ron"),
    ]);
    assert_ne!(code, 0);
    assert!(
        out.contains("s1.lfjs") && out.contains("--patterns"),
        "{out}"
    );
    let (code, out) = leapfrog(&[
        "train",
        "jump",
        "konane-6",
        "--samples",
        &path("s1.lfjs"),
        "--samples",
        &path("missing.lfjs"),
    ]);
    assert_ne!(code, 0);
    assert!(out.contains("missing.lfjs: no such file"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn arena_plays_a_data_file_against_the_native_rules_in_step() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/jump/draughts-english.ron"
    );
    // Strengths, and time a move: the chains are written in full by the file's notation and
    // from and to by the native one, and the two number the seats the other way round.
    for (a, b) in [("1", "1"), ("0.02s", "0.02s")] {
        let (code, out) = leapfrog(&["arena", fixture, a, b, "2", "--against", "draughts-english"]);
        assert_eq!(code, 0, "{out}");
        let last = out.lines().last().expect("a tally");
        let counts: Vec<u32> = last
            .split(" - ")
            .map(|part| {
                part.trim_matches(|c: char| !c.is_ascii_digit())
                    .parse()
                    .expect("count")
            })
            .collect();
        assert_eq!(counts.iter().sum::<u32>(), 2, "{out}");
    }
    // Game 69's random opening takes two men in one chain (`27x20x11` in the file's notation,
    // `27x11` in the native one).
    let (code, out) = leapfrog(&[
        "arena",
        fixture,
        "1",
        "1",
        "1",
        "--first",
        "69",
        "--against",
        "draughts-english",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("game 69: "), "{out}");
    let (code, out) = leapfrog(&["arena", "konane-6", "1", "1", "1", "--against", "halma-4"]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("seats"), "{out}");
    let (code, out) = leapfrog(&["arena", "konane-6", "fast", "1", "1"]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("`fast`"), "{out}");
}
