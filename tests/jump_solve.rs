//! The generic solver of one-player files against the native peg solver: each orthogonal
//! level of the Chinese series, rewritten as a `JumpGame` (a chain of jumps by one peg is one
//! move, as the native count has it), has the native fewest-moves count; the solution it
//! prints plays to the goal; an impossible board is proven so; `leapfrog solve` prints it.

use std::process::Command;

use leapfrog::ai::jump::both_ends;
use leapfrog::ai::jump::solve::{AnySolution, Solved, fewest, fewest_forward};
use leapfrog::ai::peg::Fewest;
use leapfrog::rules::jump::JumpState;
use leapfrog::rules::{Game, Outcome};

const SERIES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/levels/peg/chinese-series");

/// A 7x7 orthogonal peg level with its goal on the centre, as a `JumpGame` text.
fn as_data(name: &str, art: &[String]) -> String {
    let rows: Vec<String> = art
        .iter()
        .map(|row| format!("            \"{}\",", row.replace('x', "o")))
        .collect();
    format!(
        r#"JumpGame(
    name: "{name}",
    title: (en: "{name}"),
    group: Puzzle,
    board: Grid(art: [
{}
    ]),
    sides: [(name: (en: "Player"), colour: White, mark: Some('o'))],
    kinds: [(name: "peg", look: Peg, value: 100, jumps: [(dirs: [Orthogonal], over: Friend)])],
    chain: (goes_on: May, removal: AtOnce),
    end: (one_left: Some(On("d4"))),
)
"#,
        rows.join("\n")
    )
}

fn art_of(text: &str) -> Vec<String> {
    let start = text.find("art: [").expect("a grid level") + 6;
    let end = start + text[start..].find(']').expect("closed");
    text[start..end]
        .lines()
        .filter_map(|l| l.trim().strip_prefix('"'))
        .map(|l| l.trim_end_matches(',').trim_end_matches('"').to_string())
        .collect()
}

/// Each move is legal in turn, and the last reaches the goal.
fn assert_plays_to_the_goal(game: &JumpState, moves: &[leapfrog::rules::jump::Move]) {
    let mut replay = game.clone();
    for mv in moves {
        assert!(replay.legal_moves().contains(mv));
        replay.play(mv);
    }
    assert_eq!(replay.outcome(), Some(Outcome::Win(0)));
}

fn data_game(name: &str, text: &str) -> JumpState {
    JumpState::new(
        leapfrog::level::jump::parse(name, text)
            .unwrap_or_else(|e| panic!("{e}\n{text}"))
            .rules,
    )
}

#[test]
fn the_chinese_series_as_data_has_the_native_fewest_move_counts() {
    let mut compared = 0;
    for entry in std::fs::read_dir(SERIES).expect("the series") {
        let path = entry.expect("an entry").path();
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        if !file.starts_with("level-") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let native = leapfrog::level::peg::parse(&file, &text).expect("a valid level");
        let native_fewest = Fewest::new(&native.game, None)
            .finish()
            .expect("the shipped level is solvable")
            .moves;
        let game = data_game(&file, &as_data(&file, &art_of(&text)));
        let Solved::Found {
            moves,
            fewest: true,
        } = fewest(&game.rules, &game.pos, 2_000_000)
        else {
            panic!("{file}: no fewest solution");
        };
        assert_eq!(moves.len() as u32, native_fewest, "{file}");
        // Peg moves can be taken back, so that was the search from both ends; the forward
        // one alone agrees.
        assert!(both_ends::applies(&game.rules), "{file}");
        let Solved::Found {
            moves: forward_moves,
            fewest: true,
        } = fewest_forward(&game.rules, &game.pos, 2_000_000)
        else {
            panic!("{file}: no forward solution");
        };
        assert_eq!(forward_moves.len(), moves.len(), "{file}");
        assert_plays_to_the_goal(&game, &moves);
        // The depth-first search finds a solution too, not necessarily as short.
        let any = AnySolution::new(game.rules.clone(), &game.pos).run(10_000_000);
        assert!(matches!(any, Some(Solved::Found { .. })), "{file}: {any:?}");
        compared += 1;
    }
    assert_eq!(compared, 7, "levels 5 to 11");
}

#[test]
fn an_impossible_board_is_proven_unsolvable_by_both_searches() {
    // Two pegs far apart can never meet.
    let art: Vec<String> = [
        "# # . . . # #",
        "# # o . . # #",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
        "# # . . o # #",
        "# # . . . # #",
    ]
    .map(String::from)
    .to_vec();
    let game = data_game("apart", &as_data("apart", &art));
    assert_eq!(fewest(&game.rules, &game.pos, 1_000), Solved::Unsolvable);
    assert_eq!(
        fewest_forward(&game.rules, &game.pos, 1_000),
        Solved::Unsolvable
    );
    assert_eq!(
        AnySolution::new(game.rules.clone(), &game.pos).run(1_000),
        Some(Solved::Unsolvable)
    );
}

#[test]
fn solve_prints_a_data_puzzles_moves() {
    let text = std::fs::read_to_string(format!("{SERIES}/level-05.ron")).expect("readable");
    let dir = std::env::temp_dir().join(format!("leapfrog-jump-solve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("series-5.ron");
    std::fs::write(&file, as_data("series-5", &art_of(&text))).expect("written");
    let output = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        .arg("solve")
        .arg(&file)
        .output()
        .expect("runs");
    let printed = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{printed}");
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines.last(), Some(&"5 moves (fewest)"), "{printed}");
    assert_eq!(lines.len(), 6, "{printed}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_english_board_without_chains_is_solved_in_its_fewest_moves_depth_first() {
    // Each move takes one peg, so every solution from 32 pegs to one is 31 moves long: the
    // depth-first answer is a fewest without the breadth-first search (which does not fit).
    let text = std::fs::read_to_string("tests/fixtures/jump/peg-english.ron").expect("readable");
    let game = data_game("peg-english", &text);
    assert!(leapfrog::ai::jump::solve::every_solution_as_long(
        &game.rules
    ));
    let Solved::Found { moves, fewest } =
        leapfrog::ai::jump::solve::solve(&game, 1_000, 10_000_000)
    else {
        panic!("the English board has a solution");
    };
    assert!(fewest);
    assert_eq!(moves.len(), 31);
    assert_plays_to_the_goal(&game, &moves);
}

#[test]
fn the_english_board_with_chains_is_proven_to_take_eighteen_moves() {
    // GAMES.md 3a: with a chain of jumps by one peg counting as one move, the central game's
    // fewest is 18 (the native solver's count). The two searches meet after 11 + 7 moves,
    // about 5 million positions.
    let text = std::fs::read_to_string("tests/fixtures/jump/peg-english.ron").expect("readable");
    let chains = text.replace("goes_on: Never", "goes_on: May, removal: AtOnce");
    assert_ne!(chains, text, "the fixture plays one jump a move");
    let game = data_game("peg-english-chains", &chains);
    let Solved::Found {
        moves,
        fewest: true,
    } = fewest(&game.rules, &game.pos, 8_000_000)
    else {
        panic!("the English board has a fewest solution");
    };
    assert_eq!(moves.len(), 18);
    assert_plays_to_the_goal(&game, &moves);
}
