//! The score sheet: a scored hand explained for people (text) and scripts (JSON).

use super::{
    Evaluation, Exclusion, Hit, LimitKind, PayerRole, RuleSettings, Scored, Verdict, score,
};
use crate::hand::{Arrangement, Form, Hand, HandFile, ParseError};
use crate::tiles::{format_bonus, format_counts, format_tiles};
use serde::Serialize;
use std::fmt::Write as _;

/// A pattern that counts, with the tiles that make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PatternLine {
    pub id: &'static str,
    pub name: &'static str,
    /// Value counted (value of one occurrence × count).
    pub value: u32,
    pub count: u8,
    pub tiles: String,
    pub rule: &'static str,
    /// The definition is a reading of a terse source line.
    pub interpretation: bool,
}

/// A pattern present in the hand that does not count, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExcludedLine {
    pub id: &'static str,
    pub name: &'static str,
    pub value: u32,
    pub tiles: String,
    /// Id of the pattern that displaced it.
    pub by: &'static str,
    pub reason: String,
}

/// One payment to the winner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PaymentLine {
    /// The paying seat, when known.
    pub payer: Option<String>,
    pub role: PayerRole,
    pub amount: u32,
    pub rule: &'static str,
    pub reason: String,
}

/// All payments of the win.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PaymentsView {
    pub scheme: String,
    pub winner: String,
    pub receives: u32,
    pub entries: Vec<PaymentLine>,
    /// Instant payments (Singapore's kongs, bites, animals, flower sets), apart from the win.
    pub instant: Vec<PaymentLine>,
    /// What the instant payments bring the winner in all.
    pub instant_receives: u32,
}

/// One arrangement considered, with its total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArrangementLine {
    pub text: String,
    pub form: &'static str,
    pub wait: &'static str,
    pub total: u32,
    pub chosen: bool,
    /// Counted patterns as `id`s.
    pub patterns: Vec<&'static str>,
    /// Counted patterns with their values, in words.
    pub summary: String,
}

/// A hand scored and explained, or the reason it could not be.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ScoreSheet {
    /// Whether the hand is a legal win that was scored.
    pub valid: bool,
    pub error: Option<String>,
    pub title: Option<String>,
    pub rules: Option<&'static str>,
    pub hand: Option<String>,
    pub total: Option<u32>,
    /// What the total counts: `points`, `fan` or `tai`.
    pub unit: Option<&'static str>,
    /// The sum of the counted patterns before any limit.
    pub sum: Option<u32>,
    pub limit: Option<LimitKind>,
    /// The chosen arrangement and why it was chosen.
    pub arrangement: Option<String>,
    pub why: Option<String>,
    pub patterns: Vec<PatternLine>,
    pub excluded: Vec<ExcludedLine>,
    pub payments: Option<PaymentsView>,
    pub arrangements: Vec<ArrangementLine>,
}

impl ScoreSheet {
    /// A sheet that only reports an error.
    pub fn error(message: impl Into<String>) -> ScoreSheet {
        ScoreSheet {
            valid: false,
            error: Some(message.into()),
            ..ScoreSheet::default()
        }
    }

    /// The sheet as readable text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        if let Some(title) = &self.title {
            let _ = writeln!(out, "== {title} ==");
        }
        if let Some(hand) = &self.hand {
            let _ = writeln!(out, "{hand}");
        }
        if let Some(arrangement) = &self.arrangement {
            let _ = writeln!(out, "Arrangement: {arrangement}");
        }
        if let Some(why) = &self.why {
            let _ = writeln!(out, "  chosen because {why}");
        }
        let names: Vec<String> = self
            .patterns
            .iter()
            .map(|p| {
                if p.count > 1 {
                    format!("{} ×{}", p.name, p.count)
                } else {
                    p.name.to_string()
                }
            })
            .collect();
        let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
        let id_width = self.patterns.iter().map(|p| p.id.len()).max().unwrap_or(0);
        for (p, name) in self.patterns.iter().zip(&names) {
            let line = format!(
                "  {:>4}  {:<id_width$}  {name:<width$}  {}",
                p.value, p.id, p.tiles
            );
            let _ = writeln!(out, "{}", line.trim_end());
            let marker = if p.interpretation {
                " (interpretation)"
            } else {
                ""
            };
            let _ = writeln!(out, "        {:id_width$}  = {}{marker}", "", p.rule);
        }
        if !self.excluded.is_empty() {
            let _ = writeln!(out, "Not counted:");
            for e in &self.excluded {
                let _ = writeln!(out, "  {} {} ({}): {}", e.id, e.name, e.value, e.reason);
            }
        }
        if let Some(total) = self.total {
            let unit = self.unit.unwrap_or("");
            let limit = match (self.limit, self.sum) {
                (limit, Some(fan)) if self.rules == Some("sichuan") => {
                    let capped = if limit.is_some() {
                        format!(", capped at {total}")
                    } else {
                        String::new()
                    };
                    format!(" ({fan} fan: the base of 1 doubled {fan} times{capped})")
                }
                (Some(LimitKind::Compound), Some(sum)) => {
                    format!(
                        " (the patterns add up to {sum}, more than the limit: the hand counts the limit)"
                    )
                }
                (Some(LimitKind::Fixed), _) => {
                    " (a limit pattern counts alone; nothing else is added)".to_string()
                }
                _ => String::new(),
            };
            let _ = writeln!(out, "Total: {total} {unit}{limit}");
        }
        if let Some(error) = &self.error {
            let _ = writeln!(out, "Not a valid win: {error}");
        }
        if let Some(p) = &self.payments {
            let _ = writeln!(
                out,
                "Payments ({}): {} receives {}",
                p.scheme, p.winner, p.receives
            );
            for e in &p.entries {
                let who = match (&e.payer, e.role) {
                    (Some(seat), PayerRole::Discarder) => format!("{seat} (discarder)"),
                    (Some(seat), _) => seat.clone(),
                    (None, PayerRole::Discarder) => "the discarder".to_string(),
                    (None, _) => "another player".to_string(),
                };
                let _ = writeln!(out, "  {who} pays {}: {}", e.amount, e.reason);
            }
            if !p.instant.is_empty() {
                let _ = writeln!(
                    out,
                    "Instant payments: {} receives {}",
                    p.winner, p.instant_receives
                );
                for e in &p.instant {
                    let who = e
                        .payer
                        .clone()
                        .unwrap_or_else(|| "another player".to_string());
                    let _ = writeln!(out, "  {who} pays {}: {}", e.amount, e.reason);
                }
            }
        }
        let others: Vec<&ArrangementLine> =
            self.arrangements.iter().filter(|a| !a.chosen).collect();
        if !others.is_empty() {
            let _ = writeln!(out, "Other readings:");
            for a in others {
                let _ = writeln!(out, "  {} — {}: {}", a.text, a.total, a.summary);
            }
        }
        out
    }
}

fn group_tiles(arrangement: &Arrangement, hand: &Hand, mask: u32) -> String {
    let mut parts: Vec<String> = arrangement
        .groups
        .iter()
        .enumerate()
        .filter(|(i, _)| mask >> i & 1 == 1)
        .map(|(_, g)| format_tiles(&g.tiles()))
        .collect();
    parts.extend(
        hand.bonus
            .iter()
            .enumerate()
            .filter(|(i, _)| mask >> (8 + i) & 1 == 1)
            .map(|(_, b)| b.to_string()),
    );
    parts.join(" ")
}

fn pattern_line(hit: &Hit, evaluation: &Evaluation, hand: &Hand) -> PatternLine {
    PatternLine {
        id: hit.pattern.id,
        name: hit.pattern.name,
        value: hit.value,
        count: hit.count,
        tiles: group_tiles(&evaluation.arrangement, hand, hit.tiles),
        rule: hit.pattern.rule,
        interpretation: hit.pattern.interpretation,
    }
}

fn series_name(series: Option<&str>) -> String {
    series.map_or_else(String::new, |s| format!(" ({s})"))
}

fn form_name(form: Form) -> &'static str {
    match form {
        Form::Regular => "four sets and a pair",
        Form::SevenPairs => "seven pairs",
        Form::ThirteenOrphans => "thirteen orphans",
        Form::Declared => "a win declared without a complete hand",
    }
}

/// A one-line description of the hand and how it was won.
pub fn describe_hand(hand: &Hand, settings: &RuleSettings) -> String {
    let mut concealed = hand.concealed;
    concealed[hand.winning_tile.index()] = concealed[hand.winning_tile.index()].saturating_sub(1);
    let mut text = format!(
        "{} · seat {} · round {} · ",
        settings.name(),
        hand.seat_wind,
        hand.prevailing_wind
    );
    let _ = write!(text, "{} {}", hand.winning_tile, hand.win.name());
    if let Some(d) = hand.discarder {
        let _ = write!(text, " from {d}");
    }
    let _ = write!(text, "\nHand: {}", format_counts(&concealed));
    for m in &hand.melds {
        let tiles = format_tiles(&m.tiles());
        let _ = if m.kind == crate::hand::MeldKind::ConcealedKong {
            write!(text, " ({tiles})")
        } else {
            write!(text, " [{tiles}]")
        };
    }
    let _ = write!(text, " + {}", hand.winning_tile);
    if !hand.bonus.is_empty() {
        let _ = write!(text, " · bonus {}", format_bonus(&hand.bonus));
    }
    let f = hand.flags;
    for (on, name) in [
        (f.final_draw, "final draw"),
        (f.final_discard, "final discard"),
        (f.heaven, "heaven"),
        (f.earth, "earth"),
    ] {
        if on {
            let _ = write!(text, " · {name}");
        }
    }
    text
}

/// Builds the sheet of a scored hand.
pub fn sheet_of(hand: &Hand, scored: &Scored) -> ScoreSheet {
    let chosen = scored.chosen();
    let patterns = chosen
        .hits
        .iter()
        .map(|h| pattern_line(h, chosen, hand))
        .collect();
    let excluded = chosen
        .excluded
        .iter()
        .map(|e| {
            let reason = match e.why {
                Exclusion::SameSeries => format!(
                    "same series{} as {} ({}); only the highest of a series counts",
                    series_name(e.hit.pattern.series),
                    e.by.name,
                    e.by.id
                ),
                Exclusion::FixedLimit => {
                    format!("{} is a limit and counts alone", e.by.name)
                }
            };
            ExcludedLine {
                id: e.hit.pattern.id,
                name: e.hit.pattern.name,
                value: e.hit.value,
                tiles: group_tiles(&chosen.arrangement, hand, e.hit.tiles),
                by: e.by.id,
                reason,
            }
        })
        .collect();
    let n = scored.evaluations.len();
    let why = if n == 1 {
        "it is the only way to read these tiles".to_string()
    } else if scored.evaluations.iter().all(|e| e.total == chosen.total) {
        format!(
            "all {n} readings of these tiles are worth {}; the first is shown",
            chosen.total
        )
    } else {
        let others: Vec<String> = scored
            .evaluations
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != scored.best)
            .map(|(_, e)| e.total.to_string())
            .collect();
        format!(
            "freedom of arrangement: the winner takes the reading worth most; {} against {} for the other {} reading(s)",
            chosen.total,
            others.join(", "),
            n - 1
        )
    };
    let arrangement = format!(
        "{} ({}, {})",
        chosen.arrangement.describe(),
        form_name(chosen.arrangement.form),
        chosen.arrangement.wait.name()
    );
    let arrangements = scored
        .evaluations
        .iter()
        .enumerate()
        .map(|(i, e)| ArrangementLine {
            text: e.arrangement.describe(),
            form: form_name(e.arrangement.form),
            wait: e.arrangement.wait.name(),
            total: e.total,
            chosen: i == scored.best,
            patterns: e.hits.iter().map(|h| h.pattern.id).collect(),
            summary: e
                .hits
                .iter()
                .map(|h| format!("{} {}", h.pattern.name, h.value))
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect::<Vec<_>>();
    let (valid, error, payments) = match scored.verdict {
        Verdict::Win => {
            let p = &scored.payments;
            let line = |e: &super::Payment| PaymentLine {
                payer: e.payer.map(|w| w.name().to_string()),
                role: e.role,
                amount: e.amount,
                rule: e.rule.id(),
                reason: e.rule.explain(),
            };
            let view = PaymentsView {
                scheme: p.scheme.to_string(),
                winner: p.winner.name().to_string(),
                receives: p.winner_receives(),
                entries: p.entries.iter().map(line).collect(),
                instant: p.instant.iter().map(line).collect(),
                instant_receives: p.instant.iter().map(|e| e.amount).sum(),
            };
            (true, None, Some(view))
        }
        Verdict::BelowMinimum { minimum } => (
            false,
            Some(format!(
                "the hand is worth {} but the agreed minimum is {minimum}: claiming it is a false win",
                chosen.total
            )),
            None,
        ),
    };
    ScoreSheet {
        valid,
        error,
        title: None,
        rules: Some(scored.settings.id()),
        hand: Some(describe_hand(hand, &scored.settings)),
        total: Some(chosen.total),
        unit: Some(scored.settings.unit()),
        sum: Some(chosen.sum),
        limit: chosen.limit,
        arrangement: Some(arrangement),
        why: Some(why),
        patterns,
        excluded,
        payments,
        arrangements,
    }
}

/// Scores a hand under the given rules and explains it; errors become an error sheet.
pub fn score_sheet(hand: &Hand, settings: &RuleSettings) -> ScoreSheet {
    match score(hand, settings) {
        Ok(scored) => sheet_of(hand, &scored),
        Err(e) => ScoreSheet {
            hand: Some(describe_hand(hand, settings)),
            rules: Some(settings.id()),
            ..ScoreSheet::error(e.to_string())
        },
    }
}

/// Reads a RON hand file and scores it; `rules` overrides the file's rule system.
pub fn sheet_of_text(text: &str, rules: Option<&RuleSettings>) -> ScoreSheet {
    match HandFile::parse(text) {
        Ok((file, hand)) => {
            let settings = rules.unwrap_or(&file.rules);
            ScoreSheet {
                title: file.title.clone(),
                ..score_sheet(&hand, settings)
            }
        }
        Err(ParseError::Syntax {
            line,
            column,
            message,
        }) => ScoreSheet::error(format!("line {line}, column {column}: {message}")),
        Err(ParseError::Hand(e)) => ScoreSheet::error(format!("impossible hand: {e}")),
    }
}
