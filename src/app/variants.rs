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
struct VariantHandles {
    folder: Option<Handle<bevy::asset::LoadedFolder>>,
}

/// On desktop the whole `levels/` folder loads, so a modder's new file joins the library; the
/// browser cannot list folders and has the shipped files compiled in already.
fn load_variants(server: Res<AssetServer>, mut handles: ResMut<VariantHandles>) {
    if !cfg!(target_arch = "wasm32") {
        handles.folder = Some(server.load_folder("levels"));
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
        .add_systems(Startup, load_variants)
        .add_systems(Update, apply_loaded);
}

/// The library without asset loading (headless tests use the compiled-in variants).
pub fn library_plugin(app: &mut App) {
    app.init_resource::<VariantLibrary>()
        .init_resource::<DataErrors>();
}
