//! Rule systems and their shared vocabulary: pattern data, hits and exclusions, limits,
//! payments, the rule options a hand file carries, and the score sheet.

pub mod facts;
pub mod sheet;
pub mod zung_jung;

pub use facts::Facts;
pub use sheet::{ScoreSheet, score_sheet, sheet_of, sheet_of_text};

use crate::hand::{Arrangement, Hand};
use crate::tiles::Wind;
use serde::{Deserialize, Serialize};

/// A rule system with its options, as written in a hand file (`rules: ZungJung(...)`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleSettings {
    ZungJung(zung_jung::ZungJungOptions),
}

impl Default for RuleSettings {
    fn default() -> Self {
        RuleSettings::ZungJung(zung_jung::ZungJungOptions::default())
    }
}

impl RuleSettings {
    /// The stable id of the rule system, e.g. `zung-jung`.
    pub fn id(&self) -> &'static str {
        match self {
            RuleSettings::ZungJung(_) => "zung-jung",
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            RuleSettings::ZungJung(_) => "Zung Jung",
        }
    }

    /// The settings of a rule system by its id, with default options.
    pub fn from_id(id: &str) -> Option<RuleSettings> {
        match id {
            "zung-jung" | "zj" => Some(RuleSettings::default()),
            _ => None,
        }
    }

    /// Ids of every supported rule system.
    pub const IDS: &'static [&'static str] = &["zung-jung"];

    /// Whether seven pairs may use four identical concealed tiles as two pairs.
    pub fn four_alike_as_two_pairs(&self) -> bool {
        match self {
            RuleSettings::ZungJung(_) => true,
        }
    }
}

/// The data of one scoring pattern. Names and explanations are looked up by `id`.
#[derive(Debug, PartialEq, Eq)]
pub struct PatternDef {
    /// Stable id, e.g. `zj.4.2.3`.
    pub id: &'static str,
    pub name: &'static str,
    /// Points (or fan, tai) of one occurrence.
    pub value: u32,
    /// Patterns of one series exclude each other (the highest counts); `None` adds always.
    pub series: Option<&'static str>,
    /// The rule it implements, in one line.
    pub rule: &'static str,
}

/// A pattern found in an arrangement: its value, how often, and which tiles make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    pub pattern: &'static PatternDef,
    /// Total value of the hit (value × count, or the option-adjusted value).
    pub value: u32,
    pub count: u8,
    /// Bits 0–6: groups of the arrangement; bits 8–19: bonus tiles of the hand, in order.
    pub tiles: u32,
}

/// What a detector reports: how often the pattern occurs and which tiles make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    pub count: u8,
    pub tiles: u32,
}

impl Found {
    pub fn once(tiles: u32) -> Option<Found> {
        Some(Found { count: 1, tiles })
    }
}

/// Bit of bonus tile `i` in [`Hit::tiles`].
pub const fn bonus_bit(i: usize) -> u32 {
    1 << (8 + i)
}

/// Why a pattern present in the hand does not count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exclusion {
    /// A higher pattern of the same series counts instead.
    SameSeries,
    /// A fixed-limit pattern counts alone.
    FixedLimit,
}

/// A pattern present but not counted, and the pattern that displaced it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Excluded {
    pub hit: Hit,
    pub by: &'static PatternDef,
    pub why: Exclusion,
}

/// How a limit shaped the total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LimitKind {
    /// The sum exceeded the limit and was cut to it.
    Compound,
    /// One pattern above the limit counts alone.
    Fixed,
}

/// One arrangement scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    pub arrangement: Arrangement,
    pub hits: Vec<Hit>,
    pub excluded: Vec<Excluded>,
    /// Sum of the counted hits before any limit.
    pub sum: u32,
    pub total: u32,
    pub limit: Option<LimitKind>,
}

/// Who pays a share of a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PayerRole {
    /// The player whose discard (or robbed kong) gave the win.
    Discarder,
    /// A player who did not discard the winning tile.
    NonDiscarder,
    /// One of the three players paying a self-drawn win.
    SelfDraw,
}

/// The rule behind a payment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaymentRule {
    ZjSelfDraw,
    ZjDiscardBelow25,
    ZjDiscardDiscarder,
    ZjDiscardOther,
    Universal,
}

impl PaymentRule {
    pub fn id(self) -> &'static str {
        match self {
            PaymentRule::ZjSelfDraw => "zj.pay.self_draw",
            PaymentRule::ZjDiscardBelow25 => "zj.pay.discard_below_25",
            PaymentRule::ZjDiscardDiscarder => "zj.pay.discard_discarder",
            PaymentRule::ZjDiscardOther => "zj.pay.discard_other",
            PaymentRule::Universal => "zj.pay.universal",
        }
    }

    /// The rule in words, for a hand worth `value`.
    pub fn explain(self, value: u32) -> String {
        match self {
            PaymentRule::ZjSelfDraw => format!(
                "self-drawn win (kong replacement included): nobody is to blame, each of the three pays the hand value {value}"
            ),
            PaymentRule::ZjDiscardBelow25 => format!(
                "win on a discard worth less than 25: everyone pays the hand value {value}"
            ),
            PaymentRule::ZjDiscardDiscarder => format!(
                "win on a discard worth 25 or more: the discarder pays 3 × {value} − 50 = {}, so that the winner still gets 3 × {value}",
                3 * value - 50
            ),
            PaymentRule::ZjDiscardOther => {
                "win on a discard worth 25 or more: a player who did not discard pays only the standard 25".to_string()
            }
            PaymentRule::Universal => format!("universal scheme: everyone pays the hand value {value}"),
        }
    }
}

/// One payment to the winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payment {
    /// The paying seat, when the hand says who discarded (always known on a self-draw).
    pub payer: Option<Wind>,
    pub role: PayerRole,
    pub amount: u32,
    pub rule: PaymentRule,
}

/// All payments of one win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payments {
    pub winner: Wind,
    pub entries: Vec<Payment>,
}

impl Payments {
    /// What the winner collects in all.
    pub fn winner_receives(&self) -> u32 {
        self.entries.iter().map(|p| p.amount).sum()
    }
}

/// Whether the hand may win under the rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win,
    /// The total is below the agreed minimum: a false win.
    BelowMinimum {
        minimum: u32,
    },
}

/// A hand scored under one rule system: the chosen arrangement and all others considered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    pub settings: RuleSettings,
    /// Every arrangement, scored; `best` indexes the chosen one.
    pub evaluations: Vec<Evaluation>,
    pub best: usize,
    pub verdict: Verdict,
    /// Empty when the verdict is not a win.
    pub payments: Payments,
}

impl Scored {
    pub fn chosen(&self) -> &Evaluation {
        &self.evaluations[self.best]
    }

    pub fn total(&self) -> u32 {
        self.chosen().total
    }
}

/// Why a hand could not be scored under a rule system.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    #[error("not a winning hand: the tiles form neither four sets and a pair nor a special hand")]
    NotComplete,
    #[error("{0}")]
    NotAllowed(String),
}

/// Scores a hand under the given rules, every arrangement considered.
pub fn score(hand: &Hand, settings: &RuleSettings) -> Result<Scored, ScoreError> {
    match settings {
        RuleSettings::ZungJung(options) => zung_jung::score(hand, options),
    }
}

/// Index of the evaluation with the highest total (the first such on ties).
pub(crate) fn best_index(evaluations: &[Evaluation]) -> usize {
    let mut best = 0;
    for (i, e) in evaluations.iter().enumerate() {
        if e.total > evaluations[best].total {
            best = i;
        }
    }
    best
}
