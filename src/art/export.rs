//! A picture as the bytes of an image file, its format chosen by the file's extension: the one
//! choice behind `tilewise diagram` and the app's "Save as image…".

use super::raster::{RasterError, to_png};
use super::svg::to_svg;
use super::{Color32, Picture};
use std::path::Path;

/// The image formats a diagram is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageFormat {
    /// Pixels (tiny-skia), `scale` pixels per point.
    Png,
    /// Vectors: every shape a path, text as outlines.
    Svg,
}

impl ImageFormat {
    /// The format a file name asks for by its extension (`.png`, `.svg`, any case).
    pub fn of_path(path: &Path) -> Option<ImageFormat> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "png" => Some(ImageFormat::Png),
            "svg" => Some(ImageFormat::Svg),
            _ => None,
        }
    }
}

/// The picture as the bytes of an image file: a PNG drawn at `scale` pixels per point on
/// `background` (none: transparent), or an SVG `scale` times its size in points (it has no
/// background: what shows through is the viewer's).
pub fn encode(
    picture: &Picture,
    format: ImageFormat,
    scale: f32,
    background: Option<Color32>,
) -> Result<Vec<u8>, RasterError> {
    match format {
        ImageFormat::Png => to_png(picture, scale, background),
        ImageFormat::Svg => Ok(to_svg(picture, scale).into_bytes()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extension_chooses_the_format_in_any_case() {
        assert_eq!(
            ImageFormat::of_path(Path::new("a/hand.PNG")),
            Some(ImageFormat::Png)
        );
        assert_eq!(
            ImageFormat::of_path(Path::new("hand.svg")),
            Some(ImageFormat::Svg)
        );
        assert_eq!(ImageFormat::of_path(Path::new("hand.jpg")), None);
        assert_eq!(ImageFormat::of_path(Path::new("hand")), None);
    }

    #[test]
    fn each_format_writes_its_own_kind_of_file() {
        let picture = super::super::source::picture_of_text(
            r#"(concealed: "123m456p789s555z22z", winning_tile: "2z")"#,
            Default::default(),
        )
        .expect("picture");
        let png = encode(&picture, ImageFormat::Png, 1.0, Some(Color32::WHITE)).expect("png");
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let svg = encode(&picture, ImageFormat::Svg, 1.0, None).expect("svg");
        assert!(svg.starts_with(b"<svg"));
    }
}
