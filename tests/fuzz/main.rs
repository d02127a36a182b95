//! A mutation fuzzer for every reader of outside text, on the stable toolchain: each target
//! gets inputs mutated from the shipped files, the fixtures and scripted sessions. No input
//! may panic, run longer than [`HANG_SECONDS`], or allocate more than [`MEMORY_LIMIT`]
//! bytes at once. A failing input is saved under `tests/fuzz/regressions/TARGET/`, and every
//! file there is replayed first on each run.
//!
//! `FUZZ_INPUTS` (default 300, CI's short run) inputs per target, `FUZZ_SEED`, and
//! `FUZZ_TARGETS` (comma-separated names) steer it; `scripts/fuzz.sh` runs 10^6 a target.

mod alloc;
mod mutate;
mod targets;

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[global_allocator]
static ALLOCATOR: alloc::Counting = alloc::Counting;

const HANG_SECONDS: u64 = 30;
const MEMORY_LIMIT: usize = 1 << 30;
const REGRESSIONS: &str = "tests/fuzz/regressions";

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The input being run, for the watchdog to save if it hangs.
struct Running {
    target: &'static str,
    input: Vec<u8>,
}

fn save_failure(target: &str, input: &[u8], why: &str) -> String {
    let dir = std::path::Path::new(REGRESSIONS).join(target);
    let _ = std::fs::create_dir_all(&dir);
    let name = format!("{:016x}", leapfrog::rules::hash_mix(fingerprint(input)));
    let path = dir.join(name);
    let _ = std::fs::write(&path, input);
    format!(
        "{target}: {why}; input saved as {} ({:?})",
        path.display(),
        String::from_utf8_lossy(&input[..input.len().min(400)])
    )
}

fn fingerprint(input: &[u8]) -> u64 {
    input.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// Runs one input; the error says what went wrong.
fn run_one(target: &targets::Target, input: &[u8]) -> Result<(), String> {
    let before = alloc::reset_peak();
    let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| (target.run)(input)));
    let grown = alloc::peak().saturating_sub(before);
    match outcome {
        Err(payload) => {
            let message = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Err(format!("panicked: {message}"))
        }
        Ok(()) if grown > MEMORY_LIMIT => Err(format!("allocated {grown} bytes")),
        Ok(()) => Ok(()),
    }
}

fn main() {
    let inputs = env_number("FUZZ_INPUTS", 300);
    let seed = env_number("FUZZ_SEED", 1);
    let only: Option<Vec<String>> = std::env::var("FUZZ_TARGETS")
        .ok()
        .map(|v| v.split(',').map(String::from).collect());
    // Panics are caught and reported per input; the default hook would print each one.
    std::panic::set_hook(Box::new(|_| {}));
    let running: Arc<Mutex<Option<Running>>> = Arc::default();
    let started = Arc::new(AtomicU64::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let clock = Instant::now();
    watchdog(running.clone(), started.clone(), done.clone(), clock);
    let mut failures = Vec::new();
    for target in targets::all() {
        if only
            .as_ref()
            .is_some_and(|o| !o.iter().any(|n| n == target.name))
        {
            continue;
        }
        let corpus = (target.corpus)();
        let regressions = regressions(target.name);
        let run_start = Instant::now();
        let mut mutator = mutate::Mutator::new(seed ^ fingerprint(target.name.as_bytes()), &corpus);
        let all = regressions
            .iter()
            .cloned()
            .chain(corpus.iter().cloned())
            .chain((0..inputs).map(|_| mutator.next(target.tokens)));
        let mut count = 0u64;
        for input in all {
            *running.lock().unwrap() = Some(Running {
                target: target.name,
                input: input.clone(),
            });
            started.store(clock.elapsed().as_millis() as u64, Ordering::SeqCst);
            if let Err(why) = run_one(&target, &input) {
                failures.push(save_failure(target.name, &input, &why));
            }
            count += 1;
        }
        let seconds = run_start.elapsed().as_secs_f64();
        println!(
            "fuzz {}: {count} inputs ({} regressions, {} corpus) in {seconds:.1} s, {:.0}/s",
            target.name,
            regressions.len(),
            corpus.len(),
            count as f64 / seconds.max(1e-9)
        );
    }
    done.store(true, Ordering::SeqCst);
    if !failures.is_empty() {
        for failure in &failures {
            eprintln!("{failure}");
        }
        eprintln!("{} failing inputs", failures.len());
        std::process::exit(1);
    }
}

/// Inputs that once failed, kept as regression tests.
fn regressions(target: &str) -> Vec<Vec<u8>> {
    let dir = std::path::Path::new(REGRESSIONS).join(target);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    paths.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

/// Ends the run if one input takes longer than [`HANG_SECONDS`], saving it first.
fn watchdog(
    running: Arc<Mutex<Option<Running>>>,
    started: Arc<AtomicU64>,
    done: Arc<AtomicBool>,
    clock: Instant,
) {
    std::thread::spawn(move || {
        while !done.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(500));
            let since = clock.elapsed().as_millis() as u64 - started.load(Ordering::SeqCst);
            if since > HANG_SECONDS * 1000
                && let Some(r) = running.lock().unwrap().as_ref()
            {
                eprintln!("{}", save_failure(r.target, &r.input, "hangs"));
                std::process::exit(1);
            }
        }
    });
}
