//! The board of a draughts variant: its dark squares as bits of a `u64`, laid out with one
//! unused ("ghost") bit after every two rows so that each diagonal step is a constant shift
//! and stepping off a side lands on a ghost bit or outside the board.

/// Diagonal directions; White (at the bottom) moves up, Black down.
pub const UP_LEFT: usize = 0;
pub const UP_RIGHT: usize = 1;
pub const DOWN_LEFT: usize = 2;
pub const DOWN_RIGHT: usize = 3;
pub const ALL_DIRECTIONS: [usize; 4] = [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT];

pub const WHITE: u8 = 0;
pub const BLACK: u8 = 1;

/// The smallest and largest board sides (even; 10 x 10 is the most a `u64` holds this way).
pub const MIN_SIZE: u8 = 4;
pub const MAX_SIZE: u8 = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub size: u8,
    half: u8,
    /// Bits that are squares of the board.
    pub squares: u64,
    offsets: [i8; 4],
    /// The row each side promotes on: White's is the top row, Black's the bottom row.
    far_rows: [u64; 2],
}

impl Geometry {
    pub fn new(size: u8) -> Self {
        assert!(
            size.is_multiple_of(2) && (MIN_SIZE..=MAX_SIZE).contains(&size),
            "unsupported board size {size}"
        );
        let half = size / 2;
        let mut geo = Self {
            size,
            half,
            squares: 0,
            offsets: [-(half as i8 + 1), -(half as i8), half as i8, half as i8 + 1],
            far_rows: [0; 2],
        };
        for square in 0..geo.square_count() {
            let bit = geo.bit_of_square(square);
            geo.squares |= 1 << bit;
            let (row, _) = geo.row_col(bit);
            if row == 0 {
                geo.far_rows[WHITE as usize] |= 1 << bit;
            }
            if row == usize::from(size) - 1 {
                geo.far_rows[BLACK as usize] |= 1 << bit;
            }
        }
        geo
    }

    pub fn square_count(&self) -> usize {
        usize::from(self.size) * usize::from(self.half)
    }

    /// Square index 0.. (PDN number minus one, counted from the top left) to bit.
    pub fn bit_of_square(&self, square: usize) -> u8 {
        (square + square / usize::from(self.size)) as u8
    }

    pub fn square_of_bit(&self, bit: u8) -> usize {
        let bit = usize::from(bit);
        bit - bit / (usize::from(self.size) + 1)
    }

    /// Row 0 at the top; column 0 at the left.
    pub fn row_col(&self, bit: u8) -> (usize, usize) {
        let square = self.square_of_bit(bit);
        let half = usize::from(self.half);
        let row = square / half;
        (row, 2 * (square % half) + 1 - row % 2)
    }

    /// The bit of a dark square, or None for a light square or one off the board.
    pub fn bit_at(&self, row: usize, col: usize) -> Option<u8> {
        let size = usize::from(self.size);
        if row >= size || col >= size || (row + col).is_multiple_of(2) {
            return None;
        }
        Some(self.bit_of_square(row * usize::from(self.half) + col / 2))
    }

    /// The cell index of the app's `Layout::grid` (row * size + col).
    pub fn cell(&self, bit: u8) -> u16 {
        let (row, col) = self.row_col(bit);
        (row * usize::from(self.size) + col) as u16
    }

    pub fn bit_of_cell(&self, cell: u16) -> Option<u8> {
        let size = usize::from(self.size);
        self.bit_at(usize::from(cell) / size, usize::from(cell) % size)
    }

    /// The neighbour one step away in `dir`, if it is a square.
    #[inline]
    pub fn step(&self, bit: u8, dir: usize) -> Option<u8> {
        let next = i32::from(bit) + i32::from(self.offsets[dir]);
        (0..64)
            .contains(&next)
            .then_some(next as u8)
            .filter(|&n| self.squares >> n & 1 != 0)
    }

    /// Every bit of `set` moved one step in `dir`, dropping those that leave the board.
    #[inline]
    pub fn shift(&self, set: u64, dir: usize) -> u64 {
        let offset = self.offsets[dir];
        let moved = if offset < 0 {
            set >> (-offset) as u32
        } else {
            set << offset as u32
        };
        moved & self.squares
    }

    /// Directions a man of `side` moves in.
    pub fn forward(side: u8) -> [usize; 2] {
        if side == WHITE {
            [UP_LEFT, UP_RIGHT]
        } else {
            [DOWN_LEFT, DOWN_RIGHT]
        }
    }

    pub fn far_row(&self, side: u8) -> u64 {
        self.far_rows[usize::from(side)]
    }

    /// The opposite direction (for stepping back from a target to its origin).
    pub fn reverse(dir: usize) -> usize {
        3 - dir
    }
}

/// Iterates the set bits of a mask, lowest first.
pub struct Bits(pub u64);

impl Iterator for Bits {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(bit)
    }
}
