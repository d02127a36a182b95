//! A client's copy of an online game: the view the server sent, kept current by its numbered
//! events, with the rules beside it so the client knows the legal moves. Events it has already
//! seen (a number not above its own) are skipped, so a resent event never plays twice.

use crate::games::{self, AnyGame};
use crate::net::protocol::{
    EndReason, Event, GameResult, GameView, Occupant, OfferKind, PendingOffer,
};
use crate::rules::Outcome;

/// The game at the start of a shipped variant (never a path) or a `JumpGame` file's text.
pub fn start_game(variant: &str, file: Option<&str>) -> Result<Box<dyn AnyGame>, String> {
    if let Some(text) = file {
        let game = crate::level::jump::parse("game.ron", text).map_err(|e| e.to_string())?;
        return Ok(Box::new(crate::rules::jump::JumpState::new(game.rules)));
    }
    if variant.contains(['/', '\\']) || variant.ends_with(".ron") {
        return Err(format!(
            "`{variant}`: name a shipped variant, or send the file's text"
        ));
    }
    let family = games::family(variant)
        .or_else(|| {
            games::FAMILIES
                .iter()
                .copied()
                .find(|f| f.variant_names().iter().any(|n| n == variant))
        })
        .ok_or_else(|| format!("`{variant}` is not a game or shipped variant"))?;
    let variant = match games::family(variant) {
        Some(f) => f.variant_names().into_iter().next().unwrap_or_default(),
        None => variant.to_string(),
    };
    family.start(&variant)
}

/// The result the rules give a finished game.
pub fn rules_result(outcome: Outcome, seats: usize) -> GameResult {
    match outcome {
        Outcome::Win(side) => GameResult {
            winner: Some(side),
            loser: (seats == 2).then(|| 1 - side),
            reason: EndReason::Rules,
        },
        Outcome::Draw => GameResult {
            winner: None,
            loser: None,
            reason: EndReason::Rules,
        },
    }
}

pub struct Mirror {
    pub view: GameView,
    start: Box<dyn AnyGame>,
    game: Box<dyn AnyGame>,
}

impl Mirror {
    pub fn new(view: GameView) -> Result<Mirror, String> {
        let start = start_game(&view.variant, view.file.as_deref())?;
        let mut game = start.boxed_clone();
        for (i, text) in view.moves.iter().enumerate() {
            game.play_text(text)
                .map_err(|e| format!("move {}: {e}", i + 1))?;
        }
        Ok(Mirror { view, start, game })
    }

    pub fn game(&self) -> &dyn AnyGame {
        self.game.as_ref()
    }

    /// The game before the first move.
    pub fn start(&self) -> &dyn AnyGame {
        self.start.as_ref()
    }

    pub fn number(&self) -> u64 {
        self.view.number
    }

    /// Whether `seat` should move now: the game is on, every seat taken, its turn.
    pub fn to_play(&self, seat: u8) -> bool {
        self.view.result.is_none()
            && self.view.seats.iter().all(|s| s.occupant != Occupant::Open)
            && self.game.side_to_move() == seat
    }

    /// Applies event `number`; false when it was seen already.
    pub fn apply(&mut self, number: u64, event: &Event) -> Result<bool, String> {
        if number <= self.view.number {
            return Ok(false);
        }
        match event {
            Event::SeatTaken { seat } => {
                if let Some(s) = self.view.seats.get_mut(usize::from(*seat)) {
                    s.occupant = Occupant::Person;
                }
            }
            Event::Moved {
                text, clocks_ms, ..
            } => {
                self.game
                    .play_text(text)
                    .map_err(|e| format!("event {number}: {e}"))?;
                self.view.moves.push(text.clone());
                self.view.clocks_ms = clocks_ms.clone();
                self.view.offers.retain(|o| o.offer == OfferKind::Rematch);
                if let Some(outcome) = self.game.outcome() {
                    self.view.result = Some(rules_result(outcome, self.view.seats.len()));
                }
            }
            Event::Offered { seat, offer } => self.view.offers.push(PendingOffer {
                seat: *seat,
                offer: *offer,
            }),
            Event::Declined { offer, .. } => self.view.offers.retain(|o| o.offer != *offer),
            Event::TakenBack { plies, .. } => {
                let keep = self.view.moves.len().saturating_sub(*plies as usize);
                self.view.moves.truncate(keep);
                let mut game = self.start.boxed_clone();
                for text in &self.view.moves {
                    game.play_text(text)
                        .map_err(|e| format!("event {number}: {e}"))?;
                }
                self.game = game;
                self.view.offers.retain(|o| o.offer != OfferKind::Takeback);
            }
            Event::Ended { result } => {
                if self.view.result.is_none() {
                    self.view.result = Some(result.clone());
                }
                self.view.offers.clear();
            }
            Event::Rematched { game } => self.view.rematch = Some(game.clone()),
            Event::Said { .. } | Event::Resumed { .. } => {}
        }
        self.view.number = number;
        Ok(true)
    }
}

/// A result as one line: `result 1-0 (resigned)`, `result draw (agreed)`, `result seat 2 lost (flag)`.
pub fn result_line(result: &GameResult) -> String {
    let reason = format!("{:?}", result.reason).to_lowercase();
    match (result.winner, result.loser) {
        (Some(w), _) => format!("result seat {w} won ({reason})"),
        (None, Some(l)) => format!("result seat {l} lost ({reason})"),
        (None, None) if result.reason == EndReason::Aborted => "result aborted".to_string(),
        (None, None) => format!("result draw ({reason})"),
    }
}
