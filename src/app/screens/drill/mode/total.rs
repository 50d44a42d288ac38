//! Drill mode "Total": type the hand's total.

use crate::app::i18n::I18n;
use crate::app::screens::drill::mode::{Dealing, DrillMode};
use crate::app::screens::drill::{answer_field_ui, grade_line_ui, question_ui, with_sheet_ui};
use crate::drill::Question;
use crate::drill::generate::deal_question;
use crate::drill::mode::{Mode, Outcome};
use crate::drill::set::SetQuestion;
use egui::Ui;

/// The learner's result for a Total question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grade {
    Right,
    Wrong { expected: u32 },
}

/// A Total question: the hand, the typed total and, once checked, the grade.
#[derive(Clone, Debug)]
pub struct TotalDrill {
    pub question: Question,
    pub answer: String,
    pub grade: Option<Grade>,
}

/// Every change to a Total question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TotalCommand {
    SetAnswer(String),
}

impl TotalDrill {
    pub fn new(question: Question) -> TotalDrill {
        TotalDrill {
            question,
            answer: String::new(),
            grade: None,
        }
    }
}

impl DrillMode for TotalDrill {
    type Command = TotalCommand;
    const MODE: Mode = Mode::Total;

    fn of_set(q: &SetQuestion) -> Option<TotalDrill> {
        Some(TotalDrill::new(q.question.clone()))
    }

    fn question(&self) -> Option<&Question> {
        Some(&self.question)
    }

    fn deal(from: &mut Dealing) -> Option<TotalDrill> {
        deal_question(from.settings, from.target, from.level, from.rng).map(TotalDrill::new)
    }

    fn apply(&mut self, command: TotalCommand) {
        match command {
            TotalCommand::SetAnswer(a) if self.grade.is_none() => {
                self.answer = a.chars().filter(char::is_ascii_digit).take(6).collect();
            }
            TotalCommand::SetAnswer(_) => {}
        }
    }

    /// Grades the typed total; `None` while nothing readable is typed or once graded.
    fn check(&mut self) -> Option<Outcome> {
        if self.grade.is_some() {
            return None;
        }
        let given = self.answer.trim().parse::<u32>().ok()?;
        let expected = self.question.scored.total();
        let right = given == expected;
        self.grade = Some(if right {
            Grade::Right
        } else {
            Grade::Wrong { expected }
        });
        Some(Outcome::whole(&self.question.scored, right))
    }

    fn checked(&self) -> bool {
        self.grade.is_some()
    }

    fn ui(&self, ui: &mut Ui, i18n: &I18n, corner_index: bool, out: &mut Vec<TotalCommand>) {
        total_drill_ui(ui, self, i18n, corner_index, out);
    }
}

/// A Total question: the facts and tiles, the answer field, the grade, the sheet.
pub fn total_drill_ui(
    ui: &mut Ui,
    drill: &TotalDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<TotalCommand>,
) {
    let q = &drill.question;
    with_sheet_ui(ui, q, drill.checked(), i18n, corner_index, |ui| {
        question_ui(ui, q, i18n, corner_index);
        ui.add_space(8.0);
        let unit = i18n.tr(&format!("unit-{}", q.sheet.unit.unwrap_or("points")));
        ui.horizontal(|ui| {
            ui.label(i18n.tr_args("drill-question", &[("unit", unit.into())]));
            if let Some(a) = answer_field_ui(ui, &drill.answer, 0, "answer", 80.0) {
                out.push(TotalCommand::SetAnswer(a));
            }
        });
        let line = drill.grade.map(|g| match g {
            Grade::Right => (true, i18n.tr("drill-right")),
            Grade::Wrong { expected } => (
                false,
                i18n.tr_args(
                    "drill-wrong",
                    &[(
                        "amount",
                        i18n.amount(q.sheet.unit.unwrap_or("points"), expected)
                            .into(),
                    )],
                ),
            ),
        });
        grade_line_ui(ui, line);
    });
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
    fn a_total_is_graded_once_and_typing_after_is_ignored() {
        let mut rng = fastrand::Rng::with_seed(3);
        let mut d = deal_mode::<TotalDrill>(
            &RuleSettings::default(),
            &Target::Natural,
            Level::Standard,
            &mut rng,
        )
        .expect("a question");
        assert_eq!(d.check(), None, "nothing typed");
        let expected = d.question.scored.total();
        d.apply(TotalCommand::SetAnswer(format!("{expected}x")));
        assert_eq!(d.answer, expected.to_string());
        let outcome = d.check().expect("graded");
        assert!(outcome.right);
        assert_eq!(d.grade, Some(Grade::Right));
        assert_eq!(d.check(), None, "graded once");
        d.apply(TotalCommand::SetAnswer("1".into()));
        assert_eq!(d.answer, expected.to_string());
    }
}
