//! The labelled positions of a draughts training, kept in a file so that another fit (other
//! features, another ridge) need not play and label the games again: `LFDS`, a version byte,
//! the variant's name (a length byte, then UTF-8), then 30 bytes a position (White's pieces,
//! Black's, the kings, each a little-endian u64; the side to move; 1 if held back; the label
//! as a little-endian f32, in men for the side to move).

use crate::rules::draughts::position::Position;

const MAGIC: &[u8; 4] = b"LFDS";
const VERSION: u8 = 1;
const RECORD: usize = 30;

/// One labelled position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub pos: Position,
    /// In men, for the side to move.
    pub label: f32,
    pub held_back: bool,
}

pub fn encode(variant: &str, samples: &[Sample]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.push(VERSION);
    out.push(variant.len() as u8);
    out.extend(variant.as_bytes());
    for s in samples {
        for word in [s.pos.pieces[0], s.pos.pieces[1], s.pos.kings] {
            out.extend(word.to_le_bytes());
        }
        out.push(s.pos.side);
        out.push(u8::from(s.held_back));
        out.extend(s.label.to_le_bytes());
    }
    out
}

/// Reads a samples file made for `variant`; the error names the file and what is wrong.
pub fn decode(file: &str, variant: &str, bytes: &[u8]) -> Result<Vec<Sample>, String> {
    let fail = |why: &str| format!("{file}: {why}");
    if bytes.len() < 6 || &bytes[..4] != MAGIC {
        return Err(fail("not a Leapfrog draughts samples file"));
    }
    if bytes[4] != VERSION {
        return Err(fail(&format!(
            "version {} (this build reads {VERSION})",
            bytes[4]
        )));
    }
    let name_end = 6 + usize::from(bytes[5]);
    let name = bytes
        .get(6..name_end)
        .and_then(|n| std::str::from_utf8(n).ok())
        .ok_or_else(|| fail("cut short in its header"))?;
    if name != variant {
        return Err(fail(&format!("positions of {name}, not {variant}")));
    }
    let body = &bytes[name_end..];
    if !body.len().is_multiple_of(RECORD) {
        return Err(fail("cut short in its last position"));
    }
    let word = |r: &[u8], at: usize| u64::from_le_bytes(r[at..at + 8].try_into().unwrap());
    body.chunks(RECORD)
        .enumerate()
        .map(|(i, r)| {
            let pos = Position {
                pieces: [word(r, 0), word(r, 8)],
                kings: word(r, 16),
                figures: 0,
                side: r[24],
            };
            if pos.side > 1 || pos.pieces[0] & pos.pieces[1] != 0 {
                return Err(fail(&format!("position {i} is no position")));
            }
            Ok(Sample {
                pos,
                held_back: r[25] == 1,
                label: f32::from_le_bytes(r[26..30].try_into().unwrap()),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_round_trip_and_a_foreign_or_cut_file_is_refused() {
        let samples = vec![
            Sample {
                pos: Position {
                    pieces: [0b1010, 1 << 40],
                    kings: 1 << 40,
                    figures: 0,
                    side: 1,
                },
                label: -1.25,
                held_back: true,
            };
            3
        ];
        let bytes = encode("draughts-international", &samples);
        assert_eq!(decode("s", "draughts-international", &bytes), Ok(samples));
        let other = decode("s", "draughts-glass", &bytes).unwrap_err();
        assert!(other.contains("not draughts-glass"), "{other}");
        let cut = decode("s", "draughts-international", &bytes[..bytes.len() - 1]).unwrap_err();
        assert!(cut.contains("cut short"), "{cut}");
    }
}
