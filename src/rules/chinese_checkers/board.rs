//! The star board's geometry: 121 holes in 17 rows, their six neighbours and jump landings,
//! the six triangles, and the star's turn by 60 degrees. Holes are numbered row by row from
//! the top point (`a1` is 0, `q1` is 120). A hole's place is (row y, doubled column x):
//! neighbours in a row are 2 apart and rows are offset by 1 (GAMES.md section 7).

use std::sync::LazyLock;

pub const HOLES: usize = 121;
pub const ROWS: usize = 17;
/// Holes per row, `a` to `q`.
pub const ROW_LENGTHS: [u8; ROWS] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
/// No hole in that direction.
pub const NONE: u8 = u8::MAX;
/// The six directions in (row, doubled column) steps.
pub const DIRECTIONS: [(i8, i8); 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];
/// The centre hole `i5`, at (8, 12).
const CENTRE: (i32, i32) = (8, 12);

/// A bit set of holes.
pub type Holes = u128;

pub struct Geometry {
    /// (row, doubled column) of each hole.
    pub place: [(u8, u8); HOLES],
    /// Hole at (row, doubled column), or [`NONE`].
    grid: [[u8; 25]; ROWS],
    /// Adjacent hole per direction, or [`NONE`].
    pub neighbour: [[u8; 6]; HOLES],
    /// The hole two steps on per direction (where a jump lands), or [`NONE`].
    pub landing: [[u8; 6]; HOLES],
    /// Each seat's home triangle, seat 1 at index 0.
    pub triangle: [Holes; 6],
    /// The hole reached by turning the star 60 degrees clockwise.
    pub turn: [u8; HOLES],
    /// Steps between two holes on the hexagonal grid.
    distance: Vec<u8>,
}

/// The first hole of each row and its first doubled column.
fn row_start(row: usize) -> u8 {
    match row {
        0..=3 => 12 - row as u8,
        4..=8 => row as u8 - 4,
        9..=12 => 12 - row as u8,
        _ => row as u8 - 4,
    }
}

impl Geometry {
    fn build() -> Self {
        let mut place = [(0, 0); HOLES];
        let mut grid = [[NONE; 25]; ROWS];
        let mut hole = 0usize;
        for (row, &len) in ROW_LENGTHS.iter().enumerate() {
            for i in 0..len {
                let x = row_start(row) + 2 * i;
                place[hole] = (row as u8, x);
                grid[row][usize::from(x)] = hole as u8;
                hole += 1;
            }
        }
        let at = |y: i32, x: i32| -> u8 {
            if (0..ROWS as i32).contains(&y) && (0..25).contains(&x) {
                grid[y as usize][x as usize]
            } else {
                NONE
            }
        };
        let mut neighbour = [[NONE; 6]; HOLES];
        let mut landing = [[NONE; 6]; HOLES];
        for h in 0..HOLES {
            let (y, x) = (i32::from(place[h].0), i32::from(place[h].1));
            for (d, &(dy, dx)) in DIRECTIONS.iter().enumerate() {
                let (dy, dx) = (i32::from(dy), i32::from(dx));
                neighbour[h][d] = at(y + dy, x + dx);
                landing[h][d] = at(y + 2 * dy, x + 2 * dx);
            }
        }
        let mut turn = [NONE; HOLES];
        for h in 0..HOLES {
            // Axial coordinates around the centre: q = (dx - dy) / 2, r = dy; a clockwise
            // sixth of a turn on screen (y down) maps (q, r, s) to (-r, -s, -q).
            let dy = i32::from(place[h].0) - CENTRE.0;
            let dx = i32::from(place[h].1) - CENTRE.1;
            let (q, r) = ((dx - dy) / 2, dy);
            let s = -q - r;
            let (q2, r2) = (-r, -s);
            turn[h] = at(r2 + CENTRE.0, 2 * q2 + r2 + CENTRE.1);
        }
        let mut distance = vec![0u8; HOLES * HOLES];
        for a in 0..HOLES {
            for b in 0..HOLES {
                distance[a * HOLES + b] = hex_distance(place[a], place[b]);
            }
        }
        let mut geometry = Self {
            place,
            grid,
            neighbour,
            landing,
            triangle: [0; 6],
            turn,
            distance,
        };
        geometry.triangle = std::array::from_fn(|seat| geometry.make_triangle(seat as u8 + 1));
        geometry
    }

    /// The triangle of seat 1 to 6, from the row letters of GAMES.md.
    fn make_triangle(&self, seat: u8) -> Holes {
        let mut set = 0;
        for h in 0..HOLES {
            let (row, _) = self.place[h];
            let index = self.index_in_row(h as u8);
            let len = ROW_LENGTHS[usize::from(row)];
            let inside = match seat {
                1 => row >= 13,
                4 => row <= 3,
                3 => (4..=7).contains(&row) && index < 8 - row,
                5 => (4..=7).contains(&row) && index >= len - (8 - row),
                2 => (9..=12).contains(&row) && index < row - 8,
                6 => (9..=12).contains(&row) && index >= len - (row - 8),
                _ => false,
            };
            if inside {
                set |= 1 << h;
            }
        }
        set
    }

    /// 0-based place of a hole in its row.
    pub fn index_in_row(&self, hole: u8) -> u8 {
        let (row, x) = self.place[usize::from(hole)];
        (x - row_start(usize::from(row))) / 2
    }

    /// The hole at a row and 0-based index in that row.
    pub fn hole_at(&self, row: usize, index: usize) -> Option<u8> {
        let len = usize::from(*ROW_LENGTHS.get(row)?);
        if index >= len {
            return None;
        }
        let x = usize::from(row_start(row)) + 2 * index;
        Some(self.grid[row][x])
    }

    /// Steps between two holes.
    pub fn distance(&self, a: u8, b: u8) -> u8 {
        self.distance[usize::from(a) * HOLES + usize::from(b)]
    }

    /// Seat 1 to 6's home triangle.
    pub fn home(&self, seat: u8) -> Holes {
        self.triangle[usize::from(seat - 1)]
    }

    /// The triangle seat 1 to 6 races to (the opposite one).
    pub fn target(&self, seat: u8) -> Holes {
        self.home(opposite(seat))
    }

    /// The point of the target triangle, the hole farthest from the seat's home.
    pub fn target_tip(&self, seat: u8) -> u8 {
        self.turned(0, (seat + 5) % 6)
    }

    /// A hole turned `sixths` times clockwise.
    pub fn turned(&self, hole: u8, sixths: u8) -> u8 {
        (0..sixths % 6).fold(hole, |h, _| self.turn[usize::from(h)])
    }
}

/// The seat across the board.
pub fn opposite(seat: u8) -> u8 {
    (seat + 2) % 6 + 1
}

fn hex_distance(a: (u8, u8), b: (u8, u8)) -> u8 {
    let dy = (i32::from(a.0) - i32::from(b.0)).abs();
    let dx = (i32::from(a.1) - i32::from(b.1)).abs();
    // On doubled columns: each row step also covers one column.
    (dy + (dx - dy).max(0) / 2) as u8
}

/// The one geometry, built on first use.
pub fn geometry() -> &'static Geometry {
    static GEOMETRY: LazyLock<Geometry> = LazyLock::new(Geometry::build);
    &GEOMETRY
}

/// The holes of a set, lowest first.
pub fn holes_of(mut set: Holes) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let h = set.trailing_zeros() as u8;
            set &= set - 1;
            h
        })
    })
}

pub fn bit(hole: u8) -> Holes {
    1 << hole
}
