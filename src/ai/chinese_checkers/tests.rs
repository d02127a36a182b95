use std::collections::{HashMap, VecDeque};
use std::time::Duration;

use super::solo::{beam, fewest};
use super::tables::{cost_of, weight_of};
use super::*;
use crate::rules::chinese_checkers::board::{HOLES, Holes, bit, geometry, holes_of};
use crate::rules::chinese_checkers::notation::parse_hole;
use crate::rules::chinese_checkers::{Rules, StarSetup, moves};
use crate::rules::{Game, Outcome};

fn hole(name: &str) -> u8 {
    parse_hole(name).unwrap()
}

#[test]
fn the_tables_turn_with_the_seats() {
    let g = geometry();
    for seat in 1..=6u8 {
        for h in 0..HOLES as u8 {
            let there = g.turned(h, seat - 1);
            assert_eq!(weight_of(seat, there), weight_of(1, h), "seat {seat}");
            assert_eq!(cost_of(seat, there), cost_of(1, h), "seat {seat}");
        }
        // The target's tip is the cheapest hole and home the dearest.
        let tip = g.target_tip(seat);
        assert!((0..HOLES as u8).all(|h| cost_of(seat, h) >= cost_of(seat, tip)));
    }
}

#[test]
fn the_opening_book_is_legal_for_every_seat_of_every_usual_game() {
    for players in [2, 3, 4, 6] {
        let seats = StarSetup::usual_seats(players).unwrap();
        let mut game = ChineseCheckers::start(&seats);
        for _ in 0..source::BOOK.len() * players {
            let mv = source::book_move(&game);
            assert!(
                mv.is_some(),
                "{players} players, move {}",
                game.moves_played()
            );
            game.play(&mv.unwrap());
        }
    }
}

#[test]
fn the_source_player_takes_the_longest_ladder() {
    // Seat 1's marble on m5 can step, or jump twice up the ladder of l5 and j5.
    let game = ChineseCheckers::new(&StarSetup {
        seats: vec![1, 4],
        rules: Rules::default(),
        pieces: Some(vec![
            (hole("m5"), 1),
            (hole("l5"), 4),
            (hole("j5"), 4),
            (hole("a1"), 4),
        ]),
        goal: None,
    })
    .unwrap();
    let mv = source::choose(&game, 0, 0).unwrap();
    assert_eq!(game.move_text(&mv), "m5-k5-i5");
}

/// Seat 1 one step from filling its target; seat 4 far from its own.
fn one_from_home() -> ChineseCheckers {
    let g = geometry();
    let mut pieces: Vec<(u8, u8)> = holes_of(g.home(4))
        .filter(|&h| h != hole("d1"))
        .map(|h| (h, 1))
        .collect();
    pieces.push((hole("f4"), 1));
    pieces.push((hole("e5"), 4));
    pieces.extend(holes_of(g.home(1)).take(5).map(|h| (h, 4)));
    ChineseCheckers::new(&StarSetup {
        seats: vec![1, 4],
        rules: Rules::default(),
        pieces: Some(pieces),
        goal: None,
    })
    .unwrap()
}

#[test]
fn the_search_finishes_when_it_can() {
    // f4 jumps over e5 into d1: the only move that fills the target.
    let game = one_from_home();
    for strength in [3, 4] {
        let mv = crate::ai::choose(&game, strength, 1).unwrap();
        let mut after = game.clone();
        after.play(&mv);
        assert_eq!(
            after.places(),
            &[0],
            "strength {strength}: {}",
            game.move_text(&mv)
        );
    }
}

#[test]
fn the_search_stops_within_a_slice_when_cancelled() {
    let game = ChineseCheckers::start(&[1, 2, 3, 4, 5, 6]);
    let cancel = Cancel::default();
    let mut thinking = game.think(4, cancel.clone(), 0);
    assert_eq!(thinking.step(Duration::from_millis(5)), Step::Running);
    cancel.cancel();
    match thinking.step(Duration::from_millis(5)) {
        Step::Done(Some(mv)) => assert!(game.legal_moves().contains(&mv)),
        other => panic!("expected a move at once, got {other:?}"),
    }
}

#[test]
fn strong_play_beats_the_source_player_in_a_short_game() {
    // Two games of a three-ply search against the source player, each side once: it must win.
    for searcher in 0..2u8 {
        let mut game = ChineseCheckers::start(&[1, 4]);
        let budget = Budget::depth(3);
        while game.outcome().is_none() && game.moves_played() < 400 {
            let mv = if game.side_to_move() == searcher {
                let mut t = start_search(&game, budget, Cancel::default(), 0);
                super::super::think_to_end(t.as_mut()).unwrap()
            } else {
                source::choose(&game, 0, 0).unwrap()
            };
            game.play(&mv);
        }
        assert_eq!(
            game.outcome(),
            Some(Outcome::Win(searcher)),
            "after {} moves",
            game.moves_played()
        );
    }
}

/// Plain breadth-first search, the reference for the two-ended one.
fn plain_fewest(start: Holes, goal: Holes) -> Option<usize> {
    let mut depth = HashMap::from([(start, 0usize)]);
    let mut queue = VecDeque::from([start]);
    while let Some(state) = queue.pop_front() {
        if state == goal {
            return Some(depth[&state]);
        }
        let d = depth[&state];
        for from in holes_of(state) {
            for to in holes_of(moves::destinations(state, from)) {
                let child = state ^ bit(from) ^ bit(to);
                depth.entry(child).or_insert_with(|| {
                    queue.push_back(child);
                    d + 1
                });
            }
        }
    }
    None
}

fn set(names: &[&str]) -> Holes {
    names.iter().fold(0, |s, n| s | bit(hole(n)))
}

#[test]
fn fewest_moves_agree_with_plain_breadth_first_search() {
    let cases: [(&[&str], &[&str]); 4] = [
        (&["q1"], &["a1"]),
        (&["i5", "i6"], &["g4", "g5"]),
        (&["m5", "l5", "l6"], &["i4", "h4", "h5"]),
        (&["q1", "p1", "p2"], &["j4", "j5", "i5"]),
    ];
    for (start, goal) in cases {
        let (start, goal) = (set(start), set(goal));
        let line = fewest(start, goal, 5_000_000).unwrap();
        assert_eq!(Some(line.len()), plain_fewest(start, goal), "{start:x}");
        // The line replays from start to goal.
        let mut state = start;
        for (from, to) in line {
            assert_ne!(moves::destinations(state, from) & bit(to), 0);
            state ^= bit(from) ^ bit(to);
        }
        assert_eq!(state, goal);
    }
    assert_eq!(fewest(set(&["q1"]), set(&["a1"]), 1000).unwrap().len(), 16);
}

#[test]
fn the_beam_finds_a_crossing_no_shorter_than_the_fewest() {
    let g = geometry();
    let start = set(&["q1", "p1", "p2"]);
    let goal = holes_of(g.home(4)).take(3).fold(0, |s, h| s | bit(h));
    let best = fewest(start, goal, 5_000_000).unwrap().len();
    let found = beam(1, start, goal, 500, 60).unwrap();
    assert!(found.len() >= best);
    assert!(found.len() <= best + 4, "{} against {best}", found.len());
}
