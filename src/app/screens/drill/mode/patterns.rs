//! Drill mode "Patterns": tick the patterns that count, from a searchable list of the
//! system's patterns; graded per pattern with the engine's reason for each wrong tick.

use crate::app::i18n::I18n;
use crate::app::screens::drill::mode::{Dealing, DrillMode};
use crate::app::screens::drill::{RIGHT_COLOR, grade_line_ui, question_ui, with_sheet_ui};
use crate::drill::Question;
use crate::drill::generate::deal_question;
use crate::drill::mode::{Mode, Outcome};
use crate::drill::patterns::{Mark, PatternGrade, WhyNot, grade_patterns};
use crate::drill::set::SetQuestion;
use crate::rules::{PatternDef, RuleSettings};
use egui::{RichText, Ui};

/// A Patterns question: the hand, the ticked pattern ids, the list's search text and, once
/// checked, the grade.
#[derive(Clone, Debug)]
pub struct PatternsDrill {
    pub question: Question,
    pub ticked: Vec<&'static str>,
    pub search: String,
    pub grade: Option<PatternGrade>,
}

/// Every change to a Patterns question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PatternsCommand {
    /// Ticks or unticks a pattern, by id.
    Toggle(&'static str),
    SetSearch(String),
}

impl PatternsDrill {
    pub fn new(question: Question) -> PatternsDrill {
        PatternsDrill {
            question,
            ticked: Vec::new(),
            search: String::new(),
            grade: None,
        }
    }
}

impl DrillMode for PatternsDrill {
    type Command = PatternsCommand;
    const MODE: Mode = Mode::Patterns;

    fn of_set(q: &SetQuestion) -> Option<PatternsDrill> {
        Some(PatternsDrill::new(q.question.clone()))
    }

    fn question(&self) -> Option<&Question> {
        Some(&self.question)
    }

    fn deal(from: &mut Dealing) -> Option<PatternsDrill> {
        deal_question(from.settings, from.target, from.level, from.rng).map(PatternsDrill::new)
    }

    fn apply(&mut self, command: PatternsCommand) {
        match command {
            PatternsCommand::Toggle(id) if self.grade.is_none() => {
                if let Some(k) = self.ticked.iter().position(|&t| t == id) {
                    self.ticked.remove(k);
                } else if self
                    .question
                    .scored
                    .settings
                    .patterns()
                    .iter()
                    .any(|p| p.id == id)
                {
                    self.ticked.push(id);
                }
            }
            PatternsCommand::Toggle(_) => {}
            PatternsCommand::SetSearch(s) => self.search = s,
        }
    }

    /// Grades the ticks; `None` while nothing is ticked or once graded.
    fn check(&mut self) -> Option<Outcome> {
        if self.grade.is_some() || self.ticked.is_empty() {
            return None;
        }
        let grade = grade_patterns(&self.question, &self.ticked);
        let outcome = grade.outcome();
        self.grade = Some(grade);
        Some(outcome)
    }

    fn checked(&self) -> bool {
        self.grade.is_some()
    }

    fn ui(&self, ui: &mut Ui, i18n: &I18n, corner_index: bool, out: &mut Vec<PatternsCommand>) {
        patterns_drill_ui(ui, self, i18n, corner_index, out);
    }
}

/// Why a pattern does not count, in words.
pub fn why_not_text(i18n: &I18n, why: WhyNot) -> String {
    match why.by() {
        Some(by) => {
            let by = i18n.pattern(by.id, by.name);
            let id = match why {
                WhyNot::LimitAlone { .. } => "excluded-limit",
                _ => "excluded-series",
            };
            i18n.tr_args(id, &[("by", by.into())])
        }
        None => i18n.tr(&format!("drill-why-{}", why.id())),
    }
}

/// A pattern's box in the list: its name and what one occurrence is worth under the
/// question's options ("Nine Gates · 480 points", "Nine Gates · limit of 10 fan"), as the
/// Rules screen says it.
pub fn pattern_box_label(i18n: &I18n, settings: &RuleSettings, def: &PatternDef) -> String {
    let name = i18n.pattern(def.id, def.name);
    match crate::app::widgets::sheet_card::pattern_value_text(i18n, settings, def) {
        Some(value) => format!("{name} · {value}"),
        None => name,
    }
}

/// A Patterns question: the facts and tiles, the list to tick, then the grade per pattern.
pub fn patterns_drill_ui(
    ui: &mut Ui,
    drill: &PatternsDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<PatternsCommand>,
) {
    let q = &drill.question;
    with_sheet_ui(ui, q, drill.checked(), i18n, corner_index, |ui| {
        question_ui(ui, q, i18n, corner_index);
        ui.add_space(8.0);
        match &drill.grade {
            None => pattern_list_ui(ui, drill, i18n, out),
            Some(grade) => grade_ui(ui, q, grade, i18n),
        }
    });
}

fn pattern_list_ui(
    ui: &mut Ui,
    drill: &PatternsDrill,
    i18n: &I18n,
    out: &mut Vec<PatternsCommand>,
) {
    let settings = &drill.question.scored.settings;
    ui.horizontal(|ui| {
        ui.label(RichText::new(i18n.tr("drill-patterns-ask")).strong());
        ui.add_space(12.0);
        let mut search = drill.search.clone();
        let field = ui.add(
            egui::TextEdit::singleline(&mut search)
                .id_salt("drill pattern search")
                .hint_text(i18n.tr("drill-patterns-search"))
                .desired_width(220.0),
        );
        field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "search"));
        if field.changed() {
            out.push(PatternsCommand::SetSearch(search));
        }
        ui.label(
            RichText::new(i18n.tr_args(
                "drill-patterns-ticked",
                &[("count", drill.ticked.len().into())],
            ))
            .weak(),
        );
    });
    let needle = drill.search.trim().to_lowercase();
    let shown: Vec<(&'static str, String)> = settings
        .patterns()
        .into_iter()
        .filter(|p| {
            needle.is_empty()
                || i18n.pattern(p.id, p.name).to_lowercase().contains(&needle)
                || p.id.contains(&needle)
        })
        .map(|p| (p.id, pattern_box_label(i18n, settings, p)))
        .collect();
    let columns = ((ui.available_width() / 300.0).floor() as usize).clamp(1, 4);
    let rows = shown.len().div_ceil(columns);
    egui::ScrollArea::vertical()
        .id_salt("drill pattern list")
        .max_height(ui.available_height().max(160.0) - 8.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.columns(columns, |cols| {
                for (k, (id, text)) in shown.iter().enumerate() {
                    let col = &mut cols[k / rows.max(1)];
                    let mut on = drill.ticked.contains(id);
                    if col.checkbox(&mut on, text).on_hover_text(*id).clicked() {
                        out.push(PatternsCommand::Toggle(id));
                    }
                }
            });
            if shown.is_empty() {
                ui.label(RichText::new(i18n.tr("drill-patterns-none-found")).weak());
            }
        });
}

fn grade_ui(ui: &mut Ui, q: &Question, grade: &PatternGrade, i18n: &I18n) {
    let right = grade.marks.iter().filter(|m| m.mark == Mark::Right).count();
    let line = if grade.right() {
        (true, i18n.tr("drill-patterns-right"))
    } else {
        (
            false,
            i18n.tr_args(
                "drill-patterns-wrong",
                &[("right", right.into()), ("total", grade.marks.len().into())],
            ),
        )
    };
    grade_line_ui(ui, Some(line));
    let settings = &q.scored.settings;
    let unit = crate::app::widgets::sheet_card::pattern_unit(settings.id(), settings.unit());
    for m in &grade.marks {
        let name = i18n.pattern(m.pattern.id, m.pattern.name);
        let amount = i18n.amount(unit, m.value);
        let (color, text) = match m.mark {
            Mark::Right => (
                RIGHT_COLOR,
                i18n.tr_args(
                    "drill-pattern-right",
                    &[("pattern", name.into()), ("amount", amount.into())],
                ),
            ),
            Mark::Missed => (
                ui.visuals().error_fg_color,
                i18n.tr_args(
                    "drill-pattern-missed",
                    &[("pattern", name.into()), ("amount", amount.into())],
                ),
            ),
            Mark::CountedWrongly(why) => (
                ui.visuals().error_fg_color,
                i18n.tr_args(
                    "drill-pattern-wrong",
                    &[
                        ("pattern", name.into()),
                        ("why", why_not_text(i18n, why).into()),
                    ],
                ),
            ),
        };
        ui.label(RichText::new(text).color(color).size(15.0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::drill::mode::deal_mode;
    use crate::drill::generate::Target;
    #[allow(unused_imports)]
    use crate::drill::mode::Level;
    #[allow(unused_imports)]
    use crate::rules::RuleSettings;

    #[test]
    fn ticks_toggle_and_are_kept_after_grading() {
        let mut rng = fastrand::Rng::with_seed(4);
        let mut d = deal_mode::<PatternsDrill>(
            &RuleSettings::default(),
            &Target::Natural,
            Level::Standard,
            &mut rng,
        )
        .expect("a question");
        assert_eq!(d.check(), None, "nothing ticked");
        let ids: Vec<&'static str> = d
            .question
            .scored
            .chosen()
            .hits
            .iter()
            .map(|h| h.pattern.id)
            .collect();
        d.apply(PatternsCommand::Toggle("no such pattern"));
        assert!(d.ticked.is_empty());
        d.apply(PatternsCommand::Toggle(ids[0]));
        d.apply(PatternsCommand::Toggle(ids[0]));
        assert!(d.ticked.is_empty(), "a second tick unticks");
        for id in &ids {
            d.apply(PatternsCommand::Toggle(id));
        }
        assert!(d.check().expect("graded").right);
        d.apply(PatternsCommand::Toggle(ids[0]));
        assert_eq!(d.ticked.len(), ids.len(), "no change once graded");
    }
}
