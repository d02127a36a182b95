//! A board compiled once: its cells, their names and places, and per cell and compass
//! direction the neighbour (rays follow neighbours). Grids, the star and graphs all end here.

use super::bits::Bits;
use super::compile::SpecError;
use super::spec::{Board, Dir, Names, Squares};
use crate::rules::CellShape;

/// The most cells a board may have (bit sets of 256; cells are `u8`, 0 to 255).
pub const MAX_CELLS: usize = 256;
/// The largest grid side.
pub const MAX_GRID_SIDE: usize = 16;

/// The compass directions in index order; `(d + 4) % 8` is `d`'s opposite.
pub const DIRS: [Dir; 8] = [
    Dir::N,
    Dir::NE,
    Dir::E,
    Dir::SE,
    Dir::S,
    Dir::SW,
    Dir::W,
    Dir::NW,
];

pub fn dir_index(dir: Dir) -> usize {
    DIRS.iter()
        .position(|&d| d == dir)
        .expect("every Dir is listed")
}

/// (row, column) step of each compass direction, rows down.
const GRID_STEP: [(i32, i32); 8] = [
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

/// What kind of board it is (for the view and for the zones that only some boards have).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Grid { rows: usize, cols: usize },
    Star,
    Graph,
}

#[derive(Clone, Debug)]
pub struct Geometry {
    pub shape: Shape,
    pub names: Vec<String>,
    /// Where each cell is drawn, in board units.
    pub positions: Vec<(f32, f32)>,
    pub width: f32,
    pub height: f32,
    pub cell_shape: CellShape,
    /// The lines drawn between points (graph boards).
    pub lines: Vec<(u8, u8)>,
    /// `neighbour[cell][dir]`, if there is one (every `u8` is a cell on a 256-cell board,
    /// so none is kept aside to mean "no neighbour").
    pub neighbour: Vec<[Option<u8>; 8]>,
    /// (row, column) of each grid cell (rows from the top).
    pub grid_place: Vec<(u8, u8)>,
    /// The directions any cell has a neighbour in.
    pub used_dirs: u8,
    /// A piece letter in the art per cell ('.' none), for the start position.
    pub art_marks: Vec<char>,
}

impl Geometry {
    pub fn cells(&self) -> usize {
        self.names.len()
    }

    pub fn all(&self) -> Bits {
        let mut bits = Bits::EMPTY;
        for c in 0..self.cells() {
            bits.set(c as u8);
        }
        bits
    }

    pub fn cell_named(&self, name: &str) -> Option<u8> {
        self.names
            .iter()
            .position(|n| n.eq_ignore_ascii_case(name))
            .map(|i| i as u8)
    }

    #[inline]
    pub fn step(&self, cell: u8, dir: usize) -> Option<u8> {
        self.neighbour[usize::from(cell)][dir]
    }
}

/// Builds the geometry of `board`.
pub fn build(board: &Board) -> Result<Geometry, SpecError> {
    match board {
        Board::Grid {
            art,
            squares,
            names,
            orthogonal_neighbours,
        } => grid(art, *squares, *names, *orthogonal_neighbours),
        Board::Star => Ok(star()),
        Board::Graph { points, lines } => graph(points, lines),
    }
}

fn grid(
    art: &[String],
    squares: Squares,
    names: Names,
    orthogonal_neighbours: bool,
) -> Result<Geometry, SpecError> {
    if orthogonal_neighbours && squares == Squares::All {
        return Err(SpecError::field(
            "board.orthogonal_neighbours",
            "only a board of dark squares takes it (on every square the rows and columns already lead on)",
        ));
    }
    let rows: Vec<Vec<char>> = art
        .iter()
        .map(|row| row.chars().filter(|c| !c.is_whitespace()).collect())
        .collect();
    let height = rows.len();
    let width = rows.first().map_or(0, Vec::len);
    if height == 0 || width == 0 {
        return Err(SpecError::field("board.art", "the art has no rows"));
    }
    if height > MAX_GRID_SIDE || width > MAX_GRID_SIDE {
        return Err(SpecError::field(
            "board.art",
            format!(
                "a grid is at most {MAX_GRID_SIDE}x{MAX_GRID_SIDE}; this one is {width}x{height}"
            ),
        ));
    }
    if let Some((i, row)) = rows.iter().enumerate().find(|(_, r)| r.len() != width) {
        return Err(SpecError::at(
            "board.art",
            art[i].clone(),
            format!(
                "row {} has {} cells where the first has {width}",
                i + 1,
                row.len()
            ),
        ));
    }
    // a1 is the lower left; `Dark` uses its colour, `DarkLowerRight` the other.
    let dark = |r: usize, c: usize| ((height - 1 - r) + c).is_multiple_of(2);
    let mut index = vec![vec![None; width]; height];
    let mut grid_place = Vec::new();
    let mut marks = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let wanted = match squares {
                Squares::All => true,
                Squares::Dark => dark(r, c),
                Squares::DarkLowerRight => !dark(r, c),
            };
            if ch == '#' || !wanted {
                if ch != '#' && ch != '.' {
                    return Err(SpecError::at(
                        "board.art",
                        art[r].clone(),
                        format!(
                            "row {}: a piece `{ch}` on a square that is not a cell (only the dark squares are used)",
                            r + 1
                        ),
                    ));
                }
                continue;
            }
            if grid_place.len() == MAX_CELLS {
                return Err(SpecError::field(
                    "board.art",
                    format!("a board has at most {MAX_CELLS} cells"),
                ));
            }
            index[r][c] = Some(grid_place.len() as u8);
            grid_place.push((r as u8, c as u8));
            marks.push(ch);
        }
    }
    if grid_place.is_empty() {
        return Err(SpecError::field("board.art", "the board has no cells"));
    }
    let cell_names = grid_place
        .iter()
        .enumerate()
        .map(|(i, &(r, c))| match names {
            Names::Algebraic => {
                let file = (b'a' + c) as char;
                format!("{file}{}", height - usize::from(r))
            }
            Names::Numbered => (i + 1).to_string(),
            Names::NumberedFromRight => {
                // Row by row from the top, each row right to left.
                let before = grid_place.iter().filter(|p| p.0 < r).count();
                let in_row_right = grid_place.iter().filter(|p| p.0 == r && p.1 > c).count();
                (before + in_row_right + 1).to_string()
            }
        })
        .collect();
    let neighbour = grid_place
        .iter()
        .map(|&(r, c)| {
            std::array::from_fn(|d| {
                let (mut dr, mut dc) = GRID_STEP[d];
                // The next square of the same colour along a row or column is two away.
                if orthogonal_neighbours && (dr == 0 || dc == 0) {
                    (dr, dc) = (2 * dr, 2 * dc);
                }
                let (nr, nc) = (i32::from(r) + dr, i32::from(c) + dc);
                if nr < 0 || nc < 0 || nr >= height as i32 || nc >= width as i32 {
                    None
                } else {
                    index[nr as usize][nc as usize]
                }
            })
        })
        .collect();
    let positions = grid_place
        .iter()
        .map(|&(r, c)| (f32::from(c), f32::from(r)))
        .collect();
    let cell_shape = if squares == Squares::All {
        CellShape::Square
    } else {
        CellShape::Checkered
    };
    Ok(finish(Geometry {
        shape: Shape::Grid {
            rows: height,
            cols: width,
        },
        names: cell_names,
        positions,
        width: width as f32,
        height: height as f32,
        cell_shape,
        lines: Vec::new(),
        neighbour,
        grid_place,
        used_dirs: 0,
        art_marks: marks,
    }))
}

fn star() -> Geometry {
    use crate::rules::chinese_checkers::board as native;
    let geo = native::geometry();
    let compass = |(dy, dx): (i8, i8)| match (dy, dx) {
        (0, 2) => Dir::E,
        (0, -2) => Dir::W,
        (-1, 1) => Dir::NE,
        (-1, -1) => Dir::NW,
        (1, 1) => Dir::SE,
        _ => Dir::SW,
    };
    let neighbour = (0..native::HOLES)
        .map(|h| {
            let mut row = [None; 8];
            for (i, &step) in native::DIRECTIONS.iter().enumerate() {
                let next = geo.neighbour[h][i];
                row[dir_index(compass(step))] = (next != native::NONE).then_some(next);
            }
            row
        })
        .collect();
    let positions = geo
        .place
        .iter()
        .map(|&(row, x)| (f32::from(x) * 0.5, f32::from(row) * 0.866))
        .collect();
    finish(Geometry {
        shape: Shape::Star,
        names: (0..native::HOLES as u8)
            .map(crate::rules::chinese_checkers::notation::hole_name)
            .collect(),
        positions,
        width: 13.0,
        height: 16.0 * 0.866 + 1.0,
        cell_shape: CellShape::Hole,
        lines: Vec::new(),
        neighbour,
        grid_place: Vec::new(),
        used_dirs: 0,
        art_marks: vec!['.'; native::HOLES],
    })
}

/// The compass direction nearest to the way from `a` to `b` (y down).
fn compass(a: (f32, f32), b: (f32, f32)) -> usize {
    let angle = (-(b.1 - a.1)).atan2(b.0 - a.0); // 0 = east, counter-clockwise
    let eighths = (angle / std::f32::consts::FRAC_PI_4).round() as i32;
    // east is index 2, north (eighths 2) index 0: index = 2 - eighths.
    (2 - eighths).rem_euclid(8) as usize
}

fn graph(points: &[super::spec::Point], lines: &[Vec<String>]) -> Result<Geometry, SpecError> {
    if points.is_empty() {
        return Err(SpecError::field("board.points", "the board has no points"));
    }
    if points.len() > MAX_CELLS {
        return Err(SpecError::field(
            "board.points",
            format!("a board has at most {MAX_CELLS} points"),
        ));
    }
    let names: Vec<String> = points.iter().map(|p| p.name.clone()).collect();
    for (i, name) in names.iter().enumerate() {
        if names[..i].iter().any(|n| n.eq_ignore_ascii_case(name)) {
            return Err(SpecError::at(
                "board.points",
                name.clone(),
                format!("two points are named `{name}`"),
            ));
        }
    }
    let positions: Vec<(f32, f32)> = points.iter().map(|p| (p.x, p.y)).collect();
    let mut neighbour = vec![[None; 8]; points.len()];
    let mut drawn = Vec::new();
    for line in lines {
        let mut cells = Vec::new();
        for name in line {
            let cell = names
                .iter()
                .position(|n| n.eq_ignore_ascii_case(name))
                .ok_or_else(|| {
                    SpecError::at(
                        "board.lines",
                        name.clone(),
                        format!("`{name}` is not a point of the board"),
                    )
                })?;
            cells.push(cell);
        }
        if cells.len() < 2 {
            return Err(SpecError::field(
                "board.lines",
                "a line joins at least two points",
            ));
        }
        for pair in cells.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let there = compass(positions[a], positions[b]);
            let back = (there + 4) % 8;
            for (from, to, d) in [(a, b, there), (b, a, back)] {
                let slot = &mut neighbour[from][d];
                if let Some(other) = *slot
                    && usize::from(other) != to
                {
                    return Err(SpecError::at(
                        "board.lines",
                        names[from].clone(),
                        format!(
                            "two lines leave `{}` in the same direction (to `{}` and `{}`)",
                            names[from],
                            names[usize::from(other)],
                            names[to]
                        ),
                    ));
                }
                *slot = Some(to as u8);
            }
            drawn.push((a as u8, b as u8));
        }
    }
    let (min_x, max_x) = positions.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
        (lo.min(p.0), hi.max(p.0))
    });
    let (min_y, max_y) = positions.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
        (lo.min(p.1), hi.max(p.1))
    });
    let positions = positions
        .iter()
        .map(|&(x, y)| (x - min_x, y - min_y))
        .collect();
    Ok(finish(Geometry {
        shape: Shape::Graph,
        names,
        positions,
        width: max_x - min_x + 1.0,
        height: max_y - min_y + 1.0,
        cell_shape: CellShape::Point,
        lines: drawn,
        neighbour,
        grid_place: Vec::new(),
        used_dirs: 0,
        art_marks: vec!['.'; points.len()],
    }))
}

fn finish(mut geo: Geometry) -> Geometry {
    geo.used_dirs = geo
        .neighbour
        .iter()
        .flat_map(|row| row.iter().enumerate())
        .filter(|(_, n)| n.is_some())
        .fold(0, |acc, (d, _)| acc | 1 << d);
    geo
}

#[cfg(test)]
mod tests {
    use super::*;

    fn art(rows: &[&str]) -> Vec<String> {
        rows.iter().map(|r| r.to_string()).collect()
    }

    #[test]
    fn a_dark_square_grid_numbers_as_pdn_does() {
        let rows = vec![". . . . . . . . . ."; 10];
        let geo = grid(&art(&rows), Squares::Dark, Names::Numbered, false).unwrap();
        assert_eq!(geo.cells(), 50);
        // Square 1 is the first dark square of the top row (b10), 46 is a1.
        assert_eq!(geo.grid_place[0], (0, 1));
        assert_eq!(geo.names[45], "46");
        assert_eq!(geo.grid_place[45], (9, 0));
        let alg = grid(&art(&rows), Squares::Dark, Names::Algebraic, false).unwrap();
        assert_eq!(alg.names[45], "a1");
        assert_eq!(alg.names[0], "b10");
        // a1's north-east neighbour is b2; it has no orthogonal neighbour on dark squares.
        let b2 = alg.cell_named("b2").unwrap();
        assert_eq!(alg.step(45, dir_index(Dir::NE)), Some(b2));
        assert_eq!(alg.step(45, dir_index(Dir::N)), None);
    }

    #[test]
    fn the_last_cell_of_a_full_16x16_grid_has_its_neighbours() {
        // Cell 255 (p1) once doubled as "no neighbour": Halma's corner piece could not move.
        let rows = vec![". . . . . . . . . . . . . . . ."; 16];
        let geo = grid(&art(&rows), Squares::All, Names::Algebraic, false).unwrap();
        assert_eq!(geo.cells(), 256);
        let p1 = geo.cell_named("p1").unwrap();
        let p2 = geo.cell_named("p2").unwrap();
        assert_eq!(p1, 255);
        assert_eq!(geo.step(p1, dir_index(Dir::N)), Some(p2));
        assert_eq!(geo.step(p2, dir_index(Dir::S)), Some(p1));
        assert_eq!(geo.step(p1, dir_index(Dir::S)), None);
        let o2 = geo.cell_named("o2").unwrap();
        assert_eq!(geo.step(o2, dir_index(Dir::SE)), Some(p1));
    }

    #[test]
    fn italian_numbers_run_from_the_right_on_light_squares() {
        let rows = vec!["........"; 8];
        let geo = grid(
            &art(&rows),
            Squares::DarkLowerRight,
            Names::NumberedFromRight,
            false,
        )
        .unwrap();
        assert_eq!(geo.cells(), 32);
        // The playing squares are h1's colour; in the top row a8, c8, e8, g8: 1 is g8.
        let alg = grid(
            &art(&rows),
            Squares::DarkLowerRight,
            Names::Algebraic,
            false,
        )
        .unwrap();
        let one = geo.names.iter().position(|n| n == "1").unwrap();
        assert_eq!(alg.names[one], "g8");
        assert!(alg.cell_named("h1").is_some() && alg.cell_named("a1").is_none());
    }

    #[test]
    fn graph_lines_give_compass_neighbours_and_clashes_are_refused() {
        let p = |name: &str, x: f32, y: f32| super::super::spec::Point {
            name: name.into(),
            x,
            y,
        };
        let points = vec![
            p("a", 0.0, 0.0),
            p("b", 1.0, 0.0),
            p("c", 2.0, 0.0),
            p("d", 1.0, 1.0),
        ];
        let lines = vec![vec!["a".to_string(), "b".into(), "c".into()]];
        let geo = graph(&points, &lines).unwrap();
        assert_eq!(geo.step(0, dir_index(Dir::E)), Some(1));
        assert_eq!(geo.step(2, dir_index(Dir::W)), Some(1));
        assert_eq!(geo.step(1, dir_index(Dir::S)), None);
        let clash = vec![
            vec!["a".to_string(), "b".into()],
            vec!["a".to_string(), "c".into()],
        ];
        let err = graph(&points, &clash).unwrap_err();
        assert!(err.message.contains("same direction"), "{}", err.message);
        let unknown = vec![vec!["a".to_string(), "z".into()]];
        assert!(
            graph(&points, &unknown)
                .unwrap_err()
                .message
                .contains("`z`")
        );
    }

    #[test]
    fn the_star_has_121_cells_with_six_neighbours_inside() {
        let geo = star();
        assert_eq!(geo.cells(), 121);
        let centre = geo.cell_named("i5").unwrap();
        let around = (0..8).filter(|&d| geo.step(centre, d).is_some()).count();
        assert_eq!(around, 6);
        assert_eq!(geo.names[0], "a1");
    }
}
