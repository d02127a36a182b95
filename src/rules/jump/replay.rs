//! Replaying a game record (move texts from the start) on a `JumpGame`, as a PDN reader must:
//! a short capture that fits several captures is read as the one that lets the rest of the
//! record replay, and a record that goes on after the rules have ended the game is replayed
//! to its end (tournament records follow the arbiter, not the program's end rule).

use std::sync::Arc;

use super::compile::Rules;
use super::position::Move;
use super::{JumpState, notation};
use crate::rules::{Game, Outcome};

/// Plies tried over every reading before the replay gives up (a record of a few hundred
/// moves with a handful of ambiguous ones needs far fewer).
const PLY_BUDGET: usize = 200_000;

/// A record that replays.
#[derive(Debug, PartialEq)]
pub struct Replayed {
    pub moves: usize,
    /// The move (from 1) after which the rules ended the game, and how, where the record
    /// goes on past it.
    pub ended_at: Option<(usize, Outcome)>,
    /// The first move (from 1) that fits several captures each letting the record replay to
    /// its end, and those captures' texts.
    pub ambiguous: Option<(usize, Vec<String>)>,
}

/// Why a record does not replay: the furthest move no reading gets past.
#[derive(Debug, PartialEq)]
pub struct Refused {
    /// From 1.
    pub at: usize,
    pub text: String,
    pub reason: String,
}

/// Replays `texts` from the start of `rules`' game.
pub fn replay(rules: Arc<Rules>, texts: &[String]) -> Result<Replayed, Refused> {
    let mut search = Search {
        texts,
        plies: 0,
        furthest: None,
    };
    match search.walk(JumpState::new(rules), 0) {
        Some(found) => Ok(Replayed {
            moves: texts.len(),
            ended_at: found.ended_at,
            ambiguous: found.ambiguous,
        }),
        None => Err(search.furthest.unwrap_or_else(|| Refused {
            at: 1,
            text: texts.first().cloned().unwrap_or_default(),
            reason: "too many readings of its ambiguous captures".into(),
        })),
    }
}

struct Found {
    ended_at: Option<(usize, Outcome)>,
    ambiguous: Option<(usize, Vec<String>)>,
}

struct Search<'a> {
    texts: &'a [String],
    plies: usize,
    furthest: Option<Refused>,
}

impl Search<'_> {
    /// Plays the record on from move `k` (from 0); the first reading that reaches its end.
    fn walk(&mut self, mut state: JumpState, mut k: usize) -> Option<Found> {
        let mut ended_at = None;
        loop {
            let Some(text) = self.texts.get(k) else {
                return Some(Found {
                    ended_at,
                    ambiguous: None,
                });
            };
            self.plies += 1;
            if self.plies > PLY_BUDGET {
                return None;
            }
            let past_end = state.outcome().is_some();
            let candidates = match state.read_candidates(text, past_end) {
                Ok(found) => found,
                Err(reason) => {
                    self.refuse(k, reason);
                    return None;
                }
            };
            if let [only] = candidates.as_slice() {
                play(&mut state, only, k, &mut ended_at);
                k += 1;
                continue;
            }
            return self.branch(&state, k, &candidates, ended_at);
        }
    }

    /// Tries each capture a short text fits; the first that replays, and whether another
    /// one does too.
    fn branch(
        &mut self,
        state: &JumpState,
        k: usize,
        candidates: &[Move],
        ended_at: Option<(usize, Outcome)>,
    ) -> Option<Found> {
        let mut first: Option<Found> = None;
        let mut replaying = Vec::new();
        for mv in candidates {
            let mut next = state.clone();
            let mut ended = ended_at;
            play(&mut next, mv, k, &mut ended);
            if let Some(mut found) = self.walk(next, k + 1) {
                replaying.push(notation::move_text(&state.rules, mv));
                found.ended_at = ended.or(found.ended_at);
                first.get_or_insert(found);
            }
        }
        let mut found = first?;
        if replaying.len() > 1 {
            found.ambiguous = Some((k + 1, replaying));
        }
        Some(found)
    }

    fn refuse(&mut self, k: usize, reason: String) {
        if self.furthest.as_ref().is_none_or(|f| f.at <= k) {
            self.furthest = Some(Refused {
                at: k + 1,
                text: self.texts[k].clone(),
                reason,
            });
        }
    }
}

/// Plays move `k` (from 0), noting where the rules end the game.
fn play(state: &mut JumpState, mv: &Move, k: usize, ended_at: &mut Option<(usize, Outcome)>) {
    let was_over = state.outcome().is_some();
    state.play(mv);
    if !was_over && let Some(outcome) = state.outcome() {
        ended_at.get_or_insert((k + 1, outcome));
    }
}
