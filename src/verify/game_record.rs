//! Checking a game record: does it replay, and do its recorded scores agree with the rules?
//! The report `tilewise check` prints (text or JSON), in the reader's language.

use crate::formats::CheckStatus;
use crate::i18n::{I18n, Message};
use crate::tiles::names::wind;
use serde::Serialize;

/// The result of checking one game record.
#[derive(Serialize, Debug, Default)]
pub struct CheckReport {
    /// The path as given (`-` for standard input); empty when the text came from elsewhere.
    pub file: String,
    pub status: CheckStatus,
    /// The record replays (its recorded scores may still disagree).
    pub valid: bool,
    /// A record seen from one seat: its player. The other seats' concealed tiles and draws
    /// were not seen; what they showed was checked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seen_from: Option<String>,
    pub error: Option<String>,
    pub wins: Vec<CheckWin>,
    /// The wins whose recorded score the rules do not give.
    pub disagreements: Vec<CheckDisagreement>,
    pub ledger: Vec<CheckEntry>,
    /// Net result per player, by name.
    pub balances: Vec<(String, i64)>,
    /// The night at a glance (standings, balances after each hand, biggest hands).
    pub summary: crate::game::summary::NightSummary,
    /// The summary as text in the report's language; printed by `check` for a record with
    /// results-only hands.
    #[serde(skip)]
    pub summary_text: Option<String>,
}

impl CheckReport {
    pub fn refused(status: CheckStatus, error: String) -> CheckReport {
        CheckReport {
            status,
            error: Some(error),
            ..CheckReport::default()
        }
    }
}

/// A win in a checked record.
#[derive(Serialize, Debug)]
pub struct CheckWin {
    pub hand: usize,
    pub step: usize,
    pub seat: String,
    pub player: String,
    /// The score the rules give.
    pub total: u32,
    /// The score the record gives, if any.
    pub recorded: Option<u32>,
}

/// A recorded score the rules do not give, with the rules' score sheet.
#[derive(Serialize, Debug)]
pub struct CheckDisagreement {
    pub hand: usize,
    pub step: usize,
    pub seat: String,
    pub player: String,
    pub recorded: u32,
    pub computed: u32,
    /// The score sheet of the win by the rules, as text.
    pub sheet: String,
}

/// A ledger entry in a checked record.
#[derive(Serialize, Debug)]
pub struct CheckEntry {
    pub hand: usize,
    pub step: usize,
    pub from: String,
    pub to: Option<String>,
    pub amount: u32,
    pub reason: String,
}

/// Checks one game record's text, hand by hand as it is read: memory grows with the wins and
/// the ledger reported, not with the hands (no parsed record, no tables are kept).
pub fn check_report(text: &str) -> CheckReport {
    check_report_in(text, I18n::english())
}

/// Checks one game record's text; errors, seats and reasons in a language.
pub fn check_report_in(text: &str, i18n: &I18n) -> CheckReport {
    use crate::formats::game_record::{StreamError, for_each_hand};
    use crate::game::{GameError, Replay, check_header, check_seen_from, replay_next_hand};
    let mut report = CheckReport::default();
    let mut balances = [0i64; 4];
    let mut played = Replay::default();
    let mut number = 0usize;
    let mut summary = crate::game::summary::NightSummary::new();
    let mut results_only = false;
    // Hand by hand as the record is read: a long record never holds every step at once.
    let result = for_each_hand(text, |header, hand| {
        if number == 0 {
            check_header(header)?;
        }
        number += 1;
        check_seen_from(header, number, &hand)?;
        replay_next_hand(&header.rules, number, &hand, &mut played)?;
        results_only |= hand.is_results_only();
        summary.add_hand(
            &crate::game::summary::players_of(&hand.seats),
            &played.wins,
            &played.ledger,
        );
        let name = |i: usize| header.players.get(i).cloned().unwrap_or_default();
        for w in played.wins.drain(..) {
            let seat = i18n.message(&wind(w.seat));
            if let Some(d) = w.disagreement() {
                report.disagreements.push(CheckDisagreement {
                    hand: d.hand,
                    step: d.step,
                    seat: seat.clone(),
                    player: name(d.player),
                    recorded: d.recorded,
                    computed: d.computed,
                    sheet: crate::rules::sheet_in(&w.hand, &w.scored, i18n).to_text(),
                });
            }
            report.wins.push(CheckWin {
                hand: w.hand_number,
                step: w.step,
                seat,
                player: name(w.player),
                total: w.scored.total(),
                recorded: w.recorded,
            });
        }
        for e in played.ledger.drain(..) {
            if let Some(from) = e.from {
                balances[from] -= e.amount as i64;
            }
            if let Some(to) = e.to {
                balances[to] += e.amount as i64;
            }
            report.ledger.push(CheckEntry {
                hand: e.hand,
                step: e.step,
                from: e.from.map(name).unwrap_or_default(),
                to: e.to.map(name),
                amount: e.amount,
                reason: e.rule_words(i18n),
            });
        }
        Ok::<(), GameError>(())
    });
    let error = match result {
        Ok(header) => match check_header(&header) {
            Ok(()) => {
                report.valid = true;
                report.seen_from = header.seen_from.clone();
                report.status = if report.disagreements.is_empty() {
                    CheckStatus::Agrees
                } else {
                    CheckStatus::Disagrees
                };
                report.balances = (0..4)
                    .map(|i| (header.players[i].clone(), balances[i]))
                    .collect();
                report.summary_text =
                    results_only.then(|| crate::report::summary_text(&summary, &header, i18n));
                report.summary = summary;
                return report;
            }
            Err(e) => i18n.text(&e),
        },
        Err(StreamError::Parse(e)) => {
            return CheckReport::refused(CheckStatus::Unreadable, i18n.text(&e));
        }
        Err(StreamError::Stopped(e)) => i18n.text(&e),
    };
    CheckReport::refused(CheckStatus::Invalid, error)
}

/// A checked record as text in a language: wins, disagreements with the rules' sheet, the
/// ledger and the balances (or why the record cannot be read or replayed).
pub fn check_text(report: &CheckReport, i18n: &I18n) -> String {
    use std::fmt::Write as _;
    let m = |message: Message| i18n.message(&message);
    let mut t = String::new();
    if let Some(e) = &report.error {
        let id = match report.status {
            CheckStatus::Unreadable => "check-unreadable",
            _ => "check-invalid",
        };
        let _ = writeln!(t, "{}", m(Message::new(id).text("error", e)));
        return t;
    }
    if let Some(name) = &report.seen_from {
        let _ = writeln!(
            t,
            "{}",
            m(Message::new("check-seen-from").text("player", name))
        );
    }
    for w in &report.wins {
        let win = Message::new("check-win")
            .int("hand", w.hand)
            .int("step", w.step)
            .text("player", &w.player)
            .text("seat", &w.seat)
            .int("total", w.total);
        let _ = match w.recorded {
            Some(r) if r != w.total => writeln!(
                t,
                "{}",
                m(Message::new("check-win-disagrees")
                    .msg("win", win)
                    .int("recorded", r))
            ),
            _ => writeln!(t, "{}", m(win)),
        };
    }
    if !report.disagreements.is_empty() {
        let _ = writeln!(
            t,
            "{}",
            m(Message::new("check-disagreements").int("count", report.disagreements.len()))
        );
        for d in &report.disagreements {
            let _ = writeln!(
                t,
                "  {}",
                m(Message::new("check-disagreement")
                    .int("hand", d.hand)
                    .int("step", d.step)
                    .text("player", &d.player)
                    .text("seat", &d.seat)
                    .int("recorded", d.recorded)
                    .int("computed", d.computed))
            );
            for line in d.sheet.lines() {
                let _ = writeln!(t, "    {line}");
            }
        }
    }
    let _ = writeln!(t, "{}:", i18n.tr("replays-ledger"));
    for e in &report.ledger {
        let to = e.to.clone().unwrap_or_else(|| i18n.tr("replays-nobody"));
        let _ = writeln!(
            t,
            "  {}",
            m(Message::new("check-entry")
                .int("hand", e.hand)
                .int("step", e.step)
                .text("from", &e.from)
                .int("amount", e.amount)
                .text("to", to)
                .text("reason", &e.reason))
        );
    }
    let nets: Vec<String> = report
        .balances
        .iter()
        .map(|(p, n)| format!("{p} {n:+}"))
        .collect();
    let _ = writeln!(
        t,
        "{}",
        m(Message::new("check-balances").text("nets", nets.join(", ")))
    );
    if let Some(summary) = &report.summary_text {
        t.push_str(summary);
    }
    t
}
