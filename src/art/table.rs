//! The square table as players see it, one drawing for the replay screen, its "Copy image"
//! and "Save as image…", and `tilewise diagram RECORD --step N`.
//!
//! One seat sits at the bottom; the others around the table in play order (the next seat at
//! the right, the one across at the top, the one before at the left). Each seat shows, from
//! its edge inwards: its concealed tiles (a drawn or winning tile set apart) with its melds at
//! its right, then a line with its wind, name, running score and marks (dealer, missing suit,
//! won), its bonus tiles set aside in front of its melds, and its river of discards in rows of
//! six in front of the centre. The centre holds the wall as a ring of stacks (the draw point
//! marked), the tiles left and the prevailing wind.
//!
//! Every seat is laid out once in the bottom seat's frame ([`Seat`] positions), then turned
//! to its side: the side seats' tiles lie sideways, the top seat's stay upright (easier to
//! read than upside down). A claimed tile in a meld lies across the others, at the end that
//! points to the seat it came from (left seat: first, across: middle, right seat: last);
//! a concealed kong shows its two end tiles face down; a discard claimed by another seat stays
//! in its river, dimmed.

use super::tile::{ASPECT, Face, HIGHLIGHT, TileLook, tile};
use super::{Align2, ArtFont, Color32, Picture, Pos2, Prim, Rect, Vec2, glyph, pos2, vec2};
use crate::game::{Last, Table};
use crate::hand::{Meld, MeldKind};
use crate::i18n::I18n;
use crate::rules::explain::wind_name;
use crate::tiles::{Tile, Wind, tiles_of};

/// The picture's side, in points.
pub const SIDE: f32 = 880.0;
/// The space between the table's edge and the hands.
const MARGIN: f32 = 8.0;
/// The height of a concealed tile.
pub const HAND_HEIGHT: f32 = 50.0;
/// The height of a discard.
pub const RIVER_HEIGHT: f32 = 46.0;
/// Discards in a row of the river.
pub const RIVER_ROW: usize = 6;
/// The size of a seat's line of text.
const LABEL_SIZE: f32 = 17.0;
/// Space between a seat's parts.
const GAP: f32 = 6.0;
/// The band in front of a hand (its line of text, its bonus tiles) as deep as a bonus tile.
const BONUS_HEIGHT: f32 = HAND_HEIGHT * 0.7;
/// Where the band in front of a hand begins and ends, from the edge: past the neighbours'
/// hands and the bands in front of them, so that no two seats meet in a corner.
const CORNER: f32 = MARGIN + HAND_HEIGHT + GAP + BONUS_HEIGHT + GAP;

const FELT: Color32 = Color32::from_rgb(0x23, 0x3a, 0x48);
const CENTRE: Color32 = Color32::from_rgb(0x17, 0x27, 0x31);
const TEXT: Color32 = Color32::from_rgb(0xf2, 0xf0, 0xe6);
const DEALER: Color32 = Color32::from_rgb(0xc0, 0x26, 0x26);
const BADGE: Color32 = Color32::from_rgb(0x3c, 0x55, 0x66);
const GOLD: Color32 = Color32::from_rgb(0xe0, 0xa0, 0x20);

/// Everything the table shows besides the tiles of the [`Table`] itself: who sits where, the
/// scores so far, whose hands are open, the wins of the step.
#[derive(Clone, Debug)]
pub struct TableScene<'a> {
    /// The table at the step drawn.
    pub table: &'a Table,
    /// The players in seat order, East first.
    pub names: [String; 4],
    /// Each seat's running score (won minus paid so far), East first.
    pub scores: [i64; 4],
    /// The seat drawn at the bottom (whose view it is).
    pub bottom: Wind,
    /// Whose concealed tiles are drawn face up, East first (a seat that has won and left is
    /// always open).
    pub open: [bool; 4],
    /// The system has a prevailing wind to show (not Sichuan).
    pub prevailing_wind: bool,
    /// The wins of the step: the winner and the winning tile.
    pub wins: Vec<(Wind, Tile)>,
    /// Tiles in the live wall at the deal (the ring's length); the tiles left when unknown.
    pub wall_at_deal: u32,
}

impl<'a> TableScene<'a> {
    /// A scene of `table` seen from `bottom` with every hand open, no names, no scores, no
    /// wins: fill in what is known.
    pub fn new(table: &'a Table, bottom: Wind) -> TableScene<'a> {
        TableScene {
            table,
            names: Default::default(),
            scores: [0; 4],
            bottom,
            open: [true; 4],
            prevailing_wind: true,
            wins: Vec::new(),
            wall_at_deal: table.wall_left,
        }
    }
}

/// Where a seat sits, seen from the bottom seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Bottom,
    Right,
    Top,
    Left,
}

impl Seat {
    /// Where `w` sits when `bottom` is at the bottom (play order runs anticlockwise: the next
    /// seat at the right).
    pub fn of(w: Wind, bottom: Wind) -> Seat {
        match (w.index() + 4 - bottom.index()) % 4 {
            0 => Seat::Bottom,
            1 => Seat::Right,
            2 => Seat::Top,
            _ => Seat::Left,
        }
    }

    /// The side seats draw their tiles sideways.
    fn turned(self) -> bool {
        matches!(self, Seat::Right | Seat::Left)
    }

    /// A point of the bottom seat's frame, moved to this seat's side.
    fn point(self, p: Pos2) -> Pos2 {
        let c = SIDE / 2.0;
        let (dx, dy) = (p.x - c, p.y - c);
        let (x, y) = match self {
            Seat::Bottom => (dx, dy),
            Seat::Right => (dy, -dx),
            Seat::Top => (-dx, -dy),
            Seat::Left => (-dy, dx),
        };
        pos2(c + x, c + y)
    }

    /// A rectangle of the bottom seat's frame, moved to this seat's side.
    fn rect(self, r: Rect) -> Rect {
        Rect::from_two_pos(self.point(r.min), self.point(r.max))
    }
}

/// What part of a seat a tile belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// A concealed tile (face up or a back).
    Hand,
    /// The drawn or winning tile, set apart.
    Apart,
    Meld,
    /// A bonus tile set aside (or, held, a back).
    Bonus,
    /// A discard: `row` and `column` in the river, rows of [`RIVER_ROW`].
    River {
        row: usize,
        column: usize,
    },
}

/// One tile of the table as drawn: its seat, part, face and place.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlacedTile {
    pub seat: Wind,
    pub part: Part,
    pub face: Face,
    /// Where it lies in the picture (wider than tall when sideways).
    pub rect: Rect,
    pub sideways: bool,
    /// A discard another seat claimed.
    pub dimmed: bool,
    /// The last discard, or the winning tile.
    pub highlight: bool,
}

/// Lays tiles in the bottom seat's frame, left to right on a bottom line.
struct Lane {
    seat: Wind,
    at: Seat,
    x: f32,
    bottom: f32,
    out: Vec<PlacedTile>,
}

impl Lane {
    fn new(seat: Wind, at: Seat, x: f32, bottom: f32) -> Lane {
        Lane {
            seat,
            at,
            x,
            bottom,
            out: Vec::new(),
        }
    }

    /// One tile `height` tall (lying across when `across`), then `gap`.
    fn put(&mut self, part: Part, face: Face, height: f32, across: bool, gap: f32) {
        let size = if across {
            vec2(height, height * ASPECT)
        } else {
            vec2(height * ASPECT, height)
        };
        let local = Rect::from_min_size(pos2(self.x, self.bottom - size.y), size);
        self.out.push(PlacedTile {
            seat: self.seat,
            part,
            face,
            rect: self.at.rect(local),
            sideways: across != self.at.turned(),
            dimmed: false,
            highlight: false,
        });
        self.x += size.x + gap;
    }
}

/// The width of a tile row of `height`, `across` tiles lying down, 1-point gaps.
fn meld_width(meld: &Meld, height: f32) -> f32 {
    let n = meld.tiles().len() as f32;
    height * ASPECT * (n - 1.0) + height + n
}

/// Which of a meld's tiles lies across: the one that points at the seat it was claimed from
/// (the last from the right, the middle from across, the first from the left; a chow's first,
/// a pung's middle when the seat is not known). Every meld drawing uses it: the table,
/// `diagram`, the score cards, the drills.
pub fn across_at(meld: &Meld, owner: Wind) -> Option<usize> {
    let last = meld.tiles().len() - 1;
    match meld.kind {
        MeldKind::ConcealedKong => None,
        _ => Some(match meld.from {
            Some(f) if f == owner.next() => last,
            Some(f) if f == owner.next().next() => 1,
            Some(_) => 0,
            None if meld.kind == MeldKind::Chow => 0,
            None => 1,
        }),
    }
}

/// A seat's river as it was played: every discard in order, and whether another seat took it.
pub fn river(table: &Table, seat: Wind) -> Vec<(Tile, bool)> {
    let kept = &table.seats[seat.index()].discards;
    let mut next = 0;
    let mut out = Vec::new();
    for &(w, t) in &table.discard_history {
        if w != seat {
            continue;
        }
        let stays = kept.get(next) == Some(&t);
        if stays {
            next += 1;
        }
        out.push((t, !stays));
    }
    // A record replayed without its history keeps the river as it stands.
    if next < kept.len() {
        out.extend(kept[next..].iter().map(|&t| (t, false)));
    }
    out
}

/// The tile a seat shows apart from its concealed tiles: its winning tile, else the tile it
/// has just drawn; `true` when it is a winning tile.
fn apart(scene: &TableScene<'_>, w: Wind) -> Option<(Tile, bool)> {
    if let Some(&(_, t)) = scene.wins.iter().find(|(s, _)| *s == w) {
        return Some((t, true));
    }
    match scene.table.last {
        Last::Draw {
            seat,
            tile: Some(tile),
            ..
        } if seat == w => Some((tile, false)),
        _ => None,
    }
}

/// Every tile of the table, placed.
pub fn table_tiles(scene: &TableScene<'_>) -> Vec<PlacedTile> {
    let mut out = Vec::new();
    let table = scene.table;
    let last_discard = match table.last {
        Last::Discard { seat, .. } => Some(seat),
        _ => None,
    };
    for w in Wind::ALL {
        let at = Seat::of(w, scene.bottom);
        let state = &table.seats[w.index()];
        let open = scene.open[w.index()] || state.out;
        let hand_bottom = SIDE - MARGIN;
        let left = MARGIN + HAND_HEIGHT + GAP;
        let right = SIDE - left;
        // Concealed tiles from the left, the drawn or winning one apart.
        let mut concealed = tiles_of(&state.concealed);
        let held = concealed.len() + state.unseen as usize + 3 * state.melds.len();
        let apart = apart(scene, w);
        // A one-seat record's other seat: its unseen tiles as backs, an unseen draw apart.
        let unseen_draw = matches!(table.last, Last::Draw { seat, tile: None, .. } if seat == w)
            && state.unseen > 0;
        let unseen_backs = state.unseen as usize - usize::from(unseen_draw);
        if let Some((t, _)) = apart
            && held % 3 == 2
            && let Some(i) = concealed.iter().rposition(|&c| c == t)
        {
            concealed.remove(i);
        }
        let mut lane = Lane::new(w, at, left, hand_bottom);
        for t in concealed {
            let face = if open { Face::Tile(t) } else { Face::Back };
            lane.put(Part::Hand, face, HAND_HEIGHT, false, 1.0);
        }
        for _ in 0..unseen_backs {
            lane.put(Part::Hand, Face::Back, HAND_HEIGHT, false, 1.0);
        }
        if unseen_draw {
            lane.x += HAND_HEIGHT * 0.3;
            lane.put(Part::Apart, Face::Back, HAND_HEIGHT, false, 1.0);
        }
        if let Some((t, won)) = apart {
            lane.x += HAND_HEIGHT * 0.3;
            let face = if open || won {
                Face::Tile(t)
            } else {
                Face::Back
            };
            lane.put(Part::Apart, face, HAND_HEIGHT, false, 1.0);
            if won && let Some(p) = lane.out.last_mut() {
                p.highlight = true;
            }
        }
        out.append(&mut lane.out);
        // Melds at the seat's right, the last one at the edge.
        let meld_h = HAND_HEIGHT * 0.9;
        let melds_w: f32 = state
            .melds
            .iter()
            .map(|m| meld_width(m, meld_h) + GAP)
            .sum();
        let mut lane = Lane::new(w, at, right - melds_w + GAP, hand_bottom);
        for meld in &state.melds {
            let across = across_at(meld, w);
            for (i, &t) in meld.tiles().iter().enumerate() {
                let face_down = meld.kind == MeldKind::ConcealedKong && (i == 0 || i == 3);
                let face = if face_down { Face::Back } else { Face::Tile(t) };
                lane.put(Part::Meld, face, meld_h, across == Some(i), 1.0);
            }
            lane.x += GAP - 1.0;
        }
        out.append(&mut lane.out);
        // Bonus tiles set aside in front of the melds (held ones as backs to the others).
        let bonus_h = BONUS_HEIGHT;
        let bonus: Vec<Face> = state
            .bonus
            .iter()
            .map(|&b| Face::Bonus(b))
            .chain(state.bonus_in_hand.iter().map(
                |&b| {
                    if open { Face::Bonus(b) } else { Face::Back }
                },
            ))
            .collect();
        let bonus_w = bonus.len() as f32 * (bonus_h * ASPECT + 1.0);
        let mut lane = Lane::new(
            w,
            at,
            SIDE - CORNER - bonus_w,
            hand_bottom - HAND_HEIGHT - GAP,
        );
        for face in bonus {
            lane.put(Part::Bonus, face, bonus_h, false, 1.0);
        }
        out.append(&mut lane.out);
        // The river: rows of six from the centre outwards.
        let river = river(table, w);
        let cell = RIVER_HEIGHT * ASPECT + 1.0;
        let first_row = SIDE / 2.0 + centre_side() / 2.0 + GAP;
        let count = river.len();
        for (k, (t, claimed)) in river.into_iter().enumerate() {
            let (row, column) = (k / RIVER_ROW, k % RIVER_ROW);
            let x = SIDE / 2.0 - centre_side() / 2.0 + column as f32 * cell;
            let bottom = first_row + (row + 1) as f32 * (RIVER_HEIGHT + 1.0);
            let mut lane = Lane::new(w, at, x, bottom);
            lane.put(
                Part::River { row, column },
                Face::Tile(t),
                RIVER_HEIGHT,
                false,
                0.0,
            );
            if let Some(mut p) = lane.out.pop() {
                p.dimmed = claimed;
                p.highlight = !claimed && last_discard == Some(w) && k + 1 == count;
                out.push(p);
            }
        }
    }
    out
}

/// The side of the centre square: a river row wide.
fn centre_side() -> f32 {
    RIVER_ROW as f32 * (RIVER_HEIGHT * ASPECT + 1.0)
}

/// Places one line of text parts in a seat's frame: `start` is the line's left end on its
/// middle in the bottom seat's frame; each part is (text, font, colour, badge).
fn label(
    out: &mut Vec<Prim>,
    at: Seat,
    start: Pos2,
    parts: &[(String, ArtFont, Color32, Option<Color32>)],
) {
    let pad = 4.0;
    let widths: Vec<f32> = parts
        .iter()
        .map(|(text, font, _, badge)| {
            let w = glyph::line_box(text, *font, LABEL_SIZE).0;
            if badge.is_some() { w + 2.0 * pad } else { w }
        })
        .collect();
    let total: f32 = widths.iter().sum::<f32>() + GAP * parts.len().saturating_sub(1) as f32;
    // The line reads left to right (top to bottom turned) whatever the seat's side.
    let reversed = matches!(at, Seat::Top | Seat::Left);
    let mut x = if reversed { start.x + total } else { start.x };
    for ((text, font, color, badge), w) in parts.iter().zip(widths) {
        let centre_x = if reversed { x - w / 2.0 } else { x + w / 2.0 };
        let centre = at.point(pos2(centre_x, start.y));
        if let Some(fill) = badge {
            let local = Rect::from_center_size(pos2(centre_x, start.y), vec2(w, LABEL_SIZE * 1.5));
            out.push(Prim::RoundRect {
                rect: at.rect(local),
                radius: 4.0,
                fill: *fill,
            });
        }
        out.push(Prim::Text {
            text: text.clone(),
            font: *font,
            size: LABEL_SIZE,
            at: centre,
            anchor: Align2::CENTER_CENTER,
            color: *color,
            sideways: at.turned(),
        });
        let step = w + GAP;
        x = if reversed { x - step } else { x + step };
    }
}

/// The centre: the wall as a ring of stacks (those drawn faint, the draw point marked), the
/// tiles left, the prevailing wind.
fn centre(out: &mut Vec<Prim>, scene: &TableScene<'_>, i18n: &I18n) {
    let side = centre_side();
    let c = SIDE / 2.0;
    let square = Rect::from_center_size(pos2(c, c), Vec2::splat(side));
    out.push(Prim::RoundRect {
        rect: square,
        radius: 8.0,
        fill: CENTRE,
    });
    let table = scene.table;
    let total = scene.wall_at_deal.max(table.wall_left);
    let stacks = total.div_ceil(2) as usize;
    let left = table.wall_left.div_ceil(2) as usize;
    let ring = square.shrink(9.0);
    let per_side = stacks.div_ceil(4).max(1);
    let step = ring.width() / per_side as f32;
    for k in 0..stacks {
        let (edge, i) = (k / per_side, k % per_side);
        let along = (i as f32 + 0.5) * step;
        let (centre, size) = match edge {
            0 => (pos2(ring.left() + along, ring.top()), vec2(step * 0.7, 5.0)),
            1 => (
                pos2(ring.right(), ring.top() + along),
                vec2(5.0, step * 0.7),
            ),
            2 => (
                pos2(ring.right() - along, ring.bottom()),
                vec2(step * 0.7, 5.0),
            ),
            _ => (
                pos2(ring.left(), ring.bottom() - along),
                vec2(5.0, step * 0.7),
            ),
        };
        let drawn = k < stacks - left;
        let fill = if drawn {
            Color32::from_rgb(0x2e, 0x42, 0x4f)
        } else {
            Color32::from_rgb(0x6f, 0xb3, 0x92)
        };
        let rect = Rect::from_center_size(centre, size);
        out.push(Prim::RoundRect {
            rect,
            radius: 1.0,
            fill,
        });
        if k == stacks - left && left > 0 {
            out.push(Prim::RoundRectStroke {
                rect: rect.expand(2.0),
                radius: 2.0,
                width: 2.0,
                color: HIGHLIGHT,
            });
        }
    }
    let wall = i18n.tr_args("replays-wall", &[("left", table.wall_left.into())]);
    if scene.prevailing_wind {
        out.push(Prim::Circle {
            centre: pos2(c, c - 18.0),
            radius: 24.0,
            fill: BADGE,
        });
        out.push(Prim::Text {
            text: ["東", "南", "西", "北"][table.prevailing.index()].into(),
            font: ArtFont::Cjk,
            size: 28.0,
            at: pos2(c, c - 18.0),
            anchor: Align2::CENTER_CENTER,
            color: TEXT,
            sideways: false,
        });
        out.push(Prim::Text {
            text: wall,
            font: ArtFont::Latin,
            size: 17.0,
            at: pos2(c, c + 30.0),
            anchor: Align2::CENTER_CENTER,
            color: TEXT,
            sideways: false,
        });
    } else {
        out.push(Prim::Text {
            text: wall,
            font: ArtFont::Latin,
            size: 19.0,
            at: pos2(c, c),
            anchor: Align2::CENTER_CENTER,
            color: TEXT,
            sideways: false,
        });
    }
}

/// The square table as a picture ([`SIDE`] points square), labels in `i18n`'s language.
pub fn square_table(scene: &TableScene<'_>, i18n: &I18n, look: TileLook) -> Picture {
    let mut prims = vec![Prim::RoundRect {
        rect: Rect::from_min_size(Pos2::ZERO, Vec2::splat(SIDE)),
        radius: 14.0,
        fill: FELT,
    }];
    centre(&mut prims, scene, i18n);
    let table = scene.table;
    for w in Wind::ALL {
        let at = Seat::of(w, scene.bottom);
        let state = &table.seats[w.index()];
        let wind = ["東", "南", "西", "北"][w.index()].to_string();
        let badge = if w == table.dealer { DEALER } else { BADGE };
        let mut parts = vec![
            (wind, ArtFont::Cjk, TEXT, Some(badge)),
            (
                format!("{} · {}", scene.names[w.index()], wind_name(i18n, w)),
                ArtFont::LatinBold,
                TEXT,
                None,
            ),
            (
                format!("{:+}", scene.scores[w.index()]),
                ArtFont::Latin,
                TEXT,
                None,
            ),
        ];
        if w == table.dealer {
            parts.push((
                i18n.tr("replays-dealer"),
                ArtFont::Latin,
                TEXT,
                Some(DEALER),
            ));
        }
        if let Some(s) = state.missing_suit {
            let suit = i18n.tr(&format!("suit-{}", s.name()));
            parts.push((
                i18n.tr_args("drill-missing-suit", &[("suit", suit.into())]),
                ArtFont::Latin,
                TEXT,
                None,
            ));
        }
        if state.out || scene.wins.iter().any(|(s, _)| *s == w) {
            parts.push((i18n.tr("replays-won"), ArtFont::LatinBold, GOLD, None));
        }
        let start = pos2(
            CORNER,
            SIDE - MARGIN - HAND_HEIGHT - GAP - BONUS_HEIGHT / 2.0,
        );
        label(&mut prims, at, start, &parts);
    }
    for p in table_tiles(scene) {
        let look = TileLook {
            sideways: p.sideways,
            dimmed: p.dimmed,
            highlight: p.highlight,
            ..look
        };
        prims.extend(tile(p.rect, p.face, look));
    }
    Picture {
        size: Vec2::splat(SIDE),
        prims,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::game_record::parse_record;

    fn tables(text: &str, hand: usize) -> Vec<Table> {
        let record = parse_record(text).expect("record");
        crate::game::hand_tables(&record, hand).expect("tables")
    }

    #[test]
    fn seats_go_round_anticlockwise_from_the_bottom() {
        assert_eq!(Seat::of(Wind::South, Wind::South), Seat::Bottom);
        assert_eq!(Seat::of(Wind::West, Wind::South), Seat::Right);
        assert_eq!(Seat::of(Wind::North, Wind::South), Seat::Top);
        assert_eq!(Seat::of(Wind::East, Wind::South), Seat::Left);
        // The bottom's right is the right seat's bottom end.
        let p = Seat::Right.point(pos2(SIDE, SIDE));
        assert_eq!(p, pos2(SIDE, 0.0));
    }

    #[test]
    fn rivers_run_in_rows_of_six_and_a_claimed_discard_stays_dimmed() {
        let t = tables(include_str!("../../replays/zj-short-demo.ron"), 0);
        let last = t.last().expect("a table");
        let scene = TableScene::new(last, Wind::East);
        let tiles = table_tiles(&scene);
        for w in Wind::ALL {
            let river: Vec<&PlacedTile> = tiles
                .iter()
                .filter(|p| p.seat == w && matches!(p.part, Part::River { .. }))
                .collect();
            assert_eq!(river.len(), super::river(last, w).len());
            for (k, p) in river.iter().enumerate() {
                assert_eq!(
                    p.part,
                    Part::River {
                        row: k / 6,
                        column: k % 6
                    }
                );
            }
        }
        // The bottom seat's first row: six tiles on one line, left to right.
        let east: Vec<Rect> = tiles
            .iter()
            .filter(|p| p.seat == Wind::East && matches!(p.part, Part::River { row: 0, .. }))
            .map(|p| p.rect)
            .collect();
        assert!(
            east.windows(2)
                .all(|r| r[0].right() <= r[1].left() && r[0].bottom() == r[1].bottom())
        );
        // A river keeps every discard: those claimed dimmed, the others not.
        let claimed: usize = Wind::ALL
            .iter()
            .map(|&w| super::river(last, w).iter().filter(|(_, c)| *c).count())
            .sum();
        let melds: usize = last
            .seats
            .iter()
            .map(|s| {
                s.melds
                    .iter()
                    .filter(|m| m.kind != MeldKind::ConcealedKong)
                    .count()
            })
            .sum();
        assert!(claimed <= melds + 1, "{claimed} claimed, {melds} melds");
        assert_eq!(tiles.iter().filter(|p| p.dimmed).count(), claimed);
    }

    #[test]
    fn a_claimed_tile_lies_across_pointing_at_its_giver_and_a_concealed_kong_shows_two_backs() {
        let mut table = tables(include_str!("../../replays/zj-short-demo.ron"), 0).remove(0);
        let east = &mut table.seats[0];
        east.concealed = [0; 34];
        let tile = |s: &str| crate::tiles::parse_tiles(s).expect("tiles")[0];
        east.melds = vec![
            Meld {
                from: Some(Wind::South),
                ..Meld::new(MeldKind::Pung, tile("5p"))
            },
            Meld::new(MeldKind::ConcealedKong, tile("7z")),
        ];
        let scene = TableScene::new(&table, Wind::East);
        let melds: Vec<PlacedTile> = table_tiles(&scene)
            .into_iter()
            .filter(|p| p.seat == Wind::East && p.part == Part::Meld)
            .collect();
        assert_eq!(melds.len(), 7);
        // From South, the seat at East's right: the pung's last tile lies across.
        let across: Vec<bool> = melds.iter().map(|p| p.sideways).collect();
        assert_eq!(across, [false, false, true, false, false, false, false]);
        assert!(melds[2].rect.width() > melds[2].rect.height());
        let backs: Vec<bool> = melds.iter().map(|p| p.face == Face::Back).collect();
        assert_eq!(backs, [false, false, false, true, false, false, true]);
        // Seen from South, East sits at the left: its tiles turn, the claimed one stands up.
        let scene = TableScene::new(&table, Wind::South);
        let melds: Vec<PlacedTile> = table_tiles(&scene)
            .into_iter()
            .filter(|p| p.seat == Wind::East && p.part == Part::Meld)
            .collect();
        let across: Vec<bool> = melds.iter().map(|p| p.sideways).collect();
        assert_eq!(across, [true, true, false, true, true, true, true]);
    }

    #[test]
    fn hidden_hands_are_backs_and_an_open_view_shows_them() {
        let t = tables(include_str!("../../replays/zj-short-demo.ron"), 0);
        let deal = &t[0];
        let mut scene = TableScene::new(deal, Wind::West);
        scene.open = [false, false, true, false];
        let tiles = table_tiles(&scene);
        for p in tiles
            .iter()
            .filter(|p| matches!(p.part, Part::Hand | Part::Apart))
        {
            assert_eq!(p.face == Face::Back, p.seat != Wind::West, "{p:?}");
        }
        // West at the bottom: its hand along the bottom edge, upright.
        let west = tiles
            .iter()
            .find(|p| p.seat == Wind::West && p.part == Part::Hand)
            .expect("a tile");
        assert!(!west.sideways && west.rect.bottom() > SIDE - 2.0 * HAND_HEIGHT);
        scene.open = [true; 4];
        assert!(table_tiles(&scene).iter().all(|p| p.face != Face::Back));
    }

    #[test]
    fn a_one_seat_records_unseen_hands_are_backs_even_when_open() {
        let full =
            parse_record(include_str!("../../replays/hk-old-style-seed-94.ron")).expect("record");
        let seen = crate::game::seen_from(&full, "Bot B").expect("seen");
        let tables = crate::game::hand_tables(&seen, 0).expect("tables");
        let me = Wind::South;
        for table in tables.iter().step_by(5) {
            let mut scene = TableScene::new(table, me);
            scene.open = [true; 4];
            let tiles = table_tiles(&scene);
            for w in Wind::ALL.into_iter().filter(|&w| w != me) {
                let state = &table.seats[w.index()];
                let backs = tiles
                    .iter()
                    .filter(|p| p.seat == w && matches!(p.part, Part::Hand | Part::Apart))
                    .filter(|p| p.face == Face::Back)
                    .count();
                assert_eq!(backs, state.unseen as usize, "{w:?}: {:?}", table.last);
            }
            let area = Rect::from_min_size(Pos2::ZERO, Vec2::splat(SIDE));
            for (i, a) in tiles.iter().enumerate() {
                assert!(area.contains_rect(a.rect), "{a:?}");
                for b in &tiles[i + 1..] {
                    assert!(!a.rect.shrink(0.5).intersects(b.rect.shrink(0.5)));
                }
            }
        }
    }

    #[test]
    fn every_tile_lies_on_the_table_and_no_two_overlap() {
        let text = include_str!("../../replays/zj-short-demo.ron");
        for table in tables(text, 0).iter().step_by(7) {
            for bottom in Wind::ALL {
                let tiles = table_tiles(&TableScene::new(table, bottom));
                let area = Rect::from_min_size(Pos2::ZERO, Vec2::splat(SIDE));
                for (i, a) in tiles.iter().enumerate() {
                    assert!(area.contains_rect(a.rect), "{a:?}");
                    for b in &tiles[i + 1..] {
                        assert!(
                            !a.rect.shrink(0.5).intersects(b.rect.shrink(0.5)),
                            "{a:?} {b:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_picture_names_the_seats_and_the_wall_in_the_readers_language() {
        let t = tables(include_str!("../../replays/zj-short-demo.ron"), 0);
        let mut scene = TableScene::new(&t[3], Wind::East);
        scene.names = ["Ann", "Bo", "Cy", "Di"].map(String::from);
        let texts = |lang| {
            square_table(&scene, I18n::get(lang), TileLook::default())
                .prims
                .into_iter()
                .filter_map(|p| match p {
                    Prim::Text { text, .. } => Some(text),
                    _ => None,
                })
                .collect::<Vec<String>>()
        };
        let en = texts(crate::i18n::Lang::English);
        assert!(en.iter().any(|t| t.starts_with("Cy · West")), "{en:?}");
        assert!(en.iter().any(|t| t.starts_with("Wall: ")), "{en:?}");
        let ru = texts(crate::i18n::Lang::Russian);
        assert!(ru.iter().any(|t| t.starts_with("Cy · Запад")), "{ru:?}");
    }
}
