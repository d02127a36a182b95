//! The main search: the generic PVS (iterative deepening, transposition table) over the
//! pattern board, with candidate moves near the stones, forced replies to fours, and a
//! search that goes on past its depth while a five is threatened.

use std::cell::RefCell;
use std::sync::Arc;

use super::board::{Geometry, PatternBoard, Threat};
use super::patterns::Shape;
use crate::ai::search::{FailHighProbe, INFINITY, Reductions, SearchGame};
use crate::rules::gomoku::{BLACK, EMPTY, WHITE};

/// A proven win, shorter ones scoring higher.
pub const WIN: i32 = INFINITY / 2;

#[derive(Clone)]
pub struct GomokuSearch {
    pub geo: Arc<Geometry>,
    /// How many candidate moves a node keeps, best first.
    pub width: usize,
    /// Evaluation noise for the weaker strengths.
    pub noise: i32,
    pub seed: u64,
    /// What `moves` read of each candidate's threats, for `order` and `reducible`.
    pub notes: MoveNotes,
    /// Whether null-window nodes try a shallow search first ([`FAIL_HIGH_PROBE`]): the
    /// expert's only; the depth-capped strengths keep the search their rungs were set with.
    pub fail_high_probes: bool,
}

/// The expert's fail-high probes; the margin in the learned score's units (200 a logit).
/// Against the search without them: 209-12-179 over 400 games at 0.2 s a turn (53.8%), a ply
/// or two deeper at 1 s, and 27-0-53 against Rapfi over 80 games at 1 s where that search
/// scored 22-0-58.
const FAIL_HIGH_PROBE: FailHighProbe = FailHighProbe {
    from_depth: 3,
    depth_percent: 60,
    margin_per_ply: 20,
};

/// A move's ordering guess and whether it may be reduced, kept by (position, move) in a
/// small table of each search thread's own: `moves` reads every candidate's threats for
/// both colours anyway, and the generic search asks for the same again move by move.
#[derive(Clone)]
pub struct MoveNotes(RefCell<Vec<MoveNote>>);

#[derive(Clone, Copy, Default)]
struct MoveNote {
    tag: u64,
    order: i32,
    reducible: bool,
}

const NOTE_SLOTS: usize = 1 << 12;

impl Default for MoveNotes {
    fn default() -> Self {
        Self(RefCell::new(vec![MoveNote::default(); NOTE_SLOTS]))
    }
}

impl MoveNotes {
    fn tag(pos: &PatternBoard, mv: usize) -> u64 {
        // Never 0, the empty slot's tag.
        (pos.key ^ u64::from(pos.to_move) ^ (mv as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)) | 1
    }

    fn get(&self, pos: &PatternBoard, mv: usize) -> Option<MoveNote> {
        let tag = Self::tag(pos, mv);
        let note = self.0.borrow()[tag as usize % NOTE_SLOTS];
        (note.tag == tag).then_some(note)
    }

    fn put(&self, pos: &PatternBoard, mv: usize, order: i32, reducible: bool) {
        let tag = Self::tag(pos, mv);
        self.0.borrow_mut()[tag as usize % NOTE_SLOTS] = MoveNote {
            tag,
            order,
            reducible,
        };
    }
}

/// The ordering guess of a move with these threats for the mover and the opponent.
fn order_of(mine: &Threat, theirs: &Threat) -> i32 {
    mine.rank() + theirs.rank() * 9 / 10
}

/// A move that makes no four or open three and blocks none of the opponent's.
fn quiet_move(mine: &Threat, theirs: &Threat) -> bool {
    let forcing = |t: &Threat| t.is_four() || t.open_threes > 0 || t.five;
    !forcing(mine) && !forcing(theirs)
}

fn other(colour: u8) -> u8 {
    BLACK + WHITE - colour
}

impl GomokuSearch {
    /// Plies to a win by continuous fours for the side to move, looked for at a quiet leaf
    /// where it has a four to make.
    fn horizon_vcf(&self, pos: &PatternBoard) -> Option<u32> {
        use super::horizon::{HORIZON_FOURS, HORIZON_NODES, vcf_plies};
        let me = usize::from(pos.to_move - 1);
        let fours = pos.count(me, Shape::Four)
            + pos.count(me, Shape::OpenFour)
            + pos.count(me, Shape::Five);
        if fours == 0 || pos.winner != EMPTY {
            return None;
        }
        let mut work = *pos;
        vcf_plies(&mut work, &self.geo, HORIZON_FOURS, HORIZON_NODES)
    }

    /// The moves worth searching, best first (the generic search orders them again).
    pub fn moves(&self, pos: &PatternBoard, out: &mut Vec<u16>) {
        let geo = &*self.geo;
        let (me, opp) = (pos.to_move, other(pos.to_move));
        let mut cells = Vec::new();
        pos.five_points(geo, me, &mut cells);
        if let Some(&win) = cells.first() {
            out.push(win as u16);
            return;
        }
        pos.five_points(geo, opp, &mut cells);
        if !cells.is_empty() {
            // Block. Where every block is forbidden (renju), any allowed point, so that the
            // loss shows one ply on: the forbidden block itself would be an illegal move.
            let blocks: Vec<usize> = cells
                .iter()
                .copied()
                .filter(|&c| pos.allowed(geo, c, me))
                .collect();
            if blocks.is_empty() {
                let block = cells[0];
                pos.candidates(geo, &mut cells);
                let any = cells.iter().copied().find(|&c| pos.allowed(geo, c, me));
                out.push(any.unwrap_or(block) as u16);
            } else {
                out.extend(blocks.iter().map(|&c| c as u16));
            }
            return;
        }
        pos.candidates(geo, &mut cells);
        let mut threatened = false;
        let mut open_four_points = Vec::new();
        let mut scored: Vec<(i32, usize, bool, i32)> = cells
            .iter()
            .map(|&c| {
                let (mine, theirs) = pos.threats(geo, c, me);
                threatened |= theirs.wins_soon();
                if theirs.open_fours > 0 {
                    open_four_points.push(c);
                }
                let order = order_of(&mine, &theirs);
                self.notes.put(pos, c, order, quiet_move(&mine, &theirs));
                (order, c, mine.is_four(), theirs.rank())
            })
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        // Facing an open three (or worse), only fours and points on its lines help.
        let threat_lines = if threatened {
            threat_lines(pos, geo, &open_four_points, opp)
        } else {
            CellSet::default()
        };
        let mut kept = 0;
        for (_, c, four, their_rank) in scored {
            if kept >= self.width {
                break;
            }
            if threatened && !four && their_rank < 40 && !threat_lines.contains(c) {
                continue;
            }
            if pos.allowed(geo, c, me) {
                out.push(c as u16);
                kept += 1;
            }
        }
        if kept == 0
            && let Some(&c) = cells.iter().find(|&&c| pos.allowed(geo, c, me))
        {
            out.push(c as u16);
        }
    }
}

/// The points where a stone touches one of `opp`'s winning-soon lines: within five points
/// of a point where `opp` would make an open four (`open_four_points`, found among the
/// candidates: such a point always has a stone of `opp`'s next to it), along that line. (A
/// point where `opp` itself would make a strong threat, rank 40 or more, defends too: the
/// caller checks that.)
fn threat_lines(
    pos: &PatternBoard,
    geo: &Geometry,
    open_four_points: &[usize],
    opp: u8,
) -> CellSet {
    let mut set = CellSet::default();
    for &point in open_four_points {
        for d in 0..4 {
            if pos.shape(geo, point, d, opp) >= Shape::OpenFour {
                set.insert(point);
                for &t in geo.around(point, d) {
                    if t >= 0 {
                        set.insert(t as usize);
                    }
                }
            }
        }
    }
    set
}

/// A set of board points, one bit each.
#[derive(Default)]
struct CellSet([u64; super::board::MAX_CELLS.div_ceil(64)]);

impl CellSet {
    fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    fn contains(&self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 == 1
    }
}

impl SearchGame for GomokuSearch {
    type Pos = PatternBoard;
    type Move = u16;

    fn generate(&self, pos: &PatternBoard, out: &mut Vec<u16>) {
        if pos.winner != EMPTY || pos.full(&self.geo) {
            return;
        }
        self.moves(pos, out);
    }

    fn play(&self, pos: &PatternBoard, mv: u16) -> PatternBoard {
        let mut next = *pos;
        next.play(&self.geo, usize::from(mv));
        next
    }

    fn final_score(&self, pos: &PatternBoard) -> i32 {
        if pos.winner == EMPTY {
            return 0;
        }
        let sooner = 1000 - i32::from(pos.stones);
        if pos.winner == pos.to_move {
            WIN + sooner
        } else {
            -WIN - sooner
        }
    }

    fn evaluate(&self, pos: &PatternBoard) -> i32 {
        if let Some(plies) = self.horizon_vcf(pos) {
            return WIN + 1000 - i32::from(pos.stones) - plies as i32;
        }
        let score = super::eval::evaluate(pos, &self.geo);
        if self.noise == 0 {
            return score;
        }
        let span = 2 * self.noise as u64 + 1;
        score + (crate::rules::hash_mix(pos.key ^ self.seed) % span) as i32 - self.noise
    }

    fn key(&self, pos: &PatternBoard) -> u64 {
        pos.key ^ u64::from(pos.to_move)
    }

    fn order(&self, pos: &PatternBoard, mv: u16, _deep: bool) -> i32 {
        let c = usize::from(mv);
        if let Some(note) = self.notes.get(pos, c) {
            return note.order;
        }
        let (mine, theirs) = pos.threats(&self.geo, c, pos.to_move);
        order_of(&mine, &theirs)
    }

    fn fail_high_probe(&self, _pos: &PatternBoard, depth: i32) -> Option<(i32, i32)> {
        if !self.fail_high_probes {
            return None;
        }
        FAIL_HIGH_PROBE.at(depth)
    }

    fn move_id(&self, mv: u16) -> usize {
        usize::from(mv)
    }

    /// A forced reply (the block of a four, the only move `moves` gives) costs no depth: the
    /// attack it answers is seen a ply further (54% over 400 games at 0.2 s against the
    /// search without it).
    fn extends_single_reply(&self) -> bool {
        true
    }

    /// Sharper than the default: one ply off from the third move at a null-window node,
    /// two from the sixth at depth 3 or more.
    fn reductions(&self) -> Reductions {
        Reductions {
            pv_full_moves: 3,
            full_moves: 2,
            twice_after: 5,
            twice_from_depth: 3,
            twice_off_pv: false,
        }
    }

    /// A move that makes no four or open three and blocks none of the opponent's may be
    /// searched less deep when it comes late.
    fn reducible(&self, pos: &PatternBoard, mv: u16) -> bool {
        let geo = &*self.geo;
        let c = usize::from(mv);
        if let Some(note) = self.notes.get(pos, c) {
            return note.reducible;
        }
        let (mine, theirs) = pos.threats(geo, c, pos.to_move);
        quiet_move(&mine, &theirs)
    }

    /// A five threatened by either side is played out before the position is judged.
    fn quiet(&self, pos: &PatternBoard) -> bool {
        if pos.winner != EMPTY {
            return true;
        }
        let geo = &*self.geo;
        let last = pos.last;
        // Only the last stone can have made a new five point.
        if last == super::board::NO_CELL {
            return true;
        }
        let mover = other(pos.to_move);
        let mut fives = Vec::new();
        pos.five_points(geo, mover, &mut fives);
        fives.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::gomoku::lines::{DIRECTIONS, step};
    use crate::rules::gomoku::{RuleSet, Rules};

    /// Whether `cell` lies within five points, along that line, of an empty point where
    /// `opp` would make an open four: the definition, point by point.
    fn on_threat_lines(pos: &PatternBoard, geo: &Geometry, cell: usize, opp: u8) -> bool {
        DIRECTIONS.iter().enumerate().any(|(d, &dir)| {
            (-5..=5).any(|k| {
                step(geo.size, cell, dir, k).is_some_and(|t| {
                    pos.cells[t] == EMPTY && pos.shape(geo, t, d, opp) >= Shape::OpenFour
                })
            })
        })
    }

    #[test]
    fn threat_lines_are_the_points_near_open_four_points() {
        let geo = Geometry::new(15, Rules::of(RuleSet::Freestyle));
        let mut seed = 12345u64;
        let mut checked_threats = 0;
        for _ in 0..200 {
            let mut pos = PatternBoard::new(&geo, &[EMPTY; 225], BLACK);
            for _ in 0..24 {
                seed = crate::rules::hash_mix(seed);
                // Stones near the middle, so that lines form.
                let (row, col) = (4 + seed % 7, 4 + (seed >> 8) % 7);
                let cell = (row * 15 + col) as usize;
                if pos.cells[cell] == EMPTY && pos.winner == EMPTY {
                    pos.play(&geo, cell);
                }
            }
            let opp = other(pos.to_move);
            let mut cells = Vec::new();
            // As in `moves`: a five to make or to block is answered before threat lines.
            pos.five_points(&geo, BLACK, &mut cells);
            let fives = cells.len();
            pos.five_points(&geo, WHITE, &mut cells);
            if fives + cells.len() > 0 {
                continue;
            }
            pos.candidates(&geo, &mut cells);
            let points: Vec<usize> = cells
                .iter()
                .copied()
                .filter(|&c| pos.threats(&geo, c, pos.to_move).1.open_fours > 0)
                .collect();
            let set = threat_lines(&pos, &geo, &points, opp);
            checked_threats += usize::from(!points.is_empty());
            for &c in &cells {
                assert_eq!(
                    set.contains(c),
                    on_threat_lines(&pos, &geo, c, opp),
                    "point {c}"
                );
            }
        }
        assert!(
            checked_threats > 20,
            "only {checked_threats} positions had threats"
        );
    }
}
