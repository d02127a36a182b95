//! The GUI's side of the Hub protocol: runs another draughts engine as a child process and
//! asks it for moves, so that `bench draughts --versus-hub` can measure Leapfrog against it.
//! Both dialects are spoken: Hub 2 (`id name=…` in answer to `hub`; `pos pos=W…`,
//! `level move-time=S`, `go think`, `done move=…`) and the older Hub 1 (`name …` lines;
//! `pos w…`, `time MS` or `depth N`, `go`, `move …`). The dialect is read from the engine's
//! answer to `hub`.

use std::io::Write;
use std::process::{Child, ChildStdin};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use crate::rules::draughts::Draughts;
use crate::rules::draughts::board::{BLACK, WHITE};

/// How long the engine may take past its own limit before it is given up on.
const GRACE: Duration = Duration::from_secs(30);

/// What bounds one of the engine's searches.
#[derive(Clone, Copy, Debug)]
pub enum Limit {
    MoveTime(Duration),
    Depth(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dialect {
    Hub1,
    Hub2,
}

/// A running Hub engine.
pub struct HubEngine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    dialect: Dialect,
    pub name: String,
    /// The score of the last `info` line of the last search, for the side to move, where the
    /// engine gave one (centimen in both dialects).
    pub last_score: Option<i32>,
    /// The depth, nodes and time of the last `info` line of the last search that gave them.
    pub last_figures: Option<SearchFigures>,
}

/// How far an engine's search went, as its `info` lines say.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchFigures {
    pub depth: u32,
    pub nodes: u64,
    /// The search's own time, where the line gives it.
    pub seconds: Option<f64>,
}

impl HubEngine {
    /// Starts `command` (words split on spaces) in `dir`, and runs the start-up handshake.
    pub fn start(command: &str, dir: Option<&str>) -> Result<Self, String> {
        let super::child_engine::ChildEngine {
            child,
            input,
            lines,
        } = super::child_engine::start(command, dir, "--versus-hub")?;
        let mut engine = Self {
            child,
            input,
            lines,
            dialect: Dialect::Hub2,
            name: command.to_string(),
            last_score: None,
            last_figures: None,
        };
        engine.handshake()?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("{}: cannot write `{line}`: {e}", self.name))
    }

    /// The next line from the engine, waiting at most `wait`.
    fn receive(&self, wait: Duration) -> Result<String, String> {
        self.lines.recv_timeout(wait).map_err(|e| match e {
            RecvTimeoutError::Timeout => format!("{}: no answer in {wait:?}", self.name),
            RecvTimeoutError::Disconnected => format!("{}: the engine has exited", self.name),
        })
    }

    /// Reads lines until one starts with `word`; returns that line. Scores of `info` lines
    /// on the way are kept in [`Self::last_score`].
    fn wait_for(&mut self, word: &str, wait: Duration) -> Result<String, String> {
        loop {
            let line = self.receive(wait)?;
            let first = line.split_whitespace().next();
            if first == Some("info") {
                self.last_score = info_score(self.dialect, &line).or(self.last_score);
                self.last_figures = info_figures(self.dialect, &line).or(self.last_figures);
            }
            if first == Some(word) {
                return Ok(line);
            }
        }
    }

    fn handshake(&mut self) -> Result<(), String> {
        self.send("hub")?;
        loop {
            let line = self.receive(GRACE)?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("id") => {
                    self.dialect = Dialect::Hub2;
                    if let Some(name) = words.find_map(|w| w.strip_prefix("name=")) {
                        self.name = name.trim_matches('"').to_string();
                    }
                }
                Some("name") => {
                    self.dialect = Dialect::Hub1;
                    self.name = words.collect::<Vec<_>>().join(" ");
                }
                Some("wait") => break,
                _ => {}
            }
        }
        self.send("init")?;
        // Loading books and endgame tables can take a while.
        self.wait_for("ready", Duration::from_secs(300))?;
        Ok(())
    }

    /// Tells the engine a new game starts.
    pub fn new_game(&mut self) -> Result<(), String> {
        match self.dialect {
            Dialect::Hub2 => self.send("new-game"),
            Dialect::Hub1 => self.send("new"),
        }
    }

    /// The engine's move in `game`, as it wrote it.
    pub fn best_move(&mut self, game: &Draughts, limit: Limit) -> Result<String, String> {
        let position = position_text(game);
        self.last_score = None;
        self.last_figures = None;
        let wait = match limit {
            Limit::MoveTime(time) => time + GRACE,
            Limit::Depth(_) => GRACE * 10,
        };
        match self.dialect {
            Dialect::Hub2 => {
                self.send(&format!("pos pos={position}"))?;
                self.send(&match limit {
                    Limit::MoveTime(time) => format!("level move-time={}", time.as_secs_f64()),
                    Limit::Depth(depth) => format!("level depth={depth}"),
                })?;
                self.send("go think")?;
                let done = self.wait_for("done", wait)?;
                done.split_whitespace()
                    .find_map(|w| w.strip_prefix("move="))
                    .map(str::to_string)
                    .ok_or_else(|| format!("{}: `{done}` has no move", self.name))
            }
            Dialect::Hub1 => {
                self.send(&format!("pos {}", hub1_position(&position)))?;
                self.send(&match limit {
                    Limit::MoveTime(time) => format!("time {}", time.as_millis()),
                    Limit::Depth(depth) => format!("depth {depth}"),
                })?;
                self.send("go")?;
                let answer = self.wait_for("move", wait)?;
                answer
                    .split_whitespace()
                    .nth(1)
                    .map(str::to_string)
                    .ok_or_else(|| format!("{}: `{answer}` has no move", self.name))
            }
        }
    }
}

impl Drop for HubEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        std::thread::sleep(Duration::from_millis(50));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The score of an `info` line: `score=S` in Hub 2, the third number in Hub 1 (`info DEPTH
/// PLIES SCORE …`, as Scan 2.0 writes it).
fn info_score(dialect: Dialect, line: &str) -> Option<i32> {
    let mut words = line.split_whitespace().skip(1);
    match dialect {
        Dialect::Hub2 => words.find_map(|w| w.strip_prefix("score=")?.parse().ok()),
        Dialect::Hub1 => words.nth(2)?.parse().ok(),
    }
}

/// The depth, nodes and time of an `info` line: `depth=D`, `nodes=N` and `time=S` in Hub 2,
/// the first, fourth and fifth numbers in Hub 1 (`info DEPTH PLIES SCORE NODES SECONDS …`).
fn info_figures(dialect: Dialect, line: &str) -> Option<SearchFigures> {
    let words: Vec<&str> = line.split_whitespace().skip(1).collect();
    let (depth, nodes, seconds) = match dialect {
        Dialect::Hub2 => {
            let value = |key: &str| words.iter().find_map(|w| w.strip_prefix(key));
            (value("depth=")?, value("nodes=")?, value("time="))
        }
        Dialect::Hub1 => (*words.first()?, *words.get(3)?, words.get(4).copied()),
    };
    Some(SearchFigures {
        depth: depth.parse().ok()?,
        nodes: nodes.parse().ok()?,
        seconds: seconds.and_then(|s| s.parse().ok()),
    })
}

/// A Hub position: `W` or `B`, then one letter per square (`w b W B e`).
pub fn position_text(game: &Draughts) -> String {
    let pos = game.position();
    let geo = &game.variant().geo;
    let mut text = String::from(if pos.side == WHITE { "W" } else { "B" });
    for square in 0..geo.square_count() {
        let bit = 1u64 << geo.bit_of_square(square);
        let king = pos.kings & bit != 0;
        text.push(if pos.pieces[usize::from(WHITE)] & bit != 0 {
            if king { 'W' } else { 'w' }
        } else if pos.pieces[usize::from(BLACK)] & bit != 0 {
            if king { 'B' } else { 'b' }
        } else {
            'e'
        });
    }
    text
}

/// Hub 1 writes the side to move in lower case.
fn hub1_position(text: &str) -> String {
    text.to_lowercase()[..1].to_string() + &text[1..]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::hub::parse_position;
    use crate::rules::Game;

    /// A shell script that gives `answers` (`case` arms) and logs what it hears, in a folder
    /// removed when the guard drops.
    fn fake_engine(name: &str, answers: &str) -> tempfile::TempDir {
        let dir = tempfile::Builder::new()
            .prefix(&format!("leapfrog-{name}-"))
            .tempdir()
            .unwrap();
        let script = format!(
            "while read line; do\n  echo \"$line\" >> heard.txt\n  case \"$line\" in\n{answers}\n    \
             quit) exit 0;;\n  esac\ndone\n"
        );
        std::fs::write(dir.path().join("engine.sh"), script).unwrap();
        dir
    }

    fn international() -> Draughts {
        let level = crate::level::draughts::shipped_or_file("draughts-international").unwrap();
        Draughts::new(level.variant)
    }

    #[test]
    fn a_hub_2_engine_is_asked_in_hub_2_words() {
        let dir = fake_engine(
            "hub2",
            "    hub) echo 'id name=Fake2 version=1'; echo 'param name=x value=1'; echo wait;;\n    \
             init) echo ready;;\n    \
             'go think') echo 'info depth=1 score=-12 nodes=40 time=0.25'; echo 'done move=32-28 ponder=19-23';;",
        );
        let mut engine = HubEngine::start("sh engine.sh", dir.path().to_str()).unwrap();
        assert_eq!(engine.name, "Fake2");
        let mv = engine.best_move(&international(), Limit::Depth(3)).unwrap();
        assert_eq!(mv, "32-28");
        assert_eq!(engine.last_score, Some(-12));
        let figures = SearchFigures {
            depth: 1,
            nodes: 40,
            seconds: Some(0.25),
        };
        assert_eq!(engine.last_figures, Some(figures));
        drop(engine);
        let heard = std::fs::read_to_string(dir.path().join("heard.txt")).unwrap();
        assert!(
            heard.contains("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewww"),
            "{heard}"
        );
        assert!(heard.contains("level depth=3\ngo think\n"), "{heard}");
    }

    #[test]
    fn a_hub_1_engine_is_asked_in_hub_1_words() {
        let dir = fake_engine(
            "hub1",
            "    hub) echo 'name Fake One'; echo 'author Nobody'; echo wait;;\n    \
             init) echo ready;;\n    \
             go) echo 'info 1 1.0 35 100 0.01 1.0 33-28'; echo 'move 33-28 18-22';;",
        );
        let mut engine = HubEngine::start("sh engine.sh", dir.path().to_str()).unwrap();
        assert_eq!(engine.name, "Fake One");
        let limit = Limit::MoveTime(Duration::from_millis(500));
        let mv = engine.best_move(&international(), limit).unwrap();
        assert_eq!(mv, "33-28");
        assert_eq!(engine.last_score, Some(35));
        let figures = SearchFigures {
            depth: 1,
            nodes: 100,
            seconds: Some(0.01),
        };
        assert_eq!(engine.last_figures, Some(figures));
        drop(engine);
        let heard = std::fs::read_to_string(dir.path().join("heard.txt")).unwrap();
        assert!(
            heard.contains("pos wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewww"),
            "{heard}"
        );
        assert!(heard.contains("time 500\ngo\n"), "{heard}");
    }

    #[test]
    fn a_position_written_for_hub_reads_back_the_same() {
        let variant = crate::level::draughts::shipped_or_file("draughts-international")
            .unwrap()
            .variant;
        let mut game = Draughts::new(variant.clone());
        for _ in 0..7 {
            let mv = game.legal_moves()[0].clone();
            game.play(&mv);
        }
        let text = position_text(&game);
        assert_eq!(text.len(), 51);
        assert_eq!(&parse_position(&variant, &text).unwrap(), game.position());
        assert_eq!(hub1_position(&text)[1..], text[1..]);
        assert!(hub1_position(&text).starts_with(['w', 'b']));
    }
}
