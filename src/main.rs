fn main() -> std::process::ExitCode {
    let started = std::time::Instant::now();
    if std::env::args_os().len() > 1 {
        return tilewise::cli::main();
    }
    match tilewise::app::run(started) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tilewise: the window could not be opened: {e}");
            eprintln!("The command-line tools still work: tilewise --help");
            std::process::ExitCode::FAILURE
        }
    }
}
