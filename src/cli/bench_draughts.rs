//! `leapfrog bench draughts`: international perft(9), search speed, the expert against the
//! engine as it was before the learned evaluation (equal time a move, random openings), and
//! the strongest level against the weakest on glass checkers (the strong side's time capped
//! per move).

use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use super::arena::{Tally, split_over_cores, varied_plies};
use crate::ai::budget::Instant;
use crate::ai::draughts::learned::{self, LearnedEval};
use crate::ai::draughts::{Engine, MAX_STRENGTH, Plan, plan, start_with_weights};
use crate::ai::{Cancel, think_to_end};
use crate::rules::draughts::board::WHITE;
use crate::rules::draughts::perft::perft;
use crate::rules::draughts::{Draughts, Variant};
use crate::rules::{Game, Outcome};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Time per move of the strongest level in the match (its full budget is seconds a move).
const MATCH_MOVE_TIME: Duration = Duration::from_millis(100);

pub fn variant(name: &str) -> Result<Arc<Variant>, String> {
    crate::level::draughts::shipped_or_file(name).map(|l| l.variant)
}

pub fn run(games: u32, out: &mut dyn Write) -> Result<(), String> {
    let io = super::io;
    let international = variant("draughts-international")?;
    let started = Instant::now();
    let count = perft(&international, &international.start, 9);
    writeln!(
        out,
        "draughts international perft(9): {count} in {:.3} s",
        started.elapsed().as_secs_f64()
    )
    .map_err(io)?;
    for name in ["draughts-international", "draughts-glass"] {
        let game = Draughts::new(variant(name)?);
        // The databases load on first use (seconds): not the search's time.
        crate::ai::draughts::endgame::for_variant(game.variant());
        let searching = Plan {
            budget: crate::ai::Budget::time(Duration::from_secs(3)),
            noise: 0,
            engine: Engine::Current,
            threads: 1,
            keeps_table: false,
        };
        let started = Instant::now();
        let mut thinking = start_with_weights(&game, searching, None, Cancel::default(), 0);
        think_to_end(thinking.as_mut());
        let secs = started.elapsed().as_secs_f64();
        writeln!(
            out,
            "draughts {name} search from the start, 3 s: {} nodes, {:.0} nodes/s",
            thinking.nodes(),
            thinking.nodes() as f64 / secs
        )
        .map_err(io)?;
    }
    let expert = Plan {
        budget: crate::ai::Budget::time(MATCH_MOVE_TIME),
        noise: 0,
        engine: Engine::Current,
        threads: 1,
        // Both sides in one process: a kept table would be shared.
        keeps_table: false,
    };
    let classic = Plan {
        engine: Engine::Classic,
        ..expert
    };
    let started = Instant::now();
    let tally = duel(&international, [expert.into(), classic.into()], games, true);
    report(
        out,
        "international, expert vs classic (hand-set evaluation, plain search), one thread each",
        MATCH_MOVE_TIME,
        tally,
        started,
    )?;
    let cores = crate::ai::draughts::desktop_threads();
    if cores > 1 {
        // One game at a time: the threaded side has the whole machine, as in play.
        let threaded = Plan {
            threads: cores,
            ..expert
        };
        let started = Instant::now();
        let players = [threaded.into(), expert.into()];
        let tally = duel(&international, players, games.div_ceil(4) * 2, false);
        report(
            out,
            &format!("international, expert on {cores} threads vs one thread (one game at a time)"),
            MATCH_MOVE_TIME,
            tally,
            started,
        )?;
    }
    let glass = variant("draughts-glass")?;
    let mut strong = plan(MAX_STRENGTH);
    strong.budget.max_time = Some(MATCH_MOVE_TIME);
    let weak = plan(1);
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let started = Instant::now();
    for g in 0..games {
        let strong_side = (g % 2) as u8;
        match play(&glass, strong, weak, strong_side, u64::from(g)) {
            Some(Outcome::Win(side)) if side == strong_side => wins += 1,
            Some(Outcome::Win(_)) => losses += 1,
            _ => draws += 1,
        }
    }
    writeln!(
        out,
        "draughts glass, strength {MAX_STRENGTH} ({} ms a move) vs strength 1, {games} games: {wins} wins, {draws} draws, {losses} losses ({:.0}% won) in {:.0} s",
        MATCH_MOVE_TIME.as_millis(),
        100.0 * f64::from(wins) / f64::from(games.max(1)),
        started.elapsed().as_secs_f64()
    )
    .map_err(io)?;
    Ok(())
}

/// `leapfrog bench draughts --versus-hand [--games N] [--millis M] [--against WEIGHTS]
/// [--variant NAME]`: today's engine (international unless told) against the same search on
/// the hand-set evaluation (or on the weights in WEIGHTS: another generation), over the
/// cores.
pub fn versus_hand(
    games: u32,
    millis: u64,
    against: Option<&str>,
    variant_name: Option<&str>,
    out: &mut dyn Write,
) -> Result<(), String> {
    let name = variant_name.unwrap_or("draughts-international");
    let board = variant(name)?;
    let learned = Plan {
        budget: crate::ai::Budget::time(Duration::from_millis(millis)),
        noise: 0,
        engine: Engine::Current,
        threads: 1,
        keeps_table: false,
    };
    let (opponent, title) = match against {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: cannot read: {e}"))?;
            let weights = learned::decode(path, &bytes, &board).map_err(|e| e.to_string())?;
            let player = Player {
                plan: learned,
                weights: Some(Arc::new(weights)),
            };
            let title = format!("learned vs the weights in {path} (the same search)");
            (player, title)
        }
        None => {
            let hand = Plan {
                engine: Engine::HandEval,
                ..learned
            };
            let title = "learned vs hand-set evaluation (the same search)".to_string();
            (hand.into(), title)
        }
    };
    let started = Instant::now();
    let tally = duel(&board, [learned.into(), opponent], games, true);
    let title = format!("{}, {title}", name.trim_start_matches("draughts-"));
    report(out, &title, Duration::from_millis(millis), tally, started)
}

fn report(
    out: &mut dyn Write,
    title: &str,
    move_time: Duration,
    tally: Tally,
    started: Instant,
) -> Result<(), String> {
    let games = tally.wins + tally.draws + tally.losses;
    let points = f64::from(tally.wins) + f64::from(tally.draws) / 2.0;
    writeln!(
        out,
        "draughts {title}, {} ms a move each, {games} games: {} wins, {} draws, \
         {} losses ({:.0}% of the points) in {:.0} s",
        move_time.as_millis(),
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * points / f64::from(games.max(1)),
        started.elapsed().as_secs_f64()
    )
    .map_err(super::io)
}

/// `players[0]` against `players[1]`, tallied for the first: game `g` opens with 2 to 6
/// random plies shared by the pair `g / 2`, the first player White in even games. The games
/// are split over the cores, or played one at a time.
pub fn duel(variant: &Arc<Variant>, players: [Player; 2], games: u32, over_cores: bool) -> Tally {
    let play_range = |range: std::ops::Range<u32>| {
        let mut tally = Tally::default();
        for g in range {
            let game = opening(variant, g / 2);
            let first_side = (g % 2) as u8;
            let by_colour = if first_side == WHITE {
                players.clone()
            } else {
                [players[1].clone(), players[0].clone()]
            };
            let outcome = play_from(game, &by_colour, u64::from(g)).unwrap_or(Outcome::Draw);
            tally.add(outcome, first_side);
        }
        Ok::<Tally, String>(tally)
    };
    let played = if over_cores {
        split_over_cores(games, play_range)
    } else {
        play_range(0..games)
    };
    played.expect("draughts games cannot fail")
}

/// The opening of pair `pair`: 2 to 6 random plies from the start, the same for both games
/// of the pair.
pub fn opening(variant: &Arc<Variant>, pair: u32) -> Draughts {
    let mut rng = SmallRng::seed_from_u64(u64::from(pair) * 7919 + 1);
    let mut game = Draughts::new(variant.clone());
    for _ in 0..varied_plies(pair) {
        let legal = game.legal_moves();
        if game.outcome().is_some() || legal.is_empty() {
            break;
        }
        game.play(&legal[rng.random_range(0..legal.len())]);
    }
    game
}

/// A player of a bench match: a plan, and the weights it evaluates with if not its own.
#[derive(Clone)]
pub struct Player {
    pub plan: Plan,
    pub weights: Option<Arc<LearnedEval>>,
}

impl From<Plan> for Player {
    fn from(plan: Plan) -> Self {
        Self {
            plan,
            weights: None,
        }
    }
}

/// Plays on from `game` with White's and Black's players, to the end or 400 plies.
fn play_from(mut game: Draughts, players: &[Player; 2], seed: u64) -> Option<Outcome> {
    for ply in 0..400 {
        if game.outcome().is_some() {
            break;
        }
        let player = &players[usize::from(game.side_to_move())];
        let mut thinking = start_with_weights(
            &game,
            player.plan,
            player.weights.clone(),
            Cancel::default(),
            seed * 1000 + ply,
        );
        let mv = think_to_end(thinking.as_mut())?;
        game.play(&mv);
    }
    game.outcome()
}

/// One game from the start, ended by the rules or undecided after 400 moves.
fn play(
    variant: &Arc<Variant>,
    strong: Plan,
    weak: Plan,
    strong_side: u8,
    seed: u64,
) -> Option<Outcome> {
    let players = if strong_side == WHITE {
        [strong, weak]
    } else {
        [weak, strong]
    };
    play_from(
        Draughts::new(variant.clone()),
        &players.map(Player::from),
        seed,
    )
}
