//! Every character the player can read has a glyph in the embedded UI font: the Chinese
//! messages, the level titles in the data files, and the symbols the screens draw (a missing
//! glyph shows as an empty box in egui). Both fonts are checked: the desktop's full subset and
//! the browser's smaller start-up font (`scripts/web-font.py`).

use std::collections::BTreeSet;
use std::path::Path;

const FONTS: [(&str, &[u8]); 2] = [
    (
        "NotoSansSC-subset.otf",
        include_bytes!("../assets/fonts/NotoSansSC-subset.otf"),
    ),
    (
        "NotoSansSC-web.otf",
        include_bytes!("../assets/fonts/NotoSansSC-web.otf"),
    ),
];

fn files_under(dir: &Path, ext: &str, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files_under(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// The characters outside ASCII in the given files' text, with a file each was seen in.
fn characters(paths: &[std::path::PathBuf]) -> Vec<(char, String)> {
    let mut seen = BTreeSet::new();
    let mut found = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).unwrap();
        for c in text.chars().filter(|c| !c.is_ascii()) {
            if seen.insert(c) {
                found.push((c, path.display().to_string()));
            }
        }
    }
    found
}

fn missing(characters: &[(char, String)]) -> Vec<String> {
    let mut missing = Vec::new();
    for (font, bytes) in FONTS {
        let face = ttf_parser::Face::parse(bytes, 0).expect("the UI font parses");
        missing.extend(
            characters
                .iter()
                .filter(|(c, _)| face.glyph_index(*c).is_none())
                .map(|(c, file)| format!("{c:?} U+{:04X} in {file}, not in {font}", *c as u32)),
        );
    }
    missing
}

#[test]
fn the_font_covers_every_translated_message() {
    let mut files = Vec::new();
    files_under(Path::new("assets/i18n"), "ftl", &mut files);
    assert_eq!(files.len(), 2);
    let found = characters(&files);
    assert!(
        found.len() > 300,
        "only {} distinct characters",
        found.len()
    );
    assert_eq!(missing(&found), Vec::<String>::new());
}

#[test]
fn the_font_covers_every_level_title() {
    let mut files = Vec::new();
    files_under(Path::new("levels"), "ron", &mut files);
    let found = characters(&files);
    assert!(!found.is_empty());
    assert_eq!(missing(&found), Vec::<String>::new());
}

#[test]
fn the_font_covers_the_symbols_the_screens_draw() {
    let mut files = Vec::new();
    files_under(Path::new("src/app"), "rs", &mut files);
    // Source comments may use any character; only what sits in string literals is drawn.
    let drawn: Vec<(char, String)> = characters(&files)
        .into_iter()
        .filter(|(c, file)| {
            let text = std::fs::read_to_string(file).unwrap();
            text.lines().any(|line| {
                let code = line.split("//").next().unwrap_or("");
                code.contains('"') && code.contains(*c)
            })
        })
        .collect();
    assert_eq!(missing(&drawn), Vec::<String>::new());
}
