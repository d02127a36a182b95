//! The games a server holds in memory, each behind its own lock, and the one path every change
//! takes: decide against the room, store, apply, then tell the room's subscribers. Computer
//! seats think on a bounded pool of blocking threads; flags fall on a timer per room.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex as StdMutex};

use tokio::sync::{Mutex, Semaphore, broadcast};

use crate::net::protocol::{
    ClientMsg, ErrorCode, Event, GameSpec, Occupant, SeatSpec, SeatTicket, ServerMsg, TimeControl,
};

use super::room::{Action, Refusal, Room};
use super::secrets;
use super::setup::GameSetup;
use super::store::{NewGame, NewSeat, Store, StoreError};

/// Milliseconds on the server's clock (the tests give their own).
pub type Clock = Arc<dyn Fn() -> u64 + Send + Sync>;

pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    })
}

/// Limits a host may change (`leapfrog serve --max-games-per-address`).
#[derive(Clone, Debug)]
pub struct Limits {
    /// Unfinished games one address may have created.
    pub games_per_address: u32,
    /// Computer seats thinking at once.
    pub thinkers: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            games_per_address: 20,
            thinkers: std::thread::available_parallelism().map_or(2, |n| n.get()),
        }
    }
}

/// Missed events beyond this many come as the whole state instead.
const MAX_REPLAYED: u64 = 500;
/// How many messages a room's feed holds for a slow reader before it must catch up.
const FEED: usize = 256;

pub struct RoomCell {
    pub room: Mutex<Room>,
    pub feed: broadcast::Sender<Arc<ServerMsg>>,
    /// The room's flag timer.
    timer: StdMutex<Option<tokio::task::AbortHandle>>,
    /// One more than the event number a computer seat is thinking at (0: none).
    thinking: AtomicU64,
}

pub struct Hub {
    store: Arc<dyn Store>,
    pub clock: Clock,
    rooms: StdMutex<HashMap<String, Arc<RoomCell>>>,
    thinkers: Arc<Semaphore>,
    limits: Limits,
    pub instance: String,
}

fn refusal(code: ErrorCode, message: impl Into<String>) -> Refusal {
    Refusal {
        code,
        message: message.into(),
    }
}

fn storage(error: StoreError) -> Refusal {
    refusal(ErrorCode::Storage, error.to_string())
}

impl Hub {
    pub fn new(store: Arc<dyn Store>, clock: Clock, limits: Limits, instance: &str) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            clock,
            rooms: StdMutex::new(HashMap::new()),
            thinkers: Arc::new(Semaphore::new(limits.thinkers.max(1))),
            limits,
            instance: instance.to_string(),
        })
    }

    pub fn now(&self) -> u64 {
        (self.clock)()
    }

    pub fn rooms_in_memory(&self) -> usize {
        self.rooms.lock().expect("rooms lock").len()
    }

    /// The room of a game, loaded from the store the first time.
    pub async fn room(&self, id: &str) -> Result<Arc<RoomCell>, Refusal> {
        if let Some(cell) = self.rooms.lock().expect("rooms lock").get(id) {
            return Ok(cell.clone());
        }
        if id.len() > 64 {
            return Err(refusal(ErrorCode::UnknownGame, "no such game"));
        }
        let stored = self
            .store
            .load(id)
            .await
            .map_err(storage)?
            .ok_or_else(|| refusal(ErrorCode::UnknownGame, format!("no game `{id}`")))?;
        let setup: GameSetup = serde_json::from_str(&stored.setup)
            .map_err(|e| refusal(ErrorCode::Storage, format!("game `{id}`: {e}")))?;
        let mut room = Room::new(id.to_string(), setup, self.now())
            .map_err(|e| refusal(ErrorCode::BadGame, format!("game `{id}`: {e}")))?;
        for (number, text) in &stored.events {
            let event: Event = serde_json::from_str(text).map_err(|e| {
                refusal(
                    ErrorCode::Storage,
                    format!("game `{id}` event {number}: {e}"),
                )
            })?;
            room.apply(*number, &event)
                .map_err(|e| refusal(ErrorCode::Storage, format!("game `{id}`: {e}")))?;
        }
        let cell = Arc::new(RoomCell {
            room: Mutex::new(room),
            feed: broadcast::channel(FEED).0,
            timer: StdMutex::new(None),
            thinking: AtomicU64::new(0),
        });
        let mut rooms = self.rooms.lock().expect("rooms lock");
        Ok(rooms.entry(id.to_string()).or_insert(cell).clone())
    }

    /// Stores `events` after the room's last, applies them and tells the subscribers.
    async fn commit(
        self: &Arc<Self>,
        cell: &Arc<RoomCell>,
        room: &mut Room,
        events: Vec<Event>,
    ) -> Result<(), Refusal> {
        if events.is_empty() {
            return Ok(());
        }
        let first = room.number + 1;
        let finished = events.iter().any(|e| matches!(e, Event::Ended { .. }))
            || (events.iter().any(|e| matches!(e, Event::Moved { .. })) && {
                let mut trial = room.game().boxed_clone();
                events.iter().all(|e| match e {
                    Event::Moved { text, .. } => trial.play_text(text).is_ok(),
                    _ => true,
                }) && trial.outcome().is_some()
            });
        let texts = events
            .iter()
            .map(|e| serde_json::to_string(e).expect("events serialize"))
            .collect();
        match self.store.append(&room.id, first, texts, finished).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                self.catch_up(cell, room).await?;
                return Err(refusal(
                    ErrorCode::Stale,
                    "the game changed on another server meanwhile: look again",
                ));
            }
            Err(e) => return Err(storage(e)),
        }
        for (i, event) in events.into_iter().enumerate() {
            let number = first + i as u64;
            if let Err(e) = room.apply(number, &event) {
                log::error!("game {}: a stored event does not apply: {e}", room.id);
            }
            announce(cell, room, number, event);
        }
        self.after_change(cell, room);
        Ok(())
    }

    /// Applies what another instance stored since the room's last event, and tells everyone.
    pub async fn catch_up(
        self: &Arc<Self>,
        cell: &Arc<RoomCell>,
        room: &mut Room,
    ) -> Result<(), Refusal> {
        let missed = self
            .store
            .events_after(&room.id, room.number)
            .await
            .map_err(storage)?;
        for (number, text) in missed {
            let Ok(event) = serde_json::from_str::<Event>(&text) else {
                continue;
            };
            if room.apply(number, &event).is_ok() {
                announce(cell, room, number, event);
            }
        }
        self.after_change(cell, room);
        Ok(())
    }

    /// Sets the flag timer and wakes a computer seat whose turn it is.
    fn after_change(self: &Arc<Self>, cell: &Arc<RoomCell>, room: &Room) {
        let mut timer = cell.timer.lock().expect("timer lock");
        if let Some(old) = timer.take() {
            old.abort();
        }
        if let Some(deadline) = room.flag_deadline().filter(|_| room.result().is_none()) {
            let wait = deadline.saturating_sub(self.now());
            let hub = self.clone();
            let id = room.id.clone();
            *timer = Some(
                tokio::spawn(async move {
                    tokio::time::sleep(std::time::Duration::from_millis(wait + 5)).await;
                    hub.tick(&id).await;
                })
                .abort_handle(),
            );
        }
        drop(timer);
        if let Some((seat, strength)) = room.computer_to_move()
            && cell.thinking.swap(room.number + 1, Ordering::SeqCst) != room.number + 1
        {
            let game = room.game().boxed_clone();
            let ply = room.move_texts().len() as u32;
            let hub = self.clone();
            let id = room.id.clone();
            let seed = room.number ^ (u64::from(seat) << 32);
            tokio::spawn(async move {
                let Ok(permit) = hub.thinkers.clone().acquire_owned().await else {
                    return;
                };
                let answer = tokio::task::spawn_blocking(move || {
                    let mut game = game;
                    let text = game.play_engine(strength, seed);
                    drop(permit);
                    text
                })
                .await;
                if let Ok(Some(text)) = answer {
                    let played = hub
                        .act(
                            &id,
                            seat,
                            Action::Move {
                                text,
                                ply: Some(ply),
                            },
                        )
                        .await;
                    if let Err(e) = played {
                        log::debug!("game {id}: the computer's move was refused: {}", e.message);
                    }
                }
                if let Ok(cell) = hub.room(&id).await {
                    cell.thinking.store(0, Ordering::SeqCst);
                    let room = cell.room.lock().await;
                    hub.after_change(&cell, &room);
                }
            });
        }
    }

    /// Catches up a game held in memory with what another instance stored.
    pub async fn refresh(self: &Arc<Self>, id: &str) {
        let cell = self.rooms.lock().expect("rooms lock").get(id).cloned();
        if let Some(cell) = cell {
            let mut room = cell.room.lock().await;
            if let Err(e) = self.catch_up(&cell, &mut room).await {
                log::error!("game {id}: {}", e.message);
            }
        }
    }

    /// Ends the game of a fallen flag.
    pub async fn tick(self: &Arc<Self>, id: &str) {
        let Ok(cell) = self.room(id).await else {
            return;
        };
        let mut room = cell.room.lock().await;
        if let Some(event) = room.tick(self.now()) {
            let _ = self.commit(&cell, &mut room, vec![event]).await;
        }
    }

    /// A seated player's request.
    pub async fn act(self: &Arc<Self>, id: &str, seat: u8, action: Action) -> Result<(), Refusal> {
        let cell = self.room(id).await?;
        let mut room = cell.room.lock().await;
        let mut events = room.decide(seat, &action, self.now())?;
        if let Some(Event::Rematched { game }) = events.last_mut() {
            *game = self.create_rematch(&room).await?;
        }
        self.commit(&cell, &mut room, events).await
    }

    async fn create_rematch(self: &Arc<Self>, room: &Room) -> Result<String, Refusal> {
        if (0..room.seats() as u8).any(|s| room.occupant(s) == Some(Occupant::Open)) {
            return Err(refusal(
                ErrorCode::NotAllowed,
                "a seat was never taken: create a new game",
            ));
        }
        let mut hashes = self.store.seat_hashes(&room.id).await.map_err(storage)?;
        hashes.rotate_right(1);
        let setup = room.setup.turned(self.now());
        let id = secrets::new_game_id();
        self.store
            .create(NewGame {
                id: id.clone(),
                setup: serde_json::to_string(&setup).expect("setups serialize"),
                seats: hashes
                    .into_iter()
                    .map(|token_hash| NewSeat {
                        token_hash,
                        invite: None,
                    })
                    .collect(),
                address: format!("rematch:{}", room.id),
            })
            .await
            .map_err(storage)?;
        let rematch = self.room(&id).await?;
        let rematch_room = rematch.room.lock().await;
        self.after_change(&rematch, &rematch_room);
        Ok(id)
    }

    /// A new game; the answer carries the creator's tokens and the invites.
    pub async fn create(
        self: &Arc<Self>,
        address: &str,
        spec: &GameSpec,
        seats: &[SeatSpec],
        time: TimeControl,
    ) -> Result<ServerMsg, Refusal> {
        let open = self.store.open_games_of(address).await.map_err(storage)?;
        if open >= self.limits.games_per_address {
            return Err(refusal(
                ErrorCode::TooManyGames,
                format!("{open} unfinished games from this address: finish or abort some first"),
            ));
        }
        let setup = GameSetup::from_request(spec, seats, time, self.now())
            .map_err(|e| refusal(ErrorCode::BadGame, e))?;
        let id = secrets::new_game_id();
        let mut tickets = Vec::new();
        let mut new_seats = Vec::new();
        for (seat, spec) in seats.iter().enumerate() {
            let mut ticket = SeatTicket {
                seat: seat as u8,
                token: None,
                invite: None,
                link: None,
                computer: None,
            };
            let mut new_seat = NewSeat {
                token_hash: None,
                invite: None,
            };
            match spec {
                SeatSpec::Me => {
                    let token = secrets::new_token();
                    new_seat.token_hash = Some(secrets::token_hash(&token));
                    ticket.token = Some(token);
                }
                SeatSpec::Open => {
                    let code = secrets::new_invite();
                    ticket.link = Some(format!("/?join={code}"));
                    new_seat.invite = Some(code.clone());
                    ticket.invite = Some(code);
                }
                SeatSpec::Computer { strength } => ticket.computer = Some(*strength),
            }
            tickets.push(ticket);
            new_seats.push(new_seat);
        }
        self.store
            .create(NewGame {
                id: id.clone(),
                setup: serde_json::to_string(&setup).expect("setups serialize"),
                seats: new_seats,
                address: address.to_string(),
            })
            .await
            .map_err(storage)?;
        let cell = self.room(&id).await?;
        let room = cell.room.lock().await;
        self.after_change(&cell, &room);
        Ok(ServerMsg::Created {
            game: id,
            seats: tickets,
        })
    }

    /// Takes the seat an invite names; returns the game, the seat and its new token.
    pub async fn join(self: &Arc<Self>, code: &str) -> Result<(String, u8, String), Refusal> {
        let code = secrets::normalize_invite(code);
        let (id, seat) = self
            .store
            .find_invite(&code)
            .await
            .map_err(storage)?
            .ok_or_else(|| {
                refusal(
                    ErrorCode::UnknownInvite,
                    format!("no open seat has the invite `{code}` (used already, or mistyped)"),
                )
            })?;
        let cell = self.room(&id).await?;
        let mut room = cell.room.lock().await;
        if room.result().is_some() {
            return Err(refusal(ErrorCode::GameOver, "that game is over"));
        }
        let token = secrets::new_token();
        let event = Event::SeatTaken { seat };
        let number = room.number + 1;
        let taken = self
            .store
            .take_seat(
                &code,
                &secrets::token_hash(&token),
                number,
                serde_json::to_string(&event).expect("events serialize"),
            )
            .await
            .map_err(|e| match e {
                StoreError::Conflict => refusal(ErrorCode::Taken, "the seat was just taken"),
                other => storage(other),
            })?;
        if !taken {
            return Err(refusal(ErrorCode::Taken, "that seat was just taken"));
        }
        let _ = room.apply(number, &event);
        announce(&cell, &room, number, event);
        self.after_change(&cell, &room);
        Ok((id, seat, token))
    }

    /// The seat a token holds in a game.
    pub async fn seat_of(&self, id: &str, token: &str) -> Result<u8, Refusal> {
        if token.len() > 128 || id.len() > 64 {
            return Err(refusal(
                ErrorCode::BadToken,
                "that token holds no seat in this game",
            ));
        }
        self.store
            .seat_of(id, &secrets::token_hash(token))
            .await
            .map_err(storage)?
            .ok_or_else(|| refusal(ErrorCode::BadToken, "that token holds no seat in this game"))
    }

    /// What a client that last saw event `since` needs: the events after it, or the state.
    pub async fn catch_up_messages(
        &self,
        room: &Room,
        since: Option<u64>,
    ) -> Result<Vec<ServerMsg>, Refusal> {
        match since {
            Some(since) if since <= room.number && room.number - since <= MAX_REPLAYED => {
                let events = self
                    .store
                    .events_after(&room.id, since)
                    .await
                    .map_err(storage)?;
                Ok(events
                    .into_iter()
                    .filter(|(number, _)| *number <= room.number)
                    .filter_map(|(number, text)| {
                        Some(ServerMsg::Event {
                            game: room.id.clone(),
                            number,
                            event: serde_json::from_str(&text).ok()?,
                        })
                    })
                    .collect())
            }
            _ => Ok(vec![ServerMsg::State(room.view(self.now()))]),
        }
    }

    /// A seat's connection came (true) or went; everyone in the room hears of it.
    pub async fn presence(
        &self,
        cell: &Arc<RoomCell>,
        seat: u8,
        connected: bool,
        on_purpose: bool,
    ) {
        let now = self.now();
        let mut room = cell.room.lock().await;
        let online = room.presence(seat, connected, on_purpose, now);
        let claim_in_ms = room
            .claimable_at(usize::from(seat))
            .map(|at| at.saturating_sub(now));
        let _ = cell.feed.send(Arc::new(ServerMsg::Presence {
            game: room.id.clone(),
            seat,
            online,
            claim_in_ms,
        }));
    }

    /// A watcher came (+1) or went (-1).
    pub async fn watchers(&self, cell: &Arc<RoomCell>, change: i32) {
        let mut room = cell.room.lock().await;
        room.watchers = room.watchers.saturating_add_signed(change);
        let _ = cell.feed.send(Arc::new(ServerMsg::Watchers {
            game: room.id.clone(),
            count: room.watchers,
        }));
    }

    /// After a start: every unfinished game back in memory, its running clock given back the
    /// time the server was away, its computer seats and flag timers going again.
    pub async fn resume_all(self: &Arc<Self>) -> Result<usize, String> {
        let away = self
            .store
            .last_beat(&self.instance)
            .await
            .map_err(|e| e.to_string())?;
        let back = self.now();
        let ids = self.store.unfinished().await.map_err(|e| e.to_string())?;
        for id in &ids {
            let cell = match self.room(id).await {
                Ok(cell) => cell,
                Err(e) => {
                    log::error!("game {id} cannot be resumed: {}", e.message);
                    continue;
                }
            };
            let mut room = cell.room.lock().await;
            let events = match away {
                Some(away_ms) if room.flag_deadline().is_some() => {
                    vec![Event::Resumed {
                        away_ms,
                        back_ms: back,
                    }]
                }
                _ => Vec::new(),
            };
            if let Err(e) = self.commit(&cell, &mut room, events).await {
                log::error!("game {id}: {}", e.message);
            }
            self.after_change(&cell, &room);
        }
        Ok(ids.len())
    }

    /// Records every second that the server is alive.
    pub fn start_heartbeat(self: &Arc<Self>) {
        let hub = self.clone();
        tokio::spawn(async move {
            loop {
                let _ = hub.store.beat(&hub.instance, hub.now()).await;
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
        });
    }
}

/// Tells the room's subscribers of an applied event.
fn announce(cell: &RoomCell, room: &Room, number: u64, event: Event) {
    let _ = cell.feed.send(Arc::new(ServerMsg::Event {
        game: room.id.clone(),
        number,
        event,
    }));
}

/// A client request that needs a seat, as the room's action.
pub fn seated_action(message: &ClientMsg) -> Option<Action> {
    Some(match message {
        ClientMsg::Move { text, ply } => Action::Move {
            text: text.clone(),
            ply: *ply,
        },
        ClientMsg::Offer { offer } => Action::Offer(*offer),
        ClientMsg::Accept { offer } => Action::Accept(*offer),
        ClientMsg::Decline { offer } => Action::Decline(*offer),
        ClientMsg::Resign => Action::Resign,
        ClientMsg::Abort => Action::Abort,
        ClientMsg::Claim { claim } => Action::Claim(*claim),
        ClientMsg::Say { message } => Action::Say(*message),
        _ => return None,
    })
}
