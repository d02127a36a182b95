//! `leapfrog`: with no arguments the game (when built with the `gui` feature), otherwise a
//! headless subcommand.

#[cfg(target_arch = "wasm32")]
fn main() {
    leapfrog::app::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        #[cfg(feature = "gui")]
        {
            leapfrog::app::run();
            return;
        }
    }
    let stdin = Box::new(std::io::BufReader::new(std::io::stdin()));
    let code = leapfrog::cli::run(&args, stdin, &mut std::io::stdout());
    std::process::exit(code);
}
