//! The season as one self-contained HTML page a club puts on its site: the standings with the
//! tie-break columns and the rating, the running totals as an inline SVG plot, each night's
//! points, penalties and what was kept out. No script, no outside file; every name from the
//! season file escaped.

use super::load::LoadedSeason;
use super::sheet::{
    column_names, penalty_words, points_text, problem_lines, row_cells, scoring_words,
    season_color, season_subheading, seated_nights,
};
use super::standings::Standings;
use crate::i18n::{I18n, Message};
use std::fmt::Write as _;

/// Text as HTML shows it, never as markup.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;\
color:#1a233a;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.4}\
h1{margin-bottom:.2rem}h2{color:#2f7a5a;margin-top:2rem}.meta{color:#5a6373}\
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}\
th,td{padding:.3rem .5rem;border-bottom:1px solid #dde1e6;text-align:right}\
th{font-weight:600;color:#5a6373;font-size:.9rem}\
td.name,th.name{text-align:left}td.name{font-weight:600}\
.swatch{display:inline-block;width:.8rem;height:.8rem;border-radius:2px;margin-right:.4rem;\
vertical-align:baseline}tr.unranked td{color:#5a6373}\
svg{width:100%;height:auto}svg text{font-size:11px;fill:#5a6373}\
@media print{body{margin:0}h2{break-after:avoid}}";

fn hex(color: crate::art::Color32) -> String {
    format!("#{:02x}{:02x}{:02x}", color.r(), color.g(), color.b())
}

/// The season page in `i18n`'s language.
pub fn season_html(season: &LoadedSeason, standings: &Standings, i18n: &I18n) -> String {
    let mut h = String::new();
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        i18n.lang().tag(),
        escape(&season.season.name)
    );
    let _ = writeln!(h, "<h1>{}</h1>", escape(&season.season.name));
    let subheading = season_subheading(season, standings, i18n);
    let _ = writeln!(h, "<p class=\"meta\">{}</p>", escape(&subheading));
    h.push_str("<ul class=\"meta\">\n");
    for line in scoring_words(season, i18n) {
        let _ = writeln!(h, "<li>{}</li>", escape(&line));
    }
    h.push_str("</ul>\n");
    let _ = writeln!(
        h,
        "<h2>{}</h2>\n<table>\n<tr>",
        escape(&i18n.tr("season-standings"))
    );
    for (k, name) in column_names(i18n).iter().enumerate() {
        let class = if k == 1 { " class=\"name\"" } else { "" };
        let _ = write!(h, "<th{class}>{}</th>", escape(name));
    }
    h.push_str("</tr>\n");
    for (i, s) in standings.rows.iter().enumerate() {
        let class = if s.rank.is_none() {
            " class=\"unranked\""
        } else {
            ""
        };
        let _ = write!(h, "<tr{class}>");
        for (k, cell) in row_cells(s, i18n).iter().enumerate() {
            if k == 1 {
                let _ = write!(
                    h,
                    "<td class=\"name\"><span class=\"swatch\" style=\"background:{}\"></span>{}</td>",
                    hex(season_color(i)),
                    escape(cell)
                );
            } else {
                let _ = write!(h, "<td>{}</td>", escape(cell));
            }
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</table>\n");
    if standings.rows.iter().any(|s| s.rank.is_none()) {
        let note = i18n
            .message(&Message::new("season-unranked").int("min", season.season.scoring.min_nights));
        let _ = writeln!(h, "<p class=\"meta\">{}</p>", escape(&note));
    }
    if standings.nights > 0 {
        let _ = writeln!(h, "<h2>{}</h2>", escape(&i18n.tr("season-plot")));
        h.push_str(&plot_svg(standings, i18n));
        let _ = writeln!(
            h,
            "<h2>{}</h2>\n<table>\n<tr>",
            escape(&i18n.tr("season-per-night"))
        );
        let _ = write!(
            h,
            "<th class=\"name\">{}</th>",
            escape(&i18n.tr("season-col-player"))
        );
        for (n, night) in season.season.nights.iter().enumerate() {
            let date = night
                .date
                .as_deref()
                .map(|d| i18n.date(d))
                .unwrap_or_default();
            let _ = write!(h, "<th title=\"{}\">{}</th>", escape(&date), n + 1);
        }
        h.push_str("</tr>\n");
        for (s, nights) in standings.rows.iter().zip(&standings.night_points) {
            let _ = write!(h, "<tr><td class=\"name\">{}</td>", escape(&s.player));
            for v in nights {
                let cell = v.map_or_else(|| "–".to_string(), |v| points_text(v, i18n));
                let _ = write!(h, "<td>{}</td>", escape(&cell));
            }
            h.push_str("</tr>\n");
        }
        h.push_str("</table>\n");
    }
    let lists = [
        (
            "season-penalties",
            season
                .season
                .penalties
                .iter()
                .map(|p| penalty_words(p, i18n))
                .collect::<Vec<_>>(),
        ),
        ("season-problems", problem_lines(&season.problems, i18n)),
    ];
    for (heading, lines) in seated_nights(season, i18n) {
        let _ = writeln!(h, "<h2>{}</h2>\n<ul>", escape(&heading));
        for line in lines {
            let _ = writeln!(h, "<li>{}</li>", escape(&line));
        }
        h.push_str("</ul>\n");
    }
    for (title, lines) in lists {
        if lines.is_empty() {
            continue;
        }
        let _ = writeln!(h, "<h2>{}</h2>\n<ul>", escape(&i18n.tr(title)));
        for line in lines {
            let _ = writeln!(h, "<li>{}</li>", escape(&line));
        }
        h.push_str("</ul>\n");
    }
    h.push_str("</body>\n</html>\n");
    h
}

/// The running totals as an SVG line plot (a line per player in his colour, the zero line
/// darker, nights along the bottom), with a title for readers of screen readers.
fn plot_svg(standings: &Standings, i18n: &I18n) -> String {
    let (w, ht, left, bottom) = (720.0f64, 260.0f64, 44.0f64, 24.0f64);
    let nights = standings.nights.max(1) as f64;
    let values = standings.running.iter().flatten().copied();
    let (mut low, mut high) = values.fold((0.0f64, 0.0f64), |(l, h), v| (l.min(v), h.max(v)));
    if high - low < 1.0 {
        (low, high) = (low - 1.0, high + 1.0);
    }
    let x = |n: f64| left + (w - left - 8.0) * n / nights;
    let y = |v: f64| 8.0 + (ht - bottom - 8.0) * (high - v) / (high - low);
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg viewBox=\"0 0 {w} {ht}\" role=\"img\" aria-label=\"{}\">",
        escape(&i18n.tr("season-plot"))
    );
    let _ = writeln!(
        s,
        "<line x1=\"{left}\" x2=\"{}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#1a233a\" stroke-width=\"1\"/>",
        w - 8.0,
        y(0.0),
        y(0.0)
    );
    for (label, v) in [(high, high), (low, low)] {
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
            left - 4.0,
            y(v) + 4.0,
            escape(&points_text(label, i18n))
        );
    }
    for n in 0..=standings.nights {
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{n}</text>",
            x(n as f64),
            ht - 6.0
        );
    }
    for (i, row) in standings.rows.iter().enumerate().rev() {
        let points: Vec<String> = standings
            .running_points(i)
            .into_iter()
            .map(|[n, v]| format!("{:.1},{:.1}", x(n), y(v)))
            .collect();
        let _ = writeln!(
            s,
            "<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" points=\"{}\"><title>{}</title></polyline>",
            hex(season_color(i)),
            points.join(" "),
            escape(&row.player)
        );
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_a_name_is_shown_as_text() {
        assert_eq!(
            escape("<script>alert('x')</script> & \"co\""),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;co&quot;"
        );
    }
}
