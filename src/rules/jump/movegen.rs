//! Legal moves of a compiled game on bit sets: opening removals, capture chains (followed
//! depth first with the captured set, so a piece is never taken twice), plain jump chains
//! (breadth first over cells: every destination once, by a shortest path), steps; then the
//! compulsory capture and the priority keys, and the zone rules on where a piece may stop.
//! A move counts once per (start, end, captured set, kind after).

use super::bits::Bits;
use super::compile::{JumpRule, OpeningRule, Rules, dirs_of};
use super::position::{MAX_PATH, Move, Position};
use super::spec::{ChainPromotion, FlyingLanding, GoesOn, Priority, RemovalTime};

/// Follows the capture chains of one piece.
struct Chase<'a> {
    rules: &'a Rules,
    pos: &'a Position,
    me: usize,
    from: u8,
    /// Occupied cells with the moving piece lifted.
    occupied: Bits,
    friends: Bits,
    at_once: bool,
    path: [u8; MAX_PATH],
    len: usize,
    out: &'a mut Vec<Move>,
}

impl Chase<'_> {
    #[inline]
    fn empty(&self, cell: u8, captured: &Bits) -> bool {
        !self.occupied.has(cell) || (self.at_once && captured.has(cell))
    }

    /// The piece a jump in `dir` from `at` would go over, and where it may land.
    #[inline]
    fn jump_over(
        &self,
        at: u8,
        dir: usize,
        rule: &JumpRule,
        kind: u8,
        captured: &Bits,
        landings: &mut [u8; 64],
    ) -> Option<(u8, usize)> {
        let geo = &self.rules.geo;
        let mut sq = geo.step(at, dir)?;
        if rule.flying_approach {
            while self.empty(sq, captured) {
                sq = geo.step(sq, dir)?;
            }
        } else if self.empty(sq, captured) {
            return None;
        }
        // A piece taken earlier in this move (still on the board) is not jumped again.
        if captured.has(sq) {
            return None;
        }
        if !rule.over.allows(self.friends.has(sq)) {
            return None;
        }
        if rule.captures {
            let victim_kind = self.kind_at(sq);
            if self.rules.kinds[usize::from(kind)].capturable >> victim_kind & 1 == 0 {
                return None;
            }
        }
        let mut count = 0;
        let mut next = geo.step(sq, dir);
        while let Some(l) = next
            && self.empty(l, captured)
            && count < landings.len()
        {
            landings[count] = l;
            count += 1;
            if !rule.flying_landing {
                break;
            }
            next = geo.step(l, dir);
        }
        (count > 0).then_some((sq, count))
    }

    #[inline]
    fn kind_at(&self, cell: u8) -> u8 {
        self.pos.kind_at(cell)
    }

    fn allowed_dir(&self, dir: usize, first: Option<usize>, last: Option<usize>) -> bool {
        let chain = &self.rules.chain;
        if chain.same_direction && first.is_some_and(|f| f != dir) {
            return false;
        }
        if chain.no_turning_back && last.is_some_and(|l| (l + 4) % 8 == dir) {
            return false;
        }
        true
    }

    /// Whether a capture could go on from `at`.
    fn can_capture(
        &self,
        at: u8,
        kind: u8,
        captured: &Bits,
        visited: &Bits,
        last: usize,
        first: usize,
    ) -> bool {
        let mut landings = [0u8; 64];
        self.rules.kinds[usize::from(kind)].jumps[self.me]
            .iter()
            .filter(|r| r.captures)
            .any(|rule| {
                dirs_of(rule.dirs).any(|d| {
                    self.allowed_dir(d, Some(first), Some(last))
                        && self
                            .jump_over(at, d, rule, kind, captured, &mut landings)
                            .is_some_and(|(_, n)| {
                                !self.rules.chain.no_revisit
                                    || landings[..n].iter().any(|l| !visited.has(*l))
                            })
                })
            })
    }

    fn chase(
        &mut self,
        at: u8,
        kind: u8,
        captured: Bits,
        visited: Bits,
        first: Option<usize>,
        last: Option<usize>,
    ) {
        let rules = self.rules;
        let chain = &rules.chain;
        let mut extended = false;
        let mut landings = [0u8; 64];
        if self.len < MAX_PATH && !(chain.goes_on == GoesOn::Never && self.len > 0) {
            for rule in &rules.kinds[usize::from(kind)].jumps[self.me] {
                for dir in dirs_of(rule.dirs) {
                    if !self.allowed_dir(dir, first, last) {
                        continue;
                    }
                    let Some((victim, count)) =
                        self.jump_over(at, dir, rule, kind, &captured, &mut landings)
                    else {
                        continue;
                    };
                    let now = if rule.captures {
                        captured.with(victim)
                    } else {
                        captured
                    };
                    let first_now = first.or(Some(dir));
                    // A flying capture that must land where it goes on: which landings do.
                    let mut continues = [true; 64];
                    if rule.flying_landing
                        && rule.captures
                        && count > 1
                        && chain.flying_landing == FlyingLanding::WhereItContinues
                    {
                        let first_dir = first_now.unwrap_or(dir);
                        for (i, &l) in landings[..count].iter().enumerate() {
                            continues[i] =
                                self.can_capture(l, kind, &now, &visited.with(l), dir, first_dir);
                        }
                        if !continues[..count].contains(&true) {
                            continues[..count].fill(true);
                        }
                    }
                    for (i, &land) in landings[..count].iter().enumerate() {
                        if !continues[i] || (chain.no_revisit && visited.has(land)) {
                            continue;
                        }
                        extended = true;
                        self.path[self.len] = land;
                        self.len += 1;
                        self.after_landing(land, kind, now, visited.with(land), first_now, dir);
                        self.len -= 1;
                    }
                }
            }
        }
        if !extended && self.len > 0 && chain.goes_on == GoesOn::Must {
            self.emit(at, kind, captured);
        }
    }

    /// A landing: promotion as the chain rule says, then the move ends here or goes on.
    fn after_landing(
        &mut self,
        land: u8,
        kind: u8,
        captured: Bits,
        visited: Bits,
        first: Option<usize>,
        dir: usize,
    ) {
        let rules = self.rules;
        let promotion = Some(promoted(rules, self.me, kind, land)).filter(|&to| to != kind);
        match (promotion, rules.chain.promotion) {
            (Some(to), ChainPromotion::EndsMove) => {
                self.emit(land, to, captured);
                return;
            }
            (Some(to), ChainPromotion::Continues) => {
                if rules.chain.goes_on != GoesOn::Must {
                    self.emit(land, to, captured);
                }
                self.chase(land, to, captured, visited, first, Some(dir));
                return;
            }
            _ => {}
        }
        if rules.chain.goes_on != GoesOn::Must {
            self.emit(land, kind, captured);
        }
        self.chase(land, kind, captured, visited, first, Some(dir));
    }

    fn emit(&mut self, at: u8, kind: u8, captured: Bits) {
        let kind_after = promoted(self.rules, self.me, kind, at);
        let mut path = [0u8; MAX_PATH];
        path[..self.len].copy_from_slice(&self.path[..self.len]);
        self.out.push(Move {
            from: self.from,
            to: at,
            captured,
            kind_after,
            removal: false,
            len: self.len as u8,
            path,
        });
    }
}

/// Every legal move of the side to move.
pub fn generate(rules: &Rules, pos: &Position, out: &mut Vec<Move>) {
    out.clear();
    let me = usize::from(pos.to_move);
    if usize::from(pos.removals) < rules.opening.len() {
        removals(rules, pos, out);
        return;
    }
    // Where every jump captures, a position without a first hop has no jumps to follow.
    let plain_jumps = rules.kinds.iter().any(|k| k.plain_jumps);
    if plain_jumps {
        jumps(rules, pos, me, pos.side[me], out);
    } else if let Some(pieces) = super::count::first_hop_pieces(rules, pos, me) {
        // Only the pieces with a first hop can capture: the others are not chased.
        jumps(rules, pos, me, pieces, out);
    } else if super::count::first_hop_exists(rules, pos, me) {
        jumps(rules, pos, me, pos.side[me], out);
    }
    let captures = out.iter().any(Move::is_capture);
    if captures && rules.capture.compulsory {
        // Plain jumps (no capture) made in the same pass go when a capture is compulsory.
        out.retain(Move::is_capture);
        dedupe(out);
        apply_priority(rules, pos, out);
    } else {
        dedupe(out);
        steps(rules, pos, me, out);
        if let Some(tired) = pos.streak_blocked(rules) {
            out.retain(|mv| mv.is_capture() || mv.from != tired);
        }
    }
    stop_rules(rules, me, out);
}

/// Every capture of the side to move, one per path: [`generate`] keeps one move per (start,
/// end, captured set), so a record that writes another path of the same capture (a flying
/// king landing elsewhere on its way) is matched against these. Not filtered by the priority
/// rules: the caller keeps those whose [`Move::key`] is legal.
pub fn capture_paths(rules: &Rules, pos: &Position, out: &mut Vec<Move>) {
    out.clear();
    if usize::from(pos.removals) < rules.opening.len() {
        return;
    }
    let me = usize::from(pos.to_move);
    jumps(rules, pos, me, pos.side[me], out);
    out.retain(Move::is_capture);
}

fn removals(rules: &Rules, pos: &Position, out: &mut Vec<Move>) {
    let me = usize::from(pos.to_move);
    let own = pos.side[me];
    let occupied = pos.occupied();
    let cells = match &rules.opening[usize::from(pos.removals)] {
        OpeningRule::From(cells) => own.and(cells),
        OpeningRule::NextToEmpty => {
            let mut next_to = Bits::EMPTY;
            for cell in own.cells() {
                let empty_beside = [0, 2, 4, 6]
                    .into_iter()
                    .any(|d| rules.geo.step(cell, d).is_some_and(|n| !occupied.has(n)));
                if empty_beside {
                    next_to.set(cell);
                }
            }
            next_to
        }
    };
    for cell in cells.cells() {
        out.push(Move {
            from: cell,
            to: cell,
            captured: Bits::EMPTY,
            kind_after: pos.kind_at(cell),
            removal: true,
            len: 0,
            path: [0; MAX_PATH],
        });
    }
}

/// The legal moves of the piece on `from`: those of [`generate`] that start there. Where no
/// rule weighs one piece's moves against another's (no steps, no capture priority, no plain
/// jump that a compulsory capture elsewhere would forbid, no opening removal), only that
/// piece's chains are generated, which is what the solver's backward search asks for most.
pub fn generate_from(rules: &Rules, pos: &Position, from: u8, out: &mut Vec<Move>) {
    let me = usize::from(pos.to_move);
    let independent = usize::from(pos.removals) >= rules.opening.len()
        && rules.capture.priority.is_empty()
        && rules.kinds.iter().all(|k| {
            k.step_one[me] == 0
                && k.step_any[me] == 0
                && (!rules.capture.compulsory || k.jumps[me].iter().all(|j| j.captures))
        });
    if !independent {
        generate(rules, pos, out);
        out.retain(|mv| mv.from == from);
        return;
    }
    out.clear();
    if pos.side[me].has(from) {
        piece_jumps(rules, pos, me, from, pos.occupied(), out);
    }
    dedupe(out);
    stop_rules(rules, me, out);
}

/// The jump chains of `me`'s pieces on `pieces`.
fn jumps(rules: &Rules, pos: &Position, me: usize, pieces: Bits, out: &mut Vec<Move>) {
    let occupied = pos.occupied();
    for from in pieces.cells() {
        piece_jumps(rules, pos, me, from, occupied, out);
    }
}

/// The jumps of the piece on `from`; `occupied` is every piece's cell (found once a
/// position, not once a piece).
fn piece_jumps(
    rules: &Rules,
    pos: &Position,
    me: usize,
    from: u8,
    mut occupied: Bits,
    out: &mut Vec<Move>,
) {
    let kind = pos.kind_at(from);
    let kr = &rules.kinds[usize::from(kind)];
    if kr.jumps[me].is_empty() {
        return;
    }
    if !kr.capturing_jumps && rules.chain.goes_on != GoesOn::Never {
        plain_chains(rules, pos, me, from, kind, out);
        return;
    }
    occupied.clear(from);
    let mut friends = pos.side[me];
    friends.clear(from);
    let mut chase = Chase {
        rules,
        pos,
        me,
        from,
        occupied,
        friends,
        at_once: rules.chain.removal == RemovalTime::AtOnce,
        path: [0; MAX_PATH],
        len: 0,
        out,
    };
    let visited = Bits::EMPTY.with(from);
    chase.chase(from, kind, Bits::EMPTY, visited, None, None);
}

/// Jumps that take nothing, chained: every cell reachable, by a shortest path.
fn plain_chains(rules: &Rules, pos: &Position, me: usize, from: u8, kind: u8, out: &mut Vec<Move>) {
    let geo = &rules.geo;
    let mut occupied = pos.occupied();
    occupied.clear(from);
    let friends = pos.side[me];
    let mut parent = [u8::MAX; 256];
    let mut seen = Bits::EMPTY.with(from);
    let mut queue = [0u8; 256];
    let (mut head, mut tail) = (0, 1);
    queue[0] = from;
    while head < tail {
        let at = queue[head];
        head += 1;
        for rule in &rules.kinds[usize::from(kind)].jumps[me] {
            for dir in dirs_of(rule.dirs) {
                let Some(over) = geo.step(at, dir) else {
                    continue;
                };
                if !occupied.has(over) {
                    continue;
                }
                if !rule.over.allows(friends.has(over)) {
                    continue;
                }
                let Some(land) = geo.step(over, dir) else {
                    continue;
                };
                if occupied.has(land) || seen.has(land) {
                    continue;
                }
                seen.set(land);
                parent[usize::from(land)] = at;
                queue[tail] = land;
                tail += 1;
            }
        }
    }
    let back = |c: u8| parent[usize::from(c)];
    for &to in &queue[1..tail] {
        let n = std::iter::successors(Some(to), |&c| Some(back(c)))
            .take_while(|&c| c != from)
            .count();
        if n > MAX_PATH {
            continue;
        }
        let mut path = [0u8; MAX_PATH];
        let mut c = to;
        for slot in path[..n].iter_mut().rev() {
            *slot = c;
            c = back(c);
        }
        let kind_after = promoted(rules, me, kind, to);
        out.push(Move {
            from,
            to,
            captured: Bits::EMPTY,
            kind_after,
            removal: false,
            len: n as u8,
            path,
        });
    }
}

/// The kind a piece of `kind` becomes on `at` (itself where it does not promote).
fn promoted(rules: &Rules, me: usize, kind: u8, at: u8) -> u8 {
    rules.kinds[usize::from(kind)]
        .promotes
        .filter(|(_, zone)| zone[me].has(at))
        .map_or(kind, |(to, _)| to)
}

fn steps(rules: &Rules, pos: &Position, me: usize, out: &mut Vec<Move>) {
    if let Some(shifts) = rules.shifts.as_ref()
        && shifts.one_word()
        && shifts.reversible()
        && rules
            .kinds
            .iter()
            .all(|k| !k.plain_jumps && k.step_any[me] == 0)
    {
        steps_by_shifts(rules, shifts, pos, me, out);
        return;
    }
    let geo = &rules.geo;
    let occupied = pos.occupied();
    for from in pos.side[me].cells() {
        let kind = pos.kind_at(from);
        let kr = &rules.kinds[usize::from(kind)];
        let one = kr.step_one[me];
        let any = kr.step_any[me];
        // Cells a plain jump of this piece already reaches: the same moves.
        let mut reached = Bits::EMPTY;
        if kr.plain_jumps {
            for m in out.iter().filter(|m| m.from == from && !m.is_capture()) {
                reached.set(m.to);
            }
        }
        for dir in dirs_of(one | any) {
            let mut at = from;
            while let Some(next) = geo.step(at, dir)
                && !occupied.has(next)
            {
                at = next;
                if !reached.has(next) {
                    let mut path = [0u8; MAX_PATH];
                    path[0] = next;
                    out.push(Move {
                        from,
                        to: next,
                        captured: Bits::EMPTY,
                        kind_after: promoted(rules, me, kind, next),
                        removal: false,
                        len: 1,
                        path,
                    });
                }
                if any >> dir & 1 == 0 {
                    break;
                }
            }
        }
    }
}

/// [`steps`] of one cell each on a board of one word: all the pieces of a kind stepping one
/// way at once (by kind, then direction, then the cell reached).
fn steps_by_shifts(
    rules: &Rules,
    shifts: &super::shift::Shifts,
    pos: &Position,
    me: usize,
    out: &mut Vec<Move>,
) {
    let empty = !pos.occupied().0[0];
    for (k, kr) in rules.kinds.iter().enumerate() {
        let movers = pos.side[me].0[0] & pos.kind[k].0[0];
        if movers == 0 {
            continue;
        }
        for dir in dirs_of(kr.step_one[me]) {
            let mut reached = shifts.dirs[dir].apply_word(movers) & empty;
            while reached != 0 {
                let to = reached.trailing_zeros() as u8;
                reached &= reached - 1;
                let from = rules
                    .geo
                    .step(to, (dir + 4) % 8)
                    .expect("reversible shifts");
                let mut path = [0u8; MAX_PATH];
                path[0] = to;
                out.push(Move {
                    from,
                    to,
                    captured: Bits::EMPTY,
                    kind_after: promoted(rules, me, k as u8, to),
                    removal: false,
                    len: 1,
                    path,
                });
            }
        }
    }
}

/// One move per (start, end, captured set, kind after).
fn dedupe(out: &mut Vec<Move>) {
    if out.len() < 2 {
        return;
    }
    let mut i = 0;
    while i < out.len() {
        let key = out[i].key();
        if out[..i].iter().any(|m| m.key() == key) {
            out.remove(i);
        } else {
            i += 1;
        }
    }
}

/// Keeps the captures that are best by the priority keys, in order.
fn apply_priority(rules: &Rules, pos: &Position, out: &mut Vec<Move>) {
    let priority = &rules.capture.priority;
    if priority.is_empty() || out.len() < 2 {
        return;
    }
    let keys: Vec<[i32; 5]> = out
        .iter()
        .map(|mv| {
            let mut key = [0i32; 5];
            for (i, p) in priority.iter().enumerate().take(5) {
                key[i] = match p {
                    Priority::MostPieces => mv.captured.count() as i32,
                    Priority::MostValue => mv
                        .captured
                        .cells()
                        .map(|c| rules.kinds[usize::from(pos.kind_at(c))].value)
                        .sum(),
                    Priority::ByKing => i32::from(rules.king_kinds >> pos.kind_at(mv.from) & 1),
                    Priority::MostKings => mv
                        .captured
                        .cells()
                        .filter(|&c| rules.king_kinds >> pos.kind_at(c) & 1 != 0)
                        .count() as i32,
                    Priority::KingEarliest => -first_king_index(rules, pos, mv),
                };
            }
            key
        })
        .collect();
    let best = *keys.iter().max().expect("two or more");
    let mut i = 0;
    out.retain(|_| {
        let keep = keys[i] == best;
        i += 1;
        keep
    });
}

/// The index along the chain of the first king it takes (100 when it takes none).
fn first_king_index(rules: &Rules, pos: &Position, mv: &Move) -> i32 {
    // The victim of each hop lies between its two landings.
    let geo = &rules.geo;
    let mut at = mv.from;
    for (i, &land) in mv.landings().iter().enumerate() {
        let victim = mv.captured.cells().find(|&c| between(geo, at, land, c));
        if let Some(v) = victim
            && rules.king_kinds >> pos.kind_at(v) & 1 != 0
        {
            return i as i32;
        }
        at = land;
    }
    100
}

/// Whether `c` lies on the straight run from `a` to `b`.
fn between(geo: &super::board::Geometry, a: u8, b: u8, c: u8) -> bool {
    (0..8).any(|d| {
        let mut at = a;
        let mut passed = false;
        while let Some(n) = geo.step(at, d) {
            if n == b {
                return passed;
            }
            if n == c {
                passed = true;
            }
            at = n;
        }
        false
    })
}

/// Where a piece may not stop: another side's home (when the rule is on), out of its target
/// once in it (Halma).
fn stop_rules(rules: &Rules, me: usize, out: &mut Vec<Move>) {
    let end = &rules.end;
    let forbidden = end.forbidden_stop[me];
    let target = end.target[me];
    if forbidden.is_empty() && !end.stay_in_target {
        return;
    }
    let leaves_target = |mv: &Move| target.has(mv.from) && !target.has(mv.to);
    out.retain(|mv| {
        mv.removal || !(forbidden.has(mv.to) || end.stay_in_target && leaves_target(mv))
    });
}
