//! The JSON of a review (`tilewise review --json`, documented in `docs/review.md`): one object
//! per decision with the position in notation, the played and best choices, the loss, the
//! severity and the advisor's candidates (the same objects as `tilewise advise --json`), then
//! the summary. Hands and steps are 1-based, as the record's places are written.

use super::json::{CandidateJson, candidate_json, seat_id};
use super::record::{Decision, Review, ReviewSummary};
use super::{Advice, Choice, Severity, advise_args};
use crate::hand::{Meld, MeldKind};
use crate::tiles::{format_counts, format_tiles};
use serde::Serialize;

/// A whole review.
#[derive(Clone, Debug, Serialize)]
pub struct ReviewJson {
    pub player: String,
    pub decisions: Vec<DecisionJson>,
    pub summary: SummaryJson,
}

/// One decision.
#[derive(Clone, Debug, Serialize)]
pub struct DecisionJson {
    /// 1-based hand and step.
    pub hand: usize,
    pub step: usize,
    pub player: String,
    /// The player's seat wind: "east", "south", "west", "north".
    pub seat: String,
    /// "discard" (the player's own turn), "claim" (another seat's discard) or "rob" (another
    /// seat's added kong).
    pub moment: String,
    /// At a claim or a kong to rob: the tile offered and who offered it.
    pub offered: Option<String>,
    pub from: Option<String>,
    pub hand_tiles: String,
    pub melds: Vec<String>,
    pub visible: String,
    /// Tiles in the live wall, and the player's draws left from it.
    pub wall: u32,
    pub draws_left: u32,
    /// Sichuan: the suit the player declared missing ("m", "p", "s").
    pub missing_suit: Option<String>,
    pub played: String,
    pub best: Option<String>,
    /// The choices not told apart from the best, the best first.
    pub equal: Vec<String>,
    /// The played choice's loss against the best, paired, with its standard error.
    pub loss: f64,
    pub loss_error: f64,
    pub severity: String,
    /// The seed and the rollouts the decision was advised with, and the rollouts spent.
    pub seed: u64,
    pub rollouts: u32,
    pub rollouts_used: u32,
    /// `tilewise advise` with these arguments gives this decision's candidates again.
    pub advise_args: Vec<String>,
    pub candidates: Vec<CandidateJson>,
}

/// A mistake the summary lists.
#[derive(Clone, Debug, Serialize)]
pub struct MistakeJson {
    /// Index into `decisions`.
    pub decision: usize,
    pub hand: usize,
    pub step: usize,
    pub played: String,
    pub best: Option<String>,
    pub loss: f64,
    pub severity: String,
}

/// The summary.
#[derive(Clone, Debug, Serialize)]
pub struct SummaryJson {
    pub decisions: usize,
    pub matched: usize,
    pub match_rate: f64,
    /// What was given up at the decisions told apart from the best, and its standard error.
    pub total_loss: f64,
    pub total_loss_error: f64,
    /// "net" (the net result in the system's unit) or "steps" (the proxy in shanten steps).
    pub loss_unit: String,
    pub biggest: Vec<MistakeJson>,
    pub biggest_per_hand: Vec<MistakeJson>,
    /// 1-based hands with no decisions (results-only hands).
    pub without_decisions: Vec<usize>,
    /// The player's moves too thin to advise (a draw of his not written down): `[hand, step]`,
    /// 1-based.
    pub too_thin: Vec<[usize; 2]>,
}

/// A choice in words: "5m", "kong 5m", "win", "pung", "chow 3m", "pass".
pub fn choice_text(choice: Choice) -> String {
    match choice {
        Choice::Discard(t) => t.notation(),
        Choice::Kong(t) => format!("kong {}", t.notation()),
        Choice::Win => "win".to_string(),
        Choice::Pung => "pung".to_string(),
        Choice::Chow(t) => format!("chow {}", t.notation()),
        Choice::Pass => "pass".to_string(),
    }
}

/// A severity's id: "none", "small", "medium", "big".
pub fn severity_id(severity: Severity) -> &'static str {
    match severity {
        Severity::None => "none",
        Severity::Small => "small",
        Severity::Medium => "medium",
        Severity::Big => "big",
    }
}

/// A meld in hand notation: `[555z]` exposed, `(5555z)` a concealed kong.
pub fn meld_text(meld: &Meld) -> String {
    let tiles = format_tiles(&meld.tiles());
    match meld.kind {
        MeldKind::ConcealedKong => format!("({tiles})"),
        _ => format!("[{tiles}]"),
    }
}

/// Every candidate of an advice, best first.
pub fn candidates_json(advice: &Advice) -> Vec<CandidateJson> {
    advice.candidates.iter().map(candidate_json).collect()
}

/// One decision's JSON.
pub fn decision_json(d: &Decision) -> DecisionJson {
    let p = &d.position;
    let (moment, offered, from) = match p.moment {
        super::Moment::Discard => ("discard", None, None),
        super::Moment::Claim { tile, from } => ("claim", Some(tile.notation()), Some(from)),
        super::Moment::Rob { tile, from } => ("rob", Some(tile.notation()), Some(from)),
    };
    DecisionJson {
        hand: d.hand + 1,
        step: d.step,
        player: d.player.clone(),
        seat: d.seat.name().to_lowercase(),
        moment: moment.to_string(),
        offered,
        from: from.map(|w| seat_id(w).to_string()),
        hand_tiles: format_counts(&p.concealed),
        melds: p.melds.iter().map(meld_text).collect(),
        visible: format_counts(&p.visible),
        wall: p.wall,
        draws_left: p.draws_left(),
        missing_suit: p.missing_suit.map(|s| s.letter().to_string()),
        played: choice_text(d.played),
        best: d.advice.best().map(choice_text),
        equal: d.advice.equal().map(choice_text).collect(),
        loss: d.loss,
        loss_error: d.loss_error,
        severity: severity_id(d.severity).to_string(),
        seed: d.options.seed,
        rollouts: d.options.rollouts,
        rollouts_used: d.advice.rollouts_used,
        advise_args: advise_args(p, &d.options),
        candidates: candidates_json(&d.advice),
    }
}

fn mistake_json(review: &Review, i: usize) -> Option<MistakeJson> {
    let d = review.decisions.get(i)?;
    Some(MistakeJson {
        decision: i,
        hand: d.hand + 1,
        step: d.step,
        played: choice_text(d.played),
        best: d.advice.best().map(choice_text),
        loss: d.loss,
        severity: severity_id(d.severity).to_string(),
    })
}

fn summary_json(review: &Review, s: &ReviewSummary) -> SummaryJson {
    SummaryJson {
        decisions: s.decisions,
        matched: s.matched,
        match_rate: s.match_rate(),
        total_loss: s.total_loss,
        total_loss_error: s.total_loss_error,
        loss_unit: if s.values { "net" } else { "steps" }.to_string(),
        biggest: s
            .biggest
            .iter()
            .filter_map(|&i| mistake_json(review, i))
            .collect(),
        biggest_per_hand: s
            .biggest_per_hand
            .iter()
            .filter_map(|&(_, i)| mistake_json(review, i))
            .collect(),
        without_decisions: s.without_decisions.iter().map(|h| h + 1).collect(),
        too_thin: s.too_thin.iter().map(|&(h, step)| [h + 1, step]).collect(),
    }
}

/// A whole review's JSON.
pub fn review_json(review: &Review) -> ReviewJson {
    ReviewJson {
        player: review.player.clone(),
        decisions: review.decisions.iter().map(decision_json).collect(),
        summary: summary_json(review, &review.summary),
    }
}
