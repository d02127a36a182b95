//! The block patterns: their windows, their symmetry between the sides, their weights files
//! and their training.

use super::ExpertSearch;
use super::eval::{Evaluator, Weights, default_weights};
use super::patterns::{Blocks, CONFIGURATIONS, pattern_slot_count};
use super::tests::{colour_swaps_score_alike, english, fixture, shipped};
use super::views::side_views;
use super::weights::{JumpWeights, PatternWeights};

#[test]
fn a_checkered_board_has_4x4_windows_and_a_full_one_2x4() {
    // English checkers: windows at rows and columns 0, 2 and 4, each 8 dark squares.
    let rules = english().rules;
    assert_eq!(pattern_slot_count(&rules), 9 * CONFIGURATIONS);
    // Konane fills every square: 2 rows by 4 columns keeps 8 to a window (4 rows of 3).
    let konane = shipped("konane-8").rules;
    assert_eq!(pattern_slot_count(&konane), 12 * CONFIGURATIONS);
    // Six-point Chinese checkers has no views, so no patterns.
    assert_eq!(pattern_slot_count(&fixture("chinese-checkers-6").rules), 0);
}

#[test]
fn the_start_reads_as_own_men_below_and_the_others_above() {
    let game = english();
    let rules = game.rules.clone();
    let views = side_views(&rules).expect("views");
    let blocks = Blocks::new(&rules, &views).expect("a grid");
    // Each side sees the same start from its own side: the same slots.
    let mine: Vec<usize> = blocks.slots(&game.pos, 0).collect();
    let theirs: Vec<usize> = blocks.slots(&game.pos, 1).collect();
    assert_eq!(mine, theirs);
    // Every window holds pieces or empties: not all windows read alike.
    let configs: std::collections::HashSet<usize> =
        mine.iter().map(|s| s % CONFIGURATIONS).collect();
    assert!(configs.len() > 2, "{configs:?}");
}

#[test]
fn pattern_weights_score_a_position_and_its_turned_colour_swap_alike() {
    let rules = english().rules;
    let slots = pattern_slot_count(&rules);
    let patterns: Vec<f32> = (0..slots).map(|i| ((i * 37) % 101) as f32 - 50.0).collect();
    let weights = Weights {
        patterns: patterns.into(),
        ..default_weights(&rules).into()
    };
    assert!(Evaluator::with_weights(&rules, &weights).weighs_patterns());
    assert!(
        colour_swaps_score_alike(&weights),
        "the pattern weights never counted"
    );
}

fn file_with(patterns: PatternWeights) -> JumpWeights {
    let rules = english().rules;
    let defaults = default_weights(&rules).into();
    JumpWeights {
        patterns,
        ..JumpWeights::new(
            &rules.spec.name,
            &defaults,
            String::new(),
            ExpertSearch::AlphaBeta,
        )
    }
}

#[test]
fn pattern_weights_that_do_not_fit_are_named() {
    let rules = english().rules;
    let slots = pattern_slot_count(&rules) as u32;
    let fitting = file_with(PatternWeights {
        slots,
        weights: vec![(3, 1.5), (slots - 1, -2.0)],
    });
    assert_eq!(fitting.fits(&rules), Ok(()));
    let dense = fitting.all().expect("reads");
    assert_eq!(dense.patterns.len(), slots as usize);
    assert_eq!((dense.patterns[3], dense.patterns[4]), (1.5, 0.0));
    // Another board's count.
    let wrong = file_with(PatternWeights {
        slots: 10,
        weights: vec![],
    });
    let error = wrong.fits(&rules).expect_err("ten slots");
    assert!(error.contains(&format!("has {slots} pattern slots")) && error.contains("not 10"));
    assert!(!Evaluator::with_weights(&rules, &wrong.all().expect("reads")).weighs_patterns());
    // A slot past the count, read from a file: the message names the patterns' line.
    let text = ron::ser::to_string_pretty(
        &file_with(PatternWeights {
            slots: 10,
            weights: vec![(12, 1.0)],
        }),
        ron::ser::PrettyConfig::default().struct_names(true),
    )
    .expect("writes");
    let error = super::weights::parse("w.ron", &text).expect_err("slot 12 of 10");
    let shown = error.to_string();
    let line = text
        .lines()
        .position(|l| l.contains("patterns"))
        .expect("a patterns line")
        + 1;
    assert!(
        shown.contains("slot 12 is past their 10 slots")
            && shown.contains(&format!("w.ron:{line}:")),
        "{shown}"
    );
}

#[test]
fn dense_pattern_weights_are_written_as_the_slots_that_weigh() {
    assert!(PatternWeights::from_dense(&[]).is_empty());
    let written = PatternWeights::from_dense(&[0.0, 1.26, 0.01, -3.0]);
    assert_eq!(written.slots, 4);
    assert_eq!(written.weights, vec![(1, 1.3), (3, -3.0)]);
}

#[test]
fn training_with_patterns_fits_them_and_beats_the_defaults_held_back() {
    let rules = english().rules;
    let opts = super::train::TrainOptions {
        games: 30,
        depth: 2,
        patterns: true,
        ..Default::default()
    };
    let report = super::train::train(rules.clone(), &opts, &mut |_| {});
    assert_eq!(report.weights.patterns.len(), pattern_slot_count(&rules));
    assert!(report.weights.patterns.iter().any(|&w| w != 0.0));
    assert!(
        report.holdout_error < report.default_error,
        "held back: trained {} against default {}",
        report.holdout_error,
        report.default_error
    );
    let without = super::train::train(rules, &Default::default(), &mut |_| {});
    assert!(without.weights.patterns.is_empty());
}
