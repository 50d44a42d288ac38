//! The bamboo suit's faces (our own drawing): sticks in the layouts players know at a glance
//! — 2 stacked, 3 as one over two, 4 as a square, 6 as two rows of three, 8 as an M over a
//! W — and the bird of the one. Fewer sticks are drawn wider, so that even in a replay's side
//! hand (about 24 points tall) each stick stays a few pixels across.

use super::Color32;
use super::tile::Canvas;

/// One stick: its centre, half its length (face heights), half its width (face widths), how
/// far its top leans right of its bottom's (face widths; 0 upright), and its colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Stick {
    pub u: f32,
    pub v: f32,
    pub half_len: f32,
    pub half_w: f32,
    pub lean: f32,
    pub color: Color32,
}

/// Where the sticks of `n` bamboo lie (2 to 9), in classic colours (`green`, `blue`, `red`).
pub(super) fn stick_layout(n: u8, green: Color32, blue: Color32, red: Color32) -> Vec<Stick> {
    // Two rows of sticks, or three (7 and 9).
    const ROWS2: [f32; 2] = [0.27, 0.73];
    const ROWS3: [f32; 3] = [0.17, 0.5, 0.83];
    let stick = |u: f32, v: f32, half_w: f32, color: Color32| Stick {
        u,
        v,
        half_len: if matches!(n, 7 | 9) { 0.13 } else { 0.19 },
        half_w,
        lean: 0.0,
        color,
    };
    match n {
        2 => vec![
            stick(0.5, ROWS2[0], 0.11, green),
            stick(0.5, ROWS2[1], 0.11, blue),
        ],
        3 => vec![
            stick(0.5, ROWS2[0], 0.1, green),
            stick(0.27, ROWS2[1], 0.1, blue),
            stick(0.73, ROWS2[1], 0.1, blue),
        ],
        4 => vec![
            stick(0.27, ROWS2[0], 0.1, green),
            stick(0.73, ROWS2[0], 0.1, blue),
            stick(0.27, ROWS2[1], 0.1, blue),
            stick(0.73, ROWS2[1], 0.1, green),
        ],
        5 => vec![
            stick(0.18, ROWS2[0], 0.085, green),
            stick(0.82, ROWS2[0], 0.085, blue),
            stick(0.5, 0.5, 0.085, red),
            stick(0.18, ROWS2[1], 0.085, blue),
            stick(0.82, ROWS2[1], 0.085, green),
        ],
        6 => [0.18, 0.5, 0.82]
            .iter()
            .flat_map(|&u| {
                [
                    stick(u, ROWS2[0], 0.085, green),
                    stick(u, ROWS2[1], 0.085, blue),
                ]
            })
            .collect(),
        7 => {
            let mut v = vec![stick(0.5, ROWS3[0], 0.08, red)];
            v.extend([0.18, 0.5, 0.82].iter().flat_map(|&u| {
                [
                    stick(u, ROWS3[1], 0.08, green),
                    stick(u, ROWS3[2], 0.08, blue),
                ]
            }));
            v
        }
        // An M over a W: the top sticks lean /\/\, the bottom ones \/\/.
        8 => [0.13, 0.37, 0.63, 0.87]
            .iter()
            .enumerate()
            .flat_map(|(i, &u)| {
                let lean = if i % 2 == 0 { 0.075 } else { -0.075 };
                [
                    Stick {
                        lean,
                        ..stick(u, ROWS2[0], 0.065, green)
                    },
                    Stick {
                        lean: -lean,
                        ..stick(u, ROWS2[1], 0.065, blue)
                    },
                ]
            })
            .collect(),
        _ => [0.18, 0.5, 0.82]
            .iter()
            .flat_map(|&u| {
                let color = if u == 0.5 { red } else { green };
                [
                    stick(u, ROWS3[0], 0.08, color),
                    stick(u, ROWS3[1], 0.08, blue),
                    stick(u, ROWS3[2], 0.08, color),
                ]
            })
            .collect(),
    }
}

/// The four corners of a stick, `grow` face heights larger all round.
fn corners(c: &Canvas, s: &Stick, grow: f32) -> [(f32, f32); 4] {
    let w = s.half_w + grow / c.aspect();
    let h = s.half_len + grow;
    let top = s.u + s.lean / 2.0;
    let bottom = s.u - s.lean / 2.0;
    [
        (top - w, s.v - h),
        (top + w, s.v - h),
        (bottom + w, s.v + h),
        (bottom - w, s.v + h),
    ]
}

/// A stick: its body, a darker joint at each end and a node in the middle, a light streak;
/// in a high-contrast style one colour for every stick and a dark outline.
fn paint_stick(c: &mut Canvas, s: &Stick) {
    let p = c.p;
    let color = p.sticks.unwrap_or(s.color);
    if let Some(outline) = p.outline {
        let around = corners(c, s, 0.025);
        c.polygon(&around, outline);
    }
    c.polygon(&corners(c, s, 0.0), color);
    // The joints: darker bands at the ends (the outline is the ends' band when there is
    // one) and a thinner node in the middle, so that one stick never reads as two.
    let joint = color.lerp_to_gamma(Color32::BLACK, 0.4);
    let ends: &[f32] = if p.outline.is_some() {
        &[]
    } else {
        &[-1.0, 1.0]
    };
    for &end in ends {
        let dv = end * s.half_len;
        let at = s.u - s.lean * dv / (2.0 * s.half_len);
        let w = s.half_w * 1.3;
        c.line(&[(at - w, s.v + dv), (at + w, s.v + dv)], 0.028, joint);
    }
    c.line(
        &[(s.u - s.half_w, s.v), (s.u + s.half_w, s.v)],
        0.016,
        joint,
    );
    let streak = color.lerp_to_gamma(Color32::WHITE, 0.5);
    let (top, bottom) = (s.u + s.lean * 0.35, s.u - s.lean * 0.35);
    c.line(
        &[
            (top, s.v - s.half_len * 0.7),
            (bottom, s.v + s.half_len * 0.7),
        ],
        0.012,
        streak,
    );
}

pub(super) fn paint_bamboo(c: &mut Canvas, n: u8) {
    if n == 1 {
        paint_bird(c);
        return;
    }
    let p = c.p;
    for s in stick_layout(n, p.green, p.blue, p.red) {
        paint_stick(c, &s);
    }
}

/// The one of bamboo: a little bird perched on a branch, its tail fanned behind.
fn paint_bird(c: &mut Canvas) {
    let p = c.p;
    let (body, head, wing, tail) = match p.sticks {
        Some(one) => (one, one, p.blue, [p.blue, one, p.blue]),
        None => (p.green, p.red, p.blue, [p.green, p.blue, p.red]),
    };
    let detail = p.outline.unwrap_or(p.brown);
    // The branch under its feet.
    c.line(&[(0.08, 0.9), (0.92, 0.78)], 0.04, detail);
    // Tail feathers fanning down to the left.
    for (angle, color) in [(0.55f32, tail[0]), (0.85, tail[1]), (1.15, tail[2])] {
        let (du, dv) = (-angle.cos() * 0.2 / c.aspect(), angle.sin() * 0.2);
        c.rimmed_ellipse(0.42 + du, 0.58 + dv * 0.6, 0.2, 0.06, angle + 0.6, color);
    }
    // Body, wing, head.
    c.rimmed_ellipse(0.55, 0.52, 0.2, 0.14, -0.35, body);
    c.tilted_ellipse(0.5, 0.52, 0.12, 0.07, -0.2, wing);
    c.rimmed_ellipse(0.7, 0.28, 0.1, 0.1, 0.0, head);
    // The beak, pointing right.
    c.polygon(&[(0.8, 0.24), (0.97, 0.3), (0.8, 0.33)], detail);
    c.circle(0.73, 0.26, 0.03, p.face);
    c.circle(0.735, 0.26, 0.014, detail);
    // Legs down to the branch.
    c.line(&[(0.52, 0.64), (0.5, 0.86)], 0.025, detail);
    c.line(&[(0.62, 0.63), (0.63, 0.84)], 0.025, detail);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_count_lays_out_as_many_sticks() {
        let k = Color32::BLACK;
        for n in 2..=9u8 {
            assert_eq!(stick_layout(n, k, k, k).len(), n as usize, "{n}s");
        }
    }

    #[test]
    fn eight_leans_as_an_m_over_a_w() {
        let k = Color32::BLACK;
        let sticks = stick_layout(8, k, k, k);
        let mut top: Vec<&Stick> = sticks.iter().filter(|s| s.v < 0.5).collect();
        let mut bottom: Vec<&Stick> = sticks.iter().filter(|s| s.v > 0.5).collect();
        top.sort_by(|a, b| a.u.total_cmp(&b.u));
        bottom.sort_by(|a, b| a.u.total_cmp(&b.u));
        let signs = |row: &[&Stick]| row.iter().map(|s| s.lean > 0.0).collect::<Vec<_>>();
        // M: / \ / \ (a top leaning right first); W: \ / \ /.
        assert_eq!(signs(&top), [true, false, true, false]);
        assert_eq!(signs(&bottom), [false, true, false, true]);
    }

    #[test]
    fn two_three_four_and_six_differ_in_columns_and_rows() {
        let k = Color32::BLACK;
        let shape = |n: u8| {
            let sticks = stick_layout(n, k, k, k);
            let count = |vs: Vec<f32>| {
                let mut vs: Vec<i32> = vs.iter().map(|x| (x * 100.0) as i32).collect();
                vs.sort();
                vs.dedup();
                vs.len()
            };
            (
                count(sticks.iter().map(|s| s.u).collect()),
                count(sticks.iter().map(|s| s.v).collect()),
            )
        };
        assert_eq!(shape(2), (1, 2));
        assert_eq!(shape(3), (3, 2));
        assert_eq!(shape(4), (2, 2));
        assert_eq!(shape(6), (3, 2));
    }
}
