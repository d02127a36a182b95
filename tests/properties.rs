//! Properties every registered game keeps, over random move sequences (proptest shrinks a
//! failure to a short sequence):
//! - playouts never panic;
//! - the `Change`s of each move, applied to the pieces before it, give the pieces after it;
//! - taking moves back (rebuilding the position from the start through the move texts, as
//!   the app's history does) restores the exact pieces, side to move, legal moves and hash;
//! - positions with equal pieces and side to move have equal hashes;
//! - a game's fast perft equals the generic perft wherever it answers.
//!
//! `PROPTEST_CASES` sets the number of sequences per variant (CI: the default below);
//! `scripts/soak.sh` runs the long version through `soak_random_moves`.

use std::collections::{BTreeMap, HashMap};

use leapfrog::games::{AnyGame, FAMILIES};
use leapfrog::rules::{Cell, Change, Piece};
use proptest::prelude::*;

/// Every shipped variant of every family (levels of the puzzle families too).
fn every_variant() -> Vec<String> {
    FAMILIES
        .iter()
        .flat_map(|family| family.variant_names())
        .collect()
}

fn start(variant: &str) -> Box<dyn AnyGame> {
    let (family, name) = leapfrog::games::resolve(variant).expect("a shipped variant");
    family.start(&name).expect("a shipped variant starts")
}

type Pieces = BTreeMap<Cell, Piece>;

fn pieces_of(game: &dyn AnyGame) -> Pieces {
    game.pieces().into_iter().collect()
}

/// The view's reading of a move: each change applied in order to the pieces before it.
fn apply(mut pieces: Pieces, changes: &[Change]) -> Result<Pieces, String> {
    for change in changes {
        match change {
            Change::Place { cell, piece } => {
                if pieces.insert(*cell, *piece).is_some() {
                    return Err(format!("placed onto occupied cell {cell}"));
                }
            }
            Change::Move { path } => {
                let (from, to) = (path[0], path[path.len() - 1]);
                let piece = pieces
                    .remove(&from)
                    .ok_or(format!("moved from empty cell {from}"))?;
                if pieces.insert(to, piece).is_some() {
                    return Err(format!("moved onto occupied cell {to}"));
                }
            }
            Change::Remove { cell } => {
                pieces
                    .remove(cell)
                    .ok_or(format!("removed from empty cell {cell}"))?;
            }
            Change::Flip { cell, to } | Change::Promote { cell, to } => {
                let piece = pieces
                    .get_mut(cell)
                    .ok_or(format!("changed empty cell {cell}"))?;
                *piece = *to;
            }
            Change::Pass => {}
        }
    }
    Ok(pieces)
}

/// What a position is, as far as equality goes.
fn snapshot(game: &dyn AnyGame) -> (Pieces, u8, Vec<String>, u64) {
    (
        pieces_of(game),
        game.side_to_move(),
        game.legal_move_texts(),
        game.hash(),
    )
}

/// Plays the choices (each an index into the legal moves) from the start of `variant` and
/// checks every property on the way; returns the number of moves played.
fn check_playout(variant: &str, choices: &[usize], perft_every: usize) -> Result<usize, String> {
    let mut game = start(variant);
    let mut texts = Vec::new();
    let mut kept: Vec<Box<dyn AnyGame>> = vec![game.boxed_clone()];
    let mut hashes: HashMap<(Pieces, u8), u64> = HashMap::new();
    for (ply, &choice) in choices.iter().enumerate() {
        let before = pieces_of(game.as_ref());
        let Some((text, changes)) = game.play_nth(choice) else {
            break;
        };
        let after = pieces_of(game.as_ref());
        let applied = apply(before, &changes).map_err(|e| format!("{variant} `{text}`: {e}"))?;
        if applied != after {
            return Err(format!(
                "{variant} `{text}`: changes {changes:?} miss the new pieces"
            ));
        }
        let key = (after, game.side_to_move());
        let hash = game.hash();
        if let Some(&seen) = hashes.get(&key)
            && seen != hash
        {
            return Err(format!(
                "{variant} after {texts:?} `{text}`: one position, two hashes"
            ));
        }
        hashes.insert(key, hash);
        texts.push(text);
        kept.push(game.boxed_clone());
        if perft_every > 0 && ply % perft_every == 0 {
            check_perft(variant, game.as_ref(), &texts)?;
        }
    }
    // Take back to a random earlier ply: rebuilt through the notation, it is the kept state.
    let back = choices.first().map_or(0, |c| c % (texts.len() + 1));
    let mut rebuilt = start(variant);
    for text in &texts[..back] {
        rebuilt
            .play_text(text)
            .map_err(|e| format!("{variant}: replaying {texts:?}: {e}"))?;
    }
    if snapshot(rebuilt.as_ref()) != snapshot(kept[back].as_ref()) {
        return Err(format!(
            "{variant}: taking back to ply {back} of {texts:?} differs"
        ));
    }
    Ok(texts.len())
}

fn check_perft(variant: &str, game: &dyn AnyGame, texts: &[String]) -> Result<(), String> {
    for depth in 1..=2 {
        if let Some(fast) = game.fast_perft(depth) {
            let generic = game.perft(depth);
            if fast != generic {
                return Err(format!(
                    "{variant} after {texts:?}: perft {depth} fast {fast}, generic {generic}"
                ));
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn every_game_keeps_its_invariants(choices in prop::collection::vec(any::<usize>(), 0..300)) {
        for variant in every_variant() {
            check_playout(&variant, &choices, 7).map_err(TestCaseError::fail)?;
        }
    }
}

#[test]
fn every_family_is_covered() {
    let variants = every_variant();
    for family in FAMILIES {
        assert!(
            variants.iter().any(|v| family.variant_names().contains(v)),
            "{} has no variant to test",
            family.id()
        );
    }
}

/// The long run: `SOAK_MOVES` random moves per game family (default 10^6), shared among its
/// variants, each checked as above; playouts restart when a game ends. Prints the figures.
#[test]
#[ignore = "long; run by scripts/soak.sh"]
fn soak_random_moves() {
    let target: usize = std::env::var("SOAK_MOVES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    let mut seed = 0x5eed_u64;
    for family in FAMILIES {
        let variants = family.variant_names();
        let per_variant = target.div_ceil(variants.len());
        let clock = std::time::Instant::now();
        let (mut moves, mut games) = (0, 0);
        for variant in &variants {
            let mut played = 0;
            while played < per_variant {
                let choices: Vec<usize> = (0..400)
                    .map(|_| {
                        seed = leapfrog::rules::hash_mix(seed);
                        seed as usize
                    })
                    .collect();
                played += check_playout(variant, &choices, 0).unwrap_or_else(|e| panic!("{e}"));
                games += 1;
            }
            moves += played;
        }
        let seconds = clock.elapsed().as_secs_f64();
        println!(
            "{}: {moves} moves in {games} games over {} variants, {seconds:.1} s ({:.0} moves/s)",
            family.id(),
            variants.len(),
            moves as f64 / seconds
        );
    }
}
