//! Runs the `leapfrog` binary for the command-line tests.

use std::process::Command;

/// Exit status and stdout followed by stderr.
#[allow(dead_code)]
pub fn leapfrog(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        // Engines measure their time in work: the same moves on a busy machine.
        .env("LEAPFROG_WORK_CLOCK", "1")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().unwrap_or(-1), text)
}

/// Runs the binary with `script` on its standard input; returns what it printed on its
/// standard output once the input ran out. A protocol session (GTP, Hub) in one call.
#[allow(dead_code)]
pub fn session(args: &[&str], script: &str) -> String {
    session_bytes(args, script.as_bytes().to_vec())
}

/// Like [`session`] with any bytes on the input (garbage, very long lines); the input is
/// written from another thread so a large script cannot block on a full output pipe.
#[allow(dead_code)]
pub fn session_bytes(args: &[&str], script: Vec<u8>) -> String {
    session_with_env(args, &[], script).0
}

/// Like [`session_bytes`] with environment variables set; returns stdout and stderr.
#[allow(dead_code)]
pub fn session_with_env(
    args: &[&str],
    env: &[(&str, &std::ffi::OsStr)],
    script: Vec<u8>,
) -> (String, String) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_leapfrog"))
        // Engines measure their time in work: the same moves on a busy machine.
        .env("LEAPFROG_WORK_CLOCK", "1")
        .args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || {
        // The engine may quit before reading everything; that is its right.
        let _ = stdin.write_all(&script);
    });
    let out = child.wait_with_output().expect("the binary ends");
    writer.join().expect("the writer ends");
    assert!(out.status.success(), "exit {}", out.status);
    (
        String::from_utf8(out.stdout).expect("UTF-8 output"),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
