//! The generic evaluation: material by the kinds' values, and for each piece the steps it
//! still needs to its promotion zone (kinds that promote) or its side's target zone (races),
//! as distances over the board's neighbours computed once per game.

use crate::rules::jump::board::NONE;
use crate::rules::jump::compile::MAX_SIDES;
use crate::rules::jump::{Position, Rules};

/// Points per step nearer the goal.
const STEP_WORTH: i32 = 6;
/// Points per step nearer for a racing piece (a race is won by distance alone).
const RACE_STEP_WORTH: i32 = 40;

pub struct Evaluator {
    /// Per side and cell: steps to the promotion zone.
    promotion: [Vec<i32>; MAX_SIDES],
    /// Per side and cell: steps to the target zone (0 when the game has none).
    target: [Vec<i32>; MAX_SIDES],
    race: bool,
}

/// Steps from every cell to the nearest cell of `zone` along any direction (breadth first),
/// capped at the board's size where the zone cannot be reached.
fn distances(rules: &Rules, zone: &crate::rules::jump::bits::Bits) -> Vec<i32> {
    let n = rules.geo.cells();
    let mut dist = vec![i32::MAX; n];
    let mut queue: Vec<usize> = zone.cells().map(usize::from).collect();
    for &c in &queue {
        dist[c] = 0;
    }
    let mut head = 0;
    while head < queue.len() {
        let at = queue[head];
        head += 1;
        for &next in &rules.geo.neighbour[at] {
            if next != NONE && dist[usize::from(next)] == i32::MAX {
                dist[usize::from(next)] = dist[at] + 1;
                queue.push(usize::from(next));
            }
        }
    }
    let far = n as i32;
    dist.iter()
        .map(|&d| if d == i32::MAX { far } else { d })
        .collect()
}

/// Steps to `zone` from outside it, and inside it minus the steps still to go deeper (to
/// the cells farthest from its edge): a race fills the far end first, so that the last
/// pieces find room at the entrance.
fn depth_scored(rules: &Rules, zone: &crate::rules::jump::bits::Bits) -> Vec<i32> {
    let to_zone = distances(rules, zone);
    let mut outside = crate::rules::jump::bits::Bits::default();
    for cell in 0..rules.geo.cells() {
        if !zone.has(cell as u8) {
            outside.set(cell as u8);
        }
    }
    let to_edge = distances(rules, &outside);
    let deepest = zone
        .cells()
        .map(|c| to_edge[usize::from(c)])
        .max()
        .unwrap_or(1);
    (0..rules.geo.cells())
        .map(|c| {
            if zone.has(c as u8) {
                deepest - to_edge[c]
            } else {
                to_zone[c] + deepest
            }
        })
        .collect()
}

impl Evaluator {
    pub fn new(rules: &Rules) -> Self {
        let sides = rules.sides.len();
        let mut promotion: [Vec<i32>; MAX_SIDES] = Default::default();
        let mut target: [Vec<i32>; MAX_SIDES] = Default::default();
        for s in 0..sides {
            promotion[s] = match rules.kinds.iter().find_map(|k| k.promotes) {
                Some((_, zones)) => distances(rules, &zones[s]),
                None => vec![0; rules.geo.cells()],
            };
            let goal = if !rules.end.target[s].is_empty() {
                Some(rules.end.target[s])
            } else {
                rules.end.reach.map(|(_, zones)| zones[s])
            };
            target[s] = match goal {
                Some(zone) => depth_scored(rules, &zone),
                None => vec![0; rules.geo.cells()],
            };
        }
        Self {
            promotion,
            target,
            race: rules.end.fill_target.is_some(),
        }
    }

    /// How much nearer its goal a move from `from` to `to` brings the side's piece.
    pub fn progress(&self, side: usize, from: u8, to: u8) -> i32 {
        let (f, t) = (usize::from(from), usize::from(to));
        (self.target[side][f] - self.target[side][t])
            + (self.promotion[side][f] - self.promotion[side][t])
    }

    /// One side's worth.
    fn side_worth(&self, rules: &Rules, pos: &Position, side: usize) -> i32 {
        let mut worth = 0;
        for cell in pos.side[side].cells() {
            let kind = pos.kind_at(cell);
            let kr = &rules.kinds[usize::from(kind)];
            worth += kr.value;
            let c = usize::from(cell);
            if kr.promotes.is_some() {
                worth -= STEP_WORTH * self.promotion[side][c];
            }
            worth -= if self.race {
                RACE_STEP_WORTH
            } else {
                STEP_WORTH
            } * self.target[side][c];
        }
        worth
    }

    /// The score for the side to move.
    pub fn evaluate(&self, rules: &Rules, pos: &Position) -> i32 {
        self.evaluate_for(rules, pos, pos.to_move)
    }

    /// The score for `side`: its worth less the strongest other side's.
    pub fn evaluate_for(&self, rules: &Rules, pos: &Position, side: u8) -> i32 {
        let me = usize::from(side);
        let mine = self.side_worth(rules, pos, me);
        let best_other = (0..rules.sides.len())
            .filter(|&s| s != me)
            .map(|s| self.side_worth(rules, pos, s))
            .max()
            .unwrap_or(0);
        mine - best_other
    }
}
