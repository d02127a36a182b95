//! Questions the search asks at every node, answered without building moves: whether a side
//! can capture (quiescence) and how many moves it has (the evaluation's mobility and
//! threats). On boards whose neighbours are shifts ([`Shifts`]) they are asked of all pieces
//! of a kind at once. Where a rule could make the quick answer differ from
//! [`movegen::generate`]'s (a zone a piece may not stop on, pending opening removals, plain
//! jumps), they ask the move list instead.

use super::bits::Bits;
use super::compile::{JumpRule, KindRules, Rules, dirs_of};
use super::movegen;
use super::position::{Move, Position};
use super::shift::Shifts;
use super::spec::Over;

/// Whether a capture's first hop alone decides that a capture move exists: no zone rule may
/// strike out the move where its chain ends, and no opening removal is due.
fn first_hop_decides(rules: &Rules, pos: &Position, me: usize) -> bool {
    usize::from(pos.removals) >= rules.opening.len()
        && pos.streak[me] == 0
        && rules.end.forbidden_stop[me].is_empty()
        && !rules.end.stay_in_target
}

/// Whether `me` has a capture among its legal moves (were it to move).
pub fn can_capture(rules: &Rules, pos: &Position, me: usize) -> bool {
    if !first_hop_decides(rules, pos, me) {
        return generated(rules, pos, me).1 > 0;
    }
    first_hop_exists(rules, pos, me)
}

/// The pieces a piece of kind `kr` may take, whoever owns them.
fn takeable(rules: &Rules, kr: &KindRules, pos: &Position) -> Bits {
    (0..rules.kinds.len())
        .filter(|&v| kr.capturable >> v & 1 != 0)
        .fold(Bits::EMPTY, |acc, v| acc.or(&pos.kind[v]))
}

/// The pieces a jump that goes `over` these may jump, by whose they are.
fn jumped_over(over: Over, occupied: &Bits, own: &Bits) -> Bits {
    match over {
        Over::Enemy => occupied.minus(own),
        Over::Friend => *own,
        Over::Either => *occupied,
    }
}

/// Whether a piece of `me` can make the first hop of a capture (wherever its chain would end).
pub fn first_hop_exists(rules: &Rules, pos: &Position, me: usize) -> bool {
    if let Some(shifts) = rules.shifts.as_ref().filter(|s| s.one_word()) {
        return first_hop_on_one_word(rules, shifts, pos, me);
    }
    let occupied = pos.occupied();
    let own = pos.side[me];
    for (k, kr) in rules.kinds.iter().enumerate() {
        let movers = own.and(&pos.kind[k]);
        if movers.is_empty() || !kr.capturing_jumps {
            continue;
        }
        let takeable = takeable(rules, kr, pos);
        for rule in kr.jumps[me].iter().filter(|r| r.captures) {
            let hop = match &rules.shifts {
                Some(shifts) if !rule.flying_approach => {
                    let over = jumped_over(rule.over, &occupied, &own).and(&takeable);
                    hop_by_shifts(shifts, rule, &movers, &over, &occupied)
                }
                _ => movers
                    .cells()
                    .any(|from| piece_hop(rules, pos, kr, from, rule, &occupied, &own)),
            };
            if hop {
                return true;
            }
        }
    }
    false
}

/// The pieces of `me` that can make the first hop of a capture (wherever their chains would
/// end), all at once by the board's shifts; a piece that approaches from afar is counted in
/// (its chase decides). `None` where the shifts cannot answer: ask piece by piece.
pub fn first_hop_pieces(rules: &Rules, pos: &Position, me: usize) -> Option<Bits> {
    let shifts = rules.shifts.as_ref().filter(|s| s.reversible())?;
    if shifts.one_word() {
        return Some(Bits([
            first_hop_pieces_on_one_word(rules, shifts, pos, me),
            0,
            0,
            0,
        ]));
    }
    let occupied = pos.occupied();
    let own = pos.side[me];
    let mut found = Bits::EMPTY;
    for (k, kr) in rules.kinds.iter().enumerate() {
        let movers = own.and(&pos.kind[k]);
        if movers.is_empty() || !kr.capturing_jumps {
            continue;
        }
        let takeable = takeable(rules, kr, pos);
        for rule in kr.jumps[me].iter().filter(|r| r.captures) {
            if rule.flying_approach {
                found = found.or(&movers);
                continue;
            }
            let over = jumped_over(rule.over, &occupied, &own).and(&takeable);
            for dir in dirs_of(rule.dirs) {
                let (ahead, back) = (&shifts.dirs[dir], &shifts.dirs[(dir + 4) % 8]);
                let jumped = ahead.apply(&movers).and(&over);
                if jumped.is_empty() {
                    continue;
                }
                let landings = ahead.apply(&jumped).minus(&occupied);
                if landings.is_empty() {
                    continue;
                }
                let hopped = back.apply(&landings).and(&jumped);
                found = found.or(&back.apply(&hopped).and(&movers));
            }
        }
    }
    Some(found)
}

/// [`first_hop_pieces`] on a board of one word.
fn first_hop_pieces_on_one_word(rules: &Rules, shifts: &Shifts, pos: &Position, me: usize) -> u64 {
    let occupied = pos.side.iter().fold(0, |all, side| all | side.0[0]);
    let own = pos.side[me].0[0];
    let mut found = 0;
    for (k, kr) in rules.kinds.iter().enumerate() {
        let movers = own & pos.kind[k].0[0];
        if movers == 0 || !kr.capturing_jumps {
            continue;
        }
        let takeable = (0..rules.kinds.len())
            .filter(|&v| kr.capturable >> v & 1 != 0)
            .fold(0, |all, v| all | pos.kind[v].0[0]);
        for rule in kr.jumps[me].iter().filter(|r| r.captures) {
            if rule.flying_approach {
                found |= movers;
                continue;
            }
            let over = takeable
                & match rule.over {
                    Over::Enemy => occupied & !own,
                    Over::Friend => own,
                    Over::Either => occupied,
                };
            for dir in dirs_of(rule.dirs) {
                let (ahead, back) = (&shifts.dirs[dir], &shifts.dirs[(dir + 4) % 8]);
                let jumped = ahead.apply_word(movers) & over;
                let landings = ahead.apply_word(jumped) & !occupied;
                found |= back.apply_word(back.apply_word(landings) & jumped) & movers;
            }
        }
    }
    found
}

/// [`first_hop_exists`] on a board of one word: the shifts on a `u64`, a rule that approaches
/// from afar piece by piece.
fn first_hop_on_one_word(rules: &Rules, shifts: &Shifts, pos: &Position, me: usize) -> bool {
    let occupied = pos.side.iter().fold(0, |all, side| all | side.0[0]);
    let own = pos.side[me].0[0];
    // As sets, for the rules that approach from afar (walked piece by piece).
    let (occupied_set, own_set) = (Bits([occupied, 0, 0, 0]), Bits([own, 0, 0, 0]));
    for (k, kr) in rules.kinds.iter().enumerate() {
        let movers = own & pos.kind[k].0[0];
        if movers == 0 || !kr.capturing_jumps {
            continue;
        }
        let takeable = (0..rules.kinds.len())
            .filter(|&v| kr.capturable >> v & 1 != 0)
            .fold(0, |all, v| all | pos.kind[v].0[0]);
        for rule in kr.jumps[me].iter().filter(|r| r.captures) {
            let hop = if rule.flying_approach {
                Bits([movers, 0, 0, 0])
                    .cells()
                    .any(|from| piece_hop(rules, pos, kr, from, rule, &occupied_set, &own_set))
            } else {
                let over = takeable
                    & match rule.over {
                        Over::Enemy => occupied & !own,
                        Over::Friend => own,
                        Over::Either => occupied,
                    };
                dirs_of(rule.dirs).any(|dir| {
                    let shift = &shifts.dirs[dir];
                    let jumped = shift.apply_word(movers) & over;
                    jumped != 0 && shift.apply_word(jumped) & !occupied != 0
                })
            };
            if hop {
                return true;
            }
        }
    }
    false
}

/// Whether a piece of `movers` has a piece of `over` beside it in one of the rule's
/// directions with an empty cell beyond (boards of more than one word; see
/// [`first_hop_on_one_word`]).
fn hop_by_shifts(
    shifts: &Shifts,
    rule: &JumpRule,
    movers: &Bits,
    over: &Bits,
    occupied: &Bits,
) -> bool {
    dirs_of(rule.dirs).any(|dir| {
        let shift = &shifts.dirs[dir];
        let jumped = shift.apply(movers).and(over);
        !jumped.is_empty() && !shift.apply(&jumped).minus(occupied).is_empty()
    })
}

/// Whether the piece on `from`, of the kind `kr`, can make the first hop of a capture by `rule`.
fn piece_hop(
    rules: &Rules,
    pos: &Position,
    kr: &KindRules,
    from: u8,
    rule: &JumpRule,
    occupied: &Bits,
    friends: &Bits,
) -> bool {
    let geo = &rules.geo;
    // The moving piece is lifted: its own cell counts as empty.
    let empty = |c: u8| c == from || !occupied.has(c);
    dirs_of(rule.dirs).any(|dir| {
        let Some(mut over) = geo.step(from, dir) else {
            return false;
        };
        if rule.flying_approach {
            while empty(over) {
                match geo.step(over, dir) {
                    Some(next) => over = next,
                    None => return false,
                }
            }
        } else if empty(over) {
            return false;
        }
        rule.over.allows(friends.has(over))
            && kr.capturable >> pos.kind_at(over) & 1 != 0
            && geo.step(over, dir).is_some_and(empty)
    })
}

/// The number of `me`'s legal moves and how many of them capture.
pub fn moves(rules: &Rules, pos: &Position, me: usize) -> (usize, usize) {
    let plain_jumps = rules.kinds.iter().any(|k| k.plain_jumps);
    if plain_jumps
        || !rules.capture.compulsory
        || !first_hop_decides(rules, pos, me)
        || first_hop_exists(rules, pos, me)
    {
        return generated(rules, pos, me);
    }
    // No capture and none to weigh against steps: the steps are the moves, one per cell
    // reached (as `movegen`'s steps, which nothing dedupes).
    let occupied = pos.occupied();
    let own = pos.side[me];
    let mut count = 0;
    for (k, kr) in rules.kinds.iter().enumerate() {
        let movers = own.and(&pos.kind[k]);
        if movers.is_empty() {
            continue;
        }
        let (one, any) = (kr.step_one[me], kr.step_any[me]);
        count += match &rules.shifts {
            Some(shifts) => steps_by_shifts(shifts, one, any, &movers, &occupied),
            None => movers
                .cells()
                .map(|from| piece_steps(rules, from, one, any, &occupied))
                .sum(),
        };
    }
    (count, 0)
}

/// The steps of all of `movers`: in each direction the cells reached, ray by ray (rays of
/// one direction never share a cell, as each stops at the first piece).
fn steps_by_shifts(shifts: &Shifts, one: u8, any: u8, movers: &Bits, occupied: &Bits) -> usize {
    if shifts.one_word() {
        return steps_on_one_word(shifts, one, any, movers.0[0], !occupied.0[0]);
    }
    let mut count = 0;
    for dir in dirs_of(one | any) {
        let shift = &shifts.dirs[dir];
        let mut reached = shift.apply(movers).minus(occupied);
        count += reached.count() as usize;
        if any >> dir & 1 != 0 {
            while !reached.is_empty() {
                reached = shift.apply(&reached).minus(occupied);
                count += reached.count() as usize;
            }
        }
    }
    count
}

/// [`steps_by_shifts`] on a board of one word.
fn steps_on_one_word(shifts: &Shifts, one: u8, any: u8, movers: u64, empty: u64) -> usize {
    let mut count = 0;
    for dir in dirs_of(one | any) {
        let shift = &shifts.dirs[dir];
        let mut reached = shift.apply_word(movers) & empty;
        count += reached.count_ones() as usize;
        if any >> dir & 1 != 0 {
            while reached != 0 {
                reached = shift.apply_word(reached) & empty;
                count += reached.count_ones() as usize;
            }
        }
    }
    count
}

/// The steps of the piece on `from`.
fn piece_steps(rules: &Rules, from: u8, one: u8, any: u8, occupied: &Bits) -> usize {
    let mut count = 0;
    for dir in dirs_of(one | any) {
        let mut at = from;
        while let Some(next) = rules.geo.step(at, dir)
            && !occupied.has(next)
        {
            count += 1;
            at = next;
            if any >> dir & 1 == 0 {
                break;
            }
        }
    }
    count
}

/// The counts from the full move list.
fn generated(rules: &Rules, pos: &Position, me: usize) -> (usize, usize) {
    let mut copy = *pos;
    copy.to_move = me as u8;
    MOVES.with_borrow_mut(|moves| {
        movegen::generate(rules, &copy, moves);
        let captures = moves.iter().filter(|m| m.is_capture()).count();
        (moves.len(), captures)
    })
}

thread_local! {
    /// The list [`generated`] fills (kept, so that an evaluation does not allocate).
    static MOVES: std::cell::RefCell<Vec<Move>> = const { std::cell::RefCell::new(Vec::new()) };
}

#[cfg(test)]
#[path = "count_tests.rs"]
mod tests;
