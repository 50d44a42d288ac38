//! Tile faces from pictures: the decoded bitmaps a tile set ([`crate::tileset`]) supplies,
//! one per [`Face`], and how they sit on a tile. [`super::tile::tile`] draws a face's picture
//! as a [`super::Prim::Image`] when the [`super::tile::TileLook`] carries [`PictureFaces`]
//! holding one, and the built-in vector face otherwise; every output (egui, PNG, SVG, PDF)
//! draws that prim, so a set shows the same everywhere.

use super::tile::Face;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// A decoded picture: straight (not premultiplied) RGBA, row by row. Each has an id of its
/// own, so outputs cache what they make of it (a texture, a scaled copy, an embedded image)
/// by id; two bitmaps are equal when they are the same decoded picture.
pub struct Bitmap {
    id: u64,
    width: u32,
    height: u32,
    rgba: Vec<u8>,
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

impl Bitmap {
    /// A bitmap of `width` × `height` pixels, or none when `rgba` does not hold exactly that
    /// many pixels or a side is zero.
    pub fn new(width: u32, height: u32, rgba: Vec<u8>) -> Option<Bitmap> {
        let expected = (width as usize)
            .checked_mul(height as usize)?
            .checked_mul(4)?;
        (width > 0 && height > 0 && rgba.len() == expected).then(|| Bitmap {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            width,
            height,
            rgba,
        })
    }

    /// The bitmap's own id (unique in this process).
    pub fn id(&self) -> u64 {
        self.id
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// Straight RGBA bytes, row by row.
    pub fn rgba(&self) -> &[u8] {
        &self.rgba
    }

    /// Width over height.
    pub fn aspect(&self) -> f32 {
        self.width as f32 / self.height as f32
    }

    /// The bitmap as an `image` buffer (a copy), for scaling and encoding.
    pub fn to_image(&self) -> Option<image::RgbaImage> {
        image::RgbaImage::from_raw(self.width, self.height, self.rgba.clone())
    }

    /// The bitmap as PNG bytes (SVG embeds it so).
    pub fn to_png(&self) -> Result<Vec<u8>, image::ImageError> {
        use image::ImageEncoder;
        let mut out = Vec::new();
        image::codecs::png::PngEncoder::new(&mut out).write_image(
            &self.rgba,
            self.width,
            self.height,
            image::ExtendedColorType::Rgba8,
        )?;
        Ok(out)
    }
}

impl PartialEq for Bitmap {
    fn eq(&self, other: &Bitmap) -> bool {
        self.id == other.id
    }
}

impl std::fmt::Debug for Bitmap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Bitmap #{} ({} × {})", self.id, self.width, self.height)
    }
}

/// What a set's pictures show: the face alone (drawn inside our tile's body and edge), or
/// the whole tile, body and border included (drawn instead of ours).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Framing {
    #[default]
    FaceOnly,
    WholeTile,
}

/// How many faces a set can hold: 34 tiles, 12 bonus tiles, the back.
pub const FACE_SLOTS: usize = 34 + 12 + 1;

/// The slot of a face: tiles by index, then bonus tiles by ordinal, then the back.
pub fn face_slot(face: Face) -> usize {
    match face {
        Face::Tile(t) => t.index(),
        Face::Bonus(b) => 34 + b.ordinal().min(11),
        Face::Back => FACE_SLOTS - 1,
    }
}

/// The file name (without extension) of a face in a tile set: its notation (`1m`, `7z`,
/// `F1`, `S4`, `A2`) or `back`.
pub fn face_name(face: Face) -> String {
    match face {
        Face::Tile(t) => t.to_string(),
        Face::Bonus(b) => b.to_string(),
        Face::Back => "back".into(),
    }
}

/// Every face, in slot order: the chart's ([`super::diagram::all_faces`]).
pub fn every_face() -> Vec<Face> {
    super::diagram::all_faces()
}

/// The face a file name (without extension) stands for, ignoring case.
pub fn face_of_name(name: &str) -> Option<Face> {
    every_face()
        .into_iter()
        .find(|&f| face_name(f).eq_ignore_ascii_case(name))
}

/// The pictures a set supplies, by face, and how they sit on a tile.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureFaces {
    slots: Vec<Option<Arc<Bitmap>>>,
    /// Face only, or the whole tile.
    pub framing: Framing,
    /// Width over height to draw every picture at (each picture's own when none).
    pub aspect: Option<f32>,
}

impl PictureFaces {
    /// No pictures yet, framed as asked.
    pub fn new(framing: Framing, aspect: Option<f32>) -> PictureFaces {
        PictureFaces {
            slots: vec![None; FACE_SLOTS],
            framing,
            aspect,
        }
    }

    /// Gives `face` this picture.
    pub fn set(&mut self, face: Face, bitmap: Arc<Bitmap>) {
        if let Some(slot) = self.slots.get_mut(face_slot(face)) {
            *slot = Some(bitmap);
        }
    }

    /// The picture of a face, if the set has one.
    pub fn get(&self, face: Face) -> Option<&Arc<Bitmap>> {
        self.slots.get(face_slot(face)).and_then(Option::as_ref)
    }

    /// How many faces have a picture.
    pub fn len(&self) -> usize {
        self.slots.iter().filter(|s| s.is_some()).count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The width over height a face's picture is drawn at.
    pub fn aspect_of(&self, bitmap: &Bitmap) -> f32 {
        self.aspect.unwrap_or_else(|| bitmap.aspect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::BonusTile;

    #[test]
    fn every_face_has_its_own_slot_and_name() {
        let faces = every_face();
        assert_eq!(faces.len(), FACE_SLOTS);
        for (i, &face) in faces.iter().enumerate() {
            assert_eq!(face_slot(face), i);
            assert_eq!(face_of_name(&face_name(face)), Some(face));
        }
        assert_eq!(face_of_name("f1"), Some(Face::Bonus(BonusTile::Flower(1))));
        assert_eq!(face_of_name("BACK"), Some(Face::Back));
        assert_eq!(face_of_name("0m"), None);
    }

    #[test]
    fn a_bitmap_must_hold_its_pixels() {
        assert!(Bitmap::new(2, 2, vec![0; 16]).is_some());
        assert!(Bitmap::new(2, 2, vec![0; 15]).is_none());
        assert!(Bitmap::new(0, 2, vec![]).is_none());
        let a = Bitmap::new(1, 1, vec![1, 2, 3, 4]).expect("bitmap");
        let b = Bitmap::new(1, 1, vec![1, 2, 3, 4]).expect("bitmap");
        assert_ne!(a, b, "two decodes are two bitmaps");
    }
}
