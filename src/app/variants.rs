//! The variant library: every shipped data file compiled in, replaced by the files under
//! `levels/` as they load (and reload, on desktop, when a modder saves one). A broken file
//! keeps the last good version in play and shows its error in game. The library files data
//! by kind and key and knows no game: each game reads its own kinds through typed accessors.

use bevy::asset::{AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;

use crate::games;
use crate::level::{DataFile, LevelError, shipped};

#[derive(Resource, Debug)]
pub struct VariantLibrary {
    files: Vec<DataFile>,
}

impl Default for VariantLibrary {
    fn default() -> Self {
        Self {
            files: games::shipped_files(),
        }
    }
}

impl VariantLibrary {
    /// Every file of `kind` whose value is a `T`, in the order they came.
    pub fn all<T: 'static>(&self, kind: &str) -> impl Iterator<Item = &T> {
        self.files
            .iter()
            .filter(move |f| f.kind == kind)
            .filter_map(DataFile::get)
    }

    /// The file of `kind` filed under `key`.
    pub fn get<T: 'static>(&self, kind: &str, key: &str) -> Option<&T> {
        self.files
            .iter()
            .find(|f| f.kind == kind && f.key == key)
            .and_then(DataFile::get)
    }

    /// Adds a file, or replaces the one of the same kind and key.
    pub fn put(&mut self, file: DataFile) {
        match self
            .files
            .iter_mut()
            .find(|f| f.kind == file.kind && f.key == file.key)
        {
            Some(slot) => *slot = file,
            None => self.files.push(file),
        }
    }
}

/// Data files that failed to load, for the in-game message.
#[derive(Resource, Default, Debug)]
pub struct DataErrors(pub Vec<LevelError>);

/// One variant file as loaded: the variant, or why it could not be read.
#[derive(Asset, TypePath, Debug)]
pub struct VariantFile {
    pub path: String,
    pub result: Result<DataFile, LevelError>,
}

#[derive(Default, TypePath)]
struct VariantLoader;

/// A shipped file read as it ships is known good; anything else gets every check its kind
/// asks for (a puzzle must be solvable).
fn read_loaded(path: &str, text: &str) -> Result<DataFile, LevelError> {
    let as_shipped = shipped::FILES.iter().any(|(p, t)| *p == path && *t == text);
    if as_shipped {
        games::read_text(path, text)
    } else {
        games::check_text(path, text)
    }
}

impl AssetLoader for VariantLoader {
    type Asset = VariantFile;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        context: &mut LoadContext<'_>,
    ) -> Result<VariantFile, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        let path = context.path().to_string();
        let result = match std::str::from_utf8(&bytes) {
            Ok(text) => read_loaded(&path, text),
            Err(e) => Err(LevelError {
                file: path.clone(),
                line: 1,
                col: 1,
                message: format!("{}: {e}", crate::i18n::tr("not-utf8")),
            }),
        };
        Ok(VariantFile { path, result })
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// Handles kept so the files stay loaded and are watched.
#[derive(Resource, Default)]
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
struct VariantHandles {
    folders: Vec<Handle<bevy::asset::LoadedFolder>>,
}

/// The asset source of the player's own level files: the `levels/` folder in the user data
/// folder (`~/.local/share/leapfrog/levels` on Linux). An installed binary has no project
/// folder beside it, so new games and levels go there; hot reload watches it too.
pub const USER_SOURCE: &str = "user";

/// The user data folder (the source's root; the files are under its `levels/`).
#[cfg(not(target_arch = "wasm32"))]
fn user_root() -> Option<std::path::PathBuf> {
    let root = crate::storage::data_dir()?;
    std::fs::create_dir_all(root.join("levels")).ok()?;
    Some(root)
}

/// Registers [`USER_SOURCE`] (before the asset plugin is added), when the data folder exists
/// or can be made.
#[cfg(not(target_arch = "wasm32"))]
pub fn register_user_source(app: &mut App) {
    if let Some(root) = user_root() {
        let root = root.to_string_lossy().into_owned();
        app.register_asset_source(
            USER_SOURCE,
            bevy::asset::io::AssetSourceBuilder::platform_default(&root, None),
        );
    }
}

/// Level files under the user's `levels/` that another part of the game owns: the editor's
/// pack, which it reads (and mends) itself.
fn owned_elsewhere(path: &str) -> bool {
    path.starts_with(&format!(
        "{USER_SOURCE}://levels/peg/{}/",
        super::peg_editor::USER_PACK
    ))
}

/// On desktop the `levels/` folders load, so a modder's new file joins the library: the
/// project's (beside the asset root: a source checkout run with `cargo run`) when there is
/// one, and the player's own. The browser cannot list folders and has the shipped files
/// compiled in already.
#[cfg(not(target_arch = "wasm32"))]
fn load_variants(server: Res<AssetServer>, mut handles: ResMut<VariantHandles>) {
    let base = bevy::asset::io::file::FileAssetReader::get_base_path();
    if base.join("levels").is_dir() {
        handles.folders.push(server.load_folder("levels"));
    }
    if let Some(root) = user_root() {
        info!(
            "levels: the player's own in {}",
            root.join("levels").display()
        );
        handles
            .folders
            .push(server.load_folder(format!("{USER_SOURCE}://levels")));
    }
}

/// The level folders load in the background after the window is up: frames come until they
/// have, so that what they add shows without waiting for input.
#[cfg(not(target_arch = "wasm32"))]
fn draw_while_loading(
    server: Res<AssetServer>,
    handles: Res<VariantHandles>,
    mut want: ResMut<super::redraw::WantFrame>,
) {
    use bevy::asset::RecursiveDependencyLoadState as State;
    let loading = handles.folders.iter().any(|folder| {
        matches!(
            server.get_recursive_dependency_load_state(folder),
            Some(State::NotLoaded | State::Loading)
        )
    });
    if loading {
        want.ask("levels loading");
    }
}

fn apply_loaded(
    mut events: MessageReader<AssetEvent<VariantFile>>,
    files: Res<Assets<VariantFile>>,
    mut library: ResMut<VariantLibrary>,
    mut errors: ResMut<DataErrors>,
) {
    for event in events.read() {
        let (AssetEvent::Added { id } | AssetEvent::Modified { id }) = event else {
            continue;
        };
        let Some(file) = files.get(*id) else {
            continue;
        };
        if owned_elsewhere(&file.path) {
            continue;
        }
        if !shipped::FILES.iter().any(|(p, _)| *p == file.path) {
            info!("levels: {} read", file.path);
        }
        errors.0.retain(|e| e.file != file.path);
        match &file.result {
            Ok(data) => library.put(data.clone()),
            Err(error) => {
                warn!("{error}");
                errors.0.push(error.clone());
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<VariantFile>()
        .register_asset_loader(VariantLoader)
        .init_resource::<VariantHandles>()
        .add_systems(Update, apply_loaded);
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Startup, load_variants)
        .add_systems(Update, draw_while_loading);
}

/// The library without asset loading (headless tests use the compiled-in variants).
pub fn library_plugin(app: &mut App) {
    app.init_resource::<VariantLibrary>()
        .init_resource::<DataErrors>();
}
