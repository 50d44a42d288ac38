//! A picture rasterised with tiny-skia: PNG bytes for files, an egui image for the clipboard.

use super::{Color32, Lowered, PathStep, Picture, lower};
use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Stroke, Transform};

/// Why a picture could not be rasterised.
#[derive(Debug, thiserror::Error)]
pub enum RasterError {
    #[error("the picture is empty or too large to draw ({width} × {height} pixels)")]
    Size { width: u32, height: u32 },
    #[error("the PNG could not be encoded: {0}")]
    Png(String),
}

/// The largest side of a raster, in pixels: a whole table at scale 8 still fits.
pub const MAX_SIDE_PX: u32 = 16_384;

fn skia_path(path: &[PathStep]) -> Option<tiny_skia::Path> {
    let mut b = PathBuilder::new();
    for step in path {
        match *step {
            PathStep::MoveTo(p) => b.move_to(p.x, p.y),
            PathStep::LineTo(p) => b.line_to(p.x, p.y),
            PathStep::QuadTo(c, p) => b.quad_to(c.x, c.y, p.x, p.y),
            PathStep::CubicTo(c0, c1, p) => b.cubic_to(c0.x, c0.y, c1.x, c1.y, p.x, p.y),
            PathStep::Close => b.close(),
        }
    }
    b.finish()
}

fn paint(color: Color32) -> Paint<'static> {
    let [r, g, b, a] = color.to_srgba_unmultiplied();
    let mut paint = Paint::default();
    paint.set_color_rgba8(r, g, b, a);
    paint.anti_alias = true;
    paint
}

/// Draws the picture at `scale` pixels per point on `background` (none: transparent).
pub fn rasterise(
    picture: &Picture,
    scale: f32,
    background: Option<Color32>,
) -> Result<Pixmap, RasterError> {
    let width = (picture.size.x * scale).ceil().max(0.0) as u32;
    let height = (picture.size.y * scale).ceil().max(0.0) as u32;
    let too_big = width > MAX_SIDE_PX || height > MAX_SIDE_PX;
    let mut pixmap = Pixmap::new(width, height)
        .filter(|_| !too_big)
        .ok_or(RasterError::Size { width, height })?;
    if let Some(bg) = background {
        let [r, g, b, a] = bg.to_srgba_unmultiplied();
        pixmap.fill(tiny_skia::Color::from_rgba8(r, g, b, a));
    }
    let transform = Transform::from_scale(scale, scale);
    for item in lower(&picture.prims) {
        match item {
            Lowered::Fill { path, color } => {
                if let Some(p) = skia_path(&path) {
                    pixmap.fill_path(&p, &paint(color), FillRule::Winding, transform, None);
                }
            }
            Lowered::Stroke { path, width, color } => {
                if let Some(p) = skia_path(&path) {
                    let stroke = Stroke {
                        width,
                        ..Stroke::default()
                    };
                    pixmap.stroke_path(&p, &paint(color), &stroke, transform, None);
                }
            }
        }
    }
    Ok(pixmap)
}

/// The picture as PNG bytes.
pub fn to_png(
    picture: &Picture,
    scale: f32,
    background: Option<Color32>,
) -> Result<Vec<u8>, RasterError> {
    rasterise(picture, scale, background)?
        .encode_png()
        .map_err(|e| RasterError::Png(e.to_string()))
}

/// The picture as an egui image (for the clipboard).
pub fn to_color_image(
    picture: &Picture,
    scale: f32,
    background: Option<Color32>,
) -> Result<egui::ColorImage, RasterError> {
    let pixmap = rasterise(picture, scale, background)?;
    let size = [pixmap.width() as usize, pixmap.height() as usize];
    Ok(egui::ColorImage::from_rgba_premultiplied(
        size,
        pixmap.data(),
    ))
}

#[cfg(test)]
mod tests {
    use super::super::{Prim, pos2, vec2};
    use super::*;

    fn red_dot() -> Picture {
        Picture {
            size: vec2(20.0, 10.0),
            prims: vec![Prim::Circle {
                centre: pos2(5.0, 5.0),
                radius: 4.0,
                fill: Color32::from_rgb(255, 0, 0),
            }],
        }
    }

    #[test]
    fn scale_multiplies_the_pixels_and_paint_lands_where_drawn() {
        let pixmap = rasterise(&red_dot(), 3.0, None).expect("raster");
        assert_eq!((pixmap.width(), pixmap.height()), (60, 30));
        let centre = pixmap.pixel(15, 15).expect("pixel");
        assert_eq!((centre.red(), centre.alpha()), (255, 255));
        let outside = pixmap.pixel(45, 15).expect("pixel");
        assert_eq!(outside.alpha(), 0);
    }

    #[test]
    fn a_png_has_the_png_signature() {
        let png = to_png(&red_dot(), 1.0, Some(Color32::WHITE)).expect("png");
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    }

    #[test]
    fn an_absurd_size_is_refused_not_allocated() {
        let mut picture = red_dot();
        picture.size = vec2(1e6, 10.0);
        assert!(matches!(
            rasterise(&picture, 1.0, None),
            Err(RasterError::Size { .. })
        ));
        picture.size = vec2(0.0, 0.0);
        assert!(rasterise(&picture, 1.0, None).is_err());
    }
}
