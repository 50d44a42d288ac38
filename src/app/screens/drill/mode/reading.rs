//! Drill mode "Best reading": the tiles read in several ways; pick the reading worth most.

use crate::app::i18n::I18n;
use crate::app::screens::drill::mode::{Dealing, DrillMode};
use crate::app::screens::drill::{RIGHT_COLOR, grade_line_ui, question_ui, with_sheet_ui};
use crate::app::widgets::arrangement_ui;
use crate::drill::Question;
use crate::drill::mode::{Mode, Outcome};
use crate::drill::readings::{deal_readings, is_best, reading_outcome, readings};
use crate::drill::set::SetQuestion;
use egui::{RichText, Ui};

/// A Best reading question: the hand, the readings offered (indexes into
/// `scored.evaluations`), the learner's pick and whether it was checked.
#[derive(Clone, Debug)]
pub struct ReadingDrill {
    pub question: Question,
    pub options: Vec<usize>,
    /// The picked reading, as an index into `options`.
    pub pick: Option<usize>,
    pub checked: bool,
}

/// Every change to a Best reading question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadingCommand {
    /// Picks a reading, by its place among the options.
    Pick(usize),
}

impl ReadingDrill {
    pub fn new(question: Question) -> ReadingDrill {
        ReadingDrill {
            options: readings(&question),
            question,
            pick: None,
            checked: false,
        }
    }
}

impl DrillMode for ReadingDrill {
    type Command = ReadingCommand;
    const MODE: Mode = Mode::BestReading;

    fn of_set(q: &SetQuestion) -> Option<ReadingDrill> {
        Some(ReadingDrill::new(q.question.clone()))
    }

    fn question(&self) -> Option<&Question> {
        Some(&self.question)
    }

    /// A hand with readings of different totals; `None` when none came up in a bounded
    /// number of tries.
    fn deal(from: &mut Dealing) -> Option<ReadingDrill> {
        deal_readings(from.settings, from.target, from.level, from.rng).map(ReadingDrill::new)
    }

    fn apply(&mut self, command: ReadingCommand) {
        match command {
            ReadingCommand::Pick(k) if !self.checked && k < self.options.len() => {
                self.pick = Some(k);
            }
            ReadingCommand::Pick(_) => {}
        }
    }

    /// Grades the pick; `None` while nothing is picked or once graded.
    fn check(&mut self) -> Option<Outcome> {
        if self.checked {
            return None;
        }
        let evaluation = *self.options.get(self.pick?)?;
        self.checked = true;
        Some(reading_outcome(&self.question, evaluation))
    }

    fn checked(&self) -> bool {
        self.checked
    }

    fn ui(&self, ui: &mut Ui, i18n: &I18n, corner_index: bool, out: &mut Vec<ReadingCommand>) {
        reading_drill_ui(ui, self, i18n, corner_index, out);
    }
}

/// A Best reading question: the facts and tiles, each reading drawn as its sets to pick
/// from, then each reading's total.
pub fn reading_drill_ui(
    ui: &mut Ui,
    drill: &ReadingDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ReadingCommand>,
) {
    let q = &drill.question;
    with_sheet_ui(ui, q, drill.checked, i18n, corner_index, |ui| {
        question_ui(ui, q, i18n, corner_index);
        ui.add_space(8.0);
        ui.label(RichText::new(i18n.tr("drill-reading-ask")).strong());
        if drill.checked {
            let best = drill
                .options
                .iter()
                .position(|&e| e == q.scored.best)
                .unwrap_or(0);
            let right = drill
                .pick
                .and_then(|k| drill.options.get(k))
                .is_some_and(|&e| is_best(q, e));
            let line = if right {
                (true, i18n.tr("drill-reading-right"))
            } else {
                (
                    false,
                    i18n.tr_args(
                        "drill-reading-wrong",
                        &[
                            ("n", (best + 1).into()),
                            (
                                "amount",
                                i18n.amount(q.scored.settings.unit(), q.scored.total())
                                    .into(),
                            ),
                        ],
                    ),
                )
            };
            grade_line_ui(ui, Some(line));
        }
        let height = (ui.available_width() / 24.0).clamp(34.0, 48.0);
        for (k, &e) in drill.options.iter().enumerate() {
            let evaluation = &q.scored.evaluations[e];
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let name = i18n.tr_args("drill-reading-n", &[("n", (k + 1).into())]);
                if ui.radio(drill.pick == Some(k), name).clicked() {
                    out.push(ReadingCommand::Pick(k));
                }
                if drill.checked {
                    let worth = i18n.amount(q.scored.settings.unit(), evaluation.total);
                    let text = RichText::new(worth).strong();
                    if evaluation.total == q.scored.total() {
                        ui.label(text.color(RIGHT_COLOR));
                    } else {
                        ui.label(text);
                    }
                    let patterns: Vec<String> = evaluation
                        .hits
                        .iter()
                        .map(|h| {
                            format!("{} {}", i18n.pattern(h.pattern.id, h.pattern.name), h.value)
                        })
                        .collect();
                    ui.label(RichText::new(patterns.join(", ")).weak());
                }
            });
            arrangement_ui(
                ui,
                &evaluation.arrangement,
                crate::app::widgets::Declared {
                    melds: &q.hand.melds,
                    seat: q.hand.seat_wind,
                    bonus: &[],
                },
                height,
                corner_index,
                None,
                i18n,
            );
        }
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
    fn a_pick_is_needed_and_kept_once_checked() {
        let mut rng = fastrand::Rng::with_seed(6);
        let mut d = deal_mode::<ReadingDrill>(
            &RuleSettings::default(),
            &Target::Natural,
            Level::Standard,
            &mut rng,
        )
        .expect("a hand with several readings");
        assert!(d.options.len() >= 2);
        assert_eq!(d.check(), None, "nothing picked");
        d.apply(ReadingCommand::Pick(99));
        assert_eq!(d.pick, None);
        let best = d
            .options
            .iter()
            .position(|&e| e == d.question.scored.best)
            .expect("the best is offered");
        d.apply(ReadingCommand::Pick(best));
        assert!(d.check().expect("graded").right);
        d.apply(ReadingCommand::Pick((best + 1) % d.options.len()));
        assert_eq!(d.pick, Some(best));
    }
}
