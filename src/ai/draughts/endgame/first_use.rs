//! The databases a desktop player has without running `leapfrog generate`: the first time a
//! variant is played against the computer and no database file is there, its tables up to
//! [`SMALL_PIECES`] pieces are built on a thread of their own (international: 6.6 MB, about
//! 14 s on two cores), written where the engine reads them, and used from the next search
//! on. The five-piece set is built the same way when the player asks for it.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use super::{build, file, registry};
use crate::rules::draughts::Variant;

/// What a first use builds unasked.
pub const SMALL_PIECES: u32 = 4;
/// The largest set a player can ask for (a 10x10 board: a 274 MB file, 21 to 30 minutes on
/// two cores and 2 GB of memory while building; see `generate draughts-endgames`).
pub const MOST_PIECES: u32 = 5;

/// Where a variant's build stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Build {
    Running {
        pieces: u32,
        tables_done: usize,
        tables: usize,
    },
    Done {
        pieces: u32,
        bytes: u64,
        seconds: f64,
    },
    Failed(String),
}

fn builds() -> &'static Mutex<HashMap<String, Build>> {
    static BUILDS: OnceLock<Mutex<HashMap<String, Build>>> = OnceLock::new();
    BUILDS.get_or_init(Default::default)
}

fn set(variant: &str, build: Build) {
    builds()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .insert(variant.to_string(), build);
}

/// The build this run started for `variant`, if any.
pub fn status(variant: &str) -> Option<Build> {
    builds()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .get(variant)
        .cloned()
}

/// How many tables a build up to `pieces` makes (a material and its colours swapped share
/// one).
pub fn table_count(pieces: u32) -> usize {
    build::tables_up_to(pieces).len()
}

/// The pieces the database file at `path` holds, read from its header (not the whole file,
/// which may be hundreds of megabytes); None where there is no such file or it is not one.
pub fn pieces_on_disk(path: &std::path::Path) -> Option<u32> {
    use std::io::Read;
    let mut head = Vec::with_capacity(300);
    std::fs::File::open(path)
        .ok()?
        .take(300)
        .read_to_end(&mut head)
        .ok()?;
    file::pieces_in_header(&head)
}

/// What a build up to `pieces` is expected to take: its file's bytes and the seconds on two
/// cores, scaled by its entries from the international five-piece build (1.66 billion entries,
/// a 274 MB file, about 25 minutes), which the smaller sets undercut (the four-piece set:
/// 6.6 MB in 14 s where this says 8 MB and 46 s).
pub fn estimate(variant: &Variant, pieces: u32) -> (u64, u64) {
    let indexer = super::index::Indexer::new(&variant.geo);
    let entries: u64 = build::tables_up_to(pieces)
        .into_iter()
        .map(|m| indexer.size(m))
        .sum();
    (entries * 165 / 1000, entries / 1_100_000)
}

/// Builds `variant`'s tables up to `pieces` on a thread of its own, writes them to `path`
/// and hands them to the engine. False (and nothing started) where the variant has no
/// databases (figures), a build for it is running, or it holds that many pieces already.
pub fn start(variant: &Variant, pieces: u32, path: PathBuf) -> bool {
    if variant.rules.figure.is_some() || !(2..=MOST_PIECES).contains(&pieces) {
        return false;
    }
    {
        let mut all = builds().lock().unwrap_or_else(|p| p.into_inner());
        if let Some(Build::Running { .. }) = all.get(&variant.name) {
            return false;
        }
        if pieces_on_disk(&path).is_some_and(|have| have >= pieces) {
            return false;
        }
        all.insert(
            variant.name.clone(),
            Build::Running {
                pieces,
                tables_done: 0,
                tables: table_count(pieces),
            },
        );
    }
    let name = variant.name.clone();
    let variant = variant.clone();
    let spawned = std::thread::Builder::new()
        .name(format!("endgames {name}"))
        .spawn(move || {
            let result = run(&variant, pieces, &path);
            set(&variant.name, result.unwrap_or_else(Build::Failed));
        });
    if let Err(e) = spawned {
        set(&name, Build::Failed(format!("no thread: {e}")));
        return false;
    }
    true
}

fn run(variant: &Variant, pieces: u32, path: &std::path::Path) -> Result<Build, String> {
    let started = Instant::now();
    let tables = table_count(pieces);
    let mut tables_done = 0;
    let db = build::build(variant, pieces, None, |_| {
        tables_done += 1;
        set(
            &variant.name,
            Build::Running {
                pieces,
                tables_done,
                tables,
            },
        );
    })?;
    file::save(&db, path)?;
    let bytes = std::fs::metadata(path).map_or(0, |m| m.len());
    registry::install(&variant.name, Arc::new(db));
    Ok(Build::Done {
        pieces,
        bytes,
        seconds: started.elapsed().as_secs_f64(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_use_build_writes_its_file_and_hands_it_to_the_engine() {
        // A renamed copy, so that no other test's engine finds these tables.
        let mut variant = (*crate::level::draughts::shipped_or_file("draughts-brazilian")
            .expect("shipped")
            .variant)
            .clone();
        variant.name = "draughts-brazilian-first-use-test".into();
        let path = std::env::temp_dir().join(format!("first-use-{}.egdb", std::process::id()));
        let _ = std::fs::remove_file(&path);
        assert!(start(&variant, 3, path.clone()));
        let waited = Instant::now();
        while let Some(Build::Running { tables, .. }) = status(&variant.name) {
            assert_eq!(tables, table_count(3));
            assert!(waited.elapsed().as_secs() < 120, "the build never ended");
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let done = status(&variant.name);
        assert!(
            matches!(done, Some(Build::Done { pieces: 3, bytes, .. }) if bytes > 0),
            "{done:?}"
        );
        assert_eq!(pieces_on_disk(&path), Some(3));
        assert!(
            !start(&variant, 3, path.clone()),
            "the file holds them already"
        );
        assert!(!start(&variant, 2, path.clone()), "and fewer");
        let engine_has = registry::for_variant(&variant).map(|db| db.pieces);
        let _ = std::fs::remove_file(&path);
        assert_eq!(engine_has, Some(3));
    }

    #[test]
    fn table_counts_share_a_material_and_its_colours_swapped() {
        // Two pieces: man or king against man or king: 4 materials, 3 kept (m-k and k-m one).
        assert_eq!(table_count(2), 3);
        // As `generate draughts-endgames --pieces 4` reports for international.
        assert_eq!(table_count(4), 23);
    }

    #[test]
    fn the_five_piece_estimate_is_the_measured_international_build() {
        let international = crate::level::draughts::shipped_or_file("draughts-international")
            .expect("shipped")
            .variant;
        let (bytes, seconds) = estimate(&international, 5);
        // Measured: a 274 MB file in 21 to 30 minutes.
        assert!((250_000_000..300_000_000).contains(&bytes), "{bytes}");
        assert!((21 * 60..=30 * 60).contains(&seconds), "{seconds}");
        let (small, _) = estimate(&international, 4);
        assert!(small < bytes / 20);
    }
}
