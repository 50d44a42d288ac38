//! Tile faces drawn from shapes and glyphs (our own artwork), crisp at any size: dots,
//! bamboo, characters with 萬, winds, dragons, bonus tiles and the back. Every tile can be
//! drawn upright or turned sideways (a claimed tile in a meld).

use crate::tiles::{Animal, BonusTile, Tile};
use egui::epaint::{CircleShape, PathShape, PathStroke, TextShape};
use egui::{
    Align2, Color32, CornerRadius, FontFamily, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2,
    pos2, vec2,
};
use std::sync::Arc;

/// Width over height of an upright tile.
pub const ASPECT: f32 = 0.74;

/// The font family holding the CJK glyphs of the tile faces.
pub const TILE_FONT: &str = "tile-cjk";

/// The font family of the small Latin marks on tile faces (the corner index, a bonus tile's
/// seat number): part of the picture, sized with the tile, apart from the interface's text.
pub const TILE_MARK_FONT: &str = "tile-mark";

/// The bundled CJK subset (SIL OFL, see assets/fonts/OFL.txt).
pub const TILE_FONT_BYTES: &[u8] =
    include_bytes!("../../assets/fonts/NotoSerifCJKtc-Bold-subset.otf");

/// Adds the tile font to a font set, also as a fallback for the interface text.
pub fn install_fonts(fonts: &mut egui::FontDefinitions) {
    fonts.font_data.insert(
        TILE_FONT.to_owned(),
        Arc::new(egui::FontData::from_static(TILE_FONT_BYTES)),
    );
    fonts.families.insert(
        FontFamily::Name(TILE_FONT.into()),
        vec![TILE_FONT.to_owned()],
    );
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push(TILE_FONT.to_owned());
    }
    // Arrows and other signs the proportional font lacks (→ in the Sichuan payment lines):
    // the bundled monospace font has them.
    let monospace = fonts
        .families
        .get(&FontFamily::Monospace)
        .and_then(|f| f.first())
        .cloned();
    if let (Some(mono), Some(proportional)) =
        (monospace, fonts.families.get_mut(&FontFamily::Proportional))
        && !proportional.contains(&mono)
    {
        proportional.push(mono);
    }
    let marks = fonts
        .families
        .get(&FontFamily::Proportional)
        .cloned()
        .unwrap_or_default();
    fonts
        .families
        .insert(FontFamily::Name(TILE_MARK_FONT.into()), marks);
}

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
const BLUE: Color32 = Color32::from_rgb(0x1c, 0x4b, 0x96);
const RED: Color32 = Color32::from_rgb(0xc0, 0x26, 0x26);
const GREEN: Color32 = Color32::from_rgb(0x1e, 0x7a, 0x3c);
const INK: Color32 = Color32::from_rgb(0x1a, 0x23, 0x3a);
const BROWN: Color32 = Color32::from_rgb(0x8a, 0x4b, 0x12);
const HIGHLIGHT: Color32 = Color32::from_rgb(0xff, 0xb3, 0x00);

/// Maps upright unit coordinates (0..1 across, 0..1 down the face) to the screen, turning
/// the face sideways when asked.
struct Canvas<'a> {
    painter: &'a Painter,
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
        if self.alpha < 1.0 {
            c.gamma_multiply(self.alpha)
        } else {
            c
        }
    }

    fn circle(&self, u: f32, v: f32, r: f32, fill: Color32) {
        self.painter.add(CircleShape::filled(
            self.pos(u, v),
            r * self.unit(),
            self.color(fill),
        ));
    }

    fn ring(&self, u: f32, v: f32, r: f32, width: f32, color: Color32) {
        let stroke = Stroke::new(width * self.unit(), self.color(color));
        self.painter
            .add(CircleShape::stroke(self.pos(u, v), r * self.unit(), stroke));
    }

    /// A quad from four unit corners, filled.
    fn quad(&self, corners: [(f32, f32); 4], fill: Color32) {
        let points = corners.iter().map(|&(u, v)| self.pos(u, v)).collect();
        self.painter.add(PathShape::convex_polygon(
            points,
            self.color(fill),
            Stroke::NONE,
        ));
    }

    fn line(&self, points: &[(f32, f32)], width: f32, color: Color32) {
        let points = points.iter().map(|&(u, v)| self.pos(u, v)).collect();
        let stroke = PathStroke::new(width * self.unit(), self.color(color));
        self.painter.add(PathShape::line(points, stroke));
    }

    /// A glyph centred at (u, v), `size` a fraction of the face height.
    fn glyph(&self, text: &str, u: f32, v: f32, size: f32, color: Color32, family: FontFamily) {
        let font = FontId::new(size * self.unit(), family);
        let galley = self
            .painter
            .layout_no_wrap(text.to_owned(), font, self.color(color));
        let half = galley.size() / 2.0;
        let centre = self.pos(u, v);
        let shape = if self.sideways {
            let angle = -std::f32::consts::FRAC_PI_2;
            // Rotating about the galley's top-left corner: place it so that its centre lands.
            let offset = vec2(-half.y, half.x);
            TextShape::new(centre + offset, galley, self.color(color)).with_angle(angle)
        } else {
            TextShape::new(centre - half, galley, self.color(color))
        };
        self.painter.add(Shape::Text(shape));
    }

    fn cjk(&self, text: &str, u: f32, v: f32, size: f32, color: Color32) {
        self.glyph(text, u, v, size, color, FontFamily::Name(TILE_FONT.into()));
    }
}

/// Paints one tile in `rect` (upright: about `ASPECT` wide per unit of height).
pub fn paint_tile(painter: &Painter, rect: Rect, face: Face, look: TileLook) {
    let alpha = if look.dimmed { 0.35 } else { 1.0 };
    let radius =
        CornerRadius::same((rect.width().min(rect.height()) * 0.12).clamp(1.0, 255.0) as u8);
    let depth = rect.height().min(rect.width()) * 0.07;
    let body = rect;
    let face_rect = Rect::from_min_max(body.min, body.max - vec2(0.0, depth));
    let fade = |c: Color32| {
        if look.dimmed {
            c.gamma_multiply(alpha)
        } else {
            c
        }
    };
    painter.rect_filled(body, radius, fade(BODY));
    if face == Face::Back {
        painter.rect_filled(face_rect, radius, fade(Color32::from_rgb(0x2f, 0x76, 0x58)));
        let inner = face_rect.shrink(face_rect.width().min(face_rect.height()) * 0.14);
        painter.rect_stroke(
            inner,
            radius,
            Stroke::new(1.2, fade(Color32::from_rgb(0x8f, 0xc9, 0xa9))),
            egui::StrokeKind::Inside,
        );
    } else {
        painter.rect_filled(face_rect, radius, fade(IVORY));
        painter.rect_stroke(
            face_rect,
            radius,
            Stroke::new(1.0, fade(IVORY_EDGE)),
            egui::StrokeKind::Inside,
        );
    }
    if look.highlight {
        painter.rect_stroke(
            body.expand(1.5),
            radius,
            Stroke::new(2.5, HIGHLIGHT),
            egui::StrokeKind::Outside,
        );
    }
    let inset = face_rect.shrink2(vec2(face_rect.width(), face_rect.height()) * 0.08);
    let canvas = Canvas {
        painter,
        face: inset,
        sideways: look.sideways,
        alpha,
    };
    match face {
        Face::Tile(t) => paint_suit_or_honour(&canvas, t),
        Face::Bonus(b) => paint_bonus(&canvas, b),
        Face::Back => {}
    }
    if look.corner_index && face != Face::Back {
        let label = corner_label(face);
        let size = inset.height().min(inset.width() / ASPECT) * 0.2;
        let at = if look.sideways {
            pos2(face_rect.left() + 2.0, face_rect.bottom() - 2.0)
        } else {
            face_rect.left_top() + vec2(2.0, 1.0)
        };
        let anchor = if look.sideways {
            Align2::LEFT_BOTTOM
        } else {
            Align2::LEFT_TOP
        };
        painter.text(
            at,
            anchor,
            label,
            FontId::new(size.max(7.0), FontFamily::Name(TILE_MARK_FONT.into())),
            fade(Color32::from_rgb(0x55, 0x55, 0x55)),
        );
    }
}

/// The beginner's index: 1–9 for suits, E S W N for winds, C F P for the dragons.
pub fn corner_label(face: Face) -> String {
    match face {
        Face::Tile(t) => match (t.number(), t.index()) {
            (Some(n), _) => n.to_string(),
            (None, 27) => "E".into(),
            (None, 28) => "S".into(),
            (None, 29) => "W".into(),
            (None, 30) => "N".into(),
            (None, 31) => "P".into(),
            (None, 32) => "F".into(),
            _ => "C".into(),
        },
        Face::Bonus(b) => b.to_string(),
        Face::Back => String::new(),
    }
}

const NUMERALS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

fn paint_suit_or_honour(c: &Canvas, t: Tile) {
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

fn paint_white_dragon(c: &Canvas) {
    let frame = |m: f32, w: f32| {
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

fn paint_dots(c: &Canvas, n: u8) {
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
fn stick(c: &Canvas, u: f32, v: f32, height: f32, color: Color32) {
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

fn paint_bamboo(c: &Canvas, n: u8) {
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
fn paint_bird(c: &Canvas) {
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

fn paint_bonus(c: &Canvas, b: BonusTile) {
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
            FontFamily::Name(TILE_MARK_FONT.into()),
        );
        let wind = ["東", "南", "西", "北"][seat.index()];
        c.cjk(wind, 0.22, 0.13, 0.2, INK);
    }
}

/// The size of an upright tile of the given height.
pub fn tile_size(height: f32) -> Vec2 {
    vec2(height * ASPECT, height)
}
