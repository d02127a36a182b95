use super::*;

fn all_starts_ok(rows: u32, cols: u32, kind: Kind) {
    let board = Board::new(rows, cols);
    for start in 0..board.squares() as u32 {
        match tour(board, start, kind) {
            Ok(path) => {
                assert_eq!(path[0], start);
                check_tour(board, &path, kind).unwrap();
            }
            Err(e) => panic!("{rows}x{cols} from {start}: {e}"),
        }
    }
}

#[test]
fn every_start_of_8x8_open_and_closed() {
    all_starts_ok(8, 8, Kind::Open);
    all_starts_ok(8, 8, Kind::Closed);
}

#[test]
fn no_tour_boards_are_named() {
    for (r, c) in [(3, 3), (4, 4), (3, 5), (6, 3), (2, 8), (1, 5)] {
        let err = tour(Board::new(r, c), 0, Kind::Open).unwrap_err();
        assert!(matches!(err, NoTour::Impossible(_)), "{r}x{c}");
    }
    for (r, c) in [(5, 5), (4, 9), (3, 4), (3, 6), (8, 3), (7, 9)] {
        let err = tour(Board::new(r, c), 0, Kind::Closed).unwrap_err();
        assert!(matches!(err, NoTour::Impossible(_)), "{r}x{c}");
    }
}

#[test]
fn the_minority_colour_of_5x5_has_no_open_tour() {
    let board = Board::new(5, 5);
    let mut from = 0;
    for start in 0..25 {
        match tour(board, start, Kind::Open) {
            Ok(path) => {
                check_tour(board, &path, Kind::Open).unwrap();
                from += 1;
            }
            Err(NoTour::Impossible(_)) => assert!(
                !board.is_corner_colour(start) || start != 0,
                "the corner of 5x5 has tours"
            ),
            Err(e) => panic!("{e}"),
        }
    }
    // 12 squares of the minority colour have none; some of the 13 majority squares have them.
    assert!((1..=13).contains(&from), "{from}");
}

#[test]
fn small_rectangles_have_tours_from_some_square() {
    for (r, c) in [(3, 4), (3, 7), (5, 6), (7, 9), (4, 5), (3, 10)] {
        let board = Board::new(r, c);
        let found = (0..board.squares() as u32)
            .filter_map(|s| tour(board, s, Kind::Open).ok())
            .inspect(|p| check_tour(board, p, Kind::Open).unwrap())
            .count();
        assert!(found > 0, "{r}x{c}");
    }
}

#[test]
fn block_built_boards_are_tours() {
    for (r, c) in [(13, 13), (13, 20), (20, 13), (15, 17), (24, 30)] {
        let board = Board::new(r, c);
        let middle = board.square(r / 2, c / 2 - (r / 2 + c / 2) % 2);
        for start in [0, middle, board.squares() as u32 - 1] {
            let path = tour(board, start, Kind::Open).unwrap_or_else(|e| panic!("{r}x{c}: {e}"));
            check_tour(board, &path, Kind::Open).unwrap();
            if closed_tour_impossible(board).is_none() {
                let path = tour(board, start, Kind::Closed).unwrap();
                check_tour(board, &path, Kind::Closed).unwrap();
            }
        }
    }
}

#[test]
fn a_prefix_that_cuts_off_a_corner_is_dead() {
    // 5x5: from the centre, step next to the corner's only two exits... simplest: a prefix that
    // isolates corner (0,0), whose neighbours are (1,2) and (2,1).
    let board = Board::new(5, 5);
    let prefix = [
        board.square(1, 2),
        board.square(3, 3),
        board.square(2, 1),
        board.square(0, 2),
    ];
    let mut search = PathSearch::new(board, &prefix, false, 0);
    assert_eq!(search.run(1_000_000), Found::None);
}

#[test]
fn narrow_strips_from_their_corners_and_closed_from_anywhere() {
    for (r, c) in [(3, 40), (40, 3), (3, 101)] {
        let board = Board::new(r, c);
        let path = tour(board, 0, Kind::Open).unwrap_or_else(|e| panic!("{r}x{c}: {e}"));
        check_tour(board, &path, Kind::Open).unwrap();
    }
    let board = Board::new(3, 40);
    for start in [0, 41, 119] {
        let path = tour(board, start, Kind::Closed).unwrap();
        assert_eq!(path[0], start);
        check_tour(board, &path, Kind::Closed).unwrap();
    }
}

#[test]
fn boards_four_wide_start_only_on_the_outer_lines() {
    let board = Board::new(4, 9);
    for start in 0..36 {
        let outer = !(9..27).contains(&start);
        match tour(board, start, Kind::Open) {
            Ok(path) => {
                assert!(outer, "{start}");
                check_tour(board, &path, Kind::Open).unwrap();
            }
            Err(NoTour::Impossible(_)) => assert!(!outer, "{start}"),
            Err(e) => panic!("{e}"),
        }
    }
}

/// Every square of a strip: a checked tour, or a proof there is none; never giving up.
fn every_start_is_decided(rows: u32, cols: u32) -> usize {
    let board = Board::new(rows, cols);
    let mut tours = 0;
    for start in 0..board.squares() as u32 {
        match tour(board, start, Kind::Open) {
            Ok(path) => {
                check_tour(board, &path, Kind::Open).unwrap();
                tours += 1;
            }
            Err(NoTour::Impossible(_)) => {}
            Err(e) => panic!("{rows}x{cols} from {}: {e}", board.square_text(start)),
        }
    }
    tours
}

#[test]
fn long_strips_four_wide_from_every_outer_square() {
    assert_eq!(every_start_is_decided(4, 31), 62);
    assert_eq!(every_start_is_decided(40, 4), 80);
    let board = Board::new(4, 1000);
    for start in [0, 500, 3999, board.square(3, 617)] {
        let path = tour(board, start, Kind::Open).unwrap();
        check_tour(board, &path, Kind::Open).unwrap();
    }
}

#[test]
fn strips_three_wide_from_every_corner_coloured_square() {
    // 3xn for odd n has 3(n+1)/2 - 1 squares of the corners' colour (the centre line has one
    // fewer), and a tour from each: the squares where the old search gave up are included.
    assert_eq!(every_start_is_decided(3, 21), 32);
    assert_eq!(every_start_is_decided(3, 31), 47);
    assert_eq!(every_start_is_decided(101, 3), 152);
    let board = Board::new(3, 999);
    for start in [
        board.square(1, 1),
        board.square(1, 499),
        board.square(2, 998),
    ] {
        let path = tour(board, start, Kind::Open).unwrap();
        check_tour(board, &path, Kind::Open).unwrap();
    }
    let board = Board::new(3, 1000);
    for start in [0, 1500, 2999, board.square(0, 333)] {
        let path = tour(board, start, Kind::Closed).unwrap();
        check_tour(board, &path, Kind::Closed).unwrap();
    }
}

/// Finishes `path` with the strip walk and with the exhaustive search: both find a tour or
/// neither does, and the walk's tour is checked and begins with the path. Whether one exists.
fn walk_agrees_with_search(board: Board, path: &[u32], closed: bool) -> bool {
    let searched = PathSearch::new(board, path, closed, 1).run(u64::MAX);
    let walked = strip::complete(board, path, closed);
    if let Some(tour) = &walked {
        assert_eq!(&tour[..path.len()], path);
        let kind = if closed { Kind::Closed } else { Kind::Open };
        check_tour(board, tour, kind).unwrap();
    }
    assert_eq!(
        matches!(searched, Found::Path(_)),
        walked.is_some(),
        "{}x{} closed {closed} from {path:?}",
        board.rows,
        board.cols
    );
    walked.is_some()
}

/// The strip walk against the exhaustive search, square by square, on every short strip.
#[test]
fn strip_walk_agrees_with_exhaustive_search() {
    for (rows, cols) in (3..=11)
        .map(|n| (3, n))
        .chain([(9, 3), (4, 5), (4, 8), (9, 4)])
    {
        let board = Board::new(rows, cols);
        for closed in [false, true] {
            for start in 0..board.squares() as u32 {
                walk_agrees_with_search(board, &[start], closed);
            }
        }
    }
}

#[test]
fn long_strips_four_wide_are_decided_by_the_strip_walk_too() {
    let board = Board::new(4, 40);
    for start in [0, 39, 120, 159] {
        let path = strip::tour(board, start, false).unwrap();
        check_tour(board, &path, Kind::Open).unwrap();
    }
    assert!(strip::tour(board, 41, false).is_none(), "inner line");
}

/// Started paths on strips, finished by the strip walk and by the exhaustive search: they agree
/// on whether a tour exists, and the walk's tour begins with the path.
#[test]
fn the_strip_walk_finishes_started_paths_as_the_search_does() {
    let mut checked = 0;
    for (rows, cols) in [(3, 10), (3, 11), (4, 9), (11, 3)] {
        let board = Board::new(rows, cols);
        for closed in [false, true] {
            for seed in 0..40u64 {
                let mut path = vec![(seed % board.squares() as u64) as u32];
                let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
                let steps = 2 + (seed % 9) as usize;
                while path.len() < steps {
                    let last = *path.last().unwrap();
                    let options: Vec<u32> = board
                        .neighbours(last)
                        .filter(|s| !path.contains(s))
                        .collect();
                    if options.is_empty() {
                        break;
                    }
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    path.push(options[(x % options.len() as u64) as usize]);
                }
                checked += usize::from(walk_agrees_with_search(board, &path, closed));
            }
        }
    }
    assert!(checked > 10, "only {checked} started paths had a tour");
}
