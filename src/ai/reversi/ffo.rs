//! The FFO endgame test positions #40 to #49 with their published exact scores: the
//! solver's tests and the bench read them.

/// One position: its number, the OBF text (`BOARD SIDE`) and the exact margin.
pub struct FfoPosition {
    pub number: u32,
    pub position: String,
    pub score: i32,
}

const TABLE: &str = include_str!("ffo.txt");

pub fn positions() -> Vec<FfoPosition> {
    TABLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            FfoPosition {
                number: words[0].parse().expect("a position number"),
                position: format!("{} {}", words[1], words[2]),
                score: words[3].parse().expect("a score"),
            }
        })
        .collect()
}
