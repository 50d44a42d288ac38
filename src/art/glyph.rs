//! The bundled fonts, and text as glyph outlines for the path outputs (SVG, PNG, PDF). Text is
//! measured the way egui lays out a line — a box as wide as the advances and as tall as the
//! font's ascent, descent and line gap, the baseline at the ascent — so a glyph lands on the
//! same spot on screen and on paper.

use super::{Align2, ArtFont, PathStep, Pos2, pos2, vec2};
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, GlyphId, MetadataProvider};
use std::sync::LazyLock;

/// Noto Serif CJK TC Bold, subset to the tile faces' characters (SIL OFL).
pub const CJK_FONT_BYTES: &[u8] =
    include_bytes!("../../assets/fonts/NotoSerifCJKtc-Bold-subset.otf");
/// Noto Sans Regular, subset to Latin, Latin Extended-A and Cyrillic (SIL OFL).
pub const LATIN_FONT_BYTES: &[u8] =
    include_bytes!("../../assets/fonts/NotoSans-Regular-subset.ttf");
/// Noto Sans Bold, the same subset (SIL OFL).
pub const LATIN_BOLD_FONT_BYTES: &[u8] =
    include_bytes!("../../assets/fonts/NotoSans-Bold-subset.ttf");

/// The bytes of a bundled font.
pub fn font_bytes(font: ArtFont) -> &'static [u8] {
    match font {
        ArtFont::Cjk => CJK_FONT_BYTES,
        ArtFont::Latin => LATIN_FONT_BYTES,
        ArtFont::LatinBold => LATIN_BOLD_FONT_BYTES,
    }
}

/// The bundled fonts, each read once: Cjk, Latin, LatinBold (`None` for bytes that do not
/// read as a font, which the tests rule out).
static FACES: LazyLock<[Option<FontRef<'static>>; 3]> = LazyLock::new(|| {
    [ArtFont::Cjk, ArtFont::Latin, ArtFont::LatinBold].map(|f| FontRef::new(font_bytes(f)).ok())
});

/// A bundled font, read.
fn face(font: ArtFont) -> Option<&'static FontRef<'static>> {
    let k = match font {
        ArtFont::Cjk => 0,
        ArtFont::Latin => 1,
        ArtFont::LatinBold => 2,
    };
    FACES[k].as_ref()
}

/// The font and glyph that draw `c`: the requested font when it has the glyph, else the
/// other family (CJK for the tile characters, Latin for the rest).
fn glyph_for(c: char, wanted: ArtFont) -> Option<(&'static FontRef<'static>, GlyphId)> {
    let fallback = match wanted {
        ArtFont::Cjk => ArtFont::Latin,
        ArtFont::Latin | ArtFont::LatinBold => ArtFont::Cjk,
    };
    [wanted, fallback].into_iter().find_map(|f| {
        let font = face(f)?;
        font.charmap().map(c).map(|glyph| (font, glyph))
    })
}

/// Whether the bundled font itself (no fallback) has a glyph for `c`.
pub fn has_glyph(c: char, font: ArtFont) -> bool {
    face(font).is_some_and(|f| f.charmap().map(c).is_some())
}

/// Whether a bundled font (or its fallback) has a glyph for `c`.
pub fn covers(c: char, font: ArtFont) -> bool {
    c.is_whitespace() || glyph_for(c, font).is_some()
}

/// A line's box: (width, height, ascent) in points at `size`.
pub fn line_box(text: &str, font: ArtFont, size: f32) -> (f32, f32, f32) {
    let Some(primary) = face(font) else {
        return (0.0, size, size);
    };
    let metrics = primary.metrics(Size::unscaled(), LocationRef::default());
    let scale = size / f32::from(metrics.units_per_em.max(1));
    let ascent = metrics.ascent * scale;
    let height = (metrics.ascent - metrics.descent + metrics.leading) * scale;
    let width = text
        .chars()
        .map(|c| advance(glyph_for(c, font), size))
        .sum();
    (width, height, ascent)
}

/// The advance in points at `size` of a glyph found by [`glyph_for`]; half the size for a
/// character no bundled font has.
fn advance(found: Option<(&FontRef<'_>, GlyphId)>, size: f32) -> f32 {
    let Some((face, glyph)) = found else {
        return size * 0.5;
    };
    face.glyph_metrics(Size::new(size), LocationRef::default())
        .advance_width(glyph)
        .unwrap_or(size * 0.5)
}

/// Collects outline commands, placing each point with `place`.
struct Pen<F: Fn(f32, f32) -> Pos2> {
    place: F,
    steps: Vec<PathStep>,
}

impl<F: Fn(f32, f32) -> Pos2> OutlinePen for Pen<F> {
    fn move_to(&mut self, x: f32, y: f32) {
        self.steps.push(PathStep::MoveTo((self.place)(x, y)));
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.steps.push(PathStep::LineTo((self.place)(x, y)));
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        let c = (self.place)(cx0, cy0);
        self.steps.push(PathStep::QuadTo(c, (self.place)(x, y)));
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let c0 = (self.place)(cx0, cy0);
        let c1 = (self.place)(cx1, cy1);
        self.steps
            .push(PathStep::CubicTo(c0, c1, (self.place)(x, y)));
    }
    fn close(&mut self) {
        self.steps.push(PathStep::Close);
    }
}

/// A line of text as one outline (non-zero winding), placed as [`super::Prim::Text`] says.
pub fn text_outline(
    text: &str,
    font: ArtFont,
    size: f32,
    at: Pos2,
    anchor: Align2,
    sideways: bool,
) -> Vec<PathStep> {
    let (width, height, ascent) = line_box(text, font, size);
    let upright = anchor.anchor_size(at, vec2(width, height));
    let origin = upright.center() - vec2(width / 2.0, height / 2.0);
    let mut steps = Vec::new();
    let mut pen_x = 0.0;
    for c in text.chars() {
        let found = glyph_for(c, font);
        let step = advance(found, size);
        if let Some((face, id)) = found
            && let Some(glyph) = face.outline_glyphs().get(id)
        {
            let x0 = pen_x;
            let box_centre = upright.center();
            let place = |x: f32, y: f32| {
                // Font units are y-up from the baseline; the box is y-down from its top.
                let p = pos2(origin.x + x0 + x, origin.y + ascent - y);
                if sideways {
                    // A quarter turn counter-clockwise about the box's centre.
                    let d = p - box_centre;
                    pos2(box_centre.x + d.y, box_centre.y - d.x)
                } else {
                    p
                }
            };
            let mut pen = Pen {
                place,
                steps: Vec::new(),
            };
            let settings = DrawSettings::unhinted(Size::new(size), LocationRef::default());
            if glyph.draw(settings, &mut pen).is_ok() {
                steps.extend(pen.steps);
            }
        }
        pen_x += step;
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The points an outline moves and draws lines to.
    fn end_points(steps: &[PathStep]) -> Vec<Pos2> {
        steps
            .iter()
            .filter_map(|s| match s {
                PathStep::MoveTo(p) | PathStep::LineTo(p) => Some(*p),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_bundled_font_reads() {
        for font in [ArtFont::Cjk, ArtFont::Latin, ArtFont::LatinBold] {
            assert!(face(font).is_some(), "{font:?}");
        }
    }

    #[test]
    fn the_tile_characters_are_in_the_cjk_subset() {
        let font = face(ArtFont::Cjk).expect("bundled font");
        for c in "一二三四五六七八九萬東南西北中發梅蘭菊竹春夏秋冬貓鼠雞蜈".chars()
        {
            assert!(font.charmap().map(c).is_some(), "{c} missing");
        }
    }

    #[test]
    fn latin_text_falls_back_to_nothing_it_cannot_draw() {
        assert!(covers('ż', ArtFont::Latin));
        assert!(covers('Ж', ArtFont::LatinBold));
        assert!(
            covers('東', ArtFont::Latin),
            "CJK falls back to the tile font"
        );
        assert!(!covers('😀', ArtFont::Latin));
    }

    #[test]
    fn a_line_is_as_wide_as_its_advances() {
        let (one, height, ascent) = line_box("E", ArtFont::Latin, 20.0);
        let (two, _, _) = line_box("EE", ArtFont::Latin, 20.0);
        assert!((two - 2.0 * one).abs() < 1e-3);
        assert!(height > ascent && ascent > 10.0);
    }

    #[test]
    fn a_centred_glyph_sits_around_its_point() {
        let steps = text_outline(
            "中",
            ArtFont::Cjk,
            40.0,
            pos2(100.0, 100.0),
            Align2::CENTER_CENTER,
            false,
        );
        let points = end_points(&steps);
        let (min_x, max_x) = points
            .iter()
            .fold((f32::MAX, f32::MIN), |(a, b), p| (a.min(p.x), b.max(p.x)));
        assert!(min_x > 75.0 && max_x < 125.0, "{min_x}..{max_x}");
        assert!(((min_x + max_x) / 2.0 - 100.0).abs() < 4.0);
    }

    #[test]
    fn sideways_text_is_taller_than_wide() {
        let extent = |sideways| {
            let steps = text_outline(
                "EEEE",
                ArtFont::Latin,
                20.0,
                pos2(0.0, 0.0),
                Align2::CENTER_CENTER,
                sideways,
            );
            let points = end_points(&steps);
            let w = points.iter().map(|p| p.x).fold(f32::MIN, f32::max)
                - points.iter().map(|p| p.x).fold(f32::MAX, f32::min);
            let h = points.iter().map(|p| p.y).fold(f32::MIN, f32::max)
                - points.iter().map(|p| p.y).fold(f32::MAX, f32::min);
            (w, h)
        };
        let (w, h) = extent(false);
        assert!(w > h);
        let (w, h) = extent(true);
        assert!(h > w);
    }
}
