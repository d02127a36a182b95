//! The first start on a new desktop: a machine with no graphics adapter or no display gets a
//! message saying what to install and exit status 1, not a panic.

use std::process::Command;

fn leapfrog() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_leapfrog"));
    // Nothing here may reach a real window: the checks run before one opens.
    command
        .env_remove("WAYLAND_DISPLAY")
        .env("RUST_BACKTRACE", "1");
    command
}

#[test]
fn no_graphics_adapter_is_a_message_and_status_one() {
    let missing = std::env::temp_dir().join("leapfrog-no-such-vulkan-driver.json");
    let output = leapfrog()
        // A display is named (the check comes before any window), Vulkan has no driver, and
        // the player asked for Vulkan alone, so there is no OpenGL fallback.
        .env("DISPLAY", ":9999")
        .env("VK_ICD_FILENAMES", &missing)
        .env("VK_DRIVER_FILES", &missing)
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("the binary starts");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "stderr: {stderr}");
    assert!(
        stderr.contains("no graphics adapter was found (Vulkan)"),
        "stderr: {stderr}"
    );
    assert!(stderr.contains("mesa-vulkan-drivers"), "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}

#[test]
fn no_display_is_a_message_and_status_one() {
    let output = leapfrog()
        .env_remove("DISPLAY")
        .output()
        .expect("the binary starts");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "stderr: {stderr}");
    assert!(
        stderr.contains("neither DISPLAY nor WAYLAND_DISPLAY is set"),
        "stderr: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}

#[test]
fn the_command_line_needs_no_graphics() {
    let output = leapfrog()
        .env_remove("DISPLAY")
        .args(["perft", "reversi-8", "3"])
        .output()
        .expect("the binary starts");
    assert!(output.status.success());
}

#[test]
fn the_icon_is_written_as_a_png() {
    let file = std::env::temp_dir().join(format!("leapfrog-icon-{}.png", std::process::id()));
    let output = leapfrog()
        .args([
            "icon",
            file.to_str().expect("a UTF-8 temp path"),
            "--size",
            "48",
        ])
        .output()
        .expect("the binary starts");
    assert!(output.status.success());
    let bytes = std::fs::read(&file).expect("the icon was written");
    let _ = std::fs::remove_file(&file);
    assert_eq!(&bytes[1..4], b"PNG");
    // Width and height in the IHDR chunk.
    assert_eq!(&bytes[16..24], &[0, 0, 0, 48, 0, 0, 0, 48]);
    let refused = leapfrog()
        .args(["icon", "x.png", "--size", "5"])
        .output()
        .expect("the binary starts");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--size `5`"));
}

#[test]
fn the_desktop_entry_installs_and_uninstalls() {
    let root = std::env::temp_dir().join(format!("leapfrog-desktop-{}", std::process::id()));
    let bin = root.join("bin");
    std::fs::create_dir_all(&bin).expect("a temp folder");
    std::fs::copy(env!("CARGO_BIN_EXE_leapfrog"), bin.join("leapfrog")).expect("copied");
    let data = root.join("data");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/install-desktop.sh");
    let run = |extra: &[&str]| {
        Command::new("bash")
            .arg(script)
            .args(extra)
            .env("PREFIX", &root)
            .env("XDG_DATA_HOME", &data)
            .env("LEAPFROG_SKIP_BUILD", "1")
            .output()
            .expect("bash runs")
    };
    let installed = run(&[]);
    assert!(
        installed.status.success(),
        "{}",
        String::from_utf8_lossy(&installed.stderr)
    );
    let entry = std::fs::read_to_string(data.join("applications/leapfrog.desktop"))
        .expect("the entry was written");
    assert!(entry.contains(&format!("Exec={}", bin.join("leapfrog").display())));
    assert!(entry.contains("Icon=leapfrog") && entry.contains("Categories=Game;"));
    let icon = std::fs::read(data.join("icons/hicolor/256x256/apps/leapfrog.png")).expect("icon");
    assert_eq!(&icon[16..24], &[0, 0, 1, 0, 0, 0, 1, 0], "256x256");
    assert!(run(&["--uninstall"]).status.success());
    assert!(!data.join("applications/leapfrog.desktop").exists());
    let _ = std::fs::remove_dir_all(&root);
}
