//! The web page around the game: it is told when the menu is up (it hides the loading screen,
//! and tests wait for the "ready" line), it hands over files the player opened or dropped, and
//! it saves files the game offers. The page's side is in `web/index.html`; off the web these
//! calls do nothing.

use bevy::prelude::*;

/// The console line the page and the browser test wait for.
pub const READY_LINE: &str = "leapfrog ready";

#[cfg(target_arch = "wasm32")]
mod bridge {
    use wasm_bindgen::{JsCast, JsValue};

    /// The page's function `name`, when the page defines it.
    fn page_fn(name: &str) -> Option<js_sys::Function> {
        let window = web_sys::window()?;
        js_sys::Reflect::get(&window, &JsValue::from_str(name))
            .ok()?
            .dyn_into()
            .ok()
    }

    pub fn call(name: &str, args: &[&str]) -> Option<JsValue> {
        let function = page_fn(name)?;
        let args: js_sys::Array = args.iter().map(|a| JsValue::from_str(a)).collect();
        function.apply(&JsValue::NULL, &args).ok()
    }

    pub fn set(name: &str, value: &str) {
        if let Some(window) = web_sys::window() {
            let _ =
                js_sys::Reflect::set(&window, &JsValue::from_str(name), &JsValue::from_str(value));
        }
    }

    pub fn register_sound(name: &str, samples: &[f32], rate: u32) {
        if let Some(function) = page_fn("leapfrogSound") {
            let data = js_sys::Float32Array::from(samples);
            let rate = JsValue::from_f64(f64::from(rate));
            let _ = function.call3(&JsValue::NULL, &JsValue::from_str(name), &data, &rate);
        }
    }

    pub fn download_bytes(name: &str, bytes: &[u8]) {
        if let Some(function) = page_fn("leapfrogDownload") {
            let data = js_sys::Uint8Array::from(bytes);
            let _ = function.call2(&JsValue::NULL, &JsValue::from_str(name), &data);
        }
    }

    /// The (name, contents) pairs the page's function `name` hands over since the last call.
    fn take_pairs<T>(name: &str, contents: impl Fn(JsValue) -> Option<T>) -> Vec<(String, T)> {
        let Some(list) = call(name, &[]) else {
            return Vec::new();
        };
        js_sys::Array::from(&list)
            .iter()
            .filter_map(|pair| {
                let pair = js_sys::Array::from(&pair);
                Some((pair.get(0).as_string()?, contents(pair.get(1))?))
            })
            .collect()
    }

    /// Files the page fetched for the game since the last call, as (name, bytes), or (name,
    /// why the fetch failed).
    pub fn take_assets() -> Vec<(String, super::Fetched)> {
        take_pairs("leapfrogTakeAssets", |value| match value.as_string() {
            Some(reason) => Some(Err(reason)),
            None => Some(Ok(value.dyn_into::<js_sys::Uint8Array>().ok()?.to_vec())),
        })
    }

    /// Files the player gave the page since the last call, as (name, text).
    pub fn take_files() -> Vec<(String, String)> {
        take_pairs("leapfrogTakeFiles", |value| value.as_string())
    }

    /// What happened on the page's socket since the last call, as (kind, text).
    pub fn socket_take() -> Vec<(String, String)> {
        take_pairs("leapfrogSocketTake", |value| value.as_string())
    }

    /// The page's own address and query (`location.origin`, `location.search`).
    pub fn location(part: &str) -> Option<String> {
        let window = web_sys::window()?;
        let location = js_sys::Reflect::get(&window, &JsValue::from_str("location")).ok()?;
        js_sys::Reflect::get(&location, &JsValue::from_str(part))
            .ok()?
            .as_string()
    }

    /// `window.leapfrogWake()`, which the page calls when it has something for the game.
    pub fn install_waker(waker: crate::app::redraw::Waker) {
        use wasm_bindgen::closure::Closure;
        let Some(window) = web_sys::window() else {
            return;
        };
        let wake = Closure::<dyn Fn()>::new(move || waker.wake());
        let _ = js_sys::Reflect::set(&window, &JsValue::from_str("leapfrogWake"), wake.as_ref());
        // The page holds it for as long as the game runs.
        wake.forget();
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod bridge {
    pub fn call(_name: &str, _args: &[&str]) -> Option<()> {
        None
    }

    pub fn take_files() -> Vec<(String, String)> {
        Vec::new()
    }

    pub fn set(_name: &str, _value: &str) {}

    pub fn take_assets() -> Vec<(String, super::Fetched)> {
        Vec::new()
    }

    pub fn download_bytes(_name: &str, _bytes: &[u8]) {}

    pub fn install_waker(_waker: crate::app::redraw::Waker) {}

    pub fn location(_part: &str) -> Option<String> {
        None
    }
}

/// Opens the page's one socket to `url` (a socket already open is closed first).
#[cfg(target_arch = "wasm32")]
pub fn socket_open(url: &str) {
    bridge::call("leapfrogSocketOpen", &[url]);
}

#[cfg(target_arch = "wasm32")]
pub fn socket_send(text: &str) {
    bridge::call("leapfrogSocketSend", &[text]);
}

#[cfg(target_arch = "wasm32")]
pub fn socket_close() {
    bridge::call("leapfrogSocketClose", &[]);
}

/// What happened on the page's socket: `("open", "")`, `("text", frame)`, `("closed", why)`.
#[cfg(target_arch = "wasm32")]
pub fn socket_take() -> Vec<(String, String)> {
    bridge::socket_take()
}

/// The address the page was served from (`http://HOST:PORT`); none off the web.
pub fn origin() -> Option<String> {
    bridge::location("origin").filter(|o| o.starts_with("http"))
}

/// The invite code in the page's address (`?join=CODE`); none off the web.
pub fn invite_in_address() -> Option<String> {
    let query = bridge::location("search")?;
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("join="))
        .map(|code| code.trim().to_string())
        .filter(|code| !code.is_empty())
}

/// Sets `window.NAME` to `value` on the page (what the browser test reads); nothing off the web.
pub fn publish(name: &str, value: &str) {
    bridge::set(name, value);
}

/// Puts `text` on the page's clipboard (the page asks the browser; nothing off the web).
pub fn copy_text(text: &str) {
    bridge::call("leapfrogCopy", &[text]);
}

/// Offers `text` as a file named `name` to save (the browser's download); nothing on desktop,
/// where the game writes its files itself.
/// Lets the page wake the sleeping game when it has files or fetched assets for it.
pub fn install_waker(waker: super::redraw::Waker) {
    bridge::install_waker(waker);
}

pub fn download(name: &str, text: &str) {
    bridge::call("leapfrogDownload", &[name, text]);
}

/// Hands the page a sound cue's mono samples to keep under `name` (see [`play_sound`]).
#[cfg(target_arch = "wasm32")]
pub fn register_sound(name: &str, samples: &[f32], rate: u32) {
    bridge::register_sound(name, samples, rate);
}

/// Asks the page to play the sound kept under `name` at `volume` (0 to 1).
#[cfg(target_arch = "wasm32")]
pub fn play_sound(name: &str, volume: f32) {
    bridge::call("leapfrogPlay", &[name, &volume.to_string()]);
}

/// Offers binary `bytes` as a file named `name` to save (the browser's download).
pub fn download_bytes(name: &str, bytes: &[u8]) {
    bridge::download_bytes(name, bytes);
}

/// Files the first download leaves out, which the page fetches once the menu is up; each
/// plugin that wants one adds its name at build time and takes it from [`PageAssets`].
#[derive(Resource, Default, Debug)]
pub struct LateAssets(pub Vec<&'static str>);

/// A late file's bytes, or why the page could not fetch it (`HTTP 404`, a network error).
pub type Fetched = Result<Vec<u8>, String>;

/// Files the page fetched (or failed to), by name, until their owner takes them.
#[derive(Resource, Default, Debug)]
pub struct PageAssets(pub Vec<(String, Fetched)>);

impl PageAssets {
    /// Takes the fetched files whose names `wanted` accepts.
    pub fn take(&mut self, wanted: impl Fn(&str) -> bool) -> Vec<(String, Fetched)> {
        let (taken, kept) = std::mem::take(&mut self.0)
            .into_iter()
            .partition(|(name, _)| wanted(name));
        self.0 = kept;
        taken
    }
}

/// Asks the page for `name` once the menu is up.
pub fn fetch_late(app: &mut App, name: &'static str) {
    app.world_mut()
        .get_resource_or_insert_with(LateAssets::default)
        .0
        .push(name);
}

fn collect_assets(mut assets: ResMut<PageAssets>, mut redraws: ResMut<super::redraw::Redraws>) {
    let arrived = bridge::take_assets();
    if !arrived.is_empty() {
        // Their owners take them in later frames (the font's first frame can come out empty).
        redraws.draw_more(6);
    }
    assets.0.extend(arrived);
}

/// Asks the page to show its file picker (the browser's way to open a mod file).
pub fn pick_file() {
    bridge::call("leapfrogPickFile", &[]);
}

/// Whether this build can open files through the page.
pub fn opens_files() -> bool {
    cfg!(target_arch = "wasm32")
}

/// Files the page handed over, for [`super::mods`] to read.
#[derive(Resource, Default, Debug)]
pub struct PageInbox(pub Vec<(String, String)>);

fn collect_files(mut inbox: ResMut<PageInbox>, mut redraws: ResMut<super::redraw::Redraws>) {
    let arrived = bridge::take_files();
    if !arrived.is_empty() {
        redraws.draw_more(6);
    }
    inbox.0.extend(arrived);
}

/// Where things the browser test taps are, in the page's CSS pixels (Bevy's logical pixels):
/// `play:ID` for a menu card's Play button, `continue` for the menu's Continue button,
/// `toggle:coordinates` for the coordinates switch of a match panel, `move` for the cells of
/// the first legal move when a person is to move; and two values as `[[value, 0]]`: `moves`,
/// the moves played in the open match, and `setting:coordinates` (1 shown, 0 hidden). The page reads them as `window.leapfrogProbe` (JSON), so a test taps
/// what a player would at any screen size and pixel density.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Probe(pub std::collections::BTreeMap<String, Vec<[f32; 2]>>);

impl Probe {
    pub fn mark(&mut self, name: impl Into<String>, points: Vec<[f32; 2]>) {
        self.0.insert(name.into(), points);
    }

    pub fn to_json(&self) -> String {
        let entries: Vec<String> = self
            .0
            .iter()
            .map(|(name, points)| {
                let points: Vec<String> = points
                    .iter()
                    .map(|[x, y]| format!("[{x:.1},{y:.1}]"))
                    .collect();
                format!("\"{name}\":[{}]", points.join(","))
            })
            .collect();
        format!("{{{}}}", entries.join(","))
    }
}

/// Marks where a widget the browser test taps sits (`rect` in egui points) for the probe.
pub fn mark(ctx: &bevy_egui::egui::Context, name: &str, at: bevy_egui::egui::Pos2) {
    // Only the page reads the probe; elsewhere nothing would take the marks.
    if !PROBED {
        return;
    }
    let at = at * ctx.zoom_factor();
    ctx.data_mut(|data| {
        data.get_temp_mut_or_default::<Vec<(String, [f32; 2])>>(marks_id())
            .push((name.to_string(), [at.x, at.y]));
    });
}

/// The probe runs in the browser only: the desktop has no page to read it.
const PROBED: bool = cfg!(target_arch = "wasm32");

fn marks_id() -> bevy_egui::egui::Id {
    bevy_egui::egui::Id::new("leapfrog-probe-marks")
}

/// Moves this frame's widget marks into the probe, with the settings a reload must keep.
fn collect_marks(
    mut contexts: bevy_egui::EguiContexts,
    settings: Res<super::settings::GameSettings>,
    mut probe: ResMut<Probe>,
) {
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let marks = ctx.data_mut(|data| data.remove_temp::<Vec<(String, [f32; 2])>>(marks_id()));
    let mut next = Probe::default();
    for (name, at) in marks.unwrap_or_default() {
        next.mark(name, vec![at]);
    }
    next.mark(
        "setting:coordinates",
        vec![[f32::from(u8::from(settings.show_coordinates)), 0.0]],
    );
    for key in ["move", "moves"] {
        if let Some(kept) = probe.0.get(key) {
            next.0.insert(key.into(), kept.clone());
        }
    }
    probe.set_if_neq(next);
}

/// The cells of the first legal move, while a person is to move in the open match.
fn probe_board(world: &mut World) {
    // Every drawn frame: the game draws only while something changes, so this costs nothing at
    // rest (skipping frames would need frames asked for, and those would never end).
    let active = world.resource::<super::screen::ActiveGame>().0;
    let in_match =
        *world.resource::<State<super::screen::Screen>>().get() == super::screen::Screen::Match;
    let view = crate::games::family(active)
        .filter(|_| in_match)
        .and_then(|family| crate::app::registry::game_app(family.id()))
        .and_then(|game| (game.inspect)(world));
    let moves_played = view.as_ref().map(|v| v.moves_played);
    let path = view
        .filter(|v| v.human_to_move)
        .and_then(|v| v.legal_paths.into_iter().next());
    let mut points = Vec::new();
    if let Some(path) = path {
        let mut cameras = world.query::<(&Camera, &GlobalTransform)>();
        let Some((camera, eye)) = cameras.iter(world).find(|(c, _)| c.is_active) else {
            return;
        };
        let (camera, eye) = (camera.clone(), *eye);
        let mut tiles = world.query::<(&super::board_view::CellTile, &GlobalTransform)>();
        for cell in path {
            let at = tiles
                .iter(world)
                .find(|(tile, _)| tile.0 == cell)
                .and_then(|(_, place)| camera.world_to_viewport(&eye, place.translation()).ok());
            points.extend(at.map(|p| [p.x, p.y]));
        }
    }
    let mut probe = world.resource_mut::<Probe>();
    match moves_played {
        Some(count) => probe.mark("moves", vec![[count as f32, 0.0]]),
        None => {
            probe.0.remove("moves");
        }
    }
    if points.is_empty() {
        probe.0.remove("move");
    } else {
        probe.mark("move", points);
    }
}

fn publish_probe(probe: Res<Probe>, mut last: Local<String>) {
    if !probe.is_changed() {
        return;
    }
    let json = probe.to_json();
    if json != *last {
        bridge::set("leapfrogProbe", &json);
        *last = json;
    }
}

/// Says "ready" once the first screen (the menu, or the game an invite link opens) has been
/// drawn twice (the first frame only compiles pipelines),
/// with the window's size and pixel density (what a report of a blurry or misplaced screen
/// needs).
fn announce_ready(
    late: Res<LateAssets>,
    mut frames: Local<u32>,
    windows: Query<&Window>,
    mut contexts: bevy_egui::EguiContexts,
    mut want: ResMut<super::redraw::WantFrame>,
) {
    *frames = frames.saturating_add(1);
    if *frames < 3 {
        want.ask("page ready");
    }
    if *frames != 3 {
        return;
    }
    let window = windows
        .iter()
        .next()
        .map(|w| {
            format!(
                "window {}x{} logical, {}x{} physical, scale {}",
                w.width(),
                w.height(),
                w.physical_width(),
                w.physical_height(),
                w.scale_factor()
            )
        })
        .unwrap_or_default();
    let ui = contexts
        .ctx_mut()
        .map(|ctx| {
            format!(
                ", interface {} pixels per point (zoom {}), {:?}",
                ctx.pixels_per_point(),
                ctx.zoom_factor(),
                ctx.viewport_rect().size()
            )
        })
        .unwrap_or_default();
    info!("{READY_LINE} ({window}{ui})");
    bridge::call("leapfrogReady", &late.0);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PageInbox>()
        .init_resource::<Probe>()
        .init_resource::<LateAssets>()
        .init_resource::<PageAssets>()
        .add_systems(Update, (collect_files, collect_assets));
}

/// The probe of the board, published to the page (view only: it reads the board's tiles).
pub(super) fn view_plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        // Whatever screen comes first: an invite link opens on the online screens, never
        // the menu, and the loader must go all the same.
        announce_ready,
    );
    app.add_systems(
        PostUpdate,
        (collect_marks, probe_board, publish_probe)
            .chain()
            .run_if(|| PROBED)
            .after(bevy::transform::TransformSystems::Propagate),
    );
}
