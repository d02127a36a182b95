//! Every string the player reads, in one place so that a translation can follow.

pub const TITLE: &str = "Leapfrog";
pub const SUBTITLE: &str = "Classic jumping and capturing games";
pub const PLAY: &str = "Play";
pub const COMING_SOON: &str = "Coming soon";
pub const SETTINGS: &str = "Settings";
pub const MENU: &str = "Menu";
pub const BACK: &str = "Back";
pub const NEW_GAME: &str = "New game";
pub const RESTART: &str = "Restart";
pub const UNDO: &str = "Undo";
pub const REDO: &str = "Redo";
pub const HINT: &str = "Hint";
pub const PAUSE: &str = "Pause";
pub const RESUME: &str = "Resume";
pub const MOVES: &str = "Moves";
pub const START: &str = "Start";
pub const THINKING: &str = "Thinking…";
pub const TO_MOVE: &str = "to move";
pub const PASSES: &str = "has no move and passes";
pub const BOARD: &str = "Board";
pub const HUMAN: &str = "Human";
pub const COMPUTER: &str = "Computer";
pub const STRENGTH: &str = "Strength";
pub const ANIMATION_SPEED: &str = "Animation speed";
pub const INSTANT: &str = "instant";
pub const SHOW_LEGAL: &str = "Show legal moves";
pub const DRAW: &str = "Draw";
pub const WINS: &str = "wins";
pub const DATA_ERROR: &str = "A data file has an error";
pub const DISMISS: &str = "Dismiss";
pub const SIDES: [&str; 2] = ["Black", "White"];
pub const STRENGTH_NAMES: [&str; 6] = ["Greedy", "Novice", "Casual", "Club", "Strong", "Expert"];

pub struct GameCard {
    pub title: &'static str,
    pub blurb: &'static str,
    pub playable: bool,
}

pub const GAME_CARDS: [GameCard; 7] = [
    GameCard {
        title: "Reversi",
        blurb: "Bracket and flip: 6x6, 8x8, 10x10.",
        playable: true,
    },
    GameCard {
        title: "Draughts",
        blurb: "Glass checkers and international draughts.",
        playable: false,
    },
    GameCard {
        title: "Big-man checkers",
        blurb: "Carry the figure to the far row.",
        playable: false,
    },
    GameCard {
        title: "Peg solitaire",
        blurb: "Jump and remove until one is left.",
        playable: false,
    },
    GameCard {
        title: "Knight's tour",
        blurb: "Visit every square once.",
        playable: false,
    },
    GameCard {
        title: "Gomoku",
        blurb: "Five in a row.",
        playable: false,
    },
    GameCard {
        title: "Chinese checkers",
        blurb: "Race across the star, 2-6 players.",
        playable: false,
    },
];
