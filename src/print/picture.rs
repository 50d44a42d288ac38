//! A picture of tile art as a one-page PDF, the page as large as the picture: the PDF output
//! of `tilewise diagram`, drawn by the worksheets' own painter so that a tile is the same on
//! screen, in PNG, SVG and PDF.

use super::page::draw_picture;
use super::worksheet::WorksheetError;
use crate::art::{Picture, Pos2};

/// The picture on a page of its size, `scale` points per point of the picture.
pub fn picture_pdf(picture: &Picture, scale: f32) -> Result<Vec<u8>, WorksheetError> {
    let size = picture.size * scale;
    let settings = krilla::page::PageSettings::from_wh(size.x, size.y)
        .ok_or_else(|| WorksheetError::Pdf("the picture has no size".into()))?;
    let mut document = krilla::Document::new();
    let mut page = document.start_page_with(settings);
    let mut surface = page.surface();
    draw_picture(
        &mut surface,
        picture,
        Pos2::ZERO,
        scale,
        &mut Default::default(),
    );
    surface.finish();
    page.finish();
    document
        .finish()
        .map_err(|e| WorksheetError::Pdf(format!("{e:?}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::diagram::{all_faces, tile_chart};
    use crate::art::tile::{TileLook, TileStyle};

    #[test]
    fn every_tile_in_each_style_makes_a_pdf_page() {
        for style in TileStyle::ALL {
            let look = TileLook {
                style,
                ..TileLook::default()
            };
            let chart = tile_chart(&[("", 37.0, look)]);
            let pdf = picture_pdf(&chart, 1.0).expect("a pdf");
            assert!(pdf.starts_with(b"%PDF-"), "{style:?}");
            // Every face draws paths beyond its body and face: the page holds them.
            assert!(
                pdf.len() > 8 * all_faces().len(),
                "{style:?}: {} bytes",
                pdf.len()
            );
        }
    }

    #[test]
    fn a_tile_set_picture_is_embedded_once_however_often_it_is_drawn() {
        use crate::art::faces::{Bitmap, Framing, PictureFaces};
        use crate::art::tile::Face;
        // Noise does not compress: its bytes show in the file each time it is embedded.
        let mut rng = fastrand::Rng::with_seed(7);
        let rgba: Vec<u8> = (0..64 * 64 * 4).map(|_| rng.u8(..)).collect();
        let mut pictures = PictureFaces::new(Framing::FaceOnly, None);
        pictures.set(
            Face::Back,
            std::sync::Arc::new(Bitmap::new(64, 64, rgba).expect("bitmap")),
        );
        let look = TileLook {
            pictures: Some(&pictures),
            ..TileLook::default()
        };
        let backs = |n: usize| {
            let tiles = crate::art::diagram::tiles_picture(&[], look);
            let mut picture = tiles;
            picture.size = crate::art::vec2(40.0 * n as f32 + 10.0, 60.0);
            for i in 0..n {
                let rect = crate::art::Rect::from_min_size(
                    crate::art::pos2(40.0 * i as f32, 0.0),
                    crate::art::tile::tile_size(48.0),
                );
                picture
                    .prims
                    .extend(crate::art::tile::tile(rect, Face::Back, look));
            }
            picture_pdf(&picture, 1.0).expect("a pdf").len()
        };
        let (one, ten) = (backs(1), backs(10));
        assert!(one > 64 * 64 * 3, "{one} bytes");
        assert!(ten < one + 4096, "one: {one} bytes, ten: {ten} bytes");
    }

    #[test]
    fn an_empty_picture_is_refused() {
        assert!(picture_pdf(&Picture::default(), 1.0).is_err());
    }
}
