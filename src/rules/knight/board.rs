//! The geometry of a rectangular board for a knight: squares numbered row by row from the top-left.

/// The eight knight jumps as (row, column) offsets.
pub const JUMPS: [(i32, i32); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];

/// The longest side a free board (`ROWSxCOLS`) may have.
pub const MAX_SIDE: u32 = 1000;

/// A rows x cols board; square `r * cols + c` is row r, column c, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub rows: u32,
    pub cols: u32,
}

impl Board {
    pub const fn new(rows: u32, cols: u32) -> Self {
        Self { rows, cols }
    }

    /// `ROWSxCOLS`, each side 1 to [`MAX_SIDE`].
    pub fn parse_size(text: &str) -> Result<Self, String> {
        let bad = || format!("`{text}` is not a board size of the form ROWSxCOLS (e.g. 8x8)");
        let (rows, cols) = text.split_once(['x', 'X']).ok_or_else(bad)?;
        let rows: u32 = rows.parse().map_err(|_| bad())?;
        let cols: u32 = cols.parse().map_err(|_| bad())?;
        if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
            return Err(format!("board sides must be 1 to {MAX_SIDE}, found {text}"));
        }
        Ok(Self::new(rows, cols))
    }

    pub const fn squares(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    pub const fn square(&self, row: u32, col: u32) -> u32 {
        row * self.cols + col
    }

    pub const fn row_col(&self, square: u32) -> (u32, u32) {
        (square / self.cols, square % self.cols)
    }

    /// The squares a knight on `square` can jump to.
    pub fn neighbours(&self, square: u32) -> impl Iterator<Item = u32> + '_ {
        let (row, col) = self.row_col(square);
        JUMPS.iter().filter_map(move |&(dr, dc)| {
            let (r, c) = (row as i32 + dr, col as i32 + dc);
            (r >= 0 && c >= 0 && (r as u32) < self.rows && (c as u32) < self.cols)
                .then(|| self.square(r as u32, c as u32))
        })
    }

    pub fn is_knight_move(&self, a: u32, b: u32) -> bool {
        let ((ra, ca), (rb, cb)) = (self.row_col(a), self.row_col(b));
        let (dr, dc) = (ra.abs_diff(rb), ca.abs_diff(cb));
        (dr == 1 && dc == 2) || (dr == 2 && dc == 1)
    }

    /// Squares of the corners' colour; on a board with an odd number of squares they are one more
    /// than the others, and every open tour starts and ends on them.
    pub fn is_corner_colour(&self, square: u32) -> bool {
        let (r, c) = self.row_col(square);
        (r + c) % 2 == 0
    }

    /// `R,C` with 1-based row and column, row 1 at the top.
    pub fn square_text(&self, square: u32) -> String {
        let (r, c) = self.row_col(square);
        format!("{},{}", r + 1, c + 1)
    }

    /// Parses `R,C` (1-based) into a square of this board.
    pub fn parse_square(&self, text: &str) -> Result<u32, String> {
        let bad = || format!("`{text}` is not a square of the form ROW,COL (e.g. 1,1)");
        let (r, c) = text.trim().split_once(',').ok_or_else(bad)?;
        let r: u32 = r.trim().parse().map_err(|_| bad())?;
        let c: u32 = c.trim().parse().map_err(|_| bad())?;
        if r == 0 || c == 0 || r > self.rows || c > self.cols {
            return Err(format!(
                "square {r},{c} is off the {}x{} board",
                self.rows, self.cols
            ));
        }
        Ok(self.square(r - 1, c - 1))
    }
}
