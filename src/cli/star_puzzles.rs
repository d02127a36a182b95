//! `leapfrog generate chinese-checkers [--out DIR]`: remakes the solo pack. The crossing of
//! ten marbles by beam search (par 27, Bell's proven minimum); crossings of two, three and
//! four marbles; the last 4 to 9 moves of the crossing as set-up endings; and three set-ups
//! of marbles scattered in the middle. Every puzzle but the crossing has its fewest moves
//! proven by the two-ended breadth-first search.

use std::io::Write;
use std::path::PathBuf;

use super::bench_chinese_checkers::CROSSING_WIDTH;
use crate::ai::chinese_checkers::solo::{self, SoloMove};
use crate::level::chinese_checkers::PROOF_LIMIT;
use crate::rules::Game;
use crate::rules::chinese_checkers::board::{Holes, bit, geometry, holes_of};
use crate::rules::chinese_checkers::notation::hole_name;
use crate::rules::chinese_checkers::{ChineseCheckers, Rules, StarMove, StarSetup, WinRule};
use crate::rules::hash_mix;

const USAGE: &str = "usage: leapfrog generate chinese-checkers [--out DIR]";
const SEAT: u8 = 1;

struct Puzzle {
    name: String,
    title: (String, String),
    start: Holes,
    goal: Holes,
    line: Vec<SoloMove>,
    proven: bool,
    par: u32,
}

pub fn run(flags: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let dir = match flags {
        [] => PathBuf::from(crate::level::chinese_checkers::SOLO),
        [flag, dir] if flag == "--out" => PathBuf::from(dir),
        _ => return Err(USAGE.into()),
    };
    let g = geometry();
    let (home, target) = (g.home(SEAT), g.target(SEAT));
    let mut puzzles = Vec::new();

    let crossing = solo::beam(SEAT, home, target, CROSSING_WIDTH, 60)?;
    puzzles.push(Puzzle {
        name: "crossing".into(),
        title: ("The crossing: ten marbles".into(), "十珠横渡".into()),
        start: home,
        goal: target,
        par: 27,
        proven: false,
        line: crossing.clone(),
    });

    // The holes of each triangle from its point inwards.
    let from_point = |set: Holes, point: u8| {
        let mut holes: Vec<u8> = holes_of(set).collect();
        holes.sort_by_key(|&h| (g.distance(h, point), h));
        holes
    };
    let home_order = from_point(home, g.target_tip(4));
    let target_order = from_point(target, g.target_tip(SEAT));
    let names = ["", "", "two", "three", "four"];
    let zh = ["", "", "两", "三", "四"];
    for k in 2..=4 {
        let start = home_order[..k].iter().fold(0, |s, &h| s | bit(h));
        let goal = target_order[..k].iter().fold(0, |s, &h| s | bit(h));
        puzzles.push(proven(
            format!("across-{k}"),
            (
                format!("Across with {} marbles", names[k]),
                format!("{}珠横渡", zh[k]),
            ),
            start,
            goal,
        )?);
    }

    let mut states = vec![home];
    for &(from, to) in &crossing {
        let last = *states.last().expect("the start");
        states.push(last ^ bit(from) ^ bit(to));
    }
    for left in 4..=9 {
        let start = states[crossing.len() - left];
        puzzles.push(proven(
            format!("ending-{left}"),
            (
                format!("Finish the crossing: {left} moves"),
                format!("完成横渡：{left} 步"),
            ),
            start,
            target,
        )?);
    }

    // Scattered set-ups: marbles on random holes of the middle hexagon.
    let middle: Vec<u8> = (0..121u8)
        .filter(|&h| (1..=6).all(|s| g.home(s) & bit(h) == 0))
        .collect();
    let mut seed = 2009u64;
    for (i, k) in [3usize, 4, 4].into_iter().enumerate() {
        let mut start: Holes = 0;
        while start.count_ones() < k as u32 {
            seed = hash_mix(seed);
            start |= bit(middle[(seed % middle.len() as u64) as usize]);
        }
        let goal = target_order[..k].iter().fold(0, |s, &h| s | bit(h));
        puzzles.push(proven(
            format!("scattered-{}", i + 1),
            (format!("Scattered {}", i + 1), format!("散珠 {}", i + 1)),
            start,
            goal,
        )?);
    }

    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for puzzle in &puzzles {
        let path = dir.join(format!("{}.ron", puzzle.name));
        std::fs::write(&path, ron_text(puzzle)).map_err(|e| format!("{}: {e}", path.display()))?;
        writeln!(
            out,
            "{}: {} moves{}",
            path.display(),
            puzzle.line.len(),
            if puzzle.proven {
                " (proven fewest)"
            } else {
                ""
            }
        )
        .map_err(super::io)?;
    }
    Ok(0)
}

fn proven(
    name: String,
    title: (String, String),
    start: Holes,
    goal: Holes,
) -> Result<Puzzle, String> {
    let line = solo::fewest(start, goal, PROOF_LIMIT)?;
    Ok(Puzzle {
        name,
        title,
        start,
        goal,
        par: line.len() as u32,
        proven: true,
        line,
    })
}

fn hole_list(set: Holes) -> String {
    let names: Vec<String> = holes_of(set)
        .map(|h| format!("\"{}\"", hole_name(h)))
        .collect();
    format!("[{}]", names.join(", "))
}

fn ron_text(puzzle: &Puzzle) -> String {
    let g = geometry();
    let mut game = ChineseCheckers::new(&StarSetup {
        seats: vec![SEAT],
        rules: Rules {
            win: WinRule::OwnOnly,
            play_on: false,
            no_foreign_stop: false,
            move_limit: 0,
        },
        pieces: Some(holes_of(puzzle.start).map(|h| (h, SEAT)).collect()),
        goal: Some(puzzle.goal),
    })
    .expect("a solo set-up");
    let mut moves = Vec::new();
    for &(from, to) in &puzzle.line {
        let mv = StarMove::Go { from, to };
        moves.push(format!("\"{}\"", game.move_text(&mv)));
        game.play(&mv);
    }
    let marbles = if puzzle.start == g.home(SEAT) {
        String::new()
    } else {
        format!("    marbles: Some({}),\n", hole_list(puzzle.start))
    };
    let goal = if puzzle.goal == g.target(SEAT) {
        String::new()
    } else {
        format!("    goal: Some({}),\n", hole_list(puzzle.goal))
    };
    let proof = if puzzle.proven {
        "// Fewest moves proven by `leapfrog solve --fewest-moves` (two-ended breadth-first search).\n"
    } else {
        "// Par 27 is the proven minimum (G. Bell, INTEGERS 9, 2009); the solution is Leapfrog's own.\n"
    };
    format!(
        "{proof}ChineseCheckersSolo(\n    name: \"{}\",\n    title: (en: \"{}\", zh: Some(\"{}\")),\n    seat: {SEAT},\n{marbles}{goal}    par: {},\n    proven: {},\n    solution: [{}],\n)\n",
        puzzle.name,
        puzzle.title.0,
        puzzle.title.1,
        puzzle.par,
        puzzle.proven,
        moves.join(", ")
    )
}
