//! Every string the player reads, in one place so that a translation can follow.

pub const TITLE: &str = "Leapfrog";
pub const SUBTITLE: &str = "Classic jumping and capturing games";
pub const PLAY: &str = "Play";
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
pub const SEATS: &str = "Seats";
pub const SEATS_NOTE: &str =
    "Seats in order of play; a game uses as many as it has sides (two for reversi and draughts).";
pub const SEAT: &str = "Seat";
pub const NAME: &str = "Name";
pub const PLAYER: &str = "Player";
pub const GAME_NAME: &str = "the game's name";
pub const COLOUR: &str = "Colour";
pub const GAME_COLOUR: &str = "The game's";
/// The names of the view's piece colours, in palette order.
pub const PIECE_COLOURS: [&str; 7] = ["Black", "White", "Red", "Blue", "Yellow", "Purple", "Green"];
pub const CAPTURE_COMPULSORY: &str =
    "A capture is compulsory: only the marked pieces may move, and they must take.";
pub const PDN: &str = "PDN";
pub const PDN_EXPORT: &str = "This game in PDN (select and copy, or use Copy):";
pub const COPY: &str = "Copy";
pub const PDN_IMPORT: &str = "Paste a PDN game here and load it:";
pub const LOAD: &str = "Load";
pub const START_POSITION: &str = "Start";
pub const USUAL_START: &str = "Usual start";
pub const STRENGTH_NAMES: [&str; 6] = ["Greedy", "Novice", "Casual", "Club", "Strong", "Expert"];

pub const TOUR_TITLE: &str = "Knight's tour";
pub const TOUR_PLACE: &str = "Click a square to place the knight.";
pub const TOUR_MOVE: &str = "Click a highlighted square to jump.";
pub const TOUR_SOLVED: &str = "Tour complete!";
pub const TOUR_CLOSED_SOLVED: &str = "Closed tour complete!";
pub const TOUR_NOT_CLOSED: &str =
    "Every square visited, but the last is not a knight's move from the first.";
pub const TOUR_DEAD_END: &str = "Dead end: no unvisited square in reach. Undo to go on.";
/// Said when the completion search ends without a tour: a proof on most positions, but on big
/// boards the search can also run out of budget, so it says what was found, not what exists.
pub const TOUR_NO_WAY: &str = "The solver found no way to finish from here. Undo to go on.";
pub const TOUR_VISITED: &str = "Visited";
pub const TOUR_SOLVE: &str = "Solve from here";
pub const TOUR_STOP: &str = "Stop";
pub const TOUR_REPLAY: &str = "Replay";
pub const TOUR_SOLVING: &str = "Solving…";
pub const TOUR_ROWS: &str = "Rows";
pub const TOUR_COLS: &str = "Columns";
pub const TOUR_CLOSED: &str = "Closed-tour challenge";
pub const TOUR_LEVEL: &str = "Level";
pub const TOUR_FREE_BOARD: &str = "Free board";

pub const PEG_TITLE: &str = "Peg solitaire";
pub const PEG_LEVELS: &str = "Levels";
pub const PEG_LEVEL_SELECT: &str = "Choose a level";
pub const PEG_PICK: &str = "Click a piece, then where it lands (or just the landing hole).";
pub const PEG_SOLVED: &str = "Solved!";
pub const PEG_NO_MOVES: &str = "No jumps left, and the goal is not met. Undo to try again.";
pub const PEG_LIMIT: &str = "The move limit is used up and the goal is not met. Undo to try again.";
pub const PEG_SOLVABLE: &str = "● Can still be solved";
pub const PEG_UNSOLVABLE: &str = "● Can no longer be solved";
pub const PEG_CHECKING: &str = "● Checking…";
pub const PEG_SOLVE: &str = "Solve";
pub const PEG_STOP: &str = "Stop";
pub const PEG_PREVIOUS: &str = "◀ Previous";
pub const PEG_NEXT: &str = "Next ▶";
pub const PEG_PIECES_LEFT: &str = "Pieces left";
pub const PEG_BEST: &str = "best";
pub const PEG_EDITOR: &str = "Level editor";

pub const STAR_MOVES: &str = "Moves";
pub const STAR_PAR: &str = "Par";
pub const STAR_PROVEN: &str = "proven fewest";
pub const STAR_BEST: &str = "Your best";
pub const STAR_GAME: &str = "Game";
pub const STAR_SOLO: &str = "Solo";
pub const STAR_PLACES: &str = "Places";
