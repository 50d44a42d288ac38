//! The screen's side of our tile artwork: the bundled fonts installed in egui, the primitives
//! of [`crate::art`] painted with egui's shapes, and the [`TileView`] (style and size) the
//! settings ask for. The drawing itself lives in `art::tile`, shared with PNG, SVG and PDF.

use crate::art::faces::{Bitmap, PictureFaces};
use crate::art::glyph::{CJK_FONT_BYTES, LATIN_FONT_BYTES};
use crate::art::{ArtFont, Prim};
use crate::tileset::TileSet;
use egui::epaint::{CircleShape, PathShape, PathStroke, TextShape};
use egui::{CornerRadius, FontFamily, FontId, Painter, Rect, Shape, Stroke, StrokeKind, vec2};
use std::sync::Arc;

pub use crate::art::tile::{
    ASPECT, Face, LARGE_SCALE, TileLook, TileStyle, corner_label, tile_size,
};

/// The font family holding the CJK glyphs of the tile faces.
pub const TILE_FONT: &str = "tile-cjk";

/// The font family of the small Latin marks on tile faces (the corner index, a bonus tile's
/// seat number): part of the picture, sized with the tile, apart from the interface's text.
pub const TILE_MARK_FONT: &str = "tile-mark";

/// The bundled CJK subset (SIL OFL, see assets/fonts/OFL.txt).
pub const TILE_FONT_BYTES: &[u8] = CJK_FONT_BYTES;

/// Adds the tile fonts to a font set, the CJK one also as a fallback for the interface text.
pub fn install_fonts(fonts: &mut egui::FontDefinitions) {
    fonts.font_data.insert(
        TILE_FONT.to_owned(),
        Arc::new(egui::FontData::from_static(TILE_FONT_BYTES)),
    );
    fonts.families.insert(
        FontFamily::Name(TILE_FONT.into()),
        vec![TILE_FONT.to_owned()],
    );
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push(TILE_FONT.to_owned());
    }
    // Arrows and other signs the proportional font lacks (→ in the Sichuan payment lines):
    // the bundled monospace font has them.
    let monospace = fonts
        .families
        .get(&FontFamily::Monospace)
        .and_then(|f| f.first())
        .cloned();
    if let (Some(mono), Some(proportional)) =
        (monospace, fonts.families.get_mut(&FontFamily::Proportional))
        && !proportional.contains(&mono)
    {
        proportional.push(mono);
    }
    // The marks use the same Noto Sans as the printed pages, so screen and paper agree.
    fonts.font_data.insert(
        TILE_MARK_FONT.to_owned(),
        Arc::new(egui::FontData::from_static(LATIN_FONT_BYTES)),
    );
    fonts.families.insert(
        FontFamily::Name(TILE_MARK_FONT.into()),
        vec![TILE_MARK_FONT.to_owned(), TILE_FONT.to_owned()],
    );
}

/// How every tile on screen is drawn: its style, how many times the height a screen asks
/// for (1, or [`LARGE_SCALE`] with "large tiles"), and the tile set whose pictures it shows
/// (none: the built-in art). Kept in egui's memory like egui's own style, set by the app when
/// the settings change, read by the tile widgets: a screen asks for a tile of its usual height
/// and gets it in the reader's style, size and set.
#[derive(Clone, Debug)]
pub struct TileView {
    pub style: TileStyle,
    pub scale: f32,
    /// The tile set chosen, shared (its pictures are decoded once).
    pub set: Option<Arc<TileSet>>,
}

impl Default for TileView {
    fn default() -> Self {
        TileView::of(TileStyle::Classic, false, None)
    }
}

impl PartialEq for TileView {
    fn eq(&self, other: &Self) -> bool {
        self.style == other.style
            && self.scale == other.scale
            && match (&self.set, &other.set) {
                (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                (None, None) => true,
                _ => false,
            }
    }
}

impl TileView {
    /// The view the settings ask for, with the set loaded for them.
    pub fn of(style: TileStyle, large: bool, set: Option<Arc<TileSet>>) -> TileView {
        TileView {
            style,
            scale: if large { LARGE_SCALE } else { 1.0 },
            set,
        }
    }

    fn id() -> egui::Id {
        egui::Id::unique("tilewise-tile-view")
    }

    /// Makes this the view every tile is drawn in from now on.
    pub fn install(self, ctx: &egui::Context) {
        ctx.data_mut(|d| d.insert_temp(TileView::id(), self));
    }

    /// The view installed (the classic style at the screens' sizes if none).
    pub fn current(ctx: &egui::Context) -> TileView {
        ctx.data(|d| d.get_temp(TileView::id())).unwrap_or_default()
    }

    /// The set's pictures, for a [`TileLook`].
    pub fn pictures(&self) -> Option<&PictureFaces> {
        self.set.as_deref().map(TileSet::faces)
    }

    /// `look` in this view's style, with its set's pictures.
    pub fn look<'a>(&'a self, look: TileLook<'_>) -> TileLook<'a> {
        TileLook {
            style: self.style,
            pictures: self.pictures(),
            ..look
        }
    }
}

fn family(font: ArtFont) -> FontFamily {
    match font {
        ArtFont::Cjk => FontFamily::Name(TILE_FONT.into()),
        ArtFont::Latin | ArtFont::LatinBold => FontFamily::Name(TILE_MARK_FONT.into()),
    }
}

fn corner(radius: f32) -> CornerRadius {
    CornerRadius::same(radius.clamp(0.0, 255.0).round() as u8)
}

/// The textures of a tile set's pictures, by bitmap id: each loaded once (with mipmaps, so a
/// small tile is drawn from a well-filtered level), kept in egui's memory.
#[derive(Clone, Default)]
struct PictureTextures(std::collections::HashMap<u64, egui::TextureHandle>);

/// Where [`PictureTextures`] are kept in egui's memory.
fn textures_id() -> egui::Id {
    egui::Id::unique("tilewise-picture-textures")
}

/// Makes the texture of every picture of a set (its pixels converted for the GPU), so that
/// the frame that first draws the set finds them made: run on the thread that loads the set,
/// it keeps that work (about 17 ms for the bundled set) out of a frame.
pub fn make_textures(ctx: &egui::Context, faces: &PictureFaces) {
    for face in crate::art::faces::every_face() {
        if let Some(bitmap) = faces.get(face) {
            texture_of(ctx, bitmap);
        }
    }
}

/// Frees the textures of every picture but those of `keep` (the set in use, or none): called
/// when the set changes or a preview closes, so that an old set's pictures leave the GPU.
pub fn keep_textures_of(ctx: &egui::Context, keep: Option<&PictureFaces>) {
    let kept: std::collections::HashSet<u64> = keep
        .map(|faces| {
            crate::art::faces::every_face()
                .into_iter()
                .filter_map(|f| faces.get(f).map(|b| b.id()))
                .collect()
        })
        .unwrap_or_default();
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<PictureTextures>(textures_id())
            .0
            .retain(|id, _| kept.contains(id));
    });
}

/// How many pictures have a texture now (for tests).
pub fn texture_count(ctx: &egui::Context) -> usize {
    ctx.data(|d| {
        d.get_temp::<PictureTextures>(textures_id())
            .map_or(0, |t| t.0.len())
    })
}

/// The texture of a bitmap, loaded the first time it is drawn.
fn texture_of(ctx: &egui::Context, bitmap: &Bitmap) -> egui::TextureId {
    let id = textures_id();
    if let Some(texture) = ctx.data(|d| {
        d.get_temp::<PictureTextures>(id)
            .and_then(|t| t.0.get(&bitmap.id()).map(|h| h.id()))
    }) {
        return texture;
    }
    let size = [bitmap.width() as usize, bitmap.height() as usize];
    let image = egui::ColorImage::from_rgba_unmultiplied(size, bitmap.rgba());
    let options = egui::TextureOptions {
        magnification: egui::TextureFilter::Linear,
        minification: egui::TextureFilter::Linear,
        wrap_mode: egui::TextureWrapMode::ClampToEdge,
        mipmap_mode: Some(egui::TextureFilter::Linear),
    };
    let handle = ctx.load_texture(format!("tile-picture-{}", bitmap.id()), image, options);
    let texture = handle.id();
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<PictureTextures>(id)
            .0
            .insert(bitmap.id(), handle);
    });
    texture
}

/// A bitmap filling `rect`, turned a quarter counter-clockwise when `sideways`.
fn paint_bitmap(painter: &Painter, rect: Rect, bitmap: &Bitmap, sideways: bool, opacity: f32) {
    let texture = texture_of(painter.ctx(), bitmap);
    let tint = egui::Color32::WHITE.gamma_multiply(opacity.clamp(0.0, 1.0));
    let mut mesh = egui::Mesh::with_texture(texture);
    // Each corner of the rect and the point of the upright picture (u across, v down) on it.
    let corners = if sideways {
        [
            (rect.left_top(), egui::pos2(1.0, 0.0)),
            (rect.right_top(), egui::pos2(1.0, 1.0)),
            (rect.right_bottom(), egui::pos2(0.0, 1.0)),
            (rect.left_bottom(), egui::pos2(0.0, 0.0)),
        ]
    } else {
        [
            (rect.left_top(), egui::pos2(0.0, 0.0)),
            (rect.right_top(), egui::pos2(1.0, 0.0)),
            (rect.right_bottom(), egui::pos2(1.0, 1.0)),
            (rect.left_bottom(), egui::pos2(0.0, 1.0)),
        ]
    };
    for (pos, uv) in corners {
        mesh.vertices.push(egui::epaint::Vertex {
            pos,
            uv,
            color: tint,
        });
    }
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    painter.add(Shape::mesh(mesh));
}

/// Paints primitives with egui's shapes (a tile set's pictures as textures).
pub fn paint_prims(painter: &Painter, prims: &[Prim]) {
    for prim in prims {
        match prim {
            Prim::Image {
                rect,
                image,
                sideways,
                opacity,
            } => paint_bitmap(painter, *rect, image, *sideways, *opacity),
            Prim::RoundRect { rect, radius, fill } => {
                painter.rect_filled(*rect, corner(*radius), *fill);
            }
            Prim::RoundRectStroke {
                rect,
                radius,
                width,
                color,
            } => {
                painter.rect_stroke(
                    *rect,
                    corner(*radius),
                    Stroke::new(*width, *color),
                    StrokeKind::Middle,
                );
            }
            Prim::Circle {
                centre,
                radius,
                fill,
            } => {
                painter.add(CircleShape::filled(*centre, *radius, *fill));
            }
            Prim::Ring {
                centre,
                radius,
                width,
                color,
            } => {
                painter.add(CircleShape::stroke(
                    *centre,
                    *radius,
                    Stroke::new(*width, *color),
                ));
            }
            Prim::Polygon { points, fill } => {
                painter.add(PathShape::convex_polygon(
                    points.clone(),
                    *fill,
                    Stroke::NONE,
                ));
            }
            Prim::Polyline {
                points,
                width,
                color,
            } => {
                painter.add(PathShape::line(
                    points.clone(),
                    PathStroke::new(*width, *color),
                ));
            }
            Prim::Text {
                text,
                font,
                size,
                at,
                anchor,
                color,
                sideways,
            } => {
                let galley =
                    painter.layout_no_wrap(text.clone(), FontId::new(*size, family(*font)), *color);
                let rect = anchor.anchor_size(*at, galley.size());
                let shape = if *sideways {
                    // Turned about the galley's top-left corner: placed so its centre lands.
                    let half = galley.size() / 2.0;
                    let pos = rect.center() + vec2(-half.y, half.x);
                    TextShape::new(pos, galley, *color).with_angle(-std::f32::consts::FRAC_PI_2)
                } else {
                    TextShape::new(rect.min, galley, *color)
                };
                painter.add(Shape::Text(shape));
            }
        }
    }
}

/// Paints one tile in `rect` (upright: about `ASPECT` wide per unit of height).
pub fn paint_tile(painter: &Painter, rect: Rect, face: Face, look: TileLook<'_>) {
    paint_prims(painter, &crate::art::tile::tile(rect, face, look));
}

/// How a screen's picture (copied, saved) draws its tiles: the settings' style and corner
/// index, the tile set in use.
pub fn picture_look<'a>(ctx: &crate::app::context::Ctx<'a>) -> TileLook<'a> {
    TileLook {
        corner_index: ctx.settings.corner_index,
        style: ctx.settings.tile_style,
        pictures: ctx.tile_faces,
        ..TileLook::default()
    }
}
