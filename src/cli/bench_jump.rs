//! `leapfrog bench jump`: the data versions of shipped games (`tests/fixtures/jump/`) against
//! their native rule sets, side by side in one run: perft to a fixed depth (counts and time),
//! random playouts a second (as `bench playouts`), and the generic search's speed.

use std::io::Write;
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::games;
use crate::rules::Game;
use crate::rules::jump::{JumpState, perft};

/// (fixture name, its text, the native variant, perft depth).
pub(super) const PAIRS: [(&str, &str, &str, u32); 5] = [
    (
        "draughts-international",
        include_str!("../../tests/fixtures/jump/draughts-international.ron"),
        "draughts-international",
        9,
    ),
    (
        "draughts-english",
        include_str!("../../tests/fixtures/jump/draughts-english.ron"),
        "draughts-english",
        11,
    ),
    (
        "draughts-russian",
        include_str!("../../tests/fixtures/jump/draughts-russian.ron"),
        "draughts-glass",
        9,
    ),
    (
        "draughts-brazilian",
        include_str!("../../tests/fixtures/jump/draughts-brazilian.ron"),
        "draughts-brazilian",
        9,
    ),
    (
        "chinese-checkers-6",
        include_str!("../../tests/fixtures/jump/chinese-checkers-6.ron"),
        "chinese-checkers-6",
        5,
    ),
];

use super::io;

const ENGLISH_WEIGHTS: &str =
    include_str!("../../tests/fixtures/jump/weights/draughts-english.ron");

/// `--games` plays no part: the playouts run for a time each (`bench playouts` for another).
pub fn run(_games: u32, out: &mut dyn Write) -> Result<(), String> {
    let compiled = PAIRS
        .iter()
        .map(|(name, text, _, _)| {
            crate::level::jump::parse(name, text)
                .map(|g| g.rules)
                .map_err(|e| e.to_string())
        })
        .collect::<Result<Vec<_>, _>>()?;
    writeln!(
        out,
        "perft: data (JumpGame file) against native, one thread"
    )
    .map_err(io)?;
    for ((name, _, native, depth), rules) in PAIRS.into_iter().zip(&compiled) {
        let game = JumpState::new(rules.clone());
        let started = Instant::now();
        let data = perft::perft(&game.rules, &game.pos, depth, false);
        let data_s = started.elapsed().as_secs_f64();
        let (family, variant) = games::resolve(native)?;
        let started = Instant::now();
        let reference = *family.perft(&variant, depth)?.last().unwrap_or(&0);
        let native_s = started.elapsed().as_secs_f64();
        writeln!(
            out,
            "{name} perft({depth}): data {data} in {data_s:.2} s, native {reference} in {native_s:.2} s ({:.1}x){}",
            data_s / native_s.max(1e-9),
            if data == reference { "" } else { "  MISMATCH" }
        )
        .map_err(io)?;
    }
    super::bench_playouts::table("", std::time::Duration::from_secs(2), out)?;
    search(&compiled, out)
}

/// The generic alpha-beta's speed: a fixed-depth search from the start and from two positions
/// of random play, per data game (its nodes are the work, so runs compare by time).
fn search(
    compiled: &[std::sync::Arc<crate::rules::jump::Rules>],
    out: &mut dyn Write,
) -> Result<(), String> {
    // English checkers plays with the weights its fixture was trained to (as in the arena).
    let english = crate::ai::jump::weights::parse("draughts-english weights", ENGLISH_WEIGHTS)
        .map_err(|e| e.to_string())?;
    crate::ai::jump::weights::install(&english)?;
    writeln!(
        out,
        "generic alpha-beta to a fixed depth (start, and after 10 and 30 random plies)"
    )
    .map_err(io)?;
    for ((name, _, _, _), rules) in PAIRS.into_iter().zip(compiled) {
        let depth = match name {
            "draughts-english" => 15,
            "chinese-checkers-6" => 4,
            _ => 12,
        };
        let (mut nodes, mut seconds) = (0, 0.0);
        for plies in [0, 10, 30] {
            let mut rng = SmallRng::seed_from_u64(7);
            let mut game = JumpState::new(rules.clone());
            for _ in 0..plies {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(&moves[rng.random_range(0..moves.len())]);
            }
            let mut thinking = crate::ai::jump::to_depth(&game, depth);
            let (n, time) = super::bench::timed_search(thinking.as_mut());
            nodes += n;
            seconds += time.as_secs_f64();
        }
        writeln!(
            out,
            "{name} depth {depth}: {nodes} nodes in {seconds:.2} s, {:.0} nodes/s",
            nodes as f64 / seconds.max(1e-9)
        )
        .map_err(io)?;
    }
    english_at_equal_time(&compiled[1], out)
}

/// The data version of English checkers and the native engine, each with the same time from
/// the same positions (the start, and after 6 and 12 random plies, then on to a position with
/// a choice): how deep each gets.
fn english_at_equal_time(
    rules: &std::sync::Arc<crate::rules::jump::Rules>,
    out: &mut dyn Write,
) -> Result<(), String> {
    use crate::ai::draughts::{Engine, Plan, start_with_weights};
    use crate::rules::draughts::Draughts;
    const TIME: std::time::Duration = std::time::Duration::from_secs(3);
    writeln!(
        out,
        "English checkers, the experts at {} s a move, one thread each (nodes, finished depth)",
        TIME.as_secs()
    )
    .map_err(io)?;
    let variant = super::bench_draughts::variant("draughts-english")?;
    for plies in [0, 6, 12] {
        let mut rng = SmallRng::seed_from_u64(11);
        let mut data = JumpState::new(rules.clone());
        let mut native = Draughts::new(variant.clone());
        for ply in 0.. {
            let moves = data.legal_moves();
            if moves.is_empty() || (ply >= plies && moves.len() > 1) {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            let text = data.move_text(&mv);
            let native_move = native
                .read_move(&text)
                .map_err(|e| format!("the native game does not read `{text}`: {e}"))?;
            data.play(&mv);
            native.play(&native_move);
        }
        let mut data_search = crate::ai::jump::expert_alone(&data, TIME);
        crate::ai::think_to_end(data_search.as_mut());
        let plan = Plan {
            budget: crate::ai::Budget::time(TIME),
            noise: 0,
            engine: Engine::Current,
            threads: 1,
            keeps_table: false,
        };
        let mut native_search =
            start_with_weights(&native, plan, None, crate::ai::Cancel::default(), 0);
        crate::ai::think_to_end(native_search.as_mut());
        let depth = |d: Option<u32>| d.map_or("-".to_string(), |d| d.to_string());
        writeln!(
            out,
            "after {plies} plies: data {} nodes, depth {}; native {} nodes, depth {}",
            data_search.nodes(),
            depth(data_search.depth()),
            native_search.nodes(),
            depth(native_search.depth()),
        )
        .map_err(io)?;
    }
    Ok(())
}
