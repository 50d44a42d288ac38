//! Drawn tiles as widgets: palette buttons, the hand being built, an arrangement with its
//! melds as players lay them out (a claimed tile sideways, concealed kongs with face-down ends,
//! the winning tile set apart).

pub mod hand_editor;
pub mod plot;
pub mod sheet_card;
pub mod tile_art;
pub mod words;
pub mod worksheet;

use crate::app::files::ImageAction;
use crate::app::i18n::I18n;
use crate::app::widgets::hand_editor::{CalcCommand, Calculator};
use crate::app::widgets::tile_art::{ASPECT, Face, TileLook, TileView, paint_tile, tile_size};
use crate::hand::{Arrangement, Form, Meld, MeldKind, Shape};
use crate::tiles::{BonusTile, Tile, Wind};
use egui::{Rect, Response, Sense, Ui, vec2};

/// A clickable tile of the given height (times the [`TileView`]'s scale, in its style and
/// set);
/// `name` is its accessible label.
pub fn tile_button(
    ui: &mut Ui,
    face: Face,
    height: f32,
    corner_index: bool,
    name: &str,
) -> Response {
    let view = TileView::current(ui.ctx());
    let height = height * view.scale;
    let (rect, response) = ui.allocate_exact_size(tile_size(height), Sense::click());
    let response = response.on_hover_cursor(egui::CursorIcon::PointingHand);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, name));
    if ui.is_rect_visible(rect) {
        let lift = if response.hovered() {
            vec2(0.0, -2.0)
        } else {
            vec2(0.0, 0.0)
        };
        let look = view.look(TileLook {
            corner_index,
            highlight: response.hovered(),
            ..TileLook::default()
        });
        paint_tile(ui.painter(), rect.translate(lift), face, look);
    }
    response
}

/// The height to ask the tile widgets for where a row of tiles must fit its width: `wanted`
/// grows with the [`TileView`]'s scale, but no further than `fit` (the tallest that fits) —
/// a tile is never smaller than `wanted` unscaled, nor larger than fits unless that was.
pub fn fitted_height(ui: &Ui, wanted: f32, fit: f32) -> f32 {
    let scale = TileView::current(ui.ctx()).scale;
    (wanted * scale).min(fit.max(wanted)) / scale
}

/// Paints a tile without interaction, `height` times the [`TileView`]'s scale, in its style
/// and with its tile set's pictures.
pub fn tile_image(ui: &mut Ui, face: Face, height: f32, look: TileLook) -> Response {
    let view = TileView::current(ui.ctx());
    let height = height * view.scale;
    let look = view.look(look);
    // A sideways tile takes a slot as tall as an upright one and lies at its bottom: it sits
    // on the row's baseline however the row aligns its items.
    let slot = if look.sideways {
        vec2(height, height)
    } else {
        tile_size(height)
    };
    let (rect, response) = ui.allocate_exact_size(slot, Sense::hover());
    if ui.is_rect_visible(rect) {
        let rect = if look.sideways {
            let size = vec2(height, height * ASPECT);
            Rect::from_min_size(rect.min + vec2(0.0, height - size.y), size)
        } else {
            rect
        };
        paint_tile(ui.painter(), rect, face, look);
    }
    response
}

/// Draws a meld of `owner`'s as players lay it out: the claimed tile turned toward the seat
/// it came from ([`crate::art::table::across_at`], as the table and `diagram` draw it), a
/// concealed kong with its end tiles face down.
pub fn meld_ui(ui: &mut Ui, meld: &Meld, owner: Wind, height: f32, look: TileLook) -> Response {
    let across = crate::art::table::across_at(meld, owner);
    // Its whole width asked for at once: a wrapping row moves the meld to the next line
    // rather than cutting it at the edge.
    let scaled = height * TileView::current(ui.ctx()).scale;
    let tiles = meld.tiles().len();
    let width = (0..tiles)
        .map(|i| match across == Some(i) {
            true => scaled,
            false => tile_size(scaled).x,
        })
        .sum::<f32>()
        + (tiles.saturating_sub(1)) as f32;
    let layout = egui::Layout::left_to_right(egui::Align::Max);
    ui.allocate_ui_with_layout(vec2(width, scaled), layout, |ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for (i, &t) in meld.tiles().iter().enumerate() {
            let face_down = meld.kind == MeldKind::ConcealedKong && (i == 0 || i == 3);
            let face = if face_down { Face::Back } else { Face::Tile(t) };
            let sideways = across == Some(i);
            tile_image(ui, face, height, TileLook { sideways, ..look });
        }
    })
    .response
}

/// Tiles drawn small in a line of text or a table's cell, side by side, each named in words on
/// hover and for a screen reader: what a reader sees where text would write notation.
pub fn named_tiles_ui(ui: &mut Ui, tiles: &[Tile], height: f32, i18n: &I18n) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for &t in tiles {
            let name = crate::rules::explain::tile_name(i18n, t);
            tile_image(ui, Face::Tile(t), height, TileLook::default())
                .on_hover_text(&name)
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
        }
    });
}

/// Draws concealed tiles side by side, upright.
fn tiles_ui(ui: &mut Ui, tiles: &[Tile], height: f32, look: TileLook) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for &t in tiles {
            tile_image(ui, Face::Tile(t), height, look);
        }
    });
}

/// What a hand declared beside its arrangement: its melds (each with the seat it was claimed
/// from) and its seat, so that a claimed tile turns the way the table shows it, and its bonus
/// tiles.
#[derive(Clone, Copy, Debug)]
pub struct Declared<'a> {
    pub melds: &'a [Meld],
    pub seat: Wind,
    pub bonus: &'a [BonusTile],
}

impl<'a> Declared<'a> {
    /// What `hand` declared: its melds, its seat and its bonus tiles.
    pub fn of(hand: &'a crate::hand::Hand) -> Declared<'a> {
        Declared {
            melds: &hand.melds,
            seat: hand.seat_wind,
            bonus: &hand.bonus,
        }
    }
}

impl Declared<'_> {
    /// The hand's meld a declared group stands for (its seat of origin kept), or the group
    /// as a meld of unknown origin.
    fn meld(&self, kind: MeldKind, tile: Tile) -> Meld {
        self.melds
            .iter()
            .find(|m| m.kind == kind && m.tile == tile)
            .copied()
            .unwrap_or_else(|| Meld::new(kind, tile))
    }
}

/// The hand being built; clicking a concealed tile makes it the winning tile, the small ×
/// removes it. Returns the command the user asked for.
pub fn hand_ui(
    ui: &mut Ui,
    calc: &Calculator,
    height: f32,
    corner_index: bool,
    i18n: &I18n,
) -> Option<CalcCommand> {
    let mut command = None;
    ui.horizontal_wrapped(|ui| {
        // As tall empty as with tiles: the controls below do not move with the first tile.
        ui.set_min_height(height);
        ui.spacing_mut().item_spacing.x = 2.0;
        let winning = calc.winning;
        for (i, &t) in calc.tiles.iter().enumerate() {
            if Some(i) == winning {
                continue;
            }
            let name = format!("{} {t}", i18n.tr("calc-hand-tile"));
            let r = tile_button(ui, Face::Tile(t), height, corner_index, &name)
                .on_hover_text(i18n.tr("calc-hand-tile-hint"));
            if r.clicked() {
                command = Some(CalcCommand::SetWinning(i));
            }
            if r.secondary_clicked() {
                command = Some(CalcCommand::RemoveTile(i));
            }
        }
        if let Some(i) = winning.filter(|&i| i < calc.tiles.len()) {
            ui.add_space(height * 0.35);
            let t = calc.tiles[i];
            let look = TileLook {
                corner_index,
                highlight: true,
                ..TileLook::default()
            };
            let r = tile_image(ui, Face::Tile(t), height, look)
                .on_hover_text(i18n.tr("calc-winning-tile"))
                .interact(Sense::click());
            r.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Button, true, format!("winning {t}"))
            });
            if r.secondary_clicked() {
                command = Some(CalcCommand::RemoveTile(i));
            }
        }
        for (i, m) in calc.melds.iter().enumerate() {
            ui.add_space(height * 0.3);
            let look = TileLook {
                corner_index,
                ..TileLook::default()
            };
            let r = meld_ui(ui, m, calc.seat, height * 0.9, look)
                .interact(Sense::click())
                .on_hover_text(i18n.tr("calc-meld-hint"));
            if r.secondary_clicked() || r.double_clicked() {
                command = Some(CalcCommand::RemoveMeld(i));
            }
        }
        if !calc.bonus.is_empty() {
            ui.add_space(height * 0.3);
            for (i, &b) in calc.bonus.iter().enumerate() {
                let r = tile_image(
                    ui,
                    Face::Bonus(b),
                    height * 0.75,
                    TileLook {
                        corner_index,
                        ..TileLook::default()
                    },
                )
                .interact(Sense::click())
                .on_hover_text(i18n.tr("calc-meld-hint"));
                if r.secondary_clicked() || r.double_clicked() {
                    command = Some(CalcCommand::RemoveBonus(i));
                }
            }
        }
        if calc.tiles.is_empty() && calc.melds.is_empty() {
            ui.label(egui::RichText::new(i18n.tr("calc-hand-empty")).weak());
        }
    });
    command
}

/// Draws an arrangement group by group; with `highlight`, groups outside the mask are dimmed
/// and those inside outlined.
pub fn arrangement_ui(
    ui: &mut Ui,
    arrangement: &Arrangement,
    declared: Declared<'_>,
    height: f32,
    corner_index: bool,
    highlight: Option<u32>,
    i18n: &I18n,
) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        if arrangement.form == Form::Declared {
            ui.label(crate::app::explain::arrangement(i18n, arrangement));
        }
        let everything = highlight.is_some_and(|m| {
            m & arrangement.all_groups_mask() as u32 == arrangement.all_groups_mask() as u32
        });
        let highlight = highlight.filter(|_| !everything);
        for (i, g) in arrangement.groups.iter().enumerate() {
            let inside = highlight.is_none_or(|m| m >> i & 1 == 1);
            let look = TileLook {
                corner_index,
                dimmed: !inside,
                highlight: highlight.is_some() && inside,
                ..TileLook::default()
            };
            let tiles = g.tiles();
            if g.shape == Shape::Orphans {
                for t in tiles {
                    tile_image(ui, Face::Tile(t), height, look);
                }
            } else if let Some(kind) = g.meld {
                meld_ui(
                    ui,
                    &declared.meld(kind, g.tile),
                    declared.seat,
                    height,
                    look,
                );
            } else {
                tiles_ui(ui, &tiles, height, look);
            }
            ui.add_space(height * 0.2);
        }
        for (i, &b) in declared.bonus.iter().enumerate() {
            let inside = highlight.is_none_or(|m| m >> (8 + i) & 1 == 1);
            tile_image(
                ui,
                Face::Bonus(b),
                height * 0.8,
                TileLook {
                    corner_index,
                    dimmed: !inside,
                    ..TileLook::default()
                },
            );
        }
    });
}

/// A hand as it lies on the table: concealed tiles in order, the melds, the winning tile
/// set apart, the bonus tiles.
pub fn table_hand_ui(ui: &mut Ui, hand: &crate::hand::Hand, height: f32, corner_index: bool) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        let mut concealed = hand.concealed;
        let w = hand.winning_tile.index();
        concealed[w] = concealed[w].saturating_sub(1);
        let look = TileLook {
            corner_index,
            ..TileLook::default()
        };
        for t in crate::tiles::tiles_of(&concealed) {
            tile_image(ui, Face::Tile(t), height, look);
        }
        ui.add_space(height * 0.3);
        tile_image(
            ui,
            Face::Tile(hand.winning_tile),
            height,
            TileLook {
                highlight: true,
                ..look
            },
        );
        for m in &hand.melds {
            ui.add_space(height * 0.3);
            meld_ui(ui, m, hand.seat_wind, height, look);
        }
        if !hand.bonus.is_empty() {
            ui.add_space(height * 0.3);
            for &b in &hand.bonus {
                tile_image(ui, Face::Bonus(b), height * 0.8, look);
            }
        }
    });
}

/// A message on one line that is there even when empty, so that the controls below never
/// move when a message comes or goes; a long message is cut to the line and shown whole on
/// hover.
pub fn status_line_ui(ui: &mut Ui, message: Option<(egui::Color32, String)>) {
    let height = ui.text_style_height(&egui::TextStyle::Body);
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        vec2(width, height),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_size(vec2(width, height));
            if let Some((color, text)) = message {
                ui.add(egui::Label::new(egui::RichText::new(&text).color(color)).truncate())
                    .on_hover_text(text);
            }
        },
    );
}

/// "Copy image" and "Save as image…", small buttons (as `small_button`), each with its tooltip (`hints`: the message ids
/// of the copy's and the save's); both disabled, `why_not` their tooltip, when there is
/// nothing to draw. The button clicked, if any.
pub fn image_buttons_ui(
    ui: &mut Ui,
    i18n: &I18n,
    hints: [&str; 2],
    why_not: Option<String>,
) -> Option<ImageAction> {
    let mut clicked = None;
    for ((label, hint), action) in ["image-copy", "image-save"]
        .into_iter()
        .zip(hints)
        .zip([ImageAction::Copy, ImageAction::SaveDialog])
    {
        let button = egui::Button::new(i18n.tr(label)).small();
        let mut response = ui
            .add_enabled(why_not.is_none(), button)
            .on_hover_text(i18n.tr(hint));
        if let Some(why) = &why_not {
            response = response.on_disabled_hover_text(why);
        }
        if response.clicked() {
            clicked = Some(action);
        }
    }
    clicked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse_tile;

    #[test]
    fn a_declared_group_keeps_the_seat_its_meld_came_from() {
        let red = parse_tile("7z").unwrap();
        let claimed = Meld {
            from: Some(Wind::East),
            ..Meld::new(MeldKind::Pung, red)
        };
        let melds = [claimed];
        let of = Declared {
            melds: &melds,
            seat: Wind::South,
            bonus: &[],
        };
        let meld = of.meld(MeldKind::Pung, red);
        assert_eq!(meld.from, Some(Wind::East));
        // From the left (East before South): the first tile lies across, as on the table.
        assert_eq!(crate::art::table::across_at(&meld, of.seat), Some(0));
        let unknown = of.meld(MeldKind::Pung, parse_tile("5z").unwrap());
        assert_eq!(
            (
                unknown.from,
                crate::art::table::across_at(&unknown, of.seat)
            ),
            (None, Some(1))
        );
    }
}
