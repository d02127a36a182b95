//! The online game as the page's browser test reads it, `window.leapfrogOnline` (JSON): the
//! game, this seat, the open invite codes, the moves, the offers waiting, the link and the
//! result. Published only in the browser, and only when it changes.

use bevy::prelude::*;

use super::Online;
use crate::net::protocol::Occupant;

fn summary(online: &Online) -> serde_json::Value {
    let Some(session) = online.session.as_ref() else {
        return serde_json::json!({ "request": online.request.is_some(), "problem": online.problem });
    };
    let view = session.mirror.as_ref().map(|m| &m.view);
    let open = |seat: u8| {
        view.and_then(|v| v.seats.get(usize::from(seat)))
            .is_some_and(|s| s.occupant == Occupant::Open)
    };
    serde_json::json!({
        "game": session.game,
        "seat": session.seat,
        "link": format!("{:?}", session.link),
        "invites": online
            .invites
            .iter()
            .filter(|t| open(t.seat))
            .filter_map(|t| t.invite.clone())
            .collect::<Vec<_>>(),
        "moves": view.map(|v| v.moves.clone()).unwrap_or_default(),
        "offers": view
            .map(|v| v.offers.iter().map(|o| format!("{:?} {}", o.offer, o.seat)).collect())
            .unwrap_or_else(Vec::<String>::new),
        "result": view.and_then(|v| v.result.as_ref()).map(crate::net::mirror::result_line),
    })
}

fn publish(online: Option<Res<Online>>, mut last: Local<String>) {
    let json = online
        .as_deref()
        .map_or_else(|| "{}".to_string(), |o| summary(o).to_string());
    if json != *last {
        crate::app::page::publish("leapfrogOnline", &json);
        *last = json;
    }
}

pub fn plugin(app: &mut App) {
    // Only the page has a reader; elsewhere the summary would be built for nobody.
    if cfg!(target_arch = "wasm32") {
        app.add_systems(PostUpdate, publish);
    }
}
