//! Printed worksheets: a drill set as a PDF a club hands out. A title block (the set's title,
//! author and rules, lines for the learner's name and the date), then the hands, numbered,
//! drawn with our tile art as vectors, each with its situation in words, the question its
//! mode asks and blank lines for the answer; with [`WorksheetOptions::answers`], an answer key
//! on pages of its own: each hand's patterns with their values and rules, the total, the
//! payments with the rule behind each, and the teacher's note.
//!
//! Every word comes from the i18n bundles in the sheet's language; the text is set in the
//! bundled Noto Sans (regular and bold), embedded and subset by krilla. The layout is computed
//! first as pages of [`Mark`]s, so page breaking is tested without a PDF reader; a hand is a
//! block that never splits over two pages.

use crate::art::diagram::{hand_picture, waiting_picture};
use crate::art::glyph::{font_bytes, has_glyph, line_box};
use crate::art::{
    self, ArtFont, Color32, Lowered, PathStep, Picture, Pos2, Rect, Vec2, pos2, vec2,
};
use crate::drill::mode::Mode;
use crate::drill::payments::{Due, PaymentEntry, payment_entries};
use crate::drill::readings::readings;
use crate::drill::set::{DrillSet, SetQuestion, waits_question};
use crate::hand::{Hand, ParseError};
use crate::i18n::explain::{self, wind_name};
use crate::i18n::message::wind;
use crate::i18n::{I18n, Lang, Message};
use crate::rules::sheet::{SituationFor, situation_facts};
use crate::rules::{ScoreSheet, sheet_in};
use crate::tiles::tiles_of;
use serde::{Deserialize, Serialize};

/// A paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Stable id, as the command line takes it (`a4`, `letter`).
    pub fn id(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    pub fn from_id(id: &str) -> Option<Paper> {
        Paper::ALL
            .into_iter()
            .find(|p| p.id().eq_ignore_ascii_case(id))
    }

    /// Width and height in points (1/72 in).
    pub fn size(self) -> Vec2 {
        match self {
            Paper::A4 => vec2(595.28, 841.89),
            Paper::Letter => vec2(612.0, 792.0),
        }
    }
}

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
    Set(#[from] ParseError),
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

impl crate::i18n::message::Localized for WorksheetError {
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

/// The worksheet of a set as PDF bytes.
pub fn worksheet_pdf(
    set: &DrillSet,
    options: &WorksheetOptions,
) -> Result<Vec<u8>, WorksheetError> {
    if set.hands.len() > MAX_WORKSHEET_HANDS {
        return Err(WorksheetError::TooManyHands {
            count: set.hands.len(),
            max: MAX_WORKSHEET_HANDS,
        });
    }
    let pages = layout(set, options)?;
    render(&pages, set, options)
}

// ---------------------------------------------------------------------------------------------
// Layout: blocks of marks, placed on pages.

const INK: Color32 = Color32::from_rgb(0x1a, 0x23, 0x3a);
const MUTED: Color32 = Color32::from_rgb(0x5a, 0x63, 0x73);
/// The blank lines the learner writes on, and the thin separators.
const LIGHT: Color32 = Color32::from_rgb(0xb4, 0xba, 0xc4);
/// The hand numbers and headings: the tiles' green.
const ACCENT: Color32 = Color32::from_rgb(0x2f, 0x7a, 0x5a);

/// The page's margins: left and right, top, bottom (the footer sits in the bottom one).
const MARGIN_X: f32 = 56.0;
const MARGIN_TOP: f32 = 50.0;
const MARGIN_BOTTOM: f32 = 58.0;
/// Space between two blocks (a hand and the next).
const BLOCK_GAP: f32 = 16.0;
/// Where a hand's content starts, right of its number.
const INDENT: f32 = 26.0;
/// The largest scale of a hand's picture: its tiles 0.8 × 48 pt ≈ 13.5 mm tall.
const MAX_TILE_SCALE: f32 = 0.8;
/// Line height over font size.
const LEADING: f32 = 1.32;

/// One thing drawn on a page, in points from the page's (or a block's) top left, y down.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    /// One line of text, its baseline starting at `at`.
    Text {
        text: String,
        at: Pos2,
        size: f32,
        bold: bool,
        color: Color32,
    },
    /// A picture of tile art, its top left at `at`, scaled.
    Picture {
        picture: Picture,
        at: Pos2,
        scale: f32,
    },
    Line {
        from: Pos2,
        to: Pos2,
        width: f32,
        color: Color32,
    },
    /// A rectangle's outline (a box to tick).
    Frame {
        rect: Rect,
        width: f32,
        color: Color32,
    },
}

impl Mark {
    fn moved(self, by: Vec2) -> Mark {
        match self {
            Mark::Text {
                text,
                at,
                size,
                bold,
                color,
            } => Mark::Text {
                text,
                at: at + by,
                size,
                bold,
                color,
            },
            Mark::Picture { picture, at, scale } => Mark::Picture {
                picture,
                at: at + by,
                scale,
            },
            Mark::Line {
                from,
                to,
                width,
                color,
            } => Mark::Line {
                from: from + by,
                to: to + by,
                width,
                color,
            },
            Mark::Frame { rect, width, color } => Mark::Frame {
                rect: rect.translate(by),
                width,
                color,
            },
        }
    }
}

/// A piece of a page that never splits: its height and its marks from its top left.
#[derive(Clone, Debug, Default)]
struct Block {
    height: f32,
    marks: Vec<Mark>,
}

/// One page: what is drawn on it, in page coordinates.
#[derive(Clone, Debug, Default)]
pub struct PageLayout {
    pub marks: Vec<Mark>,
    /// The hands on the page (numbers from 1) and whether they are answers.
    pub hands: Vec<(usize, bool)>,
}

#[derive(Clone, Copy)]
struct Style {
    size: f32,
    bold: bool,
    color: Color32,
}

const TITLE: Style = Style {
    size: 21.0,
    bold: true,
    color: INK,
};
const HEADING: Style = Style {
    size: 13.0,
    bold: true,
    color: ACCENT,
};
const BODY: Style = Style {
    size: 10.0,
    bold: false,
    color: INK,
};
const STRONG: Style = Style {
    size: 10.5,
    bold: true,
    color: INK,
};
const SMALL: Style = Style {
    size: 8.5,
    bold: false,
    color: MUTED,
};
const META: Style = Style {
    size: 10.0,
    bold: false,
    color: MUTED,
};

fn font_of(bold: bool) -> ArtFont {
    if bold {
        ArtFont::LatinBold
    } else {
        ArtFont::Latin
    }
}

/// The width of a line of text in points.
fn text_width(text: &str, style: Style) -> f32 {
    line_box(text, font_of(style.bold), style.size).0
}

/// A text's lines no wider than `width` (words kept whole; a word wider than the line gets
/// a line of its own). Line breaks in the text are kept.
fn wrap(text: &str, style: Style, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if line.is_empty() || text_width(&candidate, style) <= width {
                line = candidate;
            } else {
                lines.push(std::mem::replace(&mut line, word.to_string()));
            }
        }
        lines.push(line);
    }
    lines
}

/// Lays out a block top to bottom in a column `width` wide.
struct Column {
    width: f32,
    y: f32,
    marks: Vec<Mark>,
}

impl Column {
    fn new(width: f32) -> Column {
        Column {
            width,
            y: 0.0,
            marks: Vec::new(),
        }
    }

    fn line_height(style: Style) -> f32 {
        style.size * LEADING
    }

    /// One line of text at `x` on the current line (the line is not advanced); returns where
    /// the text ends.
    fn put(&mut self, text: &str, style: Style, x: f32) -> f32 {
        let text = printable(text);
        let width = text_width(&text, style);
        self.marks.push(Mark::Text {
            at: pos2(x, self.y + style.size),
            text,
            size: style.size,
            bold: style.bold,
            color: style.color,
        });
        x + width
    }

    /// Text wrapped from `indent` to the column's right edge.
    fn text(&mut self, text: &str, style: Style, indent: f32) {
        for line in wrap(&printable(text), style, self.width - indent) {
            self.put(&line, style, indent);
            self.y += Column::line_height(style);
        }
    }

    /// A line to write on, from `x0` to `x1`, at the baseline of a line of `style`.
    fn blank(&mut self, x0: f32, x1: f32, style: Style) {
        let y = self.y + style.size + 3.0;
        self.marks.push(Mark::Line {
            from: pos2(x0, y),
            to: pos2(x1, y),
            width: 0.6,
            color: LIGHT,
        });
    }

    fn gap(&mut self, height: f32) {
        self.y += height;
    }

    /// A picture from `indent`, as large as fits up to `max_scale`.
    fn picture(&mut self, picture: Picture, indent: f32, max_scale: f32) {
        let room = self.width - indent;
        let scale = (room / picture.size.x.max(1.0)).min(max_scale);
        let height = picture.size.y * scale;
        self.marks.push(Mark::Picture {
            picture,
            at: pos2(indent, self.y),
            scale,
        });
        self.y += height;
    }

    fn finish(self) -> Block {
        Block {
            height: self.y,
            marks: self.marks,
        }
    }
}

/// Text as the bundled Latin font can set it: whitespace as a space, and a character the
/// font lacks (one no message uses, in a set's title or note) as a question mark, never an
/// empty box.
fn printable(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            c if c.is_whitespace() => ' ',
            c if has_glyph(c, ArtFont::Latin) => c,
            _ => '?',
        })
        .collect()
}

/// Which blocks go on which page: blocks in order, `gap` between two on a page; the first page
/// has `first` points of room, the others `rest`. A block never splits: one that does not fit
/// starts the next page (one taller than a page has a page of its own).
fn paginate(heights: &[f32], first: f32, rest: f32, gap: f32) -> Vec<Vec<usize>> {
    let mut pages: Vec<Vec<usize>> = vec![Vec::new()];
    let mut room = first;
    let mut used = 0.0;
    for (k, &h) in heights.iter().enumerate() {
        let Some(page) = pages.last_mut() else {
            break;
        };
        let needed = if page.is_empty() { h } else { used + gap + h };
        if page.is_empty() || needed <= room {
            page.push(k);
            used = needed;
        } else {
            pages.push(vec![k]);
            room = rest;
            used = h;
        }
    }
    pages.retain(|p| !p.is_empty());
    pages
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
/// the winning tile is the question, so it is not named.
fn situation(hand: &Hand, i18n: &I18n, waits: bool) -> Vec<String> {
    let m = |message: Message| i18n.message(&message);
    let mut win = m(crate::rules::sheet::win_method(hand.win));
    if let Some(d) = hand.discarder.filter(|_| !hand.win.is_self_draw()) {
        win = format!(
            "{win} {}",
            m(Message::new("hand-from").msg("seat", wind(d)))
        );
    }
    let first = if waits {
        Message::new("worksheet-situation-waits")
    } else {
        Message::new("worksheet-situation").text("tile", hand.winning_tile)
    };
    let mut lines = vec![m(first
        .msg("seat", wind(hand.seat_wind))
        .msg("round", wind(hand.prevailing_wind))
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
    corner_index: bool,
) -> Block {
    let mut col = Column::new(width);
    let mode_name = i18n.tr(&format!("drill-mode-{}", q.mode.id()));
    heading(&mut col, n, title, &mode_name);
    let question = &q.question;
    let waits = q.mode == Mode::Waits;
    if waits {
        let w = waits_question(question);
        col.picture(
            waiting_picture(
                &tiles_of(&w.ready),
                &w.hand.melds,
                &w.hand.bonus,
                corner_index,
            ),
            INDENT,
            MAX_TILE_SCALE,
        );
        col.gap(6.0);
        for line in situation(&w.hand, i18n, true) {
            col.text(&line, BODY, INDENT);
        }
    } else {
        col.picture(
            hand_picture(&question.hand, corner_index),
            INDENT,
            MAX_TILE_SCALE,
        );
        col.gap(6.0);
        for line in situation(&question.hand, i18n, false) {
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
                let size = BODY.size * 0.9;
                col.marks.push(Mark::Frame {
                    rect: Rect::from_min_size(pos2(INDENT, col.y + 2.0), vec2(size, size)),
                    width: 0.8,
                    color: INK,
                });
                let name = i18n.message(&Message::new("drill-reading-n").int("n", k + 1));
                let text = format!(
                    "{name}: {}",
                    explain::arrangement(i18n, &evaluation.arrangement)
                );
                col.text(&text, BODY, INDENT + size + 6.0);
                col.gap(2.0);
            }
        }
        Mode::WallEnd | Mode::ReplayQuiz => {}
    }
    col.finish()
}

/// A hand's answer: total, the reading, the waits, patterns with values and rules, what does
/// not count, payments with their rules, and the teacher's note.
fn answer_block(n: usize, q: &SetQuestion, sheet: &ScoreSheet, i18n: &I18n, width: f32) -> Block {
    let mut col = Column::new(width);
    let total = sheet.total_line(i18n).unwrap_or_default();
    col.put(&format!("{n}."), HEADING, 0.0);
    let mode_name = i18n.tr(&format!("drill-mode-{}", q.mode.id()));
    let w = text_width(&printable(&mode_name), SMALL);
    col.put(&mode_name, SMALL, width - w);
    let lines = wrap(&printable(&total), STRONG, width - INDENT - w - 12.0);
    for line in lines {
        col.put(&line, STRONG, INDENT);
        col.gap(Column::line_height(HEADING));
    }
    col.gap(2.0);
    if q.mode == Mode::BestReading
        && let Some(arrangement) = &sheet.arrangement
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
            .map(|c| match &c.scored {
                Some(s) => format!("{} ({})", c.wait.tile, amount(i18n, sheet, s.total())),
                None => format!("{} ({})", c.wait.tile, i18n.tr("drill-waits-refused")),
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
        let end = col.put(&name, BODY, INDENT + value_w + 8.0);
        if !p.tiles.is_empty() && end + 12.0 < width {
            col.put(&p.tiles, SMALL, end + 10.0);
        }
        col.gap(Column::line_height(BODY));
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
    col.gap(6.0);
    col.marks.push(Mark::Line {
        from: pos2(0.0, col.y),
        to: pos2(width, col.y),
        width: 1.2,
        color: INK,
    });
    col.gap(4.0);
    col.finish()
}

/// The head of the answer key's first page.
fn answers_head(set: &DrillSet, i18n: &I18n, width: f32) -> Block {
    let mut col = Column::new(width);
    col.text(&i18n.tr("worksheet-answer-key"), TITLE, 0.0);
    col.text(&set.title, META, 0.0);
    col.gap(6.0);
    col.marks.push(Mark::Line {
        from: pos2(0.0, col.y),
        to: pos2(width, col.y),
        width: 1.2,
        color: INK,
    });
    col.gap(4.0);
    col.finish()
}

/// A hand's block and its number (0: a head).
type Numbered = (usize, Block);

/// Places a section's blocks on pages (the first of them the section's head).
fn place(blocks: Vec<Numbered>, answers: bool, paper: Paper) -> Vec<PageLayout> {
    let size = paper.size();
    let room = size.y - MARGIN_TOP - MARGIN_BOTTOM;
    let heights: Vec<f32> = blocks.iter().map(|(_, b)| b.height).collect();
    let pages = paginate(&heights, room, room, BLOCK_GAP);
    let mut blocks: Vec<Option<Numbered>> = blocks.into_iter().map(Some).collect();
    pages
        .into_iter()
        .map(|indexes| {
            let mut page = PageLayout::default();
            let mut y = MARGIN_TOP;
            for (i, k) in indexes.into_iter().enumerate() {
                let Some((n, block)) = blocks.get_mut(k).and_then(Option::take) else {
                    continue;
                };
                if i > 0 {
                    y += BLOCK_GAP;
                    if n > 0 && k > 0 && heights.get(k - 1).is_some() && i > 0 {
                        // A hairline between two hands.
                        let sep = y - BLOCK_GAP / 2.0;
                        page.marks.push(Mark::Line {
                            from: pos2(MARGIN_X, sep),
                            to: pos2(size.x - MARGIN_X, sep),
                            width: 0.4,
                            color: LIGHT,
                        });
                    }
                }
                if n > 0 {
                    page.hands.push((n, answers));
                }
                let at = vec2(MARGIN_X, y);
                page.marks
                    .extend(block.marks.into_iter().map(|m| m.moved(at)));
                y += block.height;
            }
            page
        })
        .collect()
}

/// Every page of the worksheet, footers included.
pub fn layout(
    set: &DrillSet,
    options: &WorksheetOptions,
) -> Result<Vec<PageLayout>, WorksheetError> {
    let questions = set.questions()?;
    let i18n = I18n::get(options.lang);
    let width = options.paper.size().x - 2.0 * MARGIN_X;
    let mut blocks: Vec<Numbered> = vec![(0, title_block(set, i18n, width))];
    for (k, q) in questions.iter().enumerate() {
        let title = set.hands.get(k).and_then(|h| h.hand.title.as_deref());
        blocks.push((
            k + 1,
            question_block(k + 1, q, title, i18n, width, options.corner_index),
        ));
    }
    let mut pages = place(blocks, false, options.paper);
    if options.answers {
        let mut blocks: Vec<Numbered> = vec![(0, answers_head(set, i18n, width))];
        for (k, q) in questions.iter().enumerate() {
            let sheet = sheet_in(&q.question.hand, &q.question.scored, i18n);
            blocks.push((k + 1, answer_block(k + 1, q, &sheet, i18n, width)));
        }
        pages.extend(place(blocks, true, options.paper));
    }
    let count = pages.len();
    let size = options.paper.size();
    for (k, page) in pages.iter_mut().enumerate() {
        let y = size.y - MARGIN_BOTTOM + 28.0;
        let mut col = Column::new(size.x - 2.0 * MARGIN_X);
        let number = i18n.message(
            &Message::new("worksheet-page")
                .int("n", k + 1)
                .int("count", count),
        );
        let w = text_width(&printable(&number), SMALL);
        let title_room = col.width - w - 24.0;
        let title = wrap(&printable(&set.title), SMALL, title_room)
            .into_iter()
            .next()
            .unwrap_or_default();
        col.put(&title, SMALL, 0.0);
        col.put(&number, SMALL, col.width - w);
        page.marks.push(Mark::Line {
            from: pos2(MARGIN_X, y - 4.0),
            to: pos2(size.x - MARGIN_X, y - 4.0),
            width: 0.4,
            color: LIGHT,
        });
        page.marks
            .extend(col.marks.into_iter().map(|m| m.moved(vec2(MARGIN_X, y))));
    }
    Ok(pages)
}

// ---------------------------------------------------------------------------------------------
// Rendering with krilla.

fn krilla_path(steps: &[PathStep], scale: f32, at: Pos2) -> Option<krilla::geom::Path> {
    let p = |q: Pos2| (at.x + q.x * scale, at.y + q.y * scale);
    let mut b = krilla::geom::PathBuilder::new();
    for step in steps {
        match *step {
            PathStep::MoveTo(q) => {
                let (x, y) = p(q);
                b.move_to(x, y);
            }
            PathStep::LineTo(q) => {
                let (x, y) = p(q);
                b.line_to(x, y);
            }
            PathStep::QuadTo(c, q) => {
                let ((cx, cy), (x, y)) = (p(c), p(q));
                b.quad_to(cx, cy, x, y);
            }
            PathStep::CubicTo(c0, c1, q) => {
                let ((ax, ay), (bx, by), (x, y)) = (p(c0), p(c1), p(q));
                b.cubic_to(ax, ay, bx, by, x, y);
            }
            PathStep::Close => b.close(),
        }
    }
    b.finish()
}

/// A colour as krilla paints it: straight RGB and an opacity.
fn paint(color: Color32) -> (krilla::paint::Paint, krilla::num::NormalizedF32) {
    let [r, g, b, a] = color.to_srgba_unmultiplied();
    let opacity = krilla::num::NormalizedF32::new(f32::from(a) / 255.0)
        .unwrap_or(krilla::num::NormalizedF32::ONE);
    (krilla::color::rgb::Color::new(r, g, b).into(), opacity)
}

fn fill(surface: &mut krilla::surface::Surface<'_>, color: Color32) {
    let (paint, opacity) = paint(color);
    surface.set_stroke(None);
    surface.set_fill(Some(krilla::paint::Fill {
        paint,
        opacity,
        rule: krilla::paint::FillRule::NonZero,
    }));
}

fn stroke(surface: &mut krilla::surface::Surface<'_>, color: Color32, width: f32) {
    let (paint, opacity) = paint(color);
    surface.set_fill(None);
    surface.set_stroke(Some(krilla::paint::Stroke {
        paint,
        opacity,
        width,
        ..krilla::paint::Stroke::default()
    }));
}

/// Draws a picture of tile art: its lowered paths, placed and scaled.
pub(super) fn draw_picture(
    surface: &mut krilla::surface::Surface<'_>,
    picture: &Picture,
    at: Pos2,
    scale: f32,
) {
    for lowered in art::lower(&picture.prims) {
        match lowered {
            Lowered::Fill { path, color } => {
                if let Some(path) = krilla_path(&path, scale, at) {
                    fill(surface, color);
                    surface.draw_path(&path);
                }
            }
            Lowered::Stroke { path, width, color } => {
                if let Some(path) = krilla_path(&path, scale, at) {
                    stroke(surface, color, width * scale);
                    surface.draw_path(&path);
                }
            }
        }
    }
}

fn render(
    pages: &[PageLayout],
    set: &DrillSet,
    options: &WorksheetOptions,
) -> Result<Vec<u8>, WorksheetError> {
    use krilla::text::{Font, TextDirection};
    let font = |f: ArtFont| {
        Font::new(krilla::Data::from(font_bytes(f)), 0)
            .ok_or_else(|| WorksheetError::Pdf("a bundled font does not read".into()))
    };
    let regular = font(ArtFont::Latin)?;
    let bold = font(ArtFont::LatinBold)?;
    let size = options.paper.size();
    let mut document = krilla::Document::new();
    let mut metadata = krilla::metadata::Metadata::new()
        .title(set.title.clone())
        .language(options.lang.tag().to_string())
        .creator("Tilewise".to_string());
    if !set.author.trim().is_empty() {
        metadata = metadata.authors(vec![set.author.clone()]);
    }
    document.set_metadata(metadata);
    for layout in pages {
        let settings = krilla::page::PageSettings::from_wh(size.x, size.y)
            .ok_or_else(|| WorksheetError::Pdf("a page has no size".into()))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for mark in &layout.marks {
            match mark {
                Mark::Text {
                    text,
                    at,
                    size,
                    bold: b,
                    color,
                } => {
                    fill(&mut surface, *color);
                    let font = if *b { bold.clone() } else { regular.clone() };
                    surface.draw_text(
                        krilla::geom::Point::from_xy(at.x, at.y),
                        font,
                        *size,
                        text,
                        false,
                        TextDirection::Auto,
                    );
                }
                Mark::Picture { picture, at, scale } => {
                    draw_picture(&mut surface, picture, *at, *scale)
                }
                Mark::Line {
                    from,
                    to,
                    width,
                    color,
                } => {
                    let path = [PathStep::MoveTo(*from), PathStep::LineTo(*to)];
                    if let Some(path) = krilla_path(&path, 1.0, Pos2::ZERO) {
                        stroke(&mut surface, *color, *width);
                        surface.draw_path(&path);
                    }
                }
                Mark::Frame { rect, width, color } => {
                    let path = [
                        PathStep::MoveTo(rect.left_top()),
                        PathStep::LineTo(rect.right_top()),
                        PathStep::LineTo(rect.right_bottom()),
                        PathStep::LineTo(rect.left_bottom()),
                        PathStep::Close,
                    ];
                    if let Some(path) = krilla_path(&path, 1.0, Pos2::ZERO) {
                        stroke(&mut surface, *color, *width);
                        surface.draw_path(&path);
                    }
                }
            }
        }
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|e| WorksheetError::Pdf(format!("{e:?}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::set::{BUNDLED, parse_set};

    fn bundled(k: usize) -> DrillSet {
        parse_set(BUNDLED[k].1).expect("bundled set")
    }

    fn texts(page: &PageLayout) -> String {
        page.marks
            .iter()
            .filter_map(|m| match m {
                Mark::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn page_breaking_never_splits_a_block_and_keeps_the_order() {
        let heights = [100.0, 300.0, 250.0, 400.0, 50.0, 900.0, 10.0];
        let pages = paginate(&heights, 600.0, 700.0, 16.0);
        let flat: Vec<usize> = pages.iter().flatten().copied().collect();
        assert_eq!(
            flat,
            (0..heights.len()).collect::<Vec<_>>(),
            "each once, in order"
        );
        for (p, page) in pages.iter().enumerate() {
            let room = if p == 0 { 600.0 } else { 700.0 };
            let used: f32 =
                page.iter().map(|&k| heights[k]).sum::<f32>() + 16.0 * (page.len() as f32 - 1.0);
            assert!(used <= room || page.len() == 1, "page {p}: {used} > {room}");
        }
        // The block taller than a page stands alone.
        assert!(pages.iter().any(|p| p == &vec![5]));
        assert_eq!(pages[0], vec![0, 1], "100 + 16 + 300 + 16 + 250 > 600");
        assert_eq!(pages[1], vec![2, 3]);
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
                let pages = layout(&set, &options).expect("layout");
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
        let pages = layout(&set, &WorksheetOptions::default()).expect("layout");
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
    fn the_answer_key_gives_every_total_and_note() {
        let set = bundled(0);
        let options = WorksheetOptions {
            answers: true,
            ..WorksheetOptions::default()
        };
        let pages = layout(&set, &options).expect("layout");
        let all: String = pages.iter().map(texts).collect::<Vec<_>>().join(" ");
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
        let without = layout(&set, &WorksheetOptions::default()).expect("layout");
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

    #[test]
    fn a_character_the_font_lacks_becomes_a_question_mark() {
        let words = "Итог — 8 фан, zażółć «3 × 8 − 2 → 22 ≤ 24…» „№ 1” · •";
        assert_eq!(printable(words), words);
        assert_eq!(printable("a\u{2603}b\tc"), "a?b c");
    }

    #[test]
    fn wrapped_lines_fit_their_width() {
        let text = "A long teacher's note that goes on and on about the hand and its patterns.";
        let lines = wrap(text, BODY, 120.0);
        assert!(lines.len() > 2);
        assert!(lines.iter().all(|l| text_width(l, BODY) <= 120.0));
        assert_eq!(lines.join(" "), text);
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
