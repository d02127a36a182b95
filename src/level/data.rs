//! Data files of any kind, told apart by their top-level struct name. Each game family
//! registers its kinds (see `crate::games`); this module only knows the shape of the table.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use super::LevelError;
use super::error::struct_name;

/// One data file as read: its kind, the name it is filed under in the library (a variant's
/// name, a level's `pack/name`), and the value its kind's reader made.
#[derive(Clone)]
pub struct DataFile {
    pub kind: &'static str,
    pub key: String,
    value: Arc<dyn Any + Send + Sync>,
}

impl DataFile {
    pub fn new<T: Any + Send + Sync>(kind: &'static str, key: impl Into<String>, value: T) -> Self {
        Self {
            kind,
            key: key.into(),
            value: Arc::new(value),
        }
    }

    /// The value, if it is a `T`.
    pub fn get<T: Any>(&self) -> Option<&T> {
        self.value.downcast_ref()
    }
}

impl fmt::Debug for DataFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({:?})", self.kind, self.key)
    }
}

type Reader = fn(&str, &str) -> Result<DataFile, LevelError>;

/// A RON struct name with its reader. `read` parses and validates what is cheap (shipped
/// files, tested once); `check` adds the costly proofs (a puzzle is solvable) for files from
/// outside.
pub struct DataKind {
    pub name: &'static str,
    pub read: Reader,
    pub check: Reader,
}

/// The largest data file read: the biggest shipped one is a few kilobytes, so anything
/// near this is not a level or variant, and refusing it bounds the time and memory spent.
pub const MAX_FILE_BYTES: usize = 256 * 1024;

/// Reads one data file's text by its struct name; `file` is only used in messages.
pub fn read_with<'a>(
    kinds: impl IntoIterator<Item = &'a DataKind> + Clone,
    file: &str,
    text: &str,
    thorough: bool,
) -> Result<DataFile, LevelError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(LevelError {
            file: file.to_string(),
            line: 1,
            col: 1,
            message: format!(
                "the file has {} bytes; a level or variant file may have at most {MAX_FILE_BYTES}",
                text.len()
            ),
        });
    }
    let found = struct_name(text);
    if let Some(kind) = kinds
        .clone()
        .into_iter()
        .find(|k| Some(k.name) == found.as_deref())
    {
        return if thorough {
            (kind.check)(file, text)
        } else {
            (kind.read)(file, text)
        };
    }
    let names: Vec<String> = kinds
        .into_iter()
        .map(|k| format!("`{}(`", k.name))
        .collect();
    Err(LevelError::at_start(
        file,
        text,
        format!(
            "expected a data file starting with {}, found {}",
            names.join(", "),
            found.map_or("no struct name".to_string(), |n| format!("`{n}`"))
        ),
    ))
}
