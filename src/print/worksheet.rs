//! Printed worksheets: a drill set as a PDF a club hands out. A title block (the set's title,
//! author and rules, lines for the learner's name and the date), then the hands, numbered,
//! drawn with our tile art as vectors, each with its situation in words, the question its
//! mode asks and blank lines for the answer; with [`WorksheetOptions::answers`], an answer key
//! on pages of its own: each hand's patterns with their values and rules, the total, the
//! payments with the rule behind each, and the teacher's note.
//!
//! Every word comes from the i18n bundles in the sheet's language; the text is set in the
//! bundled Noto Sans (regular and bold), embedded and subset by krilla. The layout is computed
//! first as pages of `Mark`s, so page breaking is tested without a PDF reader; a hand is a
//! block that never splits over two pages.
//!
//! With a tile set's pictures ([`worksheet_pdf_with_tiles`]) every tile on the sheet is drawn
//! with its picture (a face the set lacks as built in); each picture is embedded once in the
//! PDF, as the set holds it (at most [`crate::tileset::STORED_SIDE_PX`] pixels a side: a
//! 768-pixel-tall picture prints a hand's tile, 38.4 pt tall, at 1440 dpi; the bundled ivory
//! set's 300-pixel pictures at 560 dpi).

use super::page::{
    BLOCK_GAP, BODY, Block, Column, DocInfo, HEADING, INDENT, INK, MARGIN_X, MAX_TILE_SCALE, META,
    Mark, Numbered, PageLayout, SMALL, STRONG, TITLE, footers, place, printable, render,
    text_width, wrap,
};
use super::parts::title_rule;
use crate::art::diagram::{CornerIndex, groups_picture, hand_picture, waiting_picture};
use crate::art::faces::PictureFaces;
use crate::art::tile::TileLook;
use crate::art::{Rect, pos2, vec2};
use crate::drill::mode::Mode;
use crate::drill::payments::{Due, PaymentEntry, payment_entries};
use crate::drill::readings::readings;
use crate::drill::set::SetError;
use crate::drill::set::{DrillSet, SetQuestion, waits_question};
use crate::hand::Hand;
use crate::i18n::{I18n, Lang, Message};
use crate::rules::explain::{self, wind_name};
use crate::rules::sheet::{SituationFor, situation_facts};
use crate::rules::{ScoreSheet, sheet_in};
use crate::tiles::names::wind;
use crate::tiles::tiles_of;

pub use super::page::Paper;

/// How a worksheet is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorksheetOptions {
    pub paper: Paper,
    /// Append the answer key on pages of its own.
    pub answers: bool,
    /// The language of every word but the set's own title and notes.
    pub lang: Lang,
    /// Draw the small index (`3`, `E`) in each tile's corner.
    pub corner_index: bool,
}

impl Default for WorksheetOptions {
    fn default() -> Self {
        WorksheetOptions {
            paper: Paper::A4,
            answers: false,
            lang: Lang::English,
            corner_index: true,
        }
    }
}

/// Why a worksheet could not be made.
#[derive(Debug, thiserror::Error)]
pub enum WorksheetError {
    /// A hand of the set is no question of its mode (named by its number), or the set has none.
    #[error(transparent)]
    Set(#[from] SetError),
    /// krilla refused the document (it names why).
    #[error("the PDF could not be written: {0}")]
    Pdf(String),
    /// More hands than a worksheet prints ([`MAX_WORKSHEET_HANDS`]).
    #[error("the set has {count} hands; a worksheet prints at most {max} (split the set)")]
    TooManyHands { count: usize, max: usize },
}

/// The most hands one worksheet prints: a club's sheet is a few pages, and a PDF of 500 hands
/// (about 90 pages, with the answer key) is built in well under 300 MB; a bigger set is
/// refused before any page is laid out.
pub const MAX_WORKSHEET_HANDS: usize = 500;

impl crate::i18n::Localized for WorksheetError {
    fn message(&self) -> Message {
        match self {
            WorksheetError::Set(e) => e.message(),
            WorksheetError::Pdf(why) => Message::new("worksheet-pdf-failed").text("error", why),
            WorksheetError::TooManyHands { count, max } => Message::new("worksheet-too-many-hands")
                .int("count", *count)
                .int("max", *max),
        }
    }
}

impl WorksheetError {
    /// The error in a language.
    pub fn text(&self, i18n: &I18n) -> String {
        i18n.text(self)
    }
}

/// The worksheet of a set as PDF bytes, drawn with the built-in tile art.
pub fn worksheet_pdf(
    set: &DrillSet,
    options: &WorksheetOptions,
) -> Result<Vec<u8>, WorksheetError> {
    worksheet_pdf_with_tiles(set, options, None)
}

/// The worksheet of a set as PDF bytes, its tiles drawn with a tile set's pictures where
/// `tiles` has one ([`crate::tileset::TileSet::faces`]; the built-in art for the others, and
/// for all with `None`). Each picture is embedded once, however often it is drawn.
pub fn worksheet_pdf_with_tiles(
    set: &DrillSet,
    options: &WorksheetOptions,
    tiles: Option<&PictureFaces>,
) -> Result<Vec<u8>, WorksheetError> {
    if set.hands.len() > MAX_WORKSHEET_HANDS {
        return Err(WorksheetError::TooManyHands {
            count: set.hands.len(),
            max: MAX_WORKSHEET_HANDS,
        });
    }
    let pages = layout(set, options, tiles)?;
    let info = DocInfo {
        title: set.title.clone(),
        author: Some(set.author.clone()),
        lang: options.lang,
    };
    render(&pages, &info, options.paper).map_err(WorksheetError::Pdf)
}

fn amount(i18n: &I18n, sheet: &ScoreSheet, n: u32) -> String {
    i18n.amount(sheet.unit.unwrap_or("points"), n)
}

/// The system's name in the language.
fn system_name(i18n: &I18n, set: &DrillSet) -> String {
    i18n.tr_or(&format!("system-{}", set.rules.id()), set.rules.name())
}

/// The facts of the hand a learner needs, in words: seat and round, how it was won and from
/// whom, then the rest of its situation ([`situation_facts`]) on a line of its own. `waits`:
/// the winning tile is the question, so it is not named. `round`: the system has a prevailing
/// wind to name ([`crate::rules::RuleSettings::has_prevailing_wind`]; Sichuan has none).
fn situation(hand: &Hand, i18n: &I18n, waits: bool, round: bool) -> Vec<String> {
    let m = |message: Message| i18n.message(&message);
    let mut win = m(crate::rules::sheet::win_method(hand.win));
    if let Some(d) = hand.discarder.filter(|_| !hand.win.is_self_draw()) {
        win = format!(
            "{win} {}",
            m(Message::new("hand-from").msg("seat", wind(d)))
        );
    }
    let first = match (waits, round) {
        (true, true) => Message::new("worksheet-situation-waits"),
        (true, false) => Message::new("worksheet-situation-waits-no-round"),
        (false, true) => Message::new("worksheet-situation"),
        (false, false) => Message::new("worksheet-situation-no-round"),
    };
    let first = if round {
        first.msg("round", wind(hand.prevailing_wind))
    } else {
        first
    };
    let mut lines = vec![m(first
        .msg("tile", crate::tiles::names::tile(hand.winning_tile))
        .msg("seat", wind(hand.seat_wind))
        .text("win", win))];
    let place = if waits {
        SituationFor::Waits
    } else {
        SituationFor::Question
    };
    let facts = situation_facts(hand, i18n, place);
    if !facts.is_empty() {
        lines.push(facts.join(" · "));
    }
    lines
}

/// The seat's name with its part in the win, as the drill's payment question shows it.
fn seat_label(i18n: &I18n, hand: &Hand, e: &PaymentEntry) -> String {
    let name = wind_name(i18n, e.seat);
    let m = |id: &'static str| i18n.message(&Message::new(id).text("seat", &name));
    if e.out {
        m("drill-payments-seat-out")
    } else if hand.discarder == Some(e.seat) && !hand.win.is_self_draw() {
        m("drill-payments-seat-discarder")
    } else {
        name.clone()
    }
}

/// The blanks of a payments question: with one payment a seat (the win's), the seats side
/// by side when their names fit; else a seat a line, a column of blanks for the win and (in
/// systems with them) one for the instant payments, under their headings.
fn payments_grid(
    col: &mut Column,
    i18n: &I18n,
    hand: &Hand,
    entries: &[PaymentEntry],
    writing: f32,
) {
    let width = col.width;
    let mut seats: Vec<(crate::tiles::Wind, String)> = Vec::new();
    for e in entries {
        if !seats.iter().any(|(w, _)| *w == e.seat) {
            seats.push((e.seat, printable(&seat_label(i18n, hand, e))));
        }
    }
    let dues: Vec<Due> = [Due::Win, Due::Instant]
        .into_iter()
        .filter(|d| entries.iter().any(|e| e.due == *d))
        .collect();
    let widest = seats
        .iter()
        .map(|(_, l)| text_width(l, BODY))
        .fold(0.0, f32::max);
    let cell = (width - INDENT) / seats.len().max(1) as f32;
    if dues.len() == 1 && widest + 70.0 <= cell {
        for (k, (_, label)) in seats.iter().enumerate() {
            let x = INDENT + cell * k as f32;
            let end = col.put(label, BODY, x);
            col.blank(end + 6.0, x + cell - 12.0, BODY);
        }
        col.gap(writing);
        return;
    }
    let first = INDENT + widest + 12.0;
    let column = ((width - first) / dues.len().max(1) as f32).min(170.0);
    if dues.len() > 1 {
        for (k, due) in dues.iter().enumerate() {
            let id = match due {
                Due::Win => "drill-payments-win",
                Due::Instant => "drill-payments-instant",
            };
            col.put(&i18n.tr(id), SMALL, first + column * k as f32);
        }
        col.gap(Column::line_height(SMALL));
    }
    for (_, label) in &seats {
        col.put(label, BODY, INDENT);
        for k in 0..dues.len() {
            let x = first + column * k as f32;
            col.blank(x, x + column - 14.0, BODY);
        }
        col.gap(writing - 4.0);
    }
}

/// The heading row of a hand: its number, its title, and its mode on the right.
fn heading(col: &mut Column, n: usize, title: Option<&str>, right: &str) {
    col.put(&format!("{n}."), HEADING, 0.0);
    if let Some(title) = title.filter(|t| !t.trim().is_empty()) {
        col.put(title, STRONG, INDENT);
    }
    let w = text_width(&printable(right), SMALL);
    col.put(right, SMALL, col.width - w);
    col.gap(Column::line_height(HEADING) + 2.0);
}

/// A hand as a question: heading, tiles, situation, the question and room for the answer.
fn question_block(
    n: usize,
    q: &SetQuestion,
    title: Option<&str>,
    i18n: &I18n,
    width: f32,
    look: TileLook,
) -> Block {
    let mut col = Column::new(width);
    let mode_name = i18n.tr(q.mode.label_key());
    heading(&mut col, n, title, &mode_name);
    let question = &q.question;
    let waits = q.mode == Mode::Waits;
    if waits {
        let w = waits_question(question);
        col.picture(
            waiting_picture(&tiles_of(&w.ready), &w.hand.melds, &w.hand.bonus, look),
            INDENT,
            MAX_TILE_SCALE,
        );
        col.gap(6.0);
        let round = question.scored.settings.has_prevailing_wind();
        for line in situation(&w.hand, i18n, true, round) {
            col.text(&line, BODY, INDENT);
        }
    } else {
        col.picture(hand_picture(&question.hand, look), INDENT, MAX_TILE_SCALE);
        col.gap(6.0);
        let round = question.scored.settings.has_prevailing_wind();
        for line in situation(&question.hand, i18n, false, round) {
            col.text(&line, BODY, INDENT);
        }
    }
    col.gap(6.0);
    let writing = Column::line_height(BODY) + 10.0;
    match q.mode {
        Mode::Total => {
            let unit = i18n.tr(&format!("unit-{}", question.sheet.unit.unwrap_or("points")));
            let text = i18n.message(&Message::new("drill-question").text("unit", unit));
            let end = col.put(&text, STRONG, INDENT);
            col.blank(end + 8.0, (end + 150.0).min(width), STRONG);
            col.gap(Column::line_height(STRONG) + 4.0);
        }
        Mode::Patterns | Mode::Waits => {
            let id = if waits {
                "worksheet-ask-waits"
            } else {
                "worksheet-ask-patterns"
            };
            col.text(&i18n.tr(id), STRONG, INDENT);
            let lines = if waits { 2 } else { 3 };
            for _ in 0..lines {
                col.gap(4.0);
                col.blank(INDENT, width, BODY);
                col.gap(writing - 4.0);
            }
        }
        Mode::Payments => {
            let winner = wind_name(i18n, question.hand.seat_wind);
            col.text(
                &i18n.message(&Message::new("drill-payments-ask").text("seat", winner)),
                STRONG,
                INDENT,
            );
            let entries = payment_entries(question);
            col.gap(4.0);
            payments_grid(&mut col, i18n, &question.hand, &entries, writing);
        }
        Mode::BestReading => {
            col.text(&i18n.tr("drill-reading-ask"), STRONG, INDENT);
            col.gap(2.0);
            for (k, &e) in readings(question).iter().enumerate() {
                let Some(evaluation) = question.scored.evaluations.get(e) else {
                    continue;
                };
                reading_row(&mut col, i18n, k + 1, &evaluation.arrangement, look);
            }
        }
        // Modes sets do not ask (crate::drill::set::SET_MODES) have no worksheet question.
        _ => {}
    }
    col.finish()
}

/// One reading of a best-reading question: a box to tick, its name, and its sets and pair
/// drawn as small tiles side by side (a declared win, which has none, in words).
fn reading_row(
    col: &mut Column,
    i18n: &I18n,
    n: usize,
    arrangement: &crate::hand::Arrangement,
    look: TileLook,
) {
    let box_size = BODY.size * 0.9;
    let name = format!(
        "{}:",
        i18n.message(&Message::new("drill-reading-n").int("n", n))
    );
    let label_x = INDENT + box_size + 6.0;
    let picture_x = label_x + text_width(&printable(&name), BODY) + 8.0;
    if arrangement.form == crate::hand::Form::Declared {
        col.marks.push(Mark::Frame {
            rect: Rect::from_min_size(pos2(INDENT, col.y + 2.0), vec2(box_size, box_size)),
            width: 0.8,
            color: INK,
        });
        col.put(&name, BODY, label_x);
        col.text(
            &i18n.tr("arrangement-declared"),
            BODY,
            picture_x.min(col.width / 2.0),
        );
        col.gap(2.0);
        return;
    }
    let groups: Vec<Vec<crate::tiles::Tile>> = arrangement
        .groups
        .iter()
        .map(|g| g.tiles().to_vec())
        .collect();
    // The hand above carries the corner index; at this size it would cover the faces.
    let picture = groups_picture(
        &groups,
        READING_TILE,
        TileLook {
            corner_index: false,
            ..look
        },
    );
    let scale = ((col.width - picture_x) / picture.size.x.max(1.0)).min(1.0);
    let height = picture.size.y * scale;
    let middle = col.y + height / 2.0;
    col.marks.push(Mark::Frame {
        rect: Rect::from_min_size(
            pos2(INDENT, middle - box_size / 2.0),
            vec2(box_size, box_size),
        ),
        width: 0.8,
        color: INK,
    });
    let top = col.y;
    col.y = middle - BODY.size * 0.6;
    col.put(&name, BODY, label_x);
    col.y = top;
    col.marks.push(Mark::Picture {
        picture,
        at: pos2(picture_x, col.y),
        scale,
    });
    col.y += height + 2.0;
}

/// The height of a reading's tiles on paper, in points: small beside the hand above them.
const READING_TILE: f32 = 28.0;

/// A hand's answer: total, the reading, the waits, patterns with values and rules, what does
/// not count, payments with their rules, and the teacher's note.
fn answer_block(n: usize, q: &SetQuestion, sheet: &ScoreSheet, i18n: &I18n, width: f32) -> Block {
    let mut col = Column::new(width);
    let total = sheet.total_line(i18n).unwrap_or_default();
    col.put(&format!("{n}."), HEADING, 0.0);
    let mode_name = i18n.tr(q.mode.label_key());
    let w = text_width(&printable(&mode_name), SMALL);
    col.put(&mode_name, SMALL, width - w);
    let lines = wrap(&printable(&total), STRONG, width - INDENT - w - 12.0);
    for line in lines {
        col.put(&line, STRONG, INDENT);
        col.gap(Column::line_height(HEADING));
    }
    col.gap(2.0);
    if q.mode == Mode::BestReading
        && let Some(arrangement) = sheet
            .arrangement_words
            .as_ref()
            .or(sheet.arrangement.as_ref())
    {
        col.text(
            &i18n.message(&Message::new("sheet-arrangement").text("arrangement", arrangement)),
            BODY,
            INDENT,
        );
        if let Some(why) = &sheet.why {
            col.text(
                &i18n.message(&Message::new("sheet-chosen-because").text("why", why)),
                SMALL,
                INDENT + 12.0,
            );
        }
    }
    if q.mode == Mode::Waits {
        let w = waits_question(&q.question);
        let tiles: Vec<String> = w
            .waits
            .iter()
            .map(|c| {
                let tile = explain::tile_name(i18n, c.wait.tile);
                match &c.scored {
                    Some(s) => format!("{tile} ({})", amount(i18n, sheet, s.total())),
                    None => format!("{tile} ({})", i18n.tr("drill-waits-refused")),
                }
            })
            .collect();
        col.text(
            &i18n.message(&Message::new("worksheet-answer-waits").text("tiles", tiles.join(", "))),
            BODY,
            INDENT,
        );
        col.gap(2.0);
    }
    let value_w = 26.0;
    for p in &sheet.patterns {
        let value = p.value.to_string();
        let vw = text_width(&value, STRONG);
        col.put(&value, STRONG, INDENT + value_w - vw);
        let name = if p.count > 1 {
            format!("{} ×{}", p.name, p.count)
        } else {
            p.name.clone()
        };
        col.put(&name, BODY, INDENT + value_w + 8.0);
        col.gap(Column::line_height(BODY));
        if !p.tiles_words.is_empty() {
            col.text(&p.tiles_words, SMALL, INDENT + value_w + 8.0);
        }
        col.text(&p.rule, SMALL, INDENT + value_w + 8.0);
    }
    if !sheet.excluded.is_empty() {
        col.gap(2.0);
        col.text(&format!("{}:", i18n.tr("sheet-not-counted")), SMALL, INDENT);
        for e in &sheet.excluded {
            col.text(
                &format!("{} ({}): {}", e.name, e.value, e.reason),
                SMALL,
                INDENT + 12.0,
            );
        }
    }
    let payments = sheet.payment_lines(i18n);
    if !payments.is_empty() {
        col.gap(4.0);
        for (k, (line, entry)) in payments.iter().enumerate() {
            if *entry {
                col.text(line, BODY, INDENT + 12.0);
            } else {
                if k > 0 {
                    col.gap(2.0);
                }
                col.text(line, STRONG, INDENT);
            }
        }
    }
    if let Some(note) = q.note.as_deref().filter(|n| !n.trim().is_empty()) {
        col.gap(4.0);
        let label = format!("{}:", i18n.tr("drill-set-note"));
        let end = col.put(&label, STRONG, INDENT);
        // The note starts on the label's line when a few words fit there.
        let style = BODY;
        let first_room = width - end - 6.0;
        let words = printable(note);
        let first = wrap(&words, style, first_room);
        if first
            .first()
            .is_some_and(|l| text_width(l, style) <= first_room)
        {
            let head = first[0].clone();
            col.put(&head, style, end + 6.0);
            col.gap(Column::line_height(style));
            let rest = words[head.len()..].trim();
            if !rest.is_empty() {
                col.text(rest, style, INDENT);
            }
        } else {
            col.gap(Column::line_height(STRONG));
            col.text(note, style, INDENT);
        }
    }
    col.finish()
}

/// The first page's head: title, author and rules, name and date lines, how to read a hand.
fn title_block(set: &DrillSet, i18n: &I18n, width: f32) -> Block {
    let mut col = Column::new(width);
    col.text(&set.title, TITLE, 0.0);
    col.gap(2.0);
    let mut meta = vec![system_name(i18n, set)];
    if !set.author.trim().is_empty() {
        meta.push(i18n.message(&Message::new("worksheet-author").text("author", &set.author)));
    }
    meta.push(i18n.message(&Message::new("worksheet-hands").int("count", set.hands.len())));
    col.text(&meta.join(" · "), META, 0.0);
    col.gap(14.0);
    let end = col.put(&format!("{}:", i18n.tr("worksheet-name")), STRONG, 0.0);
    let name_end = (width * 0.62).max(end + 80.0);
    col.blank(end + 8.0, name_end, STRONG);
    let date_x = name_end + 18.0;
    let end = col.put(&format!("{}:", i18n.tr("worksheet-date")), STRONG, date_x);
    col.blank(end + 8.0, width, STRONG);
    col.gap(Column::line_height(STRONG) + 12.0);
    col.text(&i18n.tr("worksheet-how-to-read"), SMALL, 0.0);
    title_rule(&mut col);
    col.finish()
}

/// The head of the answer key's first page.
fn answers_head(set: &DrillSet, i18n: &I18n, width: f32) -> Block {
    let mut col = Column::new(width);
    col.text(&i18n.tr("worksheet-answer-key"), TITLE, 0.0);
    col.text(&set.title, META, 0.0);
    title_rule(&mut col);
    col.finish()
}

/// Every page of the worksheet, footers included; its tiles drawn with `tiles`' pictures
/// where it has one.
pub fn layout(
    set: &DrillSet,
    options: &WorksheetOptions,
    tiles: Option<&PictureFaces>,
) -> Result<Vec<PageLayout>, WorksheetError> {
    let questions = set.questions()?;
    let i18n = I18n::get(options.lang);
    let width = options.paper.size().x - 2.0 * MARGIN_X;
    let look = TileLook {
        pictures: tiles,
        ..TileLook::from(CornerIndex {
            on: options.corner_index,
            lang: options.lang,
        })
    };
    let mut blocks: Vec<Numbered> = vec![(0, title_block(set, i18n, width))];
    for (k, q) in questions.iter().enumerate() {
        let title = set.hands.get(k).and_then(|h| h.hand.title.as_deref());
        blocks.push((k + 1, question_block(k + 1, q, title, i18n, width, look)));
    }
    let mut pages = place(blocks, false, options.paper, BLOCK_GAP);
    if options.answers {
        let mut blocks: Vec<Numbered> = vec![(0, answers_head(set, i18n, width))];
        for (k, q) in questions.iter().enumerate() {
            let sheet = sheet_in(&q.question.hand, &q.question.scored, i18n);
            blocks.push((k + 1, answer_block(k + 1, q, &sheet, i18n, width)));
        }
        pages.extend(place(blocks, true, options.paper, BLOCK_GAP));
    }
    footers(&mut pages, &set.title, i18n, options.paper);
    Ok(pages)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::ArtFont;
    use crate::art::glyph::has_glyph;
    use crate::drill::set::{BUNDLED, parse_set};

    fn bundled(k: usize) -> DrillSet {
        parse_set(BUNDLED[k].1).expect("bundled set")
    }

    #[test]
    fn every_hand_lies_whole_on_one_page_inside_the_margins() {
        for (k, (name, _)) in BUNDLED.iter().enumerate() {
            let set = bundled(k);
            for paper in Paper::ALL {
                let options = WorksheetOptions {
                    paper,
                    answers: true,
                    ..WorksheetOptions::default()
                };
                let pages = layout(&set, &options, None).expect("layout");
                let size = paper.size();
                let mut questions = Vec::new();
                let mut answers = Vec::new();
                for page in &pages {
                    for &(n, answer) in &page.hands {
                        if answer { &mut answers } else { &mut questions }.push(n);
                    }
                    for mark in &page.marks {
                        let (top, bottom) = match mark {
                            Mark::Text { at, size: s, .. } => (at.y - s, at.y),
                            Mark::Picture { picture, at, scale } => {
                                (at.y, at.y + picture.size.y * scale)
                            }
                            Mark::Line { from, to, .. } => (from.y.min(to.y), from.y.max(to.y)),
                            Mark::Frame { rect, .. } => (rect.top(), rect.bottom()),
                        };
                        assert!(top >= 20.0 && bottom <= size.y - 20.0, "{name}: {mark:?}");
                        if let Mark::Picture { picture, at, scale } = mark {
                            assert!(at.x + picture.size.x * scale <= size.x - MARGIN_X + 0.5);
                        }
                    }
                }
                let all: Vec<usize> = (1..=set.hands.len()).collect();
                assert_eq!(questions, all, "{name}: every hand once, on one page");
                assert_eq!(answers, all, "{name}: every answer once, on one page");
            }
        }
    }

    #[test]
    fn a_page_holds_four_to_six_hands() {
        let set = bundled(1);
        let pages = layout(&set, &WorksheetOptions::default(), None).expect("layout");
        let per_page: Vec<usize> = pages.iter().map(|p| p.hands.len()).collect();
        assert!(per_page[0] >= 3, "{per_page:?}");
        assert!(
            per_page
                .iter()
                .skip(1)
                .take(pages.len() - 2)
                .all(|&n| n >= 4),
            "{per_page:?}"
        );
    }

    #[test]
    fn a_sichuan_sheet_names_no_prevailing_wind() {
        let mut seen = 0;
        for (name, text) in BUNDLED {
            let set = parse_set(text).expect("bundled set");
            let pages = layout(&set, &WorksheetOptions::default(), None).expect("layout");
            let all: String = pages
                .iter()
                .map(PageLayout::text)
                .collect::<Vec<_>>()
                .join(" ");
            let names_round = all.contains("Round:");
            if set.rules.has_prevailing_wind() {
                assert!(names_round, "{name}");
            } else {
                seen += 1;
                assert!(!names_round, "{name}");
                assert!(all.contains("Seat:"), "{name}");
            }
        }
        assert!(seen > 0, "a Sichuan set is bundled");
    }

    #[test]
    fn the_answer_key_gives_every_total_and_note() {
        let set = bundled(0);
        let options = WorksheetOptions {
            answers: true,
            ..WorksheetOptions::default()
        };
        let pages = layout(&set, &options, None).expect("layout");
        let all: String = pages
            .iter()
            .map(PageLayout::text)
            .collect::<Vec<_>>()
            .join(" ");
        for q in set.questions().expect("questions") {
            let total = q.question.scored.total();
            assert!(all.contains(&format!("Total: {total} ")), "{total}");
        }
        for h in &set.hands {
            if let Some(note) = &h.note {
                let first = note
                    .split_whitespace()
                    .take(3)
                    .collect::<Vec<_>>()
                    .join(" ");
                assert!(all.contains(&printable(&first)), "{first}");
            }
        }
        let without = layout(&set, &WorksheetOptions::default(), None).expect("layout");
        assert!(without.len() < pages.len());
        assert!(without.iter().all(|p| p.hands.iter().all(|&(_, a)| !a)));
    }

    #[test]
    fn every_message_is_set_in_the_bundled_fonts() {
        let mut texts: Vec<String> = Lang::ALL
            .into_iter()
            .map(|l| I18n::source(l).to_string())
            .collect();
        texts.extend(BUNDLED.iter().map(|(_, t)| t.to_string()));
        let mut missing: Vec<char> = texts
            .iter()
            .flat_map(|t| t.chars())
            .filter(|&c| !c.is_whitespace())
            .filter(|&c| {
                // A tile character is drawn from the CJK subset; every other one is set in
                // both weights of the Latin subset, as it is: no stand-in.
                let tile = ('\u{2e80}'..='\u{9fff}').contains(&c);
                if tile {
                    !has_glyph(c, ArtFont::Cjk)
                } else {
                    !has_glyph(c, ArtFont::Latin) || !has_glyph(c, ArtFont::LatinBold)
                }
            })
            .collect();
        missing.sort_unstable();
        missing.dedup();
        assert!(
            missing.is_empty(),
            "not in the bundled fonts (add them in assets/fonts/subset-latin.py): {missing:?}"
        );
    }

    /// A picture of plain noise for every face (opaque, so the PDF embeds no soft mask: one
    /// image object a picture).
    fn noise_tiles() -> PictureFaces {
        use crate::art::faces::{Bitmap, Framing, every_face};
        let mut rng = fastrand::Rng::with_seed(11);
        let mut pictures = PictureFaces::new(Framing::WholeTile, None);
        for face in every_face() {
            let rgba: Vec<u8> = (0..12 * 16)
                .flat_map(|_| [rng.u8(..), rng.u8(..), rng.u8(..), 255])
                .collect();
            let bitmap = Bitmap::new(12, 16, rgba).expect("bitmap");
            pictures.set(face, std::sync::Arc::new(bitmap));
        }
        pictures
    }

    /// The tiles drawn on the pages: (tiles drawn as built in, pictures drawn, the ids of the
    /// bitmaps drawn).
    fn tiles_drawn(pages: &[PageLayout]) -> (usize, usize, std::collections::BTreeSet<u64>) {
        use crate::art::Prim;
        let body = crate::art::Color32::from_rgb(0x3f, 0x8f, 0x6c);
        let (mut built_in, mut pictures) = (0, 0);
        let mut ids = std::collections::BTreeSet::new();
        for page in pages {
            for mark in &page.marks {
                let Mark::Picture { picture, .. } = mark else {
                    continue;
                };
                for prim in &picture.prims {
                    match prim {
                        Prim::RoundRect { fill, .. } if *fill == body => built_in += 1,
                        Prim::Image { image, .. } => {
                            pictures += 1;
                            ids.insert(image.id());
                        }
                        _ => {}
                    }
                }
            }
        }
        (built_in, pictures, ids)
    }

    #[test]
    fn a_tile_set_draws_every_tile_of_the_sheet_and_each_picture_is_embedded_once() {
        let tiles = noise_tiles();
        let options = WorksheetOptions {
            answers: true,
            ..WorksheetOptions::default()
        };
        for (k, (name, _)) in BUNDLED.iter().enumerate().step_by(3) {
            let set = bundled(k);
            let plain = layout(&set, &options, None).expect("layout");
            let (tiles_count, none, _) = tiles_drawn(&plain);
            assert!(tiles_count >= 14 * set.hands.len(), "{name}: {tiles_count}");
            assert_eq!(none, 0, "{name}");
            let with = layout(&set, &options, Some(&tiles)).expect("layout");
            let (built_in, pictures, _) = tiles_drawn(&with);
            assert_eq!((built_in, pictures), (0, tiles_count), "{name}");
        }
        // Best readings drawn as small tiles, a hand's kong and bonus tiles: a picture is drawn
        // many times and embedded once.
        let set = bundled(0);
        let pages = layout(&set, &options, Some(&tiles)).expect("layout");
        let (_, drawn, ids) = tiles_drawn(&pages);
        assert!(drawn > 3 * ids.len(), "{drawn} tiles, {} faces", ids.len());
        let pdf = worksheet_pdf_with_tiles(&set, &options, Some(&tiles)).expect("pdf");
        // An image object's dictionary as krilla writes it (never in an object stream).
        let images = |pdf: &[u8]| {
            let key = b"/Subtype/Image";
            pdf.windows(key.len()).filter(|w| w == key).count()
        };
        assert_eq!(images(&pdf), ids.len());
        assert_eq!(images(&worksheet_pdf(&set, &options).expect("pdf")), 0);
        // A set lacking a face: that tile as built in, the others with their pictures.
        let mut some = PictureFaces::new(tiles.framing, None);
        let first = set.questions().expect("questions")[0]
            .question
            .hand
            .winning_tile;
        for face in crate::art::faces::every_face() {
            if face != crate::art::tile::Face::Tile(first)
                && let Some(bitmap) = tiles.get(face)
            {
                some.set(face, bitmap.clone());
            }
        }
        let pages = layout(&set, &options, Some(&some)).expect("layout");
        let (built_in, pictures, _) = tiles_drawn(&pages);
        assert!(built_in >= 1, "{built_in}");
        assert_eq!(built_in + pictures, drawn);
    }

    #[test]
    fn a_pdf_is_written_whole_on_the_paper_asked_for() {
        let set = bundled(2);
        let a4 = worksheet_pdf(&set, &WorksheetOptions::default()).expect("pdf");
        assert!(a4.starts_with(b"%PDF-"));
        assert!(a4.trim_ascii_end().ends_with(b"%%EOF"));
        let letter = WorksheetOptions {
            paper: Paper::Letter,
            ..WorksheetOptions::default()
        };
        let letter = worksheet_pdf(&set, &letter).expect("pdf");
        assert_ne!(a4, letter);
        assert_eq!(
            worksheet_pdf(&set, &WorksheetOptions::default()).expect("pdf"),
            a4,
            "the same set, the same bytes"
        );
    }
}
