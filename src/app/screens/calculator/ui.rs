//! The calculator screen as drawn: the palette, the hand editor (tiles and notation), undo
//! and redo, the rules of an opened hand file, and the score cards of every system side by
//! side. Each function reads the [`Calculator`] and pushes [`CalcCommand`]s.

use crate::app::context::Ctx;
use crate::app::i18n::I18n;
use crate::app::screens::calculator::situation::{SituationFor, situation_ui};
use crate::app::screens::calculator::{
    CalcCommand, Calculator, Refusal, SystemResult, changed_options,
};
use crate::app::widgets::sheet_card::{Card, MIN_CARD_WIDTH, sheet_card_ui};
use crate::app::widgets::{hand_ui, image_buttons_ui, status_line_ui, tile_button};
use crate::hand::{MeldKind, SituationError};
use crate::tiles::{BonusTile, Suit, Tile};
use egui::{RichText, Ui};

const SUIT_ROWS: [(Suit, &str); 3] = [
    (Suit::Characters, "m"),
    (Suit::Dots, "p"),
    (Suit::Bamboo, "s"),
];

/// The calculator screen. `set_system`: the system of the set being built (by id), once it
/// has a hand: "Add to set" offers it first.
pub fn calculator_ui(
    ui: &mut Ui,
    calc: &Calculator,
    ctx: &Ctx,
    set_system: Option<&str>,
    out: &mut Vec<CalcCommand>,
) {
    let (i18n, corner_index) = (ctx.i18n, ctx.settings.corner_index);
    // The controls leave room for at least one whole score card.
    let room = (ui.available_width() - MIN_CARD_WIDTH - 40.0).max(320.0);
    egui::Panel::left("calculator_controls")
        .resizable(true)
        .default_size((ui.available_width() * 0.25).clamp(560.0, 760.0).min(room))
        .max_size(room)
        .show(ui, |ui| {
            // Both ways: beside the set panel on a small window, a long row stays reachable.
            egui::ScrollArea::both()
                .id_salt("calc_left")
                .show(ui, |ui| {
                    palette_ui(ui, calc, i18n, corner_index, out);
                    ui.separator();
                    hand_editor_ui(ui, calc, i18n, corner_index, out);
                    add_to_set_ui(ui, calc, i18n, set_system, out);
                    ui.separator();
                    situation_ui(ui, calc, i18n, SituationFor::Calculator, out);
                });
        });
    egui::CentralPanel::default().show(ui, |ui| {
        results_ui(ui, calc, i18n, corner_index, out);
    });
}

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
        Refusal::FifthCopy(t) => {
            i18n.tr_args("calc-guard-fifth-copy", &[("tile", t.to_string().into())])
        }
        Refusal::FullHand => i18n.tr("calc-guard-full"),
        Refusal::FourMelds => i18n.tr("calc-guard-four-melds"),
        Refusal::NoChowAt(t) => {
            i18n.tr_args("calc-guard-no-chow", &[("tile", t.to_string().into())])
        }
        Refusal::BonusTwice(b) => {
            i18n.tr_args("calc-guard-bonus-twice", &[("tile", b.to_string().into())])
        }
    }
}

/// Why a situation is impossible, in the reader's language.
pub fn situation_text(i18n: &I18n, problem: SituationError) -> String {
    let meld = problem.meld().unwrap_or(0) as i64;
    i18n.tr_args(problem.id(), &[("meld", meld.into())])
}

fn hand_editor_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<CalcCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.heading(i18n.tr("calc-hand"));
        if let Some(title) = &calc.title {
            ui.label(RichText::new(title).strong());
        }
        let empty = calc.tiles.is_empty() && calc.melds.is_empty() && calc.bonus.is_empty();
        let hints = ["calc-copy-image-hint", "calc-save-image-hint"];
        let why_not = empty.then(|| i18n.tr("calc-image-empty"));
        if let Some(action) = image_buttons_ui(ui, i18n, hints, why_not) {
            out.push(CalcCommand::Image(action));
        }
    });
    hand_input_ui(ui, calc, i18n, corner_index, out);
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("calc-open")).clicked() {
            out.push(CalcCommand::OpenDialog);
        }
        if ui.button(i18n.tr("calc-save")).clicked() {
            out.push(CalcCommand::SaveDialog);
        }
        ui.label(RichText::new(i18n.tr("calc-drop-hint")).weak());
    });
    status_line_ui(
        ui,
        calc.file_message
            .as_ref()
            .map(|m| (ui.visuals().text_color(), m.clone())),
    );
    file_rules_ui(ui, calc, i18n, out);
}

/// "Add to set" with the system the hand is added under: a menu of the systems under which
/// it is a valid win, the set's chosen when it is one of them.
fn add_to_set_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    set_system: Option<&str>,
    out: &mut Vec<CalcCommand>,
) {
    let system = calc.add_system_for(set_system);
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(i18n.tr("set-build-add"))
            .on_hover_text(i18n.tr("calc-add-to-set-hint"))
            .clicked()
        {
            out.push(CalcCommand::AddToSet(system));
        }
        let Some(system) = system else {
            ui.label(RichText::new(i18n.tr("calc-add-to-set-none")).weak());
            return;
        };
        let label = ui.label(i18n.tr("calc-add-to-set-under"));
        let name = |id: &str| i18n.tr(&format!("system-{id}"));
        egui::ComboBox::from_id_salt("calc-add-system")
            .selected_text(name(system))
            .show_ui(ui, |ui| {
                for id in calc.add_choices() {
                    if ui.selectable_label(id == system, name(id)).clicked() {
                        out.push(CalcCommand::SetAddSystem(id));
                    }
                }
            })
            .response
            .labelled_by(label.id);
        if let Some(set) = set_system.filter(|&s| s != system) {
            let set = name(set);
            ui.colored_label(
                ui.visuals().warn_fg_color,
                i18n.tr_args("calc-add-to-set-other", &[("set", set.into())]),
            );
        }
    });
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
            format!("{}: {e}", i18n.tr("calc-notation-error")),
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
            format!("{}: {e}", i18n.tr("calc-invalid")),
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

/// The opened file's rules, named with the options that differ from the usual ones.
fn file_rules_ui(ui: &mut Ui, calc: &Calculator, i18n: &I18n, out: &mut Vec<CalcCommand>) {
    let Some(rules) = &calc.file_rules else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        let system = i18n.tr(&format!("system-{}", rules.id()));
        ui.label(i18n.tr_args("calc-file-rules", &[("system", system.into())]));
        let changed = changed_options(rules);
        if changed.is_empty() {
            ui.label(i18n.tr("calc-file-rules-default"));
        } else {
            ui.label(RichText::new(changed.join(", ")).monospace());
        }
        if ui
            .small_button(i18n.tr("calc-forget-rules"))
            .on_hover_text(i18n.tr("calc-forget-rules-hint"))
            .clicked()
        {
            out.push(CalcCommand::ForgetFileRules);
        }
    });
}

/// The score cards of every system, side by side.
fn results_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<CalcCommand>,
) {
    if calc.results.is_empty() {
        ui.centered_and_justified(|ui| {
            ui.label(RichText::new(i18n.tr("calc-empty")).size(18.0).weak());
        });
        return;
    }
    let mut hovered = None;
    egui::ScrollArea::both()
        .id_salt("calc_results")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let gap = 10.0;
            let (columns, width) = card_columns(ui.available_width(), gap, calc.results.len());
            let indexed: Vec<(usize, &SystemResult)> = calc.results.iter().enumerate().collect();
            for row in indexed.chunks(columns) {
                ui.horizontal_top(|ui| {
                    ui.spacing_mut().item_spacing = egui::vec2(gap, gap);
                    for &(k, result) in row {
                        ui.vertical(|ui| {
                            ui.set_width(width);
                            let frame =
                                egui::Frame::group(ui.style())
                                    .inner_margin(10.0)
                                    .show(ui, |ui| {
                                        ui.set_width(width - 22.0);
                                        ui.label(
                                            RichText::new(
                                                i18n.tr(&format!(
                                                    "system-{}",
                                                    result.settings.id()
                                                )),
                                            )
                                            .strong()
                                            .size(16.0),
                                        );
                                        match &result.outcome {
                                            Ok((scored, sheet)) => {
                                                let mask =
                                                    calc.hovered.filter(|h| h.0 == k).map(|h| h.1);
                                                if let Some(h) = sheet_card_ui(
                                                    ui,
                                                    Card {
                                                        index: k,
                                                        scored,
                                                        sheet,
                                                        declared: crate::app::widgets::Declared {
                                                            melds: &calc.melds,
                                                            seat: calc.seat,
                                                            bonus: &calc.bonus,
                                                        },
                                                    },
                                                    i18n,
                                                    corner_index,
                                                    mask,
                                                ) {
                                                    hovered = Some(h);
                                                }
                                            }
                                            Err(e) => {
                                                ui.colored_label(ui.visuals().warn_fg_color, e);
                                            }
                                        }
                                    });
                            let id = result.settings.id();
                            frame.response.widget_info(|| {
                                egui::WidgetInfo::labeled(
                                    egui::Role::Group,
                                    true,
                                    format!("score card {id}"),
                                )
                            });
                        });
                    }
                });
            }
        });
    if hovered != calc.hovered {
        out.push(CalcCommand::Hover(hovered));
    }
}

/// How many score cards fit side by side in `available` points, and how wide each is: as
/// many columns as fit at [`MIN_CARD_WIDTH`] (at least one, at most `cards`), sharing the width.
pub fn card_columns(available: f32, gap: f32, cards: usize) -> (usize, f32) {
    let fit = ((available + gap) / (MIN_CARD_WIDTH + gap))
        .floor()
        .max(1.0) as usize;
    let columns = fit.min(cards.max(1));
    let width = (available - gap * (columns as f32 - 1.0)) / columns as f32;
    (columns, width.max(MIN_CARD_WIDTH.min(available)))
}
