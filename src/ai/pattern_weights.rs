//! A learned pattern evaluation's weights (reversi's, draughts') and their file format.
//!
//! A file is `LFRW`, a version byte, the board side, the number of phases, the phase width in
//! empties, the number of scalar features, the pattern step, the number of pattern slots per
//! phase (u32), then per phase its scalar weights, the count of non-zero pattern weights, their
//! gaps (varints) and then their values in steps (zigzag varints), and last an FNV-1a checksum of
//! everything before it. Untrained configurations stay zero, so the file stays small; gaps and
//! values apart, and pattern weights stored to a sixteenth of a disc, make it compress a third
//! smaller for the browser.

use std::fmt;

const MAGIC: &[u8; 4] = b"LFRW";
/// Phases that step: each position takes its own phase's weights alone.
const VERSION: u8 = 2;
/// The same layout, but the phases blend (see [`Weights::blend`]).
const BLENDED_VERSION: u8 = 3;

/// Pattern weights are stored in multiples of this many units (1/16 of a disc): finer than
/// the evaluation's error by far, and each weight costs two bits less.
pub const STEP: i16 = 4;

/// Weights are in 1/`UNIT` of a disc.
pub const UNIT: i32 = 64;

/// Every weight of one board side, phase by phase.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    pub side: u8,
    /// Empties per phase: phase = empties / width, capped at the last phase.
    pub width: u8,
    pub phases: Vec<PhaseWeights>,
    /// Whether a position's score blends the two phases whose middles it lies between
    /// ([`blend_of`]), rather than taking its own phase's alone. A file says which by its
    /// version byte.
    pub blend: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PhaseWeights {
    /// One weight per scalar feature ([`super::scalars::ScalarFeatures`]).
    pub scalars: Vec<i16>,
    /// One weight per pattern slot ([`super::patterns::PatternSet::total_slots`]).
    pub slots: Vec<i16>,
}

/// Why a weights file could not be read.
#[derive(Clone, Debug, PartialEq)]
pub struct WeightsError {
    pub file: String,
    pub message: String,
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.message)
    }
}

impl std::error::Error for WeightsError {}

impl Weights {
    pub fn phase_of(&self, empties: u32) -> usize {
        phase_of(empties, self.width, self.phases.len())
    }

    pub fn encode(&self) -> Vec<u8> {
        let slots = self.phases.first().map_or(0, |p| p.slots.len());
        let scalars = self.phases.first().map_or(0, |p| p.scalars.len());
        let mut out = MAGIC.to_vec();
        out.extend([
            if self.blend { BLENDED_VERSION } else { VERSION },
            self.side,
            self.phases.len() as u8,
            self.width,
            scalars as u8,
            STEP as u8,
        ]);
        out.extend((slots as u32).to_le_bytes());
        for phase in &self.phases {
            for &s in &phase.scalars {
                put_varint(&mut out, zigzag(s));
            }
            let stored: Vec<(usize, i16)> = phase
                .slots
                .iter()
                .map(|&w| in_steps(w))
                .enumerate()
                .filter(|&(_, w)| w != 0)
                .collect();
            put_varint(&mut out, stored.len() as u64);
            let mut last = 0usize;
            for &(i, _) in &stored {
                put_varint(&mut out, (i - last) as u64);
                last = i;
            }
            for &(_, w) in &stored {
                put_varint(&mut out, zigzag(w));
            }
        }
        let sum = fnv1a(&out);
        out.extend(sum.to_le_bytes());
        out
    }

    /// These weights where their phases step; an error naming `file` where they blend (an
    /// evaluation that reads stepped phases alone, reversi's).
    pub fn stepped(self, file: &str) -> Result<Self, WeightsError> {
        if self.blend {
            return Err(WeightsError {
                file: file.to_string(),
                message: "blended phases (version 3): this evaluation reads stepped phases".into(),
            });
        }
        Ok(self)
    }

    /// The scalar weights per phase a file says it holds, read from its header alone (which
    /// of several feature sets it has); None where it is too short to say.
    pub fn stored_scalars(bytes: &[u8]) -> Option<usize> {
        bytes.get(8).map(|&n| usize::from(n))
    }

    /// The pattern weights per phase a file says it holds, read from its header alone (which
    /// of several layouts it is); None where it is too short to say.
    pub fn stored_slots(bytes: &[u8]) -> Option<usize> {
        let header = bytes.get(10..14)?;
        Some(u32::from_le_bytes(header.try_into().ok()?) as usize)
    }

    /// Reads a file; `expected` gives the (scalar features, pattern slots) today's evaluation
    /// has for a side, so a file trained for other features is refused rather than misread.
    pub fn decode(
        file: &str,
        bytes: &[u8],
        expected: impl Fn(u8) -> (usize, usize),
    ) -> Result<Self, WeightsError> {
        let fail = |message: String| WeightsError {
            file: file.to_string(),
            message,
        };
        if bytes.len() < 22 || &bytes[..4] != MAGIC {
            return Err(fail("not a Leapfrog weights file".into()));
        }
        let (body, tail) = bytes.split_at(bytes.len() - 8);
        let stored = u64::from_le_bytes(tail.try_into().unwrap());
        if fnv1a(body) != stored {
            return Err(fail("checksum mismatch: the file is damaged".into()));
        }
        let blend = match body[4] {
            VERSION => false,
            BLENDED_VERSION => true,
            other => {
                return Err(fail(format!(
                    "version {other} (this build reads versions {VERSION} and {BLENDED_VERSION})"
                )));
            }
        };
        let (side, phase_count, width) = (body[5], usize::from(body[6]), body[7]);
        let scalar_count = usize::from(body[8]);
        let step = i16::from(body[9]);
        let slots = u32::from_le_bytes(body[10..14].try_into().unwrap()) as usize;
        let (want_scalars, want_slots) = expected(side);
        if (scalar_count, slots) != (want_scalars, want_slots) {
            return Err(fail(format!(
                "{scalar_count} features and {slots} pattern weights per phase for \
                 {side}x{side}, but this build's evaluation has {want_scalars} and {want_slots}"
            )));
        }
        if phase_count == 0 || width == 0 || step == 0 {
            return Err(fail("no phases".into()));
        }
        let mut reader = Reader {
            bytes: body,
            at: 14,
        };
        let mut phases = Vec::with_capacity(phase_count);
        for p in 0..phase_count {
            let mut scalars = vec![0i16; scalar_count];
            for s in scalars.iter_mut() {
                *s = reader
                    .value()
                    .map_err(|e| fail(format!("phase {p}: {e}")))?;
            }
            let nonzero = reader
                .varint()
                .map_err(|e| fail(format!("phase {p}: {e}")))?;
            let mut weights = vec![0i16; slots];
            let mut places = Vec::with_capacity(nonzero.min(slots as u64) as usize);
            let mut at = 0usize;
            for _ in 0..nonzero {
                let gap = reader
                    .varint()
                    .map_err(|e| fail(format!("phase {p}: {e}")))?;
                at += gap as usize;
                if at >= slots {
                    return Err(fail(format!(
                        "phase {p}: weight {at} is past the {slots} slots"
                    )));
                }
                places.push(at);
            }
            for at in places {
                let value = reader
                    .value()
                    .map_err(|e| fail(format!("phase {p}: {e}")))?;
                weights[at] = value.checked_mul(step).ok_or_else(|| {
                    fail(format!("phase {p}: weight {value} x {step} out of range"))
                })?;
            }
            phases.push(PhaseWeights {
                scalars,
                slots: weights,
            });
        }
        if reader.at != body.len() {
            return Err(fail(format!(
                "{} bytes left over after the last phase",
                body.len() - reader.at
            )));
        }
        Ok(Self {
            side,
            width,
            phases,
            blend,
        })
    }
}

/// The phase of a position with `empties` empty squares: one per `width` empties, the last
/// phase taking the rest.
pub fn phase_of(empties: u32, width: u8, phases: usize) -> usize {
    (empties as usize / usize::from(width)).min(phases - 1)
}

/// Where blended phases put a position with `count` (empties or pieces): the lower phase
/// and the share of the next one in `width`ths. Each phase's weights hold alone at its
/// middle (`phase * width + width / 2`); between two middles the share of the upper one
/// grows by one `width`th a step; below the first middle and past the last the nearest
/// phase holds alone (share 0).
pub fn blend_of(count: u32, width: u8, phases: usize) -> (usize, u32) {
    let width = u32::from(width);
    let above_first = count.saturating_sub(width / 2);
    let phase = (above_first / width) as usize;
    if phase + 1 >= phases {
        return (phases - 1, 0);
    }
    (phase, above_first % width)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn varint(&mut self) -> Result<u64, String> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = *self
                .bytes
                .get(self.at)
                .ok_or_else(|| format!("the data ends at byte {}", self.at))?;
            self.at += 1;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(format!("a number too long at byte {}", self.at))
    }

    fn value(&mut self) -> Result<i16, String> {
        let at = self.at;
        let raw = self.varint()?;
        let v = (raw >> 1) as i64 ^ -((raw & 1) as i64);
        i16::try_from(v).map_err(|_| format!("weight {v} out of range at byte {at}"))
    }
}

/// A pattern weight in whole steps, rounded to the nearest.
fn in_steps(w: i16) -> i16 {
    (f64::from(w) / f64::from(STEP)).round() as i16
}

fn zigzag(v: i16) -> u64 {
    (((v as i64) << 1) ^ ((v as i64) >> 63)) as u64
}

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Weights {
        let mut slots = vec![0i16; 300];
        slots[0] = -5;
        slots[7] = 1200;
        slots[299] = -32768;
        Weights {
            side: 8,
            width: 4,
            blend: false,
            phases: vec![
                PhaseWeights {
                    scalars: vec![3, -9],
                    slots: slots.clone(),
                },
                PhaseWeights {
                    scalars: vec![0, 32767],
                    slots: vec![0; 300],
                },
            ],
        }
    }

    #[test]
    fn weights_survive_a_round_trip_to_the_nearest_step() {
        let w = sample();
        let bytes = w.encode();
        let mut rounded = w.clone();
        // Scalars are kept exactly; pattern weights to the nearest step (-5 is -4).
        rounded.phases[0].slots[0] = -4;
        assert_eq!(Weights::decode("w", &bytes, |_| (2, 300)).unwrap(), rounded);
        assert_eq!(rounded.encode(), bytes);
        let blended = Weights {
            blend: true,
            ..rounded.clone()
        };
        let bytes = blended.encode();
        assert_eq!(Weights::decode("w", &bytes, |_| (2, 300)).unwrap(), blended);
        let refused = blended.stepped("w.bin").unwrap_err();
        assert!(
            refused.to_string().starts_with("w.bin: blended phases"),
            "{refused}"
        );
        assert_eq!(rounded.clone().stepped("w.bin"), Ok(rounded));
    }

    #[test]
    fn a_blend_moves_from_one_phase_middle_to_the_next() {
        // Width 4, three phases: middles at 2, 6 and 10.
        let at = |count| blend_of(count, 4, 3);
        assert_eq!([at(0), at(1), at(2)], [(0, 0); 3]);
        assert_eq!([at(3), at(4), at(5)], [(0, 1), (0, 2), (0, 3)]);
        assert_eq!([at(6), at(7), at(9)], [(1, 0), (1, 1), (1, 3)]);
        assert_eq!([at(10), at(11), at(40)], [(2, 0); 3]);
    }

    #[test]
    fn damage_is_reported_not_misread() {
        let bytes = sample().encode();
        let mut flipped = bytes.clone();
        flipped[20] ^= 0x10;
        let err = Weights::decode("w.bin", &flipped, |_| (2, 300)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "w.bin: checksum mismatch: the file is damaged"
        );
        let err = Weights::decode("w.bin", &bytes[..bytes.len() - 3], |_| (2, 300)).unwrap_err();
        assert!(err.message.contains("checksum"), "{err}");
        let err = Weights::decode("w.bin", b"hello, world, etc etc", |_| (2, 300)).unwrap_err();
        assert!(err.message.contains("not a Leapfrog"), "{err}");
        let err = Weights::decode("w.bin", &bytes, |_| (2, 301)).unwrap_err();
        assert!(
            err.message
                .contains("this build's evaluation has 2 and 301"),
            "{err}"
        );
    }
}
