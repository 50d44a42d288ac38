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
    draw_picture(&mut surface, picture, Pos2::ZERO, scale);
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
    fn an_empty_picture_is_refused() {
        assert!(picture_pdf(&Picture::default(), 1.0).is_err());
    }
}
