//! Our own tile set, bundled in `assets/tilesets/ivory/`: every face drawn by our tile art in
//! ivory colours ([`crate::art::tile::ivory_tile`]: ivory faces on a bamboo back, deeper
//! inks) and rasterised whole, border included, at a size fit for print. The pictures are
//! made by `cargo run --example ivory_set` (which calls [`write_ivory_set`]) and kept in the
//! repository, so the app and the tests load them as any club's set.

use crate::art::faces::{every_face, face_name};
use crate::art::tile::{ivory_tile, tile_size};
use crate::art::{Picture, Rect, pos2};
use std::path::Path;

/// The height of the bundled pictures, in pixels: a tile an inch tall at 300 dpi.
pub const IVORY_HEIGHT_PX: u32 = 300;

/// The bundled set's manifest.
pub const IVORY_MANIFEST: &str = r#"(
    name: "Tilewise ivory",
    author: "The Tilewise authors (drawn by our tile art, examples/ivory_set.rs)",
    licence: "MIT OR Apache-2.0",
    aspect: 0.74,
    pictures: WholeTile,
)
"#;

/// Why the set could not be made.
#[derive(Debug, thiserror::Error)]
pub enum IvoryError {
    #[error(transparent)]
    Raster(#[from] crate::art::raster::RasterError),
    #[error("PNG: {0}")]
    Png(#[from] image::ImageError),
    #[error(transparent)]
    Write(#[from] crate::files::WriteError),
}

/// One face as a whole tile `height_px` tall, transparent round its corners, as PNG bytes
/// (best compression).
pub fn ivory_png(face: crate::art::tile::Face, height_px: u32) -> Result<Vec<u8>, IvoryError> {
    use image::ImageEncoder;
    let size = tile_size(height_px as f32);
    let rect = Rect::from_min_size(pos2(0.0, 0.0), size);
    let picture = Picture {
        size,
        prims: ivory_tile(rect, face),
    };
    let pixmap = crate::art::raster::rasterise(&picture, 1.0, None)?;
    // tiny-skia keeps premultiplied pixels; PNG wants them straight.
    let mut rgba = Vec::with_capacity(pixmap.data().len());
    for px in pixmap.pixels() {
        let c = px.demultiply();
        rgba.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new_with_quality(
        &mut out,
        image::codecs::png::CompressionType::Best,
        image::codecs::png::FilterType::Adaptive,
    )
    .write_image(
        &rgba,
        pixmap.width(),
        pixmap.height(),
        image::ExtendedColorType::Rgba8,
    )?;
    Ok(out)
}

/// Writes every face's picture and the manifest into `dir` (made if missing).
pub fn write_ivory_set(dir: &Path, height_px: u32) -> Result<u64, IvoryError> {
    std::fs::create_dir_all(dir).map_err(|source| crate::files::WriteError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut total = 0;
    for face in every_face() {
        let png = ivory_png(face, height_px)?;
        total += png.len() as u64;
        crate::files::write_atomic(&dir.join(format!("{}.png", face_name(face))), &png)?;
    }
    crate::files::write_atomic(&dir.join(super::MANIFEST), IVORY_MANIFEST.as_bytes())?;
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tileset::TileSet;

    #[test]
    fn the_bundled_ivory_set_loads_complete() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/tilesets/ivory");
        let set = TileSet::load(&dir).expect("the bundled set");
        assert!(set.notices().is_empty(), "{:?}", set.notices());
        assert_eq!(set.name(), "Tilewise ivory");
        let back = set
            .faces()
            .get(crate::art::tile::Face::Back)
            .expect("a back");
        assert_eq!(back.height(), IVORY_HEIGHT_PX);
    }

    #[test]
    fn the_manifest_reads() {
        let m = crate::tileset::parse_manifest(IVORY_MANIFEST).expect("manifest");
        assert_eq!(m.pictures, crate::art::faces::Framing::WholeTile);
    }
}
