//! Tile sets from pictures: a club's own tiles, a photographed set, our bundled ivory set.
//! A set is a folder, or a `.zip` of one, holding one picture per tile named by its notation
//! (`1m` … `9m`, `1p` … `9p`, `1s` … `9s`, `1z` … `7z`, `F1` … `F4`, `S1` … `S4`, `A1` … `A4`,
//! `back`) as PNG, JPEG or WebP, and an optional manifest `tileset.ron` (`docs/formats.md`).
//!
//! - [`read`]: the files, within bounds (per file, per set; zip names and zip bombs).
//! - [`decode`]: one picture decoded once to RGBA, its size checked from its header first.
//! - [`manifest`]: the manifest.
//! - [`error`]: a set that cannot be used ([`TileSetError`]); what a usable set reports
//!   about its pictures ([`SetNotice`]): both render in the reader's language.
//! - [`ivory`]: our own ivory set, drawn by our tile art in other colours.
//!
//! A loaded [`TileSet`] hands its pictures to the tile art as [`PictureFaces`]
//! ([`TileSet::faces`], put in a [`crate::art::tile::TileLook`]): a face with a picture is
//! drawn with it by every output, one without (missing, refused) is drawn as built in.

pub mod decode;
pub mod error;
pub mod ivory;
pub mod manifest;
pub mod read;

pub use error::{PictureProblem, SetNotice, TileSetError};
pub use manifest::{Manifest, parse_manifest};
pub use read::input_files;

use crate::art::faces::{PictureFaces, every_face, face_name, face_of_name};
use crate::art::tile::Face;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The manifest's file name.
pub const MANIFEST: &str = "tileset.ron";
/// The most bytes of one picture file (and of the manifest).
pub const MAX_FILE_BYTES: u64 = 16 << 20;
/// The most bytes a set's files hold together.
pub const MAX_SET_BYTES: u64 = 64 << 20;
/// The most pixels of a picture's side.
pub const MAX_SIDE_PX: u32 = 4096;
/// The most files a set (or its zip) may hold.
pub const MAX_FILES: usize = 1000;
/// The longest side a picture is kept at (larger ones are scaled down once, on loading):
/// enough for a tile an inch tall printed at more than 600 dpi.
pub const STORED_SIDE_PX: u32 = 768;

/// A tile set, loaded: its pictures decoded, what it says about itself, what it lacks.
#[derive(Clone, Debug)]
pub struct TileSet {
    origin: PathBuf,
    manifest: Manifest,
    faces: PictureFaces,
    notices: Vec<SetNotice>,
}

impl TileSet {
    /// Loads the set in a folder or a `.zip`. Missing and unusable pictures are listed in
    /// [`TileSet::notices`] (their tiles are drawn as built in); a set that cannot be used
    /// at all is an error.
    pub fn load(path: &Path) -> Result<TileSet, TileSetError> {
        let files = read::read_set(path)?;
        TileSet::of_files(path, files)
    }

    /// A set made of files read already (`origin` names it where no manifest does): the
    /// pictures decoded, the manifest read, what is missing or refused listed.
    pub(crate) fn of_files(
        path: &Path,
        files: Vec<read::SetFile>,
    ) -> Result<TileSet, TileSetError> {
        let mut manifest = Manifest::default();
        let mut pictures = Vec::new();
        for file in files {
            if file.name.eq_ignore_ascii_case(MANIFEST) {
                let bytes = file.bytes.map_err(|e| TileSetError::Unreadable {
                    path: MANIFEST.into(),
                    error: e.to_string(),
                })?;
                let text = String::from_utf8_lossy(&bytes);
                manifest = parse_manifest(&text)?;
            } else {
                pictures.push(file);
            }
        }
        let mut faces = PictureFaces::new(manifest.pictures, manifest.aspect);
        let mut notices = Vec::new();
        let mut kept: Vec<(Face, String)> = Vec::new();
        for file in pictures {
            let stem = Path::new(&file.name)
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default();
            let Some(face) = face_of_name(stem) else {
                notices.push(SetNotice::Unknown { file: file.name });
                continue;
            };
            if let Some((_, first)) = kept.iter().find(|(f, _)| *f == face) {
                notices.push(SetNotice::Duplicate {
                    file: file.name,
                    kept: first.clone(),
                });
                continue;
            }
            match file.bytes.and_then(|bytes| decode::decode(&bytes)) {
                Ok(bitmap) => {
                    faces.set(face, Arc::new(bitmap));
                    kept.push((face, file.name));
                }
                Err(problem) => notices.push(SetNotice::Refused {
                    file: file.name,
                    problem,
                }),
            }
        }
        if faces.is_empty() {
            return Err(TileSetError::NothingUsable {
                path: path.display().to_string(),
            });
        }
        let missing: Vec<String> = every_face()
            .into_iter()
            .filter(|&f| faces.get(f).is_none())
            .map(face_name)
            .collect();
        if !missing.is_empty() {
            notices.insert(0, SetNotice::Missing { tiles: missing });
        }
        Ok(TileSet {
            origin: path.to_path_buf(),
            manifest,
            faces,
            notices,
        })
    }

    /// The pictures, for a [`crate::art::tile::TileLook`].
    pub fn faces(&self) -> &PictureFaces {
        &self.faces
    }

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// Where the set was loaded from.
    pub fn origin(&self) -> &Path {
        &self.origin
    }

    /// The set's name: the manifest's, else its folder's or file's.
    pub fn name(&self) -> String {
        if !self.manifest.name.trim().is_empty() {
            return self.manifest.name.clone();
        }
        self.origin
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    }

    /// What the set lacks or left out: tiles drawn as built in, files not used.
    pub fn notices(&self) -> &[SetNotice] {
        &self.notices
    }

    /// The faces drawn as built in (no usable picture).
    pub fn missing(&self) -> Vec<Face> {
        every_face()
            .into_iter()
            .filter(|&f| self.faces.get(f).is_none())
            .collect()
    }
}

#[cfg(test)]
pub(crate) mod test_utils {
    //! Sets made in a temporary folder by the tests.
    use std::io::Write;
    use std::path::Path;

    /// A plain picture of one colour as PNG.
    pub fn png(width: u32, height: u32, rgb: [u8; 3]) -> Vec<u8> {
        let mut out = std::io::Cursor::new(Vec::new());
        let [r, g, b] = rgb;
        image::RgbaImage::from_pixel(width, height, image::Rgba([r, g, b, 255]))
            .write_to(&mut out, image::ImageFormat::Png)
            .expect("png");
        out.into_inner()
    }

    /// Every face's file name.
    pub fn names() -> Vec<String> {
        crate::art::faces::every_face()
            .into_iter()
            .map(crate::art::faces::face_name)
            .collect()
    }

    /// A folder with every tile as a plain picture of `rgb`, but those in `skip`.
    pub fn folder(dir: &Path, rgb: [u8; 3], skip: &[&str]) {
        std::fs::create_dir_all(dir).expect("folder");
        let picture = png(30, 40, rgb);
        for name in names() {
            if !skip.contains(&name.as_str()) {
                std::fs::write(dir.join(format!("{name}.png")), &picture).expect("write");
            }
        }
    }

    /// A zip of `(name, bytes)` entries (stored, or deflated when `deflate`).
    pub fn zip(path: &Path, entries: &[(String, Vec<u8>)]) {
        let file = std::fs::File::create(path).expect("zip");
        let mut zip = zip::ZipWriter::new(file);
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored);
        for (name, bytes) in entries {
            zip.start_file(name.as_str(), options).expect("entry");
            zip.write_all(bytes).expect("bytes");
        }
        zip.finish().expect("finish");
    }
}

#[cfg(test)]
mod tests {
    use super::test_utils::*;
    use super::*;
    use crate::i18n::{I18n, Lang, message::Localized};

    fn temp() -> tempfile::TempDir {
        tempfile::tempdir().expect("temp dir")
    }

    #[test]
    fn a_full_folder_loads_every_face_with_no_notice() {
        let dir = temp();
        folder(dir.path(), [200, 0, 0], &[]);
        let set = TileSet::load(dir.path()).expect("set");
        assert!(set.notices().is_empty(), "{:?}", set.notices());
        assert!(set.missing().is_empty());
        let bitmap = set.faces().get(Face::Back).expect("back");
        assert_eq!(&bitmap.rgba()[..4], &[200, 0, 0, 255]);
    }

    #[test]
    fn missing_and_damaged_pictures_fall_back_and_are_listed() {
        let dir = temp();
        folder(dir.path(), [0, 0, 200], &["1m", "back"]);
        std::fs::write(dir.path().join("5p.png"), b"not a picture").expect("write");
        std::fs::write(dir.path().join("xyz.png"), png(2, 2, [0, 0, 0])).expect("write");
        let set = TileSet::load(dir.path()).expect("set");
        let notices = set.notices();
        assert_eq!(
            notices[0],
            SetNotice::Missing {
                tiles: vec!["1m".into(), "5p".into(), "back".into()]
            }
        );
        assert!(notices.contains(&SetNotice::Refused {
            file: "5p.png".into(),
            problem: PictureProblem::NotAPicture
        }));
        assert!(notices.contains(&SetNotice::Unknown {
            file: "xyz.png".into()
        }));
        // Every notice reads in every language, none as its raw id.
        for lang in [Lang::English, Lang::Russian, Lang::Polish] {
            for n in notices {
                let text = I18n::get(lang).message(&n.message());
                assert!(!text.contains("tileset-"), "{lang:?}: {text}");
            }
        }
    }

    #[test]
    fn a_picture_over_the_byte_bound_is_refused_unread() {
        let dir = temp();
        folder(dir.path(), [0, 90, 0], &[]);
        let file = std::fs::File::create(dir.path().join("2s.png")).expect("file");
        file.set_len(MAX_FILE_BYTES + 1).expect("grow");
        let set = TileSet::load(dir.path()).expect("set");
        assert!(set.notices().iter().any(|n| matches!(n,
            SetNotice::Refused { file, problem: PictureProblem::TooManyBytes { .. } } if file == "2s.png")));
    }

    #[test]
    fn a_second_picture_of_a_tile_is_left_out() {
        let dir = temp();
        folder(dir.path(), [0, 90, 0], &[]);
        std::fs::write(dir.path().join("1m.webp"), png(2, 2, [0, 0, 0])).expect("write");
        let set = TileSet::load(dir.path()).expect("set");
        assert_eq!(
            set.notices(),
            [SetNotice::Duplicate {
                file: "1m.webp".into(),
                kept: "1m.png".into()
            }]
        );
    }

    #[test]
    fn a_jpeg_and_a_webp_load_too() {
        let dir = temp();
        let picture = image::RgbImage::from_pixel(8, 8, image::Rgb([250, 250, 0]));
        picture
            .save_with_format(dir.path().join("1m.jpg"), image::ImageFormat::Jpeg)
            .expect("jpeg");
        image::RgbaImage::from_pixel(8, 8, image::Rgba([0, 250, 250, 255]))
            .save_with_format(dir.path().join("2m.webp"), image::ImageFormat::WebP)
            .expect("webp");
        let set = TileSet::load(dir.path()).expect("set");
        let one = Face::Tile(crate::tiles::Tile::from_index(0).expect("1m"));
        let two = Face::Tile(crate::tiles::Tile::from_index(1).expect("2m"));
        let px = |f| set.faces().get(f).map(|b| b.rgba()[..3].to_vec());
        let jpeg = px(one).expect("jpeg decoded");
        assert!(jpeg[0] > 230 && jpeg[2] < 30, "{jpeg:?}");
        assert_eq!(px(two), Some(vec![0, 250, 250]));
    }

    #[test]
    fn a_set_with_nothing_usable_or_no_folder_is_an_error() {
        let dir = temp();
        std::fs::write(dir.path().join("readme.txt"), b"hi").expect("write");
        assert!(matches!(
            TileSet::load(dir.path()),
            Err(TileSetError::NothingUsable { .. })
        ));
        assert!(matches!(
            TileSet::load(&dir.path().join("nowhere")),
            Err(TileSetError::Unreadable { .. })
        ));
        assert!(matches!(
            TileSet::load(&dir.path().join("readme.txt")),
            Err(TileSetError::NotASet { .. })
        ));
    }

    #[test]
    fn a_broken_manifest_names_its_line() {
        let dir = temp();
        folder(dir.path(), [1, 2, 3], &[]);
        std::fs::write(dir.path().join(MANIFEST), "(\n name: \"x\",\n size: 3)").expect("write");
        let e = TileSet::load(dir.path()).expect_err("refused");
        assert!(matches!(e, TileSetError::Manifest(_)));
        let text = I18n::get(Lang::Russian).message(&e.message());
        assert!(text.contains('3'), "{text}");
    }

    #[test]
    fn the_manifest_names_the_set_and_frames_its_pictures() {
        let dir = temp();
        folder(dir.path(), [1, 2, 3], &[]);
        std::fs::write(
            dir.path().join(MANIFEST),
            r#"(name: "Club", author: "Us", licence: "CC0", aspect: 0.7, pictures: WholeTile)"#,
        )
        .expect("write");
        let set = TileSet::load(dir.path()).expect("set");
        assert_eq!(set.name(), "Club");
        assert_eq!(set.faces().framing, crate::art::faces::Framing::WholeTile);
        assert_eq!(set.faces().aspect, Some(0.7));
    }

    #[test]
    fn a_zip_of_a_folder_loads_like_the_folder() {
        let dir = temp();
        let entries: Vec<(String, Vec<u8>)> = names()
            .into_iter()
            .map(|n| (format!("club set/{n}.png"), png(6, 8, [9, 9, 9])))
            .chain([("club set/readme.txt".into(), b"hi".to_vec())])
            .chain([("__MACOSX/club set/._1m.png".into(), b"junk".to_vec())])
            .collect();
        let path = dir.path().join("set.zip");
        zip(&path, &entries);
        let set = TileSet::load(&path).expect("set");
        assert!(set.notices().is_empty(), "{:?}", set.notices());
        assert_eq!(set.name(), "set");
    }

    #[test]
    fn a_zip_with_a_path_outside_or_scattered_pictures_is_refused() {
        let dir = temp();
        let path = dir.path().join("evil.zip");
        zip(
            &path,
            &[
                ("1m.png".into(), png(2, 2, [0, 0, 0])),
                ("../x.png".into(), png(2, 2, [0, 0, 0])),
            ],
        );
        assert!(matches!(
            TileSet::load(&path),
            Err(TileSetError::UnsafeName { name }) if name == "../x.png"
        ));
        zip(
            &path,
            &[
                ("a/1m.png".into(), png(2, 2, [0, 0, 0])),
                ("b/2m.png".into(), png(2, 2, [0, 0, 0])),
            ],
        );
        assert!(matches!(
            TileSet::load(&path),
            Err(TileSetError::Scattered { .. })
        ));
    }

    #[test]
    fn a_zip_bomb_stops_at_the_bound() {
        let dir = temp();
        let path = dir.path().join("bomb.zip");
        // A deflated entry that declares 100 bytes and unpacks to a megabyte: its declared
        // size is patched after writing, in the local header and the central directory.
        let file = std::fs::File::create(&path).expect("zip");
        let mut writer = zip::ZipWriter::new(file);
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        writer.start_file("1m.png", options).expect("entry");
        writer.write_all(&png(2, 2, [0, 0, 0])).expect("bytes");
        writer.start_file("2m.png", options).expect("entry");
        writer.write_all(&vec![0u8; 1 << 20]).expect("bytes");
        writer.finish().expect("finish");
        let mut bytes = std::fs::read(&path).expect("zip");
        let size = (1u32 << 20).to_le_bytes();
        let mut patched = 0;
        for i in 0..bytes.len().saturating_sub(4) {
            if bytes[i..i + 4] == size {
                bytes[i..i + 4].copy_from_slice(&100u32.to_le_bytes());
                patched += 1;
            }
        }
        assert_eq!(patched, 2);
        std::fs::write(&path, &bytes).expect("write");
        // Never read past what it declares, and the whole zip refused: a bomb is no damaged
        // picture to draw around.
        match TileSet::load(&path) {
            Err(TileSetError::ZipLies { name }) => assert_eq!(name, "2m.png"),
            Err(TileSetError::Zip { error, .. }) => assert!(error.contains("2m.png"), "{error}"),
            Ok(set) => panic!("a zip bomb was used: {:?}", set.notices()),
            Err(e) => panic!("{e}"),
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_among_the_pictures_is_no_picture_and_never_blocks() {
        let dir = temp();
        folder(dir.path(), [200, 0, 0], &["1m"]);
        let made = std::process::Command::new("mkfifo")
            .arg(dir.path().join("1m.png"))
            .status();
        assert!(made.expect("mkfifo").success());
        let set = TileSet::load(dir.path()).expect("the other pictures");
        assert!(
            set.notices().iter().any(|n| matches!(n,
                SetNotice::Refused { file, problem: PictureProblem::NotAPicture } if file == "1m.png")),
            "{:?}",
            set.notices()
        );
    }

    #[test]
    fn a_zip_entry_declared_over_the_bound_is_refused_unread() {
        let dir = temp();
        let path = dir.path().join("big.zip");
        let file = std::fs::File::create(&path).expect("zip");
        let mut writer = zip::ZipWriter::new(file);
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .large_file(false);
        writer.start_file("1m.png", options).expect("entry");
        writer.write_all(&png(2, 2, [0, 0, 0])).expect("bytes");
        writer.start_file("2m.png", options).expect("entry");
        let zeros = vec![0u8; 1 << 20];
        for _ in 0..17 {
            writer.write_all(&zeros).expect("bytes");
        }
        writer.finish().expect("finish");
        let set = TileSet::load(&path).expect("set");
        assert!(set.notices().iter().any(|n| matches!(n,
            SetNotice::Refused { file, problem: PictureProblem::TooManyBytes { .. } } if file == "2m.png")));
    }

    use std::io::Write;
}

/// The tiles chosen in View → Tiles, as the settings keep them.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TileChoice {
    /// Our vector art (in the style and size of the settings).
    #[default]
    BuiltIn,
    /// The ivory set built into the app.
    Ivory,
    /// A folder of pictures, or a `.zip` of one.
    Set(PathBuf),
}

impl TileChoice {
    /// Reads and decodes the set (slow: hundreds of milliseconds for a large set); `None` for
    /// the built-in art.
    pub fn load(&self) -> Option<Result<TileSet, TileSetError>> {
        match self {
            TileChoice::BuiltIn => None,
            TileChoice::Ivory => Some(ivory::bundled()),
            TileChoice::Set(path) => Some(TileSet::load(path)),
        }
    }

    /// Whether a dropped path is a tile set: a folder or a `.zip`.
    pub fn of_dropped(path: &Path) -> Option<TileChoice> {
        let zip = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("zip"));
        (path.is_dir() || zip).then(|| TileChoice::Set(path.to_path_buf()))
    }
}
