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
