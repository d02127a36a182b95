//! At rest, no work: the window sleeps until something changes (Bevy's reactive update mode)
//! and the game asks for frames only while something on screen moves or is about to change.
//! Input, window events and egui's own repaints wake the window by themselves; the systems
//! here ask for the rest: a move arriving or animating, a search under way (its indicator
//! turns and its answer must show at once), a screen about to change, a settings save due,
//! files still loading. Outside the window's own events, something that happens elsewhere (a
//! file the page fetched, a level file edited) wakes it through [`Waker`].

use std::time::Duration;

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::input::touch::TouchInput;
use bevy::prelude::*;
use bevy::window::{CursorMoved, RequestRedraw};

use super::animation::{AnimationEvent, AnimationQueue};
use super::messages::{BoardReset, MovePlayed};
use super::screen::Screen;

/// The longest the window sleeps when nothing asks for a frame: a safety net, not a tick.
pub const IDLE_WAIT: Duration = Duration::from_secs(60);

/// Frames drawn after the last input, for what the input set off (a click that changes the
/// screen, a request answered a frame later).
const FRAMES_AFTER_INPUT: u8 = 3;

/// Frames asked for, and why the app is busy now (what the tests look at).
#[derive(Resource, Default, Debug)]
pub struct Redraws {
    /// Frames in which the game asked for another frame.
    pub asked: u64,
    /// Frames still to draw after input or a change from outside (see [`Redraws::draw_more`]).
    frames_more: u8,
}

impl Redraws {
    /// Draws at least `frames` more frames: for a change that takes a few frames to show (a
    /// font swapped in: egui's first frame with it can come out empty).
    pub fn draw_more(&mut self, frames: u8) {
        self.frames_more = self.frames_more.max(frames);
    }
}

/// Wakes the sleeping window from another thread or from the page.
#[derive(Resource, Default, Clone)]
pub struct Waker(Option<std::sync::Arc<dyn Fn() + Send + Sync>>);

impl Waker {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Self {
        Self(Some(std::sync::Arc::new(wake)))
    }

    /// Wakes the window now (nothing where there is none: headless).
    pub fn wake(&self) {
        if let Some(wake) = &self.0 {
            wake();
        }
    }
}

/// Something wants the next frame this update: the systems of this module and any game's,
/// each saying why (`LEAPFROG_REDRAW_LOG=1` prints the reasons of every frame asked for).
#[derive(Resource, Default, Debug)]
pub struct WantFrame(Vec<&'static str>);

impl WantFrame {
    pub fn ask(&mut self, why: &'static str) {
        if !self.0.contains(&why) {
            self.0.push(why);
        }
    }
}

/// A move played or undone, a board rebuilt, a change animating.
fn moves_and_animations(
    queue: Res<AnimationQueue>,
    mut played: MessageReader<MovePlayed>,
    mut reset: MessageReader<BoardReset>,
    mut animated: MessageReader<AnimationEvent>,
    mut want: ResMut<WantFrame>,
) {
    let arrived = played.read().count() + reset.read().count() + animated.read().count();
    if arrived > 0 || !queue.is_idle() {
        want.ask("moves and animations");
    }
}

/// A screen change asked for is applied in the next update.
fn screen_changing(next: Res<NextState<Screen>>, mut want: ResMut<WantFrame>) {
    if matches!(*next, NextState::Pending(_) | NextState::PendingIfNeq(_)) {
        want.ask("screen changing");
    }
}

/// Input (or a change from outside) draws a few frames more: what it set off may take a frame
/// or two to show.
fn after_input(
    mut keys: MessageReader<KeyboardInput>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut wheels: MessageReader<MouseWheel>,
    mut cursor: MessageReader<CursorMoved>,
    mut touches: MessageReader<TouchInput>,
    mut redraws: ResMut<Redraws>,
    mut want: ResMut<WantFrame>,
) {
    let input = keys.read().count()
        + buttons.read().count()
        + wheels.read().count()
        + cursor.read().count()
        + touches.read().count();
    if input > 0 {
        redraws.draw_more(FRAMES_AFTER_INPUT);
    }
    if redraws.frames_more > 0 {
        redraws.frames_more -= 1;
        want.ask("input or a change");
    }
}

/// Whether to log why frames are drawn: `LEAPFROG_REDRAW_LOG=1`, or on the page `?redraw-log`
/// in its address.
fn logs_redraws() -> bool {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"location".into()).ok())
        .and_then(|l| js_sys::Reflect::get(&l, &"search".into()).ok())
        .and_then(|query| query.as_string())
        .is_some_and(|query| query.contains("redraw-log"));
    #[cfg(not(target_arch = "wasm32"))]
    std::env::var_os("LEAPFROG_REDRAW_LOG").is_some()
}

/// Turns this update's wishes into a redraw request, once.
fn ask_for_frame(
    mut want: ResMut<WantFrame>,
    mut redraws: ResMut<Redraws>,
    mut requests: MessageWriter<RequestRedraw>,
    mut log: Local<Option<bool>>,
) {
    let log = *log.get_or_insert_with(logs_redraws);
    if want.0.is_empty() {
        return;
    }
    if log {
        info!("redraw {}: {}", redraws.asked, want.0.join(", "));
    }
    want.0.clear();
    redraws.asked += 1;
    requests.write(RequestRedraw);
}

/// The systems that ask; any plugin may ask too, in `Update` or `PostUpdate`, through
/// [`WantFrame`].
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Redraws>()
        .init_resource::<WantFrame>()
        .init_resource::<Waker>()
        .add_message::<RequestRedraw>()
        .add_message::<KeyboardInput>()
        .add_message::<MouseButtonInput>()
        .add_message::<MouseWheel>()
        .add_message::<CursorMoved>()
        .add_message::<TouchInput>()
        .add_systems(
            PostUpdate,
            (moves_and_animations, screen_changing, after_input),
        )
        .add_systems(Last, ask_for_frame);
}

/// The window's side: the reactive update mode, and a [`Waker`] over winit's event loop.
pub(super) fn view_plugin(app: &mut App) {
    use bevy_egui::EguiPreUpdateSet;
    app.insert_resource(update_mode())
        .add_systems(Startup, install_waker)
        .add_systems(
            PreUpdate,
            drop_unchanged_modifiers
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            PostUpdate,
            redraw_an_empty_interface.after(bevy_egui::EguiPostUpdateSet::ProcessOutput),
        );
    if logs_redraws() {
        app.add_systems(Last, log_all_requests.after(ask_for_frame))
            .add_systems(bevy_egui::EguiPrimaryContextPass, log_egui_causes);
    }
}

/// Why egui asked for its repaints (`LEAPFROG_REDRAW_LOG=1`).
fn log_egui_causes(mut contexts: bevy_egui::EguiContexts, mut count: Local<u64>) {
    *count += 1;
    if (*count).is_multiple_of(100)
        && let Ok(ctx) = contexts.ctx_mut()
    {
        info!("redraw: egui's causes {:?}", ctx.repaint_causes());
    }
}

/// Every redraw request, egui's included (`LEAPFROG_REDRAW_LOG=1`).
fn log_all_requests(mut requests: MessageReader<RequestRedraw>, mut count: Local<(u64, u64)>) {
    count.0 += 1;
    count.1 += requests.read().count() as u64;
    if count.0.is_multiple_of(100) {
        info!(
            "redraw: {} requests in all over {} updates",
            count.1, count.0
        );
    }
}

/// Sleeps until an event or a request, both when focused and not (a computer's move made in
/// the background still arrives: its search asks for frames). The scripted screenshots count
/// frames, so they run continuously.
fn update_mode() -> bevy::winit::WinitSettings {
    use bevy::winit::{UpdateMode, WinitSettings};
    if super::screenshot::scripted() {
        return WinitSettings::continuous();
    }
    let sleep = UpdateMode::Reactive {
        wait: IDLE_WAIT,
        // Raw device motion is not input to this game; the cursor over the window is.
        react_to_device_events: false,
        react_to_user_events: true,
        react_to_window_events: true,
    };
    WinitSettings {
        focused_mode: sleep,
        unfocused_mode: sleep,
    }
}

/// bevy_egui (0.42) tells egui the modifier keys every frame, changed or not, and egui takes
/// any event as a reason to paint again at once: the window would never rest. Only a change
/// of the modifiers goes through (egui reads their state from the raw input anyway).
fn drop_unchanged_modifiers(
    mut inputs: Query<(Entity, &mut bevy_egui::EguiInput)>,
    mut last: Local<std::collections::HashMap<Entity, bevy_egui::egui::Modifiers>>,
) {
    use bevy_egui::egui::Event;
    for (entity, mut input) in &mut inputs {
        let before = last.get(&entity).copied();
        let mut now = before;
        input.0.events.retain(|event| match event {
            Event::ModifiersChanged(modifiers) => {
                let changed = now != Some(*modifiers);
                now = Some(*modifiers);
                changed
            }
            _ => true,
        });
        if let Some(modifiers) = now {
            last.insert(entity, modifiers);
        }
    }
}

/// Every screen has an interface: a frame that painted none (egui discards a pass, e.g. when
/// its fonts change) must not be the one left on screen. A few frames more, not forever.
fn redraw_an_empty_interface(
    outputs: Query<&bevy_egui::EguiRenderOutput>,
    mut empty_in_a_row: Local<u8>,
    mut want: ResMut<WantFrame>,
) {
    let empty = !outputs.is_empty() && outputs.iter().all(|o| o.paint_jobs.is_empty());
    if !empty {
        *empty_in_a_row = 0;
        return;
    }
    if *empty_in_a_row < 10 {
        *empty_in_a_row += 1;
        want.ask("an empty interface");
    }
}

fn install_waker(proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>, mut commands: Commands) {
    let Some(proxy) = proxy else { return };
    let proxy = (**proxy).clone();
    let waker = Waker::new(move || {
        let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
    });
    super::page::install_waker(waker.clone());
    super::level_watch::watch_levels(waker.clone());
    commands.insert_resource(waker);
}
