//! Before the window opens on desktop: is there a display to open it on, and a graphics adapter
//! to draw with? Bevy's renderer panics with a backtrace when it finds no adapter; a player on
//! a fresh machine gets a message saying what to install instead, and exit status 1.
//!
//! The renderer is asked the same question Bevy will ask: an adapter for the backends that
//! `WGPU_BACKEND` names, else for any this build has (Vulkan on Linux). There is no OpenGL
//! fallback: tried with Bevy 0.19 on Mesa's llvmpipe under X11, wgpu's GL backend finds an
//! adapter but no present mode for the window, and the renderer panics; Mesa's Vulkan driver
//! (lavapipe) draws in software instead.

use bevy::render::settings::Backends;

/// The message for a machine where nothing can draw.
pub fn no_adapter_message(tried: &str) -> String {
    let linux = if cfg!(target_os = "linux") {
        "\n  On Debian or Ubuntu: sudo apt-get install mesa-vulkan-drivers libgl1-mesa-dri\n  \
         (Mesa's drivers; they draw in software when there is no GPU), then start Leapfrog again.\n  \
         With an NVIDIA or AMD card, install its vendor's Vulkan driver instead."
    } else {
        "\n  Install or update the graphics card's driver, then start Leapfrog again."
    };
    format!(
        "Leapfrog cannot start: no graphics adapter was found ({tried}).{linux}\n  \
         The command line works without graphics: leapfrog --help"
    )
}

/// The message for a desktop session with no display to open a window on.
pub fn no_display_message() -> String {
    "Leapfrog cannot open its window: neither DISPLAY nor WAYLAND_DISPLAY is set \
     (no X11 or Wayland session).\n  Start it from a desktop session, or under a virtual \
     display: xvfb-run -a leapfrog\n  The command line works without a display: leapfrog --help"
        .to_string()
}

fn has_adapter(backends: Backends) -> bool {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let options = wgpu::RequestAdapterOptions::default();
    bevy::tasks::block_on(instance.request_adapter(&options)).is_ok()
}

fn backend_names(backends: Backends) -> String {
    let named = [
        (Backends::VULKAN, "Vulkan"),
        (Backends::GL, "OpenGL"),
        (Backends::METAL, "Metal"),
        (Backends::DX12, "DirectX 12"),
    ];
    let found: Vec<&str> = named
        .iter()
        .filter(|(b, _)| backends.contains(*b))
        .map(|(_, name)| *name)
        .collect();
    if found.is_empty() {
        "no backend".into()
    } else {
        found.join(", ")
    }
}

/// Looks for a display and an adapter the way the renderer will.
pub fn check() -> Result<(), String> {
    if cfg!(target_os = "linux")
        && std::env::var_os("DISPLAY").is_none()
        && std::env::var_os("WAYLAND_DISPLAY").is_none()
    {
        return Err(no_display_message());
    }
    let backends = Backends::from_env().unwrap_or(Backends::all());
    if has_adapter(backends) {
        return Ok(());
    }
    Err(no_adapter_message(&backend_names(
        backends & wgpu::Instance::enabled_backend_features(),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_messages_say_what_is_missing_and_what_to_do() {
        let message = no_adapter_message("Vulkan");
        assert!(message.contains("no graphics adapter was found (Vulkan)"));
        if cfg!(target_os = "linux") {
            assert!(message.contains("mesa-vulkan-drivers"));
        }
        assert!(no_display_message().contains("xvfb-run"));
    }

    #[test]
    fn backends_are_named_for_the_player() {
        assert_eq!(
            backend_names(Backends::VULKAN | Backends::GL),
            "Vulkan, OpenGL"
        );
        assert_eq!(backend_names(Backends::empty()), "no backend");
    }
}
