//! The labelled positions of a draughts training, kept in a file so that another fit (other
//! features, another ridge, another share of the result) need not play and label the games
//! again: `LFDS`, a version byte, the variant's name (a length byte, then UTF-8), then a
//! record a position: White's pieces, Black's, the kings (each a little-endian u64), the side
//! to move, 1 if held back, the labelling search's score (a little-endian f32, in men for the
//! side to move) and, from version 2 on, the game's result for the side to move (a signed
//! byte: 1 won, 0 drawn, -1 lost). Version 1 kept only the label already blended with the
//! result (at the default share), which is read as the search's score with no result.

use crate::rules::draughts::position::Position;

const MAGIC: &[u8; 4] = b"LFDS";
/// The version written; version 1 is still read.
const VERSION: u8 = 2;
const RECORD_V1: usize = 30;
const RECORD: usize = 31;
/// What a won game's result is worth in a label, in men.
const RESULT_MEN: f32 = 4.0;
/// The share of the result in a version-1 record's label (the training's default then).
pub const VERSION_1_RESULT_SHARE: f32 = 0.3;
/// The result byte of a version-1 record, which has none.
const NO_RESULT: i8 = i8::MIN;

/// One labelled position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub pos: Position,
    /// The labelling search's score, in men for the side to move (from a version-1 file, the
    /// label already blended with the result).
    pub searched: f32,
    /// The game's result for the side to move (1 won, 0 drawn, -1 lost); None from a
    /// version-1 file.
    pub outcome: Option<i8>,
    pub held_back: bool,
}

impl Sample {
    /// The label a fit aims at, in men for the side to move: the search's score and the
    /// result blended, `result_share` of it the result (a version-1 sample's label as kept).
    pub fn label(&self, result_share: f32) -> f32 {
        match self.outcome {
            Some(outcome) => {
                (1.0 - result_share) * self.searched
                    + result_share * f32::from(outcome) * RESULT_MEN
            }
            None => self.searched,
        }
    }
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
        out.extend(s.searched.to_le_bytes());
        out.extend(s.outcome.unwrap_or(NO_RESULT).to_le_bytes());
    }
    out
}

/// Reads a samples file made for `variant`; the error names the file and what is wrong.
pub fn decode(file: &str, variant: &str, bytes: &[u8]) -> Result<Vec<Sample>, String> {
    let fail = |why: &str| format!("{file}: {why}");
    if bytes.len() < 6 || &bytes[..4] != MAGIC {
        return Err(fail("not a Leapfrog draughts samples file"));
    }
    let record = match bytes[4] {
        1 => RECORD_V1,
        VERSION => RECORD,
        other => {
            return Err(fail(&format!(
                "version {other} (this build reads 1 and {VERSION})"
            )));
        }
    };
    let name_end = 6 + usize::from(bytes[5]);
    let name = bytes
        .get(6..name_end)
        .and_then(|n| std::str::from_utf8(n).ok())
        .ok_or_else(|| fail("cut short in its header"))?;
    if name != variant {
        return Err(fail(&format!("positions of {name}, not {variant}")));
    }
    let body = &bytes[name_end..];
    if !body.len().is_multiple_of(record) {
        return Err(fail("cut short in its last position"));
    }
    let word = |r: &[u8], at: usize| u64::from_le_bytes(r[at..at + 8].try_into().unwrap());
    body.chunks(record)
        .enumerate()
        .map(|(i, r)| {
            let pos = Position {
                pieces: [word(r, 0), word(r, 8)],
                kings: word(r, 16),
                figures: 0,
                side: r[24],
            };
            let outcome = r
                .get(RECORD_V1)
                .map(|&b| b as i8)
                .filter(|&o| o != NO_RESULT);
            if pos.side > 1
                || pos.pieces[0] & pos.pieces[1] != 0
                || outcome.is_some_and(|o| !(-1..=1).contains(&o))
            {
                return Err(fail(&format!("position {i} is no position")));
            }
            Ok(Sample {
                pos,
                held_back: r[25] == 1,
                searched: f32::from_le_bytes(r[26..30].try_into().unwrap()),
                outcome,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(outcome: Option<i8>) -> Sample {
        Sample {
            pos: Position {
                pieces: [0b1010, 1 << 40],
                kings: 1 << 40,
                figures: 0,
                side: 1,
            },
            searched: -1.25,
            outcome,
            held_back: true,
        }
    }

    #[test]
    fn samples_round_trip_and_a_foreign_or_cut_file_is_refused() {
        let samples = vec![sample(Some(-1)), sample(Some(0)), sample(None)];
        let bytes = encode("draughts-international", &samples);
        assert_eq!(decode("s", "draughts-international", &bytes), Ok(samples));
        let other = decode("s", "draughts-glass", &bytes).unwrap_err();
        assert!(other.contains("not draughts-glass"), "{other}");
        let cut = decode("s", "draughts-international", &bytes[..bytes.len() - 1]).unwrap_err();
        assert!(cut.contains("cut short"), "{cut}");
        let mut bad_result = bytes.clone();
        *bad_result.last_mut().unwrap() = 5;
        let bad = decode("s", "draughts-international", &bad_result).unwrap_err();
        assert!(bad.contains("position 2 is no position"), "{bad}");
    }

    #[test]
    fn a_version_one_file_reads_its_blended_label_whatever_the_share() {
        let mut bytes = encode("draughts-international", &[sample(Some(1))]);
        bytes[4] = 1;
        bytes.pop();
        let read = decode("s", "draughts-international", &bytes).unwrap();
        assert_eq!(read, vec![sample(None)]);
        assert_eq!(read[0].label(0.3), -1.25);
        assert_eq!(read[0].label(0.9), -1.25);
    }

    #[test]
    fn the_label_blends_search_and_result_by_the_share() {
        let won = sample(Some(1));
        assert_eq!(won.label(0.0), -1.25);
        assert_eq!(won.label(1.0), RESULT_MEN);
        assert!((won.label(0.5) - (RESULT_MEN - 1.25) / 2.0).abs() < 1e-6);
    }
}
