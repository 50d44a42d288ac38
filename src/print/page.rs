//! The printed page, shared by everything Tilewise prints (worksheets, the night's score
//! sheet): paper sizes, text styles and wrapping, blocks of [`Mark`]s laid out in a column,
//! page breaking that never splits a block, footers, and rendering with krilla (the bundled
//! Noto Sans embedded and subset, tile art as vectors). A document is computed first as pages
//! of marks, so its layout is tested without a PDF reader.

use crate::art::glyph::{font_bytes, has_glyph, line_box};
use crate::art::{
    self, ArtFont, Color32, Lowered, PathStep, Picture, Pos2, Rect, Vec2, pos2, vec2,
};
use crate::i18n::{I18n, Lang, Message};
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

// ---------------------------------------------------------------------------------------------
// Layout: blocks of marks, placed on pages.

pub(super) const INK: Color32 = Color32::from_rgb(0x1a, 0x23, 0x3a);
pub(super) const MUTED: Color32 = Color32::from_rgb(0x5a, 0x63, 0x73);
/// The blank lines the learner writes on, and the thin separators.
pub(super) const LIGHT: Color32 = Color32::from_rgb(0xb4, 0xba, 0xc4);
/// The hand numbers and headings: the tiles' green.
pub(super) const ACCENT: Color32 = Color32::from_rgb(0x2f, 0x7a, 0x5a);

/// The page's margins: left and right, top, bottom (the footer sits in the bottom one).
pub(super) const MARGIN_X: f32 = 56.0;
pub(super) const MARGIN_TOP: f32 = 50.0;
pub(super) const MARGIN_BOTTOM: f32 = 58.0;
/// Space between two blocks (a hand and the next).
pub(super) const BLOCK_GAP: f32 = 16.0;
/// Where a hand's content starts, right of its number.
pub(super) const INDENT: f32 = 26.0;
/// The largest scale of a hand's picture: its tiles 0.8 × 48 pt ≈ 13.5 mm tall.
pub(super) const MAX_TILE_SCALE: f32 = 0.8;
/// Line height over font size.
pub(super) const LEADING: f32 = 1.32;

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
    pub fn moved(self, by: Vec2) -> Mark {
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
pub(super) struct Block {
    pub height: f32,
    pub marks: Vec<Mark>,
}

/// One page: what is drawn on it, in page coordinates.
#[derive(Clone, Debug, Default)]
pub struct PageLayout {
    pub marks: Vec<Mark>,
    /// The hands on the page (numbers from 1) and whether they are answers.
    pub hands: Vec<(usize, bool)>,
}

impl PageLayout {
    /// The page's words in the order they are set, one space apart (what a test reads).
    #[cfg(test)]
    pub(super) fn text(&self) -> String {
        self.marks
            .iter()
            .filter_map(|m| match m {
                Mark::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

#[derive(Clone, Copy)]
pub(super) struct Style {
    pub size: f32,
    pub bold: bool,
    pub color: Color32,
}

pub(super) const TITLE: Style = Style {
    size: 21.0,
    bold: true,
    color: INK,
};
pub(super) const HEADING: Style = Style {
    size: 13.0,
    bold: true,
    color: ACCENT,
};
pub(super) const BODY: Style = Style {
    size: 10.0,
    bold: false,
    color: INK,
};
pub(super) const STRONG: Style = Style {
    size: 10.5,
    bold: true,
    color: INK,
};
pub(super) const SMALL: Style = Style {
    size: 8.5,
    bold: false,
    color: MUTED,
};
pub(super) const META: Style = Style {
    size: 10.0,
    bold: false,
    color: MUTED,
};

pub(super) fn font_of(bold: bool) -> ArtFont {
    if bold {
        ArtFont::LatinBold
    } else {
        ArtFont::Latin
    }
}

/// The width of a line of text in points.
pub(super) fn text_width(text: &str, style: Style) -> f32 {
    line_box(text, font_of(style.bold), style.size).0
}

/// A text's lines no wider than `width` (words kept whole; a word wider than the line gets
/// a line of its own). Line breaks in the text are kept.
pub(super) fn wrap(text: &str, style: Style, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in unbroken_words(paragraph) {
            let word = word.as_str();
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

/// A paragraph's words as a line may break between them: a number stays with the word after
/// it ("10 раздач", "3 fan", "± 0.5") and a count with what it counts ("тройка точек ×3"), as
/// a no-break space would keep them.
fn unbroken_words(paragraph: &str) -> Vec<String> {
    let is_number = |w: &str| {
        w.chars().any(|c| c.is_ascii_digit())
            && w.chars()
                .all(|c| c.is_ascii_digit() || "+-−.,±%×".contains(c))
    };
    let mut out: Vec<String> = Vec::new();
    let mut after_number = false;
    for word in paragraph.split_whitespace() {
        // A count ("×3") stays with what it counts.
        let glue = after_number || word.starts_with('×');
        match out.last_mut() {
            Some(last) if glue => {
                last.push(' ');
                last.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
        after_number = (is_number(word) && !word.starts_with('×')) || word == "±";
    }
    out
}

/// Lays out a block top to bottom in a column `width` wide.
pub(super) struct Column {
    pub width: f32,
    pub y: f32,
    pub marks: Vec<Mark>,
}

impl Column {
    pub fn new(width: f32) -> Column {
        Column {
            width,
            y: 0.0,
            marks: Vec::new(),
        }
    }

    pub fn line_height(style: Style) -> f32 {
        style.size * LEADING
    }

    /// One line of text at `x` on the current line (the line is not advanced); returns where
    /// the text ends.
    pub fn put(&mut self, text: &str, style: Style, x: f32) -> f32 {
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
    pub fn text(&mut self, text: &str, style: Style, indent: f32) {
        for line in wrap(&printable(text), style, self.width - indent) {
            self.put(&line, style, indent);
            self.y += Column::line_height(style);
        }
    }

    /// A line to write on, from `x0` to `x1`, at the baseline of a line of `style`.
    pub fn blank(&mut self, x0: f32, x1: f32, style: Style) {
        let y = self.y + style.size + 3.0;
        self.marks.push(Mark::Line {
            from: pos2(x0, y),
            to: pos2(x1, y),
            width: 0.6,
            color: LIGHT,
        });
    }

    pub fn gap(&mut self, height: f32) {
        self.y += height;
    }

    /// A picture from `indent`, as large as fits up to `max_scale`.
    pub fn picture(&mut self, picture: Picture, indent: f32, max_scale: f32) {
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

    pub fn finish(self) -> Block {
        Block {
            height: self.y,
            marks: self.marks,
        }
    }
}

/// Text as the bundled Latin font can set it: whitespace as a space, and a character the
/// font lacks (one no message uses, in a set's title or note) as a question mark, never an
/// empty box.
pub(super) fn printable(text: &str) -> String {
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
pub(super) fn paginate(heights: &[f32], first: f32, rest: f32, gap: f32) -> Vec<Vec<usize>> {
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

/// A hand's block and its number (0: a head).
pub(super) type Numbered = (usize, Block);

/// Places a section's blocks on pages (the first of them the section's head).
pub(super) fn place(
    blocks: Vec<Numbered>,
    answers: bool,
    paper: Paper,
    gap: f32,
) -> Vec<PageLayout> {
    let size = paper.size();
    let room = size.y - MARGIN_TOP - MARGIN_BOTTOM;
    let heights: Vec<f32> = blocks.iter().map(|(_, b)| b.height).collect();
    let pages = paginate(&heights, room, room, gap);
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
                    y += gap;
                    if n > 0 && k > 0 && heights.get(k - 1).is_some() && i > 0 {
                        // A hairline between two hands.
                        let sep = y - gap / 2.0;
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

/// Puts each page's footer: a hairline, `left` (cut to one line) and "Page n of count".
pub(super) fn footers(pages: &mut [PageLayout], left: &str, i18n: &I18n, paper: Paper) {
    let count = pages.len();
    let size = paper.size();
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
        let title = wrap(&printable(left), SMALL, title_room)
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
}

/// What a PDF says about itself.
pub(super) struct DocInfo {
    pub title: String,
    pub author: Option<String>,
    pub lang: Lang,
}

// ---------------------------------------------------------------------------------------------
// Rendering with krilla.

pub(super) fn krilla_path(steps: &[PathStep], scale: f32, at: Pos2) -> Option<krilla::geom::Path> {
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
pub(super) fn paint(color: Color32) -> (krilla::paint::Paint, krilla::num::NormalizedF32) {
    let [r, g, b, a] = color.to_srgba_unmultiplied();
    let opacity = krilla::num::NormalizedF32::new(f32::from(a) / 255.0)
        .unwrap_or(krilla::num::NormalizedF32::ONE);
    (krilla::color::rgb::Color::new(r, g, b).into(), opacity)
}

pub(super) fn fill(surface: &mut krilla::surface::Surface<'_>, color: Color32) {
    let (paint, opacity) = paint(color);
    surface.set_stroke(None);
    surface.set_fill(Some(krilla::paint::Fill {
        paint,
        opacity,
        rule: krilla::paint::FillRule::NonZero,
    }));
}

pub(super) fn stroke(surface: &mut krilla::surface::Surface<'_>, color: Color32, width: f32) {
    let (paint, opacity) = paint(color);
    surface.set_fill(None);
    surface.set_stroke(Some(krilla::paint::Stroke {
        paint,
        opacity,
        width,
        ..krilla::paint::Stroke::default()
    }));
}

/// The images a document embeds, by bitmap id: each of a tile set's pictures is made into a
/// PDF image once per document (krilla then writes it once however often it is drawn).
pub(super) type PdfImages = std::collections::HashMap<u64, krilla::image::Image>;

/// Draws a bitmap as [`Lowered::image_matrix`] places it (page coordinates after `at` and
/// `scale`).
fn draw_bitmap(
    surface: &mut krilla::surface::Surface<'_>,
    lowered: (art::Rect, &art::faces::Bitmap, bool, f32),
    at: Pos2,
    scale: f32,
    images: &mut PdfImages,
) {
    let (rect, bitmap, sideways, opacity) = lowered;
    let image = images
        .entry(bitmap.id())
        .or_insert_with(|| {
            krilla::image::Image::from_rgba8(
                bitmap.rgba().to_vec(),
                bitmap.width(),
                bitmap.height(),
            )
        })
        .clone();
    let [a, b, c, d, e, f] = Lowered::image_matrix(rect, sideways);
    // krilla draws the image in the unit square; the matrix places that square on the page.
    let transform = krilla::geom::Transform::from_row(
        a * scale,
        b * scale,
        c * scale,
        d * scale,
        at.x + e * scale,
        at.y + f * scale,
    );
    let Some(size) = krilla::geom::Size::from_wh(1.0, 1.0) else {
        return;
    };
    surface.push_transform(&transform);
    let faded = opacity < 1.0;
    if faded {
        surface.push_opacity(
            krilla::num::NormalizedF32::new(opacity.clamp(0.0, 1.0))
                .unwrap_or(krilla::num::NormalizedF32::ONE),
        );
    }
    surface.draw_image(image, size);
    if faded {
        surface.pop();
    }
    surface.pop();
}

/// Draws a picture of tile art: its lowered paths (and a tile set's pictures), placed and
/// scaled.
pub(super) fn draw_picture(
    surface: &mut krilla::surface::Surface<'_>,
    picture: &Picture,
    at: Pos2,
    scale: f32,
    images: &mut PdfImages,
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
            Lowered::Image {
                rect,
                image,
                sideways,
                opacity,
            } => draw_bitmap(
                surface,
                (rect, &image, sideways, opacity),
                at,
                scale,
                images,
            ),
        }
    }
}

pub(super) fn render(
    pages: &[PageLayout],
    info: &DocInfo,
    paper: Paper,
) -> Result<Vec<u8>, String> {
    use krilla::text::{Font, TextDirection};
    let font = |f: ArtFont| {
        Font::new(krilla::Data::from(font_bytes(f)), 0)
            .ok_or_else(|| "a bundled font does not read".to_string())
    };
    let regular = font(ArtFont::Latin)?;
    let bold = font(ArtFont::LatinBold)?;
    let size = paper.size();
    let mut document = krilla::Document::new();
    let mut metadata = krilla::metadata::Metadata::new()
        .title(info.title.clone())
        .language(info.lang.tag().to_string())
        .creator("Tilewise".to_string());
    if let Some(author) = info.author.as_ref().filter(|a| !a.trim().is_empty()) {
        metadata = metadata.authors(vec![author.clone()]);
    }
    document.set_metadata(metadata);
    let mut images = PdfImages::new();
    for layout in pages {
        let settings = krilla::page::PageSettings::from_wh(size.x, size.y)
            .ok_or_else(|| "a page has no size".to_string())?;
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
                    draw_picture(&mut surface, picture, *at, *scale, &mut images)
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
    document.finish().map_err(|e| format!("{e:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_character_the_font_lacks_becomes_a_question_mark() {
        let words = "Итог — 8 фан, zażółć «3 × 8 − 2 → 22 ≤ 24…» „№ 1” · •";
        assert_eq!(printable(words), words);
        assert_eq!(printable("a\u{2603}b\tc"), "a?b c");
    }

    #[test]
    fn a_number_and_its_word_stay_on_one_line() {
        let text = "Итог вечера: 10 раздач, из них 2 без победителя; итог 5.58 ± 0.25 очка";
        for width in [40.0, 60.0, 90.0, 140.0] {
            let lines = wrap(text, BODY, width);
            assert_eq!(lines.join(" "), text);
            for line in &lines {
                let last = line.split(' ').next_back().unwrap_or("");
                assert!(
                    !last.chars().next().is_some_and(|c| c.is_ascii_digit()) && last != "±",
                    "{width}: a line ends on a number: {lines:?}"
                );
            }
        }
        assert_eq!(unbroken_words("10 раздач"), ["10 раздач"]);
        assert_eq!(unbroken_words("A4 paper"), ["A4", "paper"]);
        assert_eq!(
            unbroken_words("тройка точек ×3, шестёрка"),
            ["тройка", "точек ×3,", "шестёрка"]
        );
    }

    #[test]
    fn wrapped_lines_fit_their_width() {
        let text = "A long teacher's note that goes on and on about the hand and its patterns.";
        let lines = wrap(text, BODY, 120.0);
        assert!(lines.len() > 2);
        assert!(lines.iter().all(|l| text_width(l, BODY) <= 120.0));
        assert_eq!(lines.join(" "), text);
    }
}
