//! `leapfrog engine chinese-checkers [--strength N]`: the protocol of GAMES.md section 7.
//! One command per line, each answered `= result` or `? reason` and an empty line:
//! `newgame SEATS` (`newgame 1,4`, seats in order of play), `play MOVE`, `genmove`,
//! `name`, `quit` (the loop is `seat_protocol`'s).

use super::seat_protocol::{SeatEngine, serve};
use std::io::{BufRead, Write};

use crate::ai::{ComputerPlayer, choose};
use crate::level::chinese_checkers::shipped_or_file;
use crate::rules::Game;
use crate::rules::chinese_checkers::{ChineseCheckers, StarSetup};

pub fn run(
    variant: &str,
    args: &[String],
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let strength = super::strength_flag(args, ChineseCheckers::MAX_STRENGTH)?;
    let variant = shipped_or_file(variant)?;
    let mut engine = StarEngine {
        rules: variant.rules(),
        game: variant.game(),
        strength,
        seed: 1,
    };
    serve(&mut engine, input, out)
}

struct StarEngine {
    rules: crate::rules::chinese_checkers::Rules,
    game: ChineseCheckers,
    strength: u8,
    seed: u64,
}

impl SeatEngine for StarEngine {
    /// The star needs its seats named (`newgame 1,4`).
    fn new_game(&mut self, seats: Option<&str>) -> Result<(), String> {
        let seats = seats.ok_or("unknown command")?;
        self.game = new_game(seats, self.rules)?;
        Ok(())
    }

    fn play(&mut self, mv: &str) -> Result<(), String> {
        let mv = self
            .game
            .parse_move(mv)
            .map_err(|_| "illegal move".to_string())?;
        self.game.play(&mv);
        Ok(())
    }

    fn genmove(&mut self) -> Result<String, String> {
        self.seed = crate::rules::hash_mix(self.seed);
        let mv = choose(&self.game, self.strength, self.seed).ok_or("the game is over")?;
        let text = self.game.move_text(&mv);
        self.game.play(&mv);
        Ok(text)
    }
}

fn new_game(
    seats: &str,
    rules: crate::rules::chinese_checkers::Rules,
) -> Result<ChineseCheckers, String> {
    let seats: Vec<u8> = seats
        .split(',')
        .map(|s| s.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| "invalid seats: numbers 1 to 6 joined by commas".to_string())?;
    if seats.len() < 2 {
        return Err("invalid seats: a game has 2 to 6".into());
    }
    ChineseCheckers::new(&StarSetup {
        seats,
        rules,
        pieces: None,
        goal: None,
    })
    .map_err(|e| format!("invalid seats: {e}"))
}
