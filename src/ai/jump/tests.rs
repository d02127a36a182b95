use super::*;
use crate::ai::ComputerPlayer;
use crate::ai::think_to_end;

fn international() -> JumpState {
    fixture("draughts-international")
}

#[test]
fn the_engine_takes_a_free_piece_and_never_plays_an_illegal_move() {
    // White man on 28 faces a lone black man on 23 with 19 empty behind it: 28x19 wins a man.
    let mut game = international();
    for text in ["32-28", "19-23"] {
        let mv = game.read_move(text).expect("legal");
        game.play(&mv);
    }
    let legal = game.legal_moves();
    assert!(
        legal.iter().all(Move::is_capture),
        "a capture is compulsory here"
    );
    for strength in 1..=3 {
        let mut thinking = game.think(strength, Cancel::default(), 7);
        let mv = think_to_end(thinking.as_mut()).expect("a move");
        assert!(legal.contains(&mv), "strength {strength} played {mv:?}");
    }
}

#[test]
fn a_deeper_search_wins_material_against_the_greedy_player() {
    // Strength 3 against strength 1 over a few plies from the start never ends a man down
    // after its own move... checked as: the deeper side's material is not behind after 30
    // plies in most games.
    let mut ahead = 0;
    for seed in 0..4 {
        let mut game = international();
        for ply in 0..30 {
            if game.outcome().is_some() {
                break;
            }
            let strength = if ply % 2 == 0 { 3 } else { 1 };
            let mut thinking = game.think(strength, Cancel::default(), seed);
            let Some(mv) = think_to_end(thinking.as_mut()) else {
                break;
            };
            game.play(&mv);
        }
        let score = game.score().expect("counts");
        if score[0] >= score[1] {
            ahead += 1;
        }
    }
    assert!(
        ahead >= 3,
        "strength 3 kept level or ahead in {ahead} of 4 games"
    );
}

#[test]
fn a_game_of_captures_only_is_searched_to_its_depth_not_to_its_end() {
    // Konane has no quiet move: a capture quiescence there would search the whole game, so
    // strength 2 (depth 2) answers after a handful of nodes.
    let (path, text) = crate::level::shipped::named("levels/jump/", "konane-6").expect("shipped");
    let mut game = JumpState::new(crate::level::jump::parse(path, text).expect("ok").rules);
    for removal in ["c3", "d3"] {
        let mv = game.read_move(removal).expect("legal");
        game.play(&mv);
    }
    let mut thinking = game.think(2, Cancel::default(), 1);
    let mv = think_to_end(thinking.as_mut()).expect("a capture");
    assert!(mv.is_capture());
    assert!(thinking.nodes() < 5_000, "{} nodes", thinking.nodes());
}

pub(super) fn shipped(name: &str) -> JumpState {
    JumpState::new(crate::games::jump::load(name).expect("shipped").rules)
}

#[test]
fn a_race_rewards_going_deeper_into_the_target_so_the_entrance_stays_free() {
    let game = shipped("halma-2");
    let rules = &game.rules;
    let eval = Evaluator::new(rules);
    let zone = rules.end.target[0];
    let mut entrances = 0;
    for cell in zone.cells() {
        let neighbours = rules.geo.neighbour[usize::from(cell)];
        let at_entrance = neighbours.iter().flatten().any(|&n| !zone.has(n));
        if !at_entrance {
            continue;
        }
        entrances += 1;
        let deeper = neighbours
            .iter()
            .flatten()
            .any(|&n| zone.has(n) && eval.progress(0, cell, n) > 0);
        assert!(
            deeper,
            "from {} a step deeper gains",
            rules.geo.names[usize::from(cell)]
        );
    }
    assert!(entrances > 0);
}

#[test]
fn best_reply_search_plays_legal_moves_for_every_seat_of_four_seat_halma() {
    let mut game = shipped("halma-4");
    for ply in 0..12 {
        let legal = game.legal_moves();
        let mut thinking = game.think(3, Cancel::default(), ply);
        let mv = think_to_end(thinking.as_mut()).expect("a move");
        assert!(legal.contains(&mv), "ply {ply}: {mv:?}");
        game.play(&mv);
    }
    assert_eq!(
        game.side_to_move(),
        0,
        "twelve plies, four seats: seat 0 again"
    );
}

#[test]
fn the_opponents_layer_of_best_reply_lists_every_opponents_moves() {
    // The layer once kept only the last opponent's moves: each side's list replaced the one
    // before.
    let game = shipped("halma-4");
    let search = JumpSearch::for_root(game.rules.clone(), 0, 1, 0);
    let root = Node::root(&game);
    let mut mine = Vec::new();
    search.generate(&root, &mut mine);
    let opponents = search.play(&root, mine[0]);
    let mut layer = Vec::new();
    search.generate(&opponents, &mut layer);
    let mut expected = 0;
    for side in 1..4u8 {
        let mut pos = opponents.pos;
        pos.to_move = side;
        let mut moves = Vec::new();
        movegen::generate(&game.rules, &pos, &mut moves);
        assert!(!moves.is_empty(), "seat {side} can move");
        assert!(
            moves.iter().all(|m| layer.contains(m)),
            "seat {side}'s moves are in the layer"
        );
        expected += moves.len();
    }
    assert_eq!(layer.len(), expected);
}

/// Four-seat Halma with White one step from filling its camp (the hole at c14, the last
/// piece beside it on d14) and Black's pieces moved out of that camp to the middle.
fn halma_4_one_step_from_first_place() -> JumpState {
    let mut game = shipped("halma-4");
    let rules = game.rules.clone();
    let cell = |name: &str| rules.geo.cell_named(name).expect("a cell");
    let mut white = rules.end.target[0];
    assert!(white.has(cell("c14")) && !white.has(cell("d14")));
    white.clear(cell("c14"));
    white.set(cell("d14"));
    let black_start = game.pos.side[2];
    let mut black = crate::rules::jump::bits::Bits::EMPTY;
    for (i, _) in black_start.cells().enumerate() {
        black.set(cell(&format!(
            "{}{}",
            (b'e' + (i % 8) as u8) as char,
            8 + i / 8
        )));
    }
    let mut pos = game.pos;
    pos.side[0] = white;
    pos.side[2] = black;
    pos.kind[0] = pos.occupied();
    pos.to_move = 0;
    game.set_position(pos);
    game
}

#[test]
fn in_a_race_for_places_the_search_takes_the_move_that_finishes_first() {
    // A finished side has no moves left; the search once scored that as being stuck and
    // shuffled a piece beside its last hole for the rest of the game.
    let game = halma_4_one_step_from_first_place();
    let finishing = game.read_move("d14-c14").expect("legal");
    for strength in [2, 3, 4] {
        let mut thinking = game.think(strength, Cancel::default(), 1);
        let mv = think_to_end(thinking.as_mut()).expect("a move");
        assert_eq!(mv.key(), finishing.key(), "strength {strength}");
    }
    let mut timed = game
        .think_for(Duration::from_millis(200), Cancel::default(), 1)
        .expect("a timed player");
    let mv = think_to_end(timed.as_mut()).expect("a move");
    assert_eq!(mv.key(), finishing.key(), "the timed expert");
}

#[test]
fn a_weights_file_is_read_checked_and_installed_for_its_game() {
    let text = r#"JumpWeights(
    game: "weights-test-game",
    features: ["material", "kings", "promotion", "target", "straggler", "mobility", "threats"],
    weights: [1.0, 0.5, -6.0, -6.0, 0.0, 3.0, 1.0],
)"#;
    let weights = super::weights::parse("w.ron", text).expect("valid");
    assert_eq!(super::weights::for_game("weights-test-game"), None);
    super::weights::install(&weights).expect("installed");
    assert_eq!(
        super::weights::for_game("weights-test-game").map(|w| w.linear),
        Some([1.0, 0.5, -6.0, -6.0, 0.0, 3.0, 1.0, 0.0, 0.0, 0.0, 0.0]),
        "a file of the first seven features weighs the later ones nothing"
    );
    assert_eq!(
        super::weights::expert_for("weights-test-game"),
        ExpertSearch::AlphaBeta,
        "alpha-beta unless a file says otherwise"
    );
    let monte_carlo = format!(
        "{}    expert: MonteCarlo,\n)",
        text.strip_suffix(")").expect("ends the struct")
    );
    let weights = super::weights::parse("w.ron", &monte_carlo).expect("valid");
    super::weights::install(&weights).expect("installed");
    assert_eq!(
        super::weights::expert_for("weights-test-game"),
        ExpertSearch::MonteCarlo
    );
    // A vector of the wrong length, and features this build does not have, are named.
    let short = text.replace("1.0, 0.5, ", "");
    let error = super::weights::parse("w.ron", &short).expect_err("too short");
    assert!(error.message.contains("7 finite weights"), "{error}");
    assert_eq!(error.line, 4, "{error}");
    let renamed = text.replace("\"kings\"", "\"queens\"");
    let error = super::weights::parse("w.ron", &renamed).expect_err("unknown feature");
    assert!(error.message.contains("queens"), "{error}");
    let infinite = text.replace("    weights: [", "    cells: [1.0, inf],\n    weights: [");
    let error = super::weights::parse("w.ron", &infinite).expect_err("not finite");
    assert!(error.message.contains("cells"), "{error}");
    assert_eq!(error.line, 4, "the cells' line: {error}");
}

#[test]
fn default_weights_score_material_and_the_way_to_the_goal_only() {
    let game = international();
    let eval = Evaluator::new(&game.rules);
    assert_eq!(
        *eval.weights(),
        default_weights(&game.rules),
        "no weights ship for a fixture"
    );
    // The start is symmetric: an even score.
    assert_eq!(eval.evaluate(&game.rules, &game.pos), 0);
}

#[test]
fn the_shape_features_read_the_international_start() {
    let game = international();
    let eval = Evaluator::new(&game.rules);
    let white = eval.features(&game.rules, &game.pos, 0, true);
    let black = eval.features(&game.rules, &game.pos, 1, true);
    assert_eq!(white, black, "the start is the same for both sides");
    let named = |name: &str| white[super::FEATURES.iter().position(|f| *f == name).unwrap()];
    // The five men on White's back row guard where Black crowns.
    assert_eq!(named("guards"), 5.0);
    // Rows 1-4 of 20 men are 9, 8, 7 and 6 steps from crowning, five men a row.
    assert_eq!(named("promotion"), 5.0 * (9.0 + 8.0 + 7.0 + 6.0));
    assert_eq!(
        named("promotion_squared"),
        5.0 * (81.0 + 64.0 + 49.0 + 36.0)
    );
    // Three pairs of neighbouring rows, nine diagonal contacts each, seen from both men.
    assert_eq!(named("together"), 2.0 * 3.0 * 9.0);
    assert!(named("centre") > 0.0, "{white:?}");
}

#[test]
fn trained_weights_fit_konane_better_than_the_defaults_on_held_back_positions() {
    let rules = shipped("konane-6").rules;
    let opts = super::train::TrainOptions {
        games: 30,
        ..Default::default()
    };
    let report = super::train::train(rules, &opts, &mut |_| {});
    assert!(report.fitted > 100 && report.held_back > 5, "{report:?}");
    assert!(
        report.holdout_error < report.default_error,
        "held back: trained {} against default {}",
        report.holdout_error,
        report.default_error
    );
}

#[test]
fn every_shipped_weights_file_names_a_shipped_game_and_is_in_use() {
    let games = crate::level::shipped::names_in(crate::level::jump::FOLDER);
    let mut seen = 0;
    for (path, text) in crate::level::shipped::under(super::weights::FOLDER) {
        let weights = super::weights::parse(path, text).expect("valid");
        assert!(
            games.contains(&weights.game.as_str()),
            "{path}: {}",
            weights.game
        );
        let rules = shipped(&weights.game).rules;
        let eval = Evaluator::new(&rules);
        assert_eq!(Some(*eval.weights()), weights.vector().ok(), "{path}");
        weights.fits(&rules).expect("the cells fit the board");
        assert_eq!(eval.weighs_cells(), !weights.cells.is_empty(), "{path}");
        seen += 1;
    }
    assert!(seen >= 2, "{seen}");
}

/// A test fixture under `tests/fixtures/jump/`.
pub(super) fn fixture(name: &str) -> JumpState {
    let path = format!(
        "{}/tests/fixtures/jump/{name}.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("fixture");
    JumpState::new(
        crate::level::jump::parse(&path, &text)
            .expect("valid")
            .rules,
    )
}

/// English checkers (a board every side has a view of).
pub(super) fn english() -> JumpState {
    fixture("draughts-english")
}

#[test]
fn per_cell_weights_score_a_position_and_its_turned_colour_swap_alike() {
    let rules = english().rules;
    let count = super::eval::cell_weight_count(&rules);
    assert_eq!(count, rules.kinds.len() * rules.geo.cells());
    // Weights unlike each other, so that a wrong view would score differently.
    let cells: Vec<f32> = (0..count).map(|i| ((i * 37) % 101) as f32 - 50.0).collect();
    let weights = Weights {
        cells: cells.into(),
        ..default_weights(&rules).into()
    };
    assert!(Evaluator::with_weights(&rules, &weights).weighs_cells());
    assert!(
        colour_swaps_score_alike(&weights),
        "the per-cell weights never counted"
    );
}

/// Plays 30 plies of English checkers and asserts that with `weights` each position and its
/// colour swap (each piece moved to where the other side sees the same cell) score the same
/// for the swapped sides; returns whether the weights ever scored a position otherwise than
/// the defaults.
pub(super) fn colour_swaps_score_alike(weights: &Weights) -> bool {
    use crate::rules::jump::bits::Bits;
    let mut game = english();
    let rules = game.rules.clone();
    let views = super::views::side_views(&rules).expect("English has views");
    let eval = Evaluator::with_weights(&rules, weights);
    let plain = Evaluator::with_weights(&rules, &default_weights(&rules).into());
    // swap[side][cell]: the cell the other side sees as `side` sees `cell`.
    let swap: Vec<Vec<u8>> = (0..2)
        .map(|side| {
            let unview = super::views::inverse(&views[1 - side]);
            views[side]
                .iter()
                .map(|&seen| unview[usize::from(seen)])
                .collect()
        })
        .collect();
    let mut differed = false;
    for _ in 0..30 {
        let moves = game.legal_moves();
        let Some(mv) = moves.get(moves.len() / 2) else {
            break;
        };
        game.play(mv);
        let pos = game.pos;
        let mut swapped = pos;
        swapped.to_move = 1 - pos.to_move;
        let moved = |bits: &Bits, side: usize| {
            bits.cells()
                .fold(Bits::EMPTY, |out, c| out.with(swap[side][usize::from(c)]))
        };
        for side in 0..2 {
            swapped.side[1 - side] = moved(&pos.side[side], side);
        }
        for (k, kind) in swapped.kind.iter_mut().enumerate().take(rules.kinds.len()) {
            let own = |side: usize| moved(&pos.side[side].and(&pos.kind[k]), side);
            *kind = own(0).or(&own(1));
        }
        for side in 0..2u8 {
            assert_eq!(
                eval.evaluate_for(&rules, &pos, side),
                eval.evaluate_for(&rules, &swapped, 1 - side),
                "ply {}",
                pos.plies
            );
        }
        differed |= eval.evaluate(&rules, &pos) != plain.evaluate(&rules, &pos);
    }
    differed
}

#[test]
fn per_cell_weights_that_do_not_fit_the_board_are_named() {
    let rules = english().rules;
    let defaults = default_weights(&rules).into();
    let mut weights = super::weights::JumpWeights {
        cells: vec![1.0; 5],
        ..super::weights::JumpWeights::new(
            &rules.spec.name,
            &defaults,
            String::new(),
            ExpertSearch::AlphaBeta,
        )
    };
    let error = weights.fits(&rules).expect_err("five cells");
    assert!(
        error.contains("takes 64 per-cell weights") && error.contains("not 5"),
        "{error}"
    );
    // The evaluation leaves weights that do not fit out rather than misreading them.
    let eval = Evaluator::with_weights(&rules, &weights.all().expect("finite"));
    assert!(!eval.weighs_cells());
    weights.cells = vec![0.5; 64];
    assert_eq!(weights.fits(&rules), Ok(()));
    let six = fixture("chinese-checkers-6").rules;
    weights.cells = vec![0.5; six.geo.cells()];
    let error = weights.fits(&six).expect_err("no views");
    assert!(error.contains("no per-cell weights"), "{error}");
}

#[test]
fn training_fits_a_weight_per_kind_and_cell_where_the_board_has_views() {
    let rules = english().rules;
    let opts = super::train::TrainOptions {
        games: 200,
        depth: 2,
        ..Default::default()
    };
    let report = super::train::train(rules.clone(), &opts, &mut |_| {});
    assert_eq!(report.weights.cells.len(), 2 * rules.geo.cells());
    assert!(report.weights.cells.iter().any(|&w| w != 0.0));
    assert!(
        report.holdout_error < report.default_error,
        "held back: trained {} against default {}",
        report.holdout_error,
        report.default_error
    );
    let without = super::train::TrainOptions {
        cells: false,
        ..opts
    };
    let report = super::train::train(rules, &without, &mut |_| {});
    assert!(report.weights.cells.is_empty());
}

#[test]
fn a_deeper_self_play_plays_other_games_and_fits_other_weights() {
    let rules = english().rules;
    let shallow = super::train::TrainOptions {
        games: 10,
        depth: 2,
        play_depth: 1,
        ..Default::default()
    };
    let deeper = super::train::TrainOptions {
        play_depth: 3,
        ..shallow.clone()
    };
    let a = super::train::train(rules.clone(), &shallow, &mut |_| {});
    let b = super::train::train(rules, &deeper, &mut |_| {});
    assert_ne!(a.weights.linear, b.weights.linear);
}

#[test]
fn the_expert_keeps_one_table_for_the_rules_played_last() {
    let kept = KeptTable::new(4);
    let konane = shipped("konane-8").rules;
    let table = kept.for_rules(&konane);
    assert!(Arc::ptr_eq(&table, &kept.for_rules(&konane.clone())));
    // The same file loaded again (after an edit, say) is other rules.
    let reloaded = shipped("konane-8").rules;
    assert!(!Arc::ptr_eq(&table, &kept.for_rules(&reloaded)));
    assert!(
        !Arc::ptr_eq(&table, &kept.for_rules(&konane)),
        "the reloaded rules' table replaced it"
    );
}

#[test]
fn the_next_search_of_a_position_starts_from_the_kept_table() {
    let game = international();
    let table = Arc::new(SharedTable::new(16));
    let nodes = || {
        let search = JumpSearch::new(game.rules.clone(), 0, 1).sharpened();
        let root = Node::root(&game);
        let budget = Budget::depth(6);
        // One thread, so that the counts do not depend on a helper's pace.
        let mut thinking =
            Search::with_shared_table(search, root, budget, Cancel::default(), 1, table.clone());
        assert!(think_to_end(&mut thinking).is_some());
        thinking.nodes()
    };
    let (first, again) = (nodes(), nodes());
    assert!(again * 4 < first, "{first} nodes, then {again}");
}
