//! Hopping Dots: the whole state space (every set of pieces on the 13 points x every place of
//! the red piece) classified in one sweep, and the generator of the shipped level pack.

use super::rating::score_of;
use crate::rules::peg::{Hole, Jump, PegBoard};

pub const POINTS: usize = 13;
const STATES: usize = (1 << POINTS) * POINTS;

/// Per state (`mask * 13 + red`): solvable, solving jump sequences, the chance random jumping
/// solves, and the fewest moves (chains counting once). Only states with the red piece on an
/// occupied point mean anything.
pub struct Classification {
    pub solutions: Vec<f64>,
    pub random_success: Vec<f64>,
    /// `u8::MAX` where the state cannot be solved.
    pub fewest_moves: Vec<u8>,
    jumps: Vec<Jump>,
}

pub fn index(mask: u32, red: usize) -> usize {
    mask as usize * POINTS + red
}

const UNSOLVABLE: u8 = u8::MAX;

impl Classification {
    pub fn solvable(&self, mask: u32, red: usize) -> bool {
        self.fewest_moves[index(mask, red)] != UNSOLVABLE
    }

    /// Legal jumps of a state: the red piece may jump but not be jumped.
    fn moves(&self, mask: u32, red: usize) -> impl Iterator<Item = &Jump> + '_ {
        self.jumps.iter().filter(move |j| {
            mask & (1 << j.from) != 0
                && mask & (1 << j.over) != 0
                && mask & (1 << j.to) == 0
                && usize::from(j.over) != red
        })
    }
}

fn after(mask: u32, red: usize, j: &Jump) -> (u32, usize) {
    let mask = mask ^ (1 << j.from) ^ (1 << j.over) ^ (1 << j.to);
    let red = if usize::from(j.from) == red {
        usize::from(j.to)
    } else {
        red
    };
    (mask, red)
}

/// Classifies every state, fewest pieces first (a jump always removes one).
pub fn classify() -> Classification {
    let board = PegBoard::hopping_dots();
    let mut c = Classification {
        solutions: vec![0.0; STATES],
        random_success: vec![0.0; STATES],
        fewest_moves: vec![UNSOLVABLE; STATES],
        jumps: board.jumps.clone(),
    };
    // `free[state * 13 + at]`: fewest moves when the piece on `at` may go on jumping for free.
    let mut free = vec![UNSOLVABLE; STATES * POINTS];
    let mut masks: Vec<u32> = (1..1u32 << POINTS).collect();
    masks.sort_by_key(|m| m.count_ones());
    for mask in masks {
        for red in (0..POINTS).filter(|r| mask & (1 << r) != 0) {
            let i = index(mask, red);
            if mask == 1 << red {
                c.solutions[i] = 1.0;
                c.random_success[i] = 1.0;
                c.fewest_moves[i] = 0;
            } else {
                let (mut count, mut chance, mut jumps, mut best) = (0.0, 0.0, 0, UNSOLVABLE);
                for j in c.moves(mask, red) {
                    let (m, r) = after(mask, red, j);
                    let child = index(m, r);
                    count += c.solutions[child];
                    chance += c.random_success[child];
                    jumps += 1;
                    best = best.min(free[child * POINTS + usize::from(j.to)].saturating_add(1));
                }
                c.solutions[i] = count;
                c.random_success[i] = if jumps == 0 {
                    0.0
                } else {
                    chance / f64::from(jumps)
                };
                c.fewest_moves[i] = best;
            }
            for at in (0..POINTS).filter(|a| mask & (1 << a) != 0) {
                let mut best = c.fewest_moves[i];
                for j in c.moves(mask, red).filter(|j| usize::from(j.from) == at) {
                    let (m, r) = after(mask, red, j);
                    best = best.min(free[index(m, r) * POINTS + usize::from(j.to)]);
                }
                free[i * POINTS + at] = best;
            }
        }
    }
    c
}

/// One generated level.
#[derive(Clone, Debug, PartialEq)]
pub struct DotsLevel {
    /// One mark per point: `r` the red piece, `g` a green one, `.` empty.
    pub pieces: String,
    pub red: Hole,
    pub solutions: f64,
    pub losing_first_jumps: usize,
    pub first_jumps: usize,
    pub fewest_moves: u8,
    pub random_success: f64,
    pub score: u32,
}

/// The board's eight symmetries as point permutations (found from the drawing).
fn symmetries() -> Vec<Vec<usize>> {
    // Points sit on a 5x5 lattice (x, y in 0..=4); rotate and mirror that square.
    let board = PegBoard::hopping_dots();
    let at = |x: f32, y: f32| {
        board
            .points
            .iter()
            .position(|p| (p.0 - x).abs() < 1e-3 && (p.1 - y).abs() < 1e-3)
            .expect("the square's symmetries map points to points")
    };
    type Transform = fn(f32, f32) -> (f32, f32);
    let transforms: [Transform; 8] = [
        |x, y| (x, y),
        |x, y| (4.0 - y, x),
        |x, y| (4.0 - x, 4.0 - y),
        |x, y| (y, 4.0 - x),
        |x, y| (4.0 - x, y),
        |x, y| (x, 4.0 - y),
        |x, y| (y, x),
        |x, y| (4.0 - y, 4.0 - x),
    ];
    transforms
        .iter()
        .map(|t| {
            board
                .points
                .iter()
                .map(|&(x, y)| {
                    let (x, y) = t(x, y);
                    at(x, y)
                })
                .collect()
        })
        .collect()
}

/// At least `count` levels (when there are that many distinct ones), from easy to hard: every
/// solvable start with three or more pieces, one per symmetry class, rated, then picked at
/// even steps through the ratings. Deterministic, so the pack can be remade.
pub fn generate(count: usize) -> Vec<DotsLevel> {
    let c = classify();
    let symmetries = symmetries();
    let mut candidates = Vec::new();
    for mask in 0..1u32 << POINTS {
        if mask.count_ones() < 3 {
            continue;
        }
        for red in (0..POINTS).filter(|r| mask & (1 << r) != 0) {
            if !c.solvable(mask, red) {
                continue;
            }
            let image = |map: &Vec<usize>| {
                let m = (0..POINTS)
                    .filter(|p| mask & (1 << p) != 0)
                    .fold(0u32, |m, p| m | 1 << map[p]);
                (m, map[red])
            };
            if symmetries.iter().map(image).min() != Some((mask, red)) {
                continue;
            }
            candidates.push(level(&c, mask, red));
        }
    }
    candidates.sort_by(|a, b| {
        (
            a.score,
            a.fewest_moves,
            a.pieces.matches('g').count(),
            &a.pieces,
        )
            .partial_cmp(&(
                b.score,
                b.fewest_moves,
                b.pieces.matches('g').count(),
                &b.pieces,
            ))
            .expect("no NaN ratings")
    });
    let count = count.min(candidates.len());
    if count <= 1 {
        return candidates.into_iter().take(count).collect();
    }
    (0..count)
        .map(|k| candidates[k * (candidates.len() - 1) / (count - 1)].clone())
        .collect()
}

fn level(c: &Classification, mask: u32, red: usize) -> DotsLevel {
    let i = index(mask, red);
    let pieces: String = (0..POINTS)
        .map(|p| match p {
            _ if p == red => 'r',
            _ if mask & (1 << p) != 0 => 'g',
            _ => '.',
        })
        .collect();
    let (mut first_jumps, mut losing_first_jumps) = (0, 0);
    for j in c.moves(mask, red) {
        first_jumps += 1;
        let (m, r) = after(mask, red, j);
        if !c.solvable(m, r) {
            losing_first_jumps += 1;
        }
    }
    DotsLevel {
        pieces,
        red: red as Hole,
        solutions: c.solutions[i],
        losing_first_jumps,
        first_jumps,
        fewest_moves: c.fewest_moves[i],
        random_success: c.random_success[i],
        score: score_of(c.random_success[i]),
    }
}

/// The level file for a generated level.
pub fn level_file(number: usize, level: &DotsLevel) -> String {
    let spaced: Vec<String> = level.pieces.chars().map(String::from).collect();
    format!(
        "// Generated by `leapfrog generate dots`: difficulty {score}, {solutions} solving jump \
         sequences,\n// {losing} of {first} first jumps lose, fewest moves {fewest}.\n\
         PegLevel(\n    title: (en: \"Level {number}\", zh: Some(\"第{number}关\")),\n    \
         board: HoppingDots(pieces: \"{pieces}\"),\n    goal: OnlyPiece(\"{red}\"),\n    \
         par: Some({fewest}),\n    difficulty: Some({score}),\n)\n",
        score = level.score,
        solutions = level.solutions,
        losing = level.losing_first_jumps,
        first = level.first_jumps,
        fewest = level.fewest_moves,
        pieces = spaced.join(" "),
        red = level.red + 1,
    )
}

/// The pack file listing the levels in order.
pub fn pack_file(count: usize) -> String {
    let names: Vec<String> = (1..=count).map(|n| format!("\"{n:02}\"")).collect();
    format!(
        "// Generated by `leapfrog generate dots`, easiest first.\nPegPack(\n    title: (en: \
         \"Hopping Dots\", zh: Some(\"跳跳点\")),\n    order: [{}],\n)\n",
        names.join(", ")
    )
}

/// Levels a generated pack holds.
pub const PACK_SIZE: usize = 48;
