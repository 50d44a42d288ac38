//! Tile faces drawn from shapes and glyphs (our own artwork), crisp at any size: dots,
//! bamboo ([`super::bamboo`]), characters with 萬, winds, dragons, bonus tiles
//! ([`super::bonus`]) and the back. Every tile can be drawn upright or turned sideways (a
//! claimed tile in a meld), in either [`TileStyle`].

use super::faces::{Bitmap, Framing, PictureFaces};
use super::{Align2, ArtFont, Color32, Pos2, Prim, Rect, Vec2, pos2, vec2};
use crate::i18n::Lang;
use crate::tiles::{BonusTile, Tile};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Width over height of an upright tile.
pub const ASPECT: f32 = 0.74;

/// How much taller "large tiles" draws every tile.
pub const LARGE_SCALE: f32 = 1.4;

/// What is drawn on a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    Tile(Tile),
    Bonus(BonusTile),
    Back,
}

/// The look of every tile: the usual colours, or high contrast for weak eyes and colour-blind
/// players (white faces, dark outlines round every dot and stick, and one colour per suit from
/// a colour-blind-safe set: dots blue, bamboo orange, characters black).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TileStyle {
    #[default]
    Classic,
    HighContrast,
}

impl TileStyle {
    pub const ALL: [TileStyle; 2] = [TileStyle::Classic, TileStyle::HighContrast];

    /// The style's name on the command line (`classic`, `high-contrast`).
    pub fn id(self) -> &'static str {
        match self {
            TileStyle::Classic => "classic",
            TileStyle::HighContrast => "high-contrast",
        }
    }

    /// The style of a command-line name.
    pub fn from_id(id: &str) -> Option<TileStyle> {
        TileStyle::ALL.into_iter().find(|s| s.id() == id)
    }

    /// The colours the style draws with.
    pub(super) fn palette(self) -> &'static Palette {
        match self {
            TileStyle::Classic => &CLASSIC,
            TileStyle::HighContrast => &HIGH_CONTRAST,
        }
    }
}

/// How a tile is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TileLook<'a> {
    /// A small index in the corner for beginners (1–9, E S W N, C F P).
    pub corner_index: bool,
    /// Whose letters the corner index uses: a language whose players know no Latin wind
    /// letters gets the numbers only ([`corner_label`]).
    pub corner_lang: Lang,
    /// Outline the tile (hovered pattern, selected tile).
    pub highlight: bool,
    /// Draw it faded (not part of the hovered pattern).
    pub dimmed: bool,
    /// Turned sideways (a claimed tile): the rect is wider than tall.
    pub sideways: bool,
    /// The usual colours or high contrast.
    pub style: TileStyle,
    /// A tile set's pictures: a face it has a picture of is drawn with it (in our body and
    /// edge in `style`'s colours, unless the pictures show the whole tile); the others are
    /// drawn in `style`.
    pub pictures: Option<&'a PictureFaces>,
}

impl From<bool> for TileLook<'_> {
    /// The look of a diagram's tiles: the classic style, with or without the corner index
    /// (what the diagrams took before there were styles).
    fn from(corner_index: bool) -> Self {
        TileLook {
            corner_index,
            ..TileLook::default()
        }
    }
}

/// The colours of a [`TileStyle`]. The faces name a colour by its part (`blue`, `red`, …);
/// a style with `dots`/`sticks` set draws every dot or stick in that one colour instead, and
/// one with `outline` set rings every dot and stick in it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Palette {
    pub face: Color32,
    pub edge: Color32,
    /// The face's edge line, as a fraction of the tile's smaller side (at least a point).
    pub edge_width: f32,
    pub body: Color32,
    pub back: Color32,
    pub back_line: Color32,
    pub blue: Color32,
    pub red: Color32,
    pub green: Color32,
    pub ink: Color32,
    pub brown: Color32,
    pub mark: Color32,
    /// The characters' 萬.
    pub wan: Color32,
    pub dots: Option<Color32>,
    pub sticks: Option<Color32>,
    pub outline: Option<Color32>,
}

const CLASSIC: Palette = Palette {
    face: Color32::from_rgb(0xfb, 0xf8, 0xee),
    edge: Color32::from_rgb(0xd9, 0xd2, 0xbd),
    edge_width: 0.0,
    body: BODY,
    back: Color32::from_rgb(0x2f, 0x76, 0x58),
    back_line: Color32::from_rgb(0x8f, 0xc9, 0xa9),
    blue: Color32::from_rgb(0x1c, 0x4b, 0x96),
    red: Color32::from_rgb(0xc0, 0x26, 0x26),
    green: Color32::from_rgb(0x1e, 0x7a, 0x3c),
    ink: Color32::from_rgb(0x1a, 0x23, 0x3a),
    brown: Color32::from_rgb(0x8a, 0x4b, 0x12),
    mark: Color32::from_rgb(0x55, 0x55, 0x55),
    wan: Color32::from_rgb(0xc0, 0x26, 0x26),
    dots: None,
    sticks: None,
    outline: None,
};

/// Okabe and Ito's colour-blind-safe blue and orange (darkened to stand on white), black.
const HIGH_CONTRAST: Palette = Palette {
    face: Color32::WHITE,
    edge: Color32::BLACK,
    edge_width: 0.05,
    body: Color32::from_rgb(0x33, 0x33, 0x33),
    back: Color32::from_rgb(0x1f, 0x1f, 0x1f),
    back_line: Color32::from_rgb(0xf0, 0xf0, 0xf0),
    blue: Color32::from_rgb(0x00, 0x5a, 0xb5),
    red: Color32::from_rgb(0xb0, 0x1c, 0x00),
    green: Color32::from_rgb(0x00, 0x6b, 0x4f),
    ink: Color32::BLACK,
    brown: Color32::from_rgb(0x4a, 0x2a, 0x08),
    mark: Color32::BLACK,
    wan: Color32::BLACK,
    dots: Some(Color32::from_rgb(0x00, 0x5a, 0xb5)),
    sticks: Some(Color32::from_rgb(0xd0, 0x62, 0x00)),
    outline: Some(Color32::BLACK),
};

/// Our ivory set: ivory faces with a warm edge on a bamboo back, inks a shade deeper, as
/// engraved and painted bone tiles look.
const IVORY: Palette = Palette {
    face: Color32::from_rgb(0xf4, 0xea, 0xd3),
    edge: Color32::from_rgb(0xc9, 0xb4, 0x8a),
    edge_width: 0.02,
    body: Color32::from_rgb(0xc0, 0x8a, 0x3a),
    back: Color32::from_rgb(0xb8, 0x84, 0x3c),
    back_line: Color32::from_rgb(0x7e, 0x55, 0x1c),
    blue: Color32::from_rgb(0x16, 0x3a, 0x70),
    red: Color32::from_rgb(0x9a, 0x1c, 0x1c),
    green: Color32::from_rgb(0x1c, 0x5a, 0x30),
    ink: Color32::from_rgb(0x1e, 0x1a, 0x16),
    brown: Color32::from_rgb(0x6a, 0x38, 0x0c),
    mark: Color32::from_rgb(0x4a, 0x42, 0x38),
    wan: Color32::from_rgb(0x9a, 0x1c, 0x1c),
    dots: None,
    sticks: None,
    outline: None,
};

const BODY: Color32 = Color32::from_rgb(0x3f, 0x8f, 0x6c);
/// The outline of a highlighted tile.
pub const HIGHLIGHT: Color32 = Color32::from_rgb(0xff, 0xb3, 0x00);

/// The size of an upright tile of the given height.
pub fn tile_size(height: f32) -> Vec2 {
    vec2(height * ASPECT, height)
}

/// Collects a face's primitives, mapping upright unit coordinates (0..1 across, 0..1 down
/// the face) into the face's rect, turned sideways when asked.
pub(super) struct Canvas<'a> {
    out: &'a mut Vec<Prim>,
    face: Rect,
    sideways: bool,
    alpha: f32,
    /// The colours of the tile's style.
    pub p: &'static Palette,
    /// The corner index is drawn over the face's top-left corner.
    pub corner_index: bool,
}

impl Canvas<'_> {
    /// The face's height in points: the unit for sizes.
    fn unit(&self) -> f32 {
        if self.sideways {
            self.face.width()
        } else {
            self.face.height()
        }
    }

    /// The face's width over its height: a length across in `u` is this many `v` lengths.
    pub fn aspect(&self) -> f32 {
        if self.sideways {
            self.face.height() / self.face.width()
        } else {
            self.face.width() / self.face.height()
        }
    }

    fn pos(&self, u: f32, v: f32) -> Pos2 {
        if self.sideways {
            // Turned a quarter counter-clockwise: the top of the face points left.
            pos2(
                self.face.left() + v * self.face.width(),
                self.face.bottom() - u * self.face.height(),
            )
        } else {
            pos2(
                self.face.left() + u * self.face.width(),
                self.face.top() + v * self.face.height(),
            )
        }
    }

    fn color(&self, c: Color32) -> Color32 {
        fade(c, self.alpha)
    }

    /// A disc, `r` a fraction of the face's height.
    pub fn circle(&mut self, u: f32, v: f32, r: f32, fill: Color32) {
        let prim = Prim::Circle {
            centre: self.pos(u, v),
            radius: r * self.unit(),
            fill: self.color(fill),
        };
        self.out.push(prim);
    }

    pub fn ring(&mut self, u: f32, v: f32, r: f32, width: f32, color: Color32) {
        let prim = Prim::Ring {
            centre: self.pos(u, v),
            radius: r * self.unit(),
            width: width * self.unit(),
            color: self.color(color),
        };
        self.out.push(prim);
    }

    /// A convex polygon through unit points, filled.
    pub fn polygon(&mut self, corners: &[(f32, f32)], fill: Color32) {
        let points = corners.iter().map(|&(u, v)| self.pos(u, v)).collect();
        let prim = Prim::Polygon {
            points,
            fill: self.color(fill),
        };
        self.out.push(prim);
    }

    /// An ellipse centred at (u, v), turned by `angle` radians (clockwise on the face), its
    /// half-axes `a` and `b` in face heights, as a convex polygon.
    pub fn tilted_ellipse(&mut self, u: f32, v: f32, a: f32, b: f32, angle: f32, fill: Color32) {
        let aspect = self.aspect();
        let (sin, cos) = angle.sin_cos();
        let points: Vec<(f32, f32)> = (0..20)
            .map(|i| {
                let t = i as f32 / 20.0 * std::f32::consts::TAU;
                let (x, y) = (a * t.cos(), b * t.sin());
                let (x, y) = (x * cos - y * sin, x * sin + y * cos);
                (u + x / aspect, v + y)
            })
            .collect();
        self.polygon(&points, fill);
    }

    /// A tilted ellipse with, in a high-contrast style, a dark rim round it.
    pub fn rimmed_ellipse(&mut self, u: f32, v: f32, a: f32, b: f32, angle: f32, fill: Color32) {
        if let Some(outline) = self.p.outline {
            self.tilted_ellipse(u, v, a + 0.025, b + 0.025, angle, outline);
        }
        self.tilted_ellipse(u, v, a, b, angle, fill);
    }

    /// An open line through unit points, `width` a fraction of the face's height.
    pub fn line(&mut self, points: &[(f32, f32)], width: f32, color: Color32) {
        let points = points.iter().map(|&(u, v)| self.pos(u, v)).collect();
        let prim = Prim::Polyline {
            points,
            width: width * self.unit(),
            color: self.color(color),
        };
        self.out.push(prim);
    }

    /// Text centred at (u, v), `size` a fraction of the face height.
    pub fn glyph(&mut self, text: &str, u: f32, v: f32, size: f32, color: Color32, font: ArtFont) {
        let prim = Prim::Text {
            text: text.to_owned(),
            font,
            size: size * self.unit(),
            at: self.pos(u, v),
            anchor: Align2::CENTER_CENTER,
            color: self.color(color),
            sideways: self.sideways,
        };
        self.out.push(prim);
    }

    pub fn cjk(&mut self, text: &str, u: f32, v: f32, size: f32, color: Color32) {
        self.glyph(text, u, v, size, color, ArtFont::Cjk);
    }
}

fn fade(c: Color32, alpha: f32) -> Color32 {
    if alpha < 1.0 {
        c.gamma_multiply(alpha)
    } else {
        c
    }
}

/// The largest rect of `aspect` (width over height of the upright picture) centred in
/// `area`; a sideways picture lies turned, so its aspect is turned too.
fn fit(area: Rect, aspect: f32, sideways: bool) -> Rect {
    let aspect = if sideways { 1.0 / aspect } else { aspect };
    if !(aspect.is_finite() && aspect > 0.0) {
        return area;
    }
    let size = if area.width() / area.height().max(f32::EPSILON) > aspect {
        vec2(area.height() * aspect, area.height())
    } else {
        vec2(area.width(), area.width() / aspect)
    };
    Rect::from_center_size(area.center(), size)
}

fn picture_prim(
    area: Rect,
    pictures: &PictureFaces,
    image: &Arc<Bitmap>,
    look: &TileLook<'_>,
) -> Prim {
    Prim::Image {
        rect: fit(area, pictures.aspect_of(image), look.sideways),
        image: image.clone(),
        sideways: look.sideways,
        opacity: if look.dimmed { 0.35 } else { 1.0 },
    }
}

/// One tile in `rect` (upright: about `ASPECT` wide per unit of height) as primitives: the
/// picture of `look.pictures` for the face when it has one, our vector face otherwise.
pub fn tile(rect: Rect, face: Face, look: TileLook<'_>) -> Vec<Prim> {
    draw(rect, face, look, look.style.palette())
}

/// One tile in our ivory set's colours (ivory faces on a bamboo back, deeper inks): what
/// [`crate::tileset::ivory`] renders into the bundled set's pictures.
pub fn ivory_tile(rect: Rect, face: Face) -> Vec<Prim> {
    draw(rect, face, TileLook::default(), &IVORY)
}

fn draw(rect: Rect, face: Face, look: TileLook<'_>, p: &'static Palette) -> Vec<Prim> {
    let picture = look
        .pictures
        .and_then(|pictures| pictures.get(face).map(|image| (pictures, image)));
    if let Some((pictures, image)) = picture
        && pictures.framing == Framing::WholeTile
    {
        let mut out = vec![picture_prim(rect, pictures, image, &look)];
        highlight(&mut out, rect, look);
        let alpha = if look.dimmed { 0.35 } else { 1.0 };
        corner_index(&mut out, face, look, rect, p, alpha);
        return out;
    }
    let mut out = Vec::with_capacity(24);
    let alpha = if look.dimmed { 0.35 } else { 1.0 };
    let side = rect.width().min(rect.height());
    let radius = corner_radius(rect);
    let depth = side * 0.07;
    let face_rect = Rect::from_min_max(rect.min, rect.max - vec2(0.0, depth));
    out.push(Prim::RoundRect {
        rect,
        radius,
        fill: fade(p.body, alpha),
    });
    if let Some((pictures, image)) = picture {
        // The face's paper and edge, the picture inside the edge.
        let edge = paper_and_edge(&mut out, face_rect, radius, side, p, alpha);
        let area = face_rect.shrink(edge + side * 0.02);
        out.push(picture_prim(area, pictures, image, &look));
        highlight(&mut out, rect, look);
        corner_index(&mut out, face, look, face_rect, p, alpha);
        return out;
    }
    if face == Face::Back {
        out.push(Prim::RoundRect {
            rect: face_rect,
            radius,
            fill: fade(p.back, alpha),
        });
        let inner = face_rect.shrink(face_rect.width().min(face_rect.height()) * 0.14);
        out.push(Prim::RoundRectStroke {
            rect: inner.shrink(0.6),
            radius: (radius - 0.6).max(0.0),
            width: 1.2,
            color: fade(p.back_line, alpha),
        });
    } else {
        paper_and_edge(&mut out, face_rect, radius, side, p, alpha);
    }
    highlight(&mut out, rect, look);
    let inset = face_rect.shrink2(vec2(face_rect.width(), face_rect.height()) * 0.08);
    let mut canvas = Canvas {
        out: &mut out,
        face: inset,
        sideways: look.sideways,
        alpha,
        p,
        corner_index: look.corner_index && corner_label(face, look.corner_lang).is_some(),
    };
    match face {
        Face::Tile(t) => paint_suit_or_honour(&mut canvas, t),
        Face::Bonus(b) => super::bonus::paint_bonus(&mut canvas, b),
        Face::Back => {}
    }
    corner_index(&mut out, face, look, face_rect, p, alpha);
    out
}

/// The tile's corner radius in `rect`.
fn corner_radius(rect: Rect) -> f32 {
    (rect.width().min(rect.height()) * 0.12)
        .clamp(1.0, 255.0)
        .floor()
}

/// A face's paper and its edge line; returns the edge's width.
fn paper_and_edge(
    out: &mut Vec<Prim>,
    face_rect: Rect,
    radius: f32,
    side: f32,
    p: &Palette,
    alpha: f32,
) -> f32 {
    out.push(Prim::RoundRect {
        rect: face_rect,
        radius,
        fill: fade(p.face, alpha),
    });
    let edge = (side * p.edge_width).max(1.0);
    out.push(Prim::RoundRectStroke {
        rect: face_rect.shrink(edge / 2.0),
        radius: (radius - edge / 2.0).max(0.0),
        width: edge,
        color: fade(p.edge, alpha),
    });
    edge
}

/// The outline of a highlighted tile, round `rect`.
fn highlight(out: &mut Vec<Prim>, rect: Rect, look: TileLook<'_>) {
    if look.highlight {
        let radius = corner_radius(rect);
        out.push(Prim::RoundRectStroke {
            rect: rect.expand(1.5 + 1.25),
            radius: radius + 1.5 + 1.25,
            width: 2.5,
            color: HIGHLIGHT,
        });
    }
}

/// The beginner's index over the face's top-left corner, when asked for.
fn corner_index(
    out: &mut Vec<Prim>,
    face: Face,
    look: TileLook<'_>,
    face_rect: Rect,
    p: &Palette,
    alpha: f32,
) {
    if look.corner_index
        && let Some(text) = corner_label(face, look.corner_lang)
    {
        let inset = face_rect.shrink2(vec2(face_rect.width(), face_rect.height()) * 0.08);
        let size = inset.height().min(inset.width() / ASPECT) * 0.2;
        let (at, anchor) = if look.sideways {
            (
                pos2(face_rect.left() + 2.0, face_rect.bottom() - 2.0),
                Align2::LEFT_BOTTOM,
            )
        } else {
            (face_rect.left_top() + vec2(2.0, 1.0), Align2::LEFT_TOP)
        };
        out.push(Prim::Text {
            text,
            font: ArtFont::Latin,
            size: size.max(7.0),
            at,
            anchor,
            color: fade(p.mark, alpha),
            sideways: false,
        });
    }
}

/// The beginner's index in a language: 1–9 for suits in every language; E S W N for winds
/// where the players' own sheets use those letters (English, and the Polish club sheet's
/// "1-E 2-S 3-W 4-N"); C F P for the dragons in English only. The Russian sources use no
/// letters on tiles, so Russian honours have none. A bonus tile has none: its own number
/// and seat already stand in its corners.
pub fn corner_label(face: Face, lang: Lang) -> Option<String> {
    let latin_winds = matches!(lang, Lang::English | Lang::Polish);
    match face {
        Face::Tile(t) => match (t.number(), t.index()) {
            (Some(n), _) => Some(n.to_string()),
            (None, i @ 27..=30) if latin_winds => Some(["E", "S", "W", "N"][i - 27].into()),
            (None, 31) if lang == Lang::English => Some("P".into()),
            (None, 32) if lang == Lang::English => Some("F".into()),
            (None, 33) if lang == Lang::English => Some("C".into()),
            _ => None,
        },
        Face::Bonus(_) | Face::Back => None,
    }
}

const NUMERALS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

fn paint_suit_or_honour(c: &mut Canvas, t: Tile) {
    let p = c.p;
    match (t.suit(), t.number()) {
        (Some(crate::tiles::Suit::Characters), Some(n)) => {
            c.cjk(NUMERALS[n as usize - 1], 0.5, 0.28, 0.36, p.ink);
            c.cjk("萬", 0.5, 0.72, 0.42, p.wan);
        }
        (Some(crate::tiles::Suit::Dots), Some(n)) => paint_dots(c, n),
        (Some(crate::tiles::Suit::Bamboo), Some(n)) => super::bamboo::paint_bamboo(c, n),
        _ => match t.index() {
            27 => c.cjk("東", 0.5, 0.5, 0.62, p.ink),
            28 => c.cjk("南", 0.5, 0.5, 0.62, p.ink),
            29 => c.cjk("西", 0.5, 0.5, 0.62, p.ink),
            30 => c.cjk("北", 0.5, 0.5, 0.62, p.ink),
            31 => paint_white_dragon(c),
            32 => c.cjk("發", 0.5, 0.5, 0.62, p.green),
            _ => c.cjk("中", 0.5, 0.5, 0.66, p.red),
        },
    }
}

fn paint_white_dragon(c: &mut Canvas) {
    let blue = c.p.blue;
    let mut frame = |m: f32, w: f32| {
        c.line(
            &[
                (m, m),
                (1.0 - m, m),
                (1.0 - m, 1.0 - m),
                (m, 1.0 - m),
                (m, m),
            ],
            w,
            blue,
        );
    };
    frame(0.1, 0.035);
    frame(0.2, 0.015);
}

/// Positions of the dots, in unit face coordinates, and their colours.
fn dot_layout(n: u8, p: &Palette) -> Vec<(f32, f32, Color32)> {
    let (blue, red, green) = (p.blue, p.red, p.green);
    let col = |xs: &[f32], ys: &[f32], color: Color32| -> Vec<(f32, f32, Color32)> {
        ys.iter()
            .flat_map(|&y| xs.iter().map(move |&x| (x, y, color)))
            .collect()
    };
    match n {
        2 => vec![(0.5, 0.27, green), (0.5, 0.73, blue)],
        3 => vec![(0.22, 0.2, blue), (0.5, 0.5, red), (0.78, 0.8, green)],
        4 => {
            let mut v = col(&[0.28, 0.72], &[0.28], blue);
            v.extend(col(&[0.28, 0.72], &[0.72], green));
            v
        }
        5 => {
            let mut v = dot_layout(4, p);
            v.push((0.5, 0.5, red));
            v
        }
        6 => {
            let mut v = col(&[0.3, 0.7], &[0.2], green);
            v.extend(col(&[0.3, 0.7], &[0.55, 0.82], red));
            v
        }
        7 => {
            let mut v = vec![(0.22, 0.13, green), (0.5, 0.25, green), (0.78, 0.37, green)];
            v.extend(col(&[0.3, 0.7], &[0.62, 0.87], red));
            v
        }
        8 => col(&[0.3, 0.7], &[0.14, 0.38, 0.62, 0.86], blue),
        _ => {
            let mut v = col(&[0.2, 0.5, 0.8], &[0.18], blue);
            v.extend(col(&[0.2, 0.5, 0.8], &[0.5], red));
            v.extend(col(&[0.2, 0.5, 0.8], &[0.82], green));
            v
        }
    }
}

/// One dot: a disc with a ring in the face's colour and a centre, in a high-contrast style
/// ringed in its outline colour.
fn dot(c: &mut Canvas, u: f32, v: f32, r: f32, color: Color32) {
    let p = c.p;
    let color = p.dots.unwrap_or(color);
    c.circle(u, v, r, color);
    c.ring(u, v, r * 0.62, r * 0.22, p.face);
    c.circle(u, v, r * 0.25, color);
    if let Some(outline) = p.outline {
        c.ring(u, v, r, r * 0.22, outline);
    }
}

fn paint_dots(c: &mut Canvas, n: u8) {
    let p = c.p;
    if n == 1 {
        let (outer, inner, centre) = match p.dots {
            Some(one) => (one, one, one),
            None => (p.green, p.red, p.blue),
        };
        c.circle(0.5, 0.5, 0.3, outer);
        c.ring(0.5, 0.5, 0.24, 0.03, p.face);
        c.circle(0.5, 0.5, 0.17, inner);
        c.ring(0.5, 0.5, 0.11, 0.025, p.face);
        c.circle(0.5, 0.5, 0.05, centre);
        if let Some(outline) = p.outline {
            c.ring(0.5, 0.5, 0.3, 0.035, outline);
        }
        return;
    }
    let r = match n {
        2..=4 => 0.13,
        5..=6 => 0.11,
        7 => 0.085,
        8 => 0.082,
        _ => 0.09,
    };
    for (u, v, color) in dot_layout(n, p) {
        dot(c, u, v, r, color);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse_tiles;

    fn rect() -> Rect {
        Rect::from_min_size(pos2(0.0, 0.0), tile_size(60.0))
    }

    fn texts(prims: &[Prim]) -> Vec<String> {
        prims
            .iter()
            .filter_map(|p| match p {
                Prim::Text { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect()
    }

    /// Pictures of one colour for `faces`, framed as asked.
    fn plain_faces(faces: &[Face], framing: Framing, rgb: [u8; 3]) -> PictureFaces {
        let mut pictures = PictureFaces::new(framing, None);
        for &face in faces {
            let [r, g, b] = rgb;
            let rgba = [r, g, b, 255].repeat(6 * 8);
            pictures.set(face, Arc::new(Bitmap::new(6, 8, rgba).expect("bitmap")));
        }
        pictures
    }

    fn images(prims: &[Prim]) -> Vec<(Rect, bool)> {
        prims
            .iter()
            .filter_map(|p| match p {
                Prim::Image { rect, sideways, .. } => Some((*rect, *sideways)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_face_with_a_picture_draws_it_inside_our_body_and_others_stay_vector() {
        let five = Face::Tile(parse_tiles("5p").expect("tile")[0]);
        let six = Face::Tile(parse_tiles("6p").expect("tile")[0]);
        let pictures = plain_faces(&[five], Framing::FaceOnly, [255, 0, 0]);
        let look = TileLook {
            pictures: Some(&pictures),
            ..TileLook::default()
        };
        let prims = tile(rect(), five, look);
        let found = images(&prims);
        assert_eq!(found.len(), 1);
        // The body, the face and its edge first; the picture inside the tile, 6 by 8 kept.
        assert!(matches!(prims[0], Prim::RoundRect { .. }));
        let (r, sideways) = found[0];
        assert!(!sideways);
        assert!(rect().contains_rect(r));
        assert!((r.width() / r.height() - 0.75).abs() < 1e-3, "{r:?}");
        assert_eq!(
            tile(rect(), six, look),
            tile(rect(), six, TileLook::default())
        );
    }

    #[test]
    fn a_whole_tile_picture_replaces_our_tile_and_turns_with_a_claimed_tile() {
        let back = Face::Back;
        let pictures = plain_faces(&[back], Framing::WholeTile, [0, 0, 255]);
        let look = TileLook {
            pictures: Some(&pictures),
            sideways: true,
            highlight: true,
            ..TileLook::default()
        };
        let sideways_rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(60.0, 44.4));
        let prims = tile(sideways_rect, back, look);
        // The picture, then the highlight's outline: nothing of ours under it.
        assert_eq!(prims.len(), 2);
        let (r, sideways) = images(&prims)[0];
        assert!(sideways);
        // Turned, the 6-by-8 picture lies 8 wide and 6 tall, filling the rect's height.
        assert!((r.width() / r.height() - 8.0 / 6.0).abs() < 1e-3, "{r:?}");
        assert!((r.height() - 44.4).abs() < 1e-3);
    }

    #[test]
    fn characters_show_their_numeral_over_wan() {
        let t = parse_tiles("7m").expect("tile")[0];
        assert_eq!(
            texts(&tile(rect(), Face::Tile(t), TileLook::default())),
            ["七", "萬"]
        );
    }

    #[test]
    fn every_dot_tile_has_as_many_dots_as_its_number() {
        for n in 2..=9u8 {
            let t = parse_tiles(&format!("{n}p")).expect("tile")[0];
            let prims = tile(rect(), Face::Tile(t), TileLook::default());
            let rings = prims
                .iter()
                .filter(|p| matches!(p, Prim::Ring { .. }))
                .count();
            assert_eq!(rings, n as usize, "{n}p");
        }
    }

    #[test]
    fn a_back_has_no_face_and_no_index() {
        let look = TileLook {
            corner_index: true,
            ..TileLook::default()
        };
        assert!(texts(&tile(rect(), Face::Back, look)).is_empty());
    }

    #[test]
    fn the_corner_index_is_latin_text() {
        let t = parse_tiles("1z").expect("tile")[0];
        let look = TileLook {
            corner_index: true,
            ..TileLook::default()
        };
        let prims = tile(rect(), Face::Tile(t), look);
        assert!(prims.iter().any(|p| matches!(p,
            Prim::Text { text, font: ArtFont::Latin, .. } if text == "E")));
    }

    #[test]
    fn the_corner_index_follows_the_language_and_leaves_the_flowers_corners_free() {
        let look = |corner_lang| TileLook {
            corner_index: true,
            corner_lang,
            ..TileLook::default()
        };
        let east = Face::Tile(parse_tiles("1z").expect("tile")[0]);
        let five = Face::Tile(parse_tiles("5p").expect("tile")[0]);
        let red = Face::Tile(parse_tiles("7z").expect("tile")[0]);
        assert!(texts(&tile(rect(), east, look(Lang::Polish))).contains(&"E".to_string()));
        assert_eq!(texts(&tile(rect(), east, look(Lang::Russian))), ["東"]);
        assert_eq!(texts(&tile(rect(), five, look(Lang::Russian))), ["5"]);
        assert_eq!(texts(&tile(rect(), red, look(Lang::Polish))), ["中"]);
        // A flower shows its own number and seat, nothing over them.
        let plum = Face::Bonus(BonusTile::Flower(1));
        assert_eq!(
            texts(&tile(rect(), plum, look(Lang::English))),
            texts(&tile(rect(), plum, TileLook::default()))
        );
    }

    #[test]
    fn a_sideways_face_stays_inside_its_rect() {
        let t = parse_tiles("5s").expect("tile")[0];
        let r = Rect::from_min_size(pos2(10.0, 10.0), vec2(60.0, 44.4));
        let look = TileLook {
            sideways: true,
            ..TileLook::default()
        };
        for p in tile(r, Face::Tile(t), look) {
            if let Prim::Polygon { points, .. } = p {
                assert!(points.iter().all(|q| r.expand(0.01).contains(*q)));
            }
        }
    }

    #[test]
    fn a_dimmed_tile_is_fainter() {
        let t = parse_tiles("5z").expect("tile")[0];
        let dim = TileLook {
            dimmed: true,
            ..TileLook::default()
        };
        let fill = |look| match tile(rect(), Face::Tile(t), look)[0] {
            Prim::RoundRect { fill, .. } => fill.a(),
            _ => 0,
        };
        assert!(fill(dim) < fill(TileLook::default()));
    }

    /// One tile `height` points tall, alone, in `style`.
    fn alone(face: Face, style: TileStyle, height: f32) -> super::super::Picture {
        let look = TileLook {
            style,
            ..TileLook::default()
        };
        let r = Rect::from_min_size(pos2(0.0, 0.0), tile_size(height));
        super::super::Picture {
            size: r.size(),
            prims: tile(r, face, look),
        }
    }

    /// The inked pixels of a tile's face at `height` pixels (one per point): those that differ
    /// clearly from the face's colour, inside the face's margin. (width, height, mask).
    fn ink(face: Face, style: TileStyle, height: f32) -> (usize, usize, Vec<bool>) {
        let picture = alone(face, style, height);
        let pixmap =
            super::super::raster::rasterise(&picture, 1.0, Some(Color32::WHITE)).expect("a raster");
        let paper = style.palette().face;
        let (w, h) = (pixmap.width() as usize, pixmap.height() as usize);
        // The face's inset, as `tile` places it, less a pixel.
        let body = Rect::from_min_size(pos2(0.0, 0.0), picture.size);
        let depth = body.width().min(body.height()) * 0.07;
        let face_rect = Rect::from_min_max(body.min, body.max - vec2(0.0, depth));
        let inset = face_rect
            .shrink2(vec2(face_rect.width(), face_rect.height()) * 0.08)
            .shrink(1.0);
        let mut mask = vec![false; w * h];
        for y in 0..h {
            for x in 0..w {
                let inside = inset.contains(pos2(x as f32 + 0.5, y as f32 + 0.5));
                let Some(px) = pixmap.pixel(x as u32, y as u32) else {
                    continue;
                };
                let far = [
                    (px.red(), paper.r()),
                    (px.green(), paper.g()),
                    (px.blue(), paper.b()),
                ]
                .iter()
                .map(|&(a, b)| (i32::from(a) - i32::from(b)).abs())
                .max()
                .unwrap_or(0);
                mask[y * w + x] = inside && far > 90;
            }
        }
        (w, h, mask)
    }

    /// The separate blobs of ink (4-connected) of at least `min` pixels.
    fn blobs(w: usize, h: usize, mask: &[bool], min: usize) -> usize {
        let mut seen = vec![false; mask.len()];
        let mut count = 0;
        for start in 0..mask.len() {
            if !mask[start] || seen[start] {
                continue;
            }
            let mut stack = vec![start];
            seen[start] = true;
            let mut size = 0;
            while let Some(i) = stack.pop() {
                size += 1;
                let (x, y) = (i % w, i / w);
                let mut near = Vec::with_capacity(4);
                if x > 0 {
                    near.push(i - 1);
                }
                if x + 1 < w {
                    near.push(i + 1);
                }
                if y > 0 {
                    near.push(i - w);
                }
                if y + 1 < h {
                    near.push(i + w);
                }
                for j in near {
                    if mask[j] && !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
            if size >= min {
                count += 1;
            }
        }
        count
    }

    fn bamboo(n: u8) -> Face {
        Face::Tile(parse_tiles(&format!("{n}s")).expect("tile")[0])
    }

    #[test]
    fn two_three_four_and_six_bamboo_show_as_many_sticks_at_drill_size() {
        for n in [2u8, 3, 4, 6] {
            let (w, h, mask) = ink(bamboo(n), TileStyle::Classic, 37.0);
            assert_eq!(blobs(w, h, &mask, 4), n as usize, "{n}s at 37 px");
        }
    }

    #[test]
    fn two_three_four_and_six_bamboo_differ_clearly_in_every_style_and_size() {
        for style in TileStyle::ALL {
            for height in [37.0, 24.0] {
                let masks: Vec<(u8, Vec<bool>)> = [2u8, 3, 4, 6]
                    .iter()
                    .map(|&n| (n, ink(bamboo(n), style, height).2))
                    .collect();
                for (i, (a, ma)) in masks.iter().enumerate() {
                    for (b, mb) in &masks[i + 1..] {
                        let differ = ma.iter().zip(mb).filter(|(x, y)| x != y).count();
                        let inked = ma.iter().filter(|x| **x).count();
                        // At least a fifth of the ink of one is not where the other's is.
                        assert!(
                            differ * 5 > inked,
                            "{style:?} {height}: {a}s and {b}s differ in {differ} of {inked} pixels"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_face_in_each_style_draws_ink_in_png_and_paths_in_svg() {
        for style in TileStyle::ALL {
            for face in crate::art::diagram::all_faces() {
                for height in [37.0, 24.0] {
                    let (_, _, mask) = ink(face, style, height);
                    let inked = mask.iter().filter(|x| **x).count();
                    if face == Face::Back {
                        continue;
                    }
                    assert!(
                        inked >= 15,
                        "{style:?} {face:?} at {height}: {inked} pixels"
                    );
                }
                let svg = super::super::svg::to_svg(&alone(face, style, 37.0), 1.0);
                // The body, the face and its edge, then what is drawn on it.
                let paths = svg.matches("<path").count();
                let least = if face == Face::Back { 3 } else { 4 };
                assert!(paths >= least, "{style:?} {face:?}: {paths} paths");
            }
        }
    }

    #[test]
    fn high_contrast_keeps_the_suits_apart_by_colour_and_outline() {
        let colours = |face: &str| -> Vec<Color32> {
            let t = parse_tiles(face).expect("tile")[0];
            let look = TileLook {
                style: TileStyle::HighContrast,
                ..TileLook::default()
            };
            tile(rect(), Face::Tile(t), look)
                .iter()
                .skip(3)
                .filter_map(|p| match p {
                    Prim::Circle { fill, .. } | Prim::Polygon { fill, .. } => Some(*fill),
                    _ => None,
                })
                .collect()
        };
        let p = TileStyle::HighContrast.palette();
        let (dots, sticks) = (colours("5p"), colours("5s"));
        assert!(dots.contains(&p.dots.expect("one dot colour")));
        assert!(!dots.contains(&p.sticks.expect("one stick colour")));
        assert!(sticks.contains(&p.sticks.expect("one stick colour")));
        assert!(!sticks.contains(&p.dots.expect("one dot colour")));
        // Every stick sits on a dark outline drawn first.
        assert_eq!(sticks.iter().filter(|c| **c == Color32::BLACK).count(), 5);
    }
}
