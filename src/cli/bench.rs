//! `leapfrog bench`: move generator and search speed, and the expert's results against the
//! greedy player. Figures, not assertions: tests check correctness, this measures.

use std::io::Write;
use std::time::Duration;

use super::arena::play_match;
use crate::ai::budget::Instant;
use crate::ai::knight::{self, Kind};
use crate::ai::reversi::{MAX_STRENGTH, plan, start_with_plan};
use crate::ai::{Cancel, Step};
use crate::rules::Game;
use crate::rules::knight::Board;
use crate::rules::reversi::Reversi;

const USAGE: &str = "usage: leapfrog bench [GAME] [--games N] [--ladder]
       leapfrog bench reversi|draughts --versus-hand [--games N] [--millis M] [--size S]
                                   [--against WEIGHTS] [--variant NAME]   (WEIGHTS, NAME: draughts)
       leapfrog bench draughts --versus-hub \"COMMAND\" [--dir DIR] [--games N] [--first K] [--millis M] [--opponent-depth D] [--threads T] [--record FILE]
                                   (against another engine that speaks Hub)
       leapfrog bench draughts --speed [--hub \"COMMAND\"] [--dir DIR] [--millis M] [--threads T]
                                   (nodes a second and depth from five middle-game positions, beside a Hub engine's)
       leapfrog bench draughts --endings [--variant NAME] [--games N] [--millis M] [--pieces P]
                                   (won P-piece positions played out with and without the P-piece databases)
       leapfrog bench reversi --endgame [--threads N]   (the FFO #40-#49 solve only; all cores unless told)
       leapfrog bench reversi --probcut [--games N]   (fits ProbCut's error model)
       leapfrog bench playouts [NAME] [--seconds S]   (random playouts a second: data games, native twins)
       leapfrog bench gomoku [--seconds S] [--variant NAME] [--games N]
                                   (the matches at S seconds a move, on one board)
       leapfrog bench gomoku --versus \"COMMAND\" [--dir DIR] [--variant NAME] [--games N]
                [--first K] [--millis M] [--strength S] [--record FILE] [--probe on|off]
                                   (against a Gomocup engine from random 4-stone openings)";

/// Takes a gomoku option and its value out of the arguments.
fn take_value(
    rest: &mut Vec<String>,
    flag: &str,
    only: Option<&str>,
) -> Result<Option<String>, String> {
    let Some(at) = rest.iter().position(|a| a == flag) else {
        return Ok(None);
    };
    if only != Some("gomoku") {
        return Err(format!("{flag} is for gomoku\n{USAGE}"));
    }
    let value = rest.get(at + 1).cloned().ok_or_else(|| USAGE.to_string())?;
    rest.drain(at..at + 2);
    Ok(Some(value))
}

/// Steps a search to its end; returns the nodes it searched and the time it took.
pub fn timed_search<M>(thinking: &mut dyn crate::ai::Thinking<M>) -> (u64, Duration) {
    let started = Instant::now();
    while matches!(thinking.step(Duration::from_millis(50)), Step::Running) {}
    (thinking.nodes(), started.elapsed())
}

/// Every registered game's figures, or one game's.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let (only, rest) = match args.first() {
        Some(name) if !name.starts_with("--") => (Some(name.as_str()), &args[1..]),
        _ => (None, args),
    };
    if only == Some("serve") {
        return super::bench_serve::run(rest, out);
    }
    if only == Some("playouts") {
        return super::bench_playouts::run(rest, out);
    }
    if rest.first().is_some_and(|a| a == "--endgame") {
        let threads = match &rest[1..] {
            [] => super::cores(),
            [flag, n] if flag == "--threads" => super::number("--threads", n)?,
            _ => return Err(USAGE.into()),
        };
        if only != Some("reversi") {
            return Err(format!("--endgame is for reversi alone\n{USAGE}"));
        }
        ffo_endgames(threads, &mut |line| {
            writeln!(out, "{line}").map_err(super::io)
        })?;
        return Ok(0);
    }
    if rest.first().is_some_and(|a| a == "--probcut") {
        let games = match &rest[1..] {
            [] => 40,
            [flag, n] if flag == "--games" => super::number("--games", n)?,
            _ => return Err(USAGE.into()),
        };
        if only != Some("reversi") {
            return Err(format!("--probcut is for reversi\n{USAGE}"));
        }
        super::reversi_probcut::run(games, out)?;
        return Ok(0);
    }
    if rest.first().is_some_and(|a| a == "--endings") {
        if only != Some("draughts") {
            return Err(format!("--endings is for draughts\n{USAGE}"));
        }
        let mut options = super::bench_draughts_endings::Options {
            variant: "draughts-international".into(),
            games: 40,
            millis: 100,
            pieces: 5,
        };
        for (flag, value) in super::flag_pairs(&rest[1..])? {
            match flag {
                "--variant" => options.variant = value.clone(),
                "--games" => options.games = super::number("--games", value)?,
                "--millis" => options.millis = super::number("--millis", value)?,
                "--pieces" => options.pieces = super::number("--pieces", value)?,
                _ => return Err(format!("unknown option `{flag}`\n{USAGE}")),
            }
        }
        if !(3..=5).contains(&options.pieces) {
            return Err(format!("--pieces: {} is not from 3 to 5", options.pieces));
        }
        super::bench_draughts_endings::run(&options, out)?;
        return Ok(0);
    }
    #[cfg(not(target_arch = "wasm32"))]
    if rest.first().is_some_and(|a| a == "--speed") {
        if only != Some("draughts") {
            return Err(format!("--speed is for draughts\n{USAGE}"));
        }
        super::bench_draughts_speed::run(&speed_options(&rest[1..])?, out)?;
        return Ok(0);
    }
    #[cfg(not(target_arch = "wasm32"))]
    if rest.first().is_some_and(|a| a == "--versus-hub") {
        if only != Some("draughts") {
            return Err(format!("--versus-hub is for draughts\n{USAGE}"));
        }
        let options = versus_hub_options(&rest[1..])?;
        super::draughts_versus_hub::run(&options, out)?;
        return Ok(0);
    }
    #[cfg(not(target_arch = "wasm32"))]
    if rest.first().is_some_and(|a| a == "--versus") {
        if only != Some("gomoku") {
            return Err(format!("--versus is for gomoku\n{USAGE}"));
        }
        let options =
            super::gomoku_versus::Versus::parse(&rest[1..]).map_err(|e| format!("{e}\n{USAGE}"))?;
        super::gomoku_versus::run(&options, out)?;
        return Ok(0);
    }
    if rest.first().is_some_and(|a| a == "--versus-hand") {
        if only != Some("reversi") && only != Some("draughts") {
            return Err(format!(
                "--versus-hand is for reversi and draughts\n{USAGE}"
            ));
        }
        let (mut games, mut millis, mut size) = (100, 100, 8);
        let (mut against, mut variant) = (None, None);
        for (flag, value) in super::flag_pairs(&rest[1..])? {
            match flag {
                "--games" => games = super::number("--games", value)?,
                "--millis" => millis = super::number("--millis", value)?,
                "--size" => size = super::number("--size", value)?,
                "--against" if only == Some("draughts") => against = Some(value.clone()),
                "--variant" if only == Some("draughts") => variant = Some(value.clone()),
                _ => return Err(format!("unknown option `{flag}`\n{USAGE}")),
            }
        }
        if only == Some("draughts") {
            super::bench_draughts::versus_hand(
                games,
                millis,
                against.as_deref(),
                variant.as_deref(),
                out,
            )?;
            return Ok(0);
        }
        if !(6..=10).contains(&size) {
            return Err(format!("--size: {size} is not a board side from 6 to 10"));
        }
        super::reversi_duel::run(size, games, millis, out)?;
        return Ok(0);
    }
    let mut rest = rest.to_vec();
    let move_time = match take_value(&mut rest, "--seconds", only)? {
        Some(text) => {
            let seconds: f64 = super::number("--seconds", &text)?;
            if !(seconds.is_finite() && seconds > 0.0) {
                return Err(format!("--seconds: {seconds} is not a positive time"));
            }
            Some(Duration::from_secs_f64(seconds))
        }
        None => None,
    };
    let variant = take_value(&mut rest, "--variant", only)?;
    let ladder = rest.iter().any(|a| a == "--ladder");
    let rest: Vec<String> = rest.iter().filter(|a| *a != "--ladder").cloned().collect();
    let games: u32 = match &rest[..] {
        [] => 100,
        [flag, n] if flag == "--games" => super::number("--games", n)?,
        _ => return Err(USAGE.into()),
    };
    if ladder && (move_time.is_some() || variant.is_some()) {
        return Err(format!(
            "--seconds and --variant do not go with --ladder\n{USAGE}"
        ));
    }
    if ladder {
        let game = only.ok_or_else(|| format!("--ladder needs a GAME\n{USAGE}"))?;
        let (family, variant) = crate::games::resolve(game)?;
        let start = family.start(&variant)?;
        if start.sides() != 2 {
            return Err(format!(
                "--ladder needs a two-player game; {game} is not one"
            ));
        }
        writeln!(out, "{variant}: the strength ladder").map_err(super::io)?;
        super::ladder::run(family, &variant, games, out)?;
        return Ok(0);
    }
    if move_time.is_some() || variant.is_some() {
        super::bench_gomoku::run_with(games, move_time, variant.as_deref(), out)?;
        return Ok(0);
    }
    let mut ran = false;
    for family in crate::games::FAMILIES {
        if only.is_some_and(|id| id != family.id()) {
            continue;
        }
        if let Some(bench) = super::registry::bench(family.id()) {
            bench(games, out)?;
            ran = true;
        }
    }
    if !ran {
        let ids: Vec<&str> = crate::games::FAMILIES
            .iter()
            .filter(|f| super::registry::bench(f.id()).is_some())
            .map(|f| f.id())
            .collect();
        return Err(format!("{USAGE}\n(GAME: {})", ids.join(", ")));
    }
    Ok(0)
}

/// Knight's tours: every start of 8x8, the 1000 x 1000 board open and closed, and the long odd
/// strip 3 x 999 from the middle (the exact strip walk).
pub fn tour(out: &mut dyn Write) -> Result<(), String> {
    let board = Board::new(8, 8);
    let started = Instant::now();
    for start in 0..64 {
        knight::tour(board, start, Kind::Open).map_err(|e| e.to_string())?;
    }
    writeln!(
        out,
        "tour 8x8 open from each of the 64 squares: {:.2} ms in all",
        started.elapsed().as_secs_f64() * 1e3
    )
    .map_err(super::io)?;
    let board = Board::new(1000, 1000);
    for kind in [Kind::Open, Kind::Closed] {
        let started = Instant::now();
        let tour = knight::tour(board, 0, kind).map_err(|e| e.to_string())?;
        let took = started.elapsed();
        knight::check_tour(board, &tour, kind)?;
        writeln!(out, "tour 1000x1000 {kind:?}: {:.3} s", took.as_secs_f64()).map_err(super::io)?;
    }
    let board = Board::new(3, 999);
    let middle = board.square(1, 499);
    let started = Instant::now();
    let tour = knight::tour(board, middle, Kind::Open).map_err(|e| e.to_string())?;
    let took = started.elapsed();
    knight::check_tour(board, &tour, Kind::Open)?;
    writeln!(
        out,
        "tour 3x999 Open from 2,500: {:.3} s",
        took.as_secs_f64()
    )
    .map_err(super::io)?;
    Ok(())
}

pub fn reversi(games: u32, out: &mut dyn Write) -> Result<(), String> {
    let mut say = |line: String| writeln!(out, "{line}").map_err(super::io);

    let game = Reversi::standard(8);
    let started = Instant::now();
    let mut total = 0;
    for d in 1..=11 {
        total += game.perft(d);
    }
    let all = started.elapsed();
    let started = Instant::now();
    let leaves = game.perft(11);
    let eleven = started.elapsed();
    say(format!(
        "reversi-8 perft 1-11: {total} leaves in {:.3} s; perft(11) = {leaves} in {:.3} s ({:.0} M leaves/s)",
        all.as_secs_f64(),
        eleven.as_secs_f64(),
        leaves as f64 / eleven.as_secs_f64() / 1e6
    ))?;

    ffo_endgames(super::cores(), &mut say)?;

    // Expert speed: a few middle-game positions for a fixed time each.
    let mut nodes = 0;
    let mut time = Duration::ZERO;
    for plies in [8, 16, 24] {
        let mut position = Reversi::standard(8);
        for _ in 0..plies {
            let moves = position.legal_moves();
            position.play(&moves[moves.len() / 2]);
        }
        let mut search_plan = plan(MAX_STRENGTH);
        search_plan.budget.max_time = Some(Duration::from_secs(2));
        let mut thinking = start_with_plan(&position, search_plan, Cancel::default());
        let (searched, took) = timed_search(thinking.as_mut());
        time += took;
        nodes += searched;
    }
    say(format!(
        "expert search: {nodes} nodes in {:.2} s ({:.2} M nodes/s)",
        time.as_secs_f64(),
        nodes as f64 / time.as_secs_f64() / 1e6
    ))?;

    let started = Instant::now();
    let tally = play_match(
        &Reversi::standard(8),
        [MAX_STRENGTH, 1],
        games,
        None,
        |_| {},
    );
    say(format!(
        "expert vs strength 1 over {games} games: {} - {} - {} ({:.1}% wins) in {:.0} s",
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * f64::from(tally.wins) / f64::from(games.max(1)),
        started.elapsed().as_secs_f64()
    ))?;
    Ok(())
}

/// The exact endgame solver on FFO #40-#49 on `threads` threads: score against the published
/// one, time, nodes.
fn ffo_endgames(
    threads: usize,
    say: &mut dyn FnMut(String) -> Result<(), String>,
) -> Result<(), String> {
    use crate::ai::reversi::endgame::EndgameSolver;
    use crate::rules::reversi::notation::square_name;
    let (mut total_time, mut total_nodes, mut right) = (Duration::ZERO, 0, 0);
    let positions = crate::ai::reversi::ffo::positions();
    for ffo in &positions {
        let (me, opp) = crate::rules::reversi::obf::parse_position(&ffo.position)?;
        let mut solver = EndgameSolver::default().with_threads(threads);
        let started = Instant::now();
        let (score, best) = solver
            .solve(me, opp, u64::MAX)
            .map_err(|_| "out of nodes".to_string())?;
        let took = started.elapsed();
        total_time += took;
        total_nodes += solver.budget.nodes;
        right += u32::from(score == ffo.score);
        say(format!(
            "FFO #{}: {score:+} {} (published {:+}) in {:.2} s, {} M nodes ({:.1} M nodes/s)",
            ffo.number,
            best.map_or("pass".into(), |c| square_name(8, c as u16)),
            ffo.score,
            took.as_secs_f64(),
            solver.budget.nodes / 1_000_000,
            solver.budget.nodes as f64 / took.as_secs_f64().max(1e-9) / 1e6
        ))?;
    }
    say(format!(
        "FFO #40-#49: {right} of {} exact, {:.1} s in all, {} M nodes, {threads} thread(s)",
        positions.len(),
        total_time.as_secs_f64(),
        total_nodes / 1_000_000
    ))
}

/// Peg solitaire: the English central game (any solution, then the fewest-moves proof) and
/// the whole Hopping Dots state space.
pub fn peg(out: &mut dyn Write) -> Result<(), String> {
    use crate::ai::peg::{Fewest, Solver, State, Verdict, dots};
    let (path, text) = crate::level::shipped::under(crate::level::peg::FOLDER)
        .find(|(p, _)| p.ends_with("classic/english.ron"))
        .ok_or("the English level ships")?;
    let english = crate::level::peg::parse(path, text).map_err(|e| e.to_string())?;
    let started = Instant::now();
    let solved = matches!(
        Solver::new(&english.game).solve(State::of(&english.game), u64::MAX),
        Verdict::Solvable(_)
    );
    writeln!(
        out,
        "peg English central game, any solution: {:.2} ms (solved: {solved})",
        started.elapsed().as_secs_f64() * 1e3
    )
    .map_err(super::io)?;
    let started = Instant::now();
    let classified = dots::classify();
    let solvable = (0..1u32 << dots::POINTS)
        .flat_map(|m| (0..dots::POINTS).map(move |r| (m, r)))
        .filter(|&(m, r)| m & (1 << r) != 0 && classified.solvable(m, r))
        .count();
    writeln!(
        out,
        "peg Hopping Dots, all 2^13 x 13 states classified: {:.1} ms ({solvable} solvable)",
        started.elapsed().as_secs_f64() * 1e3
    )
    .map_err(super::io)?;
    let started = Instant::now();
    let plan = Fewest::new(&english.game, None).finish();
    writeln!(
        out,
        "peg English central game, fewest moves proven: {:?} in {:.1} s",
        plan.map(|p| p.moves),
        started.elapsed().as_secs_f64()
    )
    .map_err(super::io)?;
    Ok(())
}

/// Reads `--speed`'s options.
#[cfg(not(target_arch = "wasm32"))]
fn speed_options(args: &[String]) -> Result<super::bench_draughts_speed::Speed, String> {
    let mut options = super::bench_draughts_speed::Speed {
        hub: None,
        dir: None,
        millis: 500,
        threads: 1,
    };
    for (flag, value) in super::flag_pairs(args)? {
        match flag {
            "--hub" => options.hub = Some(value.clone()),
            "--dir" => options.dir = Some(value.clone()),
            "--millis" => options.millis = super::number("--millis", value)?,
            "--threads" => options.threads = super::number("--threads", value)?,
            _ => return Err(format!("unknown option `{flag}`\n{USAGE}")),
        }
    }
    Ok(options)
}

/// Reads `--versus-hub`'s command and options.
#[cfg(not(target_arch = "wasm32"))]
fn versus_hub_options(args: &[String]) -> Result<super::draughts_versus_hub::VersusHub, String> {
    let (command, flags) = args
        .split_first()
        .ok_or_else(|| format!("--versus-hub needs the engine's command\n{USAGE}"))?;
    let mut options = super::draughts_versus_hub::VersusHub {
        command: command.clone(),
        dir: None,
        games: 40,
        first: 1,
        millis: 500,
        opponent_depth: None,
        threads: 1,
        record: None,
    };
    for (flag, value) in super::flag_pairs(flags)? {
        match flag {
            "--dir" => options.dir = Some(value.clone()),
            "--games" => options.games = super::number("--games", value)?,
            "--first" => options.first = super::number("--first", value)?,
            "--millis" => options.millis = super::number("--millis", value)?,
            "--opponent-depth" => {
                options.opponent_depth = Some(super::number("--opponent-depth", value)?)
            }
            "--threads" => options.threads = super::number("--threads", value)?,
            "--record" => options.record = Some(value.clone()),
            _ => return Err(format!("unknown option `{flag}`\n{USAGE}")),
        }
    }
    Ok(options)
}
