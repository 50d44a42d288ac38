//! Checking a drill set: does every hand score under the set's rules and fit its question
//! mode? The report `tilewise check` prints for a set, in the reader's language.

use crate::formats::CheckStatus;
use crate::i18n::{I18n, Message};
use serde::Serialize;

/// The result of checking one drill set.
#[derive(Serialize, Debug, Default)]
pub struct SetCheckReport {
    /// The path as given (`-` for standard input); empty when the text came from elsewhere.
    pub file: String,
    pub status: CheckStatus,
    /// Every hand scores and fits its mode.
    pub valid: bool,
    /// Why the set cannot be read at all.
    pub error: Option<String>,
    pub title: String,
    pub hands: Vec<SetCheckHand>,
}

/// One hand of a checked set.
#[derive(Serialize, Debug)]
pub struct SetCheckHand {
    /// Counted from 1.
    pub hand: usize,
    pub mode: &'static str,
    /// The total under the set's rules, when the hand scores.
    pub total: Option<u32>,
    /// The total with its unit, in the report's language.
    pub amount: Option<String>,
    /// Why the hand is no question of its mode.
    pub error: Option<String>,
}

/// Checks a drill set's text hand by hand; errors in a language.
pub fn set_check_report_in(text: &str, i18n: &I18n) -> SetCheckReport {
    use crate::drill::set::DrillSet;
    let set = match crate::ron_text::parse_ron::<DrillSet>(text) {
        Ok(set) => set,
        Err(e) => {
            return SetCheckReport {
                status: CheckStatus::Unreadable,
                error: Some(i18n.text(&e)),
                ..SetCheckReport::default()
            };
        }
    };
    let hands: Vec<SetCheckHand> = set
        .check_each()
        .into_iter()
        .enumerate()
        .map(|(k, r)| {
            let mode = set.hands[k].mode.id();
            match r {
                Ok(q) => {
                    let total = q.question.scored.total();
                    let unit = q.question.sheet.unit.unwrap_or("points");
                    SetCheckHand {
                        hand: k + 1,
                        mode,
                        total: Some(total),
                        amount: Some(i18n.amount(unit, total)),
                        error: None,
                    }
                }
                Err(problem) => SetCheckHand {
                    hand: k + 1,
                    mode,
                    total: None,
                    amount: None,
                    error: Some(i18n.text(&problem)),
                },
            }
        })
        .collect();
    let empty = hands.is_empty();
    let valid = !empty && hands.iter().all(|h| h.error.is_none());
    SetCheckReport {
        file: String::new(),
        status: if valid {
            CheckStatus::Agrees
        } else {
            CheckStatus::Invalid
        },
        valid,
        error: empty.then(|| i18n.text(&crate::drill::set::SetProblem::NoHands)),
        title: set.title,
        hands,
    }
}

/// A checked set as text: its title, then each hand's total or why it is no question.
pub fn set_check_text(report: &SetCheckReport, i18n: &I18n) -> String {
    use std::fmt::Write as _;
    let m = |message: Message| i18n.message(&message);
    let mut t = String::new();
    if report.status == CheckStatus::Unreadable {
        let e = report.error.clone().unwrap_or_default();
        let _ = writeln!(
            t,
            "{}",
            m(Message::new("check-unreadable").text("error", e))
        );
        return t;
    }
    let _ = writeln!(
        t,
        "{}",
        m(Message::new("check-set").text("title", &report.title))
    );
    for h in &report.hands {
        // The question the hand asks, by its name in the reader's language (its id in files).
        let mode = Message::new(format!("drill-mode-{}", h.mode));
        let line = match (&h.amount, &h.error) {
            (Some(amount), None) => Message::new("check-set-hand")
                .int("hand", h.hand)
                .msg("mode", mode)
                .text("amount", amount),
            (_, e) => Message::new("check-set-hand-invalid")
                .int("hand", h.hand)
                .msg("mode", mode)
                .text("error", e.clone().unwrap_or_default()),
        };
        let _ = writeln!(t, "  {}", m(line));
    }
    if let Some(e) = &report.error {
        let _ = writeln!(t, "{}", m(Message::new("check-invalid").text("error", e)));
    }
    t
}
