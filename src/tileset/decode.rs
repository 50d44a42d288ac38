//! One picture's bytes decoded to a [`Bitmap`]: its size read from the header first (a
//! picture over [`MAX_SIDE_PX`] a side is refused undecoded), then decoded under the same
//! limits, and scaled down (Lanczos) to at most [`STORED_SIDE_PX`] a side, so a set stays
//! small in memory whatever its pictures' size.

use super::error::PictureProblem;
use super::{MAX_SIDE_PX, STORED_SIDE_PX};
use crate::art::faces::Bitmap;
use std::io::Cursor;

fn reader(bytes: &[u8]) -> Result<image::ImageReader<Cursor<&[u8]>>, PictureProblem> {
    let reader = image::ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| PictureProblem::Unreadable(e.to_string()))?;
    match reader.format() {
        Some(image::ImageFormat::Png | image::ImageFormat::Jpeg | image::ImageFormat::WebP) => {
            Ok(reader)
        }
        _ => Err(PictureProblem::NotAPicture),
    }
}

fn limits() -> image::Limits {
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_SIDE_PX);
    limits.max_image_height = Some(MAX_SIDE_PX);
    // The largest picture as 16-bit RGBA, and room for the decoder's own buffers.
    limits.max_alloc = Some(u64::from(MAX_SIDE_PX) * u64::from(MAX_SIDE_PX) * 8 + (64 << 20));
    limits
}

/// The picture in `bytes` as a bitmap, or why it cannot be one.
pub(super) fn decode(bytes: &[u8]) -> Result<Bitmap, PictureProblem> {
    let (width, height) = reader(bytes)?
        .into_dimensions()
        .map_err(|e| PictureProblem::Damaged(e.to_string()))?;
    if width > MAX_SIDE_PX || height > MAX_SIDE_PX {
        return Err(PictureProblem::TooLarge {
            width,
            height,
            limit: MAX_SIDE_PX,
        });
    }
    let mut reader = reader(bytes)?;
    reader.limits(limits());
    let picture = reader
        .decode()
        .map_err(|e| PictureProblem::Damaged(e.to_string()))?
        .into_rgba8();
    let (w, h) = picture.dimensions();
    let longest = w.max(h);
    let picture = if longest > STORED_SIDE_PX {
        let k = STORED_SIDE_PX as f32 / longest as f32;
        let (nw, nh) = (
            ((w as f32 * k).round() as u32).max(1),
            ((h as f32 * k).round() as u32).max(1),
        );
        image::imageops::resize(&picture, nw, nh, image::imageops::FilterType::Lanczos3)
    } else {
        picture
    };
    let (w, h) = picture.dimensions();
    Bitmap::new(w, h, picture.into_raw()).ok_or(PictureProblem::NotAPicture)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        image::RgbaImage::from_pixel(width, height, image::Rgba([10, 20, 30, 255]))
            .write_to(&mut out, image::ImageFormat::Png)
            .expect("png");
        out.into_inner()
    }

    /// The CRC-32 of PNG chunks (and zip), bit by bit.
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    #[test]
    fn a_png_decodes_to_its_pixels() {
        let bitmap = decode(&png(3, 4)).expect("bitmap");
        assert_eq!((bitmap.width(), bitmap.height()), (3, 4));
        assert_eq!(&bitmap.rgba()[..4], &[10, 20, 30, 255]);
    }

    #[test]
    fn a_large_picture_is_kept_smaller() {
        let bitmap = decode(&png(STORED_SIDE_PX * 2, 10)).expect("bitmap");
        assert_eq!((bitmap.width(), bitmap.height()), (STORED_SIDE_PX, 5));
    }

    #[test]
    fn a_picture_over_the_side_bound_is_refused_from_its_header() {
        // A PNG header claiming 5000 × 5000 pixels, with no pixels behind it.
        let mut bytes = png(1, 1);
        bytes[16..20].copy_from_slice(&5000u32.to_be_bytes());
        bytes[20..24].copy_from_slice(&5000u32.to_be_bytes());
        // The header chunk's CRC (over its type and data) made right again.
        let crc = crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        assert!(matches!(
            decode(&bytes),
            Err(PictureProblem::TooLarge { width: 5000, .. })
        ));
    }

    #[test]
    fn text_and_cut_pictures_are_refused() {
        assert!(matches!(decode(b"hello"), Err(PictureProblem::NotAPicture)));
        let bytes = png(50, 50);
        assert!(matches!(
            decode(&bytes[..bytes.len() / 2]),
            Err(PictureProblem::Damaged(_))
        ));
    }
}
