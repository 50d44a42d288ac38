//! A picture rasterised with tiny-skia: PNG bytes for files, an egui image for the clipboard.

use super::faces::Bitmap;
use super::{Color32, Lowered, PathStep, Picture, lower};
use std::collections::HashMap;
use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, PixmapPaint, Stroke, Transform};

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
    let mut scaled = HashMap::new();
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
            Lowered::Image {
                rect,
                image,
                sideways,
                opacity,
            } => {
                // The upright picture's size in pixels: scaled once to it with a good
                // filter (the same tile at the same size is scaled once per picture).
                let (across, down) = if sideways {
                    (rect.height(), rect.width())
                } else {
                    (rect.width(), rect.height())
                };
                let w = (across * scale).round().clamp(1.0, MAX_SIDE_PX as f32) as u32;
                let h = (down * scale).round().clamp(1.0, MAX_SIDE_PX as f32) as u32;
                let key = (image.id(), w, h);
                let made = match scaled.entry(key) {
                    std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                    std::collections::hash_map::Entry::Vacant(e) => {
                        let Some(made) = scaled_pixmap(&image, w, h) else {
                            continue;
                        };
                        e.insert(made)
                    }
                };
                // The unit square's map, then unit pixels: one pixel per unit of w and h.
                let [a, b, c, d, e, f] = Lowered::image_matrix(rect, sideways);
                let (w, h) = (w as f32, h as f32);
                let place =
                    Transform::from_row(a / w, b / w, c / h, d / h, e, f).post_scale(scale, scale);
                let paint = PixmapPaint {
                    opacity: opacity.clamp(0.0, 1.0),
                    quality: tiny_skia::FilterQuality::Bilinear,
                    ..PixmapPaint::default()
                };
                pixmap.draw_pixmap(0, 0, made.as_ref(), &paint, place, None);
            }
        }
    }
    Ok(pixmap)
}

/// A bitmap scaled to `w` × `h` pixels (Catmull-Rom: sharp, without Lanczos's ringing on flat
/// colours), premultiplied as tiny-skia draws it.
fn scaled_pixmap(image: &Bitmap, w: u32, h: u32) -> Option<Pixmap> {
    let source = image.to_image()?;
    let resized = if (source.width(), source.height()) == (w, h) {
        source
    } else {
        image::imageops::resize(&source, w, h, image::imageops::FilterType::CatmullRom)
    };
    let mut pixmap = Pixmap::new(w, h)?;
    for (out, px) in pixmap.pixels_mut().iter_mut().zip(resized.pixels()) {
        let [r, g, b, a] = px.0;
        *out = tiny_skia::ColorU8::from_rgba(r, g, b, a).premultiply();
    }
    Some(pixmap)
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
    fn a_bitmap_fills_its_rect_upright_and_turned() {
        use super::super::faces::Bitmap;
        // Top half red, bottom half blue, 4 by 4.
        let mut rgba = [255, 0, 0, 255].repeat(8);
        rgba.extend([0, 0, 255, 255].repeat(8));
        let image = std::sync::Arc::new(Bitmap::new(4, 4, rgba).expect("bitmap"));
        let picture = |sideways| Picture {
            size: vec2(40.0, 40.0),
            prims: vec![Prim::Image {
                rect: super::super::Rect::from_min_size(pos2(0.0, 0.0), vec2(40.0, 40.0)),
                image: image.clone(),
                sideways,
                opacity: 1.0,
            }],
        };
        let upright = rasterise(&picture(false), 1.0, None).expect("raster");
        let px = |p: &Pixmap, x, y| {
            let c = p.pixel(x, y).expect("pixel");
            (c.red(), c.blue())
        };
        assert_eq!(px(&upright, 20, 5), (255, 0));
        assert_eq!(px(&upright, 20, 35), (0, 255));
        // Turned a quarter counter-clockwise: the top (red) now at the left.
        let turned = rasterise(&picture(true), 1.0, None).expect("raster");
        assert_eq!(px(&turned, 5, 20), (255, 0));
        assert_eq!(px(&turned, 35, 20), (0, 255));
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
