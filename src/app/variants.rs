//! The variant library: the shipped variants compiled in, replaced by the files under
//! `levels/` as they load (and reload, on desktop, when a modder saves one). A broken file
//! keeps the last good version in play and shows its error in game.

use bevy::asset::{AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;

use crate::level::draughts::{self, LoadedVariant};
use crate::level::peg::{PegPack, PegPuzzle};
use crate::level::reversi::{self, ReversiVariant};
use crate::level::tour::{self, TourLevel};
use crate::level::{DataFile, LevelError, check_text, shipped};

#[derive(Resource, Debug)]
pub struct VariantLibrary {
    reversi: Vec<ReversiVariant>,
    draughts: Vec<LoadedVariant>,
    /// Draughts problem positions, by title.
    problems: Vec<draughts::LoadedLevel>,
    tours: Vec<TourLevel>,
    pegs: Vec<PegPuzzle>,
    /// Pack folder name and its `pack.ron`.
    peg_packs: Vec<(String, PegPack)>,
}

/// A peg solitaire pack as the level select shows it.
pub struct PackView<'a> {
    pub name: &'a str,
    pub title: String,
    pub levels: Vec<&'a PegPuzzle>,
}

impl Default for VariantLibrary {
    fn default() -> Self {
        let reversi = shipped::REVERSI
            .iter()
            .map(|(_, path, text)| {
                reversi::parse(path, text).expect("shipped variants are valid (tested)")
            })
            .collect();
        let draughts = shipped::DRAUGHTS
            .iter()
            .map(|(_, path, text)| {
                draughts::parse(path, text).expect("shipped variants are valid (tested)")
            })
            .collect();
        let tours = shipped::TOURS
            .iter()
            .map(|(_, path, text)| {
                tour::parse(path, text).expect("shipped levels are valid (tested)")
            })
            .collect();
        let mut library = Self {
            reversi,
            draughts,
            problems: Vec::new(),
            tours,
            pegs: Vec::new(),
            peg_packs: Vec::new(),
        };
        for (path, text) in shipped::DRAUGHTS_PROBLEMS {
            let level = draughts::parse_level(path, text).expect("shipped problems are valid");
            library.put(DataFile::DraughtsLevel(Box::new(level)));
        }
        // Shipped levels are proven solvable by the tests; the loader checks modders' files.
        for (path, text) in shipped::PEG {
            if path.ends_with("pack.ron") {
                let pack = crate::level::peg::parse_pack(path, text)
                    .expect("shipped packs are valid (tested)");
                library.put(DataFile::PegPack(
                    crate::level::peg::pack_and_name(path).0,
                    pack,
                ));
            } else {
                let level = crate::level::peg::parse(path, text)
                    .expect("shipped levels are valid (tested)");
                library.put(DataFile::Peg(Box::new(level)));
            }
        }
        library
    }
}

impl VariantLibrary {
    /// The variant with this name, or the first one if it is gone.
    pub fn reversi(&self, name: &str) -> &ReversiVariant {
        self.reversi
            .iter()
            .find(|v| v.name == name)
            .unwrap_or(&self.reversi[0])
    }

    pub fn reversi_all(&self) -> &[ReversiVariant] {
        &self.reversi
    }

    /// The draughts variant with this name, or the first (glass checkers) if it is gone.
    pub fn draughts(&self, name: &str) -> &LoadedVariant {
        self.draughts
            .iter()
            .find(|v| v.file.name == name)
            .unwrap_or(&self.draughts[0])
    }

    pub fn draughts_all(&self) -> &[LoadedVariant] {
        &self.draughts
    }

    /// Draughts problems (start positions), shipped and loaded from `levels/draughts/`.
    pub fn problems(&self) -> &[draughts::LoadedLevel] {
        &self.problems
    }

    /// Knight's tour levels, shipped and loaded from `levels/tour/`.
    pub fn tours(&self) -> &[TourLevel] {
        &self.tours
    }

    pub fn tour(&self, name: &str) -> Option<&TourLevel> {
        self.tours.iter().find(|t| t.name == name)
    }

    /// Peg solitaire packs in name order, each with its levels in the pack's order (levels
    /// it does not list follow by file name).
    pub fn peg_packs(&self) -> Vec<PackView<'_>> {
        let mut names: Vec<&str> = self.pegs.iter().map(|p| p.pack.as_str()).collect();
        names.sort();
        names.dedup();
        names
            .into_iter()
            .map(|name| {
                let pack = self
                    .peg_packs
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, p)| p);
                let mut levels: Vec<&PegPuzzle> =
                    self.pegs.iter().filter(|p| p.pack == name).collect();
                let rank = |p: &PegPuzzle| {
                    pack.and_then(|pack| pack.order.iter().position(|n| *n == p.name))
                        .unwrap_or(usize::MAX)
                };
                levels.sort_by(|a, b| (rank(a), &a.name).cmp(&(rank(b), &b.name)));
                PackView {
                    name,
                    title: pack.map_or_else(|| name.to_string(), |p| p.title.en.clone()),
                    levels,
                }
            })
            .collect()
    }

    /// A peg level by its id, `pack/name`.
    pub fn peg(&self, id: &str) -> Option<&PegPuzzle> {
        self.pegs.iter().find(|p| level_id(p) == id)
    }

    /// Adds or replaces a level (the editor's saves, the user's folder).
    pub fn put_peg(&mut self, level: PegPuzzle) {
        self.put(DataFile::Peg(Box::new(level)));
    }

    fn put(&mut self, file: DataFile) {
        match file {
            DataFile::Reversi(variant) => put_named(&mut self.reversi, variant, |v| &v.name),
            DataFile::Draughts(variant) => {
                put_named(&mut self.draughts, *variant, |v| &v.file.name);
            }
            DataFile::DraughtsLevel(level) => {
                put_named(&mut self.problems, *level, |p| &p.level.title.en);
            }
            DataFile::Tour(level) => put_named(&mut self.tours, level, |t| &t.name),
            DataFile::Peg(level) => {
                let level = *level;
                match self
                    .pegs
                    .iter_mut()
                    .find(|p| level_id(p) == level_id(&level))
                {
                    Some(slot) => *slot = level,
                    None => self.pegs.push(level),
                }
            }
            DataFile::PegPack(name, pack) => {
                match self.peg_packs.iter_mut().find(|(n, _)| *n == name) {
                    Some(slot) => slot.1 = pack,
                    None => self.peg_packs.push((name, pack)),
                }
            }
        }
    }
}

/// `pack/name`: how settings and progress name a peg level.
pub fn level_id(level: &PegPuzzle) -> String {
    format!("{}/{}", level.pack, level.name)
}

/// Replaces the entry with the same name, or adds it.
fn put_named<T>(list: &mut Vec<T>, item: T, name: impl Fn(&T) -> &String) {
    match list.iter_mut().find(|x| name(x) == name(&item)) {
        Some(slot) => *slot = item,
        None => list.push(item),
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
            Ok(text) => check_text(&path, text),
            Err(e) => Err(LevelError {
                file: path.clone(),
                line: 1,
                col: 1,
                message: format!("not UTF-8 text: {e}"),
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
    files: Vec<Handle<VariantFile>>,
    folder: Option<Handle<bevy::asset::LoadedFolder>>,
}

/// On desktop the whole `levels/` folder loads, so a modder's new file joins the library; the
/// browser cannot list folders and loads the shipped paths.
fn load_variants(server: Res<AssetServer>, mut handles: ResMut<VariantHandles>) {
    if cfg!(target_arch = "wasm32") {
        handles.files = shipped::REVERSI
            .iter()
            .chain(shipped::TOURS.iter())
            .chain(shipped::DRAUGHTS.iter())
            .map(|(_, path, _)| server.load(*path))
            .chain(
                shipped::DRAUGHTS_PROBLEMS
                    .iter()
                    .map(|(path, _)| server.load(*path)),
            )
            .collect();
    } else {
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
