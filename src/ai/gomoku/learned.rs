//! The learned evaluation. Every empty point near the stones is read twice, as the four line
//! shapes a stone of the side to move would make there and as those the opponent's would;
//! the four shapes taken together (their multiset, so the lines' order does not matter) are
//! one of 330 point codes. Each code has a value as the side to move's point and one as the
//! opponent's, and a position scores the sum over its points plus a tempo term and a value
//! for what each side can force next ([`threat_state`]). Two open
//! threes through a point, or a four with a three, are codes of their own, so the forks the
//! hand-set evaluation adds by hand are values here. Where the rules differ by colour (renju)
//! each colour to move has its own values. The values are fitted on self-play positions
//! labelled by their games' results ([`super::train`]); the score is the fitted logit of the
//! side to move's winning, times [`SCALE`].
//!
//! A weights file is `LFGW`, a version byte, the rule set's byte, whether the colours have
//! their own values, the scalar count (u8), the slot count (u16), the scalar weights and slot
//! weights (i16, little endian), then an FNV-1a checksum of everything before it.

use std::sync::{Arc, OnceLock};

use super::board::{Geometry, PatternBoard};
use crate::ai::pattern_weights::fnv1a;
use crate::rules::gomoku::{BLACK, EMPTY, RuleSet, WHITE};

/// The point codes: multisets of four shapes out of eight.
pub const CODES: usize = 330;
/// Value tables: (colour to move, where the rules tell them apart) × (own point, opponent's).
pub const TABLES: usize = 4;
pub const SLOTS: usize = TABLES * CODES;
/// The threat states ([`threat_state`]): each has a value, as Rapfi's threat table does.
pub const THREAT_STATES: usize = 24;
/// A constant (the tempo of the side to move), whether black is to move, then one per
/// threat state.
pub const SCALARS: usize = 2 + THREAT_STATES;
/// Score units per unit of logit.
pub const SCALE: f64 = 200.0;

const MAGIC: &[u8; 4] = b"LFGW";
const VERSION: u8 = 1;

/// Fitted values of one rule set.
#[derive(Clone, Debug, PartialEq)]
pub struct Learned {
    pub set: RuleSet,
    /// Whether each colour to move has its own tables.
    pub by_colour: bool,
    pub scalars: Vec<i16>,
    pub slots: Vec<i16>,
}

/// The point code of a 12-bit key (four 3-bit shapes, one per direction).
fn point_codes() -> &'static [u16; 4096] {
    static TABLE: OnceLock<[u16; 4096]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let key = |s: [usize; 4]| s[0] | s[1] << 3 | s[2] << 6 | s[3] << 9;
        let mut sorted_ids = [u16::MAX; 4096];
        let mut next = 0u16;
        for a in 0..8 {
            for b in a..8 {
                for c in b..8 {
                    for d in c..8 {
                        sorted_ids[key([a, b, c, d])] = next;
                        next += 1;
                    }
                }
            }
        }
        let mut table = [0u16; 4096];
        for (k, code) in table.iter_mut().enumerate() {
            let mut shapes = [k & 7, k >> 3 & 7, k >> 6 & 7, k >> 9 & 7];
            shapes.sort_unstable();
            *code = sorted_ids[key(shapes)];
        }
        table
    })
}

/// Whether a rule set's colours play by different rules, so each needs its own values.
pub fn colours_differ(set: RuleSet) -> bool {
    set == RuleSet::Renju
}

/// Calls `slot` with the value slot of each (near empty point, colour) of the position.
pub fn for_each_slot(
    board: &PatternBoard,
    geo: &Geometry,
    by_colour: bool,
    mut slot: impl FnMut(usize),
) {
    let me = board.to_move;
    let opp = BLACK + WHITE - me;
    let part = if by_colour { usize::from(me - 1) } else { 0 };
    let codes = point_codes();
    for cell in 0..geo.cells() {
        if board.cells[cell] != EMPTY || !board.is_near(cell) {
            continue;
        }
        for (relation, colour) in [(0, me), (1, opp)] {
            let mut key = 0;
            for d in 0..4 {
                key |= (board.shape(geo, cell, d, colour) as usize) << (3 * d);
            }
            slot((part * 2 + relation) * CODES + usize::from(codes[key]));
        }
    }
}

/// What both sides can force next, read from the running shape counts: whether the side to
/// move has an open three (a point that makes an open four) and a four to make, and whether
/// the opponent has none, one or several open-four points and a four to make. The sum over
/// points is linear; these combinations are not (an open three is worth little to the side
/// to move when the opponent has a four to make first).
pub fn threat_state(board: &PatternBoard) -> usize {
    use super::patterns::Shape;
    let me = usize::from(board.to_move - 1);
    let opp = 1 - me;
    let count = |view: usize, shape: Shape| board.count(view, shape);
    let my_three = usize::from(count(me, Shape::OpenFour) > 0);
    let my_four = usize::from(count(me, Shape::Four) > 0);
    let their_threes = match count(opp, Shape::OpenFour) {
        0 => 0,
        1..=2 => 1,
        _ => 2,
    };
    let their_four = usize::from(count(opp, Shape::Four) > 0);
    ((my_three * 2 + my_four) * 3 + their_threes) * 2 + their_four
}

/// The scalar features: a constant, whether black is to move, the threat state one-hot.
pub fn scalars(board: &PatternBoard) -> [f64; SCALARS] {
    let mut out = [0.0; SCALARS];
    out[0] = 1.0;
    out[1] = f64::from(u8::from(board.to_move == BLACK));
    out[2 + threat_state(board)] = 1.0;
    out
}

impl Learned {
    /// The score for the side to move.
    pub fn evaluate(&self, board: &PatternBoard, geo: &Geometry) -> i32 {
        let mut score =
            i32::from(self.scalars[0]) + i32::from(self.scalars[2 + threat_state(board)]);
        if board.to_move == BLACK {
            score += i32::from(self.scalars[1]);
        }
        for_each_slot(board, geo, self.by_colour, |s| {
            score += i32::from(self.slots[s]);
        });
        score
    }

    pub fn encode(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.push(VERSION);
        out.push(self.set as u8);
        out.push(u8::from(self.by_colour));
        out.push(self.scalars.len() as u8);
        out.extend_from_slice(&(self.slots.len() as u16).to_le_bytes());
        for w in self.scalars.iter().chain(&self.slots) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a weights file; `file` names it in the error.
    pub fn decode(file: &str, bytes: &[u8]) -> Result<Self, String> {
        let fail = |what: &str| format!("{file}: {what}");
        if bytes.len() < 10 + 8 || &bytes[..4] != MAGIC {
            return Err(fail("not a gomoku weights file (no LFGW header)"));
        }
        let (body, tail) = bytes.split_at(bytes.len() - 8);
        if fnv1a(body) != u64::from_le_bytes(tail.try_into().expect("8 bytes")) {
            return Err(fail("checksum mismatch: the file is damaged"));
        }
        if body[4] != VERSION {
            return Err(fail(&format!("version {} is not known", body[4])));
        }
        let set = RuleSet::ALL
            .into_iter()
            .find(|&s| s as u8 == body[5])
            .ok_or_else(|| fail(&format!("rule set {} is not known", body[5])))?;
        let by_colour = body[6] != 0;
        let scalar_count = usize::from(body[7]);
        let count = usize::from(u16::from_le_bytes([body[8], body[9]]));
        if count != SLOTS || scalar_count != SCALARS {
            return Err(fail(&format!(
                "{scalar_count} scalars and {count} slots, expected {SCALARS} and {SLOTS}"
            )));
        }
        let values: Vec<i16> = body[10..]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect();
        if values.len() != SCALARS + SLOTS || body[10..].len() % 2 != 0 {
            return Err(fail("the weights are cut short or too long"));
        }
        Ok(Self {
            set,
            by_colour,
            scalars: values[..SCALARS].to_vec(),
            slots: values[SCALARS..].to_vec(),
        })
    }
}

/// The weights that ship for a rule set, if it has any.
pub fn shipped(set: RuleSet) -> Option<Arc<Learned>> {
    static DECODED: [OnceLock<Option<Arc<Learned>>>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    DECODED[set as usize]
        .get_or_init(|| {
            let (name, bytes): (&str, &[u8]) = match set {
                RuleSet::Freestyle => (
                    "weights-freestyle.bin",
                    include_bytes!("../../../assets/gomoku/weights-freestyle.bin"),
                ),
                RuleSet::Standard => (
                    "weights-standard.bin",
                    include_bytes!("../../../assets/gomoku/weights-standard.bin"),
                ),
                RuleSet::Renju => (
                    "weights-renju.bin",
                    include_bytes!("../../../assets/gomoku/weights-renju.bin"),
                ),
                // Caro's fitted weights scored 46% against the hand-set evaluation.
                RuleSet::Caro => return None,
            };
            // A damaged build (or another rule set's file) falls back to the hand-set
            // evaluation; a test reads each file.
            let weights = Learned::decode(name, bytes).ok()?;
            (weights.set == set).then(|| Arc::new(weights))
        })
        .clone()
}

/// What a process plays with instead of the shipped weights (`engine gomoku --eval`):
/// Some(None) for the hand-set evaluation.
static CHOSEN: OnceLock<Option<Arc<Learned>>> = OnceLock::new();

/// Sets the evaluation this process's boards take; the first call wins.
pub fn choose_for_process(choice: Option<Arc<Learned>>) {
    let _ = CHOSEN.set(choice);
}

/// The learned weights a board of this rule set evaluates with (None: the hand-set ones).
pub fn for_rules(set: RuleSet) -> Option<Arc<Learned>> {
    match CHOSEN.get() {
        Some(None) => None,
        Some(Some(chosen)) if chosen.set == set => Some(chosen.clone()),
        _ => shipped(set),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn point_codes_are_the_330_multisets_and_ignore_the_lines_order() {
        let codes = point_codes();
        let distinct: std::collections::HashSet<u16> = codes.iter().copied().collect();
        assert_eq!(distinct.len(), CODES);
        assert!(codes.iter().all(|&c| usize::from(c) < CODES));
        let key = |s: [usize; 4]| s[0] | s[1] << 3 | s[2] << 6 | s[3] << 9;
        assert_eq!(codes[key([4, 0, 6, 4])], codes[key([6, 4, 4, 0])]);
        assert_ne!(codes[key([4, 0, 6, 4])], codes[key([4, 0, 6, 3])]);
    }

    #[test]
    fn the_threat_state_reads_each_sides_threes_and_fours() {
        use crate::rules::gomoku::Rules;
        let geo = Geometry::with_eval(15, Rules::of(RuleSet::Freestyle), None);
        let mut cells = vec![EMPTY; 225];
        // Black: an open three on row 8 (d8 e8 f8); white: a closed three on row 2.
        for cell in [108, 109, 110] {
            cells[cell] = BLACK;
        }
        for cell in [15, 16, 17] {
            cells[cell] = WHITE;
        }
        let black = PatternBoard::new(&geo, &cells, BLACK);
        let white = PatternBoard::new(&geo, &cells, WHITE);
        // Black to move: his open three and fours to make; white has a four to make only.
        assert_eq!(threat_state(&black), ((2 + 1) * 3) * 2 + 1);
        // White to move: a four to make; black's two open-four points are one open three.
        assert_eq!(threat_state(&white), (3 + 1) * 2 + 1);
        assert_ne!(scalars(&black), scalars(&white));
    }

    fn sample() -> Learned {
        Learned {
            set: RuleSet::Renju,
            by_colour: true,
            scalars: (0..SCALARS as i16).map(|i| i * 3 - 20).collect(),
            slots: (0..SLOTS).map(|i| (i as i16 % 97) - 40).collect(),
        }
    }

    #[test]
    fn weights_files_read_back_and_damage_is_named() {
        let weights = sample();
        let bytes = weights.encode();
        assert_eq!(Learned::decode("w.bin", &bytes), Ok(weights));
        let mut broken = bytes.clone();
        broken[20] ^= 1;
        let error = Learned::decode("w.bin", &broken).unwrap_err();
        assert!(
            error.contains("w.bin") && error.contains("checksum"),
            "{error}"
        );
        let error = Learned::decode("w.bin", b"not weights at all").unwrap_err();
        assert!(error.contains("LFGW"), "{error}");
        let error = Learned::decode("w.bin", &bytes[..bytes.len() - 10]).unwrap_err();
        assert!(error.contains("w.bin"), "{error}");
    }

    #[test]
    fn shipped_weights_decode() {
        for set in [RuleSet::Freestyle, RuleSet::Standard, RuleSet::Renju] {
            let weights = shipped(set).unwrap_or_else(|| panic!("{set:?} ships weights"));
            assert_eq!(weights.set, set);
            assert_eq!(weights.by_colour, colours_differ(set));
            assert!(weights.slots.iter().any(|&w| w != 0), "{set:?}: fitted");
        }
    }
}
