//! `leapfrog engine FILE [--strength N]`: a `JumpGame` through the protocol of GAMES.md 8
//! (`newgame` for all the file's sides, `newgame 1,3` for some of them in that order).

use std::io::{BufRead, Write};
use std::sync::Arc;

use super::seat_protocol::{SeatEngine, serve};
use crate::ai::{ComputerPlayer, choose};
use crate::rules::Game;
use crate::rules::jump::spec::JumpGame;
use crate::rules::jump::{JumpState, compile, seats};

pub fn run(
    variant: &str,
    args: &[String],
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let strength = super::strength_flag(args, JumpState::MAX_STRENGTH)?;
    let rules = crate::games::jump::load(variant)?.rules;
    let mut engine = JumpEngine {
        spec: rules.spec.clone(),
        game: JumpState::new(rules),
        strength,
        seed: 1,
    };
    serve(&mut engine, input, out)
}

struct JumpEngine {
    spec: JumpGame,
    game: JumpState,
    strength: u8,
    seed: u64,
}

impl SeatEngine for JumpEngine {
    fn new_game(&mut self, seats: Option<&str>) -> Result<(), String> {
        let Some(seats) = seats else {
            self.game = JumpState::new(self.game.rules.clone());
            return Ok(());
        };
        let numbers: Vec<u8> = seats
            .split(',')
            .map(|s| s.trim().parse::<u8>())
            .collect::<Result<_, _>>()
            .map_err(|_| "invalid seats: side numbers joined by commas".to_string())?;
        let spec =
            seats::with_seats(&self.spec, &numbers).map_err(|e| format!("invalid seats: {e}"))?;
        let rules = compile(&spec).map_err(|e| format!("invalid seats: {e}"))?;
        self.game = JumpState::new(Arc::new(rules));
        Ok(())
    }

    fn play(&mut self, mv: &str) -> Result<(), String> {
        if self.game.outcome().is_some() {
            return Err("the game is over".into());
        }
        let mv = self.game.read_move(mv)?;
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
