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

/// The picture as an SVG document, `scale` pixels per point (the drawing stays vector).
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
    for item in lower(&picture.prims) {
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
