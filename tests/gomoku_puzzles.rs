//! Every shipped gomoku puzzle: its solution replays to the attacker's five, and the solver
//! proves the win, that none is shorter, and the first moves the file names.

use leapfrog::level::gomoku::{PUZZLES, Pack, check_puzzle, parse_puzzle};
use leapfrog::level::shipped;
use leapfrog::rules::{Game, Outcome};

#[test]
fn the_packs_hold_enough_puzzles() {
    let puzzles: Vec<_> = shipped::under(PUZZLES)
        .map(|(path, text)| parse_puzzle(path, text).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let vcf = puzzles.iter().filter(|p| p.pack == Pack::Vcf).count();
    let vct = puzzles.iter().filter(|p| p.pack == Pack::Vct).count();
    assert!(vcf >= 20 && vct >= 10, "{vcf} VCF, {vct} VCT");
}

#[test]
fn every_solution_replays_to_a_win() {
    for (path, text) in shipped::under(PUZZLES) {
        let puzzle = parse_puzzle(path, text).unwrap_or_else(|e| panic!("{e}"));
        let mut game = puzzle.game();
        for name in &puzzle.solution {
            let mv = game.parse_move(name).unwrap();
            game.check(mv)
                .unwrap_or_else(|e| panic!("{path}: {name}: {e}"));
            game.play(&mv);
        }
        assert_eq!(game.outcome(), Some(Outcome::Win(0)), "{path}");
    }
}

#[test]
fn every_puzzle_is_proved_by_the_solver() {
    for (path, text) in shipped::under(PUZZLES) {
        check_puzzle(path, text).unwrap_or_else(|e| panic!("{e}"));
    }
}
