//! Writes the app's icon set (`tilewise::art::icon`) as the freedesktop hicolor theme lays it
//! out: `OUT/hicolor/NxN/apps/tilewise.png` for N = 48, 64, 128, 256, 512 and
//! `OUT/hicolor/scalable/apps/tilewise.svg`. The committed set is made by
//! `cargo run --example icons -- assets/linux/icons` (a unit test checks it is up to date).

use std::path::{Path, PathBuf};
use tilewise::art::icon;

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    tilewise::files::write_atomic(path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    println!("{}: {} bytes", path.display(), bytes.len());
    Ok(())
}

fn run(out: &Path) -> Result<(), String> {
    let hicolor = out.join("hicolor");
    for px in icon::PNG_SIZES {
        let png = icon::png(px).map_err(|e| format!("{px} px: {e}"))?;
        write(&hicolor.join(format!("{px}x{px}/apps/tilewise.png")), &png)?;
    }
    write(
        &hicolor.join("scalable/apps/tilewise.svg"),
        icon::svg().as_bytes(),
    )
}

fn main() -> std::process::ExitCode {
    let out = std::env::args_os()
        .nth(1)
        .map_or_else(|| PathBuf::from("icons"), PathBuf::from);
    match run(&out) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("icons: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
