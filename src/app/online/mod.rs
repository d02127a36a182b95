//! Playing on a game server (`leapfrog serve`, `docs/PROTOCOL.md`) from the app and the page.
//! [`Online`] holds the socket and the session ([`crate::net::session`]: what to send, what the
//! server's messages change, reconnecting); the match on screen mirrors the server's game:
//! the player's own moves are played at once and sent, everyone else's come as the server's
//! events and are animated as local moves are. The rules stay on both ends.

pub mod host;
pub mod lobby;
mod page_state;
pub mod panel;
#[cfg(all(feature = "dev", not(target_arch = "wasm32")))]
mod scenes;
pub mod socket;
pub mod sync;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use self::socket::{Socket, SocketEvent};
use super::match_state::MatchSet;
use super::redraw::{Waker, WantFrame};
use super::screen::{ActiveGame, Screen};
use super::sound::{Cue, PlayCue};
use crate::net::protocol::{
    ClientMsg, ErrorCode, GameSpec, SeatSpec, SeatTicket, ServerMsg, TimeControl,
};
use crate::net::session::{Link, Session};

pub use sync::sync_match;

/// The server the player plays on, remembered with the settings, and their last online seat
/// (to go back to it from the menu).
#[derive(Resource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct OnlineSettings {
    pub server: String,
    /// `GAME.TOKEN` of the seat last played.
    pub last_seat: String,
    /// The invite code that gave that seat: the page reloaded on its invite link sits down
    /// there again instead of asking for a seat already taken.
    pub last_invite: String,
}

impl Default for OnlineSettings {
    fn default() -> Self {
        Self {
            server: super::page::origin().unwrap_or_else(|| "http://127.0.0.1:7878".into()),
            last_seat: String::new(),
            last_invite: String::new(),
        }
    }
}

/// What the player asked the server for.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    Create {
        game: GameSpec,
        seats: Vec<SeatSpec>,
        time: TimeControl,
    },
    Join {
        code: String,
    },
    Watch {
        game: String,
    },
    /// Sits down again at a seat held (`GAME.TOKEN`).
    Resume {
        game: String,
        token: String,
    },
}

/// An online game under way, or being asked for.
#[derive(Resource)]
pub struct Online {
    pub server: String,
    /// Asked, not yet answered (a create or a join); none once the session has its seat.
    pub request: Option<Request>,
    pub session: Option<Session>,
    socket: Option<Socket>,
    /// The creator's invitations: each open seat's code and link.
    pub invites: Vec<SeatTicket>,
    /// Why the request failed (the lobby shows it).
    pub problem: Option<String>,
    /// The match screen is showing this session's game.
    pub shown: bool,
}

impl Online {
    pub fn new(server: &str, request: Request) -> Online {
        let session = match &request {
            Request::Watch { game } => Some(Session::watcher(game)),
            Request::Resume { game, token } => Some(Session::player(game, token)),
            _ => None,
        };
        Online {
            server: server.trim().to_string(),
            request: session.is_none().then_some(request),
            session,
            socket: None,
            invites: Vec::new(),
            problem: None,
            shown: false,
        }
    }

    /// Sends a request of the seated player (an offer, a claim, a message).
    pub fn send(&mut self, message: ClientMsg) {
        if let Some(session) = self.session.as_mut() {
            session.send(message);
        }
    }

    /// Plays the rematch: the same seat's token sits at its seat there (the seats turned).
    pub fn go_to_rematch(&mut self, game: &str) {
        let Some(token) = self
            .session
            .as_ref()
            .and_then(|s| s.token())
            .map(String::from)
        else {
            return;
        };
        self.session = Some(Session::player(game, &token));
        self.socket = None;
        self.invites.clear();
    }

    /// Whether the connection is down (reconnecting) or refused for good.
    pub fn link(&self) -> Option<&Link> {
        self.session.as_ref().map(|s| &s.link)
    }

    /// Drops the connection as a network failure would (the tests' dropped connection).
    pub fn drop_connection(&mut self, now_ms: u64) {
        self.socket = None;
        if let Some(session) = self.session.as_mut() {
            session.closed(now_ms);
        }
    }
}

/// A running clock ticks on screen: while one runs the sleeping window wakes four times a
/// second (egui's delayed repaint would draw at once), and rests again when it stops.
fn clock_tick(online: Option<Res<Online>>, settings: Option<ResMut<bevy::winit::WinitSettings>>) {
    use bevy::winit::UpdateMode;
    let Some(mut settings) = settings else { return };
    let running = online
        .and_then(|o| o.session.as_ref().map(|s| s.clock_running().is_some()))
        .unwrap_or(false);
    let wait = if running {
        std::time::Duration::from_millis(250)
    } else {
        super::redraw::IDLE_WAIT
    };
    let stale =
        |mode: &UpdateMode| matches!(mode, UpdateMode::Reactive { wait: w, .. } if *w != wait);
    if !stale(&settings.focused_mode) && !stale(&settings.unfocused_mode) {
        return;
    }
    let settings = &mut *settings;
    for mode in [&mut settings.focused_mode, &mut settings.unfocused_mode] {
        if let UpdateMode::Reactive { wait: was, .. } = mode {
            *was = wait;
        }
    }
}

/// Below this the player's own clock sounds a warning, once a turn.
const LOW_TIME_MS: u64 = 10_000;

/// The low-time warning: a sound when the player's own running clock falls under ten seconds.
fn low_time_cue(
    online: Option<Res<Online>>,
    time: Res<Time<Real>>,
    mut warned_at_ply: Local<Option<usize>>,
    mut cues: MessageWriter<PlayCue>,
) {
    let Some(session) = online.as_ref().and_then(|o| o.session.as_ref()) else {
        return;
    };
    if let Some(ply) = session.own_clock_low(LOW_TIME_MS, now_ms(&time))
        && *warned_at_ply != Some(ply)
    {
        *warned_at_ply = Some(ply);
        cues.write(PlayCue(Cue::LowTime));
    }
}

/// Milliseconds on the app's real-time clock (what the session's times are read on).
pub fn now_ms(time: &Time<Real>) -> u64 {
    time.elapsed().as_millis() as u64
}

/// Opens the socket when due, takes in what arrived, sends what is queued.
fn pump(
    online: Option<ResMut<Online>>,
    waker: Res<Waker>,
    time: Res<Time<Real>>,
    mut want: ResMut<WantFrame>,
    mut settings: ResMut<OnlineSettings>,
    mut commands: Commands,
) {
    let Some(mut online) = online else { return };
    let online = &mut *online;
    let now = now_ms(&time);
    let reconnect_due = online
        .session
        .as_ref()
        .is_some_and(|s| s.should_connect(now) || s.link == Link::Connecting { attempt: 0 });
    if online.socket.is_none() && (online.request.is_some() || reconnect_due) {
        match crate::net::address::socket_url(&online.server) {
            Ok(url) => {
                if let Some(session) = online.session.as_mut() {
                    session.connecting();
                }
                online.socket = Some(Socket::open(&url, waker.clone()));
            }
            Err(why) => {
                online.problem = Some(why);
                online.request = None;
            }
        }
    }
    let events = online.socket.as_ref().map(Socket::take).unwrap_or_default();
    let seat_before = settings.last_seat.clone();
    for event in events {
        match event {
            SocketEvent::Opened => match (&mut online.session, &online.request) {
                (Some(session), _) => session.opened(),
                (None, Some(request)) => {
                    let socket = online.socket.as_ref().expect("opened");
                    for message in lobby_messages(request) {
                        socket.send(encode(&message));
                    }
                }
                (None, None) => {}
            },
            SocketEvent::Text(text) => match serde_json::from_str::<ServerMsg>(&text) {
                Ok(message) => received(online, message, now, &mut settings),
                Err(e) => warn!("online: a message this version does not read: {e}"),
            },
            SocketEvent::Closed(why) => {
                online.socket = None;
                match online.session.as_mut() {
                    Some(session) => session.closed(now),
                    None => {
                        online.problem = Some(crate::app::text::tr_args(
                            "online-unreachable",
                            &[("why", why.into())],
                        ));
                        online.request = None;
                    }
                }
            }
        }
    }
    // A new seat is remembered at once: the menu and a reload of the invite link go back to it.
    if settings.last_seat != seat_before {
        super::settings::save_soon(&mut commands);
    }
    if let Some(session) = online.session.as_mut() {
        let outbox = session.take_outbox();
        if let Some(socket) = &online.socket {
            for message in outbox {
                socket.send(encode(&message));
            }
        }
        // Reconnecting: wake when the next attempt is due (the window sleeps otherwise).
        if matches!(session.link, Link::Down { .. } | Link::Connecting { .. }) {
            want.ask("reconnecting");
        }
    }
    if !online.shown
        && let Some(family) = online
            .session
            .as_ref()
            .and_then(|s| s.mirror.as_ref())
            .and_then(|m| crate::games::family(&m.view.family))
    {
        online.shown = true;
        commands.insert_resource(ActiveGame(family.id()));
        commands.queue(|world: &mut World| {
            world.resource_mut::<NextState<Screen>>().set(Screen::Match);
        });
    }
}

fn encode(message: &ClientMsg) -> String {
    serde_json::to_string(message).expect("requests always encode")
}

fn lobby_messages(request: &Request) -> Vec<ClientMsg> {
    let hello = ClientMsg::Hello {
        protocol: crate::net::protocol::PROTOCOL,
        client: format!("leapfrog {}", env!("CARGO_PKG_VERSION")),
    };
    let asked = match request.clone() {
        Request::Create { game, seats, time } => ClientMsg::Create { game, seats, time },
        Request::Join { code } => ClientMsg::Join { code },
        Request::Watch { .. } | Request::Resume { .. } => return vec![hello],
    };
    vec![hello, asked]
}

fn received(online: &mut Online, message: ServerMsg, now: u64, settings: &mut OnlineSettings) {
    let seated = |online: &mut Online, game: &str, token: &str, settings: &mut OnlineSettings| {
        let mut session = Session::player(game, token);
        // The socket has said hello already: sit down on it.
        session.sit_down();
        online.session = Some(session);
        settings.last_invite = match &online.request {
            Some(Request::Join { code }) => code.clone(),
            _ => String::new(),
        };
        settings.last_seat = format!("{game}.{token}");
        online.request = None;
    };
    match message {
        ServerMsg::Created { game, seats } => {
            let token = seats.iter().find_map(|s| s.token.clone());
            online.invites = seats.into_iter().filter(|s| s.invite.is_some()).collect();
            match token {
                Some(token) => seated(online, &game, &token, settings),
                // Every seat invited or a computer: the creator watches.
                None => {
                    let mut session = Session::watcher(&game);
                    session.sit_down();
                    online.session = Some(session);
                    online.request = None;
                }
            }
        }
        ServerMsg::Joined { game, token, .. } => seated(online, &game, &token, settings),
        ServerMsg::Error { code, message } if online.session.is_none() => {
            online.problem = Some(match code {
                ErrorCode::UnknownInvite => crate::app::text::tr("online-unknown-invite"),
                ErrorCode::Taken => crate::app::text::tr("online-game-full"),
                ErrorCode::Version => crate::app::text::tr("online-version"),
                _ => message,
            });
            online.request = None;
            online.socket = None;
        }
        other => {
            if let Some(session) = online.session.as_mut()
                && let Err(e) = session.received(other, now)
            {
                warn!("online: {e}");
            }
        }
    }
}

/// Leaving the match screen leaves the online game (the seat stays the player's: the menu
/// offers it again).
fn leave(mut commands: Commands, online: Option<Res<Online>>) {
    if online.is_some() {
        commands.remove_resource::<Online>();
    }
}

pub fn plugin(app: &mut App) {
    super::settings_file::register::<OnlineSettings>(app);
    #[cfg(all(feature = "dev", not(target_arch = "wasm32")))]
    app.add_plugins(scenes::plugin);
    app.add_plugins((lobby::plugin, page_state::plugin))
        .add_systems(Update, pump.in_set(MatchSet::Input).before(sync::Synced))
        .add_message::<PlayCue>()
        .add_systems(Update, (clock_tick, low_time_cue))
        .add_systems(OnExit(Screen::Match), leave);
}
