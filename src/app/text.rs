//! The ids of the messages the player reads; the texts are in `assets/i18n/<language>/leapfrog.ftl`.

use bevy_egui::egui;

pub use crate::i18n::{Arg, Key, tr, tr_args};

impl From<Key> for egui::WidgetText {
    fn from(key: Key) -> Self {
        key.text().into()
    }
}

impl From<Key> for egui::RichText {
    fn from(key: Key) -> Self {
        key.text().into()
    }
}

pub const TITLE: Key = Key("title");
pub const SUBTITLE: Key = Key("subtitle");
pub const PLAY: Key = Key("play");
pub const SETTINGS: Key = Key("settings");
pub const MENU: Key = Key("menu");
pub const BACK: Key = Key("back");
pub const NEW_GAME: Key = Key("new-game");
pub const RESTART: Key = Key("restart");
pub const UNDO: Key = Key("undo");
pub const REDO: Key = Key("redo");
pub const HINT: Key = Key("hint");
pub const PAUSE: Key = Key("pause");
pub const RESUME: Key = Key("resume");
pub const MOVES: Key = Key("moves");
pub const START: Key = Key("start");
pub const THINKING: Key = Key("thinking");
pub const BOARD: Key = Key("board");
pub const HUMAN: Key = Key("human");
pub const COMPUTER: Key = Key("computer");
pub const STRENGTH: Key = Key("strength");
pub const ANIMATION_SPEED: Key = Key("animation-speed");
pub const INSTANT: Key = Key("instant");
pub const SHOW_LEGAL: Key = Key("show-legal");
pub const DRAW: Key = Key("draw");
pub const DATA_ERROR: Key = Key("data-error");
pub const DISMISS: Key = Key("dismiss");
pub const SEATS: Key = Key("seats");
pub const SEATS_NOTE: Key = Key("seats-note");
pub const SEAT: Key = Key("seat");
pub const NAME: Key = Key("name");
pub const PLAYER: Key = Key("player");
pub const GAME_NAME: Key = Key("game-name");
pub const COLOUR: Key = Key("colour");
pub const GAME_COLOUR: Key = Key("game-colour");
/// The names of the view's piece colours, in palette order.
pub const PIECE_COLOURS: [Key; 7] = [
    Key("piece-colours-black"),
    Key("piece-colours-white"),
    Key("piece-colours-red"),
    Key("piece-colours-blue"),
    Key("piece-colours-yellow"),
    Key("piece-colours-purple"),
    Key("piece-colours-green"),
];
pub const CAPTURE_COMPULSORY: Key = Key("capture-compulsory");
pub const PDN: Key = Key("pdn");
pub const PDN_EXPORT: Key = Key("pdn-export");
pub const COPY: Key = Key("copy");
pub const PDN_IMPORT: Key = Key("pdn-import");
pub const LOAD: Key = Key("load");
pub const START_POSITION: Key = Key("start-position");
pub const USUAL_START: Key = Key("usual-start");
pub const STRENGTH_NAMES: [Key; 6] = [
    Key("strength-names-greedy"),
    Key("strength-names-novice"),
    Key("strength-names-casual"),
    Key("strength-names-club"),
    Key("strength-names-strong"),
    Key("strength-names-expert"),
];

pub const TOUR_TITLE: Key = Key("tour-title");
pub const TOUR_PLACE: Key = Key("tour-place");
pub const TOUR_MOVE: Key = Key("tour-move");
pub const TOUR_SOLVED: Key = Key("tour-solved");
pub const TOUR_CLOSED_SOLVED: Key = Key("tour-closed-solved");
pub const TOUR_NOT_CLOSED: Key = Key("tour-not-closed");
pub const TOUR_DEAD_END: Key = Key("tour-dead-end");
/// Said when the completion search ends without a tour: a proof on most positions, but on big
/// boards the search can also run out of budget, so it says what was found, not what exists.
pub const TOUR_NO_WAY: Key = Key("tour-no-way");
pub const TOUR_VISITED: Key = Key("tour-visited");
pub const TOUR_SOLVE: Key = Key("tour-solve");
pub const TOUR_STOP: Key = Key("tour-stop");
pub const TOUR_REPLAY: Key = Key("tour-replay");
pub const TOUR_SOLVING: Key = Key("tour-solving");
pub const TOUR_ROWS: Key = Key("tour-rows");
pub const TOUR_COLS: Key = Key("tour-cols");
pub const TOUR_CLOSED: Key = Key("tour-closed");
pub const TOUR_LEVEL: Key = Key("tour-level");
pub const TOUR_FREE_BOARD: Key = Key("tour-free-board");

pub const PEG_TITLE: Key = Key("peg-title");
pub const PEG_LEVELS: Key = Key("peg-levels");
pub const JUMP_GAMES: Key = Key("jump-games");
pub const PEG_LEVEL_SELECT: Key = Key("peg-level-select");
pub const PEG_PICK: Key = Key("peg-pick");
pub const PEG_SOLVED: Key = Key("peg-solved");
pub const PEG_NO_MOVES: Key = Key("peg-no-moves");
pub const PEG_LIMIT: Key = Key("peg-limit");
pub const PEG_SOLVABLE: Key = Key("peg-solvable");
pub const PEG_UNSOLVABLE: Key = Key("peg-unsolvable");
pub const PEG_CHECKING: Key = Key("peg-checking");
pub const PEG_SOLVE: Key = Key("peg-solve");
pub const PEG_STOP: Key = Key("peg-stop");
pub const PEG_PREVIOUS: Key = Key("peg-previous");
pub const PEG_NEXT: Key = Key("peg-next");
pub const PEG_PIECES_LEFT: Key = Key("peg-pieces-left");
pub const PEG_BEST: Key = Key("peg-best");
pub const PEG_EDITOR: Key = Key("peg-editor");

pub const STAR_MOVES: Key = Key("star-moves");
pub const STAR_PAR: Key = Key("star-par");
pub const STAR_PROVEN: Key = Key("star-proven");
pub const STAR_BEST: Key = Key("star-best");
pub const STAR_GAME: Key = Key("star-game");
pub const STAR_SOLO: Key = Key("star-solo");
pub const STAR_SOLO_LEVELS: Key = Key("star-solo-levels");
pub const STAR_PLACES: Key = Key("star-places");
pub const LANGUAGE: Key = Key("language");
pub const GOMOKU_OPENING: Key = Key("gomoku-opening");
pub const GOMOKU_SWAP2: Key = Key("gomoku-swap2");
pub const GOMOKU_STONES: Key = Key("gomoku-stones");
pub const GOMOKU_MOVE_NUMBERS: Key = Key("gomoku-move-numbers");
pub const SHOW_COORDINATES: Key = Key("show-coordinates");
pub const SHORTCUTS: Key = Key("shortcuts");
pub const SHORTCUT_LIST: Key = Key("shortcut-list");
pub const VOLUME: Key = Key("volume");
pub const MUTE: Key = Key("mute");
pub const HOW_TO_PLAY: Key = Key("how-to-play");
pub const THEME: Key = Key("theme");
pub const UI_SCALE: Key = Key("ui-scale");
pub const CONTINUE: Key = Key("continue");
