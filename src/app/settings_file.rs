//! The settings file: every settings resource's fields in one `[game]` table of a TOML text,
//! kept as `settings.toml` in the player's preferences folder on desktop and under one key
//! of the browser's local storage. It is the layout Bevy's settings support wrote for this
//! app before, so files from older versions read as they are.
//!
//! Each resource reads its fields one by one: a key that is missing, unknown or of the wrong
//! type keeps its value, so a hand-edited or old file never stops the game. Saving happens a
//! second after the last change, and only when the text differs from the last one written.

use std::any::TypeId;
use std::time::Duration;

use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// The file's one table.
const GROUP: &str = "game";

/// How long after the last change the file is written.
const SAVE_DELAY: Duration = Duration::from_secs(1);

/// One settings resource's part of the file.
#[derive(Clone, Copy)]
struct Section {
    resource: TypeId,
    write: fn(&World, &mut toml::Table),
    read: fn(&mut World, &toml::Table),
}

/// The settings resources, in registration order, and the saving state.
#[derive(Resource, Default)]
pub struct SettingsFile {
    sections: Vec<Section>,
    /// The text last read or written; an unchanged text is not written again.
    last_text: String,
    /// Counts down to the next save while running.
    save_timer: Option<Timer>,
}

/// Adds settings resource `T` (with its defaults) to the settings file, once however often
/// it is asked (two families on one rules type share their settings).
pub fn register<T: Resource + Serialize + DeserializeOwned + Default>(app: &mut App) {
    app.init_resource::<T>();
    let world = app.world_mut();
    let sections = &mut world
        .get_resource_or_init::<SettingsFile>()
        .into_inner()
        .sections;
    let resource = TypeId::of::<T>();
    if sections.iter().all(|s| s.resource != resource) {
        sections.push(Section {
            resource,
            write: write_section::<T>,
            read: read_section::<T>,
        });
    }
}

fn write_section<T: Resource + Serialize>(world: &World, table: &mut toml::Table) {
    let Some(value) = world.get_resource::<T>() else {
        return;
    };
    match toml::Table::try_from(value) {
        Ok(fields) => table.extend(fields),
        Err(e) => warn!(
            "settings: {} does not write: {e}",
            std::any::type_name::<T>()
        ),
    }
}

/// Sets `T`'s fields from `table` one at a time, keeping each that does not read.
fn read_section<T: Resource + Serialize + DeserializeOwned>(
    world: &mut World,
    table: &toml::Table,
) {
    let Some(current) = world.get_resource::<T>() else {
        return;
    };
    let Ok(mut fields) = toml::Table::try_from(current) else {
        return;
    };
    for (key, value) in table {
        let Some(kept) = fields.get(key).cloned() else {
            continue; // another resource's key
        };
        fields.insert(key.clone(), value.clone());
        if fields.clone().try_into::<T>().is_err() {
            warn!("settings: `{key}` does not read; keeping {kept}");
            fields.insert(key.clone(), kept);
        }
    }
    if let Ok(value) = fields.try_into::<T>() {
        world.insert_resource(value);
    }
}

/// The settings file's text for the resources as they are now.
pub fn settings_text(world: &World) -> String {
    let Some(file) = world.get_resource::<SettingsFile>() else {
        return String::new();
    };
    let mut fields = toml::Table::new();
    for section in &file.sections {
        (section.write)(world, &mut fields);
    }
    let mut table = toml::Table::new();
    table.insert(GROUP.into(), toml::Value::Table(fields));
    table.to_string()
}

/// Reads a settings text into the registered resources. Returns why it could not be read,
/// if it could not (the resources then keep their values).
pub fn apply_settings_text(world: &mut World, text: &str) -> Result<(), String> {
    let table: toml::Table = text.parse().map_err(|e: toml::de::Error| e.to_string())?;
    let Some(toml::Value::Table(fields)) = table.get(GROUP) else {
        return Ok(());
    };
    let sections = world
        .get_resource::<SettingsFile>()
        .map(|f| f.sections.clone())
        .unwrap_or_default();
    for section in sections {
        (section.read)(world, fields);
    }
    Ok(())
}

/// Loads the saved settings over the defaults and saves changes from then on.
pub fn load_and_keep(app: &mut App) {
    let world = app.world_mut();
    if let Some(text) = store::load()
        && let Err(e) = apply_settings_text(world, &text)
    {
        // On desktop `app::storage` has moved a damaged file aside already; the browser's
        // copy is kept beside it before the next save replaces it.
        store::keep_damaged(&text);
        warn!("settings: the saved settings do not read ({e}); using the defaults");
    }
    let text = settings_text(world);
    world.get_resource_or_init::<SettingsFile>().last_text = text;
    app.add_systems(PostUpdate, save_when_due);
}

/// Asks for a save a second from now (a later change moves it on).
pub fn save_soon(commands: &mut Commands) {
    commands.queue(|world: &mut World| {
        if let Some(mut file) = world.get_resource_mut::<SettingsFile>() {
            file.save_timer = Some(Timer::new(SAVE_DELAY, TimerMode::Once));
        }
    });
}

/// Counts down a requested save; when it is due, writes the text if it changed.
fn save_when_due(
    mut file: ResMut<SettingsFile>,
    time: Res<Time>,
    mut commands: Commands,
    mut want: ResMut<super::redraw::WantFrame>,
) {
    let Some(timer) = file.save_timer.as_mut() else {
        return;
    };
    // The timer counts frames' time: a second of frames after a change, then rest.
    want.ask("settings save");
    if !timer.tick(time.delta()).is_finished() {
        return;
    }
    file.save_timer = None;
    commands.queue(|world: &mut World| {
        let text = settings_text(world);
        let mut file = world.resource_mut::<SettingsFile>();
        if text != file.last_text {
            store::save(&text);
            file.last_text = text;
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
mod store {
    fn path() -> Option<std::path::PathBuf> {
        Some(crate::app::storage::settings_dir()?.join("settings.toml"))
    }

    pub fn load() -> Option<String> {
        std::fs::read_to_string(path()?).ok()
    }

    /// A file that does not read was moved aside before loading (`app::storage`).
    pub fn keep_damaged(_text: &str) {}

    pub fn save(text: &str) {
        let Some(path) = path() else {
            return;
        };
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| crate::storage::write_atomic(&path, text.as_bytes()));
        if let Err(e) = written {
            bevy::log::warn!("settings: could not save {}: {e}", path.display());
        }
    }
}

/// The browser keeps the text under one key of its local storage.
#[cfg(target_arch = "wasm32")]
mod store {
    use crate::storage::web_store;

    fn key() -> String {
        format!("{}-settings", crate::app::settings::APP_ID)
    }

    pub fn load() -> Option<String> {
        web_store::get(&key())
    }

    pub fn keep_damaged(text: &str) {
        let _ = web_store::set(&format!("{}.damaged", key()), text);
    }

    pub fn save(text: &str) {
        if let Err(e) = web_store::set(&key(), text) {
            bevy::log::warn!("settings: the browser did not keep the settings: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::reversi::ReversiSettings;
    use crate::app::settings::{GameSettings, LegacySeats, Seat};

    fn app() -> App {
        let mut app = App::new();
        register::<GameSettings>(&mut app);
        register::<LegacySeats>(&mut app);
        register::<ReversiSettings>(&mut app);
        register::<ReversiSettings>(&mut app);
        app
    }

    #[test]
    fn a_resource_registered_twice_is_one_section() {
        let app = app();
        assert_eq!(app.world().resource::<SettingsFile>().sections.len(), 3);
    }

    #[test]
    fn a_file_reads_field_by_field_keeping_what_does_not_read() {
        // Seats as an array of tables, one value of the wrong type, an unknown key, and an
        // older file's two-seat keys.
        let text = "[game]\nanimation_speed = 0.5\nvolume = \"loud\"\nno_such_key = 3\n\
            reversi_variant = \"reversi-6\"\nblack_strength = 3\n\
            [[game.seats]]\ncomputer = true\nstrength = 7\nname = \"Ann\"\ncolour = 2\n";
        let mut app = app();
        apply_settings_text(app.world_mut(), text).unwrap();
        let world = app.world();
        let settings = world.resource::<GameSettings>();
        let defaults = GameSettings::default();
        assert_eq!(settings.animation_speed, 0.5);
        assert_eq!(settings.volume, defaults.volume, "a string is no volume");
        assert_eq!(
            settings.theme, defaults.theme,
            "a missing key keeps its default"
        );
        let ann = Seat {
            computer: true,
            strength: 7,
            name: "Ann".into(),
            colour: 2,
        };
        assert_eq!(settings.seats, vec![ann]);
        assert_eq!(
            world.resource::<ReversiSettings>().reversi_variant,
            "reversi-6"
        );
        assert_eq!(world.resource::<LegacySeats>().black_strength, 3);
    }

    #[test]
    fn what_is_written_reads_back() {
        let mut app = app();
        {
            let mut settings = app.world_mut().resource_mut::<GameSettings>();
            settings.seat_mut(1).name = "Bo \"the\" = [x]".into();
            settings.ui_scale = 1.25;
            settings.muted = true;
            settings.language = "zh-CN".into();
        }
        app.world_mut()
            .resource_mut::<ReversiSettings>()
            .reversi_variant = "reversi-10".into();
        let text = settings_text(app.world());
        assert!(text.starts_with("[game]"), "{text}");
        let mut fresh = self::app();
        apply_settings_text(fresh.world_mut(), &text).unwrap();
        let (a, b) = (app.world(), fresh.world());
        assert_eq!(a.resource::<GameSettings>(), b.resource::<GameSettings>());
        assert_eq!(
            a.resource::<ReversiSettings>(),
            b.resource::<ReversiSettings>()
        );
        assert_eq!(settings_text(b), text);
    }

    #[test]
    fn a_text_that_is_not_toml_changes_nothing() {
        let mut app = app();
        let before = settings_text(app.world());
        let problem = apply_settings_text(app.world_mut(), "[game\nvolume = 0.1\n").unwrap_err();
        assert!(!problem.is_empty());
        assert_eq!(settings_text(app.world()), before);
    }
}
