fn main() -> std::process::ExitCode {
    let started = std::time::Instant::now();
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    // `tilewise FILE` opens the app on FILE; see `tilewise --help` for the rule.
    match tilewise::app::launch::route(&args, tilewise::app::launch::is_file) {
        tilewise::app::launch::Route::App(files) => tilewise::app::launch::start(started, files),
        tilewise::app::launch::Route::Cli => tilewise::cli::main(),
    }
}
