use std::sync::Arc;

use super::*;
use crate::rules::Outcome;
use crate::rules::draughts::Rules;
use crate::rules::draughts::notation::parse_fen;

fn game(rules: Rules, position: &str) -> Draughts {
    let variant = Arc::new(Variant::new("test", rules).expect("valid"));
    let pos = parse_fen(&variant.geo, position).expect("valid position");
    Draughts::from_position(variant, pos)
}

fn best_text(game: &Draughts, depth: u32) -> (String, i32) {
    let (mv, score) = analyse(game, depth).expect("a move");
    (game.move_text(&mv), score)
}

#[test]
fn quiescence_sees_the_recapture_beyond_the_horizon() {
    // c3-d4 walks into e5xc3; at depth 1 only the capture search can see it.
    let g = game(Rules::russian(), "W:Wc3:Be5");
    let (text, _) = best_text(&g, 1);
    assert_eq!(text, "c3-b4");
}

#[test]
fn takes_the_last_piece_and_knows_it_wins() {
    let g = game(Rules::russian(), "W:Wc3,Kh2:Bd4");
    let (text, score) = best_text(&g, 3);
    assert_eq!(text, "c3xe5");
    assert!(score >= WIN - 2, "{score}");
}

#[test]
fn big_man_carrier_steps_to_the_far_row() {
    let g = game(Rules::big_man(), "W:WFc7,a3:Bc5,Ff8,h6");
    let (text, score) = best_text(&g, 2);
    assert!(text == "c7-b8" || text == "c7-d8", "{text}");
    assert!(score >= WIN - 2, "{score}");
}

#[test]
fn cancelled_search_still_answers_a_legal_move() {
    let variant = Arc::new(Variant::new("i", Rules::international()).unwrap());
    let g = Draughts::new(variant);
    let cancel = Cancel::default();
    let mut thinking = start(&g, MAX_STRENGTH, cancel.clone(), 1);
    assert_eq!(thinking.step(Duration::from_millis(5)), Step::Running);
    cancel.cancel();
    let mv = crate::ai::think_to_end(thinking.as_mut()).expect("a move");
    assert!(g.legal_moves().contains(&mv));
}

#[test]
fn a_fixed_move_time_is_spent_whole() {
    // Unused time a move is lost: the search iterates to the deadline, not stopping at half.
    crate::ai::budget::use_wall_clock_on_this_thread();
    let variant = Arc::new(Variant::new("i", Rules::international()).unwrap());
    let g = Draughts::new(variant);
    let time = Duration::from_millis(300);
    let whole = Plan {
        budget: Budget::move_time(time),
        threads: 1,
        keeps_table: false,
        ..plan(MAX_STRENGTH)
    };
    let started = crate::ai::budget::Instant::now();
    let mut thinking = start_with_plan(&g, whole, Cancel::default(), 1);
    let mv = crate::ai::think_to_end(thinking.as_mut()).expect("a move");
    assert!(started.elapsed() >= time, "{:?}", started.elapsed());
    assert!(g.legal_moves().contains(&mv));
}

#[test]
fn a_timed_search_on_the_work_clock_plays_the_same_on_a_busy_machine() {
    // The unit tests run on the work clock: 50 ms is 50,000 nodes, whatever else runs.
    assert!(crate::ai::budget::work_clock());
    let variant = Arc::new(Variant::new("i", Rules::international()).unwrap());
    let g = Draughts::new(variant);
    let search = || {
        let timed = Plan {
            budget: Budget::time(Duration::from_millis(50)),
            ..plan(MAX_STRENGTH)
        };
        let mut thinking = start_with_plan(&g, timed, Cancel::default(), 1);
        let mv = crate::ai::think_to_end(thinking.as_mut()).expect("a move");
        (g.move_text(&mv), thinking.nodes())
    };
    let quiet = search();
    // Every core kept busy by spinning threads while the same search runs again.
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let spinners: Vec<_> = (0..4)
        .map(|_| {
            let stop = stop.clone();
            std::thread::spawn(move || {
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    std::hint::spin_loop();
                }
            })
        })
        .collect();
    let busy = search();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    spinners.into_iter().for_each(|s| s.join().unwrap());
    assert_eq!(quiet, busy);
    // It searched its budget's worth of nodes: the time meant work.
    assert!(quiet.1 >= 25_000, "{} nodes", quiet.1);
}

/// Plays a game between two plans; returns the outcome.
fn play(rules: Rules, white: Plan, black: Plan, seed: u64) -> Option<Outcome> {
    let variant = Arc::new(Variant::new("arena", rules).unwrap());
    let mut g = Draughts::new(variant);
    for ply in 0..300 {
        if let Some(outcome) = g.outcome() {
            return Some(outcome);
        }
        let plan = if g.side_to_move() == 0 { white } else { black };
        let mut thinking = start_with_plan(&g, plan, Cancel::default(), seed + ply);
        let mv = crate::ai::think_to_end(thinking.as_mut()).expect("a move while not over");
        g.play(&mv);
    }
    g.outcome()
}

fn fixed(depth: u32, noise: i32) -> Plan {
    Plan {
        budget: Budget::depth(depth),
        noise,
        engine: Engine::Current,
        threads: 1,
        keeps_table: false,
    }
}

#[test]
fn a_deep_search_beats_a_noisy_shallow_one() {
    let (strong, weak) = (fixed(5, 0), fixed(1, 120));
    for seed in 0..2 {
        assert_eq!(
            play(Rules::russian(), strong, weak, seed),
            Some(Outcome::Win(0)),
            "strong as White, seed {seed}"
        );
        assert_eq!(
            play(Rules::russian(), weak, strong, seed),
            Some(Outcome::Win(1)),
            "strong as Black, seed {seed}"
        );
    }
    assert_eq!(
        play(Rules::big_man(), strong, weak, 7),
        Some(Outcome::Win(0))
    );
}

/// The classic search with a one-point aspiration window, so that nearly every iteration
/// falls outside it and is searched again.
struct NarrowWindow(DraughtsSearch);

impl SearchGame for NarrowWindow {
    type Pos = Node;
    type Move = Move;
    fn generate(&self, pos: &Node, out: &mut Vec<Move>) {
        self.0.generate(pos, out)
    }
    fn play(&self, pos: &Node, mv: Move) -> Node {
        self.0.play(pos, mv)
    }
    fn final_score(&self, pos: &Node) -> i32 {
        self.0.final_score(pos)
    }
    fn evaluate(&self, pos: &Node) -> i32 {
        self.0.evaluate(pos)
    }
    fn key(&self, pos: &Node) -> u64 {
        self.0.key(pos)
    }
    fn order(&self, pos: &Node, mv: Move, deep: bool) -> i32 {
        self.0.order(pos, mv, deep)
    }
    fn move_id(&self, mv: Move) -> usize {
        self.0.move_id(mv)
    }
    fn quiet(&self, pos: &Node) -> bool {
        self.0.quiet(pos)
    }
    fn aspiration(&self) -> Option<i32> {
        Some(1)
    }
}

fn score_at<G: SearchGame<Pos = Node>>(game: G, pos: Position, depth: u32) -> (G::Move, i32) {
    let root = Node { pos, ply: 0 };
    let mut search =
        Search::new(game, root, Budget::depth(depth), Cancel::default(), 1).always_score();
    while search.step(Duration::from_millis(50)) == Step::Running {}
    let (mv, score, searched) = search.completed().expect("a finished iteration");
    assert_eq!(searched, depth as i32);
    (mv, score)
}

#[test]
fn an_aspiration_window_that_misses_is_searched_again_to_the_full_windows_score() {
    let variant = Arc::new(Variant::new("i", Rules::international()).unwrap());
    let mut g = Draughts::new(variant.clone());
    let mut rng_state = 7u64;
    for _ in 0..12 {
        rng_state = rng_state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let legal = g.legal_moves();
        g.play(&legal[(rng_state >> 33) as usize % legal.len()]);
    }
    let pos = *g.position();
    let classic = || {
        DraughtsSearch::new(variant.clone(), 0, 0)
            .with_endgames(None)
            .classic()
    };
    for depth in 1..=6 {
        let full = score_at(classic(), pos, depth);
        let narrow = score_at(NarrowWindow(classic()), pos, depth);
        assert_eq!(narrow.1, full.1, "depth {depth}");
    }
}

/// The position turned half round with the colours swapped (and so the side to move).
fn mirrored(geo: &crate::rules::draughts::board::Geometry, pos: &Position) -> Position {
    let size = usize::from(geo.size);
    let turn = |set: u64| {
        crate::rules::draughts::board::Bits(set)
            .map(|b| {
                let (r, c) = geo.row_col(b);
                1u64 << geo
                    .bit_at(size - 1 - r, size - 1 - c)
                    .expect("a dark square")
            })
            .fold(0, |a, b| a | b)
    };
    Position {
        pieces: [turn(pos.pieces[1]), turn(pos.pieces[0])],
        kings: turn(pos.kings),
        figures: turn(pos.figures),
        side: 1 - pos.side,
    }
}

/// Weights with every slot and feature set at random (as no training would leave them).
fn random_weights(
    size: u8,
    layout: learned::Layout,
    features: learned::Features,
    seed: u64,
) -> crate::ai::pattern_weights::Weights {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let (scalars, slots) = learned::LearnedEval::expected_sizes(size, layout, features);
    crate::ai::pattern_weights::Weights {
        side: size,
        width: learned::PHASE_WIDTH,
        blend: seed.is_multiple_of(2),
        phases: (0..3)
            .map(|_| crate::ai::pattern_weights::PhaseWeights {
                scalars: (0..scalars).map(|_| rng.random_range(-500..500)).collect(),
                slots: (0..slots).map(|_| rng.random_range(-500..500)).collect(),
            })
            .collect(),
    }
}

#[test]
fn the_learned_evaluation_scores_a_position_and_its_colour_swapped_mirror_alike() {
    let boards = [(Rules::international(), 1), (Rules::russian(), 2)];
    let shapes = learned::Layout::ALL
        .into_iter()
        .flat_map(|layout| learned::Features::ALL.map(|features| (layout, features)));
    for ((rules, seed), (layout, features)) in boards
        .into_iter()
        .flat_map(|board| shapes.clone().map(move |shape| (board.clone(), shape)))
    {
        let variant = Arc::new(Variant::new("mirror", rules).unwrap());
        let weights = random_weights(variant.geo.size, layout, features, seed);
        let eval = learned::LearnedEval::new(&variant, layout, features, weights);
        let mut g = Draughts::new(variant.clone());
        let mut state = seed;
        let mut distinct = std::collections::HashSet::new();
        for _ in 0..150 {
            if g.outcome().is_some() {
                g = Draughts::new(variant.clone());
            }
            let pos = *g.position();
            let mirror = mirrored(&variant.geo, &pos);
            assert_ne!(pos, mirror);
            // Scores are for the side to move: the same number is the sign turned for White.
            assert_eq!(eval.evaluate(&pos), eval.evaluate(&mirror), "{pos:?}");
            distinct.insert(eval.evaluate(&pos));
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let legal = g.legal_moves();
            g.play(&legal[(state >> 33) as usize % legal.len()]);
        }
        // Random weights give varied scores: the equality above is not 0 = 0.
        assert!(distinct.len() > 50, "{}", distinct.len());
    }
}

#[test]
fn a_blended_evaluation_is_each_phases_own_at_its_middle_and_between_them_elsewhere() {
    use crate::ai::pattern_weights::Weights;
    let variant = Arc::new(Variant::new("blend", Rules::international()).unwrap());
    let (layout, features) = (learned::Layout::EveryColumn, learned::Features::Runaway);
    let stepped = random_weights(10, layout, features, 1);
    let eval = |weights: Weights| learned::LearnedEval::new(&variant, layout, features, weights);
    let blended = eval(Weights {
        blend: true,
        ..stepped.clone()
    });
    // One phase's weights alone, whatever the pieces.
    let only: Vec<_> = (0..3)
        .map(|p| {
            eval(Weights {
                phases: vec![stepped.phases[p].clone(); 3],
                ..stepped.clone()
            })
        })
        .collect();
    // Phases 0-13, 14-27 and 28-40 pieces have their middles at 7, 21 and 35 pieces.
    let mut g = Draughts::new(variant.clone());
    let mut seen_between = 0;
    let mut state = 7u64;
    for _ in 0..400 {
        if g.outcome().is_some() {
            break;
        }
        let pos = *g.position();
        let count = learned::pieces(&pos);
        let b = blended.evaluate(&pos);
        assert_eq!(b, blended.evaluate_phase_by_phase(&pos), "{count} pieces");
        match count {
            0..=7 => assert_eq!(b, only[0].evaluate(&pos), "{count} pieces"),
            21 => assert_eq!(b, only[1].evaluate(&pos), "{count} pieces"),
            35.. => assert_eq!(b, only[2].evaluate(&pos), "{count} pieces"),
            _ => {
                let lower = usize::from(count > 21);
                let (s, t) = (only[lower].evaluate(&pos), only[lower + 1].evaluate(&pos));
                let (lo, hi) = (s.min(t), s.max(t));
                assert!(
                    (lo..=hi).contains(&b),
                    "{count} pieces: {b} not within {s}..{t}"
                );
                seen_between += usize::from(lo < b && b < hi);
            }
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let legal = g.legal_moves();
        g.play(&legal[(state >> 33) as usize % legal.len()]);
    }
    assert!(seen_between > 5, "{seen_between}");
}

#[test]
fn a_learned_weights_file_for_another_board_is_refused() {
    let eight = Arc::new(Variant::new("eight", Rules::russian()).unwrap());
    let ten = Arc::new(Variant::new("ten", Rules::international()).unwrap());
    let basic = learned::Features::Basic;
    let bytes = random_weights(10, learned::Layout::EvenLines, basic, 3).encode();
    assert!(learned::decode("w.bin", &bytes, &ten).is_ok());
    // Each layout's and feature set's file reads as that, on the board it was made for only.
    for layout in learned::Layout::ALL {
        for features in learned::Features::ALL {
            let other = random_weights(10, layout, features, 4).encode();
            let read = learned::decode("w.bin", &other, &ten).expect("read");
            assert_eq!((read.layout(), read.features()), (layout, features));
            assert!(learned::decode("w.bin", &other, &eight).is_err());
        }
    }
    let err = learned::decode("w.bin", &bytes, &eight)
        .err()
        .expect("refused");
    assert!(err.to_string().starts_with("w.bin: "), "{err}");
    let mut damaged = bytes.clone();
    damaged[40] ^= 1;
    let err = learned::decode("w.bin", &damaged, &ten)
        .err()
        .expect("refused");
    assert!(err.to_string().contains("damaged"), "{err}");
}

#[test]
fn threads_sharing_a_table_find_the_move_one_thread_finds() {
    // c3-d4 walks into e5xc3 (see the quiescence test); three helpers share the table.
    let g = game(Rules::russian(), "W:Wc3:Be5");
    let search = DraughtsSearch::new(g.variant().clone(), 0, 0).with_endgames(None);
    let root = Node {
        pos: *g.position(),
        ply: 0,
    };
    let mut smp = LazySmp::new(search, root, Budget::depth(7), Cancel::default(), 3, 12);
    let mv = crate::ai::think_to_end(&mut smp).expect("a move");
    let (_, _, depth) = smp.completed().expect("finished iterations");
    assert_eq!(depth, 7);
    let full = g.legal_moves().into_iter().find(|m| m.mv == mv).unwrap();
    assert_eq!(g.move_text(&full), "c3-b4");
}

#[test]
fn the_ladder_deepens_and_calms_down_strength_by_strength() {
    for s in 1..MAX_STRENGTH {
        let (low, high) = (plan(s), plan(s + 1));
        assert!(
            low.budget.max_depth <= high.budget.max_depth,
            "strength {s}"
        );
        let same_depth = low.budget.max_depth == high.budget.max_depth;
        assert!(
            !same_depth || low.noise > high.noise,
            "strength {s} to {} adds nothing",
            s + 1
        );
    }
    assert_eq!(plan(MAX_STRENGTH).noise, 0);
    assert_eq!(LADDER_ELO[0], 1000);
    assert!(LADDER_ELO.windows(2).all(|w| w[0] < w[1]), "{LADDER_ELO:?}");
}

#[test]
fn leapfrog_threads_caps_the_cores_and_a_bad_value_is_ignored() {
    assert_eq!(crate::ai::lazy_smp::thread_cap(4, None), 4);
    assert_eq!(crate::ai::lazy_smp::thread_cap(4, Some("1")), 1);
    assert_eq!(crate::ai::lazy_smp::thread_cap(2, Some(" 8 ")), 2);
    assert_eq!(crate::ai::lazy_smp::thread_cap(4, Some("0")), 4);
    assert_eq!(crate::ai::lazy_smp::thread_cap(4, Some("two")), 4);
}

#[test]
fn the_expert_keeps_its_table_from_one_search_to_the_next_where_its_plan_says() {
    // The work clock keeps no table between moves; these searches are fixed-depth anyway.
    crate::ai::budget::use_wall_clock_on_this_thread();
    // A variant name of its own: the kept table is one per variant and process.
    let nodes_of_two_searches = |name: &str, keeps_table: bool| {
        let variant = Arc::new(Variant::new(name, Rules::international()).unwrap());
        let g = Draughts::new(variant);
        let plan = Plan {
            keeps_table,
            ..fixed(7, 0)
        };
        [1, 2].map(|seed| {
            let mut thinking = start_with_plan(&g, plan, Cancel::default(), seed);
            crate::ai::think_to_end(thinking.as_mut()).expect("a move");
            thinking.nodes()
        })
    };
    let [first, again] = nodes_of_two_searches("kept-table-test", true);
    assert!(again * 4 < first, "{again} nodes again after {first}");
    let [first, again] = nodes_of_two_searches("own-table-test", false);
    assert_eq!(again, first, "a fresh table each time searches alike");
}
