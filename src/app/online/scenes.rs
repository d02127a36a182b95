//! The online screens as scripted screenshot scenes (feature `dev`, desktop): each runs a real
//! game server on loopback. `online`: the lobby. `online-invite`: a reversi game just created,
//! its invitation waiting. `online-match`: a friend (a scripted client on the same server)
//! joined, played two moves, offered a draw, said hello and closed the page: the clocks run,
//! the offer waits, the friend is gone and the claim counts down.

use bevy::prelude::*;

use super::{Online, Request};
use crate::app::screen::Screen;
use crate::app::screenshot::{self, WarmUpMoves};
use crate::net::protocol::{
    Canned, ClientMsg, GameSpec, OfferKind, SeatSpec, ServerMsg, TimeControl,
};

/// The scene's server, alive as long as the app.
#[derive(Resource)]
struct SceneServer {
    _stop: std::sync::mpsc::Sender<()>,
}

const CLOCK: TimeControl = TimeControl::Clock {
    base_s: 300,
    increment_s: 3,
};

pub fn plugin(app: &mut App) {
    screenshot::scene(app, "online", Screen::Online, |_| {});
    screenshot::scene(app, "online-invite", Screen::Online, |world| {
        let Some(server) = start_server(world) else {
            return;
        };
        let request = Request::Create {
            game: reversi(),
            seats: vec![SeatSpec::Me, SeatSpec::Open],
            time: CLOCK,
        };
        world.insert_resource(Online::new(&server, request));
    });
    screenshot::scene(app, "online-match", Screen::Online, |world| {
        let Some(server) = start_server(world) else {
            return;
        };
        match friend_invites(&server) {
            Ok(code) => {
                world.insert_resource(WarmUpMoves(2));
                world.insert_resource(Online::new(&server, Request::Join { code }));
            }
            Err(why) => error!("online-match scene: {why}"),
        }
    });
}

fn reversi() -> GameSpec {
    GameSpec {
        variant: "reversi-8".into(),
        file: None,
    }
}

fn start_server(world: &mut World) -> Option<String> {
    let data = std::env::temp_dir().join(format!("leapfrog-scene-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    match super::host::serve("127.0.0.1:0", data, None) {
        Ok((address, stop)) => {
            world.insert_resource(SceneServer { _stop: stop });
            Some(format!("http://{address}"))
        }
        Err(why) => {
            error!("the scene's server did not start: {why}");
            None
        }
    }
}

/// The friend creates the game (the app's player gets the first seat by its invite) and plays
/// it on a thread of its own; answers the invite code.
fn friend_invites(server: &str) -> Result<String, String> {
    let (code_sender, code) = std::sync::mpsc::channel();
    let server = server.to_string();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime for the scene's friend");
        if let Err(why) = runtime.block_on(friend(&server, code_sender)) {
            error!("online-match scene: the friend: {why}");
        }
    });
    code.recv_timeout(std::time::Duration::from_secs(10))
        .map_err(|_| "the friend got no invite code".to_string())
}

async fn friend(server: &str, code: std::sync::mpsc::Sender<String>) -> Result<(), String> {
    use crate::net::client::Client;
    use crate::net::mirror::Mirror;
    let mut client = Client::connect(server).await.map_err(|e| e.to_string())?;
    let create = ClientMsg::Create {
        game: reversi(),
        seats: vec![SeatSpec::Open, SeatSpec::Me],
        time: CLOCK,
    };
    let (game, token, invite) = match client.request(&create, &mut Vec::new()).await {
        Ok(ServerMsg::Created { game, seats }) => {
            let token = seats.iter().find_map(|s| s.token.clone());
            let invite = seats.iter().find_map(|s| s.invite.clone());
            (game, token, invite)
        }
        other => return Err(format!("create: {other:?}")),
    };
    let (Some(token), Some(invite)) = (token, invite) else {
        return Err("no token or invite".into());
    };
    let play = ClientMsg::Play {
        game,
        token,
        since: None,
    };
    client.send(&play).await.map_err(|e| e.to_string())?;
    let _ = code.send(invite);
    let mut mirror: Option<Mirror> = None;
    let mut moves = 0;
    let mut asked_at = None;
    loop {
        match client.recv().await.map_err(|e| e.to_string())? {
            ServerMsg::State(view) => mirror = Some(Mirror::new(view)?),
            ServerMsg::Event { number, event, .. } => {
                if let Some(m) = mirror.as_mut() {
                    m.apply(number, &event)?;
                }
            }
            _ => {}
        }
        let Some(m) = mirror.as_ref() else { continue };
        if moves == 2 && m.to_play(0) {
            // The player's turn after the friend's second move: offer, greet, leave.
            for message in [
                ClientMsg::Offer {
                    offer: OfferKind::Draw,
                },
                ClientMsg::Say {
                    message: Canned::Hello,
                },
                ClientMsg::Leaving,
            ] {
                client.send(&message).await.map_err(|e| e.to_string())?;
            }
            client.close().await;
            return Ok(());
        }
        if !m.to_play(1) || asked_at == Some(m.number()) {
            continue;
        }
        asked_at = Some(m.number());
        let game = m.game().boxed_clone();
        let Some(text) = game.legal_move_texts().first().cloned() else {
            return Ok(());
        };
        let ply = Some(m.view.moves.len() as u32);
        client
            .send(&ClientMsg::Move { text, ply })
            .await
            .map_err(|e| e.to_string())?;
        moves += 1;
    }
}
