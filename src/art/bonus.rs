//! The bonus tiles' faces (our own drawing): each flower and season a small picture with its
//! number (1–4, the seat it belongs to) in the top right corner, and Singapore's animals as
//! silhouettes: a cat, a rat, a rooster and a centipede. The tile's character stands small in
//! the top left corner, unless the beginner's index is drawn there.

use super::tile::Canvas;
use super::{ArtFont, Color32};
use crate::tiles::{Animal, BonusTile};
use std::f32::consts::{PI, TAU};

const PINK: Color32 = Color32::from_rgb(0xe0, 0x5a, 0x8a);
const YELLOW: Color32 = Color32::from_rgb(0xe8, 0xb0, 0x10);
const ORANGE: Color32 = Color32::from_rgb(0xe0, 0x70, 0x10);
const PURPLE: Color32 = Color32::from_rgb(0x7a, 0x3c, 0xa8);
const GREY: Color32 = Color32::from_rgb(0x6b, 0x6b, 0x70);

/// The character of a bonus tile, as printed on club sets.
pub fn bonus_character(b: BonusTile) -> &'static str {
    match b {
        BonusTile::Flower(n) => ["梅", "蘭", "菊", "竹"][(n as usize).clamp(1, 4) - 1],
        BonusTile::Season(n) => ["春", "夏", "秋", "冬"][(n as usize).clamp(1, 4) - 1],
        BonusTile::Animal(Animal::Cat) => "貓",
        BonusTile::Animal(Animal::Rat) => "鼠",
        BonusTile::Animal(Animal::Rooster) => "雞",
        BonusTile::Animal(Animal::Centipede) => "蜈",
    }
}

pub(super) fn paint_bonus(c: &mut Canvas, b: BonusTile) {
    let p = c.p;
    let (number_color, glyph_color) = match b {
        BonusTile::Flower(_) => (p.red, p.red),
        BonusTile::Season(_) => (p.blue, p.blue),
        BonusTile::Animal(_) => (p.ink, p.brown),
    };
    match b {
        BonusTile::Flower(1) => plum(c),
        BonusTile::Flower(2) => orchid(c),
        BonusTile::Flower(3) => chrysanthemum(c),
        BonusTile::Flower(_) => bamboo_plant(c),
        BonusTile::Season(1) => sprout(c),
        BonusTile::Season(2) => sun(c),
        BonusTile::Season(3) => leaf(c),
        BonusTile::Season(_) => snowflake(c),
        BonusTile::Animal(Animal::Cat) => cat(c),
        BonusTile::Animal(Animal::Rat) => rat(c),
        BonusTile::Animal(Animal::Rooster) => rooster(c),
        BonusTile::Animal(Animal::Centipede) => centipede(c),
    }
    if let Some(seat) = b.seat() {
        c.glyph(
            &seat.number().to_string(),
            0.86,
            0.1,
            0.26,
            number_color,
            ArtFont::LatinBold,
        );
    }
    if !c.corner_index {
        c.cjk(bonus_character(b), 0.15, 0.1, 0.2, glyph_color);
    }
}

/// Points on a circle of radius `r` (face heights) about (u, v), `k` of them from `start`.
fn around(c: &Canvas, u: f32, v: f32, r: f32, k: usize, start: f32) -> Vec<(f32, f32)> {
    let aspect = c.aspect();
    (0..k)
        .map(|i| {
            let t = start + i as f32 / k as f32 * TAU;
            (u + r * t.cos() / aspect, v + r * t.sin())
        })
        .collect()
}

/// Plum: a branch with a five-petalled blossom and a bud.
fn plum(c: &mut Canvas) {
    let branch = c.p.outline.unwrap_or(c.p.brown);
    c.line(
        &[(0.1, 0.95), (0.45, 0.7), (0.62, 0.45), (0.9, 0.3)],
        0.04,
        branch,
    );
    c.line(&[(0.45, 0.7), (0.8, 0.78)], 0.03, branch);
    for (u, v) in around(c, 0.48, 0.5, 0.13, 5, -PI / 2.0) {
        c.rimmed_ellipse(u, v, 0.09, 0.09, 0.0, PINK);
    }
    c.circle(0.48, 0.5, 0.06, YELLOW);
    c.rimmed_ellipse(0.82, 0.76, 0.06, 0.06, 0.0, PINK);
}

/// Orchid: long leaves from the ground and a purple flower of three petals.
fn orchid(c: &mut Canvas) {
    let green = c.p.green;
    c.line(&[(0.5, 0.97), (0.3, 0.7), (0.12, 0.4)], 0.035, green);
    c.line(&[(0.5, 0.97), (0.62, 0.65), (0.9, 0.45)], 0.035, green);
    c.line(&[(0.5, 0.97), (0.48, 0.7), (0.55, 0.45)], 0.03, green);
    for angle in [-PI / 2.0, PI / 6.0, 5.0 * PI / 6.0] {
        let (du, dv) = (angle.cos() * 0.1 / c.aspect(), angle.sin() * 0.1);
        c.rimmed_ellipse(0.55 + du, 0.4 + dv, 0.11, 0.055, angle, PURPLE);
    }
    c.circle(0.55, 0.4, 0.04, YELLOW);
}

/// Chrysanthemum: a round head of many narrow petals on a stem with a leaf.
fn chrysanthemum(c: &mut Canvas) {
    let green = c.p.green;
    c.line(&[(0.5, 0.55), (0.48, 0.97)], 0.035, green);
    c.tilted_ellipse(0.64, 0.82, 0.1, 0.04, -0.5, green);
    let k = 12;
    for i in 0..k {
        let angle = i as f32 / k as f32 * TAU;
        let (du, dv) = (angle.cos() * 0.13 / c.aspect(), angle.sin() * 0.13);
        c.rimmed_ellipse(0.5 + du, 0.46 + dv, 0.12, 0.035, angle, YELLOW);
    }
    c.circle(0.5, 0.46, 0.07, ORANGE);
}

/// Bamboo (the plant): a jointed stalk with leaves.
fn bamboo_plant(c: &mut Canvas) {
    let green = c.p.green;
    let joint = c.p.outline.unwrap_or(c.p.ink);
    c.line(&[(0.42, 0.98), (0.42, 0.22)], 0.07, green);
    for v in [0.4, 0.6, 0.8] {
        c.line(&[(0.32, v), (0.52, v)], 0.025, joint);
    }
    for (u, v, angle) in [
        (0.68, 0.3, -0.5),
        (0.7, 0.45, 0.3),
        (0.2, 0.55, 0.5),
        (0.68, 0.68, -0.2),
    ] {
        c.rimmed_ellipse(u, v, 0.14, 0.035, angle, green);
    }
}

/// Spring: a sprout of two leaves from the earth.
fn sprout(c: &mut Canvas) {
    let green = c.p.green;
    let earth = c.p.outline.unwrap_or(c.p.brown);
    c.polygon(&[(0.1, 0.9), (0.9, 0.9), (0.8, 0.98), (0.2, 0.98)], earth);
    c.line(&[(0.5, 0.9), (0.5, 0.45)], 0.04, green);
    c.rimmed_ellipse(0.32, 0.5, 0.15, 0.07, -0.5, green);
    c.rimmed_ellipse(0.68, 0.4, 0.15, 0.07, 0.5, green);
    c.rimmed_ellipse(0.5, 0.35, 0.06, 0.08, 0.0, PINK);
}

/// Summer: the sun and its rays.
fn sun(c: &mut Canvas) {
    let (u, v) = (0.5, 0.56);
    let rays: Vec<((f32, f32), (f32, f32))> = around(c, u, v, 0.22, 8, 0.0)
        .into_iter()
        .zip(around(c, u, v, 0.36, 8, 0.0))
        .collect();
    for (from, to) in rays {
        c.line(&[from, to], 0.05, ORANGE);
    }
    c.rimmed_ellipse(u, v, 0.18, 0.18, 0.0, YELLOW);
}

/// Autumn: a falling leaf with its veins.
fn leaf(c: &mut Canvas) {
    let vein = c.p.outline.unwrap_or(c.p.brown);
    c.rimmed_ellipse(0.5, 0.55, 0.33, 0.17, -0.9, ORANGE);
    // The midrib from stalk to tip, and the side veins.
    let (sin, cos) = (-0.9f32).sin_cos();
    let aspect = c.aspect();
    let at = |t: f32| (0.5 + t * cos * 0.33 / aspect, 0.55 + t * sin * 0.33);
    c.line(&[at(-1.25), at(0.9)], 0.025, vein);
    for t in [-0.4, 0.1, 0.5] {
        let (u, v) = at(t);
        c.line(
            &[(u - 0.14, v - 0.03), (u, v), (u + 0.1, v + 0.1)],
            0.018,
            vein,
        );
    }
}

/// Winter: a snowflake of three crossed strokes with little branches.
fn snowflake(c: &mut Canvas) {
    let blue = c.p.blue;
    let (u, v, r) = (0.5, 0.56, 0.34);
    let aspect = c.aspect();
    for i in 0..6 {
        let angle = i as f32 / 6.0 * TAU + PI / 2.0;
        let at = |t: f32, turn: f32| {
            let a = angle + turn;
            (u + t * a.cos() / aspect, v + t * a.sin())
        };
        c.line(&[(u, v), at(r, 0.0)], 0.045, blue);
        let fork = at(r * 0.6, 0.0);
        c.line(&[at(r * 0.78, 0.35), fork, at(r * 0.78, -0.35)], 0.03, blue);
    }
    c.circle(u, v, 0.05, blue);
}

/// The cat: sitting, seen from the front, its tail curled round.
fn cat(c: &mut Canvas) {
    let p = c.p;
    let fur = p.outline.unwrap_or(ORANGE);
    let dark = p.outline.unwrap_or(p.brown);
    c.line(&[(0.66, 0.92), (0.86, 0.8), (0.88, 0.55)], 0.05, fur);
    c.tilted_ellipse(0.48, 0.7, 0.2, 0.25, 0.0, fur);
    c.polygon(&[(0.3, 0.36), (0.31, 0.14), (0.46, 0.27)], fur);
    c.polygon(&[(0.52, 0.27), (0.67, 0.14), (0.68, 0.36)], fur);
    c.circle(0.49, 0.37, 0.15, fur);
    // Eyes and nose; paws.
    c.circle(0.42, 0.35, 0.03, p.face);
    c.circle(0.57, 0.35, 0.03, p.face);
    c.circle(0.42, 0.35, 0.012, dark);
    c.circle(0.57, 0.35, 0.012, dark);
    c.polygon(&[(0.47, 0.42), (0.53, 0.42), (0.5, 0.45)], PINK);
    c.line(&[(0.49, 0.8), (0.49, 0.95)], 0.015, p.face);
}

/// The rat: side view facing right, pointed snout, round ear, long curling tail.
fn rat(c: &mut Canvas) {
    let p = c.p;
    let fur = p.outline.unwrap_or(GREY);
    c.line(
        &[(0.3, 0.74), (0.12, 0.8), (0.08, 0.62), (0.2, 0.46)],
        0.025,
        fur,
    );
    c.tilted_ellipse(0.5, 0.66, 0.22, 0.14, -0.15, fur);
    c.polygon(&[(0.62, 0.48), (0.96, 0.6), (0.66, 0.7)], fur);
    c.circle(0.64, 0.47, 0.07, fur);
    c.circle(0.64, 0.47, 0.035, PINK);
    c.circle(0.79, 0.56, 0.022, p.face);
    c.circle(0.96, 0.6, 0.025, PINK);
    for u in [0.4, 0.6] {
        c.line(&[(u, 0.76), (u - 0.02, 0.86)], 0.03, fur);
    }
}

/// The rooster: a round body, a fan of tail feathers, a red comb and wattle.
fn rooster(c: &mut Canvas) {
    let p = c.p;
    let body = p.outline.unwrap_or(p.brown);
    let tail = p.outline.unwrap_or(p.green);
    let red = p.red;
    for (u, v, angle) in [(0.22, 0.42, -1.2), (0.2, 0.52, -0.7), (0.22, 0.62, -0.2)] {
        c.tilted_ellipse(u, v, 0.16, 0.05, angle, tail);
    }
    c.tilted_ellipse(0.46, 0.62, 0.2, 0.15, 0.2, body);
    c.polygon(&[(0.5, 0.5), (0.58, 0.3), (0.7, 0.32), (0.66, 0.55)], body);
    c.circle(0.65, 0.3, 0.09, body);
    for (u, v) in [(0.58, 0.2), (0.65, 0.18), (0.72, 0.21)] {
        c.circle(u, v, 0.045, red);
    }
    c.polygon(&[(0.74, 0.27), (0.88, 0.32), (0.74, 0.35)], YELLOW);
    c.tilted_ellipse(0.72, 0.41, 0.03, 0.055, 0.0, red);
    c.circle(0.67, 0.28, 0.02, p.face);
    for u in [0.42, 0.54] {
        c.line(&[(u, 0.74), (u, 0.92), (u + 0.08, 0.94)], 0.03, YELLOW);
    }
}

/// The centipede: a winding chain of segments, each with a pair of legs, and antennae.
fn centipede(c: &mut Canvas) {
    let p = c.p;
    let body = p.outline.unwrap_or(p.brown);
    let legs = p.outline.unwrap_or(p.red);
    let segments: Vec<(f32, f32)> = (0..7)
        .map(|i| {
            let t = i as f32 / 6.0;
            (0.5 + 0.16 * (t * PI * 1.6).sin(), 0.3 + t * 0.62)
        })
        .collect();
    let aspect = c.aspect();
    for &(u, v) in &segments {
        // A pair of legs, bent back a little.
        let reach = 0.17 / aspect;
        c.line(
            &[(u - reach, v + 0.06), (u, v), (u + reach, v + 0.06)],
            0.022,
            legs,
        );
    }
    if let Some(&(u, v)) = segments.first() {
        c.line(&[(u - 0.06, v - 0.04), (u - 0.24, v - 0.14)], 0.02, body);
        c.line(&[(u + 0.06, v - 0.04), (u + 0.24, v - 0.14)], 0.02, body);
    }
    for &(u, v) in &segments {
        c.rimmed_ellipse(u, v, 0.09, 0.06, 0.0, body);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bonus_tile_has_its_own_character() {
        let mut all: Vec<&str> = (1..=4)
            .map(BonusTile::Flower)
            .chain((1..=4).map(BonusTile::Season))
            .chain(Animal::ALL.map(BonusTile::Animal))
            .map(bonus_character)
            .collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 12);
    }
}
