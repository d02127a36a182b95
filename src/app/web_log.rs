//! The browser's log: `tracing` events and `log` records at info and above go to the page's
//! console (errors as console errors, which the browser test watches). The page leaves out
//! Bevy's log plugin, whose tracing-subscriber and filter (with a regex DFA) were about 0.1 MB
//! of the .wasm; like its default filter, wgpu speaks only of errors and naga of warnings.

use std::fmt::Write;

use tracing::field::{Field, Visit};
use tracing::{Event, Level, Metadata, span};
use wasm_bindgen::JsValue;

/// Sends every event and record from now on to the console.
pub fn install() {
    let _ = tracing::subscriber::set_global_default(Console);
    if log::set_logger(&Console).is_ok() {
        log::set_max_level(log::LevelFilter::Info);
    }
}

struct Console;

/// Whether a message of `level` from `target` is shown.
fn shown(level: Level, target: &str) -> bool {
    let floor = if target.starts_with("wgpu") {
        Level::ERROR
    } else if target.starts_with("naga") {
        Level::WARN
    } else {
        Level::INFO
    };
    level <= floor
}

fn write(level: Level, target: &str, text: &str) {
    let method = match level {
        Level::ERROR => "error",
        Level::WARN => "warn",
        _ => "log",
    };
    let line = JsValue::from_str(&format!("{level} {target}: {text}"));
    let console = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("console"));
    if let Ok(console) = console
        && let Ok(function) = js_sys::Reflect::get(&console, &JsValue::from_str(method))
        && let Ok(function) = wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(function)
    {
        let _ = function.call1(&console, &line);
    }
}

impl tracing::Subscriber for Console {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        shown(*metadata.level(), metadata.target())
    }

    fn new_span(&self, _: &span::Attributes<'_>) -> span::Id {
        // Spans are not shown; every one shares an id.
        span::Id::from_u64(1)
    }

    fn record(&self, _: &span::Id, _: &span::Record<'_>) {}

    fn record_follows_from(&self, _: &span::Id, _: &span::Id) {}

    fn event(&self, event: &Event<'_>) {
        let mut text = Fields(String::new());
        event.record(&mut text);
        let metadata = event.metadata();
        write(*metadata.level(), metadata.target(), &text.0);
    }

    fn enter(&self, _: &span::Id) {}

    fn exit(&self, _: &span::Id) {}
}

/// An event's message, then its other fields as `name=value`.
struct Fields(String);

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if !self.0.is_empty() {
            self.0.push(' ');
        }
        if field.name() == "message" {
            let _ = write!(self.0, "{value:?}");
        } else {
            let _ = write!(self.0, "{}={value:?}", field.name());
        }
    }
}

impl log::Log for Console {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        shown(level_of(metadata.level()), metadata.target())
    }

    fn log(&self, record: &log::Record<'_>) {
        if self.enabled(record.metadata()) {
            write(
                level_of(record.level()),
                record.target(),
                &record.args().to_string(),
            );
        }
    }

    fn flush(&self) {}
}

fn level_of(level: log::Level) -> Level {
    match level {
        log::Level::Error => Level::ERROR,
        log::Level::Warn => Level::WARN,
        log::Level::Info => Level::INFO,
        log::Level::Debug => Level::DEBUG,
        log::Level::Trace => Level::TRACE,
    }
}
