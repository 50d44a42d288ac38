//! The night's score sheet: a game record printed for the club's notice board. Its title
//! (event, date, rules), the standings (balance, wins, self-draws, deal-ins, best hand), each
//! player's balance after every hand as a plot, every hand's result (who won, how and from
//! whom, the total, and what each player won or paid in it), and the biggest hands.
//!
//! The numbers are the record's [`NightSummary`] and replay, as the app's "night at a glance"
//! and `tilewise report` show them; the page is laid out by `print::page`, as worksheets
//! are, every word in the sheet's language.

use super::page::{
    BODY, Block, Column, DocInfo, MARGIN_X, META, Mark, PageLayout, Paper, TITLE, footers, place,
    printable, render, wrap,
};
use super::parts::{BOLD, PlotLine, header_row, line_plot, put_right, section, signed, title_rule};
use crate::art::pos2;
use crate::formats::game_record::GameRecord;
use crate::game::Replay;
use crate::game::summary::{NightSummary, players_of};
use crate::i18n::Localized;
use crate::i18n::{I18n, Lang, Message};
use crate::report::{PLAYER_COLORS, balance_lines, night_heading};
use crate::rules::sheet::win_method;

/// How the night's score sheet is printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NightSheetOptions {
    pub paper: Paper,
    /// The language of every word but the players' names and the event's.
    pub lang: Lang,
}

/// Why a club sheet (the night's, the season's) could not be made.
#[derive(Debug, thiserror::Error)]
pub enum SheetError {
    /// krilla refused the document (it names why).
    #[error("the PDF could not be written: {0}")]
    Pdf(String),
}

impl Localized for SheetError {
    fn message(&self) -> Message {
        match self {
            SheetError::Pdf(why) => Message::new("worksheet-pdf-failed").text("error", why),
        }
    }
}

/// The night's score sheet of a replayed record as PDF bytes. `name`: what the sheet is
/// called when the record names no event or date (its file name).
pub fn night_pdf(
    record: &GameRecord,
    replay: &Replay,
    name: &str,
    options: &NightSheetOptions,
) -> Result<Vec<u8>, SheetError> {
    let pages = night_layout(record, replay, name, options);
    let i18n = I18n::get(options.lang);
    let summary = NightSummary::of(record, replay);
    let info = DocInfo {
        title: night_heading(&record.header, &summary, name, i18n),
        author: None,
        lang: options.lang,
    };
    render(&pages, &info, options.paper).map_err(SheetError::Pdf)
}

/// Every page of the night's score sheet, footers included.
pub fn night_layout(
    record: &GameRecord,
    replay: &Replay,
    name: &str,
    options: &NightSheetOptions,
) -> Vec<PageLayout> {
    let i18n = I18n::get(options.lang);
    let width = options.paper.size().x - 2.0 * MARGIN_X;
    let summary = NightSummary::of(record, replay);
    let names: Vec<String> = (0..4)
        .map(|p| record.header.players.get(p).cloned().unwrap_or_default())
        .collect();
    let heading = night_heading(&record.header, &summary, name, i18n);
    let mut blocks: Vec<(usize, Block)> = vec![
        (0, title_block(&heading, record, &names, i18n, width)),
        (0, standings_block(&summary, record, &names, i18n, width)),
        (0, plot_block(&summary, &names, i18n, width)),
    ];
    let columns = HandColumns::new(&names, width);
    blocks.push((0, columns.head(i18n)));
    for h in 0..record.hands.len() {
        blocks.push((
            h + 1,
            columns.row(h, record, replay, &summary, &names, i18n),
        ));
    }
    if !summary.biggest.is_empty() {
        blocks.push((0, biggest_block(&summary, record, &names, i18n, width)));
    }
    // Rows of the hands' table close together: a hairline parts them.
    let mut pages = place(blocks, false, options.paper, ROW_GAP);
    footers(&mut pages, &heading, i18n, options.paper);
    pages
}

/// The space between two rows of the hands' table (and between any two blocks).
const ROW_GAP: f32 = 5.0;

fn title_block(
    heading: &str,
    record: &GameRecord,
    names: &[String],
    i18n: &I18n,
    width: f32,
) -> Block {
    let mut col = Column::new(width);
    col.text(heading, TITLE, 0.0);
    col.gap(2.0);
    let rules = &record.header.rules;
    let system = i18n.tr_or(&format!("system-{}", rules.id()), rules.name());
    col.text(&format!("{system} · {}", names.join(", ")), META, 0.0);
    title_rule(&mut col);
    col.finish()
}

fn standings_block(
    summary: &NightSummary,
    record: &GameRecord,
    names: &[String],
    i18n: &I18n,
    width: f32,
) -> Block {
    let unit = record.header.rules.unit();
    let mut col = Column::new(width);
    section(&mut col, &i18n.tr("night-standings"));
    // Place, player (the rest), balance, wins, self-draws, deal-ins, best hand.
    let numbers = [62.0, 56.0, 62.0, 70.0, 78.0];
    let player_x = 26.0;
    let mut x = width - numbers.iter().sum::<f32>();
    let mut edges = vec![(0.0, player_x), (player_x, x)];
    for w in numbers {
        edges.push((x, x + w));
        x += w;
    }
    let keys = [
        "night-col-place",
        "night-col-player",
        "night-col-balance",
        "night-col-wins",
        "night-col-self-draws",
        "night-col-deal-ins",
        "night-col-best",
    ];
    let headers: Vec<(String, f32, f32, bool)> = keys
        .iter()
        .zip(&edges)
        .enumerate()
        .map(|(k, (key, &(x0, x1)))| (i18n.tr(key), x0, x1, k == 1))
        .collect();
    header_row(&mut col, &headers);
    for (place, p) in summary.standings().into_iter().enumerate() {
        let name = names.get(p.player).cloned().unwrap_or_default();
        let best = if p.wins == 0 {
            "—".to_string()
        } else {
            i18n.amount(unit, p.best_total)
        };
        let color = PLAYER_COLORS[p.player % PLAYER_COLORS.len()];
        col.marks.push(Mark::Line {
            from: pos2(player_x - 6.0, col.y + 2.0),
            to: pos2(player_x - 6.0, col.y + BODY.size + 1.0),
            width: 3.0,
            color,
        });
        put_right(&mut col, &format!("{}", place + 1), BODY, edges[0].1 - 10.0);
        let room = edges[1].1 - edges[1].0 - 6.0;
        let shown = wrap(&printable(&name), BOLD, room)
            .into_iter()
            .next()
            .unwrap_or_default();
        col.put(&shown, BOLD, player_x);
        let cells = [
            signed(p.balance),
            p.wins.to_string(),
            p.self_draws.to_string(),
            p.deal_ins.to_string(),
            best,
        ];
        for (cell, &(_, x1)) in cells.iter().zip(&edges[2..]) {
            let style = if cell == &cells[0] { BOLD } else { BODY };
            put_right(&mut col, cell, style, x1 - 4.0);
        }
        col.gap(Column::line_height(BODY) + 2.0);
    }
    col.finish()
}

/// Each player's balance after every hand: a line per player in the player's colour, the
/// legend in the standings' order.
fn plot_block(summary: &NightSummary, names: &[String], i18n: &I18n, width: f32) -> Block {
    let mut lines = balance_lines(summary);
    let plotted: Vec<PlotLine> = summary
        .standings()
        .into_iter()
        .map(|p| PlotLine {
            name: names.get(p.player).cloned().unwrap_or_default(),
            color: PLAYER_COLORS[p.player % PLAYER_COLORS.len()],
            points: lines
                .get_mut(p.player)
                .map(std::mem::take)
                .unwrap_or_default(),
        })
        .collect();
    line_plot(
        &i18n.tr("night-plot"),
        &plotted,
        summary.hands as f64,
        &i18n.tr("night-axis-hand"),
        width,
    )
}

/// The hands' table: the hand's number, its result, and each player's gain or loss in it.
struct HandColumns {
    width: f32,
    names: Vec<String>,
    /// Where the result column ends and each player's column starts.
    result_end: f32,
    player: f32,
}

/// The hand number's column.
const HAND_W: f32 = 24.0;

impl HandColumns {
    fn new(names: &[String], width: f32) -> HandColumns {
        let player = 64.0;
        HandColumns {
            width,
            names: names.to_vec(),
            result_end: width - player * names.len().max(1) as f32,
            player,
        }
    }

    fn head(&self, i18n: &I18n) -> Block {
        let mut col = Column::new(self.width);
        section(&mut col, &i18n.tr("night-sheet-hands"));
        let mut headers = vec![
            (i18n.tr("night-col-place"), 0.0, HAND_W, true),
            (
                i18n.tr("night-sheet-col-result"),
                HAND_W,
                self.result_end,
                true,
            ),
        ];
        for (k, name) in self.names.iter().enumerate() {
            let x0 = self.result_end + self.player * k as f32;
            headers.push((name.clone(), x0, x0 + self.player, false));
        }
        header_row(&mut col, &headers);
        col.finish()
    }

    /// Hand `h` (from 0): who won it, how and from whom, for how much; each player's net.
    fn row(
        &self,
        h: usize,
        record: &GameRecord,
        replay: &Replay,
        summary: &NightSummary,
        names: &[String],
        i18n: &I18n,
    ) -> Block {
        let mut col = Column::new(self.width);
        let unit = record.header.rules.unit();
        let number = h + 1;
        let players = record
            .hands
            .get(h)
            .map(|hand| players_of(&hand.seats))
            .unwrap_or([0, 1, 2, 3]);
        let name = |p: usize| names.get(p).cloned().unwrap_or_default();
        let results: Vec<String> = replay
            .wins
            .iter()
            .filter(|w| w.hand_number == number)
            .map(|w| {
                let mut how = i18n.message(&win_method(w.hand.win));
                if let Some(d) = w.hand.discarder.filter(|_| !w.hand.win.is_self_draw()) {
                    let from = name(players[d.index()]);
                    how = format!(
                        "{how} {}",
                        i18n.message(&Message::new("hand-from").text("seat", from))
                    );
                }
                i18n.message(
                    &Message::new("night-sheet-won")
                        .text("player", name(w.player))
                        .text("how", how)
                        .text("amount", i18n.amount(unit, w.scored.total())),
                )
            })
            .collect();
        let result = if results.is_empty() {
            // Sichuan's wall's end moves money (ready against not ready): no draw.
            match record.header.rules {
                crate::rules::RuleSettings::Sichuan(_) => i18n.tr("night-sheet-wall-end"),
                _ => i18n.tr("night-sheet-drawn"),
            }
        } else {
            results.join("; ")
        };
        let before = h
            .checked_sub(1)
            .and_then(|k| summary.balances_after.get(k))
            .copied()
            .unwrap_or([0; 4]);
        let after = summary.balances_after.get(h).copied().unwrap_or(before);
        let top = col.y;
        put_right(&mut col, &number.to_string(), BODY, HAND_W - 8.0);
        for (k, _) in self.names.iter().enumerate() {
            let net = after[k] - before[k];
            let text = if net == 0 { "·".into() } else { signed(net) };
            let style = if net > 0 { BOLD } else { BODY };
            let right = self.result_end + self.player * (k + 1) as f32 - 4.0;
            put_right(&mut col, &text, style, right);
        }
        col.y = top;
        let room = self.result_end - HAND_W - 8.0;
        for line in wrap(&printable(&result), BODY, room) {
            col.put(&line, BODY, HAND_W);
            col.gap(Column::line_height(BODY));
        }
        col.gap(1.0);
        col.finish()
    }
}

fn biggest_block(
    summary: &NightSummary,
    record: &GameRecord,
    names: &[String],
    i18n: &I18n,
    width: f32,
) -> Block {
    let unit = record.header.rules.unit();
    let mut col = Column::new(width);
    section(&mut col, &i18n.tr("night-biggest"));
    for b in &summary.biggest {
        let patterns = crate::report::big_hand_patterns(b, i18n);
        let text = i18n.message(
            &Message::new("night-big-hand")
                .int("hand", b.hand)
                .text("player", names.get(b.player).cloned().unwrap_or_default())
                .text("amount", i18n.amount(unit, b.total))
                .text("won", signed(b.won))
                .text("patterns", patterns),
        );
        col.text(&text, BODY, 0.0);
        col.gap(1.0);
    }
    col.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::game_record::parse_record;
    use crate::game::{Snapshots, replay_keeping};
    use crate::print::page::{INK, Style, text_width};

    fn demo() -> (GameRecord, Replay) {
        let record =
            parse_record(include_str!("../../replays/zj-short-demo.ron")).expect("a record");
        let replay = replay_keeping(&record, Snapshots::None).expect("replays");
        (record, replay)
    }

    fn all_text(pages: &[PageLayout]) -> String {
        pages
            .iter()
            .map(PageLayout::text)
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn the_sheet_names_every_player_and_every_hand_in_each_language() {
        let (record, replay) = demo();
        for lang in Lang::ALL {
            let options = NightSheetOptions {
                lang,
                ..NightSheetOptions::default()
            };
            let pages = night_layout(&record, &replay, "demo.ron", &options);
            let text = all_text(&pages);
            for name in &record.header.players {
                assert!(text.contains(name.as_str()), "{lang:?}: {name}");
            }
            let hands: Vec<usize> = pages
                .iter()
                .flat_map(|p| p.hands.iter().map(|&(n, _)| n))
                .collect();
            assert_eq!(hands, (1..=record.hands.len()).collect::<Vec<_>>());
            let i18n = I18n::get(lang);
            assert!(text.contains(&i18n.tr("night-standings")), "{lang:?}");
            assert!(text.contains(&i18n.tr("night-plot")), "{lang:?}");
        }
    }

    #[test]
    fn every_mark_lies_inside_the_page() {
        let (record, replay) = demo();
        for paper in Paper::ALL {
            let options = NightSheetOptions {
                paper,
                lang: Lang::Russian,
            };
            let size = paper.size();
            for page in night_layout(&record, &replay, "demo.ron", &options) {
                for mark in &page.marks {
                    let (x0, x1, y) = match mark {
                        Mark::Text {
                            text,
                            at,
                            size,
                            bold,
                            ..
                        } => {
                            let style = Style {
                                size: *size,
                                bold: *bold,
                                color: INK,
                            };
                            (at.x, at.x + text_width(text, style), at.y)
                        }
                        Mark::Line { from, to, .. } => (from.x.min(to.x), from.x.max(to.x), from.y),
                        _ => continue,
                    };
                    assert!(x0 >= MARGIN_X - 12.0, "{mark:?}");
                    assert!(x1 <= size.x - MARGIN_X + 0.5, "{mark:?}");
                    assert!(y > 20.0 && y < size.y - 20.0, "{mark:?}");
                }
            }
        }
    }

    #[test]
    fn a_pdf_is_written() {
        let (record, replay) = demo();
        let pdf =
            night_pdf(&record, &replay, "demo.ron", &NightSheetOptions::default()).expect("pdf");
        assert!(pdf.starts_with(b"%PDF-"));
    }
}
