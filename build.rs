//! Compiles every data file under `levels/` into the binary (the command line and the browser
//! build have no `levels/` folder to read): writes a table of every `.ron` file, path and
//! text, sorted by path. Every game's folder is compiled the same way.

use std::path::{Path, PathBuf};

fn collect(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, found);
        } else if path.extension().is_some_and(|e| e == "ron") {
            found.push(path);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let levels = root.join("levels");
    println!("cargo:rerun-if-changed=levels");
    let mut files = Vec::new();
    collect(&levels, &mut files);
    files.sort();
    let mut table = String::from("&[\n");
    for file in &files {
        // Folders are watched too, so that a new level file triggers a rebuild.
        println!("cargo:rerun-if-changed={}", file.display());
        if let Some(dir) = file.parent() {
            println!("cargo:rerun-if-changed={}", dir.display());
        }
        let relative = file
            .strip_prefix(&root)
            .expect("under the manifest dir")
            .to_string_lossy()
            .replace('\\', "/");
        table.push_str(&format!(
            "    ({relative:?}, include_str!({:?})),\n",
            file.to_string_lossy()
        ));
    }
    table.push(']');
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    std::fs::write(out.join("shipped_levels.rs"), table).expect("OUT_DIR is writable");
}
