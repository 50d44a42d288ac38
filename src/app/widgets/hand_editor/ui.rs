//! The hand editor as drawn: the palette, the hand (tiles and notation) with undo and redo,
//! and why a tile or a situation is refused. Each function reads the [`Calculator`] and
//! pushes [`CalcCommand`]s; the calculator and the recorder lay them out.

use crate::app::i18n::I18n;
use crate::app::widgets::hand_editor::{CalcCommand, Calculator, Refusal};
use crate::app::widgets::{hand_ui, tile_button};
use crate::hand::{MeldKind, SituationError};
use crate::rules::explain::{bonus_name, tile_name};
use crate::tiles::{BonusTile, Suit, Tile};
use egui::{RichText, Ui};

const SUIT_ROWS: [(Suit, &str); 3] = [
    (Suit::Characters, "m"),
    (Suit::Dots, "p"),
    (Suit::Bamboo, "s"),
];

/// The tile palette: every tile and bonus tile as a button (disabled, with the reason, when
/// the hand cannot take it) and the kind of meld the next click declares.
pub fn palette_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<CalcCommand>,
) {
    palette_for_ui(ui, calc, i18n, corner_index, None, out);
}

/// The palette of a game under `rules` (the recorder's winning-hand editor): only the tiles
/// in play there (no honours in Sichuan, animals in Singapore alone, flowers where the
/// options put them in play); every tile with `None` (the calculator, which scores under
/// every system).
pub fn palette_for_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    corner_index: bool,
    rules: Option<&crate::rules::RuleSettings>,
    out: &mut Vec<CalcCommand>,
) {
    ui.horizontal(|ui| {
        ui.heading(i18n.tr("calc-palette"));
        ui.label(RichText::new(i18n.tr("calc-palette-hint")).weak());
    });
    // Nine tiles to a row, as tall as the panel's width lets them be (a narrow panel beside
    // the house rules or the help must not cut the ninth).
    let scale = crate::app::widgets::tile_art::TileView::current(ui.ctx()).scale;
    let gap = ui.spacing().item_spacing.x;
    let fit = (ui.available_width() - 8.0 * gap) / 9.0 / crate::art::tile::ASPECT / scale;
    let height = fit.clamp(24.0, 44.0);
    let rows = SUIT_ROWS.map(|(suit, _)| {
        (1..=9)
            .filter_map(|n| Tile::suited(suit, n))
            .collect::<Vec<_>>()
    });
    let honours: Vec<Tile> = if rules.is_none_or(|r| r.honours_in_play()) {
        (1..=7).filter_map(Tile::honour).collect()
    } else {
        Vec::new()
    };
    for row in rows.iter().chain(std::iter::once(&honours)) {
        if row.is_empty() {
            continue;
        }
        ui.horizontal(|ui| {
            for &t in row {
                let refusal = calc.add_refusal(t);
                let name = format!("{} {}", i18n.tr("calc-add"), t);
                let face = crate::app::widgets::tile_art::Face::Tile(t);
                let clicked = refused_ui(ui, refusal, i18n, |ui| {
                    tile_button(ui, face, height, corner_index, &name)
                })
                .clicked();
                if clicked {
                    out.push(CalcCommand::AddTile(t));
                }
            }
        });
    }
    let bonus: Vec<BonusTile> = match rules {
        Some(r) => r.bonus_tiles(),
        None => crate::rules::table_play::all_bonus_tiles(),
    };
    if !bonus.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for b in bonus {
                let refusal = calc.bonus_refusal(b);
                let name = format!("{} {}", i18n.tr("calc-add"), b);
                let face = crate::app::widgets::tile_art::Face::Bonus(b);
                let clicked = refused_ui(ui, refusal, i18n, |ui| {
                    tile_button(ui, face, 34.0, corner_index, &name)
                })
                .clicked();
                if clicked {
                    out.push(CalcCommand::AddBonus(b));
                }
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n.tr("calc-declare"));
        for (kind, key) in [
            (None, "calc-meld-none"),
            (Some(MeldKind::Chow), "calc-meld-chow"),
            (Some(MeldKind::Pung), "calc-meld-pung"),
            (Some(MeldKind::ExposedKong), "calc-meld-kong"),
            (Some(MeldKind::ConcealedKong), "calc-meld-concealed-kong"),
        ] {
            if ui
                .selectable_label(calc.meld_mode == kind, i18n.tr(key))
                .clicked()
            {
                out.push(CalcCommand::SetMeldMode(kind));
            }
        }
    });
}

/// A palette tile: faded, with the reason on hover, when the hand does not take it; still
/// clickable, so that a click is refused in the status line, in words.
fn refused_ui(
    ui: &mut Ui,
    refusal: Option<Refusal>,
    i18n: &I18n,
    tile: impl FnOnce(&mut Ui) -> egui::Response,
) -> egui::Response {
    let Some(refusal) = refusal else {
        return tile(ui);
    };
    ui.scope(|ui| {
        ui.multiply_opacity(0.35);
        tile(ui)
    })
    .inner
    .on_hover_text(refusal_text(i18n, refusal))
}

/// Why the palette does not take a tile, in the reader's language.
pub fn refusal_text(i18n: &I18n, refusal: Refusal) -> String {
    match refusal {
        Refusal::FifthCopy(t) => i18n.tr_args(
            "calc-guard-fifth-copy",
            &[("tile", tile_name(i18n, t).into())],
        ),
        Refusal::FullHand => i18n.tr("calc-guard-full"),
        Refusal::FourMelds => i18n.tr("calc-guard-four-melds"),
        Refusal::NoChowAt(t) => {
            i18n.tr_args("calc-guard-no-chow", &[("tile", tile_name(i18n, t).into())])
        }
        Refusal::BonusTwice(b) => i18n.tr_args(
            "calc-guard-bonus-twice",
            &[("tile", bonus_name(i18n, b).into())],
        ),
    }
}

/// Why a situation is impossible, in the reader's language.
pub fn situation_text(i18n: &I18n, problem: SituationError) -> String {
    let meld = problem.meld().unwrap_or(0) as i64;
    i18n.tr_args(problem.id(), &[("meld", meld.into())])
}

/// The hand being entered: its tiles (click to remove, right-click for the winning tile), the
/// notation field with Clear, Undo and Redo, and one line saying what is wrong with it.
/// Shared with the recorder's winning-hand editor.
pub fn hand_input_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<CalcCommand>,
) {
    ui.label(RichText::new(i18n.tr("calc-hand-hint")).weak());
    if let Some(cmd) = hand_ui(ui, calc, 52.0, corner_index, i18n) {
        out.push(cmd);
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n.tr("calc-notation"));
        let mut text = calc.notation.clone();
        let edit = egui::TextEdit::singleline(&mut text)
            .desired_width(320.0)
            .font(egui::TextStyle::Monospace);
        let response = ui.add(edit).on_hover_text(i18n.tr("calc-notation-hint"));
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "notation"));
        if response.changed() {
            out.push(CalcCommand::SetNotation(text));
        }
        if ui.button(i18n.tr("calc-clear")).clicked() {
            out.push(CalcCommand::Clear);
        }
        undo_redo_ui(ui, calc, i18n, out);
    });
    // What is wrong, newest first: a notation that does not read, a tile the palette did not
    // take, a hand that cannot be scored. Two lines, there whether or not there is something
    // to say, so that the controls below stay put; a longer message wraps.
    let problem = match (&calc.notation_error, calc.refused, &calc.hand_error) {
        (Some(e), _, _) => Some((
            ui.visuals().error_fg_color,
            format!("{}: {}", i18n.tr("calc-notation-error"), i18n.said(e)),
        )),
        (None, Some(refusal), _) => Some((
            ui.visuals().warn_fg_color,
            format!(
                "{}: {}",
                i18n.tr("calc-refused"),
                refusal_text(i18n, refusal)
            ),
        )),
        (None, None, Some(e)) => Some((
            ui.visuals().warn_fg_color,
            format!("{}: {}", i18n.tr("calc-invalid"), i18n.said(e)),
        )),
        (None, None, None) => None,
    };
    status_lines_ui(ui, problem, 2);
}

/// A message wrapped over at least `lines` lines of room, there even when empty.
fn status_lines_ui(ui: &mut Ui, message: Option<(egui::Color32, String)>, lines: usize) {
    let height = ui.text_style_height(&egui::TextStyle::Body) * lines as f32;
    // Wrapped at the visible edge: a wide row above may have made the content wider.
    let visible = ui.clip_rect().right() - ui.cursor().min.x - 4.0;
    let width = ui.available_width().min(visible).max(120.0);
    ui.vertical(|ui| {
        ui.set_min_height(height);
        ui.set_max_width(width);
        if let Some((color, text)) = message {
            ui.add(egui::Label::new(RichText::new(text).color(color)).wrap());
        }
    });
}

fn undo_redo_ui(ui: &mut Ui, calc: &Calculator, i18n: &I18n, out: &mut Vec<CalcCommand>) {
    let undo = ui
        .add_enabled(calc.can_undo(), egui::Button::new(i18n.tr("calc-undo")))
        .on_hover_text(i18n.tr("calc-undo-hint"));
    if undo.clicked() {
        out.push(CalcCommand::Undo);
    }
    let redo = ui
        .add_enabled(calc.can_redo(), egui::Button::new(i18n.tr("calc-redo")))
        .on_hover_text(i18n.tr("calc-redo-hint"));
    if redo.clicked() {
        out.push(CalcCommand::Redo);
    }
}
