//! `leapfrog arena VARIANT A B GAMES [--openings N] [--first K] [--against VARIANT_B]`: engine against
//! engine for any game of two or more seats, at strengths or at equal time a move (`0.5s`);
//! with `--against`, B plays the same game on another rule set (a data file against the
//! native engine), the two kept in step by the moves' texts. Each game opens with random plies (the same opening for a round of
//! games, one per seat A can take); A takes the seats in turn and B every other seat. A line
//! per game (and its moves with `--moves`), then each one's mean time a move, then `A W - D - L B`
//! (wins, draws and losses of A). `--first K` starts at game K (from 1), so that one match can run as several
//! processes side by side, each with its own games.

use std::io::Write;
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::games::{self, AnyGame};
use crate::rules::Outcome;

const USAGE: &str = "usage: leapfrog arena VARIANT STRENGTH_A STRENGTH_B GAMES [--openings N] \
                     [--moves] [--first K] [--against VARIANT_B]\n  a strength is a number or seconds a move \
                     (`0.5s`); with --against, B plays on VARIANT_B (the same game by other rules, \
                     kept in step by the moves' texts)";

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
    /// A's and B's time spent choosing moves, and their moves chosen.
    pub thought: [(Duration, u32); 2],
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
    report: impl FnMut(&GameReport),
) -> Tally {
    let players = strengths.map(Player::Strength);
    play_games_between([start, start], players, range, plies, report)
        .expect("one game by strengths cannot disagree with itself")
}

/// How an arena player chooses: at a strength, or with a time a move at full strength.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    Strength(u8),
    MoveTime(Duration),
}

impl Player {
    /// `N` (a strength from 1 to `max`) or `Ts` (seconds a move, as `0.5s`).
    pub fn parse(what: &str, text: &str, max: u8) -> Result<Self, String> {
        match text.strip_suffix('s') {
            Some(secs) => match secs.parse::<f32>() {
                Ok(t) if t > 0.0 && t <= 600.0 => Ok(Self::MoveTime(Duration::from_secs_f32(t))),
                _ => Err(format!(
                    "{what} must be a strength or seconds a move as `0.5s`, found `{text}`"
                )),
            },
            None => super::strength(what, text, max).map(Self::Strength),
        }
    }

    fn play(self, game: &mut dyn AnyGame, seed: u64) -> Result<Option<String>, String> {
        match self {
            Self::Strength(s) => Ok(game.play_engine(s, seed)),
            Self::MoveTime(t) => game.play_engine_for(t, seed),
        }
    }
}

/// Games `range` of a match where A plays on `starts[0]` and B on `starts[1]`: the same game,
/// or two rule sets of one game (a data file and the native one), kept in step by the moves'
/// texts. An error when a move of one does not read on the other or their outcomes differ.
pub fn play_games_between(
    starts: [&dyn AnyGame; 2],
    players: [Player; 2],
    range: std::ops::Range<u32>,
    plies: Option<u32>,
    mut report: impl FnMut(&GameReport),
) -> Result<Tally, String> {
    let twin = !std::ptr::addr_eq(starts[0], starts[1]);
    let seats = starts[0].sides().max(1) as u32;
    // The rule sets may number the seats differently (seat 0 moving first in one, second in
    // the other): B's seat numbers are A's turned by the difference of their first movers.
    let turn =
        (u32::from(starts[1].side_to_move()) + seats - u32::from(starts[0].side_to_move())) % seats;
    let in_a_seats = |outcome: Option<Outcome>| match outcome {
        Some(Outcome::Win(s)) => Some(Outcome::Win(((u32::from(s) + seats - turn) % seats) as u8)),
        other => other,
    };
    let mut tally = Tally::default();
    for g in range {
        let round = g / seats;
        let a_seat = (g % seats) as u8;
        let (game, mut moves) = opening(starts[0], round, plies.unwrap_or(varied_plies(round)));
        let mut other = starts[1].boxed_clone();
        if twin {
            // The opening is written in A's notation; B reads each ply in its own.
            let mut replay = starts[0].boxed_clone();
            for text in &moves {
                let before = replay.boxed_clone();
                replay.play_text(text).expect("the opening replays");
                follow(before.as_ref(), replay.as_ref(), other.as_mut(), text).ok_or_else(
                    || {
                        format!(
                            "game {}: opening `{text}` reads as no move of the other rules",
                            g + 1
                        )
                    },
                )?;
            }
        }
        let mut boards = [game, other];
        let opened = moves.len();
        let mut thought = [(Duration::ZERO, 0); 2];
        while boards[0].outcome().is_none() && moves.len() - opened < MAX_PLIES {
            let b_moves = usize::from(boards[0].side_to_move() != a_seat);
            let board = if twin { b_moves } else { 0 };
            let seed = move_seed(g, moves.len() - opened);
            let before = twin.then(|| boards[board].boxed_clone());
            let started = crate::ai::budget::Instant::now();
            let Some(text) = players[b_moves].play(boards[board].as_mut(), seed)? else {
                break;
            };
            thought[b_moves].0 += started.elapsed();
            thought[b_moves].1 += 1;
            if let Some(before) = before {
                let [a, b] = &mut boards;
                let (played, other) = if board == 0 { (a, b) } else { (b, a) };
                follow(before.as_ref(), played.as_ref(), other.as_mut(), &text).ok_or_else(
                    || {
                        format!(
                            "game {}: `{text}` by {} reads as no move of {}'s rules, after {}",
                            g + 1,
                            ["A", "B"][b_moves],
                            ["A", "B"][1 - b_moves],
                            moves.join(" ")
                        )
                    },
                )?;
            }
            moves.push(text);
        }
        let outcome = boards[0].outcome().unwrap_or(Outcome::Draw);
        let b_outcome = in_a_seats(boards[1].outcome());
        if twin && b_outcome.unwrap_or(Outcome::Draw) != outcome {
            return Err(format!(
                "game {}: the two rule sets disagree on the outcome ({outcome:?} and {b_outcome:?} \
                 in the first's seats) after {}",
                g + 1,
                moves.join(" ")
            ));
        }
        tally.add(outcome, a_seat);
        report(&GameReport {
            index: g,
            a_seat,
            outcome,
            moves,
            thought,
        });
    }
    Ok(tally)
}

/// Plays on `other` the move `text` made from `before` to `after` on the mover's rules, in
/// `other`'s notation ([`translate`]); `None` where `other` has no such move.
fn follow(
    before: &dyn AnyGame,
    after: &dyn AnyGame,
    other: &mut dyn AnyGame,
    text: &str,
) -> Option<()> {
    let theirs = translate(before, after, other, text)?;
    other.play_text(&theirs).ok()
}

/// The text of the move `text` (played from `before` to `after`) in `other`'s notation: the
/// text itself where `other` reads it, else the legal move of `other` that reaches the same
/// position on the mover's rules (notations differ in how much of a chain they write).
fn translate(
    before: &dyn AnyGame,
    after: &dyn AnyGame,
    other: &dyn AnyGame,
    text: &str,
) -> Option<String> {
    if other.boxed_clone().play_text(text).is_ok() {
        return Some(text.to_string());
    }
    other.legal_move_texts().into_iter().find(|t| {
        let mut trial = before.boxed_clone();
        trial.play_text(t).is_ok() && trial.hash() == after.hash()
    })
}

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let mut show_moves = false;
    let mut plies = None;
    let mut against = None;
    let mut first = 1u32;
    let mut positional = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--moves" => show_moves = true,
            "--openings" => plies = Some(super::flag_number("--openings", rest.next(), USAGE)?),
            "--against" => against = Some(rest.next().ok_or(USAGE)?.clone()),
            "--first" => first = super::flag_number::<u32>("--first", rest.next(), USAGE)?.max(1),
            _ => positional.push(arg),
        }
    }
    let [variant, a, b, games] = positional[..] else {
        return Err(USAGE.into());
    };
    let (family, variant) = games::resolve(variant)?;
    let start = family.start(&variant)?;
    if start.sides() < 2 {
        return Err(format!(
            "{} is a one-player game; arena needs two or more seats",
            family.id()
        ));
    }
    let b_start = match &against {
        Some(other) => {
            let (b_family, b_variant) = games::resolve(other)?;
            let b_start = b_family.start(&b_variant)?;
            if b_start.sides() != start.sides() {
                return Err(format!(
                    "{variant} has {} seats and {b_variant} {}: --against needs the same game",
                    start.sides(),
                    b_start.sides()
                ));
            }
            Some(b_start)
        }
        None => None,
    };
    let b_game = b_start.as_deref().unwrap_or(start.as_ref());
    let players = [
        Player::parse("STRENGTH_A", a, start.max_strength())?,
        Player::parse("STRENGTH_B", b, b_game.max_strength())?,
    ];
    let games: u32 = super::number("GAMES", games)?;
    let names = family.seat_names();
    let seat_name = |seat: u8| {
        names
            .get(usize::from(seat))
            .map_or_else(|| format!("seat {}", seat + 1), |n| n.to_lowercase())
    };
    let mut failed = None;
    let mut thought = [(Duration::ZERO, 0u32); 2];
    let tally = play_games_between(
        [start.as_ref(), b_game],
        players,
        first - 1..first - 1 + games,
        plies,
        |r| {
            for (sum, game) in thought.iter_mut().zip(r.thought) {
                sum.0 += game.0;
                sum.1 += game.1;
            }
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
        },
    );
    if let Some(e) = failed {
        return Err(e);
    }
    let tally = tally?;
    let per_move = |(time, moves): (Duration, u32)| time.as_secs_f64() / f64::from(moves.max(1));
    writeln!(
        out,
        "mean time a move: A {:.3} s, B {:.3} s\nA {} - {} - {} B",
        per_move(thought[0]),
        per_move(thought[1]),
        tally.wins,
        tally.draws,
        tally.losses
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
