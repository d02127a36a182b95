//! Reading PDN (Portable Draughts Notation) files: any number of games, each with tag pairs
//! `[Name "value"]` and move text. Comments `{...}` and `;...`, variations `(...)` (nested),
//! escape lines `%...`, NAGs `$n`, move numbers anywhere (`12.`, `12...`, `1.32-28`), move
//! annotations `!?`, and the results `1-0 0-1 2-0 0-2 1-1 0-0 1/2-1/2 *` are all understood.
//! Squares padded with spaces after the separator (`1- 7`) are read too.
//! Moves keep their squares as written; [`super::pdn_game`] resolves them against a variant.

use std::fmt;

/// A syntax error at a 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// One move as written: its text and squares (numeric or algebraic, not yet resolved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    pub text: String,
    pub squares: Vec<String>,
    /// Written with `>`: a big-man figure hop.
    pub hop: bool,
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdnGame {
    pub tags: Vec<(String, String)>,
    pub moves: Vec<WrittenMove>,
    pub result: Option<String>,
}

impl PdnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.moves.is_empty() && self.result.is_none()
    }
}

pub const RESULTS: [&str; 8] = ["1-0", "0-1", "2-0", "0-2", "1-1", "0-0", "1/2-1/2", "*"];

struct Reader {
    chars: Vec<char>,
    at: usize,
    line: usize,
    column: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, line: usize, column: usize, message: String) -> SyntaxError {
        SyntaxError {
            line,
            column,
            message,
        }
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// Skips to the `close` that ends a block opened just before (nested for variations).
    fn skip_block(&mut self, open: char, close: char, nested: bool) -> Result<(), SyntaxError> {
        let (line, column) = (self.line, self.column - 1);
        let mut depth = 1;
        while let Some(c) = self.bump() {
            if c == '{' && open == '(' {
                self.skip_block('{', '}', false)?;
            } else if c == open && nested {
                depth += 1;
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    return Ok(());
                }
            }
        }
        Err(self.error(line, column, format!("`{open}` is never closed")))
    }

    fn tag(&mut self) -> Result<(String, String), SyntaxError> {
        let (line, column) = (self.line, self.column - 1);
        self.skip_spaces();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.bump();
        }
        self.skip_spaces();
        if name.is_empty() || self.peek() != Some('"') {
            return Err(self.error(
                self.line,
                self.column,
                "a tag is written [Name \"value\"]".into(),
            ));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('\\') => value.extend(self.bump()),
                Some('"') => break,
                Some(c) => value.push(c),
                None => {
                    return Err(self.error(line, column, "the tag's value is never closed".into()));
                }
            }
        }
        self.skip_spaces();
        if self.bump() != Some(']') {
            return Err(self.error(self.line, self.column, "expected `]` after the tag".into()));
        }
        Ok((name, value))
    }

    /// Old tournament files pad squares to two columns: `1- 7`, `5x 14`. A word that ends
    /// in a separator takes the number written after the spaces.
    fn join_padded_square(&mut self, word: &mut String) {
        if !word.ends_with(['-', 'x', 'X', ':']) || RESULTS.contains(&word.as_str()) {
            return;
        }
        let (at, line, column) = (self.at, self.line, self.column);
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if self.peek().is_some_and(|c| c.is_ascii_digit()) {
            word.push_str(&self.word());
        } else {
            (self.at, self.line, self.column) = (at, line, column);
        }
    }

    /// After a syntax error: on to the next `[` that starts a line (the next game's tags).
    fn skip_to_next_game(&mut self) {
        while let Some(c) = self.peek() {
            if c == '[' && self.column == 1 {
                return;
            }
            self.bump();
        }
    }

    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| !c.is_whitespace() && !"[]{}();".contains(*c))
        {
            word.push(c);
            self.bump();
        }
        word
    }
}

/// Reads every game in a PDN text; the first syntax error fails the whole text.
pub fn parse(text: &str) -> Result<Vec<PdnGame>, SyntaxError> {
    parse_each(text).into_iter().collect()
}

/// Reads every game in a PDN text, each on its own: a syntax error spoils only the game it
/// is in, and reading goes on at the next tag that starts a line.
pub fn parse_each(text: &str) -> Vec<Result<PdnGame, SyntaxError>> {
    let mut reader = Reader {
        chars: text.chars().collect(),
        at: 0,
        line: 1,
        column: 1,
    };
    let mut games = Vec::new();
    let mut game = PdnGame::default();
    loop {
        match next_item(&mut reader, &mut game, &mut games) {
            Ok(true) => {}
            Ok(false) => break,
            Err(error) => {
                games.push(Err(error));
                game = PdnGame::default();
                reader.skip_to_next_game();
            }
        }
    }
    if !game.is_empty() {
        games.push(Ok(game));
    }
    games
}

/// Reads one tag, comment, variation or word into `game`, finishing `game` into `games`
/// when a new one starts; `Ok(false)` at the end of the text.
fn next_item(
    reader: &mut Reader,
    game: &mut PdnGame,
    games: &mut Vec<Result<PdnGame, SyntaxError>>,
) -> Result<bool, SyntaxError> {
    reader.skip_spaces();
    let (line, column) = (reader.line, reader.column);
    let Some(c) = reader.peek() else {
        return Ok(false);
    };
    match c {
        '[' => {
            reader.bump();
            if !game.moves.is_empty() || game.result.is_some() {
                games.push(Ok(std::mem::take(game)));
            }
            let tag = reader.tag()?;
            game.tags.push(tag);
        }
        '{' => {
            reader.bump();
            reader.skip_block('{', '}', false)?;
        }
        '(' => {
            reader.bump();
            reader.skip_block('(', ')', true)?;
        }
        ';' => while reader.bump().is_some_and(|c| c != '\n') {},
        '%' if column == 1 => while reader.bump().is_some_and(|c| c != '\n') {},
        ')' | ']' | '}' => {
            reader.bump();
            return Err(reader.error(line, column, format!("`{c}` without its opening")));
        }
        '$' => {
            reader.bump();
            reader.word();
        }
        _ => {
            let mut word = reader.word();
            reader.join_padded_square(&mut word);
            if game.result.is_some() && !RESULTS.contains(&word.as_str()) {
                // Moves after a result without new tags start another game.
                games.push(Ok(std::mem::take(game)));
            }
            read_word(&word, line, column, game).map_err(|m| reader.error(line, column, m))?;
        }
    }
    Ok(true)
}

fn read_word(word: &str, line: usize, column: usize, game: &mut PdnGame) -> Result<(), String> {
    if RESULTS.contains(&word) {
        game.result = Some(word.to_string());
        return Ok(());
    }
    // A move number, possibly glued to the move: `12.`, `12...`, `1.32-28`, `...`.
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
    let (rest, column) = if dots > 0 {
        (&word[digits + dots..], column + digits + dots)
    } else {
        (word, column)
    };
    if rest.is_empty() {
        return Ok(());
    }
    let mv = rest.trim_end_matches(['!', '?', '+', '#', '*']);
    let hop = mv.contains('>');
    let squares: Vec<String> = mv
        .split(['-', 'x', 'X', ':', '>'])
        .map(str::to_string)
        .collect();
    let is_square = |s: &String| {
        let b = s.as_bytes();
        !b.is_empty()
            && (b.iter().all(u8::is_ascii_digit)
                || (b[0].is_ascii_alphabetic()
                    && b.len() > 1
                    && b[1..].iter().all(u8::is_ascii_digit)))
    };
    if squares.len() < 2 || !squares.iter().all(is_square) {
        return Err(format!("`{word}` is not a move, move number or result"));
    }
    game.moves.push(WrittenMove {
        text: mv.to_string(),
        squares,
        hop,
        line,
        column,
    });
    Ok(())
}
