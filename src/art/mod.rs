//! Our tile artwork as vector primitives: the one drawing behind the screen (egui), PNG
//! (tiny-skia), SVG and PDF. A face is drawn once, in [`tile`], as a list of [`Prim`]s;
//! each output maps those, or their [`lower`]ed paths, and never draws a tile its own way.
//!
//! - [`tile`]: one tile's face, body and marks for a rect, in a [`tile::TileStyle`];
//!   [`bamboo`] and [`bonus`] draw the sticks, the bird, the flowers, seasons and animals.
//! - [`diagram`]: hands laid out as rows of tiles (and every tile in a
//!   chart, [`diagram::tile_chart`]).
//! - [`table`]: the square table as players see it (replay screen, `diagram --step`).
//! - [`glyph`]: the bundled fonts, and glyphs as outlines for the path outputs.
//! - [`icon`]: the app's icon (desktop icon set and window), drawn with two of our tiles.
//! - [`svg`], [`raster`]: a diagram as SVG text or PNG bytes; [`export`]: the one chosen by
//!   a file's extension.
//! - [`faces`]: pictures from a tile set standing in for our faces ([`Prim::Image`]).

pub mod bamboo;
pub mod bonus;
pub mod diagram;
pub mod export;
pub mod faces;
pub mod glyph;
pub mod icon;
pub mod raster;
pub mod source;
pub mod svg;
pub mod table;
pub mod tile;

pub use egui::{Align2, Color32, Pos2, Rect, Vec2, pos2, vec2};

/// The fonts a picture uses: both bundled (SIL OFL), so every output draws the same glyphs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArtFont {
    /// Noto Serif CJK (bold subset): the characters on tile faces.
    Cjk,
    /// Noto Sans (regular subset): the corner index, seat numbers, labels.
    Latin,
    /// Noto Sans (bold subset): headings of printed pages.
    LatinBold,
}

/// One drawing instruction, in points (y down). Strokes are centred on their outline.
#[derive(Clone, Debug, PartialEq)]
pub enum Prim {
    /// A filled rectangle with rounded corners.
    RoundRect {
        rect: Rect,
        radius: f32,
        fill: Color32,
    },
    /// The outline of a rounded rectangle.
    RoundRectStroke {
        rect: Rect,
        radius: f32,
        width: f32,
        color: Color32,
    },
    Circle {
        centre: Pos2,
        radius: f32,
        fill: Color32,
    },
    /// A circle's outline.
    Ring {
        centre: Pos2,
        radius: f32,
        width: f32,
        color: Color32,
    },
    /// A filled convex polygon.
    Polygon { points: Vec<Pos2>, fill: Color32 },
    /// An open line with butt ends.
    Polyline {
        points: Vec<Pos2>,
        width: f32,
        color: Color32,
    },
    /// Text on one line, placed by `anchor` at `at`, in a box as tall as the font's line;
    /// `sideways` turns it a quarter counter-clockwise about the box's centre.
    Text {
        text: String,
        font: ArtFont,
        size: f32,
        at: Pos2,
        anchor: Align2,
        color: Color32,
        sideways: bool,
    },
    /// A bitmap (a tile set's picture) filling `rect`; `sideways` turns it a quarter
    /// counter-clockwise (its top to the left, `rect` then wider than tall), `opacity` fades
    /// it (a dimmed tile).
    Image {
        rect: Rect,
        image: std::sync::Arc<faces::Bitmap>,
        sideways: bool,
        opacity: f32,
    },
}

/// A picture: its size in points and what is drawn on it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Picture {
    pub size: Vec2,
    pub prims: Vec<Prim>,
}

impl Prim {
    /// The primitive scaled by `scale` about the origin, then moved by `offset` (a picture
    /// fitted into a rect on screen).
    pub fn placed(&self, offset: Vec2, scale: f32) -> Prim {
        let p = |q: Pos2| pos2(q.x * scale, q.y * scale) + offset;
        let r = |q: Rect| Rect::from_min_max(p(q.min), p(q.max));
        match self {
            Prim::RoundRect { rect, radius, fill } => Prim::RoundRect {
                rect: r(*rect),
                radius: radius * scale,
                fill: *fill,
            },
            Prim::RoundRectStroke {
                rect,
                radius,
                width,
                color,
            } => Prim::RoundRectStroke {
                rect: r(*rect),
                radius: radius * scale,
                width: width * scale,
                color: *color,
            },
            Prim::Circle {
                centre,
                radius,
                fill,
            } => Prim::Circle {
                centre: p(*centre),
                radius: radius * scale,
                fill: *fill,
            },
            Prim::Ring {
                centre,
                radius,
                width,
                color,
            } => Prim::Ring {
                centre: p(*centre),
                radius: radius * scale,
                width: width * scale,
                color: *color,
            },
            Prim::Polygon { points, fill } => Prim::Polygon {
                points: points.iter().map(|&q| p(q)).collect(),
                fill: *fill,
            },
            Prim::Polyline {
                points,
                width,
                color,
            } => Prim::Polyline {
                points: points.iter().map(|&q| p(q)).collect(),
                width: width * scale,
                color: *color,
            },
            Prim::Text {
                text,
                font,
                size,
                at,
                anchor,
                color,
                sideways,
            } => Prim::Text {
                text: text.clone(),
                font: *font,
                size: size * scale,
                at: p(*at),
                anchor: *anchor,
                color: *color,
                sideways: *sideways,
            },
            Prim::Image {
                rect,
                image,
                sideways,
                opacity,
            } => Prim::Image {
                rect: r(*rect),
                image: image.clone(),
                sideways: *sideways,
                opacity: *opacity,
            },
        }
    }
}

/// One step of a path outline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PathStep {
    MoveTo(Pos2),
    LineTo(Pos2),
    QuadTo(Pos2, Pos2),
    CubicTo(Pos2, Pos2, Pos2),
    Close,
}

/// What a path output draws: filled outlines (non-zero winding) and stroked lines.
#[derive(Clone, Debug, PartialEq)]
pub enum Lowered {
    Fill {
        path: Vec<PathStep>,
        color: Color32,
    },
    Stroke {
        path: Vec<PathStep>,
        width: f32,
        color: Color32,
    },
    /// A bitmap, as [`Prim::Image`] places it.
    Image {
        rect: Rect,
        image: std::sync::Arc<faces::Bitmap>,
        sideways: bool,
        opacity: f32,
    },
}

impl Lowered {
    /// The map from a bitmap's unit square (u across, v down, upright) to the page, as
    /// `[a, b, c, d, e, f]` with x = a·u + c·v + e, y = b·u + d·v + f: upright it fills
    /// `rect`; sideways its top points left (u runs up the rect, v across it).
    pub fn image_matrix(rect: Rect, sideways: bool) -> [f32; 6] {
        if sideways {
            [
                0.0,
                -rect.height(),
                rect.width(),
                0.0,
                rect.left(),
                rect.bottom(),
            ]
        } else {
            [
                rect.width(),
                0.0,
                0.0,
                rect.height(),
                rect.left(),
                rect.top(),
            ]
        }
    }
}

/// A circle from four cubic arcs.
fn circle_path(centre: Pos2, radius: f32) -> Vec<PathStep> {
    // The control distance that makes a quarter cubic closest to a circle.
    const K: f32 = 0.552_284_8;
    let (x, y, r, k) = (centre.x, centre.y, radius, radius * K);
    vec![
        PathStep::MoveTo(pos2(x + r, y)),
        PathStep::CubicTo(pos2(x + r, y + k), pos2(x + k, y + r), pos2(x, y + r)),
        PathStep::CubicTo(pos2(x - k, y + r), pos2(x - r, y + k), pos2(x - r, y)),
        PathStep::CubicTo(pos2(x - r, y - k), pos2(x - k, y - r), pos2(x, y - r)),
        PathStep::CubicTo(pos2(x + k, y - r), pos2(x + r, y - k), pos2(x + r, y)),
        PathStep::Close,
    ]
}

/// A rounded rectangle, clockwise from the top edge.
fn round_rect_path(rect: Rect, radius: f32) -> Vec<PathStep> {
    const K: f32 = 0.552_284_8;
    let r = radius.clamp(0.0, rect.width().min(rect.height()) / 2.0);
    let k = r * K;
    let (l, t, rt, b) = (rect.left(), rect.top(), rect.right(), rect.bottom());
    vec![
        PathStep::MoveTo(pos2(l + r, t)),
        PathStep::LineTo(pos2(rt - r, t)),
        PathStep::CubicTo(pos2(rt - r + k, t), pos2(rt, t + r - k), pos2(rt, t + r)),
        PathStep::LineTo(pos2(rt, b - r)),
        PathStep::CubicTo(pos2(rt, b - r + k), pos2(rt - r + k, b), pos2(rt - r, b)),
        PathStep::LineTo(pos2(l + r, b)),
        PathStep::CubicTo(pos2(l + r - k, b), pos2(l, b - r + k), pos2(l, b - r)),
        PathStep::LineTo(pos2(l, t + r)),
        PathStep::CubicTo(pos2(l, t + r - k), pos2(l + r - k, t), pos2(l + r, t)),
        PathStep::Close,
    ]
}

/// Straight segments through `points`, open.
fn polyline_path(points: &[Pos2]) -> Vec<PathStep> {
    let mut path = Vec::with_capacity(points.len() + 1);
    for (i, &p) in points.iter().enumerate() {
        path.push(if i == 0 {
            PathStep::MoveTo(p)
        } else {
            PathStep::LineTo(p)
        });
    }
    path
}

/// The primitives as filled and stroked paths (text as glyph outlines), for the outputs
/// without egui's shapes: SVG, PNG, PDF.
pub fn lower(prims: &[Prim]) -> Vec<Lowered> {
    let mut out = Vec::with_capacity(prims.len());
    for prim in prims {
        match prim {
            Prim::RoundRect { rect, radius, fill } => out.push(Lowered::Fill {
                path: round_rect_path(*rect, *radius),
                color: *fill,
            }),
            Prim::RoundRectStroke {
                rect,
                radius,
                width,
                color,
            } => out.push(Lowered::Stroke {
                path: round_rect_path(*rect, *radius),
                width: *width,
                color: *color,
            }),
            Prim::Circle {
                centre,
                radius,
                fill,
            } => out.push(Lowered::Fill {
                path: circle_path(*centre, *radius),
                color: *fill,
            }),
            Prim::Ring {
                centre,
                radius,
                width,
                color,
            } => out.push(Lowered::Stroke {
                path: circle_path(*centre, *radius),
                width: *width,
                color: *color,
            }),
            Prim::Polygon { points, fill } => {
                let mut path = polyline_path(points);
                path.push(PathStep::Close);
                out.push(Lowered::Fill { path, color: *fill });
            }
            Prim::Polyline {
                points,
                width,
                color,
            } => {
                out.push(Lowered::Stroke {
                    path: polyline_path(points),
                    width: *width,
                    color: *color,
                });
            }
            Prim::Text {
                text,
                font,
                size,
                at,
                anchor,
                color,
                sideways,
            } => {
                let path = glyph::text_outline(text, *font, *size, *at, *anchor, *sideways);
                if !path.is_empty() {
                    out.push(Lowered::Fill {
                        path,
                        color: *color,
                    });
                }
            }
            Prim::Image {
                rect,
                image,
                sideways,
                opacity,
            } => out.push(Lowered::Image {
                rect: *rect,
                image: image.clone(),
                sideways: *sideways,
                opacity: *opacity,
            }),
        }
    }
    out
}

/// A colour as CSS/SVG wants it: `#rrggbb` and an opacity (egui keeps colours
/// premultiplied; the outputs take them straight).
pub fn css_color(color: Color32) -> (String, f32) {
    let [r, g, b, a] = color.to_srgba_unmultiplied();
    (format!("#{r:02x}{g:02x}{b:02x}"), f32::from(a) / 255.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_circle_closes_where_it_starts() {
        let path = circle_path(pos2(10.0, 10.0), 5.0);
        assert_eq!(path.first(), Some(&PathStep::MoveTo(pos2(15.0, 10.0))));
        assert!(matches!(path[4], PathStep::CubicTo(_, _, p) if p == pos2(15.0, 10.0)));
        assert_eq!(path.last(), Some(&PathStep::Close));
    }

    #[test]
    fn a_rounded_corner_never_exceeds_half_the_side() {
        let path = round_rect_path(Rect::from_min_size(pos2(0.0, 0.0), vec2(10.0, 4.0)), 9.0);
        // Radius clamped to 2: the top edge runs from x = 2 to x = 8.
        assert_eq!(path[0], PathStep::MoveTo(pos2(2.0, 0.0)));
        assert_eq!(path[1], PathStep::LineTo(pos2(8.0, 0.0)));
    }

    #[test]
    fn text_is_lowered_to_a_filled_outline() {
        let prims = [Prim::Text {
            text: "東".into(),
            font: ArtFont::Cjk,
            size: 20.0,
            at: pos2(50.0, 50.0),
            anchor: Align2::CENTER_CENTER,
            color: Color32::BLACK,
            sideways: false,
        }];
        let lowered = lower(&prims);
        assert_eq!(lowered.len(), 1);
        assert!(matches!(&lowered[0], Lowered::Fill { path, .. } if path.len() > 10));
    }

    #[test]
    fn a_placed_prim_is_scaled_then_moved() {
        let prim = Prim::RoundRect {
            rect: Rect::from_min_size(pos2(10.0, 20.0), vec2(4.0, 6.0)),
            radius: 2.0,
            fill: Color32::BLACK,
        };
        let placed = prim.placed(vec2(100.0, 50.0), 0.5);
        assert_eq!(
            placed,
            Prim::RoundRect {
                rect: Rect::from_min_size(pos2(105.0, 60.0), vec2(2.0, 3.0)),
                radius: 1.0,
                fill: Color32::BLACK,
            }
        );
    }

    #[test]
    fn css_colours_are_straight_not_premultiplied() {
        assert_eq!(
            css_color(Color32::from_rgb(200, 0, 0)),
            ("#c80000".into(), 1.0)
        );
        let half_red = Color32::from_rgba_unmultiplied(200, 0, 0, 128);
        let (hex, opacity) = css_color(half_red);
        // Premultiplied storage rounds: straight red comes back within a step.
        assert!(hex == "#c80000" || hex == "#c70000", "{hex}");
        assert!((opacity - 128.0 / 255.0).abs() < 1e-3);
    }
}
