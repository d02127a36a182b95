//! The "Play online" screen: the server (or hosting one here), inviting a friend (game,
//! variant, time control, side, computer seats), joining by code, going back to the last
//! seat. On the page an invite link (`?join=CODE`) skips it and joins at once.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{Online, OnlineSettings, Request};
use crate::app::screen::{ActiveGame, Screen};
use crate::app::settings::save_soon;
use crate::app::text::{self, tr, tr_args};
use crate::net::protocol::{GameSpec, SeatSpec, TimeControl};

/// The time controls offered: none, four clocks (minutes + seconds), days per move.
pub const TIME_CHOICES: [(&str, TimeControl); 7] = [
    ("online-time-none", TimeControl::None),
    ("3+2", clock(3, 2)),
    ("5+3", clock(5, 3)),
    ("10+5", clock(10, 5)),
    ("15+10", clock(15, 10)),
    ("online-time-day", TimeControl::Days { days: 1 }),
    ("online-time-3-days", TimeControl::Days { days: 3 }),
];

const fn clock(minutes: u32, increment_s: u32) -> TimeControl {
    TimeControl::Clock {
        base_s: minutes * 60,
        increment_s,
    }
}

/// A game the server plays for two or more, with its variants for two or more.
#[derive(Clone, Debug)]
pub struct OnlineGame {
    pub id: &'static str,
    /// Each variant with its seat count and the engine's top strength.
    pub variants: Vec<(String, usize, u8)>,
    /// The variants the server does not ship (a modder's `JumpGame` files), with the text the
    /// invitation sends.
    pub files: Vec<(String, String)>,
}

/// Every playable game with a variant for two or more seats.
pub fn online_games() -> Vec<OnlineGame> {
    crate::app::registry::playable()
        .filter_map(|family| {
            let variants: Vec<_> = family
                .variant_names()
                .into_iter()
                .filter_map(|name| {
                    let game = family.start(&name).ok()?;
                    (game.sides() >= 2).then(|| (name, game.sides(), game.max_strength()))
                })
                .collect();
            (!variants.is_empty()).then_some(OnlineGame {
                id: family.id(),
                variants,
                files: Vec::new(),
            })
        })
        .collect()
}

/// The choices on the screen.
#[derive(Resource, Default)]
pub struct LobbyForm {
    pub game: usize,
    pub variant: usize,
    pub time: usize,
    /// The creator's seat; none: drawn at random.
    pub side: Option<u8>,
    /// Each other seat: a friend (none) or the computer at a strength.
    pub computers: Vec<Option<u8>>,
    pub code: String,
    pub host_problem: Option<String>,
    games: Option<Vec<OnlineGame>>,
}

impl LobbyForm {
    pub fn games(&mut self) -> &[OnlineGame] {
        self.games.get_or_insert_with(online_games)
    }

    /// Adds the library's jumping games the server does not ship (a modder's files), each
    /// to be sent with the invitation.
    pub fn add_library_games(&mut self, library: &crate::app::variants::VariantLibrary) {
        use crate::level::jump::{KIND, LoadedJumpGame};
        let Some(game) = self
            .games()
            .iter()
            .position(|g| g.id == crate::games::jump::ID)
        else {
            return;
        };
        let shipped = crate::level::shipped::names_in(crate::level::jump::FOLDER);
        let games = self.games.as_mut().expect("listed above");
        let entry = &mut games[game];
        for loaded in library.all::<LoadedJumpGame>(KIND) {
            let spec = &loaded.rules.spec;
            let listed = entry.variants.iter().any(|(name, ..)| *name == spec.name);
            let sides = loaded.rules.sides.len();
            if listed || shipped.contains(&spec.name.as_str()) || sides < 2 {
                continue;
            }
            entry
                .variants
                .push((spec.name.clone(), sides, crate::ai::jump::MAX_STRENGTH));
            entry
                .files
                .push((spec.name.clone(), crate::level::jump::to_text(spec)));
        }
    }

    /// Opens the screen on this game (the match panel's "Play with a friend online").
    pub fn choose_game(&mut self, id: &str) {
        if let Some(index) = self.games().iter().position(|g| g.id == id) {
            self.game = index;
            self.variant = 0;
        }
    }

    /// The request the choices make; where the side is random, `draw` (the click's time in
    /// microseconds: the rng crate has no entropy source on the page) picks it.
    pub fn request(&mut self, draw: u64) -> Option<Request> {
        let (time, side, index) = (self.time, self.side, self.game);
        let game = self.games().get(index)?.clone();
        let (variant, seats, _) = game.variants.get(self.variant)?.clone();
        let me = side
            .map(usize::from)
            .unwrap_or((draw % seats.max(1) as u64) as usize);
        let seats = (0..seats)
            .map(|seat| match self.computers.get(seat).copied().flatten() {
                _ if seat == me => SeatSpec::Me,
                Some(strength) => SeatSpec::Computer { strength },
                None => SeatSpec::Open,
            })
            .collect();
        let file = game
            .files
            .iter()
            .find(|(name, _)| *name == variant)
            .map(|(_, text)| text.clone());
        Some(Request::Create {
            game: GameSpec { variant, file },
            seats,
            time: TIME_CHOICES[time.min(TIME_CHOICES.len() - 1)].1,
        })
    }
}

fn time_label(index: usize) -> String {
    let key = TIME_CHOICES[index].0;
    if key.starts_with("online-") {
        tr(key)
    } else {
        key.to_string()
    }
}

#[allow(clippy::too_many_arguments)]
pub fn lobby_screen(
    mut contexts: EguiContexts,
    mut form: ResMut<LobbyForm>,
    mut settings: ResMut<OnlineSettings>,
    online: Option<Res<Online>>,
    hosted: Option<Res<super::host::Hosted>>,
    library: Res<crate::app::variants::VariantLibrary>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    if library.is_changed() {
        form.add_library_games(&library);
    }
    let ctx = contexts.ctx_mut()?;
    let mut screen = crate::app::ui::screen_ui(ctx, "online-lobby");
    let mut asked: Option<Request> = None;
    let before = settings.clone();
    egui::CentralPanel::default().show(&mut screen, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.add_space(24.0);
            ui.heading(egui::RichText::new(tr("online-title")).size(34.0).strong());
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                ui.label(tr("online-server"));
                let field =
                    ui.add(egui::TextEdit::singleline(&mut settings.server).desired_width(320.0));
                crate::app::page::mark(ui.ctx(), "online-server", field.rect.center());
            });
            host_row(
                ui,
                &mut form,
                &mut settings,
                hosted.as_deref(),
                &mut commands,
            );
            ui.separator();
            ui.label(egui::RichText::new(tr("online-invite")).size(22.0).strong());
            if let Some(request) = invite_form(ui, &mut form) {
                asked = Some(request);
            }
            ui.separator();
            ui.label(egui::RichText::new(tr("online-join")).size(22.0).strong());
            ui.horizontal(|ui| {
                ui.label(tr("online-code"));
                let field = ui.add(egui::TextEdit::singleline(&mut form.code).desired_width(140.0));
                crate::app::page::mark(ui.ctx(), "online-code", field.rect.center());
                let join = ui.button(tr("online-join-button"));
                crate::app::page::mark(ui.ctx(), "online-join", join.rect.center());
                if join.clicked() && !form.code.trim().is_empty() {
                    asked = Some(Request::Join {
                        code: form.code.trim().to_uppercase(),
                    });
                }
            });
            if let Some((game, token)) = settings.last_seat.split_once('.')
                && ui.button(tr("online-return")).clicked()
            {
                asked = Some(Request::Resume {
                    game: game.into(),
                    token: token.into(),
                });
            }
            if let Some(online) = &online {
                if online.request.is_some() {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(tr("online-connecting"));
                    });
                }
                if let Some(problem) = &online.problem {
                    ui.label(
                        egui::RichText::new(crate::i18n::error_text(problem))
                            .color(egui::Color32::from_rgb(255, 140, 120)),
                    );
                }
            }
            ui.add_space(16.0);
            if ui.button(text::MENU).clicked() {
                next.set(Screen::Menu);
            }
        });
    });
    if let Some(request) = asked {
        commands.insert_resource(Online::new(&settings.server, request));
    }
    if *settings != before {
        save_soon(&mut commands);
    }
    Ok(())
}

/// "Host on this computer" (desktop): starts the server here and shows where friends connect.
fn host_row(
    ui: &mut egui::Ui,
    form: &mut LobbyForm,
    settings: &mut OnlineSettings,
    hosted: Option<&super::host::Hosted>,
    commands: &mut Commands,
) {
    if cfg!(target_arch = "wasm32") {
        return;
    }
    match hosted {
        Some(hosted) => {
            ui.label(tr_args(
                "online-hosting",
                &[("address", hosted.local.clone().into())],
            ));
            if let Some(network) = &hosted.network {
                let key = if hosted.serves_page {
                    "online-hosting-network"
                } else {
                    "online-hosting-network-no-page"
                };
                ui.horizontal_wrapped(|ui| {
                    ui.label(tr_args(key, &[("address", network.clone().into())]));
                    if ui.button(tr("online-copy")).clicked() {
                        super::panel::copy(ui.ctx(), network);
                    }
                });
            }
        }
        None => {
            if ui.button(tr("online-host")).clicked() {
                match super::host::start(7878).or_else(|_| super::host::start(0)) {
                    Ok(hosted) => {
                        settings.server = hosted.local.clone();
                        commands.insert_resource(hosted);
                        form.host_problem = None;
                    }
                    Err(why) => form.host_problem = Some(why),
                }
            }
            if let Some(problem) = &form.host_problem {
                ui.label(
                    egui::RichText::new(problem).color(egui::Color32::from_rgb(255, 140, 120)),
                );
            }
        }
    }
}

/// The invitation's choices; the request when "Invite" was clicked.
fn invite_form(ui: &mut egui::Ui, form: &mut LobbyForm) -> Option<Request> {
    let games = form.games().to_vec();
    let game = games.get(form.game.min(games.len().saturating_sub(1)))?;
    let mut asked = None;
    egui::Grid::new("online-invite-grid")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            ui.label(tr("online-game"));
            egui::ComboBox::from_id_salt("online-game")
                .selected_text(tr(&format!("game-{}", game.id)))
                .show_ui(ui, |ui| {
                    for (i, g) in games.iter().enumerate() {
                        if ui
                            .selectable_label(form.game == i, tr(&format!("game-{}", g.id)))
                            .clicked()
                        {
                            form.game = i;
                            form.variant = 0;
                        }
                    }
                });
            ui.end_row();
            let variant = form.variant.min(game.variants.len() - 1);
            let (name, seats, top) = game.variants[variant].clone();
            if game.variants.len() > 1 {
                ui.label(tr("online-variant"));
                egui::ComboBox::from_id_salt("online-variant")
                    .selected_text(&name)
                    .show_ui(ui, |ui| {
                        for (i, (v, _, _)) in game.variants.iter().enumerate() {
                            if ui.selectable_label(variant == i, v).clicked() {
                                form.variant = i;
                            }
                        }
                    });
                ui.end_row();
            }
            ui.label(tr("online-time"));
            egui::ComboBox::from_id_salt("online-time")
                .selected_text(time_label(form.time))
                .show_ui(ui, |ui| {
                    for i in 0..TIME_CHOICES.len() {
                        if ui.selectable_label(form.time == i, time_label(i)).clicked() {
                            form.time = i;
                        }
                    }
                });
            ui.end_row();
            let seat_name = |seat: usize| tr_args("online-seat", &[("n", (seat + 1).into())]);
            ui.label(tr("online-side"));
            let side_text = form
                .side
                .filter(|s| usize::from(*s) < seats)
                .map_or_else(|| tr("online-random"), |s| seat_name(usize::from(s)));
            egui::ComboBox::from_id_salt("online-side")
                .selected_text(side_text)
                .show_ui(ui, |ui| {
                    if ui
                        .selectable_label(form.side.is_none(), tr("online-random"))
                        .clicked()
                    {
                        form.side = None;
                    }
                    for seat in 0..seats {
                        if ui
                            .selectable_label(form.side == Some(seat as u8), seat_name(seat))
                            .clicked()
                        {
                            form.side = Some(seat as u8);
                        }
                    }
                });
            ui.end_row();
            form.computers.resize(seats, None);
            for seat in 0..seats {
                if form.side == Some(seat as u8) {
                    continue;
                }
                ui.label(seat_name(seat));
                let chosen = form.computers[seat];
                let label = |c: Option<u8>| match c {
                    None => tr("online-friend"),
                    Some(s) => tr_args("online-computer", &[("strength", s.into())]),
                };
                egui::ComboBox::from_id_salt(("online-seat", seat))
                    .selected_text(label(chosen))
                    .show_ui(ui, |ui| {
                        for choice in std::iter::once(None).chain((1..=top.max(1)).map(Some)) {
                            if ui
                                .selectable_label(chosen == choice, label(choice))
                                .clicked()
                            {
                                form.computers[seat] = choice;
                            }
                        }
                    });
                ui.end_row();
            }
        });
    let invite = ui.button(egui::RichText::new(tr("online-invite-button")).size(18.0));
    crate::app::page::mark(ui.ctx(), "online-invite", invite.rect.center());
    if invite.clicked() {
        asked = form.request(ui.input(|i| (i.time * 1e6) as u64));
    }
    asked
}

/// The page opened by an invite link joins at once, on the server that served it.
fn join_from_address(
    mut commands: Commands,
    settings: Res<OnlineSettings>,
    mut next: ResMut<NextState<Screen>>,
) {
    if let Some(code) = crate::app::page::invite_in_address() {
        let server = crate::app::page::origin().unwrap_or_else(|| settings.server.clone());
        commands.insert_resource(Online::new(&server, invite_request(&settings, code)));
        // The lobby shows the connection under way, and says so plainly if the code fails.
        next.set(Screen::Online);
    }
}

/// An invite link's request: a join, or, when this code already gave this player their seat
/// (the page reloaded), sitting down there again.
pub fn invite_request(settings: &OnlineSettings, code: String) -> Request {
    match settings.last_seat.split_once('.') {
        Some((game, token)) if settings.last_invite.eq_ignore_ascii_case(&code) => {
            Request::Resume {
                game: game.into(),
                token: token.into(),
            }
        }
        _ => Request::Join { code },
    }
}

/// The menu's way in, and the match panel's: opens the screen on the active game.
pub fn open_lobby(active: ActiveGame, form: &mut LobbyForm, next: &mut NextState<Screen>) {
    form.choose_game(active.0);
    next.set(Screen::Online);
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LobbyForm>()
        .add_systems(Startup, join_from_address);
}

pub fn view_plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        lobby_screen.run_if(in_state(Screen::Online)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invite_link_reloaded_sits_down_again_and_another_joins() {
        let settings = OnlineSettings {
            server: "http://127.0.0.1:7878".into(),
            last_seat: "g1.secret".into(),
            last_invite: "ABC123".into(),
        };
        assert_eq!(
            invite_request(&settings, "abc123".into()),
            Request::Resume {
                game: "g1".into(),
                token: "secret".into()
            }
        );
        assert_eq!(
            invite_request(&settings, "XYZ789".into()),
            Request::Join {
                code: "XYZ789".into()
            }
        );
    }

    #[test]
    fn a_game_the_server_does_not_ship_goes_with_the_invitation() {
        let mut form = LobbyForm::default();
        form.choose_game(crate::games::jump::ID);
        let text = std::fs::read_to_string("levels/jump/konane-8.ron").unwrap();
        let mut spec = crate::level::jump::parse("mine.ron", &text)
            .unwrap()
            .rules
            .spec
            .clone();
        spec.name = "my-konane".into();
        let mine = crate::level::jump::to_text(&spec);
        let index = form.game;
        let games = form.games.as_mut().unwrap();
        games[index].variants.push(("my-konane".into(), 2, 5));
        games[index].files.push(("my-konane".into(), mine.clone()));
        form.variant = games[index].variants.len() - 1;
        let Some(Request::Create { game, .. }) = form.request(0) else {
            panic!("no request");
        };
        assert_eq!(game.variant, "my-konane");
        assert_eq!(game.file.as_deref(), Some(mine.as_str()));
        // The server reads it back as the same game.
        let served = crate::net::mirror::start_game(&game.variant, game.file.as_deref()).unwrap();
        assert_eq!(served.sides(), 2);
        form.variant = 0;
        let Some(Request::Create { game, .. }) = form.request(0) else {
            panic!("no request");
        };
        assert_eq!(game.file, None, "a shipped game goes by name");
    }
}
