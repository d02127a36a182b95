use super::*;
use crate::level::peg::{PegPuzzle, parse};
use crate::level::shipped;
use crate::rules::Game;
use crate::rules::peg::{Status, replay};

fn shipped_level(path: &str) -> PegPuzzle {
    let (file, text) = shipped::under(crate::level::peg::FOLDER)
        .find(|(p, _)| p.ends_with(path))
        .unwrap_or_else(|| panic!("{path} ships"));
    parse(file, text).unwrap()
}

fn play_all(game: &PegGame, jumps: &[Jump]) -> PegGame {
    let mut game = game.clone();
    for jump in jumps {
        assert!(game.legal_moves().contains(jump), "{jump:?} legal");
        game.play(jump);
    }
    game
}

#[test]
fn the_english_central_game_is_solved() {
    let english = shipped_level("classic/english.ron");
    let jumps = check_level(&english.game).expect("solvable");
    assert_eq!(jumps.len(), 31);
    assert_eq!(play_all(&english.game, &jumps).status(), Status::Solved);
}

#[test]
fn the_english_central_game_needs_eighteen_moves() {
    let english = shipped_level("classic/english.ron");
    let plan = Fewest::new(&english.game, None).finish().expect("solvable");
    assert_eq!(plan.moves, 18);
    let texts: Vec<String> = plan
        .chains
        .iter()
        .map(|chain| {
            let labels = &english.game.board().labels;
            let mut text = labels[usize::from(chain[0].from)].clone();
            for jump in chain {
                text.push('-');
                text.push_str(&labels[usize::from(jump.to)]);
            }
            text
        })
        .collect();
    let end = replay(&english.game, &texts).expect("the plan replays");
    assert_eq!(end.status(), Status::Solved);
    assert_eq!(end.moves(), 18);
}

#[test]
fn puzzle_67_needs_exactly_four_moves() {
    let puzzle = shipped_level("intelligence-games/puzzle-67.ron");
    let plan = Fewest::new(&puzzle.game, None).finish().expect("solvable");
    assert_eq!(plan.moves, 4);
    assert!(Fewest::new(&puzzle.game, Some(3)).finish().is_none());
    let end = play_all(&puzzle.game, &plan.chains.concat());
    assert_eq!(end.status(), Status::Solved);
    assert_eq!(end.moves(), 4);
}

#[test]
fn symmetries_follow_the_board_and_the_goal() {
    let count = |path: &str| {
        let game = shipped_level(path).game;
        symmetry::Symmetries::of(game.board(), game.goal().target).count()
    };
    assert_eq!(count("classic/english.ron"), 8);
    assert_eq!(count("classic/triangle.ron"), 6);
    assert_eq!(count("intelligence-games/puzzle-67.ron"), 8);
    // Level 11 of the series has a lopsided layout, but symmetry is of the board and goal.
    assert_eq!(count("chinese-series/level-11.ron"), 8);
}

#[test]
fn every_shipped_level_is_solvable_by_its_solution() {
    for (path, text) in shipped::under(crate::level::peg::FOLDER) {
        if path.ends_with("pack.ron") {
            continue;
        }
        let puzzle = parse(path, text).unwrap_or_else(|e| panic!("{e}"));
        let jumps = check_level(&puzzle.game).unwrap_or_else(|e| panic!("{path}: {e}"));
        let end = play_all(&puzzle.game, &jumps);
        assert_eq!(end.status(), Status::Solved, "{path}");
    }
}

/// A position the class invariant rules out at once: the French board's central game.
#[test]
fn a_hopeless_start_is_refused_without_search() {
    let text = r##"PegLevel(
        title: (en: "French central"),
        board: Grid(directions: Four, art: [
            "# # o o o # #",
            "# o o o o o #",
            "o o o o o o o",
            "o o o . o o o",
            "o o o o o o o",
            "# o o o o o #",
            "# # o o o # #",
        ]),
        goal: OneLeftAt("4,4"),
    )"##;
    let puzzle = parse("french-central.ron", text).unwrap();
    let mut solver = Solver::new(&puzzle.game);
    assert_eq!(
        solver.solve(State::of(&puzzle.game), u64::MAX),
        Verdict::Unsolvable
    );
    assert_eq!(solver.nodes(), 0);
}

#[test]
fn hints_respect_the_move_limit_and_chains_continue_free() {
    let puzzle = shipped_level("intelligence-games/puzzle-67.ron");
    let mut game = puzzle.game.clone();
    while game.status() == Status::Playing {
        let jump = crate::ai::think_to_end(&mut NextJump::new(&game, Default::default()))
            .expect("hints keep the puzzle solvable");
        game.play(&jump);
    }
    assert_eq!(game.status(), Status::Solved);
    assert!(game.moves() <= 4);

    // A wasted first jump leaves no way to finish in four.
    let mut wasted = puzzle.game.clone();
    let first = wasted.legal_moves()[0];
    wasted.play(&first);
    let mut tries = 0;
    while wasted.status() == Status::Playing && tries < 3 {
        // Start a second, separate move at once: two moves gone.
        let Some(&other) = wasted
            .legal_moves()
            .iter()
            .find(|j| Some(j.from) != wasted.last_landing())
        else {
            break;
        };
        wasted.play(&other);
        tries += 1;
    }
    if wasted.status() == Status::Playing {
        let plan = Fewest::new(&wasted, Some(4 - wasted.moves().min(4))).finish();
        let hint = crate::ai::think_to_end(&mut NextJump::new(&wasted, Default::default()));
        assert_eq!(plan.is_some(), hint.is_some());
    }
}

#[test]
fn hopping_dots_red_piece_is_never_jumped() {
    let text = r#"PegLevel(
        title: (en: "Dots"),
        board: HoppingDots(pieces: "r g . . g . . . . . . . ."),
        goal: OnlyPiece("1"),
    )"#;
    let puzzle = parse("dots.ron", text).unwrap();
    // Red on 1, greens on 2 and 5: red jumps 1-3, then 3-7; green 2 may not jump red.
    let plan = check_level(&puzzle.game).expect("solvable");
    let end = play_all(&puzzle.game, &plan);
    assert_eq!(end.status(), Status::Solved);
    assert_eq!(end.named(), end.pegs().trailing_zeros().try_into().ok());
    let rating = rate(&puzzle.game, 1_000_000).expect("rated");
    assert!(rating.solutions >= 1.0);
    assert!(rating.first_jumps >= rating.losing_first_jumps);
}

/// Fewest moves by the plainest search there is: breadth first from the start over whole
/// positions (no symmetry, no second side), for cross-checking the two-sided search.
fn fewest_by_plain_search(game: &PegGame) -> Option<u32> {
    let puzzle = puzzle::Puzzle::new(game);
    let mut seen = std::collections::HashSet::new();
    let mut layer = vec![State::of(game)];
    seen.insert(layer[0]);
    for moves in 0.. {
        if layer.iter().any(|&s| puzzle.is_goal(s)) {
            return Some(moves);
        }
        let mut next = Vec::new();
        for &state in &layer {
            let mut children = Vec::new();
            puzzle.chain_ends(state, &mut children);
            next.extend(children.into_iter().filter(|&c| seen.insert(c)));
        }
        if next.is_empty() {
            return None;
        }
        layer = next;
    }
    unreachable!()
}

#[test]
fn the_two_sided_search_agrees_with_a_plain_one_on_small_levels() {
    let mut compared = 0;
    for (path, text) in shipped::under(crate::level::peg::FOLDER) {
        if path.ends_with("pack.ron") {
            continue;
        }
        let puzzle = parse(path, text).unwrap();
        if puzzle.game.board().holes() > 25 {
            continue;
        }
        let plain = fewest_by_plain_search(&puzzle.game);
        let plan = Fewest::new(&puzzle.game, None).finish();
        assert_eq!(plan.as_ref().map(|p| p.moves), plain, "{path}");
        if let Some(plan) = plan {
            let end = play_all(&puzzle.game, &plan.chains.concat());
            assert_eq!(end.status(), Status::Solved, "{path}");
            assert_eq!(end.moves(), plan.moves, "{path}");
        }
        compared += 1;
    }
    assert!(compared >= 40, "{compared} levels compared");
}

/// A limit one short of the fewest finds nothing; a hopeless start is refused by the check
/// before the layers.
#[test]
fn the_two_sided_search_honours_limits_and_hopeless_starts() {
    let puzzle = shipped_level("classic/triangle.ron");
    let fewest = Fewest::new(&puzzle.game, None).finish().unwrap().moves;
    assert!(Fewest::new(&puzzle.game, Some(fewest)).finish().is_some());
    assert!(
        Fewest::new(&puzzle.game, Some(fewest - 1))
            .finish()
            .is_none()
    );
    let mut stuck = puzzle.game.clone();
    // Play jumps until the position is hopeless, then ask.
    while let Some(&jump) = stuck.legal_moves().first() {
        stuck.play(&jump);
        if Solver::new(&stuck).is_solvable(State::of(&stuck), u64::MAX) == Some(false) {
            break;
        }
    }
    let mut search = Fewest::new(&stuck, None);
    assert_eq!(search.finish(), None);
}
