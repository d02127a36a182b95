//! Sound: synthesised cues ([`synth`]) for what happens in a match (a piece placed, moved,
//! taken or flipped, a click that is no move, a win or a loss), at the settings' volume.
//! Bevy's audio plays them on desktop (`output.rs`); in the browser the page plays them with
//! Web Audio (`page_output.rs`), which leaves Bevy's audio stack out of the .wasm.

#[cfg(not(target_arch = "wasm32"))]
mod output;
#[cfg(target_arch = "wasm32")]
#[path = "page_output.rs"]
mod output;
pub mod synth;

use bevy::prelude::*;

use super::match_state::{MatchSet, MatchState, PlayerKind};
use super::messages::{ClickRefused, MovePlayed};
use super::settings::GameSettings;
use crate::rules::{Change, Game, Outcome};
pub use synth::Cue;

/// Asks for a cue to be played.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayCue(pub Cue);

/// The one cue a move's changes call for: a capture outweighs a flip, a flip a placement.
pub fn cue_for(changes: &[Change]) -> Option<Cue> {
    let has = |f: fn(&Change) -> bool| changes.iter().any(f);
    if has(|c| matches!(c, Change::Remove { .. })) {
        Some(Cue::Capture)
    } else if has(|c| matches!(c, Change::Flip { .. })) {
        Some(Cue::Flip)
    } else if has(|c| matches!(c, Change::Place { .. })) {
        Some(Cue::Place)
    } else if has(|c| matches!(c, Change::Move { .. })) {
        Some(Cue::Move)
    } else {
        None
    }
}

fn cues_from_events(
    mut played: MessageReader<MovePlayed>,
    mut refused: MessageReader<ClickRefused>,
    mut cues: MessageWriter<PlayCue>,
) {
    for move_played in played.read() {
        if let Some(cue) = cue_for(&move_played.changes) {
            cues.write(PlayCue(cue));
        }
    }
    if refused.read().count() > 0 {
        cues.write(PlayCue(Cue::Illegal));
    }
}

/// The end of a game as the people at the table hear it: a human's win (or a computer game's
/// end) sounds as a win, a human's loss or a dead end as a loss.
pub fn end_cue(outcome: Outcome, players: &[PlayerKind]) -> Option<Cue> {
    let humans = players.contains(&PlayerKind::Human);
    match outcome {
        Outcome::Win(side) if players.get(usize::from(side)) == Some(&PlayerKind::Human) => {
            Some(Cue::Win)
        }
        Outcome::Win(_) if humans => Some(Cue::Lose),
        Outcome::Win(_) => Some(Cue::Win),
        Outcome::Draw if humans => Some(Cue::Lose),
        Outcome::Draw => None,
    }
}

/// Plays the end cue when a move ends the game (an undo, a redo or a jump in the move list
/// plays no move, so stays quiet).
fn cue_game_end<G: Game>(
    state: Option<Res<MatchState<G>>>,
    mut played: MessageReader<MovePlayed>,
    mut cues: MessageWriter<PlayCue>,
) {
    let moved = played.read().count() > 0;
    if let Some(state) = state
        && moved
        && let Some(outcome) = state.current().outcome()
        && let Some(cue) = end_cue(outcome, &state.players)
    {
        cues.write(PlayCue(cue));
    }
}

/// The cues asked for this frame, each once, or none when the sound is off.
fn cues_to_play(cues: &mut MessageReader<PlayCue>, settings: &GameSettings) -> Vec<Cue> {
    let mut heard: Vec<Cue> = cues.read().map(|c| c.0).collect();
    heard.dedup();
    if settings.muted || settings.volume <= 0.0 {
        heard.clear();
    }
    heard
}

/// The cues and the player (on desktop it needs Bevy's audio plugin).
pub fn plugin(app: &mut App) {
    app.add_message::<PlayCue>().add_systems(
        Update,
        (
            output::make_sounds.run_if(not(resource_exists::<output::Sounds>)),
            cues_from_events,
            output::play_cues,
        )
            .chain()
            .after(MatchSet::Animate),
    );
}

/// The end-of-game cue for one rules type.
pub fn game_plugin<G: Game>(app: &mut App) {
    app.add_systems(
        Update,
        cue_game_end::<G>
            .after(MatchSet::Apply)
            .before(output::play_cues),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Piece, PieceKind};

    #[test]
    fn the_weightiest_change_picks_the_cue() {
        let piece = Piece {
            owner: 0,
            kind: PieceKind::Man,
        };
        let place = Change::Place { cell: 0, piece };
        let flip = Change::Flip { cell: 1, to: piece };
        let remove = Change::Remove { cell: 2 };
        let travel = Change::Move { path: vec![3, 4] };
        assert_eq!(cue_for(&[place.clone(), flip.clone()]), Some(Cue::Flip));
        assert_eq!(cue_for(&[travel.clone(), remove]), Some(Cue::Capture));
        assert_eq!(cue_for(&[travel]), Some(Cue::Move));
        assert_eq!(cue_for(&[place]), Some(Cue::Place));
        assert_eq!(cue_for(&[Change::Pass]), None);
    }

    #[test]
    fn a_human_hears_its_own_win_and_loss() {
        let table = [PlayerKind::Human, PlayerKind::Computer(3)];
        assert_eq!(end_cue(Outcome::Win(0), &table), Some(Cue::Win));
        assert_eq!(end_cue(Outcome::Win(1), &table), Some(Cue::Lose));
        let machines = [PlayerKind::Computer(1), PlayerKind::Computer(3)];
        assert_eq!(end_cue(Outcome::Win(1), &machines), Some(Cue::Win));
        assert_eq!(end_cue(Outcome::Draw, &machines), None);
    }
}
