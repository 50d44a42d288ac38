//! What can go wrong with a tile set: a whole set that cannot be used ([`TileSetError`]), and
//! what a usable set reports about its pictures ([`SetNotice`], [`PictureProblem`]). Each
//! renders in the reader's language ([`Localized`]).

use crate::i18n::Localized;
use crate::i18n::Message;

/// Why one picture was not used (its tile is drawn as built in).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PictureProblem {
    /// Larger than a picture may be, in bytes.
    #[error("{bytes} bytes, more than {limit}")]
    TooManyBytes { bytes: u64, limit: u64 },
    /// Larger than a picture may be, in pixels (read from its header, never decoded).
    #[error("{width} × {height} pixels, more than {limit} a side")]
    TooLarge { width: u32, height: u32, limit: u32 },
    /// Not a PNG, JPEG or WebP picture.
    #[error("not a PNG, JPEG or WebP picture")]
    NotAPicture,
    /// A picture that does not decode (damaged, cut short); the decoder's words.
    #[error("damaged: {0}")]
    Damaged(String),
    /// The file could not be read; the system's words.
    #[error("cannot be read: {0}")]
    Unreadable(String),
}

impl Localized for PictureProblem {
    fn message(&self) -> Message {
        match self {
            PictureProblem::TooManyBytes { bytes, limit } => {
                Message::new("tileset-picture-too-many-bytes")
                    .int("mib", bytes.div_ceil(1 << 20))
                    .int("limit", limit >> 20)
            }
            PictureProblem::TooLarge {
                width,
                height,
                limit,
            } => Message::new("tileset-picture-too-large")
                .int("width", *width)
                .int("height", *height)
                .int("limit", *limit),
            PictureProblem::NotAPicture => Message::new("tileset-picture-not-a-picture"),
            PictureProblem::Damaged(why) => {
                Message::new("tileset-picture-damaged").text("error", why)
            }
            PictureProblem::Unreadable(why) => {
                Message::new("tileset-picture-unreadable").text("error", why)
            }
        }
    }
}

/// What a usable set says about its pictures: tiles drawn as built in, files left out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetNotice {
    /// Tiles with no picture (by file name, e.g. `1m`, `back`): drawn as built in.
    #[error("no picture for {}: drawn as built in", .tiles.join(", "))]
    Missing { tiles: Vec<String> },
    /// A picture that was not used, and why: its tile is drawn as built in.
    #[error("{file}: {problem}; drawn as built in")]
    Refused {
        file: String,
        problem: PictureProblem,
    },
    /// A picture named for no tile.
    #[error("{file}: no tile has this name; left out")]
    Unknown { file: String },
    /// A second picture for a tile.
    #[error("{file}: a second picture for the tile of {kept}; left out")]
    Duplicate { file: String, kept: String },
}

impl Localized for SetNotice {
    fn message(&self) -> Message {
        match self {
            SetNotice::Missing { tiles } => Message::new("tileset-notice-missing")
                .int("count", tiles.len())
                .text("tiles", tiles.join(", ")),
            SetNotice::Refused { file, problem } => Message::new("tileset-notice-refused")
                .text("file", file)
                .msg("problem", problem.message()),
            SetNotice::Unknown { file } => {
                Message::new("tileset-notice-unknown").text("file", file)
            }
            SetNotice::Duplicate { file, kept } => Message::new("tileset-notice-duplicate")
                .text("file", file)
                .text("kept", kept),
        }
    }
}

/// Why a tile set cannot be used at all (the app keeps its previous set).
#[derive(Debug, thiserror::Error)]
pub enum TileSetError {
    /// Neither a folder nor a `.zip` file.
    #[error("{path}: not a folder or a .zip of tile pictures")]
    NotASet { path: String },
    /// The folder or zip could not be read; the system's words.
    #[error("{path}: cannot be read: {error}")]
    Unreadable { path: String, error: String },
    /// The zip is damaged or not a zip; the reader's words.
    #[error("{path}: not a readable zip: {error}")]
    Zip { path: String, error: String },
    /// A zip entry whose name leaves the folder (`..`, an absolute path, a backslash).
    #[error("the zip holds {name}, a path outside its folder: refused")]
    UnsafeName { name: String },
    /// A zip entry that unpacks to more than it declares (a zip bomb).
    #[error("the zip's {name} unpacks to more than it declares: refused")]
    ZipLies { name: String },
    /// Pictures in more than one folder of a zip.
    #[error("the zip's pictures are in more than one folder ({}): put them in one", .folders.join(", "))]
    Scattered { folders: Vec<String> },
    /// More bytes than a set may hold.
    #[error("the set holds more than {limit} bytes: refused")]
    TooBig { limit: u64 },
    /// More files than a set may hold.
    #[error("the set holds more than {limit} files: refused")]
    TooManyFiles { limit: usize },
    /// The manifest does not read (line and column named).
    #[error("tileset.ron: {0}")]
    Manifest(crate::ron_text::ParseError),
    /// The manifest's aspect ratio is no width over height a tile could have.
    #[error("tileset.ron: the aspect {aspect} is not between {min} and {max}")]
    Aspect { aspect: f32, min: f32, max: f32 },
    /// Not one picture could be used.
    #[error("{path}: no usable tile picture (named 1m … 7z, F1 … A4, back; PNG, JPEG or WebP)")]
    NothingUsable { path: String },
}

impl Localized for TileSetError {
    fn message(&self) -> Message {
        match self {
            TileSetError::NotASet { path } => {
                Message::new("tileset-error-not-a-set").text("path", path)
            }
            TileSetError::Unreadable { path, error } => Message::new("tileset-error-unreadable")
                .text("path", path)
                .text("error", error),
            TileSetError::Zip { path, error } => Message::new("tileset-error-zip")
                .text("path", path)
                .text("error", error),
            TileSetError::UnsafeName { name } => {
                Message::new("tileset-error-unsafe-name").text("name", name)
            }
            TileSetError::ZipLies { name } => {
                Message::new("tileset-error-zip-lies").text("name", name)
            }
            TileSetError::Scattered { folders } => {
                Message::new("tileset-error-scattered").text("folders", folders.join(", "))
            }
            TileSetError::TooBig { limit } => {
                Message::new("tileset-error-too-big").int("limit", limit >> 20)
            }
            TileSetError::TooManyFiles { limit } => {
                Message::new("tileset-error-too-many-files").int("limit", *limit)
            }
            TileSetError::Manifest(e) => {
                Message::new("tileset-error-manifest").msg("error", e.message())
            }
            TileSetError::Aspect { aspect, min, max } => Message::new("tileset-error-aspect")
                .text("aspect", aspect)
                .text("min", min)
                .text("max", max),
            TileSetError::NothingUsable { path } => {
                Message::new("tileset-error-nothing-usable").text("path", path)
            }
        }
    }
}
