//! Legal moves of a draughts position: capture chains first (compulsory where the variant
//! says so, the longest only under the maximum-capture rule), then steps and figure hops.
//! Captured pieces stay on the board until the move ends, so they block and cannot be jumped
//! twice; a capture counts once per (start, end, captured set, crowned).

use super::board::{ALL_DIRECTIONS, Bits, Geometry};
use super::position::{Move, Position};
use super::rules::Rules;

/// The rule switches the generator reads, copied out of [`Rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRules {
    pub flying_kings: bool,
    pub men_capture_backward: bool,
    pub capture_compulsory: bool,
    pub max_capture: bool,
    pub promote_mid_capture: bool,
    pub figures: bool,
}

impl MoveRules {
    pub fn of(rules: &Rules) -> Self {
        Self {
            flying_kings: rules.flying_kings,
            men_capture_backward: rules.men_capture_backward,
            capture_compulsory: rules.capture_compulsory,
            max_capture: rules.max_capture,
            promote_mid_capture: rules.promote_mid_capture,
            figures: rules.figure.is_some(),
        }
    }
}

/// Follows every capture chain of one piece and reports each complete one.
struct Chase<'a, F: FnMut(Move, &[u8])> {
    geo: &'a Geometry,
    rules: MoveRules,
    enemy: u64,
    /// Empty squares, counting the moving piece's own start square as empty.
    empty: u64,
    far_row: u64,
    forward: [usize; 2],
    /// The moving piece carries a figure, so as a man it still captures backward.
    carrier: bool,
    from: u8,
    landings: [u8; 64],
    len: usize,
    sink: F,
}

impl<'a, F: FnMut(Move, &[u8])> Chase<'a, F> {
    /// A chase of the side to move's pieces in `pos`, reporting complete captures to `sink`.
    fn new(geo: &'a Geometry, rules: MoveRules, pos: &Position, sink: F) -> Self {
        Self {
            geo,
            rules,
            enemy: pos.enemy(),
            empty: 0,
            far_row: geo.far_row(pos.side),
            forward: Geometry::forward(pos.side),
            carrier: false,
            from: 0,
            landings: [0; 64],
            len: 0,
            sink,
        }
    }

    /// Makes the piece on `from` the one chased (`free`: the board's empty squares).
    fn start_at(&mut self, pos: &Position, from: u8, free: u64) {
        self.from = from;
        self.empty = free | 1 << from;
        self.carrier = pos.figures >> from & 1 != 0;
    }

    fn man_directions(&self) -> &'static [usize] {
        if self.rules.men_capture_backward || self.carrier {
            &ALL_DIRECTIONS
        } else if self.forward[0] == ALL_DIRECTIONS[0] {
            &ALL_DIRECTIONS[..2]
        } else {
            &ALL_DIRECTIONS[2..]
        }
    }

    /// The first piece met going `dir` from `at` over empty squares (one step for a short
    /// piece), if it can be captured.
    #[inline]
    fn victim(&self, at: u8, dir: usize, flying: bool, captured: u64) -> Option<u8> {
        let mut square = self.geo.step(at, dir)?;
        while flying && self.empty >> square & 1 != 0 {
            square = self.geo.step(square, dir)?;
        }
        let bit = 1u64 << square;
        (self.enemy & bit != 0 && captured & bit == 0).then_some(square)
    }

    fn can_capture(&self, at: u8, king: bool, captured: u64) -> bool {
        let flying = king && self.rules.flying_kings;
        let dirs = if king {
            &ALL_DIRECTIONS
        } else {
            self.man_directions()
        };
        dirs.iter().any(|&dir| {
            self.victim(at, dir, flying, captured)
                .and_then(|v| self.geo.step(v, dir))
                .is_some_and(|land| self.empty >> land & 1 != 0)
        })
    }

    fn chase(&mut self, at: u8, king: bool, captured: u64, crowned: bool) {
        let flying = king && self.rules.flying_kings;
        let dirs = if king {
            &ALL_DIRECTIONS
        } else {
            self.man_directions()
        };
        let mut extended = false;
        for &dir in dirs {
            let Some(victim) = self.victim(at, dir, flying, captured) else {
                continue;
            };
            let now = captured | 1 << victim;
            let mut landings = [0u8; 16];
            let mut count = 0;
            let mut next = self.geo.step(victim, dir);
            while let Some(square) = next
                && self.empty >> square & 1 != 0
            {
                landings[count] = square;
                count += 1;
                next = if flying {
                    self.geo.step(square, dir)
                } else {
                    None
                };
            }
            if count == 0 {
                continue;
            }
            // A flying king must land where it can go on capturing, if there is such a square.
            let must_continue = count > 1
                && landings[..count]
                    .iter()
                    .any(|&l| self.can_capture(l, true, now));
            for &land in &landings[..count] {
                if must_continue && !self.can_capture(land, true, now) {
                    continue;
                }
                let crown_now =
                    !king && self.rules.promote_mid_capture && self.far_row >> land & 1 != 0;
                extended = true;
                self.landings[self.len] = land;
                self.len += 1;
                self.chase(land, king || crown_now, now, crowned || crown_now);
                self.len -= 1;
            }
        }
        if !extended && captured != 0 {
            let mv = Move {
                from: self.from,
                to: at,
                captured,
                crowned,
                hop: false,
            };
            (self.sink)(mv, &self.landings[..self.len]);
        }
    }
}

/// Every complete capture of the side to move, with its landing squares (duplicates and
/// shorter-than-maximum captures not yet removed).
pub fn captures(geo: &Geometry, rules: MoveRules, pos: &Position, sink: impl FnMut(Move, &[u8])) {
    let own = pos.own();
    let mut chase = Chase::new(geo, rules, pos, sink);
    let free = geo.squares & !pos.occupied();
    // A man's chain starts with a short jump, so men without one are passed over.
    let jumpers = men_that_jump(geo, rules, pos, free) | (own & (pos.kings | pos.figures));
    for from in Bits(jumpers) {
        chase.start_at(pos, from, free);
        chase.chase(from, pos.kings >> from & 1 != 0, 0, false);
    }
}

/// Whether the side to move has a capture: the men's by shifts, the kings' (and a figure's
/// carrier's) by looking along their lines, without following any chain.
pub fn has_capture(geo: &Geometry, rules: MoveRules, pos: &Position) -> bool {
    let free = geo.squares & !pos.occupied();
    if men_that_jump(geo, rules, pos, free) != 0 {
        return true;
    }
    let mut chase = Chase::new(geo, rules, pos, |_, _: &[u8]| {});
    Bits(pos.own() & (pos.kings | pos.figures)).any(|from| {
        chase.start_at(pos, from, free);
        chase.can_capture(from, pos.kings >> from & 1 != 0, 0)
    })
}

/// The side to move's plain men (no king, no figure) with a short jump: an enemy piece next
/// to them and an empty square beyond it, in a direction men capture in.
pub(super) fn men_that_jump(geo: &Geometry, rules: MoveRules, pos: &Position, free: u64) -> u64 {
    let men = pos.own() & !pos.kings & !pos.figures;
    let forward = Geometry::forward(pos.side);
    let dirs: &[usize] = if rules.men_capture_backward {
        &ALL_DIRECTIONS
    } else {
        &forward
    };
    dirs.iter().fold(0, |jumpers, &dir| {
        let back = Geometry::reverse(dir);
        // Enemy pieces with an empty square beyond them, then the squares before those.
        let victims = pos.enemy() & geo.shift(free, back);
        jumpers | (men & geo.shift(victims, back))
    })
}

/// Keeps only the longest captures (if the rule says so) and one of each duplicate, in
/// `moves[start..]`.
fn tidy_captures(rules: MoveRules, moves: &mut Vec<Move>, start: usize) {
    if rules.max_capture {
        let most = moves[start..]
            .iter()
            .map(|m| m.captured.count_ones())
            .max()
            .unwrap_or(0);
        let mut keep = start;
        for i in start..moves.len() {
            if moves[i].captured.count_ones() == most {
                moves[keep] = moves[i];
                keep += 1;
            }
        }
        moves.truncate(keep);
    }
    if moves.len() - start > 1 {
        moves[start..].sort_unstable();
        let mut keep = start + 1;
        for i in start + 1..moves.len() {
            if moves[i] != moves[keep - 1] {
                moves[keep] = moves[i];
                keep += 1;
            }
        }
        moves.truncate(keep);
    }
}

/// Appends every legal move of the side to move.
pub fn generate(geo: &Geometry, rules: MoveRules, pos: &Position, out: &mut Vec<Move>) {
    let start = out.len();
    captures(geo, rules, pos, |mv, _| out.push(mv));
    if out.len() > start {
        tidy_captures(rules, out, start);
        if rules.capture_compulsory {
            return;
        }
    }
    quiet_moves(geo, rules, pos, out);
}

/// Steps (and figure hops); legal on their own only when no capture is compulsory.
pub fn quiet_moves(geo: &Geometry, rules: MoveRules, pos: &Position, out: &mut Vec<Move>) {
    let own = pos.own();
    let empty = geo.squares & !pos.occupied();
    let men = own & !pos.kings;
    let forward = Geometry::forward(pos.side);
    for dir in forward {
        let back = Geometry::reverse(dir);
        for to in Bits(geo.shift(men, dir) & empty) {
            let from = geo.step(to, back).expect("a step has an origin");
            out.push(Move::step(from, to));
        }
    }
    for king in Bits(own & pos.kings) {
        for dir in ALL_DIRECTIONS {
            let mut next = geo.step(king, dir);
            while let Some(to) = next
                && empty >> to & 1 != 0
            {
                out.push(Move::step(king, to));
                next = if rules.flying_kings {
                    geo.step(to, dir)
                } else {
                    None
                };
            }
        }
    }
    if rules.figures
        && let Some(carrier) = pos.carrier(pos.side)
    {
        for dir in ALL_DIRECTIONS {
            let Some(to) = geo.step(carrier, dir) else {
                continue;
            };
            let backward = !forward.contains(&dir);
            if backward && men >> carrier & 1 != 0 && empty >> to & 1 != 0 {
                out.push(Move::step(carrier, to));
            }
            if own >> to & 1 != 0 {
                out.push(Move {
                    hop: true,
                    ..Move::step(carrier, to)
                });
            }
        }
    }
}

/// Every legal move with its landing squares (the path after the start square), for the UI
/// and notation; one path per move, the first found.
pub fn generate_with_paths(
    geo: &Geometry,
    rules: MoveRules,
    pos: &Position,
) -> Vec<(Move, Vec<u8>)> {
    let mut moves = Vec::new();
    generate(geo, rules, pos, &mut moves);
    let mut paths: Vec<Option<Vec<u8>>> = vec![None; moves.len()];
    if moves.first().is_some_and(Move::is_capture) {
        captures(geo, rules, pos, |mv, landings| {
            if let Some(i) = moves.iter().position(|m| *m == mv)
                && paths[i].is_none()
            {
                paths[i] = Some(landings.to_vec());
            }
        });
    }
    moves
        .iter()
        .zip(paths)
        .map(|(mv, path)| (*mv, path.unwrap_or_else(|| vec![mv.to])))
        .collect()
}
