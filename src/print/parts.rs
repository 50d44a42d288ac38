//! Parts the club sheets share (the night's, the season's): section headings, columns of
//! numbers, and a plot of lines over numbered steps with its legend.

use super::page::{
    BODY, Block, Column, HEADING, INK, LIGHT, Mark, SMALL, Style, printable, text_width, wrap,
};
use crate::art::{Color32, pos2};

/// Body text in bold, on the body's baseline (a winner's gain, a balance).
pub(super) const BOLD: Style = Style {
    size: BODY.size,
    bold: true,
    color: INK,
};

/// The heavy rule under a sheet's title block, set apart from what follows.
pub(super) fn title_rule(col: &mut Column) {
    col.gap(6.0);
    col.marks.push(Mark::Line {
        from: pos2(0.0, col.y),
        to: pos2(col.width, col.y),
        width: 1.2,
        color: INK,
    });
    col.gap(4.0);
}

/// A section's heading in the accent colour, set apart from what is above it.
pub(super) fn section(col: &mut Column, text: &str) {
    col.gap(10.0);
    col.text(text, HEADING, 0.0);
    col.gap(2.0);
}

/// Text right-aligned so that it ends at `right`.
pub(super) fn put_right(col: &mut Column, text: &str, style: Style, right: f32) {
    let w = text_width(&printable(text), style);
    col.put(text, style, right - w);
}

/// Column headers that may wrap: each header's lines, right-aligned at its column's right
/// edge (left-aligned where `left`), the row as tall as the tallest.
pub(super) fn header_row(col: &mut Column, headers: &[(String, f32, f32, bool)]) {
    let wrapped: Vec<Vec<String>> = headers
        .iter()
        .map(|(text, x0, x1, _)| wrap(&printable(text), SMALL, (x1 - x0 - 4.0).max(10.0)))
        .collect();
    let lines = wrapped.iter().map(Vec::len).max().unwrap_or(1);
    let top = col.y;
    for ((_, x0, x1, left), lines) in headers.iter().zip(&wrapped) {
        col.y = top;
        for line in lines {
            if *left {
                col.put(line, SMALL, *x0);
            } else {
                put_right(col, line, SMALL, *x1 - 4.0);
            }
            col.gap(Column::line_height(SMALL));
        }
    }
    col.y = top + lines as f32 * Column::line_height(SMALL) + 2.0;
    col.marks.push(Mark::Line {
        from: pos2(0.0, col.y),
        to: pos2(col.width, col.y),
        width: 0.4,
        color: LIGHT,
    });
    col.gap(3.0);
}

pub(super) fn signed(n: i64) -> String {
    if n < 0 {
        format!("\u{2212}{}", n.unsigned_abs())
    } else {
        format!("{n:+}")
    }
}

/// A step between axis marks: 1, 2 or 5 times a power of ten, about `marks` of them over
/// `span`.
pub(super) fn nice_step(span: f64, marks: f64) -> f64 {
    let raw = (span / marks).max(1.0);
    let power = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * power)
}

/// One line of a plot: its legend's name and colour, and its points (x, y).
pub(super) struct PlotLine {
    pub name: String,
    pub color: Color32,
    pub points: Vec<[f64; 2]>,
}

/// Lines over numbered steps under a section heading: the legend in the lines' order (a
/// swatch and a name each), axes with whole-number marks, the zero line darker, the first
/// line drawn last so that it lies on top; `x_max` steps, `x_axis` the steps' name.
pub(super) fn line_plot(
    title: &str,
    lines: &[PlotLine],
    x_max: f64,
    x_axis: &str,
    width: f32,
) -> Block {
    let mut col = Column::new(width);
    section(&mut col, title);
    // The legend: a swatch and a name each, on one line (wrapping when long).
    let mut x = 0.0;
    for line in lines {
        let name = printable(&line.name);
        let w = 22.0 + text_width(&name, BODY) + 14.0;
        if x > 0.0 && x + w > width {
            x = 0.0;
            col.gap(Column::line_height(BODY));
        }
        let y = col.y + BODY.size * 0.65;
        col.marks.push(Mark::Line {
            from: pos2(x, y),
            to: pos2(x + 16.0, y),
            width: 2.2,
            color: line.color,
        });
        col.put(&name, BODY, x + 22.0);
        x += w;
    }
    col.gap(Column::line_height(BODY) + 6.0);
    let steps = x_max.max(1.0);
    let (mut low, mut high) = (0.0f64, 0.0f64);
    for [_, y] in lines.iter().flat_map(|l| &l.points) {
        low = low.min(*y);
        high = high.max(*y);
    }
    if high - low < 1.0 {
        (low, high) = (low - 1.0, high + 1.0);
    }
    let step = nice_step(high - low, 6.0);
    let low = (low / step).floor() * step;
    let high = (high / step).ceil() * step;
    let left = 40.0;
    let top = col.y;
    let height = 170.0;
    let right = width - 6.0;
    let at = |x: f64, y: f64| {
        pos2(
            left + (right - left) * (x / steps) as f32,
            top + height * ((high - y) / (high - low)) as f32,
        )
    };
    // Horizontal grid lines with their value, the zero line darker.
    let mut mark = low;
    while mark <= high + step * 0.01 {
        let p = at(0.0, mark);
        col.marks.push(Mark::Line {
            from: p,
            to: pos2(right, p.y),
            width: if mark == 0.0 { 0.8 } else { 0.3 },
            color: if mark == 0.0 { INK } else { LIGHT },
        });
        let label = signed(mark as i64).replace('+', "");
        let w = text_width(&label, SMALL);
        col.marks.push(Mark::Text {
            text: label,
            at: pos2(left - 4.0 - w, p.y + SMALL.size * 0.35),
            size: SMALL.size,
            bold: false,
            color: SMALL.color,
        });
        mark += step;
    }
    // Step numbers under the plot: whole steps, at most a dozen marks.
    let x_step = nice_step(steps, 12.0).max(1.0);
    let mut n = 0.0;
    while n <= steps + 0.01 {
        let p = at(n, low);
        col.marks.push(Mark::Line {
            from: p,
            to: pos2(p.x, p.y + 3.0),
            width: 0.5,
            color: INK,
        });
        let label = format!("{}", n as u64);
        let w = text_width(&label, SMALL);
        col.marks.push(Mark::Text {
            text: label,
            at: pos2(p.x - w / 2.0, p.y + 4.0 + SMALL.size),
            size: SMALL.size,
            bold: false,
            color: SMALL.color,
        });
        n += x_step;
    }
    for line in lines.iter().rev() {
        for pair in line.points.windows(2) {
            col.marks.push(Mark::Line {
                from: at(pair[0][0], pair[0][1]),
                to: at(pair[1][0], pair[1][1]),
                width: 1.6,
                color: line.color,
            });
        }
    }
    col.y = top + height + 6.0 + SMALL.size;
    let w = text_width(&printable(x_axis), SMALL);
    col.put(x_axis, SMALL, left + (right - left - w) / 2.0);
    col.gap(Column::line_height(SMALL) + 4.0);
    col.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_steps_are_round_numbers() {
        assert_eq!(nice_step(48.0, 6.0), 10.0);
        assert_eq!(nice_step(10.0, 6.0), 2.0);
        assert_eq!(nice_step(3.0, 12.0), 1.0);
        assert_eq!(nice_step(700.0, 6.0), 200.0);
    }
}
