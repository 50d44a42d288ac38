//! A review as text in the reader's language (`tilewise review`): one line per decision
//! (played, best, loss, severity), then the summary and the biggest mistakes.

use super::record::{Decision, Review};
use super::{Choice, Moment, Severity};
use crate::i18n::{I18n, Message};
use crate::rules::explain::{meld_named, tile_name};
use crate::tiles::names::{self as message, wind};

/// A choice in the reader's words, its tiles named ("discard: 5 Characters", "chow 3-4-5
/// Dots"): the review panel and `tilewise review` say it alike.
pub fn choice_text(choice: Choice, i18n: &I18n) -> String {
    let tile = |key: &str, name: String| i18n.tr_args(key, &[("tile", name.into())]);
    match choice {
        Choice::Discard(t) => tile("review-choice-discard", tile_name(i18n, t)),
        Choice::Kong(t) => tile("review-choice-kong", tile_name(i18n, t)),
        Choice::Chow(low) => {
            let three: Vec<crate::tiles::Tile> =
                std::iter::successors(Some(low), |t| t.next_in_suit())
                    .take(3)
                    .collect();
            tile("review-choice-chow", meld_named(i18n, &three))
        }
        Choice::Win => i18n.tr("review-choice-win"),
        Choice::Pung => i18n.tr("review-choice-pung"),
        Choice::Pass => i18n.tr("review-choice-pass"),
    }
}

/// A choice in the reader's words, or "nothing" when there is none.
pub fn choice_words(choice: Option<Choice>, i18n: &I18n) -> String {
    match choice {
        Some(c) => choice_text(c, i18n),
        None => i18n.tr("review-cli-choice-none"),
    }
}

/// A severity in the reader's words.
pub fn severity_words(severity: Severity, i18n: &I18n) -> String {
    i18n.tr(match severity {
        Severity::None => "review-cli-severity-none",
        Severity::Small => "review-cli-severity-small",
        Severity::Medium => "review-cli-severity-medium",
        Severity::Big => "review-cli-severity-big",
    })
}

/// A decision's verdict in words: its severity, or that the played choice, not the best, is
/// as good as the best (not told apart: no mistake, and matched in the summary).
fn verdict_words(d: &Decision, i18n: &I18n) -> String {
    if d.advice.best() != Some(d.played) && super::summary::matched(d) {
        i18n.tr("review-cli-equal")
    } else {
        severity_words(d.severity, i18n)
    }
}

/// One decision's line.
pub fn decision_line(d: &Decision, i18n: &I18n) -> String {
    let (ahead, size) = super::loss_words(d.loss, 2);
    let base = |id: &'static str| {
        Message::new(id)
            .int("hand", d.hand + 1)
            .int("step", d.step)
            .msg("seat", wind(d.seat))
            .text("played", choice_words(Some(d.played), i18n))
            .text("best", choice_words(d.advice.best(), i18n))
            .text("ahead", ahead)
            .text(
                "loss",
                i18n.decimal_mark(super::with_error(&size, d.loss_error, 2)),
            )
            .text("severity", verdict_words(d, i18n))
    };
    let m = match d.position.moment {
        Moment::Discard => base("review-cli-decision"),
        Moment::Claim { from, tile } => base("review-cli-claim")
            .msg("tile", message::tile(tile))
            .msg("from", wind(from)),
        Moment::Rob { from, tile } => base("review-cli-rob")
            .msg("tile", message::tile(tile))
            .msg("from", wind(from)),
    };
    i18n.message(&m)
}

/// The whole review as text.
pub fn review_text(review: &Review, i18n: &I18n) -> String {
    let s = &review.summary;
    let mut out = String::new();
    let mut line = |text: String| {
        out.push_str(&text);
        out.push('\n');
    };
    line(
        i18n.message(
            &Message::new("review-cli-title")
                .text("player", &review.player)
                .int("count", review.decisions.len()),
        ),
    );
    if review.decisions.is_empty() {
        line(i18n.message(&Message::new("review-cli-no-decisions").text("player", &review.player)));
    }
    for d in &review.decisions {
        line(decision_line(d, i18n));
    }
    if !s.without_decisions.is_empty() {
        let hands: Vec<String> = s
            .without_decisions
            .iter()
            .map(|h| (h + 1).to_string())
            .collect();
        line(i18n.message(&Message::new("review-cli-without").text("hands", hands.join(", "))));
    }
    if !s.too_thin.is_empty() {
        line(i18n.message(&Message::new("review-too-thin").text("places", thin_places(s))));
    }
    if review.decisions.is_empty() {
        return out;
    }
    line(String::new());
    line(
        i18n.message(
            &Message::new("review-cli-summary")
                .int("matched", s.matched)
                .int("decisions", s.decisions)
                .text("rate", format!("{:.0}", s.match_rate() * 100.0))
                .text(
                    "loss",
                    i18n.decimal_mark(super::with_error(
                        &format!("{:.2}", s.total_loss),
                        s.total_loss_error,
                        2,
                    )),
                ),
        ),
    );
    line(i18n.tr(if s.values {
        "review-cli-unit-receipts"
    } else {
        "review-cli-unit-steps"
    }));
    if s.biggest.is_empty() {
        line(i18n.tr("review-cli-no-mistakes"));
        return out;
    }
    line(i18n.tr("review-cli-biggest"));
    for &i in &s.biggest {
        if let Some(d) = review.decisions.get(i) {
            line(format!("  {}", decision_line(d, i18n)));
            for why in why_lines(d, i18n) {
                line(format!("    {why}"));
            }
        }
    }
    line(i18n.tr("review-cli-biggest-hand"));
    for &(_, i) in &s.biggest_per_hand {
        if let Some(d) = review.decisions.get(i) {
            line(format!("  {}", decision_line(d, i18n)));
        }
    }
    out
}

/// Why, for a mistake: the best's reasons, then the played choice's (each when it has some).
fn why_lines(d: &Decision, i18n: &I18n) -> Vec<String> {
    let best = d.advice.candidates.first();
    let played = d.advice.candidate(d.played);
    [
        ("review-cli-why-best", best),
        ("review-cli-why-played", played),
    ]
    .into_iter()
    .filter_map(|(id, c)| {
        let c = c.filter(|c| !c.reasons.is_empty())?;
        let reasons: Vec<String> = c.reasons.iter().map(|r| r.words(i18n)).collect();
        Some(
            i18n.message(
                &Message::new(id)
                    .text("choice", choice_words(Some(c.choice), i18n))
                    .text("reasons", reasons.join("; ")),
            ),
        )
    })
    .collect()
}

/// The moves too thin to advise, as "hand 2: steps 31, 35; hand 4: step 12".
pub fn thin_places(s: &super::ReviewSummary) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut hands: Vec<usize> = s.too_thin.iter().map(|&(h, _)| h).collect();
    hands.dedup();
    for h in hands {
        let steps: Vec<String> = s
            .too_thin
            .iter()
            .filter(|&&(hand, _)| hand == h)
            .map(|&(_, step)| step.to_string())
            .collect();
        out.push(format!("{}: {}", h + 1, steps.join(", ")));
    }
    out.join("; ")
}
