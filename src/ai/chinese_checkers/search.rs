//! The strong player: best-reply search on the generic PVS. The root seat moves, then the
//! single most dangerous reply of any opponent, then the root seat again: with two seats
//! this is plain alpha-beta, with more it keeps the depth of a two-player search (Schadd and
//! Winands' best-reply search). Positions score by the distance-to-goal cost of
//! [`super::tables`] plus stragglers.

use crate::ai::search::{HISTORY_SIZE, INFINITY, SearchGame};
use crate::rules::Game;
use crate::rules::chinese_checkers::board::{Holes, NONE, bit, geometry, holes_of};
use crate::rules::chinese_checkers::{ChineseCheckers, WinRule, moves};
use crate::rules::hash_mix;

use super::tables::{cost_of, home_cost};

pub const WIN: i32 = 1 << 20;
/// Worth of one open ladder rung, in cost units (ten per step).
const RUNG: i32 = 3;

/// A seat the search follows.
#[derive(Clone, Copy, Debug)]
struct SeatInfo {
    seat: u8,
    target: Holes,
    home_cost: i32,
}

/// A search position: every seat's marbles and whose layer it is.
#[derive(Clone, Copy, Debug)]
pub struct Pos {
    /// Marbles per followed seat; index 0 is the root seat.
    marbles: [Holes; 6],
    occupied: Holes,
    /// The root seat to move (else the opponents).
    root_to_move: bool,
    /// A seat that reached its target (index), if any.
    finished: Option<u8>,
    ply: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hop {
    pub from: u8,
    pub to: u8,
}

pub struct StarSearch {
    seats: Vec<SeatInfo>,
    win: WinRule,
    allowed: Vec<Holes>,
    noise: i32,
    seed: u64,
}

impl StarSearch {
    /// The search for the side to move of `game` against every seat still racing.
    pub fn new(game: &ChineseCheckers, noise: i32, seed: u64) -> (Self, Pos) {
        let me = game.seat_of_side(game.side_to_move());
        let mut order = vec![me];
        for (side, &seat) in game.seats().iter().enumerate() {
            if seat != me && !game.places().contains(&(side as u8)) {
                order.push(seat);
            }
        }
        let g = geometry();
        let rules = game.rules();
        let seats: Vec<SeatInfo> = order
            .iter()
            .map(|&seat| SeatInfo {
                seat,
                target: game.target(seat),
                home_cost: home_cost(seat),
            })
            .collect();
        let allowed = order
            .iter()
            .map(|&seat| {
                if rules.no_foreign_stop {
                    let foreign = (1..=6u8)
                        .filter(|&s| s != seat && g.home(s) != g.target(seat))
                        .fold(0, |set, s| set | g.home(s));
                    !foreign
                } else {
                    !0
                }
            })
            .collect();
        let mut marbles = [0; 6];
        for (i, &seat) in order.iter().enumerate() {
            marbles[i] = game.marbles(seat);
        }
        let pos = Pos {
            marbles,
            occupied: game.occupied(),
            root_to_move: true,
            finished: None,
            ply: 0,
        };
        let search = Self {
            seats,
            win: rules.win,
            allowed,
            noise,
            seed,
        };
        (search, pos)
    }

    fn reached(&self, pos: &Pos, i: usize) -> bool {
        let target = self.seats[i].target;
        let own = pos.marbles[i] & target;
        match self.win {
            WinRule::Filled => pos.occupied & target == target && own != 0,
            WinRule::OwnOnly => own == target,
        }
    }

    fn owner(&self, pos: &Pos, hole: u8) -> usize {
        (0..self.seats.len())
            .find(|&i| pos.marbles[i] & bit(hole) != 0)
            .expect("a marble's owner")
    }

    /// Distance-to-goal cost of a seat: the marbles' costs above a filled target, a penalty
    /// for stragglers far behind the others, and a bonus for each open rung of a jump ladder
    /// (a jump that gains at least a row and a half).
    fn seat_cost(&self, pos: &Pos, i: usize) -> i32 {
        let g = geometry();
        let seat = self.seats[i].seat;
        let mut total = 0;
        let mut worst = 0;
        let mut count = 0;
        let mut rungs = 0;
        for h in holes_of(pos.marbles[i]) {
            let c = i32::from(cost_of(seat, h));
            total += c;
            worst = worst.max(c);
            count += 1;
            for d in 0..6 {
                let land = g.landing[usize::from(h)][d];
                if land != NONE
                    && pos.occupied & bit(g.neighbour[usize::from(h)][d]) != 0
                    && pos.occupied & bit(land) == 0
                    && i32::from(cost_of(seat, land)) + 15 <= c
                {
                    rungs += 1;
                }
            }
        }
        if count == 0 {
            return 0;
        }
        let mean = total / count;
        let straggler = (worst - mean - 40).max(0);
        total - self.seats[i].home_cost + straggler - RUNG * rungs
    }

    /// The score for the root seat: how far ahead of the best opponent it is.
    fn root_score(&self, pos: &Pos) -> i32 {
        let mine = self.seat_cost(pos, 0);
        let best_other = (1..self.seats.len())
            .map(|i| self.seat_cost(pos, i))
            .min()
            .unwrap_or(mine + 200);
        best_other - mine
    }

    fn movers(&self, pos: &Pos) -> std::ops::Range<usize> {
        if pos.root_to_move {
            0..1
        } else {
            1..self.seats.len()
        }
    }
}

impl SearchGame for StarSearch {
    type Pos = Pos;
    type Move = Hop;

    fn generate(&self, pos: &Pos, out: &mut Vec<Hop>) {
        if pos.finished.is_some() {
            return;
        }
        let start = out.len();
        for i in self.movers(pos) {
            for from in holes_of(pos.marbles[i]) {
                let ends = moves::destinations(pos.occupied, from) & self.allowed[i];
                out.extend(holes_of(ends).map(|to| Hop { from, to }));
            }
        }
        if out.len() == start {
            out.push(Hop { from: 0, to: 0 });
        }
    }

    fn play(&self, pos: &Pos, mv: Hop) -> Pos {
        let mut next = *pos;
        next.root_to_move = !pos.root_to_move;
        next.ply += 1;
        if mv.from == mv.to {
            return next;
        }
        let i = self.owner(pos, mv.from);
        let moved = bit(mv.from) | bit(mv.to);
        next.marbles[i] ^= moved;
        next.occupied ^= moved;
        if self.reached(&next, i) {
            next.finished = Some(i as u8);
        }
        next
    }

    fn final_score(&self, pos: &Pos) -> i32 {
        // The last mover reached its target: a loss for the side to move, sooner worse.
        -(WIN - i32::from(pos.ply))
    }

    fn evaluate(&self, pos: &Pos) -> i32 {
        if pos.finished.is_some() {
            return self.final_score(pos);
        }
        let mut score = self.root_score(pos);
        if self.noise > 0 {
            let key = hash_mix(self.key(pos) ^ self.seed);
            score += (key % (2 * self.noise as u64 + 1)) as i32 - self.noise;
        }
        if pos.root_to_move { score } else { -score }
    }

    fn key(&self, pos: &Pos) -> u64 {
        let mut key = u64::from(pos.root_to_move);
        for (i, &set) in pos.marbles[..self.seats.len()].iter().enumerate() {
            key = hash_mix(key ^ (set as u64) ^ hash_mix((set >> 64) as u64 ^ i as u64));
        }
        key
    }

    fn order(&self, pos: &Pos, mv: Hop, _deep: bool) -> i32 {
        if mv.from == mv.to {
            return -INFINITY / 2;
        }
        let i = self.owner(pos, mv.from);
        let seat = self.seats[i].seat;
        let gain = i32::from(cost_of(seat, mv.from)) - i32::from(cost_of(seat, mv.to));
        // A marble entering its target is worth a little more than the distance says.
        let arriving = i32::from(self.seats[i].target & bit(mv.to) != 0) * 5;
        gain + arriving
    }

    fn move_id(&self, mv: Hop) -> usize {
        (usize::from(mv.from) * 121 + usize::from(mv.to)) % HISTORY_SIZE
    }
}
