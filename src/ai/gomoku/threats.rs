//! Mate finders: VCF (victory by continuous fours) and VCT (by fours and threes: a
//! threat-space search). The attacker only makes threats; after a four the defender's reply
//! is forced, after a three the defender tries every point on the threatened lines and every
//! four of his own. Disproofs are kept in a table, so a search cut short by its node budget
//! and started again goes on where it was; a renju black defender that must block on a
//! forbidden point cannot, and loses.

use super::board::{Geometry, PatternBoard};
use crate::ai::hashing::KeyMap;
use crate::rules::gomoku::{BLACK, EMPTY, WHITE};

/// A proof: the line that wins (attacker, defender, attacker, …, the five).
pub type Line = Vec<usize>;

use crate::ai::budget::NodeBudget;
pub use crate::ai::budget::OutOfNodes;

type Verdict = Result<bool, OutOfNodes>;

#[derive(Default)]
pub struct ThreatSolver {
    /// Positions (keyed with attacker and mode) shown not to win within a depth.
    disproved: KeyMap<u8>,
    pub budget: NodeBudget,
    /// Fours only (VCF) or threes too (VCT).
    threes: bool,
    /// The depth (threats) at which the last `solve` proved its win.
    pub proven_depth: u32,
}

fn other(colour: u8) -> u8 {
    BLACK + WHITE - colour
}

impl ThreatSolver {
    pub fn new() -> Self {
        Self::default()
    }

    /// Searches for a win by the side to move with at most `depth` threats, deepening one
    /// threat at a time, spending at most `nodes` more nodes. `Ok(None)`: no win within
    /// `depth`.
    pub fn solve(
        &mut self,
        geo: &Geometry,
        board: &PatternBoard,
        threes: bool,
        depth: u32,
        nodes: u64,
    ) -> Result<Option<Line>, OutOfNodes> {
        self.threes = threes;
        self.budget.allow(nodes);
        let mut work = *board;
        for d in 1..=depth {
            let mut line = Vec::new();
            if self.attack(geo, &mut work, d, &mut line)? {
                self.proven_depth = d;
                return Ok(Some(line));
            }
        }
        Ok(None)
    }

    /// Every first move of the side to move that wins within `depth` threats.
    pub fn winning_first_moves(
        &mut self,
        geo: &Geometry,
        board: &PatternBoard,
        threes: bool,
        depth: u32,
        nodes: u64,
    ) -> Result<Vec<usize>, OutOfNodes> {
        self.threes = threes;
        self.budget.allow(nodes);
        let mut work = *board;
        let a = work.to_move;
        let mut fives = Vec::new();
        work.five_points(geo, a, &mut fives);
        if !fives.is_empty() || depth == 0 {
            return Ok(fives);
        }
        work.five_points(geo, other(a), &mut fives);
        let moves = match fives.first() {
            Some(&block) => vec![block],
            None => self.threat_moves(geo, &work, a),
        };
        let mut winning = Vec::new();
        for m in moves {
            work.play(geo, m);
            let won = self.defend(geo, &mut work, depth - 1, &mut Vec::new());
            work.take_back(geo, m);
            if won? {
                winning.push(m);
            }
        }
        Ok(winning)
    }

    fn key(&self, board: &PatternBoard, attacking: bool) -> u64 {
        let salt = u64::from(board.to_move) << 1 | u64::from(attacking);
        board.key ^ crate::rules::hash_mix(salt << 8 | u64::from(self.threes))
    }

    /// The attacker (side to move) makes a threat that wins within `depth` threats.
    fn attack(
        &mut self,
        geo: &Geometry,
        b: &mut PatternBoard,
        depth: u32,
        line: &mut Line,
    ) -> Verdict {
        self.budget.count()?;
        let a = b.to_move;
        let d = other(a);
        let mut fives = Vec::new();
        b.five_points(geo, a, &mut fives);
        if let Some(&five) = fives.first() {
            line.push(five);
            return Ok(true);
        }
        b.five_points(geo, d, &mut fives);
        if fives.len() >= 2 || depth == 0 {
            return Ok(false);
        }
        let key = self.key(b, true);
        if self
            .disproved
            .get(&key)
            .is_some_and(|&at| u32::from(at) >= depth)
        {
            return Ok(false);
        }
        let moves = if let Some(&block) = fives.first() {
            // The defender threatens five: the attacker must block, and the block must
            // itself keep the initiative.
            if b.allowed(geo, block, a) {
                vec![block]
            } else {
                Vec::new()
            }
        } else {
            self.threat_moves(geo, b, a)
        };
        for m in moves {
            let mark = line.len();
            line.push(m);
            b.play(geo, m);
            let won = self.defend(geo, b, depth - 1, line);
            b.take_back(geo, m);
            if won? {
                return Ok(true);
            }
            line.truncate(mark);
        }
        self.disproved.insert(key, depth.min(255) as u8);
        Ok(false)
    }

    /// The attacker's threats: fours, and in VCT the moves that make an open three, best
    /// first.
    fn threat_moves(&self, geo: &Geometry, b: &PatternBoard, a: u8) -> Vec<usize> {
        let mut scored: Vec<(i32, usize)> = (0..geo.cells())
            .filter(|&c| b.cells[c] == EMPTY && b.is_near(c))
            .filter_map(|c| {
                let t = b.threat(geo, c, a);
                let threat = t.is_four() || (self.threes && t.open_threes > 0);
                (threat && b.allowed(geo, c, a)).then(|| (t.rank(), c))
            })
            .collect();
        scored.sort_by(|x, y| y.cmp(x));
        scored.into_iter().map(|(_, c)| c).collect()
    }

    /// The defender (side to move) answers the attacker's last threat; true when every
    /// answer still loses.
    fn defend(
        &mut self,
        geo: &Geometry,
        b: &mut PatternBoard,
        depth: u32,
        line: &mut Line,
    ) -> Verdict {
        self.budget.count()?;
        if b.winner != EMPTY {
            return Ok(b.winner != b.to_move);
        }
        let dfd = b.to_move;
        let a = other(dfd);
        let mut fives = Vec::new();
        b.five_points(geo, dfd, &mut fives);
        if !fives.is_empty() {
            return Ok(false);
        }
        b.five_points(geo, a, &mut fives);
        if fives.len() >= 2 {
            line.extend([fives[0], fives[1]]);
            return Ok(true);
        }
        let answers = match fives.first() {
            Some(&block) if !b.allowed(geo, block, dfd) => {
                // Renju: black cannot block on a forbidden point; it plays elsewhere.
                let elsewhere = (0..geo.cells())
                    .find(|&c| b.cells[c] == EMPTY && c != block && b.allowed(geo, c, dfd));
                line.extend(elsewhere);
                line.push(block);
                return Ok(true);
            }
            Some(&block) => vec![block],
            None if !self.threes => return Ok(false),
            None => {
                let answers = self.answers_to_three(geo, b, a, dfd);
                if answers.is_empty() {
                    return Ok(false);
                }
                answers
            }
        };
        let key = self.key(b, false);
        if self
            .disproved
            .get(&key)
            .is_some_and(|&at| u32::from(at) >= depth)
        {
            return Ok(false);
        }
        let mut main_line: Option<Line> = None;
        for answer in answers {
            let mark = line.len();
            line.push(answer);
            b.play(geo, answer);
            let lost = self.attack(geo, b, depth, line);
            b.take_back(geo, answer);
            if !lost? {
                line.truncate(mark);
                self.disproved.insert(key, depth.min(255) as u8);
                return Ok(false);
            }
            // The main line follows the stiffest defence.
            if main_line
                .as_ref()
                .is_none_or(|l| l.len() < line.len() - mark)
            {
                main_line = Some(line[mark..].to_vec());
            }
            line.truncate(mark);
        }
        line.extend(main_line.unwrap_or_default());
        Ok(true)
    }

    /// Every point that might stop an open three: the points on the lines of the attacker's
    /// winning-soon points, and the defender's own fours. Empty when there is no threat.
    fn answers_to_three(&self, geo: &Geometry, b: &PatternBoard, a: u8, dfd: u8) -> Vec<usize> {
        let mut answers = Vec::new();
        for t in 0..geo.cells() {
            if b.cells[t] != EMPTY || !b.is_near(t) {
                continue;
            }
            let threat = b.threat(geo, t, a);
            if !threat.wins_soon() || !b.allowed(geo, t, a) {
                continue;
            }
            for (d, dir) in crate::rules::gomoku::lines::DIRECTIONS.iter().enumerate() {
                if b.shape(geo, t, d, a) < super::patterns::Shape::Four {
                    continue;
                }
                for k in -5..=5 {
                    if let Some(c) = crate::rules::gomoku::lines::step(geo.size, t, *dir, k)
                        && b.cells[c] == EMPTY
                        && !answers.contains(&c)
                    {
                        answers.push(c);
                    }
                }
            }
        }
        if answers.is_empty() {
            return answers;
        }
        for c in 0..geo.cells() {
            if b.cells[c] == EMPTY
                && b.is_near(c)
                && !answers.contains(&c)
                && b.threat(geo, c, dfd).is_four()
            {
                answers.push(c);
            }
        }
        answers.retain(|&c| b.allowed(geo, c, dfd));
        // Likeliest refutations first: the points the attacker wants most.
        answers.sort_by_key(|&c| {
            let (attack, defence) = b.threats(geo, c, a);
            -(attack.rank() + defence.rank())
        });
        answers
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::gomoku::notation::parse_cell;
    use crate::rules::gomoku::{RuleSet, Rules};

    fn board(
        set: RuleSet,
        black: &[&str],
        white: &[&str],
        to_move: u8,
    ) -> (Geometry, PatternBoard) {
        let geo = Geometry::new(15, Rules::of(set));
        let mut cells = vec![EMPTY; 225];
        for (names, colour) in [(black, BLACK), (white, WHITE)] {
            for name in names {
                cells[usize::from(parse_cell(15, name).unwrap())] = colour;
            }
        }
        let b = PatternBoard::new(&geo, &cells, to_move);
        (geo, b)
    }

    fn name(cell: usize) -> String {
        crate::rules::gomoku::notation::cell_name(15, cell as u16)
    }

    #[test]
    fn vcf_finds_a_four_four() {
        // Black: h8 i8 j8 (white blocks g8) and l10 l11 l12 (white blocks l13): k8 … l9.
        let (geo, b) = board(
            RuleSet::Freestyle,
            &["h8", "i8", "j8", "l10", "l11", "l12"],
            &["g8", "l13", "a1", "a3", "a5", "a7"],
            BLACK,
        );
        let mut solver = ThreatSolver::new();
        let line = solver
            .solve(&geo, &b, false, 4, 1_000_000)
            .unwrap()
            .expect("a VCF");
        let names: Vec<String> = line.iter().map(|&c| name(c)).collect();
        // l8 makes two fours (row h-l, column l8-l12): white blocks one, black takes the other.
        assert_eq!(names[0], "l8");
        assert_eq!(line.len(), 3, "{names:?}");
    }

    #[test]
    fn no_vcf_from_an_empty_corner() {
        let (geo, b) = board(RuleSet::Freestyle, &["h8"], &["h9"], BLACK);
        let mut solver = ThreatSolver::new();
        assert_eq!(solver.solve(&geo, &b, false, 6, 1_000_000), Ok(None));
    }

    #[test]
    fn vct_finds_a_double_open_three() {
        // Black to make two open threes at once at j8 would be stopped in renju, but in
        // freestyle it wins: h8 i8 and j9 j10.
        let (geo, b) = board(
            RuleSet::Freestyle,
            &["h8", "i8", "j9", "j10"],
            &["a1", "o1", "a15", "o15"],
            BLACK,
        );
        let mut solver = ThreatSolver::new();
        assert_eq!(
            solver.solve(&geo, &b, false, 5, 1_000_000),
            Ok(None),
            "no fours yet"
        );
        let line = solver
            .solve(&geo, &b, true, 3, 2_000_000)
            .unwrap()
            .expect("a VCT");
        assert_eq!(line.len() % 2, 1);
        // The same shape is a forbidden double three for black in renju at j8.
        let (geo, b) = board(
            RuleSet::Renju,
            &["h8", "i8", "j9", "j10"],
            &["a1", "o1", "a15", "o15"],
            BLACK,
        );
        let first = ThreatSolver::new()
            .solve(&geo, &b, true, 3, 2_000_000)
            .unwrap();
        assert!(first.is_none_or(|l| name(l[0]) != "j8"));
    }

    #[test]
    fn white_wins_on_blacks_forbidden_block() {
        // White g7-g9 between black g5 and g11: g6 makes a four whose only five point g10
        // would give black e10-j10, an overline.
        let (geo, b) = board(
            RuleSet::Renju,
            &["g5", "g11", "e10", "f10", "h10", "i10", "j10", "a1"],
            &["g7", "g8", "g9", "a3", "b5", "a9", "n1"],
            WHITE,
        );
        // White plays g6: a four whose only five point g10 black may not take (overline).
        let line = ThreatSolver::new()
            .solve(&geo, &b, false, 2, 100_000)
            .unwrap()
            .expect("white wins");
        assert_eq!(name(line[0]), "g6");
    }
}
#[cfg(test)]
mod small_board {
    use super::*;
    use crate::rules::gomoku::{RuleSet, Rules};

    #[test]
    fn an_open_three_wins_on_ten_by_ten() {
        let geo = Geometry::new(10, Rules::of(RuleSet::Freestyle));
        let mut cells = vec![EMPTY; 100];
        for c in [44, 45, 46] {
            cells[c] = BLACK;
        }
        cells[0] = WHITE;
        cells[9] = WHITE;
        let b = PatternBoard::new(&geo, &cells, BLACK);
        let t = b.threat(&geo, 47, BLACK);
        assert_eq!(t.open_fours, 1, "{t:?}");
        let line = ThreatSolver::new()
            .solve(&geo, &b, false, 3, 100_000)
            .unwrap();
        assert!(line.is_some());
    }
}
