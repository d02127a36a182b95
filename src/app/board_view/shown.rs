//! What the board view draws, copied out of the match by one small system per rules type, so
//! the drawing systems themselves are not generic: each generic Bevy system is built once per
//! game, and the six board systems over six games cost the browser's .wasm about 0.1 MB.

use std::any::TypeId;

use super::*;
use crate::app::move_paths::legal_paths;
use crate::rules::coordinates::Label;

/// The match on the board, as the view needs it.
#[derive(Resource)]
pub struct ShownBoard {
    /// The rules type whose match this mirrors; None while no match exists.
    owner: Option<TypeId>,
    /// Bumped whenever anything below changes.
    pub version: u64,
    /// The board with the seats' chosen colours.
    pub layout: Layout,
    pub pieces: Vec<(Cell, Piece)>,
    pub labels: Vec<Label>,
    /// A human is to move (legal-move dots and the picked piece's steps are for humans).
    pub human_to_move: bool,
    pub marks_legal_moves: bool,
    /// The cells of each legal move, when a human is to move.
    pub legal_paths: Vec<Vec<Cell>>,
    /// The cells the last move visited.
    pub last_path: Vec<Cell>,
    pub hint_cell: Option<Cell>,
}

impl ShownBoard {
    pub fn present(&self) -> bool {
        self.owner.is_some()
    }
}

impl Default for ShownBoard {
    fn default() -> Self {
        Self {
            owner: None,
            version: 0,
            layout: Layout::grid(0, 0),
            pieces: Vec::new(),
            labels: Vec::new(),
            human_to_move: false,
            marks_legal_moves: false,
            legal_paths: Vec::new(),
            last_path: Vec::new(),
            hint_cell: None,
        }
    }
}

/// What the copy was made from: the match's generation, whether it had a hint, its players,
/// the seats' colours.
#[derive(PartialEq)]
pub(super) struct Signature {
    generation: u64,
    hint: bool,
    players: Vec<PlayerKind>,
    seat_colours: Vec<u8>,
}

/// Copies `G`'s match into [`ShownBoard`] when it changed; clears it when that match ended.
pub(super) fn publish<G: Game>(
    state: Option<Res<MatchState<G>>>,
    settings: Res<GameSettings>,
    mut shown: ResMut<ShownBoard>,
    mut copied: Local<Option<Signature>>,
) {
    let mine = Some(TypeId::of::<G>());
    let Some(state) = state else {
        // Another game's match may already have taken the board this frame.
        if copied.take().is_some() && shown.owner == mine {
            shown.owner = None;
            shown.version += 1;
        }
        return;
    };
    let game = state.current();
    let seat_colours = (0..game.sides()).map(|i| settings.seats.get(i).map_or(0, |s| s.colour));
    // Compared in place: this runs every frame.
    if shown.owner == mine
        && copied.as_ref().is_some_and(|c| {
            c.generation == state.generation
                && c.hint == state.hint.is_some()
                && c.players == state.players
                && c.seat_colours.iter().copied().eq(seat_colours.clone())
        })
    {
        return;
    }
    *copied = Some(Signature {
        generation: state.generation,
        hint: state.hint.is_some(),
        players: state.players.clone(),
        seat_colours: seat_colours.collect(),
    });
    let human_to_move = state.player_to_move() == PlayerKind::Human;
    let board = &mut *shown;
    board.owner = mine;
    board.version += 1;
    board.layout = seated_layout(game, &settings);
    board.pieces = game.pieces();
    board.labels = game.coordinate_labels();
    board.human_to_move = human_to_move;
    board.marks_legal_moves = game.marks_legal_moves();
    board.legal_paths = if human_to_move {
        legal_paths(game).1
    } else {
        Vec::new()
    };
    board.last_path = state
        .last_move()
        .map(|mv| state.position_before(state.cursor() - 1).path(mv))
        .unwrap_or_default();
    board.hint_cell = state
        .hint
        .as_ref()
        .and_then(|hint| game.path(hint).last().copied());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::reversi::Reversi;

    fn shown(app: &App) -> &ShownBoard {
        app.world().resource::<ShownBoard>()
    }

    #[test]
    fn the_copy_follows_the_match_and_clears_when_it_ends() {
        let mut app = App::new();
        app.init_resource::<ShownBoard>()
            .init_resource::<GameSettings>()
            .add_systems(Update, publish::<Reversi>);
        app.update();
        assert!(!shown(&app).present());

        let players = vec![PlayerKind::Human, PlayerKind::Computer(1)];
        app.insert_resource(MatchState::new(Reversi::standard(8), players));
        app.update();
        let first = shown(&app);
        assert!(first.present() && first.human_to_move);
        assert_eq!((first.pieces.len(), first.legal_paths.len()), (4, 4));
        assert!(first.last_path.is_empty());
        let version = first.version;
        app.update();
        assert_eq!(
            shown(&app).version,
            version,
            "nothing changed, nothing copied"
        );

        let mut state = app.world_mut().resource_mut::<MatchState<Reversi>>();
        let mv = state.current().legal_moves()[0];
        let played = state.current().path(&mv);
        state.play(&mv).expect("a legal move");
        app.update();
        let after = shown(&app);
        assert!(after.version > version);
        assert_eq!(after.pieces.len(), 5);
        assert_eq!(after.last_path, played);
        assert!(!after.human_to_move && after.legal_paths.is_empty());

        app.world_mut().remove_resource::<MatchState<Reversi>>();
        app.update();
        assert!(!shown(&app).present());
    }
}
