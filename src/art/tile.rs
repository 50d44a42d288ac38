//! Tile faces drawn from shapes and glyphs (our own artwork), crisp at any size: dots,
//! bamboo, characters with 萬, winds, dragons, bonus tiles and the back. Every tile can be
//! drawn upright or turned sideways (a claimed tile in a meld).

use super::{Align2, ArtFont, Color32, Pos2, Prim, Rect, Vec2, pos2, vec2};
use crate::i18n::Lang;
use crate::tiles::{Animal, BonusTile, Tile};

/// Width over height of an upright tile.
pub const ASPECT: f32 = 0.74;

/// What is drawn on a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    Tile(Tile),
    Bonus(BonusTile),
    Back,
}

/// How a tile is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TileLook {
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
}

const IVORY: Color32 = Color32::from_rgb(0xfb, 0xf8, 0xee);
const IVORY_EDGE: Color32 = Color32::from_rgb(0xd9, 0xd2, 0xbd);
const BODY: Color32 = Color32::from_rgb(0x3f, 0x8f, 0x6c);
const BACK: Color32 = Color32::from_rgb(0x2f, 0x76, 0x58);
const BACK_LINE: Color32 = Color32::from_rgb(0x8f, 0xc9, 0xa9);
const BLUE: Color32 = Color32::from_rgb(0x1c, 0x4b, 0x96);
const RED: Color32 = Color32::from_rgb(0xc0, 0x26, 0x26);
const GREEN: Color32 = Color32::from_rgb(0x1e, 0x7a, 0x3c);
const INK: Color32 = Color32::from_rgb(0x1a, 0x23, 0x3a);
const BROWN: Color32 = Color32::from_rgb(0x8a, 0x4b, 0x12);
const MARK: Color32 = Color32::from_rgb(0x55, 0x55, 0x55);
/// The outline of a highlighted tile.
pub const HIGHLIGHT: Color32 = Color32::from_rgb(0xff, 0xb3, 0x00);

/// The size of an upright tile of the given height.
pub fn tile_size(height: f32) -> Vec2 {
    vec2(height * ASPECT, height)
}

/// Collects a face's primitives, mapping upright unit coordinates (0..1 across, 0..1 down
/// the face) into the face's rect, turned sideways when asked.
struct Canvas<'a> {
    out: &'a mut Vec<Prim>,
    face: Rect,
    sideways: bool,
    alpha: f32,
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

    fn circle(&mut self, u: f32, v: f32, r: f32, fill: Color32) {
        let prim = Prim::Circle {
            centre: self.pos(u, v),
            radius: r * self.unit(),
            fill: self.color(fill),
        };
        self.out.push(prim);
    }

    fn ring(&mut self, u: f32, v: f32, r: f32, width: f32, color: Color32) {
        let prim = Prim::Ring {
            centre: self.pos(u, v),
            radius: r * self.unit(),
            width: width * self.unit(),
            color: self.color(color),
        };
        self.out.push(prim);
    }

    /// A quad from four unit corners, filled.
    fn quad(&mut self, corners: [(f32, f32); 4], fill: Color32) {
        let points = corners.iter().map(|&(u, v)| self.pos(u, v)).collect();
        let prim = Prim::Polygon {
            points,
            fill: self.color(fill),
        };
        self.out.push(prim);
    }

    fn line(&mut self, points: &[(f32, f32)], width: f32, color: Color32) {
        let points = points.iter().map(|&(u, v)| self.pos(u, v)).collect();
        let prim = Prim::Polyline {
            points,
            width: width * self.unit(),
            color: self.color(color),
        };
        self.out.push(prim);
    }

    /// Text centred at (u, v), `size` a fraction of the face height.
    fn glyph(&mut self, text: &str, u: f32, v: f32, size: f32, color: Color32, font: ArtFont) {
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

    fn cjk(&mut self, text: &str, u: f32, v: f32, size: f32, color: Color32) {
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

/// One tile in `rect` (upright: about `ASPECT` wide per unit of height) as primitives.
pub fn tile(rect: Rect, face: Face, look: TileLook) -> Vec<Prim> {
    let mut out = Vec::with_capacity(24);
    let alpha = if look.dimmed { 0.35 } else { 1.0 };
    let radius = (rect.width().min(rect.height()) * 0.12)
        .clamp(1.0, 255.0)
        .floor();
    let depth = rect.height().min(rect.width()) * 0.07;
    let face_rect = Rect::from_min_max(rect.min, rect.max - vec2(0.0, depth));
    out.push(Prim::RoundRect {
        rect,
        radius,
        fill: fade(BODY, alpha),
    });
    if face == Face::Back {
        out.push(Prim::RoundRect {
            rect: face_rect,
            radius,
            fill: fade(BACK, alpha),
        });
        let inner = face_rect.shrink(face_rect.width().min(face_rect.height()) * 0.14);
        out.push(Prim::RoundRectStroke {
            rect: inner.shrink(0.6),
            radius: (radius - 0.6).max(0.0),
            width: 1.2,
            color: fade(BACK_LINE, alpha),
        });
    } else {
        out.push(Prim::RoundRect {
            rect: face_rect,
            radius,
            fill: fade(IVORY, alpha),
        });
        out.push(Prim::RoundRectStroke {
            rect: face_rect.shrink(0.5),
            radius: (radius - 0.5).max(0.0),
            width: 1.0,
            color: fade(IVORY_EDGE, alpha),
        });
    }
    if look.highlight {
        out.push(Prim::RoundRectStroke {
            rect: rect.expand(1.5 + 1.25),
            radius: radius + 1.5 + 1.25,
            width: 2.5,
            color: HIGHLIGHT,
        });
    }
    let inset = face_rect.shrink2(vec2(face_rect.width(), face_rect.height()) * 0.08);
    let mut canvas = Canvas {
        out: &mut out,
        face: inset,
        sideways: look.sideways,
        alpha,
    };
    match face {
        Face::Tile(t) => paint_suit_or_honour(&mut canvas, t),
        Face::Bonus(b) => paint_bonus(&mut canvas, b),
        Face::Back => {}
    }
    if look.corner_index
        && let Some(text) = corner_label(face, look.corner_lang)
    {
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
            color: fade(MARK, alpha),
            sideways: false,
        });
    }
    out
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
    match (t.suit(), t.number()) {
        (Some(crate::tiles::Suit::Characters), Some(n)) => {
            c.cjk(NUMERALS[n as usize - 1], 0.5, 0.28, 0.36, INK);
            c.cjk("萬", 0.5, 0.72, 0.42, RED);
        }
        (Some(crate::tiles::Suit::Dots), Some(n)) => paint_dots(c, n),
        (Some(crate::tiles::Suit::Bamboo), Some(n)) => paint_bamboo(c, n),
        _ => match t.index() {
            27 => c.cjk("東", 0.5, 0.5, 0.62, INK),
            28 => c.cjk("南", 0.5, 0.5, 0.62, INK),
            29 => c.cjk("西", 0.5, 0.5, 0.62, INK),
            30 => c.cjk("北", 0.5, 0.5, 0.62, INK),
            31 => paint_white_dragon(c),
            32 => c.cjk("發", 0.5, 0.5, 0.62, GREEN),
            _ => c.cjk("中", 0.5, 0.5, 0.66, RED),
        },
    }
}

fn paint_white_dragon(c: &mut Canvas) {
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
            BLUE,
        );
    };
    frame(0.1, 0.035);
    frame(0.2, 0.015);
}

/// Positions of the dots, in unit face coordinates, and their colours.
fn dot_layout(n: u8) -> Vec<(f32, f32, Color32)> {
    let col = |xs: &[f32], ys: &[f32], color: Color32| -> Vec<(f32, f32, Color32)> {
        ys.iter()
            .flat_map(|&y| xs.iter().map(move |&x| (x, y, color)))
            .collect()
    };
    match n {
        2 => vec![(0.5, 0.27, GREEN), (0.5, 0.73, BLUE)],
        3 => vec![(0.22, 0.2, BLUE), (0.5, 0.5, RED), (0.78, 0.8, GREEN)],
        4 => {
            let mut v = col(&[0.28, 0.72], &[0.28], BLUE);
            v.extend(col(&[0.28, 0.72], &[0.72], GREEN));
            v
        }
        5 => {
            let mut v = dot_layout(4);
            v.push((0.5, 0.5, RED));
            v
        }
        6 => {
            let mut v = col(&[0.3, 0.7], &[0.2], GREEN);
            v.extend(col(&[0.3, 0.7], &[0.55, 0.82], RED));
            v
        }
        7 => {
            let mut v = vec![(0.22, 0.13, GREEN), (0.5, 0.25, GREEN), (0.78, 0.37, GREEN)];
            v.extend(col(&[0.3, 0.7], &[0.62, 0.87], RED));
            v
        }
        8 => col(&[0.3, 0.7], &[0.14, 0.38, 0.62, 0.86], BLUE),
        _ => {
            let mut v = col(&[0.2, 0.5, 0.8], &[0.18], BLUE);
            v.extend(col(&[0.2, 0.5, 0.8], &[0.5], RED));
            v.extend(col(&[0.2, 0.5, 0.8], &[0.82], GREEN));
            v
        }
    }
}

fn paint_dots(c: &mut Canvas, n: u8) {
    if n == 1 {
        c.circle(0.5, 0.5, 0.3, GREEN);
        c.ring(0.5, 0.5, 0.24, 0.03, IVORY);
        c.circle(0.5, 0.5, 0.17, RED);
        c.ring(0.5, 0.5, 0.11, 0.025, IVORY);
        c.circle(0.5, 0.5, 0.05, BLUE);
        return;
    }
    let r = match n {
        2..=4 => 0.13,
        5..=6 => 0.11,
        7 => 0.085,
        8 => 0.082,
        _ => 0.09,
    };
    for (u, v, color) in dot_layout(n) {
        c.circle(u, v, r, color);
        c.ring(u, v, r * 0.62, r * 0.22, IVORY);
        c.circle(u, v, r * 0.25, color);
    }
}

/// One bamboo stick centred at (u, v).
fn stick(c: &mut Canvas, u: f32, v: f32, height: f32, color: Color32) {
    let w = 0.055;
    let h = height / 2.0;
    c.quad(
        [
            (u - w, v - h),
            (u + w, v - h),
            (u + w, v + h),
            (u - w, v + h),
        ],
        color,
    );
    let joint = color.lerp_to_gamma(Color32::BLACK, 0.35);
    for dv in [-h, 0.0, h] {
        c.line(
            &[(u - w * 1.35, v + dv), (u + w * 1.35, v + dv)],
            0.022,
            joint,
        );
    }
    c.line(
        &[(u, v - h * 0.8), (u, v + h * 0.8)],
        0.01,
        color.lerp_to_gamma(Color32::WHITE, 0.45),
    );
}

fn paint_bamboo(c: &mut Canvas, n: u8) {
    if n == 1 {
        paint_bird(c);
        return;
    }
    let h = 0.3;
    let sticks: Vec<(f32, f32, Color32)> = match n {
        2 => vec![(0.5, 0.27, GREEN), (0.5, 0.73, GREEN)],
        3 => vec![(0.5, 0.27, GREEN), (0.3, 0.73, GREEN), (0.7, 0.73, GREEN)],
        4 => vec![
            (0.3, 0.27, GREEN),
            (0.7, 0.27, BLUE),
            (0.3, 0.73, BLUE),
            (0.7, 0.73, GREEN),
        ],
        5 => vec![
            (0.22, 0.27, GREEN),
            (0.78, 0.27, BLUE),
            (0.5, 0.5, RED),
            (0.22, 0.73, BLUE),
            (0.78, 0.73, GREEN),
        ],
        6 => [0.2, 0.5, 0.8]
            .iter()
            .flat_map(|&u| [(u, 0.27, GREEN), (u, 0.73, BLUE)])
            .collect(),
        7 => {
            let mut v = vec![(0.5, 0.18, RED)];
            v.extend(
                [0.2, 0.5, 0.8]
                    .iter()
                    .flat_map(|&u| [(u, 0.52, GREEN), (u, 0.84, BLUE)]),
            );
            v
        }
        8 => [0.16, 0.39, 0.61, 0.84]
            .iter()
            .flat_map(|&u| [(u, 0.27, GREEN), (u, 0.73, BLUE)])
            .collect(),
        _ => [0.2, 0.5, 0.8]
            .iter()
            .flat_map(|&u| {
                let color = if u == 0.5 { RED } else { GREEN };
                [(u, 0.18, color), (u, 0.5, BLUE), (u, 0.82, color)]
            })
            .collect(),
    };
    let height = if n >= 7 { 0.26 } else { h };
    for (u, v, color) in sticks {
        stick(c, u, v, height, color);
    }
}

/// The one of bamboo: a little bird on a branch.
fn paint_bird(c: &mut Canvas) {
    // Tail feathers fanning out behind.
    for (du, color) in [(-0.22, GREEN), (-0.12, BLUE), (-0.02, RED)] {
        c.quad(
            [
                (0.42, 0.55),
                (0.3 + du, 0.82),
                (0.38 + du, 0.88),
                (0.5, 0.6),
            ],
            color,
        );
    }
    c.circle(0.55, 0.48, 0.17, GREEN);
    c.circle(0.62, 0.3, 0.1, RED);
    c.circle(0.65, 0.28, 0.025, IVORY);
    c.quad(
        [(0.71, 0.3), (0.82, 0.33), (0.82, 0.33), (0.71, 0.35)],
        BROWN,
    );
    c.line(&[(0.2, 0.86), (0.85, 0.7)], 0.03, BROWN);
    c.line(&[(0.5, 0.64), (0.47, 0.76)], 0.02, BROWN);
    c.line(&[(0.6, 0.64), (0.62, 0.74)], 0.02, BROWN);
}

fn paint_bonus(c: &mut Canvas, b: BonusTile) {
    let (glyph, color) = match b {
        BonusTile::Flower(n) => (["梅", "蘭", "菊", "竹"][n as usize - 1], RED),
        BonusTile::Season(n) => (["春", "夏", "秋", "冬"][n as usize - 1], BLUE),
        BonusTile::Animal(Animal::Cat) => ("貓", BROWN),
        BonusTile::Animal(Animal::Rat) => ("鼠", BROWN),
        BonusTile::Animal(Animal::Rooster) => ("雞", BROWN),
        BonusTile::Animal(Animal::Centipede) => ("蜈", BROWN),
    };
    c.cjk(glyph, 0.5, 0.58, 0.52, color);
    if let Some(seat) = b.seat() {
        c.glyph(
            &seat.number().to_string(),
            0.82,
            0.1,
            0.2,
            color,
            ArtFont::Latin,
        );
        let wind = ["東", "南", "西", "北"][seat.index()];
        c.cjk(wind, 0.22, 0.13, 0.2, INK);
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
}
