//! `leapfrog tour ROWSxCOLS [--from R,C] [--closed]`: a knight's tour on one line, or
//! `no tour: reason`.

use std::io::Write;

use crate::ai::knight::{self, Kind, NoTour};
use crate::rules::knight::Board;

const USAGE: &str = "usage: leapfrog tour ROWSxCOLS [--from R,C] [--closed]";

pub fn run(args: &[String], out: &mut dyn Write) -> Result<i32, String> {
    let Some((size, flags)) = args.split_first() else {
        return Err(USAGE.into());
    };
    let board = Board::parse_size(size)?;
    let (mut start, mut kind) = (board.square(0, 0), Kind::Open);
    let mut flags = flags.iter();
    while let Some(flag) = flags.next() {
        match flag.as_str() {
            "--closed" => kind = Kind::Closed,
            "--from" => {
                let square = flags.next().ok_or("--from needs a square R,C")?;
                start = board.parse_square(square)?;
            }
            other => return Err(format!("unknown option `{other}`\n{USAGE}")),
        }
    }
    match knight::tour(board, start, kind) {
        Ok(tour) => {
            let mut line = String::with_capacity(tour.len() * 8);
            for (i, &sq) in tour.iter().enumerate() {
                if i > 0 {
                    line.push(' ');
                }
                let (r, c) = board.row_col(sq);
                line.push_str(&(r + 1).to_string());
                line.push(',');
                line.push_str(&(c + 1).to_string());
            }
            line.push('\n');
            out.write_all(line.as_bytes()).map_err(super::io)?;
            Ok(0)
        }
        Err(NoTour::Impossible(why)) => {
            writeln!(out, "no tour: {why}").map_err(super::io)?;
            Ok(1)
        }
        Err(NoTour::GaveUp(why)) => {
            writeln!(out, "no tour found: {why}").map_err(super::io)?;
            Ok(1)
        }
    }
}
