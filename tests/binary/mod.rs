//! Runs the `leapfrog` binary for the command-line tests.

use std::process::Command;

/// Exit status and stdout followed by stderr.
pub fn leapfrog(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().unwrap_or(-1), text)
}
