//! The game's sounds, synthesised at start-up into WAV files in memory: nothing to license,
//! nothing to download in the browser. Each sound is a few partials under an envelope.

use std::f32::consts::TAU;

pub const RATE: u32 = 22_050;

/// A sound the game plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A stone or disc set down.
    Place,
    /// A piece slid or jumped to a new cell.
    Move,
    /// A piece taken off the board.
    Capture,
    /// A reversi disc turned over.
    Flip,
    Win,
    Lose,
    /// A click that is not a move.
    Illegal,
    /// The player's own clock is under ten seconds (online).
    LowTime,
}

impl Cue {
    pub const ALL: [Cue; 8] = [
        Cue::Place,
        Cue::Move,
        Cue::Capture,
        Cue::Flip,
        Cue::Win,
        Cue::Lose,
        Cue::Illegal,
        Cue::LowTime,
    ];
}

/// One tone: frequency (Hz), start and length (s), loudness, and how fast it dies away.
struct Tone {
    hz: f32,
    start: f32,
    length: f32,
    gain: f32,
    decay: f32,
}

const fn tone(hz: f32, start: f32, length: f32, gain: f32, decay: f32) -> Tone {
    Tone {
        hz,
        start,
        length,
        gain,
        decay,
    }
}

fn tones(cue: Cue) -> Vec<Tone> {
    match cue {
        // A wooden knock: a low body and a short bright click.
        Cue::Place => vec![
            tone(220.0, 0.0, 0.12, 0.6, 40.0),
            tone(1400.0, 0.0, 0.03, 0.25, 120.0),
        ],
        Cue::Move => vec![
            tone(330.0, 0.0, 0.09, 0.45, 50.0),
            tone(990.0, 0.0, 0.03, 0.15, 120.0),
        ],
        Cue::Capture => vec![
            tone(180.0, 0.0, 0.16, 0.6, 30.0),
            tone(140.0, 0.05, 0.16, 0.5, 30.0),
            tone(2000.0, 0.0, 0.02, 0.2, 150.0),
        ],
        Cue::Flip => vec![
            tone(880.0, 0.0, 0.05, 0.3, 80.0),
            tone(1320.0, 0.02, 0.05, 0.2, 80.0),
        ],
        // A rising major arpeggio, and a falling minor one.
        Cue::Win => vec![
            tone(523.25, 0.0, 0.3, 0.4, 8.0),
            tone(659.25, 0.12, 0.3, 0.4, 8.0),
            tone(783.99, 0.24, 0.5, 0.45, 5.0),
        ],
        Cue::Lose => vec![
            tone(440.0, 0.0, 0.3, 0.4, 8.0),
            tone(349.23, 0.15, 0.3, 0.4, 8.0),
            tone(293.66, 0.3, 0.5, 0.4, 5.0),
        ],
        Cue::Illegal => vec![
            tone(130.0, 0.0, 0.12, 0.35, 15.0),
            tone(123.0, 0.0, 0.12, 0.35, 15.0),
        ],
        // Two quick high pips, like a chess clock's warning.
        Cue::LowTime => vec![
            tone(1760.0, 0.0, 0.07, 0.35, 20.0),
            tone(1760.0, 0.14, 0.07, 0.35, 20.0),
        ],
    }
}

/// The sound's samples, in -1..1.
pub fn samples(cue: Cue) -> Vec<f32> {
    let tones = tones(cue);
    let end = tones.iter().map(|t| t.start + t.length).fold(0.0, f32::max);
    let count = (end * RATE as f32).ceil() as usize;
    let mut out = vec![0.0f32; count];
    for t in &tones {
        let first = (t.start * RATE as f32) as usize;
        let length = (t.length * RATE as f32) as usize;
        for i in 0..length.min(count - first) {
            let time = i as f32 / RATE as f32;
            // A 2 ms attack keeps the start from clicking; the tail fades to silence.
            let attack = (time / 0.002).min(1.0);
            let release = (1.0 - i as f32 / length as f32).min(1.0);
            let envelope = attack * (-t.decay * time).exp() * release;
            out[first + i] += t.gain * envelope * (TAU * t.hz * time).sin();
        }
    }
    let peak = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if peak > 0.9 {
        out.iter_mut().for_each(|s| *s *= 0.9 / peak);
    }
    out
}

/// A mono 16-bit PCM WAV file of the samples.
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * 32767.0) as i16).to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cue_is_a_short_audible_unclipped_wav() {
        for cue in Cue::ALL {
            let s = samples(cue);
            let seconds = s.len() as f32 / RATE as f32;
            assert!((0.02..1.0).contains(&seconds), "{cue:?} lasts {seconds} s");
            let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!((0.05..=0.9).contains(&peak), "{cue:?} peaks at {peak}");
            assert!(s.last().unwrap().abs() < 0.01, "{cue:?} ends in a click");
            let file = wav(&s);
            assert_eq!(&file[..4], b"RIFF");
            assert_eq!(file.len(), 44 + 2 * s.len());
            assert_eq!(
                u32::from_le_bytes(file[4..8].try_into().unwrap()) as usize,
                file.len() - 8
            );
        }
    }
}
