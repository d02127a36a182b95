use super::*;
use crate::ai::choose;
use crate::rules::gomoku::notation::{cell_name, parse_cell};
use crate::rules::gomoku::{GomokuSetup, Opening, RuleSet, WHITE};

fn game_with(set: RuleSet, black: &[&str], white: &[&str], to_move: u8) -> Gomoku {
    let mut setup = GomokuSetup::empty(15, set);
    setup.black = black.iter().map(|n| parse_cell(15, n).unwrap()).collect();
    setup.white = white.iter().map(|n| parse_cell(15, n).unwrap()).collect();
    setup.to_move = to_move;
    Gomoku::new(&setup)
}

fn name(mv: Option<GomokuMove>) -> String {
    match mv {
        Some(GomokuMove::Stone(c)) => cell_name(15, c),
        other => format!("{other:?}"),
    }
}

#[test]
fn every_strength_takes_a_five_and_blocks_one() {
    let game = game_with(
        RuleSet::Freestyle,
        &["h8", "i8", "j8", "k8"],
        &["h9", "i9", "j9"],
        BLACK,
    );
    for strength in 1..=MAX_STRENGTH {
        let mv = name(choose(&game, strength, 7));
        assert!(mv == "g8" || mv == "l8", "strength {strength} played {mv}");
    }
    let game = game_with(
        RuleSet::Freestyle,
        &["h8", "i8", "j8", "k8", "a1"],
        &["h9", "i9", "j9"],
        WHITE,
    );
    for strength in 1..=MAX_STRENGTH {
        let mv = name(choose(&game, strength, 7));
        assert!(
            mv == "g8" || mv == "l8",
            "strength {strength} blocked at {mv}"
        );
    }
}

#[test]
fn the_strongest_blocks_an_open_three_or_counters() {
    // White: open three h9 i9 j9; black has nothing. Black must touch g9/k9 (or f9/l9).
    let game = game_with(
        RuleSet::Freestyle,
        &["h8", "a1"],
        &["h9", "i9", "j9"],
        BLACK,
    );
    let mv = name(choose(&game, MAX_STRENGTH, 3));
    assert!(
        ["g9", "k9", "f9", "l9"].contains(&mv.as_str()),
        "played {mv}"
    );
}

#[test]
fn the_strongest_finds_a_vcf() {
    // l8 is a double four for black.
    let game = game_with(
        RuleSet::Freestyle,
        &["h8", "i8", "j8", "l10", "l11", "l12"],
        &["g8", "l13", "a1", "a3", "c5", "a7"],
        BLACK,
    );
    assert_eq!(name(choose(&game, MAX_STRENGTH, 1)), "l8");
}

#[test]
fn renju_black_never_plays_a_forbidden_point() {
    // j8 would win a double three in freestyle; in renju it is forbidden.
    let game = game_with(
        RuleSet::Renju,
        &["h8", "i8", "j9", "j10"],
        &["a1", "a3", "c5", "a7"],
        BLACK,
    );
    for strength in 1..=MAX_STRENGTH {
        let mv = choose(&game, strength, 5).unwrap();
        assert_ne!(name(Some(mv)), "j8", "strength {strength}");
        game.check(mv).unwrap();
    }
}

#[test]
fn renju_black_whose_only_block_is_forbidden_still_plays_a_legal_point() {
    // White's d8 f8 g8 h8 wins at e8, where black would make a double three (e8 f9 g10 and
    // e8 f7 g6): black has lost, and must still answer with a point it may play.
    let game = game_with(
        RuleSet::Renju,
        &[
            "i6", "e10", "f11", "j6", "i5", "h7", "j8", "i8", "k4", "f9", "f10", "g6", "f7", "g10",
        ],
        &[
            "j7", "e11", "g12", "h6", "i7", "g5", "h4", "h8", "j5", "g8", "f12", "f5", "f8", "d8",
        ],
        BLACK,
    );
    for strength in 1..=MAX_STRENGTH {
        let mv = choose(&game, strength, 5).unwrap();
        game.check(mv)
            .unwrap_or_else(|e| panic!("strength {strength}: {}: {e}", name(Some(mv))));
    }
}

#[test]
fn swap2_computer_opens_and_chooses() {
    let mut setup = GomokuSetup::empty(15, RuleSet::Freestyle);
    setup.opening = Opening::Swap2;
    let mut game = Gomoku::new(&setup);
    for _ in 0..3 {
        let mv = choose(&game, MAX_STRENGTH, 2).unwrap();
        assert!(matches!(mv, GomokuMove::Stone(_)));
        game.play(&mv);
    }
    let choice = choose(&game, MAX_STRENGTH, 2).unwrap();
    assert!(
        matches!(choice, GomokuMove::Take(_) | GomokuMove::More),
        "{choice:?}"
    );
    game.play(&choice);
    // Play on until the colours are settled and a stone is asked for.
    while game.phase() != Phase::Play {
        let mv = choose(&game, 2, 2).unwrap();
        game.play(&mv);
    }
    let mv = choose(&game, 2, 2).unwrap();
    game.check(mv).unwrap();
}

#[test]
fn the_first_stone_goes_in_the_middle_on_every_board_size() {
    for size in [7, 10, 15, 20] {
        let game = Gomoku::new(&GomokuSetup::empty(size, RuleSet::Freestyle));
        for strength in 2..=MAX_STRENGTH {
            let Some(GomokuMove::Stone(cell)) = choose(&game, strength, 3) else {
                panic!("strength {strength} on {size}x{size} placed no stone");
            };
            let (row, col) = (usize::from(cell) / size, usize::from(cell) % size);
            let off_middle = |i: usize| (2 * i + 1).abs_diff(size);
            assert!(
                off_middle(row) <= 1 && off_middle(col) <= 1,
                "strength {strength} on {size}x{size} opened at {}",
                cell_name(size, cell)
            );
        }
    }
}

/// The expert's fail-high probes reach the same depth in fewer nodes and keep the forced
/// answers: the block of an open three and a double four.
#[test]
fn fail_high_probes_cut_nodes_and_keep_the_forced_answers() {
    use crate::ai::search::SearchGame;
    use crate::ai::think_to_end;
    let search = |game: &Gomoku, probes: bool| {
        let (geo, root) = board_of(game);
        let searcher = GomokuSearch {
            geo,
            width: 12,
            noise: 0,
            seed: 1,
            notes: Default::default(),
            fail_high_probes: probes,
        };
        assert_eq!(searcher.fail_high_probe(&root, 6).is_some(), probes);
        let budget = Budget {
            max_depth: Some(7),
            ..Budget::default()
        };
        let mut thinking = Search::new(searcher, root, budget, Cancel::default(), 1);
        let mv = think_to_end(&mut thinking).map(GomokuMove::Stone);
        (name(mv), thinking.nodes())
    };
    let open_three = game_with(
        RuleSet::Freestyle,
        &["h8", "a1"],
        &["h9", "i9", "j9"],
        BLACK,
    );
    let double_four = game_with(
        RuleSet::Freestyle,
        &["h8", "i8", "j8", "l10", "l11", "l12"],
        &["g8", "l13", "a1", "a3", "c5", "a7"],
        BLACK,
    );
    let quiet = game_with(
        RuleSet::Freestyle,
        &["h8", "j9", "g10"],
        &["i8", "h10", "j7"],
        BLACK,
    );
    for probes in [false, true] {
        let (block, _) = search(&open_three, probes);
        assert!(
            ["g9", "k9", "f9", "l9"].contains(&block.as_str()),
            "probes {probes}: {block}"
        );
        assert_eq!(search(&double_four, probes).0, "l8", "probes {probes}");
    }
    let (_, plain) = search(&quiet, false);
    let (_, probed) = search(&quiet, true);
    assert!(
        probed < plain,
        "{probed} nodes with probes, {plain} without"
    );
}
