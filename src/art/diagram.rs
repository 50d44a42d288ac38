//! Hands laid out as rows of tiles, the way the app shows them: concealed tiles, the winning
//! tile set apart, melds with the claimed tile sideways and a concealed kong's ends face down,
//! bonus tiles smaller at the end. One layout for the screen's "Save as image", `tilewise
//! diagram` and the printed worksheet (a table position is [`super::table`]'s square table).

use super::tile::{ASPECT, Face, TileLook, tile};
use super::{Align2, ArtFont, Color32, Picture, Prim, Rect, pos2, vec2};
use crate::hand::{Hand, Meld, MeldKind};
use crate::i18n::Lang;
use crate::tiles::{BonusTile, Tile, tiles_of};

/// The height of a concealed tile in a diagram, in points (scale 1).
pub const TILE_HEIGHT: f32 = 48.0;
/// The space around a diagram.
const MARGIN: f32 = 6.0;
const INK: Color32 = Color32::from_rgb(0x1a, 0x23, 0x3a);

/// The beginner's index in a diagram's tiles: drawn or not, and in whose letters
/// ([`super::tile::corner_label`]). `true` is the English index, as the app draws it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CornerIndex {
    pub on: bool,
    pub lang: Lang,
}

impl From<bool> for CornerIndex {
    fn from(on: bool) -> CornerIndex {
        CornerIndex {
            on,
            lang: Lang::English,
        }
    }
}

impl From<CornerIndex> for TileLook<'_> {
    /// The classic style with this corner index.
    fn from(corner: CornerIndex) -> Self {
        TileLook {
            corner_index: corner.on,
            corner_lang: corner.lang,
            ..TileLook::default()
        }
    }
}

/// Lays tiles left to right on a common bottom line.
struct Row<'a> {
    prims: Vec<Prim>,
    x: f32,
    bottom: f32,
    look: TileLook<'a>,
}

impl<'a> Row<'a> {
    fn new(left: f32, bottom: f32, look: TileLook<'a>) -> Row<'a> {
        Row {
            prims: Vec::new(),
            x: left,
            bottom,
            look,
        }
    }

    /// One tile of `height`, upright or sideways, then `gap`.
    fn tile(&mut self, face: Face, height: f32, sideways: bool, gap: f32) {
        let size = if sideways {
            vec2(height, height * ASPECT)
        } else {
            vec2(height * ASPECT, height)
        };
        let rect = Rect::from_min_size(pos2(self.x, self.bottom - size.y), size);
        let look = TileLook {
            sideways,
            ..self.look
        };
        self.prims.extend(tile(rect, face, look));
        self.x += size.x + gap;
    }

    fn space(&mut self, width: f32) {
        self.x += width;
    }

    /// A meld as players lay it out.
    fn meld(&mut self, meld: &Meld, height: f32) {
        let tiles = meld.tiles();
        for (i, &t) in tiles.iter().enumerate() {
            let face_down = meld.kind == MeldKind::ConcealedKong && (i == 0 || i == 3);
            let sideways = match meld.kind {
                MeldKind::Chow => i == 0,
                MeldKind::Pung | MeldKind::ExposedKong | MeldKind::AddedKong => i == 1,
                MeldKind::ConcealedKong => false,
            };
            let face = if face_down { Face::Back } else { Face::Tile(t) };
            self.tile(face, height, sideways, 1.0);
        }
    }

    /// Everything a seat shows: concealed tiles (the winning one apart), melds, bonus tiles.
    fn hand(
        &mut self,
        concealed: &[Tile],
        winning: Option<Tile>,
        melds: &[Meld],
        bonus: &[BonusTile],
        height: f32,
    ) {
        for &t in concealed {
            self.tile(Face::Tile(t), height, false, 2.0);
        }
        if let Some(t) = winning {
            self.space(height * 0.35);
            self.tile(Face::Tile(t), height, false, 2.0);
        }
        for meld in melds {
            self.space(height * 0.3);
            self.meld(meld, height * 0.9);
        }
        if !bonus.is_empty() {
            self.space(height * 0.3);
            for &b in bonus {
                self.tile(Face::Bonus(b), height * 0.75, false, 2.0);
            }
        }
    }
}

/// A winning hand: its concealed tiles in order, the winning tile set apart, its melds and
/// bonus tiles; `scale`-free (points), for any output. `look`: the tiles' style and corner
/// index (a `bool` for the classic style, with or without the index).
pub fn hand_picture<'a>(hand: &Hand, look: impl Into<TileLook<'a>>) -> Picture {
    let mut concealed = tiles_of(&hand.concealed);
    if let Some(i) = concealed.iter().position(|&t| t == hand.winning_tile) {
        concealed.remove(i);
    }
    let mut row = Row::new(MARGIN, MARGIN + TILE_HEIGHT, look.into());
    row.hand(
        &concealed,
        Some(hand.winning_tile),
        &hand.melds,
        &hand.bonus,
        TILE_HEIGHT,
    );
    let width = (row.x - 2.0 + MARGIN).max(2.0 * MARGIN);
    Picture {
        size: vec2(width, TILE_HEIGHT + 2.0 * MARGIN),
        prims: row.prims,
    }
}

/// The tiles of a hand in a row, nothing set apart (a wait's tiles, a worksheet's concealed
/// tiles before the winning one is known).
pub fn tiles_picture<'a>(tiles: &[Tile], look: impl Into<TileLook<'a>>) -> Picture {
    let mut row = Row::new(MARGIN, MARGIN + TILE_HEIGHT, look.into());
    row.hand(tiles, None, &[], &[], TILE_HEIGHT);
    let width = (row.x - 2.0 + MARGIN).max(2.0 * MARGIN);
    Picture {
        size: vec2(width, TILE_HEIGHT + 2.0 * MARGIN),
        prims: row.prims,
    }
}

/// A hand one tile short of winning: its concealed tiles in order, then its melds and bonus
/// tiles, nothing set apart (the question of a waits worksheet).
pub fn waiting_picture<'a>(
    concealed: &[Tile],
    melds: &[Meld],
    bonus: &[BonusTile],
    look: impl Into<TileLook<'a>>,
) -> Picture {
    let mut row = Row::new(MARGIN, MARGIN + TILE_HEIGHT, look.into());
    row.hand(concealed, None, melds, bonus, TILE_HEIGHT);
    let width = (row.x - 2.0 + MARGIN).max(2.0 * MARGIN);
    Picture {
        size: vec2(width, TILE_HEIGHT + 2.0 * MARGIN),
        prims: row.prims,
    }
}

/// Groups of tiles side by side, a space between two groups (a reading of a hand: its
/// sets and pair), each group's tiles in order; tiles `height` tall.
pub fn groups_picture<'a>(
    groups: &[Vec<Tile>],
    height: f32,
    look: impl Into<TileLook<'a>>,
) -> Picture {
    let mut row = Row::new(MARGIN, MARGIN + height, look.into());
    for (k, group) in groups.iter().enumerate() {
        if k > 0 {
            row.space(height * 0.35);
        }
        for &t in group {
            row.tile(Face::Tile(t), height, false, 1.0);
        }
    }
    let width = (row.x - 1.0 + MARGIN).max(2.0 * MARGIN);
    Picture {
        size: vec2(width, height + 2.0 * MARGIN),
        prims: row.prims,
    }
}

/// Every face a set holds: the suits 1–9 (characters, dots, bamboo), the honours, the
/// flowers and seasons, the animals, and a back.
pub fn all_faces() -> Vec<Face> {
    let mut faces: Vec<Face> = Tile::all().map(Face::Tile).collect();
    faces.extend((1..=4).map(|n| Face::Bonus(BonusTile::Flower(n))));
    faces.extend((1..=4).map(|n| Face::Bonus(BonusTile::Season(n))));
    faces.extend(crate::tiles::Animal::ALL.map(|a| Face::Bonus(BonusTile::Animal(a))));
    faces.push(Face::Back);
    faces
}

/// Every face in rows (the suits, then honours, bonus tiles and a back) at `height`, one
/// section per `(label, height, look)` under its label: the picture that shows what the tile
/// styles and sizes look like.
pub fn tile_chart(sections: &[(&str, f32, TileLook)]) -> Picture {
    let faces = all_faces();
    let (suits, rest) = faces.split_at(27);
    let mut prims = Vec::new();
    let mut y = MARGIN;
    let mut width: f32 = 0.0;
    for &(label, height, look) in sections {
        let label_size = 13.0;
        prims.push(Prim::Text {
            text: label.to_owned(),
            font: ArtFont::LatinBold,
            size: label_size,
            at: pos2(MARGIN, y),
            anchor: Align2::LEFT_TOP,
            color: INK,
            sideways: false,
        });
        y += label_size * 1.5;
        // A little space between the suits; between honours, flowers, seasons and animals.
        for (line, breaks) in [(suits, &[9, 18][..]), (rest, &[7, 11, 15, 19][..])] {
            let mut row = Row::new(MARGIN, y + height, look);
            for (i, &face) in line.iter().enumerate() {
                if breaks.contains(&i) {
                    row.space(height * 0.25);
                }
                row.tile(face, height, false, 2.0);
            }
            width = width.max(row.x);
            prims.extend(row.prims);
            y += height + 4.0;
        }
        y += 8.0;
    }
    Picture {
        size: vec2(width + MARGIN, y + MARGIN),
        prims,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::HandFile;

    fn hand(text: &str) -> Hand {
        HandFile::parse(text).expect("hand file").1
    }

    fn tile_bodies(p: &Picture) -> usize {
        // Every tile starts with its body: a rounded rect filled with the body colour.
        p.prims
            .iter()
            .filter(|q| matches!(q, Prim::RoundRect { fill, .. } if *fill == Color32::from_rgb(0x3f, 0x8f, 0x6c)))
            .count()
    }

    #[test]
    fn a_hand_shows_every_tile_once() {
        let h = hand(r#"(concealed: "123m456p789s555z22z", winning_tile: "2z", bonus: "F1 S2")"#);
        assert_eq!(tile_bodies(&hand_picture(&h, false)), 16);
    }

    #[test]
    fn a_kong_shows_four_tiles_and_the_picture_holds_them_all() {
        let h = hand(
            r#"(concealed: "444555m678p77m", melds: [ConcealedKong(tiles: "3333m")], winning_tile: "7m")"#,
        );
        let p = hand_picture(&h, true);
        assert_eq!(tile_bodies(&p), 15);
        let area = Rect::from_min_size(pos2(0.0, 0.0), p.size);
        for prim in &p.prims {
            if let Prim::RoundRect { rect, .. } = prim {
                assert!(area.contains_rect(*rect), "{rect:?} outside {area:?}");
            }
        }
    }

    #[test]
    fn a_claimed_tile_lies_sideways() {
        let h = hand(
            r#"(concealed: "123m456p789s22z", melds: [Pung(tiles: "555z", from: West)], winning_tile: "2z")"#,
        );
        let p = hand_picture(&h, false);
        let wide = p
            .prims
            .iter()
            .filter(|q| {
                matches!(q, Prim::RoundRect { rect, fill, .. }
                if rect.width() > rect.height() && *fill == Color32::from_rgb(0x3f, 0x8f, 0x6c))
            })
            .count();
        assert_eq!(wide, 1);
    }
}
