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

/// Where the bundled set's files are kept in the repository (and the name it is shown under
/// where its manifest gives none).
pub const IVORY_FOLDER: &str = "assets/tilesets/ivory";

/// The files of [`IVORY_FOLDER`], built into the binary: the installed app (which installs
/// only its binary) has the set with no file of its own. A test checks the list is the
/// folder's.
macro_rules! ivory_files {
    ($($name:literal,)*) => {
        &[$(($name, include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tilesets/ivory/", $name)) as &[u8]),)*]
    };
}

/// The bundled set's files: (file name, bytes).
pub const IVORY_FILES: &[(&str, &[u8])] = ivory_files!(
    "1m.png",
    "2m.png",
    "3m.png",
    "4m.png",
    "5m.png",
    "6m.png",
    "7m.png",
    "8m.png",
    "9m.png",
    "1p.png",
    "2p.png",
    "3p.png",
    "4p.png",
    "5p.png",
    "6p.png",
    "7p.png",
    "8p.png",
    "9p.png",
    "1s.png",
    "2s.png",
    "3s.png",
    "4s.png",
    "5s.png",
    "6s.png",
    "7s.png",
    "8s.png",
    "9s.png",
    "1z.png",
    "2z.png",
    "3z.png",
    "4z.png",
    "5z.png",
    "6z.png",
    "7z.png",
    "F1.png",
    "F2.png",
    "F3.png",
    "F4.png",
    "S1.png",
    "S2.png",
    "S3.png",
    "S4.png",
    "A1.png",
    "A2.png",
    "A3.png",
    "A4.png",
    "back.png",
    "tileset.ron",
);

/// The bundled ivory set, from the files built into the binary (decoded each call: a few
/// tens of milliseconds, to be done off the UI thread).
pub fn bundled() -> Result<super::TileSet, super::TileSetError> {
    let files = IVORY_FILES
        .iter()
        .map(|(name, bytes)| super::read::SetFile {
            name: (*name).to_string(),
            bytes: Ok(bytes.to_vec()),
        })
        .collect();
    super::TileSet::of_files(Path::new(IVORY_FOLDER), files)
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
    fn the_built_in_copy_is_the_folder_and_loads_complete() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(IVORY_FOLDER);
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .expect("the folder")
            .map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        on_disk.sort();
        let mut built_in: Vec<String> = IVORY_FILES.iter().map(|(n, _)| n.to_string()).collect();
        built_in.sort();
        assert_eq!(built_in, on_disk);
        for (name, bytes) in IVORY_FILES {
            assert_eq!(
                std::fs::read(dir.join(name)).expect("a file"),
                *bytes,
                "{name}"
            );
        }
        let set = bundled().expect("the built-in set");
        assert!(set.notices().is_empty(), "{:?}", set.notices());
        assert_eq!(set.name(), "Tilewise ivory");
    }

    #[test]
    fn the_manifest_reads() {
        let m = crate::tileset::parse_manifest(IVORY_MANIFEST).expect("manifest");
        assert_eq!(m.pictures, crate::art::faces::Framing::WholeTile);
    }
}
