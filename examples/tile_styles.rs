//! Draws every tile in each style and size the app offers — classic at drill size (37 points)
//! and side-hand size (24), large (1.4×), high contrast at both sizes — as one PNG, one pixel
//! per point: `cargo run --example tile_styles -- docs/screenshots/tile-styles.png` (a second
//! argument, pixels per point, zooms in).

use tilewise::art::Color32;
use tilewise::art::diagram::tile_chart;
use tilewise::art::raster::to_png;
use tilewise::art::tile::{LARGE_SCALE, TileLook, TileStyle};

fn main() -> std::process::ExitCode {
    let mut args = std::env::args().skip(1);
    let path = args.next().unwrap_or_else(|| "tile-styles.png".into());
    // A second argument zooms (pixels per point), to look closely.
    let scale = args.next().and_then(|s| s.parse().ok()).unwrap_or(1.0_f32);
    let classic = TileLook::default();
    let contrast = TileLook {
        style: TileStyle::HighContrast,
        ..TileLook::default()
    };
    let large = format!("Large tiles: {:.0} px", 37.0 * LARGE_SCALE);
    let chart = tile_chart(&[
        ("Classic: 37 px (drill)", 37.0, classic),
        ("Classic: 24 px (replay side hands)", 24.0, classic),
        (&large, 37.0 * LARGE_SCALE, classic),
        ("High contrast: 37 px", 37.0, contrast),
        ("High contrast: 24 px", 24.0, contrast),
    ]);
    let written = to_png(&chart, scale, Some(Color32::WHITE))
        .map_err(|e| e.to_string())
        .and_then(|png| {
            tilewise::files::write_atomic(std::path::Path::new(&path), &png)
                .map_err(|e| e.to_string())
        });
    match written {
        Ok(()) => {
            println!(
                "{path}: {} × {} px",
                chart.size.x.ceil(),
                chart.size.y.ceil()
            );
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
