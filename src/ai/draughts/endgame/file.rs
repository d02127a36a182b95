//! The databases on disk: one file per variant holding every table, each deflated, with a
//! checksum at the end so that a damaged or cut-short file is refused with a message
//! instead of misleading the engine.
//!
//! Layout: the magic line, the variant's name (length, bytes), the most pieces, the table
//! count (u16), then per table its material (4 bytes), entries (u64), coded length (u64)
//! and the deflated bytes of plies; last, an FNV-1a hash of all before it (u64).
//! Little-endian. A material and its colours swapped share one table. Format 3 indexes
//! tables as [`super::index`] does now; a file of format 2 (tables by passes, both colours,
//! a looser index) is refused with the advice to build it again.

use std::path::Path;

use super::index::Material;
use super::{Endgames, MAX_PLIES, Table};
use crate::rules::draughts::Variant;

const MAGIC: &[u8; 16] = b"LEAPFROG-EGDB-3\n";
/// The magic line less its format number and line end.
const FAMILY: &[u8] = b"LEAPFROG-EGDB-";

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A table's values, deflated (level 6): the distances repeat enough that a 10x10 board's
/// four-piece tables shrink about sevenfold.
pub fn encode(values: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec(values, 6)
}

/// Reads bytes in order, failing with what was being read.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], String> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or_else(|| format!("cut short in {what} (at byte {})", self.at))?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }

    fn u64(&mut self, what: &str) -> Result<u64, String> {
        let b = self.take(8, what)?;
        Ok(u64::from_le_bytes(b.try_into().expect("eight bytes")))
    }
}

fn decode(coded: &[u8], entries: u64, material: Material) -> Result<Vec<u8>, String> {
    let name = material.name();
    let values = miniz_oxide::inflate::decompress_to_vec_with_limit(coded, entries as usize)
        .map_err(|e| format!("table {name}: cannot be unpacked ({e:?})"))?;
    if values.len() as u64 != entries {
        return Err(format!(
            "table {name}: {} entries where {entries} were announced",
            values.len()
        ));
    }
    if let Some(bad) = values.iter().find(|&&v| v > MAX_PLIES + 1) {
        return Err(format!("table {name}: value {bad} out of range"));
    }
    Ok(values)
}

/// The file's bytes for `db`, a database as built (every table keeps its plies).
pub fn to_bytes(db: &Endgames) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.push(db.variant.len() as u8);
    out.extend_from_slice(db.variant.as_bytes());
    out.push(db.pieces as u8);
    let materials = db.materials();
    out.extend_from_slice(&(materials.len() as u16).to_le_bytes());
    for material in materials {
        let values = db.tables[&material]
            .plies()
            .expect("a database as built keeps its plies");
        let coded = encode(values);
        out.extend_from_slice(&material.0);
        out.extend_from_slice(&(values.len() as u64).to_le_bytes());
        out.extend_from_slice(&(coded.len() as u64).to_le_bytes());
        out.extend_from_slice(&coded);
    }
    let sum = fnv1a(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// The piece count a file's header gives (its body unchecked); None where it is not a
/// database of this format.
pub fn pieces_in_header(bytes: &[u8]) -> Option<u32> {
    let rest = bytes.strip_prefix(MAGIC.as_slice())?;
    let len = usize::from(*rest.first()?);
    rest.get(1 + len).map(|&p| u32::from(p))
}

/// Reads a file's bytes for `variant`, keeping the plies of the tables of at most
/// `plies_up_to` pieces (the others only their outcomes); the error says what is wrong.
pub fn from_bytes(bytes: &[u8], variant: &Variant, plies_up_to: u32) -> Result<Endgames, String> {
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        if bytes.starts_with(FAMILY) {
            return Err(format!(
                "made by an older Leapfrog (format {}): build it again with `leapfrog generate draughts-endgames`",
                String::from_utf8_lossy(&bytes[FAMILY.len()..bytes.len().min(MAGIC.len() - 1)])
            ));
        }
        return Err("not a Leapfrog endgame database (its first line is wrong)".into());
    }
    if bytes.len() < MAGIC.len() + 8 {
        return Err("cut short".into());
    }
    let (body, sum) = bytes.split_at(bytes.len() - 8);
    if fnv1a(body) != u64::from_le_bytes(sum.try_into().expect("eight bytes")) {
        return Err("damaged: its checksum does not match (build it again)".into());
    }
    let mut r = Reader {
        bytes: body,
        at: MAGIC.len(),
    };
    let len = usize::from(r.take(1, "the variant's name")?[0]);
    let name = String::from_utf8_lossy(r.take(len, "the variant's name")?).into_owned();
    if name != variant.name {
        return Err(format!("made for {name}, not {}", variant.name));
    }
    let pieces = u32::from(r.take(1, "the piece count")?[0]);
    let count = u16::from_le_bytes(r.take(2, "the table count")?.try_into().expect("two"));
    let mut db = Endgames::empty(variant, pieces);
    for _ in 0..count {
        let m = r.take(4, "a table's material")?;
        let material = Material([m[0], m[1], m[2], m[3]]);
        if material.pieces() > pieces {
            return Err(format!(
                "table {} has more than {pieces} pieces",
                material.name()
            ));
        }
        let entries = r.u64("a table's size")?;
        if entries != db.indexer.size(material) {
            return Err(format!(
                "table {} has {entries} entries; this board needs {}",
                material.name(),
                db.indexer.size(material)
            ));
        }
        let coded_len = r.u64("a table's length")?;
        let coded = r.take(coded_len as usize, "a table")?;
        if material != material.canonical() || db.tables.contains_key(&material) {
            return Err(format!(
                "table {} is not where this format keeps it",
                material.name()
            ));
        }
        let values = decode(coded, entries, material)?;
        let table = if material.pieces() > plies_up_to {
            Table::packed(&values)
        } else {
            Table::Plies(values)
        };
        db.tables.insert(material, table);
    }
    if r.at != body.len() {
        return Err("bytes left over after the last table".into());
    }
    Ok(db)
}

pub fn save(db: &Endgames, path: &Path) -> Result<(), String> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    crate::storage::write_atomic(path, &to_bytes(db))
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// Loads `path` for `variant` as [`from_bytes`] does; the error names the file.
pub fn load(path: &Path, variant: &Variant, plies_up_to: u32) -> Result<Endgames, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    from_bytes(&bytes, variant, plies_up_to).map_err(|e| format!("{}: {e}", path.display()))
}
