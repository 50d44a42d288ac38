//! The app's icon, drawn with our own tiles: the five of dots and the red dragon standing on a
//! rounded square of table felt. One picture behind the desktop's icon set (hicolor PNGs and a
//! scalable SVG, written by `cargo run --example icons`) and the window's icon.

use super::raster::{RasterError, to_png};
use super::svg::to_svg;
use super::tile::{Face, TileLook, tile, tile_size};
use super::{Color32, Picture, Prim, Rect, pos2, vec2};
use crate::tiles::{Suit, Tile};

/// The icon's side in points (the SVG's view box; a PNG of `n` pixels is drawn at `n / SIDE`).
pub const SIDE: f32 = 512.0;

/// The sizes of the hicolor PNGs, in pixels (square).
pub const PNG_SIZES: [u32; 5] = [48, 64, 128, 256, 512];

/// The felt: a dark table green under the tiles' lighter green bodies.
const FELT: Color32 = Color32::from_rgb(0x1b, 0x5e, 0x45);
/// The felt's rim, a shade lighter.
const RIM: Color32 = Color32::from_rgb(0x2c, 0x80, 0x60);
/// The shadow a tile casts on the felt.
const SHADOW: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 0x55);

/// The icon as a picture of `SIDE` × `SIDE` points.
pub fn picture() -> Picture {
    let mut prims = Vec::new();
    let square = Rect::from_min_max(pos2(16.0, 16.0), pos2(SIDE - 16.0, SIDE - 16.0));
    prims.push(Prim::RoundRect {
        rect: square,
        radius: 104.0,
        fill: FELT,
    });
    prims.push(Prim::RoundRectStroke {
        rect: square.shrink(10.0),
        radius: 94.0,
        width: 8.0,
        color: RIM,
    });
    // Two tiles side by side, the red dragon a little lower, just over the dots' edge.
    let size = tile_size(290.0);
    let tiles = [
        (pos2(44.0, 72.0), Tile::suited(Suit::Dots, 5)),
        (pos2(SIDE - 44.0 - size.x, 140.0), Tile::honour(7)),
    ];
    for (at, t) in tiles {
        let Some(t) = t else { continue };
        let rect = Rect::from_min_size(at, size);
        prims.push(Prim::RoundRect {
            rect: rect.translate(vec2(10.0, 14.0)),
            radius: 36.0,
            fill: SHADOW,
        });
        prims.extend(tile(rect, Face::Tile(t), TileLook::default()));
    }
    Picture {
        size: vec2(SIDE, SIDE),
        prims,
    }
}

/// The icon as a PNG of `px` × `px` pixels, on a transparent ground.
pub fn png(px: u32) -> Result<Vec<u8>, RasterError> {
    to_png(&picture(), px as f32 / SIDE, None)
}

/// The icon as an SVG document (its view box `SIDE` points square; text as outlines).
pub fn svg() -> String {
    to_svg(&picture(), 1.0)
}

/// The hicolor PNG of 128 pixels kept in the repository, for the window's icon.
pub const WINDOW_PNG: &[u8] =
    include_bytes!("../../assets/linux/icons/hicolor/128x128/apps/tilewise.png");

/// The window's icon: the hicolor PNG of 128 pixels decoded, as straight (unpremultiplied)
/// RGBA; `None` if it cannot be decoded (the window then keeps eframe's own icon).
pub fn window_icon() -> Option<egui::IconData> {
    let pixmap = tiny_skia::Pixmap::decode_png(WINDOW_PNG).ok()?;
    let rgba = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Some(egui::IconData {
        rgba,
        width: pixmap.width(),
        height: pixmap.height(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn icons_dir() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/linux/icons/hicolor")
    }

    /// The committed PNG of `px` pixels, decoded (premultiplied RGBA).
    fn committed(px: u32) -> tiny_skia::Pixmap {
        let path = icons_dir().join(format!("{px}x{px}/apps/tilewise.png"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        tiny_skia::Pixmap::decode_png(&bytes).expect("a PNG")
    }

    #[test]
    fn the_committed_pngs_are_what_the_generator_draws_now() {
        for px in PNG_SIZES {
            let kept = committed(px);
            assert_eq!((kept.width(), kept.height()), (px, px), "{px} px");
            let drawn = tiny_skia::Pixmap::decode_png(&png(px).expect("drawn")).expect("decoded");
            // A rasteriser's rounding may differ by a unit between builds; the picture may not.
            let worst = kept
                .data()
                .iter()
                .zip(drawn.data())
                .map(|(a, b)| a.abs_diff(*b))
                .max()
                .unwrap_or(0);
            assert!(
                worst <= 2,
                "{px} px: the committed icon differs from the generator's by up to {worst} \
                 (run `cargo run --example icons -- assets/linux/icons`)"
            );
        }
    }

    #[test]
    fn the_committed_svg_is_what_the_generator_writes_now() {
        let path = icons_dir().join("scalable/apps/tilewise.svg");
        let kept = std::fs::read_to_string(&path).expect("the SVG");
        assert!(
            kept == svg(),
            "run `cargo run --example icons -- assets/linux/icons`"
        );
    }

    #[test]
    fn the_icon_is_opaque_felt_inside_and_transparent_at_its_corners() {
        let icon = committed(48);
        let corner = icon.pixel(0, 0).expect("pixel");
        assert_eq!(corner.alpha(), 0);
        // Between the two tiles, low on the square: felt.
        let felt = icon.pixel(24, 45).expect("pixel");
        assert_eq!(felt.alpha(), 255);
        // The centre of the red dragon's tile: its ivory face or the red glyph, never the felt.
        let dragon = icon.pixel(33, 28).expect("pixel");
        assert!(dragon.red() > 0xa0, "{dragon:?}");
    }

    #[test]
    fn the_window_icon_decodes_to_straight_rgba() {
        let icon = window_icon().expect("decoded");
        assert_eq!((icon.width, icon.height), (128, 128));
        assert_eq!(icon.rgba.len(), 128 * 128 * 4);
        assert_eq!(icon.rgba[3], 0, "a transparent corner");
    }
}
