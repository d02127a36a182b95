//! One match: the start position, the moves played, where the player is looking, who plays
//! each side. Every change bumps `generation`, so answers computed for an older position are
//! recognised and dropped.

use bevy::prelude::*;

use super::messages::{BoardReset, MatchCommand, MovePlayed, MoveRequested};
use crate::rules::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    Human,
    Computer(u8),
    /// Someone on another screen (an online game): their moves come from the server.
    Remote,
}

#[derive(Resource, Clone)]
pub struct MatchState<G: Game> {
    start: G,
    /// Each move with the position after it.
    history: Vec<(G::Move, G)>,
    /// How many moves of `history` are on the board now.
    cursor: usize,
    pub generation: u64,
    pub players: Vec<PlayerKind>,
    /// The expert's suggestion for the position on the board.
    pub hint: Option<G::Move>,
    /// Computer players wait while paused (used when stepping through the move list).
    pub paused: bool,
    /// The generation for which the engine or solver answered with no move (a puzzle position
    /// with no way to finish); nothing is asked again for it.
    pub no_answer: Option<u64>,
}

impl<G: Game> MatchState<G> {
    pub fn new(start: G, players: Vec<PlayerKind>) -> Self {
        Self {
            start,
            history: Vec::new(),
            cursor: 0,
            generation: 0,
            players,
            hint: None,
            paused: false,
            no_answer: None,
        }
    }

    pub fn current(&self) -> &G {
        if self.cursor == 0 {
            &self.start
        } else {
            &self.history[self.cursor - 1].1
        }
    }

    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// All moves, including those undone but not yet overwritten (for redo).
    pub fn moves(&self) -> impl Iterator<Item = &G::Move> {
        self.history.iter().map(|(m, _)| m)
    }

    /// The position before move `index` (for naming it in notation).
    pub fn position_before(&self, index: usize) -> &G {
        if index == 0 {
            &self.start
        } else {
            &self.history[index - 1].1
        }
    }

    pub fn last_move(&self) -> Option<&G::Move> {
        self.cursor.checked_sub(1).map(|i| &self.history[i].0)
    }

    pub fn player_to_move(&self) -> PlayerKind {
        let side = usize::from(self.current().side_to_move());
        self.players.get(side).copied().unwrap_or(PlayerKind::Human)
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.history.len()
    }

    fn touch(&mut self) {
        self.generation += 1;
        self.hint = None;
    }

    /// Plays `mv` if legal, dropping any redo tail; returns what it changed.
    pub fn play(&mut self, mv: &G::Move) -> Option<Vec<crate::rules::Change>> {
        let mut next = self.current().clone();
        if !next.legal_moves().contains(mv) {
            return None;
        }
        let changes = next.play(mv);
        self.history.truncate(self.cursor);
        self.history.push((mv.clone(), next));
        self.cursor += 1;
        self.touch();
        Some(changes)
    }

    /// Steps back one move, or back to the last human turn when a computer plays too.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        let any_human = self.players.contains(&PlayerKind::Human);
        while any_human && self.cursor > 0 && self.player_to_move() != PlayerKind::Human {
            self.cursor -= 1;
        }
        self.touch();
        true
    }

    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.cursor += 1;
        let any_human = self.players.contains(&PlayerKind::Human);
        while any_human && self.can_redo() && self.player_to_move() != PlayerKind::Human {
            self.cursor += 1;
        }
        self.touch();
        true
    }

    pub fn go_to(&mut self, moves: usize) {
        self.cursor = moves.min(self.history.len());
        self.touch();
    }

    pub fn restart(&mut self) {
        self.history.clear();
        self.cursor = 0;
        self.touch();
    }
}

/// Applies move requests for the current generation through the rules; everything else is
/// dropped, so a stale engine answer or an illegal click changes nothing.
fn apply_move_requests<G: Game>(
    mut requests: MessageReader<MoveRequested<G::Move>>,
    state: Option<ResMut<MatchState<G>>>,
    mut played: MessageWriter<MovePlayed>,
) {
    let Some(mut state) = state else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        if request.generation != state.generation {
            debug!("dropped a move for generation {}", request.generation);
            continue;
        }
        match state.play(&request.mv) {
            Some(changes) => {
                played.write(MovePlayed { changes });
            }
            None => warn!("ignored illegal move request {:?}", request.mv),
        }
    }
}

fn handle_commands<G: Game>(
    mut commands: MessageReader<MatchCommand>,
    state: Option<ResMut<MatchState<G>>>,
    mut reset: MessageWriter<BoardReset>,
) {
    let Some(mut state) = state else {
        commands.clear();
        return;
    };
    for command in commands.read() {
        let changed = match *command {
            MatchCommand::Undo => state.undo(),
            MatchCommand::Redo => state.redo(),
            MatchCommand::Restart => {
                state.restart();
                true
            }
            MatchCommand::GoTo(n) => {
                state.go_to(n);
                true
            }
            MatchCommand::NewMatch | MatchCommand::Hint => false,
        };
        if changed {
            reset.write(BoardReset);
        }
    }
}

pub fn plugin<G: Game>(app: &mut App) {
    app.add_message::<MoveRequested<G::Move>>().add_systems(
        Update,
        (handle_commands::<G>, apply_move_requests::<G>)
            .chain()
            .in_set(MatchSet::Apply),
    );
}

/// Order within a frame: input, then rules, then engines, then animation.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchSet {
    Input,
    Apply,
    Think,
    Animate,
}

pub fn configure_sets(app: &mut App) {
    app.configure_sets(
        Update,
        (
            MatchSet::Input,
            MatchSet::Apply,
            MatchSet::Think,
            MatchSet::Animate,
        )
            .chain(),
    );
}

/// For one-player puzzles: "solve" hands the side to the solver until the puzzle ends or the
/// solver finds no way on; then the side is the player's again.
pub fn finish_solving<G: Game>(mut state: Option<ResMut<MatchState<G>>>) {
    if let Some(state) = state.as_mut()
        && state.players[0] != PlayerKind::Human
        && (state.current().outcome().is_some() || state.no_answer == Some(state.generation))
    {
        state.players[0] = PlayerKind::Human;
    }
}
