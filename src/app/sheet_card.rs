//! A system's score sheet as a card: the total, the chosen arrangement, the counted patterns,
//! what was not counted, the payments and the other readings. Used by the calculator, the
//! drill's answer and the viewer's win sheet.

use super::explain::wind_name;
use super::i18n::I18n;
use super::widgets::arrangement_ui;
use crate::rules::{ScoreSheet, Scored};
use crate::tiles::BonusTile;
use egui::{RichText, Ui};

/// What a score card shows: a system's result for a hand.
pub struct Card<'a> {
    /// The card's place, which the hovered pattern reports back.
    pub index: usize,
    pub scored: &'a Scored,
    pub sheet: &'a ScoreSheet,
    pub bonus: &'a [BonusTile],
}

/// One system's score sheet as a card; returns the hovered pattern's groups.
pub fn sheet_card_ui(
    ui: &mut Ui,
    card: Card<'_>,
    i18n: &I18n,
    corner_index: bool,
    highlight: Option<u32>,
) -> Option<(usize, u32)> {
    let Card {
        index: k,
        scored,
        sheet,
        bonus,
    } = card;
    let mut hovered = None;
    let total = sheet.total.unwrap_or(0);
    let amount = i18n.amount(sheet.unit.unwrap_or("points"), total);
    let color = if sheet.valid {
        ui.visuals().strong_text_color()
    } else {
        ui.visuals().warn_fg_color
    };
    ui.label(RichText::new(amount).size(26.0).color(color))
        .widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Label, true, format!("total {k}: {total}"))
        });
    if let Some(e) = &sheet.error {
        ui.colored_label(ui.visuals().warn_fg_color, e);
    }
    arrangement_ui(
        ui,
        &scored.chosen().arrangement,
        bonus,
        30.0,
        corner_index,
        highlight,
    );
    if !scored.evaluations.is_empty() {
        ui.label(
            RichText::new(super::explain::why(i18n, scored))
                .small()
                .weak(),
        );
    }
    ui.add_space(4.0);
    let chosen = scored.chosen();
    for (hit, line) in chosen.hits.iter().zip(&sheet.patterns) {
        let name = i18n.pattern(line.id, line.name);
        let count = if line.count > 1 {
            format!(" ×{}", line.count)
        } else {
            String::new()
        };
        let text = format!("{:>4}  {name}{count}", line.value);
        let response =
            ui.add(egui::Label::new(RichText::new(text).monospace()).sense(egui::Sense::hover()));
        let marker = if line.interpretation {
            format!("\n({})", i18n.tr("interpretation"))
        } else {
            String::new()
        };
        let rule = i18n.tr_or(
            &format!("rule-{}", line.id.replace(['.', '_'], "-")),
            line.rule,
        );
        let response = response.on_hover_text(format!("{}\n{rule}{marker}", line.id));
        if response.hovered() {
            hovered = Some((k, hit.tiles));
        }
    }
    let excluded = &scored.chosen().excluded;
    if !excluded.is_empty() {
        egui::CollapsingHeader::new(i18n.tr("sheet-not-counted"))
            .id_salt(("not counted", k))
            .show(ui, |ui| {
                for e in excluded {
                    let name = i18n.pattern(e.hit.pattern.id, e.hit.pattern.name);
                    let why = super::explain::exclusion(i18n, e);
                    ui.label(RichText::new(format!("{name} ({}) — {why}", e.hit.value)).small());
                }
            });
    }
    let p = &scored.payments;
    if sheet.payments.is_some() {
        let title = format!("{}: {}", i18n.tr("sheet-payments"), p.winner_receives());
        egui::CollapsingHeader::new(title)
            .id_salt(("payments", k))
            .show(ui, |ui| {
                for e in p.entries.iter().chain(&p.instant) {
                    let who = e
                        .payer
                        .map_or_else(|| i18n.tr("sheet-another-player"), |w| wind_name(i18n, w));
                    let why = super::explain::payment(i18n, e.rule, e.amount);
                    ui.label(RichText::new(format!("{who}: {} — {why}", e.amount)).small());
                }
            });
    }
    if sheet.arrangements.len() > 1 {
        egui::CollapsingHeader::new(i18n.tr("sheet-other-readings"))
            .id_salt(("readings", k))
            .show(ui, |ui| {
                for a in sheet.arrangements.iter().filter(|a| !a.chosen) {
                    ui.label(
                        RichText::new(format!("{} — {}", a.text, a.total))
                            .small()
                            .monospace(),
                    );
                }
            });
    }
    hovered
}
