//! The online part of the match panel: the connection, the invitations, each seat's clock and
//! presence, offers to answer, resign / abort / rematch, claims against a seat that has gone,
//! the canned messages and the watchers.

use bevy_egui::egui;

use super::Online;
use crate::app::text::{self, tr, tr_args};
use crate::net::protocol::{
    Canned, ClaimKind, ClientMsg, EndReason, ErrorCode, GameResult, Occupant, OfferKind,
};
use crate::net::session::Link;

const WARN: egui::Color32 = egui::Color32::from_rgb(255, 140, 120);

/// `m:ss` (or `h:mm:ss`, or days for correspondence), tenths under ten seconds.
pub fn clock_text(ms: u64) -> String {
    let seconds = ms / 1000;
    if seconds >= 2 * 86_400 {
        return tr_args("online-days-left", &[("days", (seconds / 86_400).into())]);
    }
    if seconds >= 3600 {
        return format!(
            "{}:{:02}:{:02}",
            seconds / 3600,
            seconds / 60 % 60,
            seconds % 60
        );
    }
    if ms < 10_000 {
        return format!("0:{:02}.{}", seconds, ms / 100 % 10);
    }
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// What stands after a seat's name: its clock and whether it is here.
pub fn seat_suffix(online: &Online, seat: u8, now: u64) -> (String, bool) {
    let Some(session) = online.session.as_ref() else {
        return (String::new(), false);
    };
    let mut suffix = String::new();
    let mut low = false;
    if let Some(ms) = session.clock_ms(seat, now) {
        low = ms < 10_000 && session.clock_running() == Some(seat);
        suffix.push_str(&format!("   {}", clock_text(ms)));
    }
    let occupant = session
        .mirror
        .as_ref()
        .and_then(|m| m.view.seats.get(usize::from(seat)))
        .map(|s| s.occupant);
    let here = session
        .presence
        .get(usize::from(seat))
        .is_some_and(|p| p.online);
    match occupant {
        Some(Occupant::Open) => suffix.push_str(&format!("   {}", tr("online-seat-open"))),
        Some(Occupant::Computer { .. }) => {}
        _ if Some(seat) == session.seat => {}
        _ if !here => suffix.push_str(&format!("   ○ {}", tr("online-gone"))),
        _ => suffix.push_str("   ●"),
    }
    (suffix, low)
}

/// The server's result in words, with the seats' names.
pub fn result_text(result: &GameResult, names: &[String]) -> String {
    let name = |seat: u8| names.get(usize::from(seat)).cloned().unwrap_or_default();
    let reason = match result.reason {
        EndReason::Rules => None,
        EndReason::Resigned => Some(tr("online-end-resigned")),
        EndReason::Aborted => return tr("online-end-aborted"),
        EndReason::Agreed => Some(tr("online-end-agreed")),
        EndReason::Flag => Some(tr("online-end-flag")),
        EndReason::Gone => Some(tr("online-end-gone")),
    };
    let headline = match (result.winner, result.loser) {
        (Some(w), _) => tr_args("wins", &[("name", name(w).into())]),
        (None, Some(l)) => tr_args("online-loses", &[("name", name(l).into())]),
        (None, None) => text::DRAW.to_string(),
    };
    match reason {
        Some(reason) => format!("{headline} ({reason})"),
        None => headline,
    }
}

/// Draws the section; `names` are the seats' names as the panel shows them.
pub fn section(ui: &mut egui::Ui, online: &mut Online, names: &[String], now: u64) {
    let Some(session) = online.session.as_ref() else {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr("online-connecting"));
        });
        return;
    };
    match &session.link {
        Link::Online => {}
        Link::Connecting { .. } | Link::Down { .. } => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(egui::RichText::new(tr("online-reconnecting")).color(WARN));
            });
        }
        Link::Failed { message, .. } => {
            ui.label(
                egui::RichText::new(tr_args("online-failed", &[("why", message.clone().into())]))
                    .color(WARN),
            );
        }
    }
    let Some(mirror) = session.mirror.as_ref() else {
        return;
    };
    let view = mirror.view.clone();
    let seat = session.seat;
    let mut out: Vec<ClientMsg> = Vec::new();
    // Invitations still open.
    let open: Vec<_> = online
        .invites
        .iter()
        .filter(|t| {
            view.seats
                .get(usize::from(t.seat))
                .is_some_and(|s| s.occupant == Occupant::Open)
        })
        .cloned()
        .collect();
    for ticket in &open {
        let code = ticket.invite.clone().unwrap_or_default();
        let link = crate::net::address::invite_link(&online.server, &code);
        ui.label(egui::RichText::new(tr("online-waiting")).strong());
        ui.horizontal(|ui| {
            ui.label(tr("online-code"));
            ui.label(egui::RichText::new(&code).monospace().size(20.0).strong());
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(&link).monospace().small());
            if ui.button(tr("online-copy")).clicked() {
                copy(ui.ctx(), &link);
            }
        });
    }
    if view.watchers > 0 {
        ui.label(tr_args(
            "online-watchers",
            &[("count", view.watchers.into())],
        ));
    }
    let Some(me) = seat else {
        ui.label(egui::RichText::new(tr("online-watching")).italics());
        said_lines(ui, session, names);
        return;
    };
    let playing = view.result.is_none();
    // Offers of the others, to answer.
    for offer in view.offers.iter().filter(|o| o.seat != me) {
        let who = names
            .get(usize::from(offer.seat))
            .cloned()
            .unwrap_or_default();
        let key = match offer.offer {
            OfferKind::Draw => "online-offers-draw",
            OfferKind::Takeback => "online-offers-takeback",
            OfferKind::Rematch => "online-offers-rematch",
        };
        ui.label(egui::RichText::new(tr_args(key, &[("name", who.into())])).strong());
        ui.horizontal(|ui| {
            let accept = ui.button(tr("online-accept"));
            crate::app::page::mark(ui.ctx(), "online-accept", accept.rect.center());
            if accept.clicked() {
                out.push(ClientMsg::Accept { offer: offer.offer });
            }
            if ui.button(tr("online-decline")).clicked() {
                out.push(ClientMsg::Decline { offer: offer.offer });
            }
        });
    }
    let mine = |kind| view.offers.iter().any(|o| o.seat == me && o.offer == kind);
    ui.horizontal_wrapped(|ui| {
        if playing {
            let everyone_moved = view.moves.len() >= view.seats.len();
            if !everyone_moved && ui.button(tr("online-abort")).clicked() {
                out.push(ClientMsg::Abort);
            }
            if ui.button(tr("online-resign")).clicked() {
                out.push(ClientMsg::Resign);
            }
            if offer_button(ui, "online-offer-draw", !mine(OfferKind::Draw)) {
                out.push(ClientMsg::Offer {
                    offer: OfferKind::Draw,
                });
            }
            let takeback = !mine(OfferKind::Takeback) && !view.moves.is_empty();
            if offer_button(ui, "online-takeback", takeback) {
                out.push(ClientMsg::Offer {
                    offer: OfferKind::Takeback,
                });
            }
        } else if view.rematch.is_none()
            && offer_button(ui, "online-rematch", !mine(OfferKind::Rematch))
        {
            out.push(ClientMsg::Offer {
                offer: OfferKind::Rematch,
            });
        }
    });
    // A seat gone long enough may be claimed against.
    if playing {
        for other in (0..view.seats.len() as u8).filter(|s| *s != me) {
            let Some(left) = session.claim_in_ms(other, now) else {
                continue;
            };
            let who = names.get(usize::from(other)).cloned().unwrap_or_default();
            if left > 0 {
                ui.label(tr_args(
                    "online-claim-in",
                    &[
                        ("name", who.into()),
                        ("seconds", left.div_ceil(1000).into()),
                    ],
                ));
            } else {
                ui.label(tr_args("online-claim-now", &[("name", who.into())]));
                ui.horizontal(|ui| {
                    if ui.button(tr("online-claim-win")).clicked() {
                        out.push(ClientMsg::Claim {
                            claim: ClaimKind::Win,
                        });
                    }
                    if ui.button(tr("online-claim-draw")).clicked() {
                        out.push(ClientMsg::Claim {
                            claim: ClaimKind::Draw,
                        });
                    }
                });
            }
        }
    }
    ui.horizontal_wrapped(|ui| {
        for (message, key) in CANNED {
            if ui.small_button(tr(key)).clicked() {
                out.push(ClientMsg::Say { message });
            }
        }
    });
    said_lines(ui, session, names);
    if let Some(refused) = session.refused.clone() {
        let why = refusal_text(refused.code, &refused.message);
        let line = match &refused.given_back {
            Some(text) => tr_args(
                "online-given-back",
                &[("move", text.clone().into()), ("why", why.into())],
            ),
            None => why,
        };
        ui.label(egui::RichText::new(line).color(WARN));
    }
    let rematch = view.rematch.clone();
    if let Some(game) = rematch
        && ui.button(tr("online-go-rematch")).clicked()
    {
        online.go_to_rematch(&game);
    }
    for message in out {
        online.send(message);
    }
}

const CANNED: [(Canned, &str); 4] = [
    (Canned::Hello, "online-say-hello"),
    (Canned::GoodGame, "online-say-good-game"),
    (Canned::Thanks, "online-say-thanks"),
    (Canned::Oops, "online-say-oops"),
];

fn said_lines(ui: &mut egui::Ui, session: &crate::net::session::Session, names: &[String]) {
    for (seat, message) in session.said.iter().rev().take(3).rev() {
        let who = names.get(usize::from(*seat)).cloned().unwrap_or_default();
        let key = CANNED
            .iter()
            .find(|(m, _)| m == message)
            .map_or("online-say-hello", |(_, k)| k);
        ui.label(egui::RichText::new(format!("{who}: {}", tr(key))).italics());
    }
}

/// The system clipboard on desktop (egui's), the page's in the browser.
pub fn copy(ctx: &egui::Context, text: &str) {
    ctx.copy_text(text.to_string());
    crate::app::page::copy_text(text);
}

/// An offer's button, greyed out while this seat's own offer of that kind waits.
fn offer_button(ui: &mut egui::Ui, label: &str, enabled: bool) -> bool {
    let button = ui.add_enabled(enabled, egui::Button::new(tr(label)));
    if enabled {
        crate::app::page::mark(ui.ctx(), label, button.rect.center());
    }
    button.clicked()
}

/// Why the server refused, in the player's language where the reason is one a player meets;
/// the server's own words otherwise.
fn refusal_text(code: ErrorCode, message: &str) -> String {
    let key = match code {
        ErrorCode::Stale => "online-refused-stale",
        ErrorCode::NotYourTurn => "online-refused-turn",
        ErrorCode::IllegalMove => "online-refused-illegal",
        ErrorCode::GameOver => "online-refused-over",
        _ => return message.to_string(),
    };
    tr(key)
}
