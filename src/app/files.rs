//! The app's files: reading and writing, run from `run_effect.rs` when a screen asks
//! for them; no `*_ui` function touches a file. Pictures go the same way: a screen's "Copy
//! image" and "Save as image…" end here ([`copy_image`], [`save_image`]).
//!
//! Every read goes through [`crate::files::read_text`]: at most [`crate::files::DEFAULT_FILE_LIMIT`]
//! bytes, regular files only (a FIFO or a device in the recent list or a dialog is refused, never
//! read), UTF-8. An error is kept as said and shown as one line of at most [`MESSAGE_MAX`]
//! characters ([`said_line`]), never the file.

use crate::app::i18n::I18n;
use crate::art::Picture;
use crate::art::export::{ImageFormat, encode};
use crate::art::raster::{RasterError, to_color_image};
use crate::files::{DEFAULT_FILE_LIMIT, ReadError, one_line, read_text};
use crate::i18n::{Message, Said};
use egui::Color32;
use std::path::Path;

pub use crate::app::effect::{ImageAction, ImageFrom, WorksheetOf};

pub use crate::app::notice::MESSAGE_MAX;

/// Pixels per point of the app's images, copied or saved as PNG: a tile 96 pixels tall, as
/// `tilewise diagram` draws by default.
pub const IMAGE_SCALE: f32 = 2.0;

/// The background of the app's images (copied, PNG): white, as on a page or a slide, where
/// the table's dark names stay readable; an SVG has none.
pub const IMAGE_BACKGROUND: Color32 = Color32::WHITE;

/// Why a picture could not be drawn, in the reader's language, one line.
fn raster_message(e: &RasterError) -> Said {
    Said::msg(match e {
        RasterError::Size { width, height } => Message::new("image-too-large")
            .int("width", *width)
            .int("height", *height),
        RasterError::Png(why) => {
            Message::new("image-failed").text("error", one_line(why, MESSAGE_MAX))
        }
    })
}

/// Puts a picture on the clipboard as an image ([`IMAGE_SCALE`] on [`IMAGE_BACKGROUND`]);
/// "Copied…" or why not, one line.
pub fn copy_image(picture: &Picture, ctx: &egui::Context) -> Result<Said, Said> {
    let image = to_color_image(picture, IMAGE_SCALE, Some(IMAGE_BACKGROUND))
        .map_err(|e| raster_message(&e))?;
    ctx.copy_image(image);
    Ok(Said::id("image-copied"))
}

/// Writes a picture as an image file, atomically: SVG for a `.svg` path, PNG for `.png` (a
/// path without an extension gets `.png`; another extension is refused); "Saved to …" or
/// the error, one line.
pub fn save_image(path: &Path, picture: &Picture) -> Result<Said, Said> {
    let path = if path.extension().is_none() {
        path.with_extension("png")
    } else {
        path.to_path_buf()
    };
    let shown = path.display().to_string();
    let format = ImageFormat::of_path(&path)
        .ok_or_else(|| Said::msg(Message::new("image-extension").text("path", &shown)))?;
    let bytes = encode(picture, format, IMAGE_SCALE, Some(IMAGE_BACKGROUND))
        .map_err(|e| raster_message(&e))?;
    crate::files::write_atomic(&path, &bytes)
        .map(|()| Said::msg(Message::new("image-saved").text("path", &shown)))
        .map_err(|e| Said::words(format!("{shown}: {e}")))
}

/// What was said, as a screen's line shows it: in the reader's language, one line, at most
/// [`MESSAGE_MAX`] characters.
pub fn said_line(said: &Said, i18n: &I18n) -> String {
    one_line(&i18n.said(said), MESSAGE_MAX)
}

/// Reads a file for the app (bounded, regular files only, UTF-8).
pub fn read(path: &str) -> Result<String, Said> {
    read_text(path, DEFAULT_FILE_LIMIT).map_err(|e| Said::of(&e))
}

/// Reads a dropped file: from its path when it names a file on disk (bounded, regular files
/// only), else the bytes the window system handed over, refused beyond the limit.
pub fn read_dropped(file: &dyn egui::DroppedFile) -> Result<String, Said> {
    let path = file.path().display().to_string();
    if std::fs::symlink_metadata(file.path()).is_ok() {
        return read(&path);
    }
    let bytes = file
        .bytes()
        .map_err(|e| Said::words(format!("{path}: {e}")))?;
    if bytes.len() as u64 > DEFAULT_FILE_LIMIT {
        let e = ReadError::TooLarge {
            path,
            limit: DEFAULT_FILE_LIMIT,
        };
        return Err(Said::of(&e));
    }
    crate::files::text_of(bytes, &path).map_err(|e| Said::of(&e))
}

/// Whether a text is a game record, by parsing it: a record that reads, or RON whose top-level
/// structure has a `header` (a damaged record, whose error the viewer then names).
pub fn is_game_record(text: &str) -> bool {
    if crate::formats::game_record::parse_record(text).is_ok() {
        return true;
    }
    if crate::formats::HandFile::parse(text).is_ok() {
        return false;
    }
    matches!(
        ron::from_str::<ron::Value>(text),
        Ok(ron::Value::Map(map)) if map.keys().any(|k| *k == ron::Value::String("header".into()))
    )
}

/// Whether a text is a house-rules profile (and not a hand file), by parsing it.
pub fn is_house_rules(text: &str) -> bool {
    crate::formats::HandFile::parse(text).is_err()
        && crate::rules::house::HouseRules::parse(text).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_told_from_hands_by_parsing() {
        let record = include_str!("../../replays/zj-short-demo.ron");
        assert!(is_game_record(record));
        // A damaged record is still a record (its error is the viewer's to name).
        assert!(is_game_record(&record.replace("Draw(South", "Drw(South")));
        let hand = "(concealed: \"123m456p789s11222z\", winning_tile: \"2z\")";
        assert!(!is_game_record(hand));
        // A hand whose title mentions headers and hands is still a hand.
        let titled = "(title: \"header hands\", concealed: \"123m456p789s11222z\", \
                      winning_tile: \"2z\")";
        assert!(crate::formats::HandFile::parse(titled).is_ok());
        assert!(!is_game_record(titled));
        assert!(!is_game_record("not ron at all"));
    }

    #[test]
    fn an_image_is_saved_in_the_format_its_extension_names() {
        use crate::app::i18n::Lang;
        let en = I18n::new(Lang::English);
        let picture = crate::art::source::picture_of_text(
            r#"(concealed: "123m456p789s555z22z", winning_tile: "2z")"#,
            Default::default(),
        )
        .expect("picture");
        let dir = std::env::temp_dir().join(format!("tilewise-save-image-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        // No extension: a PNG, named so.
        let said = en.said(&save_image(&dir.join("hand"), &picture).expect("saved"));
        let png = dir.join("hand.png");
        assert_eq!(said, format!("Image saved to {}", png.display()));
        let bytes = std::fs::read(&png).expect("png");
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        // The extension in any case chooses SVG.
        save_image(&dir.join("hand.SVG"), &picture).expect("saved");
        let svg = std::fs::read_to_string(dir.join("hand.SVG")).expect("svg");
        assert!(svg.starts_with("<svg"), "{svg:.80}");
        // Another extension is refused, and nothing is written.
        let jpg = dir.join("hand.jpg");
        let e = en.said(&save_image(&jpg, &picture).expect_err("not an image format"));
        assert!(e.ends_with("an image is saved as .png or .svg"), "{e}");
        assert!(!jpg.exists());
        // A folder that is not there: the error in one line.
        let e = save_image(&dir.join("no/such/hand.png"), &picture).expect_err("no folder");
        let e = said_line(&e, &en);
        assert!(
            e.contains("no/such/hand.png") && e.chars().count() <= MESSAGE_MAX,
            "{e}"
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn an_unreadable_file_gives_one_short_line_in_the_readers_language() {
        use crate::app::i18n::Lang;
        let en = I18n::new(Lang::English);
        let long = format!("/nowhere/{}.ron", "x".repeat(5000));
        // As a screen draws it: one line, cut short.
        let e = said_line(&read(&long).unwrap_err(), &en);
        assert!(e.chars().count() <= MESSAGE_MAX, "{e}");
        assert!(!e.contains('\n'));
        let zero = |lang| I18n::new(lang).said(&read("/dev/zero").unwrap_err());
        assert_eq!(
            zero(Lang::English),
            "/dev/zero: not a regular file (a folder, device or pipe is not read)"
        );
        assert!(zero(Lang::Russian).contains("не обычный файл"));
        assert!(zero(Lang::Polish).contains("nie jest zwykły plik"));
    }
}
