//! One game on the server: its state is a fold over its numbered events ([`Room::apply`]), and
//! every request is first decided against that state without changing it ([`Room::decide`]),
//! so that the events can be stored before anyone hears of them. No I/O, no clock of its own:
//! `now` comes from the caller, which lets the tests drive time.

use crate::games::AnyGame;
use crate::net::protocol::{
    Canned, ClaimKind, EndReason, ErrorCode, Event, GameResult, GameView, Occupant, OfferKind,
    PendingOffer, SeatView, TimeControl,
};

use super::clock;
use super::setup::GameSetup;

/// A seated player's request.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Move { text: String, ply: Option<u32> },
    Offer(OfferKind),
    Accept(OfferKind),
    Decline(OfferKind),
    Resign,
    Abort,
    Claim(ClaimKind),
    Say(Canned),
}

/// Why a request changes nothing.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

fn refuse<T>(code: ErrorCode, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal {
        code,
        message: message.into(),
    })
}

/// A person seat's connections (not stored: after a restart everyone counts as just gone).
#[derive(Clone, Debug, Default)]
struct Presence {
    connections: u32,
    gone_since: u64,
    on_purpose: bool,
}

pub struct Room {
    pub id: String,
    pub setup: GameSetup,
    start: Box<dyn AnyGame>,
    game: Box<dyn AnyGame>,
    /// Each move's seat and text.
    moves: Vec<(u8, String)>,
    /// The last applied event's number.
    pub number: u64,
    occupants: Vec<Occupant>,
    clocks: Vec<u64>,
    /// When the running clock started (None before the first move and after the end).
    running_since: Option<u64>,
    result: Option<GameResult>,
    offers: Vec<PendingOffer>,
    /// Per seat: takeback requests declined, and until when the next is refused.
    takeback_block: Vec<(u32, u64)>,
    rematch: Option<String>,
    presence: Vec<Presence>,
    pub watchers: u32,
}

impl Room {
    /// A room at the start of `setup` (no events yet); `now`: when gone timers start.
    pub fn new(id: String, setup: GameSetup, now: u64) -> Result<Room, String> {
        let start = setup.start()?;
        let seats = setup.seats();
        Ok(Room {
            id,
            game: start.boxed_clone(),
            start,
            moves: Vec::new(),
            number: 0,
            occupants: setup.occupants.clone(),
            clocks: clock::initial(setup.time, seats),
            running_since: None,
            result: None,
            offers: Vec::new(),
            takeback_block: vec![(0, 0); seats],
            rematch: None,
            presence: vec![
                Presence {
                    gone_since: now,
                    ..Presence::default()
                };
                seats
            ],
            watchers: 0,
            setup,
        })
    }

    pub fn seats(&self) -> usize {
        self.occupants.len()
    }

    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    pub fn move_texts(&self) -> Vec<String> {
        self.moves.iter().map(|(_, text)| text.clone()).collect()
    }

    pub fn occupant(&self, seat: u8) -> Option<Occupant> {
        self.occupants.get(usize::from(seat)).copied()
    }

    pub fn rematch(&self) -> Option<&str> {
        self.rematch.as_deref()
    }

    /// The game as it stands (for the computer seats).
    pub fn game(&self) -> &dyn AnyGame {
        self.game.as_ref()
    }

    fn to_move(&self) -> u8 {
        self.game.side_to_move()
    }

    fn all_seated(&self) -> bool {
        !self.occupants.contains(&Occupant::Open)
    }

    fn is_person(&self, seat: usize) -> bool {
        self.occupants.get(seat) == Some(&Occupant::Person)
    }

    /// The computer seat whose turn it is, with its strength, when it should play now.
    pub fn computer_to_move(&self) -> Option<(u8, u8)> {
        if self.result.is_some() || !self.all_seated() {
            return None;
        }
        let seat = self.to_move();
        match self.occupant(seat)? {
            Occupant::Computer { strength } => Some((seat, strength)),
            _ => None,
        }
    }

    /// When the running clock's flag falls, if one runs.
    pub fn flag_deadline(&self) -> Option<u64> {
        let since = self.running_since?;
        Some(since + self.clocks.get(usize::from(self.to_move()))?)
    }

    fn spent(&self, now: u64) -> u64 {
        self.running_since
            .map_or(0, |since| now.saturating_sub(since))
    }

    /// The result when `loser` is out: the other seat wins a two-seat game.
    fn lost_by(&self, loser: u8, reason: EndReason) -> GameResult {
        let winner = (self.seats() == 2).then(|| 1 - loser);
        GameResult {
            winner,
            loser: Some(loser),
            reason,
        }
    }

    /// The events a request makes, or why it makes none. Changes nothing.
    pub fn decide(&self, seat: u8, action: &Action, now: u64) -> Result<Vec<Event>, Refusal> {
        if usize::from(seat) >= self.seats() {
            return refuse(ErrorCode::NotSeated, format!("there is no seat {seat}"));
        }
        if self.result.is_some()
            && !matches!(
                action,
                Action::Say(_)
                    | Action::Offer(OfferKind::Rematch)
                    | Action::Accept(OfferKind::Rematch)
                    | Action::Decline(OfferKind::Rematch)
            )
        {
            return refuse(ErrorCode::GameOver, "the game is over");
        }
        match action {
            Action::Move { text, ply } => self.decide_move(seat, text, *ply, now),
            Action::Offer(offer) | Action::Accept(offer) => {
                self.decide_offer(seat, *offer, matches!(action, Action::Accept(_)), now)
            }
            Action::Decline(offer) => {
                if !self
                    .offers
                    .iter()
                    .any(|o| o.offer == *offer && o.seat != seat)
                {
                    return refuse(
                        ErrorCode::NotAllowed,
                        format!("no {offer:?} offer to decline"),
                    );
                }
                Ok(vec![Event::Declined {
                    seat,
                    offer: *offer,
                    at_ms: now,
                }])
            }
            Action::Resign => Ok(vec![Event::Ended {
                result: self.lost_by(seat, EndReason::Resigned),
            }]),
            Action::Abort => {
                if self.moves.len() >= self.seats() {
                    return refuse(
                        ErrorCode::NotAllowed,
                        "every side has moved: resign or offer a draw instead of aborting",
                    );
                }
                Ok(vec![Event::Ended {
                    result: GameResult {
                        winner: None,
                        loser: None,
                        reason: EndReason::Aborted,
                    },
                }])
            }
            Action::Claim(claim) => self.decide_claim(seat, *claim, now),
            Action::Say(message) => Ok(vec![Event::Said {
                seat,
                message: *message,
            }]),
        }
    }

    fn decide_move(
        &self,
        seat: u8,
        text: &str,
        ply: Option<u32>,
        now: u64,
    ) -> Result<Vec<Event>, Refusal> {
        if let Some(open) = self.occupants.iter().position(|o| *o == Occupant::Open) {
            return refuse(
                ErrorCode::NotAllowed,
                format!("seat {open} is not taken yet: the game starts when every seat is"),
            );
        }
        if ply.is_some_and(|ply| ply as usize != self.moves.len()) {
            return refuse(
                ErrorCode::Stale,
                format!(
                    "`{text}` was made after move {}, and the game is at move {}",
                    ply.unwrap_or(0),
                    self.moves.len()
                ),
            );
        }
        if seat != self.to_move() {
            return refuse(
                ErrorCode::NotYourTurn,
                format!("`{text}`: it is seat {}'s turn", self.to_move()),
            );
        }
        let clocks = if self.setup.time == TimeControl::None {
            Vec::new()
        } else {
            match clock::after_move(
                self.setup.time,
                &self.clocks,
                usize::from(seat),
                self.spent(now),
            ) {
                Some(clocks) => clocks,
                None => {
                    return Ok(vec![Event::Ended {
                        result: self.lost_by(seat, EndReason::Flag),
                    }]);
                }
            }
        };
        let mut trial = self.game.boxed_clone();
        if let Err(reason) = trial.play_text(text) {
            return refuse(
                ErrorCode::IllegalMove,
                format!("`{text}` is not legal: {reason}"),
            );
        }
        Ok(vec![Event::Moved {
            seat,
            text: text.to_string(),
            clocks_ms: clocks,
            at_ms: now,
        }])
    }

    /// Whether every seat but `except` agrees to `offer` once `seat` does.
    fn agreed(&self, offer: OfferKind, seat: u8) -> bool {
        (0..self.seats() as u8).all(|s| {
            s == seat
                || self.offers.contains(&PendingOffer { seat: s, offer })
                || matches!(self.occupants[usize::from(s)], Occupant::Computer { .. })
        })
    }

    fn decide_offer(
        &self,
        seat: u8,
        offer: OfferKind,
        accepting: bool,
        now: u64,
    ) -> Result<Vec<Event>, Refusal> {
        let pending_by_other = self
            .offers
            .iter()
            .any(|o| o.offer == offer && o.seat != seat);
        if accepting && !pending_by_other {
            return refuse(
                ErrorCode::NotAllowed,
                format!("no {offer:?} offer to accept"),
            );
        }
        if self.offers.contains(&PendingOffer { seat, offer }) {
            return refuse(
                ErrorCode::NotAllowed,
                format!("your {offer:?} offer stands"),
            );
        }
        match offer {
            OfferKind::Rematch if self.result.is_none() => {
                return refuse(ErrorCode::NotAllowed, "a rematch comes after the game");
            }
            OfferKind::Rematch if self.rematch.is_some() => {
                return refuse(ErrorCode::NotAllowed, "the rematch is already on");
            }
            OfferKind::Draw
                if self
                    .occupants
                    .iter()
                    .any(|o| matches!(o, Occupant::Computer { .. })) =>
            {
                return refuse(ErrorCode::NotAllowed, "the computer does not take draws");
            }
            OfferKind::Takeback if !pending_by_other => {
                if !self.moves.iter().any(|(s, _)| *s == seat) {
                    return refuse(ErrorCode::NotAllowed, "you have no move to take back");
                }
                let until = self.takeback_block[usize::from(seat)].1;
                if until > now {
                    return refuse(
                        ErrorCode::NotAllowed,
                        format!(
                            "your last takeback was declined: ask again in {} s",
                            (until - now).div_ceil(1000)
                        ),
                    );
                }
            }
            _ => {}
        }
        if !self.agreed(offer, seat) {
            return Ok(vec![Event::Offered { seat, offer }]);
        }
        let done = match offer {
            OfferKind::Draw => Event::Ended {
                result: GameResult {
                    winner: None,
                    loser: None,
                    reason: EndReason::Agreed,
                },
            },
            OfferKind::Takeback => {
                let asker = self
                    .offers
                    .iter()
                    .find(|o| o.offer == OfferKind::Takeback)
                    .map_or(seat, |o| o.seat);
                let last = self
                    .moves
                    .iter()
                    .rposition(|(s, _)| *s == asker)
                    .unwrap_or(0);
                Event::TakenBack {
                    plies: (self.moves.len() - last) as u32,
                    at_ms: now,
                }
            }
            OfferKind::Rematch => Event::Rematched {
                game: String::new(),
            },
        };
        Ok(vec![Event::Offered { seat, offer }, done])
    }

    fn decide_claim(&self, seat: u8, claim: ClaimKind, now: u64) -> Result<Vec<Event>, Refusal> {
        let mut soonest: Option<u64> = None;
        for other in 0..self.seats() {
            if other == usize::from(seat) || !self.is_person(other) {
                continue;
            }
            let Some(at) = self.claimable_at(other) else {
                continue;
            };
            if at <= now {
                let result = match claim {
                    ClaimKind::Win => self.lost_by(other as u8, EndReason::Gone),
                    ClaimKind::Draw => GameResult {
                        winner: None,
                        loser: None,
                        reason: EndReason::Gone,
                    },
                };
                return Ok(vec![Event::Ended { result }]);
            }
            soonest = Some(soonest.map_or(at, |s| s.min(at)));
        }
        match soonest {
            Some(at) => refuse(
                ErrorCode::NotAllowed,
                format!("you may claim in {} s", (at - now).div_ceil(1000)),
            ),
            None => refuse(ErrorCode::NotAllowed, "no other player is gone"),
        }
    }

    /// When the others may claim against `seat`, if it is gone.
    pub fn claimable_at(&self, seat: usize) -> Option<u64> {
        let presence = self.presence.get(seat)?;
        (self.is_person(seat) && presence.connections == 0 && self.result.is_none())
            .then(|| presence.gone_since + clock::gone_after(self.setup.time, presence.on_purpose))
    }

    /// The flag that has fallen by `now`, as an event to store.
    pub fn tick(&self, now: u64) -> Option<Event> {
        if self.result.is_some() {
            return None;
        }
        let deadline = self.flag_deadline()?;
        (now >= deadline).then(|| Event::Ended {
            result: self.lost_by(self.to_move(), EndReason::Flag),
        })
    }

    /// Applies event `number`; an event that does not apply (a stored game the rules no
    /// longer read) is an error and changes nothing.
    pub fn apply(&mut self, number: u64, event: &Event) -> Result<(), String> {
        match event {
            Event::SeatTaken { seat } => {
                if let Some(o) = self.occupants.get_mut(usize::from(*seat)) {
                    *o = Occupant::Person;
                }
            }
            Event::Moved {
                seat,
                text,
                clocks_ms,
                at_ms,
            } => {
                self.game
                    .play_text(text)
                    .map_err(|e| format!("event {number}: {e}"))?;
                self.moves.push((*seat, text.clone()));
                if !clocks_ms.is_empty() {
                    self.clocks = clocks_ms.clone();
                    self.running_since = Some(*at_ms);
                }
                self.offers.retain(|o| o.offer == OfferKind::Rematch);
                if let Some(outcome) = self.game.outcome() {
                    self.end(crate::net::mirror::rules_result(outcome, self.seats()));
                }
            }
            Event::Offered { seat, offer } => self.offers.push(PendingOffer {
                seat: *seat,
                offer: *offer,
            }),
            Event::Declined { offer, at_ms, .. } => {
                if *offer == OfferKind::Takeback {
                    for asker in self.offers.iter().filter(|o| o.offer == *offer) {
                        let block = &mut self.takeback_block[usize::from(asker.seat)];
                        block.0 += 1;
                        block.1 = at_ms + clock::takeback_wait(block.0);
                    }
                }
                self.offers.retain(|o| o.offer != *offer);
            }
            Event::TakenBack { plies, at_ms } => {
                let keep = self.moves.len().saturating_sub(*plies as usize);
                self.moves.truncate(keep);
                let mut game = self.start.boxed_clone();
                for (_, text) in &self.moves {
                    game.play_text(text)
                        .map_err(|e| format!("event {number}: {e}"))?;
                }
                self.game = game;
                self.offers.retain(|o| o.offer != OfferKind::Takeback);
                if self.running_since.is_some() {
                    self.running_since = Some(*at_ms);
                }
            }
            Event::Said { .. } => {}
            Event::Ended { result } => self.end(result.clone()),
            Event::Rematched { game } => {
                self.rematch = Some(game.clone());
                self.offers.clear();
            }
            Event::Resumed { away_ms, back_ms } => {
                if let Some(since) = self.running_since {
                    let paused = back_ms.saturating_sub((*away_ms).max(since));
                    self.running_since = Some(since + paused);
                }
                for presence in &mut self.presence {
                    presence.gone_since = presence.gone_since.max(*back_ms);
                }
            }
        }
        self.number = number;
        Ok(())
    }

    fn end(&mut self, result: GameResult) {
        if self.result.is_some() {
            return;
        }
        if result.reason == EndReason::Flag
            && let Some(clock) = result
                .loser
                .and_then(|l| self.clocks.get_mut(usize::from(l)))
        {
            *clock = 0;
        }
        self.running_since = None;
        self.result = Some(result);
        self.offers.clear();
    }

    /// A seat's connection opened (true) or closed; returns whether it is online now.
    pub fn presence(&mut self, seat: u8, connected: bool, on_purpose: bool, now: u64) -> bool {
        let Some(presence) = self.presence.get_mut(usize::from(seat)) else {
            return false;
        };
        if connected {
            presence.connections += 1;
        } else {
            presence.connections = presence.connections.saturating_sub(1);
            if presence.connections == 0 {
                presence.gone_since = now;
                presence.on_purpose = on_purpose;
            }
        }
        presence.connections > 0
    }

    pub fn online(&self, seat: usize) -> bool {
        self.presence.get(seat).is_some_and(|p| p.connections > 0)
    }

    /// The game as anyone may see it at `now`.
    pub fn view(&self, now: u64) -> GameView {
        let running = self.running_since.filter(|_| self.result.is_none());
        let clocks_ms = self
            .clocks
            .iter()
            .enumerate()
            .map(|(seat, left)| match running {
                Some(since) if seat == usize::from(self.to_move()) => {
                    left.saturating_sub(now.saturating_sub(since))
                }
                _ => *left,
            })
            .collect();
        GameView {
            game: self.id.clone(),
            number: self.number,
            family: self.setup.family.clone(),
            variant: self.setup.variant.clone(),
            file: self.setup.file.clone(),
            time: self.setup.time,
            seats: (0..self.seats())
                .map(|seat| SeatView {
                    seat: seat as u8,
                    name: self.setup.seat_name(seat),
                    occupant: self.occupants[seat],
                    online: self.online(seat)
                        || matches!(self.occupants[seat], Occupant::Computer { .. }),
                })
                .collect(),
            moves: self.move_texts(),
            clocks_ms,
            clock_running: running.map(|_| self.to_move()),
            result: self.result.clone(),
            offers: self.offers.clone(),
            watchers: self.watchers,
            rematch: self.rematch.clone(),
        }
    }
}
