//! The end of a drill round: right of asked, the time, each question (a click shows it
//! again, with the hand, the learner's answer and the engine's sheet), the patterns missed,
//! and what next.

use crate::app::i18n::I18n;
use crate::app::screens::drill::{Drill, DrillCommand, RIGHT_COLOR, task_ui};
use crate::app::widgets::words::seconds_text;
use crate::rules::RuleSettings;
use egui::{RichText, Ui};

/// Pattern ids as the names of the system's patterns, joined.
pub fn pattern_names(i18n: &I18n, settings: &RuleSettings, ids: &[String]) -> String {
    let patterns = settings.patterns();
    ids.iter()
        .map(|id| {
            patterns
                .iter()
                .find(|p| p.id == id)
                .map(|p| i18n.pattern(p.id, p.name))
                .or_else(|| {
                    // A mode's own skill (the discard drill's), named as Progress names it.
                    let rule = format!("progress-rule-{}", id.replace(['.', '_'], "-"));
                    i18n.has(&rule).then(|| i18n.tr(&rule))
                })
                .unwrap_or_else(|| id.clone())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The round's summary. With a question chosen, the summary stands at the left and the
/// question, as answered, fills the rest.
pub fn summary_ui(
    ui: &mut Ui,
    drill: &Drill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<DrillCommand>,
) {
    let review = drill
        .round
        .review
        .and_then(|k| Some((k, drill.round.answered.get(k)?)));
    let Some((k, answered)) = review else {
        egui::ScrollArea::vertical()
            .id_salt("drill summary scroll")
            .show(ui, |ui| summary_body_ui(ui, drill, i18n, out));
        return;
    };
    egui::Panel::left("drill summary list")
        .resizable(false)
        .exact_size((ui.available_width() * 0.3).clamp(260.0, 360.0))
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("drill summary scroll")
                .show(ui, |ui| summary_body_ui(ui, drill, i18n, out))
        });
    ui.horizontal_wrapped(|ui| {
        let title = i18n.tr_args("drill-summary-review", &[("n", (k + 1).into())]);
        ui.label(RichText::new(title).strong().size(16.0));
        if ui.button(i18n.tr("drill-summary-review-close")).clicked() {
            out.push(DrillCommand::Review(None));
        }
    });
    ui.separator();
    // Shown as it was answered: what the learner does here changes nothing.
    ui.push_id(("drill review", k), |ui| {
        let mut ignored = Vec::new();
        task_ui(ui, &answered.task, i18n, corner_index, &mut ignored);
    });
}

/// Right of asked, the time, each question (a button that shows it again), the patterns
/// missed, and the buttons for what next.
fn summary_body_ui(ui: &mut Ui, drill: &Drill, i18n: &I18n, out: &mut Vec<DrillCommand>) {
    let round = &drill.round;
    ui.heading(i18n.tr("drill-summary-title"));
    ui.add_space(6.0);
    let score = i18n.tr_args(
        "drill-summary-score",
        &[
            ("right", round.right().into()),
            ("asked", round.answered.len().into()),
        ],
    );
    ui.label(RichText::new(score).size(22.0).strong());
    let total = round.seconds();
    let average = total / round.answered.len().max(1) as f32;
    ui.label(i18n.tr_args(
        "drill-summary-time",
        &[
            ("total", seconds_text(i18n, total).into()),
            ("average", seconds_text(i18n, average).into()),
        ],
    ));
    ui.add_space(6.0);
    if !round.answered.is_empty() {
        ui.label(RichText::new(i18n.tr("drill-summary-review-hint")).weak());
    }
    egui::Grid::new("drill summary")
        .num_columns(3)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            for (k, a) in round.answered.iter().enumerate() {
                let name = i18n.tr_args("drill-summary-question", &[("n", (k + 1).into())]);
                let shown = round.review == Some(k);
                if ui.selectable_label(shown, name).clicked() {
                    out.push(DrillCommand::Review((!shown).then_some(k)));
                }
                if a.right {
                    ui.label(RichText::new(i18n.tr("drill-summary-right")).color(RIGHT_COLOR));
                } else {
                    ui.label(
                        RichText::new(i18n.tr("drill-summary-wrong"))
                            .color(ui.visuals().error_fg_color),
                    );
                }
                ui.label(i18n.tr_args(
                    "drill-summary-seconds",
                    &[("seconds", seconds_text(i18n, a.seconds).into())],
                ));
                ui.end_row();
            }
        });
    ui.add_space(6.0);
    let missed = round.missed();
    if missed.is_empty() {
        ui.label(i18n.tr("drill-summary-none-missed"));
    } else {
        let ids: Vec<String> = missed.into_iter().map(|(id, _)| id).collect();
        let names = pattern_names(i18n, &drill.settings(), &ids);
        ui.add(
            egui::Label::new(i18n.tr_args("drill-summary-missed", &[("patterns", names.into())]))
                .wrap(),
        );
    }
    ui.add_space(10.0);
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("drill-another-round")).clicked() {
            out.push(DrillCommand::NewRound);
        }
        if ui.button(i18n.tr("drill-weak-spots")).clicked() {
            out.push(DrillCommand::PractiseWeakSpots);
        }
        ui.label(RichText::new(i18n.tr("drill-summary-enter")).weak());
    });
}
