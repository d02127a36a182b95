//! The learned evaluation of a draughts variant: weights fitted by `leapfrog train draughts`
//! over 4x4 blocks of the board and a few whole-board features, read from the side to move.
//!
//! The board is always seen from the mover's side (turned half round when Black moves), so a
//! position and its colour-swapped mirror read the same and score the same: the symmetry
//! holds by construction, not by training. Each block (rows starting at every even line,
//! columns at every even line or at every line, as the [`Layout`] says) holds 8 dark
//! squares, each empty, the mover's or
//! the opponent's (a king counts as its side's piece there; kings have their own feature),
//! so a block has 3^8 configurations, each with its own weight per phase. Phases go by the
//! number of pieces on the board. The hand-set evaluation is one more feature: the blocks
//! and counts learn what it misses, and a phase with little data leans on it. A file with
//! the [`Features::Mobility`] set has the features of [`super::mobility`] after those, and
//! the [`Features::Runaway`] set those of [`super::runaway`] after them, and the
//! [`Features::SafeSteps`] set those of [`super::safe_steps`] after all those.

use std::sync::Arc;

use crate::ai::pattern_weights::{PhaseWeights, UNIT, Weights, WeightsError, blend_of};
use crate::rules::draughts::Variant;
use crate::rules::draughts::board::{Bits, Geometry, WHITE};
use crate::rules::draughts::position::Position;

use super::block_rows::BlockRows;
use super::eval::Evaluator;
use super::mobility::{self, Mobility};
use super::per_variant::PerVariant;
use super::runaway::{self, Runaway};
use super::safe_steps::{self, SafeSteps};
use super::square_sums::SquareSums;

/// Squares of a block (a 4x4 window holds 8 dark squares).
pub(super) const BLOCK_SQUARES: u32 = 8;
/// Configurations of one block.
pub const CONFIGURATIONS: usize = 3usize.pow(BLOCK_SQUARES);
/// Whole-board features counted on the board: bias, men, kings, tempo, wing balance, kings
/// on the long diagonal.
pub const COUNTS: usize = 6;
/// Every whole-board feature: the counts and the hand-set evaluation (in men).
pub const SCALARS: usize = COUNTS + 1;
/// Pieces per phase.
pub const PHASE_WIDTH: u8 = 14;
/// Features past the basic ones in the largest set.
const MAX_EXTRAS: usize = mobility::EXTRAS + runaway::EXTRAS + safe_steps::EXTRAS;
/// Blocks on the largest board (10x10: four block rows of seven, every column).
pub const MAX_BLOCKS: usize = 28;

/// Where the 4x4 blocks lie. A weights file says which by its number of pattern weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Rows and columns from every even line: 16 blocks on 10x10, 9 on 8x8, side by side.
    EvenLines,
    /// Rows from every even line, columns from every line: 28 blocks on 10x10, 15 on 8x8.
    /// Neighbouring blocks overlap by two columns, so a formation across the edge between
    /// two even blocks is seen whole.
    EveryColumn,
}

impl Layout {
    pub const ALL: [Layout; 2] = [Layout::EvenLines, Layout::EveryColumn];

    /// The top-left (row, column) of each block on a board side.
    fn origins(self, size: usize) -> Vec<(usize, usize)> {
        let column_step = match self {
            Layout::EvenLines => 2,
            Layout::EveryColumn => 1,
        };
        (0..=size - 4)
            .step_by(2)
            .flat_map(|r| (0..=size - 4).step_by(column_step).map(move |c| (r, c)))
            .collect()
    }

    /// Pattern weights per phase on a board side.
    pub fn slot_count(self, size: u8) -> usize {
        self.origins(usize::from(size)).len() * CONFIGURATIONS
    }

    pub fn name(self) -> &'static str {
        match self {
            Layout::EvenLines => "even-lines",
            Layout::EveryColumn => "every-column",
        }
    }

    pub fn named(name: &str) -> Option<Layout> {
        Self::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// Which whole-board features a weights file has. A file says which by its number of scalar
/// weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Features {
    /// The counts and the hand-set evaluation.
    Basic,
    /// Those and the mobility features after them ([`super::mobility`]).
    Mobility,
    /// Those and the free men after them ([`super::runaway`]).
    Runaway,
    /// Those and the safe steps after them ([`super::safe_steps`]).
    SafeSteps,
}

impl Features {
    pub const ALL: [Features; 4] = [
        Features::Basic,
        Features::Mobility,
        Features::Runaway,
        Features::SafeSteps,
    ];

    /// Scalar weights per phase.
    pub fn scalar_count(self) -> usize {
        match self {
            Features::Basic => SCALARS,
            Features::Mobility => SCALARS + mobility::EXTRAS,
            Features::Runaway => SCALARS + mobility::EXTRAS + runaway::EXTRAS,
            Features::SafeSteps => {
                SCALARS + mobility::EXTRAS + runaway::EXTRAS + safe_steps::EXTRAS
            }
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Features::Basic => "basic",
            Features::Mobility => "mobility",
            Features::Runaway => "runaway",
            Features::SafeSteps => "safe-steps",
        }
    }

    pub fn named(name: &str) -> Option<Features> {
        Self::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The tables of the set's features past the basic ones, for `variant`.
    pub fn extras(self, variant: &Variant) -> Extras {
        let mobility = (self != Features::Basic).then(|| Mobility::new(variant));
        let runaway =
            matches!(self, Features::Runaway | Features::SafeSteps).then(|| Runaway::new(variant));
        let safe_steps = (self == Features::SafeSteps).then(|| SafeSteps::new(variant));
        Extras {
            features: self,
            mobility,
            runaway,
            safe_steps,
        }
    }
}

/// The features a set has past the basic ones, in the order a weights file has them.
#[derive(Clone, Debug)]
pub struct Extras {
    features: Features,
    mobility: Option<Mobility>,
    runaway: Option<Runaway>,
    safe_steps: Option<SafeSteps>,
}

impl Extras {
    pub fn features(&self) -> Features {
        self.features
    }

    /// Each feature's value in `pos`, in order.
    #[inline]
    pub fn each(&self, pos: &Position, mut visit: impl FnMut(i32)) {
        if let Some(mobility) = &self.mobility {
            mobility.features(pos).into_iter().for_each(&mut visit);
        }
        if let Some(runaway) = &self.runaway {
            runaway.features(pos).into_iter().for_each(&mut visit);
        }
        if let Some(safe_steps) = &self.safe_steps {
            safe_steps.features(pos).into_iter().for_each(&mut visit);
        }
    }
}

/// The blocks of a board side and where each piece counts in them.
#[derive(Clone, Debug)]
pub struct Blocks {
    pub count: usize,
    /// Per side to move and bit: (block, power of three) for each block the square is in.
    places: [Vec<Vec<(u16, u16)>>; 2],
    /// The same blocks read by shifts, where every block's rows allow it (all boards do).
    rows: Option<BlockRows>,
    /// Per side: rows each square lies ahead of that side's back row, summed over a set.
    advance: [SquareSums; 2],
    /// Bits on the mover's left half of the board, per side to move.
    left: [u64; 2],
    long_diagonal: u64,
}

impl Blocks {
    pub fn new(geo: &Geometry, layout: Layout) -> Self {
        let size = usize::from(geo.size);
        let origins = layout.origins(size);
        // Rows ahead of each side's back row, by bit: a board side's rows fit the planes.
        let advance = |side: u8| {
            SquareSums::new(geo.squares, |bit| {
                let row = geo.row_col(bit).0;
                let ahead = if side == WHITE { size - 1 - row } else { row };
                ahead as i32
            })
            .expect("a board's rows")
        };
        let mut blocks = Self {
            count: origins.len(),
            places: [vec![Vec::new(); 64], vec![Vec::new(); 64]],
            rows: None,
            advance: [advance(0), advance(1)],
            left: [0; 2],
            long_diagonal: 0,
        };
        let mut squares = [
            vec![[None; BLOCK_SQUARES as usize]; origins.len()],
            vec![[None; BLOCK_SQUARES as usize]; origins.len()],
        ];
        for bit in Bits(geo.squares) {
            let (row, col) = geo.row_col(bit);
            if row + col == size - 1 {
                blocks.long_diagonal |= 1 << bit;
            }
            for (mover, view) in squares.iter_mut().enumerate() {
                // The mover's view: White's is the board as drawn, Black's turned half round.
                let (r, c) = if mover == usize::from(WHITE) {
                    (row, col)
                } else {
                    (size - 1 - row, size - 1 - col)
                };
                if c < size / 2 {
                    blocks.left[mover] |= 1 << bit;
                }
                for (block, &(r0, c0)) in origins.iter().enumerate() {
                    if !(r0..r0 + 4).contains(&r) || !(c0..c0 + 4).contains(&c) {
                        continue;
                    }
                    // Dark squares of the block in reading order: two per row, whatever
                    // the column the block starts on.
                    let index = 2 * (r - r0) + (c - c0) / 2;
                    blocks.places[mover][usize::from(bit)]
                        .push((block as u16, 3u16.pow(index as u32)));
                    view[block][index] = Some(bit);
                }
            }
        }
        blocks.rows = BlockRows::new(&squares);
        blocks
    }

    /// Each block's configuration, from the mover's view (0 empty, 1 the mover's, 2 the
    /// opponent's in base 3).
    pub fn configurations(&self, pos: &Position, out: &mut [u16]) {
        match &self.rows {
            Some(rows) => rows.configurations(pos, &mut out[..self.count]),
            None => self.configurations_by_piece(pos, out),
        }
    }

    /// [`Self::configurations`] summed piece by piece.
    fn configurations_by_piece(&self, pos: &Position, out: &mut [u16]) {
        out[..self.count].fill(0);
        let mover = usize::from(pos.side);
        for (set, digit) in [(pos.own(), 1), (pos.enemy(), 2)] {
            for bit in Bits(set) {
                for &(block, power) in &self.places[mover][usize::from(bit)] {
                    out[usize::from(block)] += digit * power;
                }
            }
        }
    }

    /// The whole-board features for the mover: its count less the opponent's.
    pub fn counts(&self, pos: &Position) -> [i32; COUNTS] {
        let mover = usize::from(pos.side);
        let side_values = |pieces: u64, side: usize| {
            let men = pieces & !pos.kings;
            let kings = pieces & pos.kings;
            let tempo = self.advance[side].sum(men);
            let left = (men & self.left[side]).count_ones() as i32;
            let right = men.count_ones() as i32 - left;
            [
                men.count_ones() as i32,
                kings.count_ones() as i32,
                tempo,
                (left - right).abs(),
                (kings & self.long_diagonal).count_ones() as i32,
            ]
        };
        let own = side_values(pos.own(), mover);
        let enemy = side_values(pos.enemy(), 1 - mover);
        let mut out = [1; COUNTS];
        for i in 0..COUNTS - 1 {
            out[i + 1] = own[i] - enemy[i];
        }
        out
    }

    pub fn slot_count(&self) -> usize {
        self.count * CONFIGURATIONS
    }
}

/// Pieces on the board, which choose the phase.
pub fn pieces(pos: &Position) -> u32 {
    pos.occupied().count_ones()
}

/// A variant's evaluation from trained weights.
pub struct LearnedEval {
    layout: Layout,
    blocks: Blocks,
    hand: Evaluator,
    /// The features past the basic ones, where the weights have them.
    extras: Extras,
    weights: Weights,
    /// For blended weights, per lower phase: each slot's weights in that phase and the next
    /// side by side, so that a blended score reads one cache line per block, not two.
    paired_slots: Vec<Vec<[i16; 2]>>,
}

impl LearnedEval {
    /// The evaluation of weights laid out as `layout` and `features` say (their sizes must be
    /// [`LearnedEval::expected_sizes`]).
    pub fn new(variant: &Variant, layout: Layout, features: Features, weights: Weights) -> Self {
        let paired_slots = if weights.blend {
            weights
                .phases
                .windows(2)
                .map(|pair| {
                    let (lower, upper) = (&pair[0].slots, &pair[1].slots);
                    lower.iter().zip(upper).map(|(&l, &u)| [l, u]).collect()
                })
                .collect()
        } else {
            Vec::new()
        };
        Self {
            layout,
            blocks: Blocks::new(&variant.geo, layout),
            hand: Evaluator::new(variant),
            extras: features.extras(variant),
            weights,
            paired_slots,
        }
    }

    /// The weights' sizes a layout and a feature set have for a board side.
    pub fn expected_sizes(size: u8, layout: Layout, features: Features) -> (usize, usize) {
        (features.scalar_count(), layout.slot_count(size))
    }

    pub fn layout(&self) -> Layout {
        self.layout
    }

    pub fn features(&self) -> Features {
        self.extras.features()
    }

    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    /// Score for the side to move, in hundredths of a man.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let features = self.features_of(pos);
        let weights = &self.weights;
        if !weights.blend {
            let phase = &weights.phases[weights.phase_of(pieces(pos))];
            return self.phase_sum(phase, &features) * 100 / UNIT;
        }
        let (lower, share) = blend_of(pieces(pos), weights.width, weights.phases.len());
        if share == 0 {
            return self.phase_sum(&weights.phases[lower], &features) * 100 / UNIT;
        }
        let (mut sum, mut upper) = self.pair_sums(lower, &features);
        sum += self.scalar_sum(&weights.phases[lower], &features);
        upper += self.scalar_sum(&weights.phases[lower + 1], &features);
        let (width, share) = (i32::from(weights.width), share as i32);
        sum = (sum * (width - share) + upper * share) / width;
        sum * 100 / UNIT
    }

    /// [`Self::evaluate`] of blended weights read one phase at a time, as the paired slots
    /// must match.
    #[cfg(test)]
    pub fn evaluate_phase_by_phase(&self, pos: &Position) -> i32 {
        let (features, weights) = (self.features_of(pos), &self.weights);
        let (lower, share) = blend_of(pieces(pos), weights.width, weights.phases.len());
        let sum = self.phase_sum(&weights.phases[lower], &features);
        let upper = match share {
            0 => sum,
            _ => self.phase_sum(&weights.phases[lower + 1], &features),
        };
        let (width, share) = (i32::from(weights.width), share as i32);
        (sum * (width - share) + upper * share) / width * 100 / UNIT
    }

    /// The block weights' sums in phases `lower` and `lower + 1` together, read from
    /// [`Self::paired_slots`].
    fn pair_sums(&self, lower: usize, features: &PositionFeatures) -> (i32, i32) {
        let pairs = &self.paired_slots[lower];
        let (mut low, mut up) = (0, 0);
        for (block, &c) in features.configurations[..self.blocks.count]
            .iter()
            .enumerate()
        {
            let [l, u] = pairs[block * CONFIGURATIONS + usize::from(c)];
            low += i32::from(l);
            up += i32::from(u);
        }
        (low, up)
    }

    fn features_of(&self, pos: &Position) -> PositionFeatures {
        let mut features = PositionFeatures {
            configurations: [0; MAX_BLOCKS],
            counts: self.blocks.counts(pos),
            hand: self.hand.evaluate(pos),
            extras: [0; MAX_EXTRAS],
        };
        self.blocks
            .configurations(pos, &mut features.configurations);
        let mut extras = features.extras.iter_mut();
        self.extras.each(pos, |v| {
            if let Some(slot) = extras.next() {
                *slot = v;
            }
        });
        features
    }

    /// One phase's score of a position's features, in weight units.
    fn phase_sum(&self, phase: &PhaseWeights, features: &PositionFeatures) -> i32 {
        let mut sum = self.scalar_sum(phase, features);
        for (block, &c) in features.configurations[..self.blocks.count]
            .iter()
            .enumerate()
        {
            sum += i32::from(phase.slots[block * CONFIGURATIONS + usize::from(c)]);
        }
        sum
    }

    /// One phase's score of the whole-board features, in weight units.
    fn scalar_sum(&self, phase: &PhaseWeights, features: &PositionFeatures) -> i32 {
        let mut sum = score_of(phase, &features.counts);
        // The hand-set score is in hundredths of a man, its weight in units per man.
        sum += i32::from(phase.scalars[COUNTS]) * features.hand / 100;
        for (&w, &v) in phase.scalars[SCALARS..].iter().zip(&features.extras) {
            sum += i32::from(w) * v;
        }
        sum
    }
}

/// Every feature of one position, read once for the one or two phases that score it.
struct PositionFeatures {
    configurations: [u16; MAX_BLOCKS],
    counts: [i32; COUNTS],
    /// The hand-set evaluation, in hundredths of a man.
    hand: i32,
    /// The feature set's extras, in order (zero past those it has).
    extras: [i32; MAX_EXTRAS],
}

fn score_of(phase: &PhaseWeights, scalars: &[i32; COUNTS]) -> i32 {
    phase
        .scalars
        .iter()
        .zip(scalars)
        .map(|(&w, &v)| i32::from(w) * v)
        .sum()
}

/// Weights shipped with the game, by variant name.
fn shipped(name: &str) -> Option<&'static [u8]> {
    match name {
        "draughts-international" => Some(include_bytes!(
            "../../../assets/draughts/weights-international.bin"
        )),
        "draughts-glass" => Some(include_bytes!("../../../assets/draughts/weights-glass.bin")),
        "draughts-brazilian" => Some(include_bytes!(
            "../../../assets/draughts/weights-brazilian.bin"
        )),
        "draughts-english" => Some(include_bytes!(
            "../../../assets/draughts/weights-english.bin"
        )),
        _ => None,
    }
}

/// Names a weights file that replaces the shipped ones (training's experiments).
pub const WEIGHTS_ENV: &str = "LEAPFROG_DRAUGHTS_WEIGHTS";

/// The bytes this variant's evaluation is read from, with their name: the file that
/// [`WEIGHTS_ENV`] names (desktop), else the shipped weights.
fn source(variant: &Variant) -> Option<(String, std::borrow::Cow<'static, [u8]>)> {
    #[cfg(not(target_arch = "wasm32"))]
    if let Ok(path) = std::env::var(WEIGHTS_ENV) {
        return match std::fs::read(&path) {
            Ok(bytes) => Some((path, bytes.into())),
            Err(e) => {
                eprintln!("learned evaluation not used: {path}: {e}");
                None
            }
        };
    }
    shipped(&variant.name).map(|bytes| (variant.name.clone(), bytes.into()))
}

/// Reads a weights file for a variant's board.
pub fn decode(file: &str, bytes: &[u8], variant: &Variant) -> Result<LearnedEval, WeightsError> {
    // The layout and features are those whose sizes the file gives; a file of no known size
    // is refused by the decoding against the first.
    let stored = Weights::stored_slots(bytes);
    let layout = Layout::ALL
        .into_iter()
        .find(|l| Some(l.slot_count(variant.geo.size)) == stored)
        .unwrap_or(Layout::EvenLines);
    let stored = Weights::stored_scalars(bytes);
    let features = Features::ALL
        .into_iter()
        .find(|f| Some(f.scalar_count()) == stored)
        .unwrap_or(Features::Basic);
    let weights = Weights::decode(file, bytes, |size| {
        LearnedEval::expected_sizes(size, layout, features)
    })?;
    let geo = &variant.geo;
    if weights.side != geo.size {
        return Err(WeightsError {
            file: file.into(),
            message: format!(
                "weights for a {0}x{0} board, not {1}x{1}",
                weights.side, geo.size
            ),
        });
    }
    Ok(LearnedEval::new(variant, layout, features, weights))
}

/// The learned evaluation shipped for this variant, read once; None where the variant has
/// none (it then plays on the hand-set evaluation) or has a figure (big-man checkers).
pub fn for_variant(variant: &Variant) -> Option<Arc<LearnedEval>> {
    static READ: PerVariant<Option<Arc<LearnedEval>>> = PerVariant::new();
    if variant.rules.figure.is_some() {
        return None;
    }
    READ.get_or_make(&variant.name, || {
        let (file, bytes) = source(variant)?;
        decode(&file, &bytes, variant)
            .map(Arc::new)
            .map_err(|e| eprintln!("learned evaluation not used: {e}"))
            .ok()
    })
}

#[cfg(test)]
mod shipped_tests {
    #[test]
    fn every_shipped_weights_file_reads_for_its_variant() {
        let mut read = Vec::new();
        for name in crate::level::shipped::names_in(crate::level::draughts::FOLDER) {
            let Some(bytes) = super::shipped(name) else {
                continue;
            };
            let variant = crate::level::draughts::shipped_or_file(name)
                .expect("a shipped variant")
                .variant;
            super::decode(name, bytes, &variant).unwrap_or_else(|e| panic!("{name}: {e}"));
            read.push(name);
        }
        for name in [
            "draughts-international",
            "draughts-glass",
            "draughts-brazilian",
            "draughts-english",
        ] {
            assert!(read.contains(&name), "{name} ships weights: {read:?}");
        }
    }
}

#[cfg(test)]
mod block_tests {
    use super::{Blocks, Layout};
    use crate::rules::draughts::board::{Geometry, MAX_SIZE, MIN_SIZE};
    use crate::rules::draughts::position::Position;

    #[test]
    fn blocks_read_by_shifts_match_the_piece_by_piece_sum() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for size in (MIN_SIZE..=MAX_SIZE).step_by(2) {
            let geo = Geometry::new(size);
            for layout in Layout::ALL {
                let blocks = Blocks::new(&geo, layout);
                assert!(blocks.rows.is_some(), "{size} {layout:?}");
                let mut any_piece_read = false;
                for _ in 0..500 {
                    let (a, b) = (next() & geo.squares, next() & geo.squares);
                    let pos = Position {
                        pieces: [a & !b, b & !a],
                        kings: next() & (a ^ b),
                        figures: 0,
                        side: (next() & 1) as u8,
                    };
                    let (mut fast, mut slow) = ([0; 28], [0; 28]);
                    blocks.configurations(&pos, &mut fast);
                    blocks.configurations_by_piece(&pos, &mut slow);
                    assert_eq!(fast, slow, "{size} {layout:?} {pos:?}");
                    any_piece_read |= fast.iter().any(|&c| c != 0);
                }
                assert!(any_piece_read, "{size} {layout:?}");
            }
        }
    }
}
