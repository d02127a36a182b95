use std::sync::{Arc, OnceLock};

use super::build::{Built, build};
use super::index::Material;
use super::*;
use crate::rules::draughts::movegen;

fn variant(name: &str) -> Arc<Variant> {
    crate::level::draughts::shipped_or_file(name)
        .expect("shipped")
        .variant
}

/// Russian rules on 8x8, every table up to three pieces, with the build's reports.
fn glass_three() -> &'static (Endgames, Vec<Built>) {
    static DB: OnceLock<(Endgames, Vec<Built>)> = OnceLock::new();
    DB.get_or_init(|| {
        let mut reports = Vec::new();
        let db = build(&variant("draughts-glass"), 3, None, |b| {
            reports.push(b.clone())
        })
        .expect("builds");
        (db, reports)
    })
}

/// International rules, three kings against one and the tables it leads to.
fn international_three_kings() -> &'static Endgames {
    static DB: OnceLock<Endgames> = OnceLock::new();
    DB.get_or_init(|| {
        build(
            &variant("draughts-international"),
            4,
            Some(Material([0, 3, 0, 1])),
            |_| {},
        )
        .expect("builds")
    })
}

#[test]
fn value_bytes_round_trip() {
    for value in [
        Value::Draw,
        Value::Win(1),
        Value::Loss(0),
        Value::Win(253),
        Value::Loss(252),
    ] {
        assert_eq!(Value::from_byte(value.to_byte()), value);
    }
}

/// Checks every position of every table of `db` against the values its moves lead to, and
/// returns how many were checked. A win in d has a move to a loss in d - 1 and none to a
/// quicker loss; a loss in d has only moves to wins, the longest in d - 1; a draw has no
/// move to a loss and some move to a draw. With a loss in 0 only where no move is left,
/// these pin every value (by induction on the plies), so a table that passes is right.
fn check_every_entry(db: &Endgames, v: &Variant) -> u64 {
    let mut checked = 0;
    for material in db.materials() {
        for index in 0..db.indexer.size(material) {
            if let Some(pos) = db.indexer.position(material, index) {
                checked += check_one(db, v, &pos);
            }
        }
    }
    checked
}

/// Checks one position as [`check_every_entry`] describes; 1 for the count.
fn check_one(db: &Endgames, v: &Variant, pos: &Position) -> u64 {
    let value = db.probe(pos).expect("in the tables");
    let mut moves = Vec::new();
    movegen::generate(&v.geo, v.moves, pos, &mut moves);
    let children: Vec<Value> = moves
        .iter()
        .map(|m| {
            let child = pos.play(&v.geo, m);
            if Material::of(&child).side_pieces(child.side) == 0 {
                Value::Loss(0)
            } else {
                db.probe(&child).expect("a child is in the tables")
            }
        })
        .collect();
    let quickest_loss = children
        .iter()
        .filter_map(|c| match c {
            Value::Loss(d) => Some(*d),
            _ => None,
        })
        .min();
    let longest_win = children
        .iter()
        .map(|c| match c {
            Value::Win(d) => Some(*d),
            _ => None,
        })
        .collect::<Option<Vec<u8>>>()
        .map(|ds| ds.into_iter().max().unwrap_or(0));
    match value {
        Value::Win(d) => assert_eq!(quickest_loss, Some(d - 1), "{pos:?}"),
        Value::Loss(0) => assert!(moves.is_empty(), "{pos:?}"),
        Value::Loss(d) => {
            assert!(!moves.is_empty());
            assert_eq!(longest_win, Some(d - 1), "{pos:?}");
        }
        Value::Draw => {
            assert_eq!(quickest_loss, None, "{pos:?}");
            assert!(children.contains(&Value::Draw), "{pos:?}");
        }
        Value::Won | Value::Lost => panic!("a table as built keeps its plies"),
    }
    1
}

#[test]
fn every_entry_agrees_with_the_values_its_moves_lead_to() {
    let (db, _) = glass_three();
    let checked = check_every_entry(db, &variant("draughts-glass"));
    assert!(checked > 100_000, "{checked}");
    // English rules: kings step one square, men capture forward only.
    let english = variant("draughts-english");
    let db = build(&english, 3, None, |_| {}).expect("builds");
    assert!(check_every_entry(&db, &english) > 100_000);
    // International rules, on a table with men of both sides.
    let international = variant("draughts-international");
    let db = build(&international, 3, Some(Material([1, 1, 1, 0])), |_| {}).expect("builds");
    assert!(check_every_entry(&db, &international) > 100_000);
}

/// Checks `count` entries spread over `material`'s table as [`check_every_entry`] checks all.
fn check_spread_entries(db: &Endgames, v: &Variant, material: Material, count: u64) -> u64 {
    let size = db.indexer.size(material);
    let step = (size / count).max(1) | 1;
    let mut checked = 0;
    for index in (0..size).step_by(step as usize) {
        let Some(pos) = db.indexer.position(material, index) else {
            continue;
        };
        checked += check_one(db, v, &pos);
    }
    checked
}

#[test]
#[ignore = "reads the file LEAPFROG_ENDGAMES names (as generated): run with --ignored"]
fn a_generated_file_agrees_with_the_values_its_moves_lead_to() {
    let v = variant(
        &std::env::var("LEAPFROG_ENDGAMES_VARIANT").unwrap_or("draughts-international".into()),
    );
    let path = path_for(&v.name).expect("LEAPFROG_ENDGAMES is set");
    let db = file::load(&path, &v, u32::MAX).expect("reads");
    for material in db.materials() {
        let checked = check_spread_entries(&db, &v, material, 200_000);
        eprintln!("{}: {checked} entries agree", material.name());
    }
}

#[test]
#[ignore = "every 8x8 table of four pieces (half a minute): run with --ignored"]
fn every_four_piece_entry_agrees_with_the_values_its_moves_lead_to() {
    for name in ["draughts-glass", "draughts-english"] {
        let v = variant(name);
        let db = build(&v, 4, None, |_| {}).expect("builds");
        let checked = check_every_entry(&db, &v);
        assert!(checked > 3_000_000, "{name}: {checked}");
    }
}

#[test]
fn a_material_and_its_colours_swapped_share_one_table() {
    // Only one of each pair is built and kept; a position and the same position turned
    // round with the colours swapped have one value.
    let (db, reports) = glass_three();
    let materials = db.materials();
    assert!(materials.iter().all(|m| *m == m.canonical()));
    assert_eq!(reports.len(), materials.len());
    assert!(materials.contains(&Material([0, 1, 0, 2])));
    assert!(!materials.contains(&Material([0, 2, 0, 1])));
    let geo = variant("draughts-glass").geo;
    let mut turned_round = 0;
    for material in Material::up_to(3) {
        let canonical = material.canonical();
        for index in 0..db.indexer.size(canonical) {
            let Some(pos) = db.indexer.position(canonical, index) else {
                continue;
            };
            let turned = index::colours_swapped(&geo, &pos);
            assert_eq!(db.probe(&turned), db.probe(&pos), "{pos:?}");
            turned_round += 1;
        }
    }
    assert!(turned_round > 100_000, "{turned_round}");
}

/// A kings-only international position: White's kings, Black's kings, the side to move.
fn kings(white: &[usize], black: &[usize], side: u8) -> Position {
    let geo = variant("draughts-international").geo;
    let bits = |squares: &[usize]| {
        squares
            .iter()
            .fold(0u64, |set, &s| set | 1 << geo.bit_of_square(s - 1))
    };
    Position {
        pieces: [bits(white), bits(black)],
        kings: bits(white) | bits(black),
        figures: 0,
        side,
    }
}

#[test]
fn three_kings_draw_against_one_on_the_long_diagonal() {
    let db = international_three_kings();
    // The long diagonal runs 46-5: a lone king on it cannot be caught.
    for black in [46, 41, 28, 5] {
        for side in [0, 1] {
            let pos = kings(&[1, 2, 3], &[black], side);
            assert_eq!(db.probe(&pos), Some(Value::Draw), "black king on {black}");
        }
    }
    // A king left where it is taken at once is lost.
    let pos = kings(&[1, 2, 3], &[7], 0);
    assert_eq!(db.probe(&pos), Some(Value::Win(1)));
}

#[test]
fn on_8x8_three_kings_holding_the_main_road_beat_one_off_it() {
    // Russian rules: Petrov's triangle wins, in up to about fifteen moves.
    let v = variant("draughts-glass");
    let db = build(&v, 4, Some(Material([0, 3, 0, 1])), |_| {}).expect("builds");
    let road = [29, 25, 22, 18, 15, 11, 8, 4]
        .iter()
        .fold(0u64, |set, &s: &usize| {
            set | 1 << v.geo.bit_of_square(s - 1)
        });
    let material = Material([0, 3, 0, 1]);
    let (mut positions, mut wins, mut longest) = (0, 0, 0);
    for index in (0..db.indexer.size(material)).step_by(2) {
        let Some(pos) = db.indexer.position(material, index) else {
            continue;
        };
        if pos.pieces[1] & road != 0 || pos.pieces[0] & road == 0 {
            continue;
        }
        positions += 1;
        if let Some(Value::Win(d)) = db.probe(&pos) {
            wins += 1;
            longest = longest.max(d);
        }
    }
    assert!(wins * 100 >= positions * 99, "{wins} of {positions}");
    assert!(longest > 20, "the longest win is {longest} plies");
}

#[test]
fn four_kings_win_against_one_even_on_the_long_diagonal() {
    let db = build(
        &variant("draughts-international"),
        5,
        Some(Material([0, 4, 0, 1])),
        |_| {},
    )
    .expect("builds");
    let pos = kings(&[1, 2, 3, 4], &[46], 0);
    assert!(
        matches!(db.probe(&pos), Some(Value::Win(_))),
        "{:?}",
        db.probe(&pos)
    );
}

#[test]
fn a_file_round_trips_and_a_damaged_or_wrong_one_is_refused_with_a_reason() {
    let (db, _) = glass_three();
    let glass = variant("draughts-glass");
    let bytes = file::to_bytes(db);
    let back = file::from_bytes(&bytes, &glass, u32::MAX).expect("reads back");
    assert_eq!(back.materials(), db.materials());
    for m in db.materials() {
        assert_eq!(back.tables[&m].plies(), db.tables[&m].plies());
    }
    let mut damaged = bytes.clone();
    damaged[bytes.len() / 2] ^= 0x55;
    let why = file::from_bytes(&damaged, &glass, u32::MAX)
        .err()
        .expect("refused");
    assert!(why.contains("checksum"), "{why}");
    let why = file::from_bytes(&bytes[..bytes.len() - 100], &glass, u32::MAX)
        .err()
        .expect("refused");
    assert!(
        why.contains("checksum") || why.contains("cut short"),
        "{why}"
    );
    let why = file::from_bytes(b"hello", &glass, u32::MAX)
        .err()
        .expect("refused");
    assert!(why.contains("not a Leapfrog endgame database"), "{why}");
    let international = variant("draughts-international");
    let why = file::from_bytes(&bytes, &international, u32::MAX)
        .err()
        .expect("refused");
    assert!(why.contains("made for draughts-glass"), "{why}");
    let missing = std::path::Path::new("/nonexistent/leapfrog/glass.egdb");
    let why = file::load(missing, &glass, u32::MAX)
        .err()
        .expect("refused");
    assert!(why.contains("/nonexistent/leapfrog/glass.egdb"), "{why}");
}

#[test]
fn the_search_plays_the_tables_quickest_win() {
    // Two kings against one on 8x8 (Russian rules): the search with the tables scores the
    // root as the table's win and its move keeps the win, one ply quicker each time.
    let (db, _) = glass_three();
    let glass = variant("draughts-glass");
    let shared = Arc::new(file::from_bytes(&file::to_bytes(db), &glass, u32::MAX).expect("reads"));
    let mut found = None;
    let material = Material([0, 2, 0, 1]);
    for index in (0..db.indexer.size(material)).step_by(2) {
        if let Some(pos) = db.indexer.position(material, index)
            && matches!(db.probe(&pos), Some(Value::Win(d)) if d >= 7)
        {
            found = Some(pos);
            break;
        }
    }
    let mut pos = found.expect("a win of seven plies or more");
    let Some(Value::Win(mut d)) = db.probe(&pos) else {
        unreachable!()
    };
    while d > 1 {
        let game = crate::rules::draughts::Draughts::from_position(glass.clone(), pos);
        let (mv, score) =
            super::super::analyse_with(&game, 2, Some(shared.clone())).expect("a move");
        assert_eq!(score, WIN_SCORE - i32::from(d), "{pos:?}");
        let after = pos.play(&glass.geo, &mv.mv);
        assert_eq!(db.probe(&after), Some(Value::Loss(d - 1)));
        // The loser's best reply, from the tables.
        let replies = glass.legal(&after);
        let reply = replies
            .iter()
            .find(|r| {
                let next = after.play(&glass.geo, r);
                db.probe(&next) == Some(Value::Win(d - 2))
            })
            .expect("the longest defence");
        pos = after.play(&glass.geo, reply);
        d -= 2;
    }
}

const WIN_SCORE: i32 = super::super::WIN;

#[test]
fn a_table_held_without_plies_keeps_every_outcome() {
    let (db, _) = glass_three();
    let glass = variant("draughts-glass");
    let outcomes = file::from_bytes(&file::to_bytes(db), &glass, 2).expect("reads");
    let mut without_plies = 0;
    for material in db.materials() {
        for index in 0..db.indexer.size(material) {
            let Some(pos) = db.indexer.position(material, index) else {
                continue;
            };
            let full = db.probe(&pos).expect("in the tables");
            let held = outcomes.probe(&pos).expect("in the tables");
            if material.pieces() <= 2 {
                assert_eq!(held, full);
            } else {
                assert_eq!(held, full.outcome(), "{pos:?}");
                assert!(matches!(held, Value::Won | Value::Lost | Value::Draw));
                without_plies += 1;
            }
        }
    }
    assert!(without_plies > 100_000, "{without_plies}");
}

#[test]
fn a_capture_of_the_last_piece_at_the_horizon_is_a_win_above_known_outcomes() {
    // Three-piece tables held as outcomes only. Where the last piece can be taken within
    // the search's depth, the score must be that win: a board without the loser's pieces
    // at the horizon is no table's, and its evaluation is below every outcome the tables
    // know, so scored by it the search would prefer wandering in a known win.
    let (db, _) = glass_three();
    let glass = variant("draughts-glass");
    let outcomes = Arc::new(file::from_bytes(&file::to_bytes(db), &glass, 2).expect("reads"));
    let mut searched = 0;
    for material in [Material([0, 2, 0, 1]), Material([0, 1, 0, 2])] {
        for index in 0..db.indexer.size(material) {
            let Some(pos) = db.indexer.position(material, index) else {
                continue;
            };
            let Some(Value::Win(d)) = db.probe(&pos) else {
                continue;
            };
            if d > 3 {
                continue;
            }
            let game = crate::rules::draughts::Draughts::from_position(glass.clone(), pos);
            for depth in 1..=2 {
                let (_, score) = super::super::analyse_with(&game, depth, Some(outcomes.clone()))
                    .expect("a move");
                if depth + 1 >= u32::from(d) {
                    assert!(score > WIN_SCORE - 100, "depth {depth}: {score} at {pos:?}");
                }
                searched += 1;
            }
        }
    }
    assert!(searched > 100, "{searched}");
}

#[test]
fn the_search_wins_where_a_table_knows_only_the_outcome() {
    // Two kings against one on 8x8 with the three-piece tables held as outcomes only: the
    // evaluation beside the outcome must lead the search to the win. The loser defends
    // from the full tables; every move of the winner keeps the win, and the game ends.
    let (db, _) = glass_three();
    let glass = variant("draughts-glass");
    let bytes = file::to_bytes(db);
    let outcomes = Arc::new(file::from_bytes(&bytes, &glass, 2).expect("reads"));
    let material = Material([0, 2, 0, 1]);
    let mut pos = (0..db.indexer.size(material))
        .step_by(2)
        .filter_map(|index| db.indexer.position(material, index))
        .max_by_key(|pos| match db.probe(pos) {
            Some(Value::Win(d)) => i32::from(d),
            _ => -1,
        })
        .expect("a win");
    let Some(Value::Win(longest)) = db.probe(&pos) else {
        unreachable!()
    };
    assert!(longest >= 7, "the longest win is {longest} plies");
    let mut plies = 0;
    loop {
        let game = crate::rules::draughts::Draughts::from_position(glass.clone(), pos);
        let (mv, score) =
            super::super::analyse_with(&game, 6, Some(outcomes.clone())).expect("a move");
        assert!(score > super::super::KNOWN_WIN / 2, "{score} at {pos:?}");
        let after = pos.play(&glass.geo, &mv.mv);
        plies += 1;
        if glass.legal(&after).is_empty() {
            break;
        }
        assert!(
            matches!(db.probe(&after), Some(Value::Loss(_))),
            "{after:?}"
        );
        let reply = glass
            .legal(&after)
            .into_iter()
            .max_by_key(|r| match db.probe(&after.play(&glass.geo, r)) {
                Some(Value::Win(d)) => i32::from(d),
                _ => -1,
            })
            .expect("a reply");
        pos = after.play(&glass.geo, &reply);
        plies += 1;
        assert!(
            plies <= usize::from(longest) + 40,
            "not won in {plies} plies (the quickest is {longest})"
        );
    }
}

#[test]
fn a_threaded_search_with_the_tables_answers_as_soon_as_it_is_stopped() {
    // Six pieces: the root is no table's, the positions after three captures are; the tree
    // is too big for the search to reach its deepest iteration before the stop.
    let glass = variant("draughts-glass");
    let (db, _) = glass_three();
    let shared = Arc::new(file::from_bytes(&file::to_bytes(db), &glass, u32::MAX).expect("reads"));
    let pos = crate::rules::draughts::notation::parse_fen(&glass.geo, "W:WKa1,Kg1,c3:BKb8,Kh8,f6")
        .expect("a position");
    let search = super::super::DraughtsSearch::new(glass.clone(), 0, 0).with_endgames(Some(shared));
    let root = super::super::Node { pos, ply: 0 };
    let cancel = crate::ai::Cancel::default();
    let budget = crate::ai::Budget::time(std::time::Duration::from_secs(30));
    let mut smp = crate::ai::lazy_smp::LazySmp::new(search, root, budget, cancel.clone(), 1, 16);
    for _ in 0..5 {
        let step = crate::ai::Thinking::step(&mut smp, std::time::Duration::from_millis(20));
        assert_eq!(step, crate::ai::Step::Running);
    }
    cancel.cancel();
    let nodes_at_stop = crate::ai::Thinking::nodes(&smp);
    let stopped = crate::ai::budget::Instant::now();
    let step = crate::ai::Thinking::step(&mut smp, std::time::Duration::from_millis(20));
    let took = stopped.elapsed();
    let crate::ai::Step::Done(Some(mv)) = step else {
        panic!("the first step after the stop answers: {step:?}")
    };
    assert!(glass.legal(&pos).contains(&mv));
    // The step ends at its first check (every 256 nodes) and joins the helper, which stops
    // at its own (the Hub's `stop` is answered the same way). The minute only guards against
    // a helper that never stops, however busy the machine.
    let after_stop = crate::ai::Thinking::nodes(&smp) - nodes_at_stop;
    assert!(after_stop <= 256, "{after_stop} nodes after the stop");
    assert!(took.as_secs() < 60, "{took:?}");
}
