//! The labelled positions of a `JumpGame` training, kept in a file so that trainings run side
//! by side (one process a core) can be fitted together, or a fit redone without playing the
//! games again. A position is kept as what the fit reads: its feature differences, per-cell
//! and pattern counts and label, so a file serves only the game, and the cell and pattern
//! counts, it was made for.
//!
//! Layout (little-endian): `LFJS`, a version byte, the game's name (a length byte, then UTF-8),
//! the per-cell weight count and the pattern slot count (u32 each), the feature count (a byte);
//! then per position: 1 if held back (a byte), the label (f32), each feature (f32), and the
//! cell then the pattern counts, each as a u16 length and (u32 index, f32 count) pairs.

use super::eval::{FEATURE_COUNT, Features};

const MAGIC: &[u8; 4] = b"LFJS";
const VERSION: u8 = 1;

/// One labelled position: its feature differences for the side to move, the per-cell and
/// pattern ones (index and count, only those not zero), and the label.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub features: Features,
    pub cells: Vec<(usize, f32)>,
    pub patterns: Vec<(usize, f32)>,
    pub label: f32,
    pub held_back: bool,
}

/// What a file's positions were made for; a file is read only where this matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    pub game: String,
    pub cells: usize,
    pub slots: usize,
}

pub fn encode(shape: &Shape, samples: &[Sample]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.push(VERSION);
    out.push(shape.game.len() as u8);
    out.extend(shape.game.as_bytes());
    out.extend((shape.cells as u32).to_le_bytes());
    out.extend((shape.slots as u32).to_le_bytes());
    out.push(FEATURE_COUNT as u8);
    for s in samples {
        out.push(u8::from(s.held_back));
        out.extend(s.label.to_le_bytes());
        for f in s.features {
            out.extend(f.to_le_bytes());
        }
        for sparse in [&s.cells, &s.patterns] {
            out.extend((sparse.len() as u16).to_le_bytes());
            for &(index, count) in sparse {
                out.extend((index as u32).to_le_bytes());
                out.extend(count.to_le_bytes());
            }
        }
    }
    out
}

/// Reads the bytes in order; running out is an error naming what was being read.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn slice(&mut self, len: usize) -> Option<&[u8]> {
        let got = self.bytes.get(self.at..self.at + len)?;
        self.at += len;
        Some(got)
    }
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.slice(N)?.try_into().ok()
    }
    fn byte(&mut self) -> Option<u8> {
        self.take::<1>().map(|[b]| b)
    }
    fn u16(&mut self) -> Option<usize> {
        self.take().map(|b| usize::from(u16::from_le_bytes(b)))
    }
    fn u32(&mut self) -> Option<usize> {
        self.take().map(|b| u32::from_le_bytes(b) as usize)
    }
    fn f32(&mut self) -> Option<f32> {
        self.take().map(f32::from_le_bytes)
    }
    /// A u16 length and that many (index, count) pairs, each index below `limit`.
    fn sparse(&mut self, limit: usize) -> Option<Result<Vec<(usize, f32)>, ()>> {
        let len = self.u16()?;
        let mut out = Vec::with_capacity(len);
        for _ in 0..len {
            let index = self.u32()?;
            let count = self.f32()?;
            if index >= limit {
                return Some(Err(()));
            }
            out.push((index, count));
        }
        Some(Ok(out))
    }
}

/// Reads a samples file made for `shape`; the error names the file and what is wrong (another
/// game, other cell or pattern counts, a cut or damaged file).
pub fn decode(file: &str, shape: &Shape, bytes: &[u8]) -> Result<Vec<Sample>, String> {
    let fail = |why: String| format!("{file}: {why}");
    let cut = |what: &str| fail(format!("cut short in {what}"));
    if bytes.len() < 6 || &bytes[..4] != MAGIC {
        return Err(fail("not a Leapfrog jump-game samples file".into()));
    }
    if bytes[4] != VERSION {
        return Err(fail(format!(
            "version {} (this build reads {VERSION})",
            bytes[4]
        )));
    }
    let mut r = Reader { bytes, at: 5 };
    let name_len = usize::from(r.byte().ok_or_else(|| cut("its header"))?);
    let name = r
        .slice(name_len)
        .and_then(|n| std::str::from_utf8(n).ok())
        .ok_or_else(|| cut("its header"))?;
    if name != shape.game {
        return Err(fail(format!("positions of {name}, not {}", shape.game)));
    }
    let header = (|| Some((r.u32()?, r.u32()?, usize::from(r.byte()?))))();
    let (cells, slots, features) = header.ok_or_else(|| cut("its header"))?;
    if features != FEATURE_COUNT {
        return Err(fail(format!(
            "{features} features a position (this build has {FEATURE_COUNT})"
        )));
    }
    if (cells, slots) != (shape.cells, shape.slots) {
        return Err(fail(format!(
            "made with {cells} per-cell weights and {slots} pattern slots, this training \
             fits {} and {} (give it the same --no-cells and --patterns)",
            shape.cells, shape.slots
        )));
    }
    let mut out = Vec::new();
    while r.at < bytes.len() {
        let i = out.len();
        let position = || format!("position {i}");
        let held_back = r.byte().ok_or_else(|| cut(&position()))?;
        let label = r.f32().ok_or_else(|| cut(&position()))?;
        let mut features = [0.0; FEATURE_COUNT];
        for f in &mut features {
            *f = r.f32().ok_or_else(|| cut(&position()))?;
        }
        let bad = || fail(format!("{} has an index out of range", position()));
        let cells = r.sparse(cells).ok_or_else(|| cut(&position()))?;
        let cells = cells.map_err(|()| bad())?;
        let patterns = r.sparse(slots).ok_or_else(|| cut(&position()))?;
        let patterns = patterns.map_err(|()| bad())?;
        if held_back > 1 || !label.is_finite() {
            return Err(fail(format!("{} is damaged", position())));
        }
        out.push(Sample {
            features,
            cells,
            patterns,
            label,
            held_back: held_back == 1,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape() -> Shape {
        Shape {
            game: "konane".into(),
            cells: 64,
            slots: 0,
        }
    }

    fn sample(label: f32) -> Sample {
        let mut features = [0.0; FEATURE_COUNT];
        features[0] = 2.0;
        features[5] = -3.5;
        Sample {
            features,
            cells: vec![(0, 1.0), (63, -2.0)],
            patterns: Vec::new(),
            label,
            held_back: label < 0.0,
        }
    }

    #[test]
    fn samples_round_trip_and_a_foreign_cut_or_misshapen_file_is_refused() {
        let samples = vec![sample(120.5), sample(-40.0), sample(0.0)];
        let bytes = encode(&shape(), &samples);
        assert_eq!(decode("s", &shape(), &bytes), Ok(samples));
        let other = Shape {
            game: "halma".into(),
            ..shape()
        };
        let err = decode("s", &other, &bytes).unwrap_err();
        assert!(err.contains("positions of konane, not halma"), "{err}");
        let patterned = Shape {
            slots: 10,
            ..shape()
        };
        let err = decode("s", &patterned, &bytes).unwrap_err();
        assert!(err.contains("--patterns"), "{err}");
        let err = decode("s", &shape(), &bytes[..bytes.len() - 3]).unwrap_err();
        assert!(err.contains("cut short in position 2"), "{err}");
        let fewer_cells = Shape {
            cells: 10,
            ..shape()
        };
        let narrow = encode(&fewer_cells, &[sample(1.0)]);
        let mut wide = narrow.clone();
        // The second cell index (63) sits past the header, the flag, label and features.
        let at = narrow.len() - 2 - 8;
        assert_eq!(&wide[at..at + 4], &63u32.to_le_bytes());
        wide[at..at + 4].copy_from_slice(&9u32.to_le_bytes());
        assert!(decode("s", &fewer_cells, &wide).is_ok());
        let err = decode("s", &fewer_cells, &narrow).unwrap_err();
        assert!(err.contains("index out of range"), "{err}");
        let err = decode("s", &shape(), b"LFDS\x01").unwrap_err();
        assert!(
            err.contains("not a Leapfrog jump-game samples file"),
            "{err}"
        );
    }
}
