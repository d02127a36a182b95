//! Monte Carlo tree search on fixed positions: it takes a move that wins at once, plays
//! only legal moves for four sides, and is what the expert plays where a file chooses it.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::mcts::MctsThinking;
use super::*;
use crate::ai::{ComputerPlayer, think_to_end};

fn shipped(name: &str) -> JumpState {
    JumpState::new(crate::games::jump::load(name).expect("shipped").rules)
}

/// Whether playing `mv` leaves the game won by the side that played it.
fn wins_at_once(game: &JumpState, mv: &Move) -> bool {
    let mut after = game.clone();
    after.play(mv);
    after.outcome() == Some(Outcome::Win(game.pos.to_move))
}

fn mcts(game: &JumpState, iterations: u64, seed: u64) -> Option<Move> {
    let mut thinking = MctsThinking::new(
        game,
        Evaluator::new(&game.rules),
        Duration::from_secs(600),
        Some(iterations),
        Cancel::default(),
        seed,
    );
    think_to_end(&mut thinking)
}

#[test]
fn it_takes_the_move_that_leaves_the_opponent_without_one() {
    // Konane positions from random games where some but not all moves win at once.
    let mut found = 0;
    for seed in 0..200u64 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = shipped("konane-6");
        while game.outcome().is_none() {
            let legal = game.legal_moves();
            let winning = legal.iter().filter(|m| wins_at_once(&game, m)).count();
            if winning > 0 && winning < legal.len() {
                let mv = mcts(&game, 2_000, seed).expect("a move");
                assert!(wins_at_once(&game, &mv), "seed {seed}: played {mv:?}");
                found += 1;
                break;
            }
            game.play(&legal[rng.random_range(0..legal.len())]);
        }
        if found == 5 {
            break;
        }
    }
    assert_eq!(found, 5, "five such positions among the random games");
}

#[test]
fn with_four_sides_every_move_is_legal_and_the_race_goes_forward() {
    let mut game = shipped("halma-4");
    for ply in 0..8u64 {
        let legal = game.legal_moves();
        let mv = mcts(&game, 300, ply).expect("a move");
        assert!(legal.contains(&mv), "ply {ply}: {mv:?}");
        game.play(&mv);
    }
    assert_eq!(game.pos.to_move, 0, "two rounds of four seats");
}

#[test]
fn the_expert_plays_monte_carlo_where_the_game_chooses_it() {
    // Konane 6x6 under a name of its own, so that no other test's game changes search.
    let mut spec = shipped("konane-6").rules.spec.clone();
    spec.name = "konane-6-monte-carlo-test".into();
    let game = JumpState::from_spec(&spec).expect("compiles");
    // Alpha-beta deepens and tells its finished depth; Monte Carlo does not deepen.
    let finished_depth = |game: &JumpState| {
        let mut thinking = game
            .think_for(Duration::from_millis(100), Cancel::default(), 3)
            .expect("a timed search");
        let mv = think_to_end(thinking.as_mut()).expect("a move");
        assert!(game.legal_moves().contains(&mv));
        thinking.depth()
    };
    assert!(finished_depth(&game).is_some(), "alpha-beta by default");
    weights::install(&weights::JumpWeights::new(
        &spec.name,
        &default_weights(&game.rules).into(),
        String::new(),
        ExpertSearch::MonteCarlo,
    ))
    .expect("installs");
    assert_eq!(
        finished_depth(&game),
        None,
        "Monte Carlo once the weights say so"
    );
}
