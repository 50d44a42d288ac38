//! The hand calculator: build a hand from the palette or from notation, and see the score
//! sheets of every rule system side by side. The hand, its situation and its scores are the
//! hand editor's ([`crate::app::widgets::hand_editor`], which the recorder uses too); this
//! screen lays it out with the file buttons, "Add to set" and the score cards.

use crate::app::context::Ctx;
use crate::app::effect::Effect;
use crate::app::i18n::I18n;
use crate::app::screens::Screen;
pub use crate::app::widgets::hand_editor::*;
use crate::app::widgets::sheet_card::{Card, MIN_CARD_WIDTH, sheet_card_ui};
use crate::app::widgets::{image_buttons_ui, status_line_ui};
use egui::{RichText, Ui};

impl Screen for Calculator {
    type Command = CalcCommand;

    /// Applies one command: the hand editor's ([`Calculator::edit`]).
    fn apply(&mut self, command: CalcCommand, ctx: &Ctx) -> Vec<Effect> {
        if let CalcCommand::Image(action) = command {
            let picture = self.picture(crate::app::widgets::tile_art::picture_look(ctx));
            let from = crate::app::effect::ImageFrom::Calculator;
            return picture
                .map(|p| crate::app::effect::image_effect(action, p, from, "hand.png".into()))
                .into_iter()
                .collect();
        }
        if command == CalcCommand::HouseRulesChanged {
            if self.house != *ctx.house_rules {
                self.house = ctx.house_rules.clone();
                self.rescore();
            }
            return Vec::new();
        }
        if let CalcCommand::AddToSet(system) = command {
            // Under the system chosen; with none that takes the hand, as Save writes it (the
            // set window then says why it is no question).
            let file = system
                .and_then(|id| self.to_file_under(id))
                .unwrap_or_else(|| self.to_file());
            return vec![Effect::AddToSet {
                file: Box::new(file),
                mode: crate::drill::mode::Mode::Total,
            }];
        }
        self.edit(command)
    }

    fn ui(&self, ui: &mut Ui, ctx: &Ctx, out: &mut Vec<CalcCommand>) {
        calculator_ui(ui, self, ctx, ctx.set_system, out);
    }
}

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
        calc.file_message.as_ref().map(|m| {
            let line = crate::app::files::said_line(m, i18n);
            (ui.visuals().text_color(), line)
        }),
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
                                            Ok((scored, hand)) => {
                                                let sheet =
                                                    &crate::rules::sheet_in(hand, scored, i18n);
                                                let mask =
                                                    calc.hovered.filter(|h| h.0 == k).map(|h| h.1);
                                                if let Some(h) = sheet_card_ui(
                                                    ui,
                                                    Card {
                                                        index: k,
                                                        scored,
                                                        sheet,
                                                        declared: crate::app::widgets::Declared::of(
                                                            hand,
                                                        ),
                                                    },
                                                    i18n,
                                                    corner_index,
                                                    mask,
                                                ) {
                                                    hovered = Some(h);
                                                }
                                            }
                                            Err(e) => {
                                                ui.colored_label(
                                                    ui.visuals().warn_fg_color,
                                                    i18n.said(e),
                                                );
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
