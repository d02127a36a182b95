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
seats-note = Seats in order of play; a game uses as many as it has sides (two for reversi and draughts).
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
star-places = Places
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
