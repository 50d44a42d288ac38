//! Drill mode "Payments": per other seat, what it pays the winner (and its instant payments
//! where the system has them); graded entry by entry, each explained by its rule.

use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::screens::drill::mode::{Dealing, DrillMode};
use crate::app::screens::drill::{
    RIGHT_COLOR, answer_field_ui, grade_line_ui, question_ui, with_sheet_ui,
};
use crate::drill::Question;
use crate::drill::generate::deal_question;
use crate::drill::mode::{Mode, Outcome};
use crate::drill::payments::{
    Due, PaymentEntry, grade_payments, has_instant, payment_entries, payments_outcome,
};
use crate::drill::set::SetQuestion;
use egui::{RichText, Ui};

/// A Payments question: the hand, the amounts to enter (seat by seat), the learner's
/// answers and, once checked, each entry right or not.
#[derive(Clone, Debug)]
pub struct PaymentsDrill {
    pub question: Question,
    pub entries: Vec<PaymentEntry>,
    pub answers: Vec<String>,
    pub marks: Option<Vec<bool>>,
}

/// Every change to a Payments question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PaymentsCommand {
    /// The amount typed for one entry.
    SetAnswer(usize, String),
}

impl PaymentsDrill {
    pub fn new(question: Question) -> PaymentsDrill {
        let entries = payment_entries(&question);
        PaymentsDrill {
            answers: vec![String::new(); entries.len()],
            question,
            entries,
            marks: None,
        }
    }
}

impl DrillMode for PaymentsDrill {
    type Command = PaymentsCommand;
    const MODE: Mode = Mode::Payments;

    fn of_set(q: &SetQuestion) -> Option<PaymentsDrill> {
        Some(PaymentsDrill::new(q.question.clone()))
    }

    fn question(&self) -> Option<&Question> {
        Some(&self.question)
    }

    fn deal(from: &mut Dealing) -> Option<PaymentsDrill> {
        let level = from.level;
        deal_question(from.settings, from.target, level, from.rng)
            .map(|q| crate::drill::payments::with_one_round_immunity(q, level, from.rng))
            .map(PaymentsDrill::new)
    }

    fn apply(&mut self, command: PaymentsCommand) {
        match command {
            PaymentsCommand::SetAnswer(k, a) if self.marks.is_none() => {
                if let Some(answer) = self.answers.get_mut(k) {
                    *answer = a.chars().filter(char::is_ascii_digit).take(7).collect();
                }
            }
            PaymentsCommand::SetAnswer(..) => {}
        }
    }

    /// Grades the amounts; `None` while an amount for the win is empty, or once graded. An
    /// empty instant payment counts as none.
    fn check(&mut self) -> Option<Outcome> {
        let empty = |e: &PaymentEntry, a: &String| e.due == Due::Win && a.trim().is_empty();
        if self.marks.is_some()
            || self
                .entries
                .iter()
                .zip(&self.answers)
                .any(|(e, a)| empty(e, a))
        {
            return None;
        }
        for (e, a) in self.entries.iter().zip(self.answers.iter_mut()) {
            if a.trim().is_empty() {
                debug_assert_eq!(e.due, Due::Instant);
                *a = "0".to_string();
            }
        }
        let marks = grade_payments(&self.entries, &self.answers);
        let outcome = payments_outcome(&self.question, &marks);
        self.marks = Some(marks);
        Some(outcome)
    }

    fn checked(&self) -> bool {
        self.marks.is_some()
    }

    fn ui(&self, ui: &mut Ui, i18n: &I18n, corner_index: bool, out: &mut Vec<PaymentsCommand>) {
        payments_drill_ui(ui, self, i18n, corner_index, out);
    }
}

/// A Payments question: the facts and tiles, a row per seat with its amounts, then each
/// amount graded with the rules behind it.
pub fn payments_drill_ui(
    ui: &mut Ui,
    drill: &PaymentsDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<PaymentsCommand>,
) {
    let q = &drill.question;
    with_sheet_ui(ui, q, drill.checked(), i18n, corner_index, |ui| {
        question_ui(ui, q, i18n, corner_index);
        ui.add_space(8.0);
        let winner = wind_name(i18n, q.hand.seat_wind);
        ui.label(
            RichText::new(i18n.tr_args("drill-payments-ask", &[("seat", winner.into())])).strong(),
        );
        let instant = has_instant(&q.scored.settings);
        let marks = drill.marks.as_deref();
        egui::Grid::new("drill payments")
            .num_columns(if instant { 5 } else { 3 })
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                ui.label("");
                ui.label(RichText::new(i18n.tr("drill-payments-win")).weak());
                ui.label("");
                if instant {
                    ui.label(RichText::new(i18n.tr("drill-payments-instant")).weak());
                    ui.label("");
                }
                ui.end_row();
                let mut k = 0;
                while k < drill.entries.len() {
                    let seat = drill.entries[k].seat;
                    ui.label(seat_label(i18n, q, &drill.entries[k]));
                    while k < drill.entries.len() && drill.entries[k].seat == seat {
                        let label = format!("payment {k}");
                        let answer = drill.answers.get(k).map_or("", String::as_str);
                        if let Some(a) = answer_field_ui(ui, answer, k, &label, 90.0) {
                            out.push(PaymentsCommand::SetAnswer(k, a));
                        }
                        mark_ui(ui, i18n, &drill.entries[k], marks.and_then(|m| m.get(k)));
                        k += 1;
                    }
                    ui.end_row();
                }
            });
        if let Some(marks) = marks {
            ui.add_space(6.0);
            let right = marks.iter().filter(|&&m| m).count();
            let line = if right == marks.len() {
                (true, i18n.tr("drill-payments-right"))
            } else {
                (
                    false,
                    i18n.tr_args(
                        "drill-payments-wrong",
                        &[("right", right.into()), ("total", marks.len().into())],
                    ),
                )
            };
            grade_line_ui(ui, Some(line));
            for e in &drill.entries {
                explained_entry_ui(ui, i18n, e);
            }
        }
    });
}

/// Beside an amount once checked: right, or the amount due.
fn mark_ui(ui: &mut Ui, i18n: &I18n, e: &PaymentEntry, mark: Option<&bool>) {
    match mark {
        Some(true) => {
            ui.label(RichText::new(i18n.tr("drill-summary-right")).color(RIGHT_COLOR));
        }
        Some(false) => {
            let due = i18n.tr_args("drill-payments-due", &[("amount", e.expected.into())]);
            ui.label(RichText::new(due).color(ui.visuals().error_fg_color));
        }
        None => {
            ui.label("");
        }
    }
}

/// The seat's name, with its part in the win (the discarder, out of the hand).
fn seat_label(i18n: &I18n, q: &Question, e: &PaymentEntry) -> String {
    let name = wind_name(i18n, e.seat);
    if e.out {
        i18n.tr_args("drill-payments-seat-out", &[("seat", name.into())])
    } else if q.hand.discarder == Some(e.seat) && !q.hand.win.is_self_draw() {
        i18n.tr_args("drill-payments-seat-discarder", &[("seat", name.into())])
    } else {
        name
    }
}

/// The rules behind one amount: each payment in it with its reason; a seat that pays
/// nothing for the win says why.
fn explained_entry_ui(ui: &mut Ui, i18n: &I18n, e: &PaymentEntry) {
    let seat = wind_name(i18n, e.seat);
    let instant = e.due == Due::Instant;
    if e.rules.is_empty() {
        if !instant {
            let id = if e.out {
                "drill-payments-out"
            } else {
                "drill-payments-nothing"
            };
            ui.label(RichText::new(format!("{seat}: {}", i18n.tr(id))).weak());
        }
        return;
    }
    for p in &e.rules {
        let why = crate::app::explain::payment(i18n, p.rule, p.amount);
        let id = if instant {
            "drill-payments-instant-why"
        } else {
            "drill-payments-why"
        };
        let line = i18n.tr_args(
            id,
            &[
                ("seat", seat.clone().into()),
                ("amount", p.amount.into()),
                ("why", why.into()),
            ],
        );
        ui.label(line);
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
    fn every_amount_is_needed_before_grading() {
        let mut rng = fastrand::Rng::with_seed(5);
        let mut d = deal_mode::<PaymentsDrill>(
            &RuleSettings::default(),
            &Target::Natural,
            Level::Standard,
            &mut rng,
        )
        .expect("a question");
        assert_eq!(d.entries.len(), 3);
        d.apply(PaymentsCommand::SetAnswer(0, "1".into()));
        assert_eq!(d.check(), None, "two amounts missing");
        let amounts: Vec<String> = d.entries.iter().map(|e| e.expected.to_string()).collect();
        for (k, a) in amounts.into_iter().enumerate() {
            d.apply(PaymentsCommand::SetAnswer(k, a));
        }
        assert!(d.check().expect("graded").right);
        assert_eq!(d.marks, Some(vec![true; 3]));
        d.apply(PaymentsCommand::SetAnswer(0, "999".into()));
        assert_ne!(d.answers[0], "999", "no change once graded");
    }

    #[test]
    fn an_empty_instant_payment_counts_as_none() {
        let mut rng = fastrand::Rng::with_seed(5);
        let settings = RuleSettings::from_id("singapore").expect("system");
        let mut d =
            deal_mode::<PaymentsDrill>(&settings, &Target::Natural, Level::Standard, &mut rng)
                .expect("a question");
        assert_eq!(d.entries.len(), 6);
        let wins: Vec<(usize, u32)> = d
            .entries
            .iter()
            .enumerate()
            .filter(|(_, e)| e.due == Due::Win)
            .map(|(k, e)| (k, e.expected))
            .collect();
        for (k, amount) in &wins[..2] {
            d.apply(PaymentsCommand::SetAnswer(*k, amount.to_string()));
        }
        assert_eq!(d.check(), None, "an amount for the win is missing");
        let (k, amount) = wins[2];
        d.apply(PaymentsCommand::SetAnswer(k, amount.to_string()));
        let outcome = d.check().expect("graded");
        let instant_due: u32 = d
            .entries
            .iter()
            .filter(|e| e.due == Due::Instant)
            .map(|e| e.expected)
            .sum();
        assert_eq!(outcome.right, instant_due == 0);
        assert!(d.answers.iter().all(|a| !a.is_empty()));
    }
}
