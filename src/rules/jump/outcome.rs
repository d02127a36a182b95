//! The end rules: goals reached (a kind in a zone, a target filled, one piece left), a side
//! without pieces or moves, places as sides finish, and the draws by count and repetition.

use super::compile::Rules;
use super::movegen;
use super::position::{FIRST_FINISHED, Move, Position};
use super::spec::{Fill, Verdict};
use crate::rules::Outcome;

/// Whether `side` has reached its goal in `pos` (reach or fill).
pub fn finished(rules: &Rules, pos: &Position, side: usize) -> bool {
    let end = &rules.end;
    if let Some((kind, zones)) = &end.reach
        && !pos.side[side]
            .and(&pos.kind[usize::from(*kind)])
            .and(&zones[side])
            .is_empty()
    {
        return true;
    }
    if let Some(fill) = end.fill_target {
        let target = end.target[side];
        if target.is_empty() {
            return false;
        }
        let own = pos.side[side].and(&target);
        return match fill {
            Fill::OwnOnly => own == target,
            Fill::Filled => !own.is_empty() && target.within(&pos.occupied()),
        };
    }
    false
}

/// The outcome decided by the position alone (no repetition), or `None` while play goes on.
/// `mover` is the side that just moved (none at the start). Places are appended as sides
/// finish; in a race with places the finished sides leave the turn order.
pub fn judge_position(
    rules: &Rules,
    pos: &mut Position,
    places: &mut Vec<u8>,
    mover: Option<u8>,
) -> Option<Outcome> {
    judge_position_keeping_moves(rules, pos, places, mover, &mut Vec::new())
}

/// [`judge_position`], leaving the legal moves in `moves` while play goes on (empty when the
/// position is decided), so that a caller need not generate them again.
pub fn judge_position_keeping_moves(
    rules: &Rules,
    pos: &mut Position,
    places: &mut Vec<u8>,
    mover: Option<u8>,
    moves: &mut Vec<Move>,
) -> Option<Outcome> {
    moves.clear();
    if let Some(decided) = goal_or_count(rules, pos, places, mover) {
        return Some(decided);
    }
    movegen::generate(rules, pos, moves);
    if !moves.is_empty() {
        return None;
    }
    let side = pos.to_move;
    let n = rules.sides.len();
    Some(match rules.end.no_move {
        _ if n == 1 => Outcome::Draw,
        Verdict::Draw => Outcome::Draw,
        Verdict::Wins => Outcome::Win(side),
        Verdict::Loses if n == 2 => Outcome::Win(1 - side),
        // With more sides the stuck side is out; the first to have finished wins, else the
        // game is drawn.
        Verdict::Loses => places.first().map_or(Outcome::Draw, |&p| Outcome::Win(p)),
    })
}

/// Everything [`judge_position`] decides but a side without a move: goals, places, no
/// pieces, the move and king-move counts.
pub fn goal_or_count(
    rules: &Rules,
    pos: &mut Position,
    places: &mut Vec<u8>,
    mover: Option<u8>,
) -> Option<Outcome> {
    let end = &rules.end;
    let n = rules.sides.len();
    if n == 1 {
        if let Some(on) = end.one_left {
            let pieces = pos.side[0];
            if pieces.count() == 1 && on.is_none_or(|cell| pieces.has(cell)) {
                return Some(Outcome::Win(0));
            }
        } else if finished(rules, pos, 0) {
            return Some(Outcome::Win(0));
        }
        return None;
    }
    if n == 2
        && end.equal_turns
        && let Some(m) = mover
    {
        // The first mover that finished by its own move gives the second its last move:
        // finishing with it draws, else the first has won (even if that move emptied a hole
        // of the first's target). Otherwise who has reached the goal after this move decides.
        let done = [finished(rules, pos, 0), finished(rules, pos, 1)];
        if pos.finished & FIRST_FINISHED != 0 && m == 1 {
            return Some(if done[1] {
                Outcome::Draw
            } else {
                Outcome::Win(0)
            });
        }
        match done {
            [true, true] => return Some(Outcome::Draw),
            [true, false] if m == 1 => return Some(Outcome::Win(0)),
            [false, true] => return Some(Outcome::Win(1)),
            _ => {}
        }
    } else if let Some(m) = mover {
        // A move may finish other sides too (a target filled by anyone's pieces): the mover
        // first, then the others in turn order.
        let newly: Vec<u8> = (0..n as u8)
            .map(|k| (m + k) % n as u8)
            .filter(|&s| {
                pos.finished >> s & 1 == 0
                    && !places.contains(&s)
                    && finished(rules, pos, usize::from(s))
            })
            .collect();
        if let Some(&first) = newly.first() {
            places.extend(&newly);
            if n == 2 && newly.len() == 2 {
                return Some(Outcome::Draw);
            }
            if n == 2 || !end.play_on {
                return Some(Outcome::Win(first));
            }
            for s in &newly {
                pos.finished |= 1 << s;
            }
            let left: Vec<u8> = (0..n as u8)
                .filter(|s| pos.finished >> s & 1 == 0)
                .collect();
            if left.len() <= 1 {
                places.extend(left);
                return Some(Outcome::Win(places[0]));
            }
            if pos.finished >> pos.to_move & 1 != 0 {
                pos.to_move = pos.next_side(rules, pos.to_move);
            }
        }
    }
    if end.no_pieces_loses && n == 2 {
        for side in 0..2u8 {
            if pos.side[usize::from(side)].is_empty()
                && usize::from(pos.removals) >= rules.opening.len()
            {
                return Some(Outcome::Win(1 - side));
            }
        }
    }
    if let Some(limit) = end.move_limit
        && pos.plies >= limit
    {
        return Some(Outcome::Draw);
    }
    if let Some(moves) = end.king_moves
        && u32::from(pos.quiet) >= 2 * moves
    {
        return Some(Outcome::Draw);
    }
    None
}

/// The outcome with the repetition rule on top of [`judge_position`]; the legal moves are
/// left in `moves` while play goes on.
pub fn judge(
    rules: &Rules,
    pos: &mut Position,
    history: &[u64],
    places: &mut Vec<u8>,
    mover: Option<u8>,
    moves: &mut Vec<Move>,
) -> Option<Outcome> {
    let decided = judge_position_keeping_moves(rules, pos, places, mover, moves);
    if decided.is_some() {
        return decided;
    }
    if let Some(times) = rules.end.repetitions
        && let Some(&now) = history.last()
        && history.iter().filter(|&&h| h == now).count() as u32 >= times
    {
        moves.clear();
        return Some(Outcome::Draw);
    }
    None
}
