//! Renders our bundled ivory tile set: every face drawn by our tile art in ivory colours,
//! as PNG pictures of whole tiles, with its manifest.
//!
//! `cargo run --release --example ivory_set [DIR]` (default `assets/tilesets/ivory`).

fn main() -> std::process::ExitCode {
    use tilewise::tileset::ivory::{IVORY_HEIGHT_PX, write_ivory_set};
    let dir = std::env::args_os()
        .nth(1)
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| "assets/tilesets/ivory".into());
    match write_ivory_set(&dir, IVORY_HEIGHT_PX) {
        Ok(bytes) => {
            println!("{}: {bytes} bytes of pictures", dir.display());
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}: {e}", dir.display());
            std::process::ExitCode::from(2)
        }
    }
}
