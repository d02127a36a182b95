use std::time::Duration;

use super::*;
use crate::ai::think_to_end;
use crate::rules::reversi::ReversiSetup;
use crate::rules::reversi::notation::parse_move;
use crate::rules::{Game, Outcome};

/// Plain minimax over the rules trait: the independent reference for the exact solver.
fn minimax_margin(game: &Reversi) -> i32 {
    if game.outcome().is_some() {
        let (b, w) = game.counts();
        let e = game.empties() as i32;
        let margin = b as i32 - w as i32;
        let margin = margin + e * margin.signum();
        return if game.side_to_move() == 0 {
            margin
        } else {
            -margin
        };
    }
    game.legal_moves()
        .iter()
        .map(|mv| {
            let mut next = game.clone();
            next.play(mv);
            -minimax_margin(&next)
        })
        .max()
        .unwrap()
}

fn random_position(size: usize, plies: usize, seed: u64) -> Reversi {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Reversi::standard(size);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        game.play(&mv);
    }
    game
}

#[test]
fn exact_solver_agrees_with_plain_minimax() {
    let mut checked = 0;
    for seed in 0..12 {
        let game = random_position(6, 24, seed);
        if game.outcome().is_some() {
            continue;
        }
        let (_, margin) = solve_exact(&game, Cancel::default()).unwrap();
        assert_eq!(margin, minimax_margin(&game), "seed {seed}");
        checked += 1;
    }
    assert!(checked >= 8);
}

#[test]
fn exact_solver_on_8x8_endgames_agrees_with_minimax() {
    for seed in 100..104 {
        let game = random_position(8, 52, seed);
        if game.outcome().is_some() {
            continue;
        }
        let (_, margin) = solve_exact(&game, Cancel::default()).unwrap();
        assert_eq!(margin, minimax_margin(&game), "seed {seed}");
    }
}

#[test]
fn takes_the_winning_corner() {
    // Black takes a1 and the whole top edge with it; if it waits, white takes a1 over b2.
    let cell = |name: &str| match parse_move(8, name).unwrap() {
        ReversiMove::Place(c) => c,
        ReversiMove::Pass => unreachable!(),
    };
    let setup = ReversiSetup {
        size: 8,
        black: ["h1", "b2", "d4", "e5"].iter().map(|s| cell(s)).collect(),
        white: ["b1", "c1", "d1", "e1", "f1", "g1", "c3", "d5", "e4"]
            .iter()
            .map(|s| cell(s))
            .collect(),
        first: 0,
    };
    let game = Reversi::new(&setup);
    // The fixed-depth levels; the time-limited expert searches deeper than a test can pin
    // down, so it is checked on the hand-set evaluation and on the learned one to depth 8.
    for strength in 4..MAX_STRENGTH {
        let mut thinking = start(&game, strength, Cancel::default(), 7);
        let mv = think_to_end(thinking.as_mut()).unwrap();
        assert_eq!(game.move_text(&mv), "a1", "strength {strength}");
    }
    for learned in [false, true] {
        let mut expert = plan(MAX_STRENGTH);
        expert.learned = learned;
        if learned {
            expert.budget = Budget::depth(8);
        }
        let mut thinking = start_with_plan(&game, expert, Cancel::default());
        let mv = think_to_end(thinking.as_mut()).unwrap();
        assert_eq!(game.move_text(&mv), "a1", "the expert, learned: {learned}");
    }
}

#[test]
fn greedy_takes_the_most_flips() {
    let game = random_position(8, 10, 3);
    let mut thinking = start(&game, 1, Cancel::default(), 1);
    let ReversiMove::Place(cell) = think_to_end(thinking.as_mut()).unwrap() else {
        panic!("greedy passed with moves available");
    };
    let most = game.placements().iter().map(|&c| game.flips(c).len()).max();
    assert_eq!(Some(game.flips(cell).len()), most);
}

#[test]
fn cancel_stops_a_long_search_at_once() {
    let game = Reversi::standard(10);
    let cancel = Cancel::default();
    let plan = Plan {
        budget: Budget::depth(40),
        exact_empties: 0,
        noise: 0,
        learned: false,
        probcut: false,
    };
    let mut thinking = start_with_plan(&game, plan, cancel.clone());
    assert_eq!(thinking.step(Duration::from_millis(20)), Step::Running);
    cancel.cancel();
    let mv = thinking.step(Duration::from_secs(5));
    let Step::Done(Some(mv)) = mv else {
        panic!("cancelled search gave {mv:?}");
    };
    assert!(game.legal_moves().contains(&mv));
}

#[test]
fn slices_give_the_same_answer_as_one_run() {
    let game = random_position(8, 20, 9);
    let plan = Plan {
        budget: Budget::depth(5),
        exact_empties: 0,
        noise: 0,
        learned: true,
        probcut: true,
    };
    let mut whole = start_with_plan(&game, plan, Cancel::default());
    let one_run = think_to_end(whole.as_mut());
    let mut sliced = start_with_plan(&game, plan, Cancel::default());
    let mut slices = 0;
    let answer = loop {
        slices += 1;
        if let Step::Done(mv) = sliced.step(Duration::from_micros(50)) {
            break mv;
        }
    };
    assert!(slices > 1, "the search should have needed several slices");
    assert_eq!(answer, one_run);
}

fn play_game(first: u8, second: u8, opening: u64) -> Outcome {
    let mut game = random_position(8, 4, opening);
    let strengths = [first, second];
    while game.outcome().is_none() {
        let side = game.side_to_move() as usize;
        let mut thinking = start(&game, strengths[side], Cancel::default(), opening);
        let mv = think_to_end(thinking.as_mut()).unwrap();
        game.play(&mv);
    }
    game.outcome().unwrap()
}

#[test]
fn a_searching_level_beats_the_greedy_one() {
    let mut wins = 0;
    for opening in 0..4 {
        if play_game(6, 1, opening) == Outcome::Win(0) {
            wins += 1;
        }
        if play_game(1, 6, opening) == Outcome::Win(1) {
            wins += 1;
        }
    }
    assert!(
        wins >= 7,
        "strength 6 won only {wins} of 8 against strength 1"
    );
}

fn negamax<B: Bits>(g: &ReversiSearch<B>, pos: &Position<B>, depth: u32) -> i32 {
    let mut moves = Vec::new();
    g.generate(pos, &mut moves);
    if moves.is_empty() {
        return g.final_score(pos);
    }
    if depth == 0 {
        return g.evaluate(pos);
    }
    moves
        .iter()
        .map(|&m| -negamax(g, &g.play(pos, m), depth - 1))
        .max()
        .unwrap()
}

#[test]
fn stepped_pvs_scores_equal_plain_negamax() {
    for seed in 20..26 {
        let game = random_position(8, 16, seed);
        let Board::Small(geo, pos) = *game.board() else {
            unreachable!("8x8 fits a u64")
        };
        let engine = || ReversiSearch::new(geo, None);
        let depth = 4;
        let mut search =
            Search::new(engine(), pos, Budget::depth(depth), Cancel::default(), 1).always_score();
        while search.step(Duration::from_millis(50)) == Step::Running {}
        let (_, score, _) = search.completed().unwrap();
        assert_eq!(score, negamax(&engine(), &pos, depth), "seed {seed}");
    }
}

/// The board of an 8x8 game as the endgame solver's (side to move, other side) discs.
fn solver_discs(game: &Reversi) -> (u64, u64) {
    match *game.board() {
        Board::Small(_, pos) => (pos.me.to_u128() as u64, pos.opp.to_u128() as u64),
        Board::Large(..) => panic!("an 8x8 game"),
    }
}

#[test]
fn endgame_solver_agrees_with_the_generic_exact_search() {
    let mut checked = 0;
    for seed in 0..24 {
        let game = random_position(8, 50 + (seed % 4) as usize, seed);
        if game.outcome().is_some() {
            continue;
        }
        let (me, opp) = solver_discs(&game);
        let (score, best) = endgame::EndgameSolver::new(12)
            .solve(me, opp, u64::MAX)
            .unwrap();
        let (_, margin) = solve_exact(&game, Cancel::default()).unwrap();
        assert_eq!(score, margin, "seed {seed}");
        // The move it names reaches that score.
        if let Some(cell) = best {
            let mut next = game.clone();
            next.play(&ReversiMove::Place(cell as u16));
            let after = if next.outcome().is_some() {
                minimax_margin(&next)
            } else {
                solve_exact(&next, Cancel::default()).unwrap().1
            };
            assert_eq!(-after, score, "seed {seed}: the named move keeps the score");
        }
        checked += 1;
    }
    assert!(checked >= 16);
}

#[test]
fn both_solver_copies_agree() {
    for seed in 0..12 {
        let game = random_position(8, 48 + (seed % 4) as usize, 100 + seed);
        if game.outcome().is_some() {
            continue;
        }
        let (me, opp) = solver_discs(&game);
        let fast = endgame::EndgameSolver::new(12)
            .solve(me, opp, u64::MAX)
            .unwrap();
        let portable = endgame::EndgameSolver::new(12)
            .solve_portable(me, opp)
            .unwrap();
        assert_eq!(fast.0, portable.0, "seed {seed}");
    }
}

#[test]
fn two_threads_find_the_scores_one_finds() {
    // 16 to 19 empties: the top nodes have enough empties to be split between the threads.
    let mut splits = 0;
    for seed in 0..8 {
        let game = random_position(8, 41 + (seed % 4) as usize, 300 + seed);
        if game.outcome().is_some() {
            continue;
        }
        let (me, opp) = solver_discs(&game);
        let alone = endgame::EndgameSolver::new(16)
            .solve(me, opp, u64::MAX)
            .unwrap();
        let mut shared = endgame::EndgameSolver::new(16).with_threads(2);
        let (score, best) = shared.solve(me, opp, u64::MAX).unwrap();
        splits += shared.splits;
        assert_eq!(score, alone.0, "seed {seed}");
        // The move it names keeps the score.
        if let Some(cell) = best {
            let flipped = crate::rules::reversi::eight::flips(me, opp, cell);
            let (next_me, next_opp) = (opp ^ flipped, me | flipped | 1 << cell);
            let (after, _) = endgame::EndgameSolver::new(16)
                .solve(next_me, next_opp, u64::MAX)
                .unwrap();
            assert_eq!(-after, score, "seed {seed}: the named move keeps the score");
        }
    }
    assert!(splits > 0, "no node was shared between the threads");
}

#[test]
fn stable_discs_are_the_ones_no_move_can_flip() {
    // Black holds the whole first row and a1-a8: all of it is stable.
    let row: u64 = 0xff;
    let column: u64 = 0x0101_0101_0101_0101;
    let stable = endgame::stable(row | column, 0x0000_0010_0800_0000);
    assert_eq!(stable, row | column);
    // A lone disc in the middle is not.
    assert_eq!(endgame::stable(1 << 27, 1 << 28), 0);
}

#[test]
fn the_expert_plays_an_exact_endgame_move_in_slices() {
    let game = random_position(8, 50, 3);
    let (me, opp) = solver_discs(&game);
    let (score, _) = endgame::EndgameSolver::new(12)
        .solve(me, opp, u64::MAX)
        .unwrap();
    let mut thinking = start(&game, MAX_STRENGTH, Cancel::default(), 1);
    let mv = loop {
        if let Step::Done(mv) = thinking.step(Duration::from_micros(200)) {
            break mv.expect("a move");
        }
    };
    let mut next = game.clone();
    next.play(&mv);
    let (_, after) = solve_exact(&next, Cancel::default()).unwrap();
    assert_eq!(-after, score, "the expert's move keeps the exact score");
}

/// The cell `cell` of an n x n board under symmetry `s` (0-7: rotations, then mirrored).
fn symmetric_cell(n: u32, cell: u32, s: u32) -> u32 {
    let (mut r, mut c) = (cell / n, cell % n);
    if s >= 4 {
        c = n - 1 - c;
    }
    for _ in 0..s % 4 {
        (r, c) = (c, n - 1 - r);
    }
    r * n + c
}

fn symmetric<B: Bits>(n: u32, discs: B, s: u32) -> B {
    BitIter(discs).fold(B::ZERO, |out, cell| {
        out | B::bit(symmetric_cell(n, cell, s))
    })
}

/// Weights with every slot set at random, so that a placement sharing the wrong slot shows.
fn random_weights(side: usize) -> PatternEval {
    use super::patterns::PatternSet;
    use super::weights::{PhaseWeights, Weights};
    let slots = PatternSet::new(side).total_slots;
    let scalars = super::scalars::ScalarFeatures::new(side).count();
    let mut rng = SmallRng::seed_from_u64(side as u64);
    let phases = (0..4)
        .map(|_| PhaseWeights {
            scalars: (0..scalars).map(|_| rng.random_range(-99..99)).collect(),
            slots: (0..slots).map(|_| rng.random_range(-999..999)).collect(),
        })
        .collect();
    PatternEval::new(&Weights {
        side: side as u8,
        width: 9,
        phases,
        blend: false,
    })
}

#[test]
fn the_evaluation_is_the_same_under_all_eight_symmetries() {
    fn check<B: Bits>(geo: Geometry<B>, pos: Position<B>, label: &str) {
        let eval = Evaluator::new(&geo);
        let learned = random_weights(geo.n as usize);
        let value = eval.evaluate(&pos);
        let learned_value = learned.evaluate(&geo, pos.me, pos.opp);
        let shipped = ReversiSearch::new(geo, pattern_eval::for_side(geo.n));
        let shipped_value = shipped.static_score(&pos);
        for s in 1..8 {
            let turned = Position {
                me: symmetric(geo.n, pos.me, s),
                opp: symmetric(geo.n, pos.opp, s),
                side: pos.side,
            };
            assert_eq!(eval.evaluate(&turned), value, "{label}, symmetry {s}");
            let learned_turned = learned.evaluate(&geo, turned.me, turned.opp);
            assert_eq!(
                learned_turned, learned_value,
                "{label}, learned, symmetry {s}"
            );
            assert_eq!(
                shipped.static_score(&turned),
                shipped_value,
                "{label}, shipped"
            );
        }
    }
    for size in [6, 8, 10] {
        for seed in 0..6 {
            let game = random_position(size, 10 + 6 * seed as usize, seed);
            match *game.board() {
                Board::Small(geo, pos) => check(geo, pos, &format!("{size}x{size} seed {seed}")),
                Board::Large(geo, pos) => check(geo, pos, &format!("{size}x{size} seed {seed}")),
            }
        }
    }
}

#[test]
fn the_shipped_weights_load_and_judge_a_corner_as_good() {
    assert_eq!(pattern_eval::problem(), None);
    assert!(pattern_eval::for_side(6).is_some(), "6x6 weights ship");
    assert!(pattern_eval::for_side(10).is_some(), "10x10 weights ship");
    let learned = pattern_eval::for_side(8).expect("8x8 weights ship");
    let geo = Geometry::<u64>::new(8);
    // Black to move owns a1 against an otherwise balanced middle game: it should be ahead.
    let game = random_position(8, 20, 3);
    let Board::Small(_, pos) = *game.board() else {
        unreachable!()
    };
    let corner = 1u64;
    let with = learned
        .evaluate(
            &geo,
            (pos.me | corner) & !(pos.opp & corner),
            pos.opp & !corner,
        )
        .unwrap();
    let against = learned
        .evaluate(
            &geo,
            pos.me & !corner,
            (pos.opp | corner) & !(pos.me & corner),
        )
        .unwrap();
    assert!(with > against, "a1 mine {with} vs theirs {against}");
}

#[test]
fn weights_that_arrive_later_are_installed_for_their_side() {
    // The browser's path: the page fetches the files and hands them over after the start.
    let bytes = include_bytes!("../../../assets/reversi/weights-6.bin");
    assert_eq!(pattern_eval::install("weights-6.bin", bytes), Ok(6));
    assert!(pattern_eval::for_side(6).is_some());
    assert_eq!(pattern_eval::problem(), None);
}

#[test]
fn the_ladder_deepens_and_calms_down_strength_by_strength() {
    for s in 2..MAX_STRENGTH {
        let (low, high) = (plan(s), plan(s + 1));
        assert!(
            low.budget.max_depth <= high.budget.max_depth,
            "strength {s}"
        );
        assert!(low.exact_empties <= high.exact_empties, "strength {s}");
        let same_depth = low.budget.max_depth == high.budget.max_depth;
        assert!(
            !same_depth || low.noise > high.noise,
            "strength {s} to {} adds nothing",
            s + 1
        );
    }
    assert_eq!(LADDER_ELO[0], 1000);
    assert!(LADDER_ELO.windows(2).all(|w| w[0] < w[1]), "{LADDER_ELO:?}");
}

#[test]
fn probcut_searches_fewer_nodes_and_still_plays_a_legal_move() {
    let game = random_position(8, 24, 5);
    let plan = |probcut| Plan {
        budget: Budget::depth(7),
        exact_empties: 0,
        noise: 0,
        learned: true,
        probcut,
    };
    let mut full = start_with_plan(&game, plan(false), Cancel::default());
    let full_move = think_to_end(full.as_mut());
    let mut cut = start_with_plan(&game, plan(true), Cancel::default());
    let cut_move = think_to_end(cut.as_mut()).expect("a move");
    assert!(full_move.is_some());
    assert!(game.legal_moves().contains(&cut_move));
    assert!(
        cut.nodes() < full.nodes(),
        "probcut {} nodes, full {}",
        cut.nodes(),
        full.nodes()
    );
}
