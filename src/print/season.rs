//! The season sheet: a club's season printed for the wall. Its title (name, system, nights
//! played, how it scores and breaks ties), the standings with the tie-break columns and the
//! rating, each player's running total as a plot, each night's points, and what was kept out.
//! The numbers are [`crate::season::standings`], as `tilewise season` prints them.

use super::night::SheetError;
use super::page::{
    BODY, Block, Column, DocInfo, MARGIN_X, META, Mark, PageLayout, Paper, SMALL, TITLE, footers,
    place, printable, render, wrap,
};
use super::parts::{BOLD, PlotLine, header_row, line_plot, put_right, section, title_rule};
use crate::art::pos2;
use crate::i18n::{I18n, Lang, Message};
use crate::season::load::LoadedSeason;
use crate::season::sheet::{
    column_names, penalty_words, points_text, problem_lines, row_cells, scoring_words,
    season_color, season_heading, season_subheading, seated_nights,
};
use crate::season::standings::Standings;

/// The season sheet as PDF bytes.
pub fn season_pdf(
    season: &LoadedSeason,
    standings: &Standings,
    paper: Paper,
    lang: Lang,
) -> Result<Vec<u8>, SheetError> {
    let pages = season_layout(season, standings, paper, lang);
    let info = DocInfo {
        title: season_heading(season, standings, I18n::get(lang)),
        author: None,
        lang,
    };
    render(&pages, &info, paper).map_err(SheetError::Pdf)
}

/// Nights in one block of the per-night table (more are set in another block below).
const NIGHTS_PER_BLOCK: usize = 10;

/// Every page of the season sheet, footers included.
pub fn season_layout(
    season: &LoadedSeason,
    standings: &Standings,
    paper: Paper,
    lang: Lang,
) -> Vec<PageLayout> {
    let i18n = I18n::get(lang);
    let width = paper.size().x - 2.0 * MARGIN_X;
    let heading = season_heading(season, standings, i18n);
    let mut blocks = vec![
        (
            0,
            title_block(
                season,
                &season_subheading(season, standings, i18n),
                i18n,
                width,
            ),
        ),
        (0, standings_block(season, standings, i18n, width)),
    ];
    if standings.nights > 0 {
        let lines: Vec<PlotLine> = standings
            .rows
            .iter()
            .enumerate()
            .map(|(i, s)| PlotLine {
                name: s.player.clone(),
                color: season_color(i),
                points: standings.running_points(i),
            })
            .collect();
        blocks.push((
            0,
            line_plot(
                &i18n.tr("season-plot"),
                &lines,
                standings.nights as f64,
                &i18n.tr("season-axis-night"),
                width,
            ),
        ));
        for first in (0..standings.nights).step_by(NIGHTS_PER_BLOCK) {
            blocks.push((0, nights_block(season, standings, first, i18n, width)));
        }
    }
    let mut notes = Vec::new();
    for p in &season.season.penalties {
        notes.push(penalty_words(p, i18n));
    }
    if !notes.is_empty() {
        blocks.push((0, list_block(&i18n.tr("season-penalties"), &notes, width)));
    }
    for (heading, lines) in seated_nights(season, i18n) {
        blocks.push((0, list_block(&heading, &lines, width)));
    }
    let problems = problem_lines(&season.problems, i18n);
    if !problems.is_empty() {
        blocks.push((0, list_block(&i18n.tr("season-problems"), &problems, width)));
    }
    let mut pages = place(blocks, false, paper, 5.0);
    footers(&mut pages, &heading, i18n, paper);
    pages
}

fn title_block(season: &LoadedSeason, subheading: &str, i18n: &I18n, width: f32) -> Block {
    let mut col = Column::new(width);
    col.text(&season.season.name, TITLE, 0.0);
    col.gap(2.0);
    col.text(subheading, META, 0.0);
    col.gap(4.0);
    for line in scoring_words(season, i18n) {
        col.text(&line, SMALL, 0.0);
    }
    title_rule(&mut col);
    col.finish()
}

/// The standings: rank, player (with his colour in the plot), points, score, nights,
/// places, best game, rating; the unranked below a note.
fn standings_block(season: &LoadedSeason, standings: &Standings, i18n: &I18n, width: f32) -> Block {
    let mut col = Column::new(width);
    section(&mut col, &i18n.tr("season-standings"));
    // Rank, player (the rest), then the numbers' columns.
    let numbers = [54.0, 48.0, 42.0, 50.0, 50.0, 62.0];
    let player_x = 26.0;
    let mut x = width - numbers.iter().sum::<f32>();
    let mut edges = vec![(0.0, player_x), (player_x, x)];
    for w in numbers {
        edges.push((x, x + w));
        x += w;
    }
    let headers: Vec<(String, f32, f32, bool)> = column_names(i18n)
        .into_iter()
        .zip(&edges)
        .enumerate()
        .map(|(k, (name, &(x0, x1)))| (name, x0, x1, k == 1))
        .collect();
    header_row(&mut col, &headers);
    let mut unranked_noted = false;
    for (i, s) in standings.rows.iter().enumerate() {
        if s.rank.is_none() && !unranked_noted {
            unranked_noted = true;
            col.gap(2.0);
            col.text(
                &i18n.message(
                    &Message::new("season-unranked").int("min", season.season.scoring.min_nights),
                ),
                SMALL,
                0.0,
            );
        }
        let cells = row_cells(s, i18n);
        col.marks.push(Mark::Line {
            from: pos2(player_x - 6.0, col.y + 2.0),
            to: pos2(player_x - 6.0, col.y + BODY.size + 1.0),
            width: 3.0,
            color: season_color(i),
        });
        put_right(&mut col, &cells[0], BODY, edges[0].1 - 10.0);
        let room = edges[1].1 - edges[1].0 - 6.0;
        let shown = wrap(&printable(&cells[1]), BOLD, room)
            .into_iter()
            .next()
            .unwrap_or_default();
        col.put(&shown, BOLD, player_x);
        for (k, cell) in cells.iter().enumerate().skip(2) {
            let style = if k == 2 { BOLD } else { BODY };
            put_right(&mut col, cell, style, edges[k].1 - 4.0);
        }
        col.gap(Column::line_height(BODY) + 2.0);
    }
    col.finish()
}

/// Each player's points night by night, for nights `first..first + NIGHTS_PER_BLOCK`.
fn nights_block(
    season: &LoadedSeason,
    standings: &Standings,
    first: usize,
    i18n: &I18n,
    width: f32,
) -> Block {
    let last = (first + NIGHTS_PER_BLOCK).min(standings.nights);
    let mut col = Column::new(width);
    section(&mut col, &i18n.tr("season-per-night"));
    let cell_w = 38.0;
    let player_end = width - cell_w * (last - first) as f32;
    let mut headers = vec![(i18n.tr("season-col-player"), 0.0, player_end, true)];
    for n in first..last {
        let date = season.season.nights[n]
            .date
            .as_deref()
            .and_then(|d| short_date(d, i18n.lang()))
            .unwrap_or_default();
        let x0 = player_end + cell_w * (n - first) as f32;
        let label = if date.is_empty() {
            format!("{}", n + 1)
        } else {
            format!("{} {date}", n + 1)
        };
        headers.push((label, x0, x0 + cell_w, false));
    }
    header_row(&mut col, &headers);
    for (s, nights) in standings.rows.iter().zip(&standings.night_points) {
        let shown = wrap(&printable(&s.player), BODY, player_end - 6.0)
            .into_iter()
            .next()
            .unwrap_or_default();
        col.put(&shown, BODY, 0.0);
        for (k, points) in nights[first..last].iter().enumerate() {
            let cell = points.map_or_else(|| "–".to_string(), |v| points_text(v, i18n));
            let x1 = player_end + cell_w * (k + 1) as f32;
            put_right(&mut col, &cell, BODY, x1 - 4.0);
        }
        col.gap(Column::line_height(BODY) + 1.0);
    }
    col.finish()
}

/// A night's date in a column header: "4 Sep" in English, "04.09" in Polish and Russian;
/// `None` for a date that is not YYYY-MM-DD.
fn short_date(iso: &str, lang: Lang) -> Option<String> {
    let mut parts = iso.split('-');
    let (_year, month, day) = (parts.next()?, parts.next()?, parts.next()?);
    let (m, d): (usize, u32) = (month.parse().ok()?, day.parse().ok()?);
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let name = MONTHS.get(m.checked_sub(1)?)?;
    Some(match lang {
        Lang::English => format!("{d} {name}"),
        _ => format!("{d:02}.{m:02}"),
    })
}

fn list_block(title: &str, lines: &[String], width: f32) -> Block {
    let mut col = Column::new(width);
    section(&mut col, title);
    for line in lines {
        for part in wrap(&printable(line), BODY, width - 12.0) {
            col.text(&part, BODY, 8.0);
        }
        col.gap(2.0);
    }
    col.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::season::load::load;
    use crate::season::parse_season;
    use crate::season::standings::standings;

    #[test]
    fn a_night_is_headed_by_its_short_date() {
        assert_eq!(
            short_date("2026-09-04", Lang::English).as_deref(),
            Some("4 Sep")
        );
        assert_eq!(
            short_date("2026-10-23", Lang::Polish).as_deref(),
            Some("23.10")
        );
        assert_eq!(short_date("2026-13-01", Lang::Russian), None);
        assert_eq!(short_date("autumn", Lang::English), None);
    }

    #[test]
    fn the_sheet_names_every_player_and_night_in_each_language() {
        let season = parse_season(include_str!(
            "../../replays/seasons/zung-jung-club.season.ron"
        ))
        .expect("the bundled season");
        let loaded = load(season, std::path::Path::new("replays/seasons"), 1 << 24);
        let table = standings(&loaded);
        for lang in Lang::ALL {
            let pages = season_layout(&loaded, &table, Paper::A4, lang);
            let text: String = pages
                .iter()
                .map(PageLayout::text)
                .collect::<Vec<_>>()
                .join(" ");
            let i18n = I18n::get(lang);
            for row in &table.rows {
                assert!(text.contains(&row.player), "{lang:?}: {}", row.player);
            }
            assert!(text.contains(&i18n.tr("season-standings")), "{lang:?}");
            assert!(text.contains(&i18n.tr("season-per-night")), "{lang:?}");
            let pdf = season_pdf(&loaded, &table, Paper::A4, lang).expect("a PDF");
            assert!(pdf.starts_with(b"%PDF"));
        }
    }
}
