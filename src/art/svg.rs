//! A picture as an SVG document: every shape a path, text as glyph outlines, so the file
//! needs no font and looks the same in every viewer.

use super::{Lowered, PathStep, Picture, css_color, lower};
use std::fmt::Write;

/// Two decimals: a hundredth of a point is finer than any printer.
fn num(x: f32) -> String {
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

fn path_data(path: &[PathStep]) -> String {
    let mut d = String::new();
    for step in path {
        let _ = match step {
            PathStep::MoveTo(p) => write!(d, "M{} {}", num(p.x), num(p.y)),
            PathStep::LineTo(p) => write!(d, "L{} {}", num(p.x), num(p.y)),
            PathStep::QuadTo(c, p) => {
                write!(d, "Q{} {} {} {}", num(c.x), num(c.y), num(p.x), num(p.y))
            }
            PathStep::CubicTo(c0, c1, p) => write!(
                d,
                "C{} {} {} {} {} {}",
                num(c0.x),
                num(c0.y),
                num(c1.x),
                num(c1.y),
                num(p.x),
                num(p.y)
            ),
            PathStep::Close => write!(d, "Z"),
        };
    }
    d
}

/// The bitmaps of a picture, each once, as `<image>`s of one unit square in `<defs>` (a tile
/// set's picture as an embedded PNG), drawn by `<use>`.
fn image_defs(items: &[Lowered]) -> String {
    use base64::Engine;
    let mut seen = std::collections::HashSet::new();
    let mut defs = String::new();
    for item in items {
        let Lowered::Image { image, .. } = item else {
            continue;
        };
        if !seen.insert(image.id()) {
            continue;
        }
        // A picture that cannot be encoded is left out (its tile then shows its body only).
        let Ok(png) = image.to_png() else {
            continue;
        };
        let data = base64::engine::general_purpose::STANDARD.encode(png);
        let _ = writeln!(
            defs,
            r#"<image id="tile-image-{}" width="1" height="1" preserveAspectRatio="none" href="data:image/png;base64,{data}"/>"#,
            image.id()
        );
    }
    if defs.is_empty() {
        defs
    } else {
        format!("<defs>\n{defs}</defs>\n")
    }
}

/// The picture as an SVG document, `scale` pixels per point (the drawing stays vector; a
/// tile set's pictures are embedded once each as PNG).
pub fn to_svg(picture: &Picture, scale: f32) -> String {
    let (w, h) = (picture.size.x, picture.size.y);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {} {}">"#,
        num(w * scale),
        num(h * scale),
        num(w),
        num(h)
    );
    let items = lower(&picture.prims);
    out.push_str(&image_defs(&items));
    for item in items {
        let _ = match item {
            Lowered::Fill { path, color } => {
                let (hex, opacity) = css_color(color);
                let opacity = if opacity < 1.0 {
                    format!(r#" fill-opacity="{}""#, num(opacity))
                } else {
                    String::new()
                };
                writeln!(
                    out,
                    r#"<path d="{}" fill="{hex}"{opacity}/>"#,
                    path_data(&path)
                )
            }
            Lowered::Stroke { path, width, color } => {
                let (hex, opacity) = css_color(color);
                let opacity = if opacity < 1.0 {
                    format!(r#" stroke-opacity="{}""#, num(opacity))
                } else {
                    String::new()
                };
                writeln!(
                    out,
                    r#"<path d="{}" fill="none" stroke="{hex}" stroke-width="{}"{opacity}/>"#,
                    path_data(&path),
                    num(width)
                )
            }
            Lowered::Image {
                rect,
                image,
                sideways,
                opacity,
            } => {
                let m = Lowered::image_matrix(rect, sideways).map(num);
                let opacity = if opacity < 1.0 {
                    format!(r#" opacity="{}""#, num(opacity))
                } else {
                    String::new()
                };
                writeln!(
                    out,
                    r##"<use href="#tile-image-{}" transform="matrix({} {} {} {} {} {})"{opacity}/>"##,
                    image.id(),
                    m[0],
                    m[1],
                    m[2],
                    m[3],
                    m[4],
                    m[5]
                )
            }
        };
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::super::{Color32, Prim, pos2, vec2};
    use super::*;

    #[test]
    fn a_bitmap_is_embedded_once_however_often_it_is_drawn() {
        use super::super::{Rect, faces::Bitmap};
        let image = std::sync::Arc::new(Bitmap::new(1, 1, vec![9, 9, 9, 255]).expect("bitmap"));
        let prim = |x: f32, sideways| Prim::Image {
            rect: Rect::from_min_size(pos2(x, 0.0), vec2(10.0, 20.0)),
            image: image.clone(),
            sideways,
            opacity: 0.5,
        };
        let svg = to_svg(
            &Picture {
                size: vec2(40.0, 20.0),
                prims: vec![prim(0.0, false), prim(20.0, true)],
            },
            1.0,
        );
        assert_eq!(svg.matches("data:image/png;base64,").count(), 1);
        assert_eq!(svg.matches("<use ").count(), 2);
        assert!(
            svg.contains(r#"transform="matrix(10 0 0 20 0 0)" opacity="0.5""#),
            "{svg}"
        );
        assert!(
            svg.contains(r#"transform="matrix(0 -20 10 0 20 20)""#),
            "{svg}"
        );
    }

    #[test]
    fn numbers_are_short_and_never_negative_zero() {
        assert_eq!(num(1.0), "1");
        assert_eq!(num(1.25), "1.25");
        assert_eq!(num(-0.001), "0");
    }

    #[test]
    fn a_picture_becomes_paths_in_its_view_box() {
        let picture = Picture {
            size: vec2(40.0, 20.0),
            prims: vec![
                Prim::Circle {
                    centre: pos2(10.0, 10.0),
                    radius: 5.0,
                    fill: Color32::from_rgb(255, 0, 0),
                },
                Prim::Polyline {
                    points: vec![pos2(0.0, 0.0), pos2(40.0, 20.0)],
                    width: 2.0,
                    color: Color32::BLACK,
                },
            ],
        };
        let svg = to_svg(&picture, 2.0);
        assert!(svg.starts_with(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 40 20">"#
        ));
        assert!(svg.contains(r##"fill="#ff0000""##));
        assert!(svg.contains(r##"stroke="#000000" stroke-width="2""##));
        assert_eq!(svg.matches("<path").count(), 2);
    }
}
