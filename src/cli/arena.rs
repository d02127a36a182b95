//! `leapfrog arena VARIANT A B GAMES [--openings N]`: engine against engine for any game of
//! two or more seats. Each game opens with random plies (the same opening for a round of
//! games, one per seat A can take); A takes the seats in turn and B every other seat. A line
//! per game (and its moves with `--moves`), then `A W - D - L B` (wins, draws and losses of
//! A).

use std::io::Write;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::games::{self, AnyGame};
use crate::rules::Outcome;

const USAGE: &str =
    "usage: leapfrog arena VARIANT STRENGTH_A STRENGTH_B GAMES [--openings N] [--moves]";

/// A game that runs this long without an end is scored a draw (the rules' own draw rules
/// normally end it well before).
const MAX_PLIES: usize = 2000;

/// Wins, draws and losses of the first player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// Counts one game's outcome for the player in `a_seat`.
    pub fn add(&mut self, outcome: Outcome, a_seat: u8) {
        match outcome {
            Outcome::Draw => self.draws += 1,
            Outcome::Win(seat) if seat == a_seat => self.wins += 1,
            Outcome::Win(_) => self.losses += 1,
        }
    }
}

/// The opening length of round `round` when the plies vary: 2 to 6.
pub(crate) fn varied_plies(round: u32) -> u32 {
    2 + round % 5
}

/// The seed of a game's engine move, `ply` plies after its opening.
pub(crate) fn move_seed(game: u32, ply: usize) -> u64 {
    u64::from(game) << 16 | ply as u64
}

/// How one game of a match went: the seat A played, and the outcome.
pub struct GameReport {
    pub index: u32,
    pub a_seat: u8,
    pub outcome: Outcome,
    /// Every ply, the random opening's included, in notation.
    pub moves: Vec<String>,
}

/// The opening of round `round`: `plies` random plies from the start (fewer if the game
/// ends), the same for every game of the round, with their texts.
pub(crate) fn opening(
    start: &dyn AnyGame,
    round: u32,
    plies: u32,
) -> (Box<dyn AnyGame>, Vec<String>) {
    let mut rng = SmallRng::seed_from_u64(u64::from(round) * 7919 + 1);
    let mut game = start.boxed_clone();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = if game.outcome().is_none() {
            game.legal_move_texts()
        } else {
            Vec::new()
        };
        if legal.is_empty() {
            break;
        }
        let text = legal[rng.random_range(0..legal.len())].clone();
        game.play_text(&text).expect("a listed legal move plays");
        moves.push(text);
    }
    (game, moves)
}

/// Plays `games` games from `start`; game `g` seats A at `g % seats` in opening `g / seats`.
/// `plies` None varies the opening length from 2 to 6 plies.
pub fn play_match(
    start: &dyn AnyGame,
    strengths: [u8; 2],
    games: u32,
    plies: Option<u32>,
    report: impl FnMut(&GameReport),
) -> Tally {
    play_games(start, strengths, 0..games, plies, report)
}

/// Games `range` of a match (see [`play_match`]): a match can be split across threads.
pub fn play_games(
    start: &dyn AnyGame,
    strengths: [u8; 2],
    range: std::ops::Range<u32>,
    plies: Option<u32>,
    mut report: impl FnMut(&GameReport),
) -> Tally {
    let seats = start.sides().max(1) as u32;
    let mut tally = Tally::default();
    for g in range {
        let round = g / seats;
        let a_seat = (g % seats) as u8;
        let (mut game, mut moves) = opening(start, round, plies.unwrap_or(varied_plies(round)));
        let opened = moves.len();
        while game.outcome().is_none() && moves.len() - opened < MAX_PLIES {
            let strength = strengths[usize::from(game.side_to_move() != a_seat)];
            let seed = move_seed(g, moves.len() - opened);
            match game.play_engine(strength, seed) {
                Some(text) => moves.push(text),
                None => break,
            }
        }
        let outcome = game.outcome().unwrap_or(Outcome::Draw);
        tally.add(outcome, a_seat);
        report(&GameReport {
            index: g,
            a_seat,
            outcome,
            moves,
        });
    }
    tally
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let show_moves = args.iter().any(|a| a == "--moves");
    let args: Vec<String> = args.iter().filter(|a| *a != "--moves").cloned().collect();
    let (variant, a, b, games, plies) = match &args[..] {
        [v, a, b, g] => (v, a, b, g, None),
        [v, a, b, g, flag, n] if flag == "--openings" => {
            (v, a, b, g, Some(super::number::<u32>("--openings", n)?))
        }
        _ => return Err(USAGE.into()),
    };
    let (family, variant) = games::resolve(variant)?;
    let start = family.start(&variant)?;
    if start.sides() < 2 {
        return Err(format!(
            "{} is a one-player game; arena needs two or more seats",
            family.id()
        ));
    }
    let max = start.max_strength();
    let strengths = [
        super::strength("STRENGTH_A", a, max)?,
        super::strength("STRENGTH_B", b, max)?,
    ];
    let games: u32 = super::number("GAMES", games)?;
    let names = family.seat_names();
    let seat_name = |seat: u8| {
        names
            .get(usize::from(seat))
            .map_or_else(|| format!("seat {}", seat + 1), |n| n.to_lowercase())
    };
    let mut failed = None;
    let tally = play_match(start.as_ref(), strengths, games, plies, |r| {
        let result = match r.outcome {
            Outcome::Draw => "draw".to_string(),
            Outcome::Win(seat) if seat == r.a_seat => "A wins".to_string(),
            Outcome::Win(seat) => format!("B wins ({})", seat_name(seat)),
        };
        if let Err(e) = writeln!(
            out,
            "game {}: A {}, {result}",
            r.index + 1,
            seat_name(r.a_seat)
        ) {
            failed = Some(e.to_string());
        }
        if show_moves && let Err(e) = writeln!(out, "  {}", r.moves.join(" ")) {
            failed = Some(e.to_string());
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    writeln!(
        out,
        "A {} - {} - {} B",
        tally.wins, tally.draws, tally.losses
    )
    .map_err(super::io)?;
    Ok(0)
}

/// A match of `games` games from `start`, split over the machine's cores (each thread plays
/// its own games of it; the benches use this).
pub fn play_games_on_all_cores<G: crate::ai::ComputerPlayer>(
    start: &G,
    strengths: [u8; 2],
    games: u32,
) -> Tally {
    let played: Result<Tally, String> = split_over_cores(games, |range| {
        Ok(play_games(start, strengths, range, None, |_| {}))
    });
    played.expect("playing from a given start cannot fail")
}

/// Games `0..games` split into one range per core, each played on its own thread by `play`;
/// the tallies summed.
pub fn split_over_cores<E: Send>(
    games: u32,
    play: impl Fn(std::ops::Range<u32>) -> Result<Tally, E> + Sync,
) -> Result<Tally, E> {
    let threads = super::cores() as u32;
    let per = games.div_ceil(threads.max(1));
    let play = &play;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let range = (t * per).min(games)..((t + 1) * per).min(games);
                scope.spawn(move || play(range))
            })
            .collect();
        handles.into_iter().try_fold(Tally::default(), |sum, h| {
            let t = h.join().expect("a match thread")?;
            Ok(Tally {
                wins: sum.wins + t.wins,
                draws: sum.draws + t.draws,
                losses: sum.losses + t.losses,
            })
        })
    })
}
