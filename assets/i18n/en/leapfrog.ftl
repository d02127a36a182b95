title = Leapfrog
subtitle = Classic jumping and capturing games
play = Play
settings = Settings
menu = Menu
back = Back
new-game = New game
restart = Restart
undo = Undo
redo = Redo
hint = Hint
pause = Pause
resume = Resume
moves = Moves
start = Start
thinking = Thinking…
to-move = { $name } to move
passes = { $name } has no move and passes
board = Board
human = Human
computer = Computer
strength = Strength
animation-speed = Animation speed
instant = instant
show-legal = Show legal moves
draw = Draw
wins = { $name } wins
data-error = A data file has an error
dismiss = Dismiss
seats = Seats
seats-note = Seats in order of play; a game uses as many as it has sides (two for reversi and draughts). Strengths count up from 1, the weakest; a strength above a game's own highest plays that game's strongest.
seat = Seat
name = Name
player = Player
game-name = the game's name
colour = Colour
game-colour = The game's
piece-colours-black = Black
piece-colours-white = White
piece-colours-red = Red
piece-colours-blue = Blue
piece-colours-yellow = Yellow
piece-colours-purple = Purple
piece-colours-green = Green
capture-compulsory = A capture is compulsory: only the marked pieces may move, and they must take.
pdn = PDN
pdn-export = This game in PDN (select and copy, or use Copy):
copy = Copy
pdn-import = Paste a PDN game here and load it:
load = Load
start-position = Start
usual-start = Usual start
strength-names-greedy = Greedy
strength-names-novice = Novice
strength-names-casual = Casual
strength-names-club = Club
strength-names-strong = Strong
strength-names-expert = Expert
tour-title = Knight's tour
tour-place = Click a square to place the knight.
tour-move = Click a highlighted square to jump.
tour-solved = Tour complete!
tour-closed-solved = Closed tour complete!
tour-not-closed = Every square visited, but the last is not a knight's move from the first.
tour-dead-end = Dead end: no unvisited square in reach. Undo to go on.
tour-no-way = The solver found no way to finish from here. Undo to go on.
tour-visited = Visited
tour-solve = Solve from here
tour-stop = Stop
tour-replay = Replay
tour-solving = Solving…
tour-rows = Rows
tour-cols = Columns
tour-closed = Closed-tour challenge
tour-level = Level
tour-free-board = Free board
peg-title = Peg solitaire
peg-levels = Levels
peg-level-select = Choose a level
peg-pick = Click a piece, then where it lands (or just the landing hole).
peg-solved = Solved!
peg-solved-in = Solved in { $moves } moves
peg-no-moves = No jumps left, and the goal is not met. Undo to try again.
peg-limit = The move limit is used up and the goal is not met. Undo to try again.
peg-solvable = ● Can still be solved
peg-unsolvable = ● Can no longer be solved
peg-checking = ● Checking…
peg-solve = Solve
peg-stop = Stop
peg-previous = ◀ Previous
peg-next = Next ▶
peg-pieces-left = Pieces left
peg-best = best
peg-editor = Level editor
star-moves = Moves
star-par = Par
star-proven = proven fewest
star-best = Your best
star-game = Game
star-solo = Solo
star-solo-levels = Solo levels
star-solo-title = Solo crossings
star-free-play = Free play
star-places = Places
jump-games = All games
jump-select-title = Jumping games
jump-group-draughts = Draughts variants
jump-group-capture = Capture games
jump-group-race = Race games
jump-group-puzzle = Puzzles
jump-seats = { $n ->
    [one] 1 player
   *[other] { $n } players
}
jump-removal = Opening: take one of your own pieces off the board.
language = Language
seat-numbered = Seat { $n }

## Menu cards: game-<id> and game-<id>-blurb for every registered game.
game-reversi = Reversi
game-reversi-blurb = Bracket and flip: 6x6, 8x8, 10x10.
game-draughts = Draughts
game-draughts-blurb = Glass checkers and international draughts.
game-bigman = Big-man checkers
game-bigman-blurb = Carry the figure to the far row.
game-gomoku = Gomoku
game-gomoku-blurb = Five in a row: freestyle, standard, renju, caro; threat puzzles.
game-chinese-checkers = Chinese checkers
game-chinese-checkers-blurb = Race across the star by jump ladders: 2, 3, 4 or 6 players; solo crossings.
game-peg = Peg solitaire
game-peg-blurb = Jump and remove until one is left.
game-tour = Knight's tour
game-tour-blurb = Visit every square once.

## The games' own seat names.
seat-black = Black
seat-white = White
seat-red = Red
seat-green = Green
seat-blue = Blue
seat-yellow = Yellow
seat-purple = Purple
seat-player = Player

## Messages built from parts.
elo = Elo { $elo }
download-failed = could not be downloaded ({ $reason })
reversi-weights-fallback = { $problem }; the reversi computer uses the hand-set evaluation instead
not-utf8 = not UTF-8 text
settings-damaged-moved = the settings file is damaged ({ $reason }); it was moved to { $aside } and the defaults are used
settings-damaged-stuck = the settings file is damaged ({ $reason }) and could not be moved: { $error }
file-moved-aside = {" "}(the file was moved to { $aside } and left out)
file-not-moved = {" "}(could not move it: { $error })
cannot-read = cannot read: { $error }

## Draughts problems' goals, as the level files give them.
goal-white-to-play-and-win = White to play and win
goal-black-to-play-and-win = Black to play and win
goal-white-to-play-and-draw = White to play and draw
goal-black-to-play-and-draw = Black to play and draw

## PDN import.
pdn-error-at = line { $line }, column { $column }: { $message }
pdn-no-game = no game found in the text
pdn-move-refused = a replayed move was refused
pdn-loaded = loaded { $moves } moves
pdn-loaded-draw = loaded { $moves } moves: the rules declare a draw there (the record goes on to move { $recorded })

## Peg solitaire goals.
peg-goal-one = Goal: one piece left{ $limit ->
    [0] {""}
   *[other] , in at most { $limit } moves
}
peg-goal-one-at = Goal: one piece left, on { $hole }{ $limit ->
    [0] {""}
   *[other] , in at most { $limit } moves
}
peg-goal-named = Goal: only the piece that starts on { $hole } left{ $limit ->
    [0] {""}
   *[other] , in at most { $limit } moves
}

## Gomoku.
gomoku-opening = Opening
gomoku-swap2 = Swap2
gomoku-stones = Stones
gomoku-move-numbers = Move numbers
gomoku-plays-black = { $name } plays black
gomoku-forbidden = { $point } is forbidden to black: { $why }
gomoku-foul-overline = overline (six or more in a row)
gomoku-foul-double-four = double four (two fours at once)
gomoku-foul-double-three = double three (two open threes at once)
gomoku-win-in = Win in { $moves } moves
gomoku-moves = { $moves } moves
swap2-first-three = Swap2: the first seat places black, white, black
swap2-choose = Swap2: take black, take white, or place two more
swap2-next-two = Swap2: place white, then black
swap2-choose-final = Swap2: the first seat takes a colour
swap2-take-black = Take black
swap2-take-white = Take white
swap2-place-two = Place two more
gomoku-puzzles-button = Puzzles…
gomoku-free-play = Free play
gomoku-puzzles-title = Gomoku · Puzzles
gomoku-pack-vcf = Win by continuous fours (VCF)
gomoku-pack-vct = Win by fours and threes (VCT)

## Peg level editor.
editor-rows = rows
editor-columns = columns
editor-tool = Click tool
editor-no-hole = No hole
editor-empty-hole = Empty hole
editor-piece = Piece
editor-goal-cell = Goal cell
editor-colour-ivory = ivory
editor-colour-dark = dark
editor-colour-red = red
editor-colour-green = green
editor-colour-blue = blue
editor-colour-yellow = yellow
editor-jumps = Jumps
editor-four-directions = 4 directions
editor-six-directions = 6 (triangular)
editor-goal = Goal
editor-goal-one = one left
editor-goal-one-at = one left on the goal cell
editor-goal-named = only the goal cell's piece left
editor-at-most = At most
editor-moves = moves
editor-title = Title
editor-file = File
editor-check = Check
editor-test-play = Test-play
editor-save = Save
editor-saved = Saved to { $path }
editor-checking = Checking…
editor-undecided = Undecided: { $why }
editor-not-solvable = Not solvable: { $why }
editor-solvable = Solvable
editor-difficulty = Difficulty { $score } (random jumping solves it { $percent } % of the time)
editor-rating = { $solutions } solving jump sequences; { $losing } of { $first } first jumps lose; fewest moves { $fewest }
editor-too-large = Too large to rate here.
editor-desktop-only = saving levels needs the desktop version
export-picture = Save picture (PNG)
export-game = Save game (GIF)
export-saved = Saved { $path }
export-failed = Could not export: { $error }
mod-open = Open a level or variant file…
mod-not-ron = a level or variant file ends in .ron
mod-loaded = { $file } loaded: find it in { $game }
show-coordinates = Show coordinates
shortcuts = Keyboard
shortcut-list =
    Arrows: move the cursor on the board
    Enter or Space: pick or play the cell under it
    Esc: drop a half-made move
    U / R: undo / redo
    H: hint    N: new game
volume = Volume
mute = Mute

## How to play: rules-<id> for every registered game.
how-to-play = How to play
rules-first-move = A first move: the start, and the position after it.
rules-reversi =
    Two players, Black and White, take turns placing one disc of their colour on an empty square.
    A disc must bracket one or more lines of the opponent's discs (across, down or diagonally) between itself and another disc of the placer's colour; every bracketed disc turns over to the placer's colour.
    A player who cannot bracket anything passes; when neither can, the game ends.
    The player with more discs wins. The corners can never be turned, so they are worth fighting for.
rules-draughts =
    Two players, White first. Men move one square diagonally forward onto an empty dark square.
    A man captures by jumping an adjacent enemy piece diagonally (forward or backward) to the empty square right behind it, and keeps jumping while it can; the captured pieces leave when the move ends.
    Capturing is compulsory. In international draughts (10x10) you must take the most pieces possible; in Russian glass checkers (8x8) you may choose any capture.
    A man reaching the far row becomes a king, which flies: it moves and captures along whole diagonals.
    A side with no pieces or no legal move loses. Repetitions and long king-only endings are draws.
rules-bigman =
    Played like 8x8 draughts, without flying kings. Each side also has a figure, the big man, riding on one of its pieces.
    Instead of moving a piece, you may hop the figure onto a diagonally adjacent piece of your own.
    The piece carrying the figure moves and captures backward as well as forward; a man reaching the far row becomes a double piece that does too.
    You win by bringing the figure's carrier to the opponent's back row, or by taking all the opponent's pieces. Losing the carrier loses the game. Captures are compulsory.
rules-gomoku =
    Black and White take turns placing a stone on an empty point, Black first. The first to make an unbroken line of five stones (across, down or diagonally) wins.
    Freestyle: five or more wins. Standard: exactly five; six or more does not count.
    Renju: Black may not make a double three, a double four or six in a row (marked points), and must make exactly five; White wins with five or more.
    Caro: a five blocked at both ends does not win.
    Swap2 opening: the first player places three stones; the second takes Black, takes White, or places two more and lets the first choose.
rules-chinese-checkers =
    Each player starts with ten marbles filling one point of the star and races them into the opposite point.
    A move is a step to an adjacent empty hole, or a chain of jumps: each jump goes over one adjacent marble (anyone's) into the empty hole right behind it, and the chain may stop after any jump.
    The first to fill the opposite point wins; the others play on for the places.
    Solo crossings: bring your marbles across in as few moves as you can, against the par.
rules-peg =
    Jump a piece over an adjacent piece into an empty hole right behind it; the jumped piece is removed.
    Every move must be a jump. Keep going until the level's goal is met: usually one piece left, sometimes on a given hole, or only the marked piece left, sometimes within a number of moves.
    The badge tells you whether the position can still be solved; the hint and the solver show the way.
rules-tour =
    Place the knight on any square, then jump as a chess knight does: two squares one way and one square at a right angle.
    Visit every square exactly once. In a closed tour the last square is a knight's move from the first.
    The numbers show the order of your visits; the solver can finish a tour from where you are.
theme = Board theme
theme-felt = Green felt
theme-wood = Classic wood
theme-contrast = High contrast
ui-scale = Interface size
autosave-damaged = the saved game is damaged ({ $problem }); it was moved to { $aside }
autosave-not-resumed = the saved game could not be resumed: { $why }; a new game starts instead
continue = Continue
continue-detail = { $game } · { $moves } moves

# Level tiles in the level selects.
tile-best-par = best { $best } · par { $par }
tile-best = best { $best }
tile-par = par { $par }
tile-difficulty = Difficulty { $score }: random jumping solves it about once in { $odds } tries

## Error texts: each err-* message is the English text of an error the data readers, the rules
## or the RON parser give, as a template (src/i18n/error_text.rs); the screens show the same
## message in the player's language. Keep the English exactly as the code writes it.
err-ron-eof = Unexpected end of RON
err-ron-array = Expected opening `[`
err-ron-array-end = Expected closing `]`
err-ron-boolean = Expected boolean
err-ron-comma = Expected comma
err-ron-char = Expected char
err-ron-float = Expected float
err-ron-integer = Expected integer
err-ron-option = Expected option
err-ron-close = Expected closing `)`
err-ron-map = Expected opening `{"{"}`
err-ron-map-colon = Expected colon
err-ron-map-end = Expected closing `{"}"}`
err-ron-struct-name = Expected struct { $expected } but found { $found }
err-ron-open = Expected opening `(`
err-ron-open-struct = Expected opening `(` for struct { $name }
err-ron-unit = Expected unit
err-ron-string = Expected string
err-ron-string-end = Expected end of string
err-ron-identifier = Expected identifier
err-ron-integer-bounds = Integer is out of bounds
err-ron-digit = Invalid digit { $digit } for base { $base } integers
err-ron-block-comment = Unclosed block comment
err-ron-char-unexpected = Unexpected char { $char }
err-ron-trailing = Non-whitespace trailing characters
err-ron-value = Expected { $expected } but found { $found } instead
err-ron-variant-in = Unexpected variant named { $found } in enum { $outer }, { $expected }
err-ron-variant = Unexpected enum variant named { $found }, { $expected }
err-ron-field-in = Unexpected field named { $found } in { $outer }, { $expected }
err-ron-field = Unexpected field named { $found }, { $expected }
err-ron-missing-in = Unexpected missing field named { $field } in { $outer }
err-ron-missing = Unexpected missing field named { $field }
err-ron-duplicate-in = Unexpected duplicate field named { $field } in { $outer }
err-ron-duplicate = Unexpected duplicate field named { $field }
err-ron-one-of = expected one of { $list } instead
err-ron-either = expected either { $first } or { $second } instead
err-ron-only = expected { $only } instead
err-ron-no-fields = there are no fields
err-ron-no-variants = there are no variants
err-file-too-big = the file has { $bytes } bytes; a level or variant file may have at most { $most }
err-file-kind = expected a data file starting with { $kinds }, found { $found }
err-no-struct-name = no struct name
err-cannot-solve = this level cannot be solved: { $why }
err-proof-nodes = the proof took more than { $nodes } nodes
err-proof-long = the proof ran too long
err-unknown-variant-shipped = unknown variant `{ $name }`; shipped: { $shipped }
err-unknown-variant = unknown variant `{ $name }`
err-game-type-named = GameType { $number } ({ $name }) is not a shipped variant
err-game-type = GameType { $number } is not a shipped variant
err-no-move-in-position = the side to move has no move in this position
err-star-move-limit = `move_limit` must be 0 (none) to { $most }, found { $found }
err-star-seats = a game needs 2 to 6 seats, found { $found } (a solo game is a ChineseCheckersSolo level)
err-star-seat = seats are 1 to 6, found { $found }
err-listed-twice = { $what } is listed twice
err-star-goal-count = { $marbles } marbles but { $goal } goal holes
err-star-goal-triangle = the goal must lie in seat { $seat }'s target triangle
err-star-solution-goal = the solution does not reach the goal
err-star-below-par = the solution takes { $moves } moves, fewer than the par of { $par }
err-star-proven-par = a proven par of { $par } needs a solution of that length, found { $found }
err-star-fewest = the fewest moves are { $fewest }, the file says { $said }
err-gomoku-size = `size` must be { $least } to { $most }, found { $size }
err-gomoku-rows = expected { $least } to { $most } rows in `board`, found { $size }
err-gomoku-row-length = row { $row } is not { $size } cells long
err-gomoku-row-mark = row { $row } has `{ $bad }`: expected `.`, `x` or `o`
err-move-why = `{ $move }`: { $why }
err-gomoku-no-five = the solution does not end in the attacker's five
err-gomoku-moves-said = the solution takes { $moves } attacker moves, the file says { $said }
err-gomoku-shorter = a shorter win exists
err-gomoku-no-win = the solver finds no win in that many moves
err-gomoku-first-moves = the winning first moves are { $moves }, the file says { $said }
err-peg-marks-help = use # (no hole), . (empty hole) or a piece letter: o x r g b y
err-peg-no-pieces = the level has no pieces
err-peg-goal-hole = `{ $hole }` is not a hole of this board (name holes as { $naming })
err-peg-naming-grid = row,column of the art, e.g. 4,4
err-peg-naming-points = point numbers, e.g. 7
err-peg-goal-piece = no piece starts on { $hole } to be the one left
err-peg-max-moves-zero = `max_moves` must be at least 1 (or None for no limit)
err-peg-max-moves = `max_moves` is { $max }, but { $pieces } pieces allow at most { $most } moves
err-peg-board-mark = `{ $mark }` is not a board mark: { $help }
err-peg-point-mark = `{ $mark }` is not a point mark: use . (empty) or a piece letter: o x r g b y
err-peg-point-count = `pieces` has { $marks } marks, the board has { $points } points (one mark per point, in number order)
err-peg-no-holes = the board has no holes
err-peg-too-many-holes = the board has { $holes } holes, at most { $most } are allowed
err-peg-lattice = hole { $row },{ $column } is off the triangular lattice: on a six-direction board, neighbours in a row are two characters apart and each row is shifted by one
err-peg-no-point = no point { $point } on this board
err-peg-point-twice = point { $point } appears twice in one line
err-reversi-rows = expected { $least } to { $most } rows in `start`, found { $size }
err-reversi-row-length = row { $row } has { $cells } cells, expected { $size } (the board is square)
err-reversi-row-mark = row { $row } has `{ $bad }`, expected `.` (empty), `x` (black) or `o` (white)
err-not-shipped = `{ $name }` is neither a shipped name{ $listed } nor a readable file: { $why }
err-tour-side = `{ $field }` must be 1 to { $most }, found { $side }
err-tour-start = start ({ $row }, { $column }) is off the { $rows }x{ $columns } board (rows and columns count from 1)
err-draughts-size = size must be even, from 4 to 10, not { $size }
err-draughts-rows = rows_of_men must leave empty rows between the sides: 1 to { $most }, not { $rows }
err-draughts-repetitions = draw_repetitions must be 0 (none) to { $most }, not { $found }
err-draughts-king-moves = draw_king_moves must be 1 to { $most } (or None), not { $found }
err-draughts-figure = figure start `{ $square }` is not a square with one of that side's men
err-draughts-square = `{ $square }` is not a square of the { $size }x{ $size } board
err-draughts-light = `{ $square }` is a light square; pieces stand on dark squares
err-fen-side = a position string starts with W or B (the side to move), found `{ $found }`
err-fen-colour = expected W or B before a list of squares, found `{ $found }`
err-fen-twice = square `{ $square }` is listed twice
err-fen-range = range `{ $range }` runs backwards
err-pdn-bad-fen = bad FEN: { $why }
err-pdn-illegal = illegal move { $number }: { $move } ({ $why })
err-pdn-ambiguous = ambiguous move { $number }: { $move } ({ $count } captures fit it and the rest of the game replays after more than one; write the squares in between)
err-pdn-ambiguous-squares = ambiguous: { $count } captures go from { $from } to { $to }; write the squares in between
err-pdn-over = the game is already over
err-pdn-no-piece-white = no White piece on { $square }
err-pdn-no-piece-black = no Black piece on { $square }
err-pdn-capture-elsewhere = a capture is compulsory elsewhere
err-pdn-capture = a capture is compulsory, and this is not one of the captures
err-pdn-not-legal = not a legal move
err-pdn-never-closed = `{ $open }` is never closed
err-pdn-tag = a tag is written [Name "value"]
err-pdn-tag-value = the tag's value is never closed
err-pdn-tag-end = expected `]` after the tag
err-pdn-no-opening = `{ $char }` without its opening
err-pdn-word = `{ $word }` is not a move, move number or result
err-not-legal-here = `{ $move }` is not a legal move here (legal: { $legal })
err-peg-not-hole = `{ $hole }` is not a hole of this board
err-peg-move-form = `{ $move }` is not a move: write the holes of the jump joined by `-`, e.g. { $from }-{ $to }
err-peg-no-jump = no jump leads from { $from } to { $to } on this board
err-peg-illegal = illegal move { $number }: { $why }
err-peg-no-piece-over = no piece on { $hole } to jump over
err-peg-no-piece = no piece on { $hole }
err-peg-not-empty = { $hole } is not empty
err-peg-protected = the piece on { $hole } may not be jumped
err-peg-solved = the puzzle is already solved
err-peg-move-limit = it would start move { $number } of at most { $most }
err-star-hole-rows = `{ $hole }` is not a hole: rows are a to q
err-star-hole-form = `{ $hole }` is not a hole: a row letter and a number, like i5
err-star-hole-number = `{ $hole }` is not a hole: row { $row } has holes 1 to { $most }
err-star-move-form = `{ $move }` is not a move: holes joined by -, like n1-m5
err-star-hole-taken = the hole is taken
err-star-hop-shape = hop { $hop } is neither a step nor a jump
err-star-hop-empty = hop { $hop } jumps over an empty hole
err-star-hop-marble = hop { $hop } lands on a marble
err-star-hop-visited = hop { $hop } lands on a hole already visited
err-gomoku-cell-form = `{ $cell }`: expected a column letter then a row number
err-gomoku-cell-row = `{ $cell }`: expected a row number after the column
err-off-board = `{ $cell }` is off the { $size }x{ $size } board
err-reversi-cell = `{ $cell }` is not a square (expected e.g. d3 or pass)
err-tour-square = `{ $square }` is not a square of the form ROW,COL (e.g. 1,1)
err-tour-off = square { $row },{ $column } is off the { $rows }x{ $columns } board
err-not-shipped-plain = `{ $name }` is neither a shipped name nor a readable file: { $why }
err-gomoku-off = { $cell } is off the board
err-gomoku-taken = { $cell } is taken
err-gomoku-forbidden = { $cell } is forbidden to black: { $why }
err-gomoku-opening = not a move for this moment of the opening
err-game-over = the game is over
err-renju-overline = overline (six or more in a row)
err-renju-double-four = double four (two fours at once)
err-renju-double-three = double three (two open threes at once)
err-draughts-figure-start = figure start: { $why }
err-draughts-board-size = unsupported board size { $size }
err-star-seat-range = seat { $seat }: seats are 1 to 6
err-peg-no-sequence-limit = no sequence of jumps { $goal } in at most { $most } moves
err-peg-no-sequence = no sequence of jumps { $goal }
err-peg-goal-one-at = leaves one piece on { $hole }
err-peg-goal-one = leaves one piece
err-peg-goal-named = leaves only the piece that starts on { $hole }
err-peg-check-budget = no solution found within { $positions } positions (the board may be too big to check)
err-peg-undecided = not decided within { $positions } positions; `leapfrog check` searches longer
err-tour-one-wide = a knight cannot move at all on a { $size } board (one square wide)
err-tour-strip = on a { $size } board a knight can only move away along the strip, never back, so it cannot reach every square
err-tour-three = on 3x3 the knight can never reach the centre square
err-tour-none = no knight's tour exists on { $size } (Conrad et al. 1994: 3x3, 3x5, 3x6 and 4x4 have none)
err-tour-closed-odd = { $size } has an odd number of squares, and a closed tour alternates colours, so it needs an even number
err-tour-closed-narrow = no closed tour exists on a board { $width } squares wide (Schwenk 1991)
err-tour-closed-none = no closed tour exists on { $size } (Schwenk 1991: 3x4, 3x6 and 3x8 have none)
err-tour-colour = { $size } has an odd number of squares, so every tour starts and ends on the corners' colour, and { $square } is the other colour
err-tour-inner = on { $size } the two outer lines touch only the two inner ones, so a tour must alternate between them and can only start on an outer line; { $square } is on an inner one
err-tour-none-from-closed = no closed tour of { $size } starts on { $square } (exhaustive search)
err-tour-none-from-open = no open tour of { $size } starts on { $square } (exhaustive search)
game-jump = Jumping games from files
game-jump-blurb = Konane, Halma, Alquerque and more draughts, each one data file.
rules-jump = Each game's rules come with its file: see its rules text.
err-jump-field = in `{ $field }`: { $reason }
err-jump-unsolvable = no sequence of moves reaches the goal
err-jump-weights-unknown = `{ $name }` is not a feature; the features are { $known }
err-jump-weights-order = the features are { $known }, in this order
err-jump-weights-count = { $count } finite weights are needed, one per feature
err-jump-dirs-nowhere = `{ $dirs }` leads nowhere on this board
err-jump-unknown-kind = `{ $name }` is not a kind of this game (kinds: { $kinds })
err-jump-unknown-cell = `{ $name }` is not a cell of the board
err-jump-ranks-grid = `Ranks` needs a grid board
err-jump-ranks-order = `Ranks({ $first }, { $last })`: ranks count from 1, the first no more than the last
err-jump-ranks-forward = `Ranks` needs a side whose forward is N, S, E or W
err-jump-triangle-star = `Triangle` needs the star board
err-jump-triangle-number = `Triangle({ $n })`: the star's triangles are 1 to 6
err-jump-no-side = `ZoneOf({ $n }, ..)`: there is no side { $n }
err-jump-no-zone = side { $n } has no zone `{ $name }`
err-jump-zone-circle = zones refer to each other in a circle
err-jump-sides = a game has 1 to { $max } sides; this one has { $n }
err-jump-kinds = a game has 1 to { $max } kinds of piece
err-jump-kind-twice = two kinds are named `{ $name }`
err-jump-no-mark = `{ $mark }` is no side's mark (use # . or a side's `mark`, upper case for its second kind)
err-jump-second-kind = `{ $mark }` places a second kind, but the game has one kind
err-jump-same-start = sides { $a } and { $b } both start on `{ $cell }`
err-jump-never-moves = the kind `{ $name }` can never move (no steps, no jumps)
err-jump-promote-self = a kind cannot promote to itself
err-jump-mixed-chain = the kind `{ $name }` chains jumps that capture with jumps that do not: set `no_revisit: true` so that a chain cannot go round for ever
err-jump-one-left = `one_left` is the goal of a one-side puzzle
err-jump-no-rows = the art has no rows
err-jump-grid-size = a grid is at most { $max }x{ $max }; this one is { $width }x{ $height }
err-jump-row-length = row { $row } has { $n } cells where the first has { $width }
err-jump-piece-off = row { $row }: a piece `{ $mark }` on a square that is not a cell (only the dark squares are used)
err-jump-cells = a board has at most { $max } cells
err-jump-no-cells = the board has no cells
err-jump-no-points = the board has no points
err-jump-points = a board has at most { $max } points
err-jump-point-twice = two points are named `{ $name }`
err-jump-not-point = `{ $name }` is not a point of the board
err-jump-short-line = a line joins at least two points
err-jump-line-clash = two lines leave `{ $point }` in the same direction (to `{ $a }` and `{ $b }`)
err-jump-no-name = name: a game needs a name

# Playing online (src/app/online)
online-title = Play online
online-play-friend = Play with a friend online
online-server = Server
online-host = Host on this computer
online-hosting = Hosting here: { $address }
online-hosting-network = Friends on your network open { $address } in a browser, or join from the app with that server
online-hosting-network-no-page = Friends on your network join from the app with the server { $address } (the page's files are not beside the game)
online-host-desktop-only = Hosting needs the desktop app
online-invite = Invite a friend
online-invite-button = Create the invitation
online-join = Join a game
online-join-button = Join
online-return = Back to my last online game
online-game = Game
online-variant = Variant
online-time = Time
online-time-none = No clock
online-time-day = 1 day a move
online-time-3-days = 3 days a move
online-side = You play
online-random = Random
online-seat = Seat { $n }
online-friend = A friend
online-computer = Computer, strength { $strength }
online-connecting = Connecting…
online-reconnecting = Connection lost: reconnecting…
online-failed = The server refused: { $why }. Go back to the menu and start or join another game.
online-unreachable = The server cannot be reached ({ $why }). Check its address, and that it runs.
online-unknown-invite = No game has this code: check it with your friend.
online-game-full = This game is full: every seat is taken.
online-version = The server speaks another version: update Leapfrog (or the server).
online-waiting = Waiting for your friend. Send them the code or the link:
online-code = Code
online-copy = Copy
online-watchers = { $count } watching
online-watching = You are watching this game.
online-seat-open = (invited)
online-gone = gone
online-accept = Accept
online-decline = Decline
online-offers-draw = { $name } offers a draw
online-offers-takeback = { $name } asks to take back a move
online-offers-rematch = { $name } offers a rematch
online-abort = Abort
online-resign = Resign
online-offer-draw = Offer a draw
online-takeback = Ask to take back
online-rematch = Rematch
online-go-rematch = Play the rematch
online-claim-in = { $name } has gone: you may claim the win in { $seconds } s
online-claim-now = { $name } has gone: claim the win, or a draw
online-claim-win = Claim the win
online-claim-draw = Claim a draw
online-say-hello = Hello!
online-say-good-game = Good game!
online-say-thanks = Thanks!
online-say-oops = Oops
online-given-back = Your move { $move } was given back: { $why }
online-refused-stale = the game moved on while you were away
online-refused-turn = it was not your turn
online-refused-illegal = the move is not legal there
online-refused-over = the game is over
online-loses = { $name } loses
online-end-resigned = resigned
online-end-aborted = Game aborted
online-end-agreed = agreed
online-end-flag = on time
online-end-gone = left the game
online-days-left = { $days } days
endgames-title = Draughts endgame databases
endgames-note = Every position with few pieces, solved: the computer plays those endings perfectly.
endgames-none = { $variant }: none yet; the first game against the computer builds them up to 4 pieces.
endgames-have = { $variant }: up to { $pieces } pieces ({ $size })
endgames-building = { $variant }: building up to { $pieces } pieces, { $done } of { $tables } tables…
endgames-failed = { $variant }: could not build them: { $why }
endgames-none-for-figures = { $variant } has no endgame databases.
endgames-build-more = Build up to { $pieces } pieces (about { $size }, { $minutes } min)
