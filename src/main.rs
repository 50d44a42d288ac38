fn main() -> std::process::ExitCode {
    tilewise::cli::main()
}
